"""Effects that last a while (継続的効果) of the classic cards: power this turn while attacking, power
until the controller's next turn, power per card counted as the effect resolves, and ``modify``
(blocks, breaks) on selected creatures or on every creature a filter names."""

from __future__ import annotations

from engine.catalog.loader import read_text
from engine.game import Game
from engine.model.cards import CardDef
from engine.model.objects import Zone
from tests.conftest import new_game


def spell(name: str, step: str) -> CardDef:
    text = f"""
- name: {name}
  type: spell
  civilizations: [nature]
  cost: 1
  abilities:
  - when: this cast
    do: [{step}]
"""
    return read_text(text, "test.yaml")[0][0]


def cast(g: Game, card: CardDef) -> None:
    g.board.cards("A", Zone.MANA, ["激闘するフェザー・ホーン"])
    g.cast("A", g.board.cards("A", Zone.HAND, [card.name])[0])


def test_power_while_attacking_counts_only_for_the_attacking_creature() -> None:
    card = spell("試験攻撃中", "power: {amount: 2000, target: {player: you, count: all}, while attacking: true}")
    g = new_game("tcg", card, turn="A")
    feather = g.board.creature("A", ["激闘するフェザー・ホーン"])
    cast(g, card)
    assert g.power(feather) == 4000
    g.state.attacking = feather
    assert g.power(feather) == 6000


def test_power_per_card_is_counted_as_it_resolves() -> None:
    card = spell("試験枚数", "power per card: {amount: 1000, count: {zone: hand, player: you}, "
                 "target: {player: you, count: all}}")
    g = new_game("tcg", card, turn="A")
    feather = g.board.creature("A", ["激闘するフェザー・ホーン"])
    g.board.cards("A", Zone.HAND, ["予言者リュゾル"] * 3)
    cast(g, card)
    assert g.power(feather) == 7000
    g.board.cards("A", Zone.HAND, ["予言者リュゾル"])
    assert g.power(feather) == 7000  # the count was taken as it resolved
    g.end_turn()
    assert g.power(feather) == 4000


def test_power_until_the_next_turn_ends_as_the_controllers_next_turn_starts() -> None:
    card = spell("試験次", "power: {amount: 3000, target: {player: you, count: all}, until: start of your next turn}")
    g = new_game("tcg", card, turn="A")
    feather = g.board.creature("A", ["激闘するフェザー・ホーン"])
    cast(g, card)
    g.end_turn()
    assert g.power(feather) == 7000
    g.end_turn()
    assert g.power(feather) == 4000


def test_modify_with_a_filter_changes_a_creature_that_enters_later() -> None:
    card = spell("試験種族", "modify: {filter: {race: ビーストフォーク}, player: you, extra breaks: 1}")
    g = new_game("tcg", card, turn="A")
    cast(g, card)
    fang = g.board.creature("A", ["白銀の牙"])
    other = g.board.creature("A", ["激闘するフェザー・ホーン"])
    assert g.breaker_count(fang) == 2 and g.breaker_count(other) == 1


def test_the_races_of_the_opponents_creatures_are_counted_once_each() -> None:
    g = new_game("tcg", turn="A")
    barnian = g.board.creature("A", ["反骨鉄拳バーニアン"])
    assert g.power(barnian) == 2000
    g.board.creature("B", ["白銀の牙"])
    g.board.creature("B", ["白銀の牙"])
    assert g.power(barnian) == 4000
    g.board.creature("B", ["激闘するフェザー・ホーン"])
    assert g.power(barnian) == 6000
