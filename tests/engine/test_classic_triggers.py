"""Trigger events, replacement events and conditions of the classic cards (DM-01 to DM-30) the
engine implements from their printed reminder texts and the rules: サイレントスキル (the untap at the
start of the turn replaced: the creature stays tapped and its ability triggers), ..."""

from __future__ import annotations

from engine.catalog.loader import read_text
from engine.model.cards import CardDef
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
