"""Keywords of the classic cards with a value (パワーアタッカー+n given by an effect, …), as the
engine implements them from the printed reminder texts and the comprehensive rules."""

from __future__ import annotations

from engine.catalog.loader import read_text
from engine.model.cards import CardDef, Effect
from tests.conftest import new_game


def cards(text: str) -> list[CardDef]:
    return read_text(text, "test.yaml")[0]


GIVER, = cards("""
- name: 試験応援
  type: creature
  civilizations: [nature]
  cost: 5
  power: 4000
  abilities: [{static: {grant: {player: you, civilization: fire, power attacker: 3000}}}]
""")


def test_a_static_grant_of_power_attacker_adds_its_amount_while_attacking_only() -> None:
    g = new_game("tcg", GIVER)
    g.board.creature("A", ["試験応援"])
    joe = g.board.creature("A", ["爆炎野郎ジョー"])  # fire, 3000
    lizard = g.board.creature("B", ["メテオレイジ・リザード"], tapped=True)  # 5000
    assert g.power(joe) == 3000
    g.attack(joe, lizard)
    assert lizard not in g.state.players["B"].battle and joe in g.state.players["A"].battle
    assert g.power(joe) == 3000


def test_a_granted_power_attacker_adds_up_and_ends_with_the_turn() -> None:
    g = new_game("tcg")
    joe = g.board.creature("A", ["爆炎野郎ジョー"])
    for _ in range(2):
        g.effect("A", Effect("grant", {"power attacker": 1000, "target": {"player": "you", "count": "all"}}))
    assert joe.attack_power == 2000 and g.power(joe) == 3000
    g.end_turn()
    assert joe.attack_power == 0
