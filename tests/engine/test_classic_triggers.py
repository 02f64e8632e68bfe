"""Trigger events, replacement events and conditions of the classic cards (DM-01 to DM-30) the
engine implements from their printed reminder texts and the rules: サイレントスキル (the untap at the
start of the turn replaced: the creature stays tapped and its ability triggers), ..."""

from __future__ import annotations

from engine.catalog.loader import read_text
from engine.model.cards import CardDef
from engine.model.objects import Zone
from tests.conftest import new_game


def cards(text: str) -> list[CardDef]:
    return read_text(text, "test.yaml")[0]


(SILENT,) = cards("""
- name: 試験サイレント
  type: creature
  civilizations: [water]
  cost: 3
  power: 2000
  abilities: [{when: silent skill, do: [draw: 1]}]
""")


def test_a_tapped_creature_with_a_silent_skill_may_stay_tapped_and_use_it() -> None:
    g = new_game("tcg", SILENT, script=[("A", "use optional", "use 試験サイレント")], turn="B")
    cr = g.board.creature("A", ["試験サイレント"], tapped=True)
    hand = len(g.state.players["A"].hand)
    g.start_turn("A")
    assert cr.tapped
    assert len(g.state.players["A"].hand) == hand + 2  # the silent skill's card, then the draw


def test_a_silent_skill_not_used_untaps_the_creature() -> None:
    g = new_game("tcg", SILENT, script=[("A", "use optional", "skip 試験サイレント")], turn="B")
    cr = g.board.creature("A", ["試験サイレント"], tapped=True)
    hand = len(g.state.players["A"].hand)
    g.start_turn("A")
    assert not cr.tapped
    assert len(g.state.players["A"].hand) == hand + 1


def test_an_untapped_creature_has_no_silent_skill_to_use() -> None:
    g = new_game("tcg", SILENT, script=[("A", "use optional", "use 試験サイレント")], turn="B")
    cr = g.board.creature("A", ["試験サイレント"])
    hand = len(g.state.players["A"].hand)
    g.start_turn("A")
    assert not cr.tapped
    assert len(g.state.players["A"].hand) == hand + 1
    assert not [e for e in g.trace.entries if e.kind == "decision"]


SHIELD_FORCE, TURBO = cards("""
- name: 試験シールドフォース
  type: creature
  civilizations: [fire]
  cost: 3
  power: 2000
  abilities: [{static: {power: {amount: 3000, filter: {self: true}}}, if: {shield force: true}}]
- name: 試験ターボラッシュ
  type: creature
  civilizations: [fire]
  cost: 3
  power: 2000
  abilities: [{static: {power: {amount: 1000, filter: {self: true}}}, if: {turbo rush: true}}]
""")


def test_abilities_under_shield_force_apply_while_the_chosen_shield_stays() -> None:
    g = new_game("tcg", SHIELD_FORCE, script=[("A", "shield force", "shield 2")], turn="A")
    g.board.cards("A", Zone.SHIELDS, ["予言者リュゾル"] * 3)
    card = g.board.cards("A", Zone.HAND, ["試験シールドフォース"])[0]
    cr = g.put_into_battle("A", [card], "effect")
    assert cr is not None and g.power(cr) == 5000
    g.move_card(g.state.players["A"].shields[0], Zone.HAND, "break")  # another shield: it still applies
    assert g.power(cr) == 5000
    g.move_card(g.state.players["A"].shields[0], Zone.HAND, "break")  # the chosen one
    assert g.power(cr) == 2000


def test_no_shield_chosen_no_shield_force() -> None:
    g = new_game("tcg", SHIELD_FORCE, script=[("A", "shield force", "none")], turn="A")
    g.board.cards("A", Zone.SHIELDS, ["予言者リュゾル"] * 3)
    card = g.board.cards("A", Zone.HAND, ["試験シールドフォース"])[0]
    cr = g.put_into_battle("A", [card], "effect")
    assert cr is not None and g.power(cr) == 2000


def test_turbo_rush_applies_once_another_creature_of_yours_broke_a_shield_this_turn() -> None:
    g = new_game("tcg", TURBO, turn="A")
    g.board.cards("B", Zone.SHIELDS, ["予言者リュゾル"] * 3)
    rusher = g.board.creature("A", ["試験ターボラッシュ"])
    other = g.board.creature("A", ["予言者クルト"])
    assert g.power(rusher) == 2000
    g.attack(rusher, "B")  # its own break does not count
    assert g.power(rusher) == 2000
    g.attack(other, "B")
    assert g.power(rusher) == 3000
    g.end_turn()  # until the end of that turn
    assert g.power(rusher) == 2000
