"""The super GR zone and GR summon (engine/mechanics/gr.py, engine/ops/gr_summon.py): the top
card summoned as if paid, a summoning lock stops it, a GR creature elsewhere goes to the bottom
of its super GR (118), the super GR in deck validation, set-up and the explorer's key."""

from __future__ import annotations

from engine.catalog.decks import deck_problems
from engine.mechanics.setup import set_up
from engine.model.cards import DeckList
from engine.model.objects import Zone
from engine.model.snapshot import state_key
from engine.ops.gr_summon import gr_summon
from engine.policies.profiles import get_profile
from tests.conftest import new_game

MAIN = tuple(["予言者リュゾル"] * 4 + ["予言者クルト"] * 4 + ["アクア・ビークル"] * 4 + ["うごめく者ボーン・グール"] * 4
             + ["ピコラのスパナ"] * 4 + ["シェル・ラック"] * 4 + ["爆炎野郎ジョー"] * 4 + ["クラッグザウルス"] * 4
             + ["紅神龍メルガルス"] * 4 + ["群れを守るトライ・ホーン"] * 4)


def test_gr_summon_summons_the_top_card_and_nothing_when_empty() -> None:
    g = new_game("tcg", turn="A")
    g.board.cards("A", Zone.GR, ["ヤッタレロボ", "The ジョラゴン・ガンマスター"])
    cr = gr_summon(g, "A")
    assert cr is not None and cr.name == "ヤッタレロボ" and cr.entered_by == "summon"
    assert [c.name for c in g.state.players["A"].gr] == ["The ジョラゴン・ガンマスター"]
    g.state.players["A"].gr.clear()
    assert gr_summon(g, "A") is None


def test_a_summoning_lock_stops_a_gr_summon_and_the_card_stays_on_top() -> None:
    g = new_game("tcg", turn="A")
    g.board.creature("B", ["聖霊王アルファディオス"])
    g.board.cards("A", Zone.GR, ["ヤッタレロボ"])
    assert gr_summon(g, "A") is None
    assert [c.name for c in g.state.players["A"].gr] == ["ヤッタレロボ"]


def test_a_gr_creature_out_of_the_battle_zone_goes_to_the_bottom_of_its_super_gr() -> None:
    g = new_game("tcg", turn="A")
    g.board.cards("A", Zone.GR, ["The ジョラゴン・ガンマスター"])
    robo = g.board.creature("A", ["ヤッタレロボ"])
    g.destroy([robo])
    g.settle()
    assert [c.name for c in g.state.players["A"].gr] == ["The ジョラゴン・ガンマスター", "ヤッタレロボ"]
    assert not g.state.players["A"].graveyard


def test_the_super_gr_in_deck_validation_and_set_up() -> None:
    tcg = get_profile("tcg")
    assert deck_problems(DeckList(MAIN), tcg) == []
    assert deck_problems(DeckList(MAIN, gr=("ヤッタレロボ",) * 2), tcg) == [
        "the super GR has 2 cards (none, or exactly 12)"]
    g = new_game("tcg", deck=0)
    set_up(g, {"A": DeckList(MAIN, gr=("ヤッタレロボ", "The ジョラゴン・ガンマスター") * 6)})
    assert len(g.state.players["A"].gr) == 12 and len(g.state.players["A"].deck) == 30


def test_the_state_key_sees_the_super_gr() -> None:
    g = new_game("tcg", turn="A")
    before = state_key(g.state)
    g.board.cards("A", Zone.GR, ["ヤッタレロボ"])
    assert state_key(g.state) != before
