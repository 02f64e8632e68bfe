"""Keywords of the classic cards with a value (パワーアタッカー+n given by an effect, …), as the
engine implements them from the printed reminder texts and the comprehensive rules."""

from __future__ import annotations

from engine.catalog.loader import read_text
from engine.model.cards import CardDef, Effect
from engine.model.objects import Zone
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


STEALTH, LIMITED = cards("""
- name: 試験ステルス
  type: creature
  civilizations: [darkness]
  cost: 3
  power: 2000
  abilities:
  - {static: {grant: {self: true, keywords: [unblockable]}}, if: {"opponent's mana has civilization": nature}}
- name: 試験限定ブロッカー
  type: creature
  civilizations: [water]
  cost: 6
  power: 4000
  abilities: [{static: {blocker against: {filter: {civilization: [fire, nature]}}}}]
""")


def test_stealth_reads_the_opponents_mana_zone_only() -> None:
    g = new_game("tcg", STEALTH)
    sneak = g.board.creature("A", ["試験ステルス"])
    g.board.creature("B", ["シーマイン"])
    assert g.blocker_options(sneak)
    g.board.cards("A", Zone.MANA, ["フォレスト・ホーネット"])  # its own nature mana: no
    assert g.blocker_options(sneak)
    g.board.cards("B", Zone.MANA, ["フォレスト・ホーネット"])
    assert g.blocker_options(sneak) == []


def test_a_blocker_against_some_civilizations_blocks_those_attackers_only() -> None:
    g = new_game("tcg", LIMITED)
    eel = g.board.creature("B", ["試験限定ブロッカー"])
    assert g.blocker_options(g.board.creature("A", ["爆炎野郎ジョー"])) == [eel]
    assert g.blocker_options(g.board.creature("A", ["汚れた者スケルトンソルジャー"])) == []
