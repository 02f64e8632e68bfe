"""Unit tests of the mana policies (engine/policies/mana.py) and the mana effect operations."""

from __future__ import annotations

import pytest

from engine.game import Game
from engine.model.cards import Civ, Effect
from engine.model.decisions import Scripted
from engine.model.errors import IllegalActionError
from engine.model.objects import Zone
from engine.policies.mana_payment import PoolMana, TappedMana, static_reduction
from tests.conftest import new_game


def view(g: Game, player: str = "A") -> tuple[int, int, int]:
    v = g.mana_view(player)
    return v["max mana"], v["usable-mana cap"], v["usable mana"]


def pool(g: Game) -> PoolMana:
    assert g.profile.mana.name == PoolMana.name
    return PoolMana()  # the profile's mana policy holds no state of its own


def test_put_table_mono_multi_rainbow() -> None:
    g = new_game("dmps", turn="A")
    g.board.cards("A", Zone.MANA, ["アクア・ビークル"] * 2)
    pool(g).spend(g, g.state.players["A"], 2)
    for name, expected in [("シェル・ラック", (3, 3, 1)), ("無頼勇騎ゴンタ", (4, 4, 1)),
                           ("五元のロードライト", (5, 4, 1))]:
        g.board.cards("A", Zone.HAND, [name])
        g.move_card(g.state.players["A"].hand[-1], Zone.MANA, "effect")
        assert view(g) == expected, name


def test_leave_table_decrements_only_when_usable_equals_max() -> None:
    g = new_game("dmps", turn="A")
    g.board.cards("A", Zone.MANA, ["アクア・ビークル"] * 4 + ["無頼勇騎ゴンタ"])
    a = g.state.players["A"]
    g.move_card(a.mana[-1], Zone.HAND, "effect")
    assert view(g) == (4, 4, 4)
    pool(g).spend(g, a, 3)
    g.move_card(a.mana[0], Zone.HAND, "effect")
    assert view(g) == (3, 3, 1)


def test_rainbow_leaving_moves_only_max_mana() -> None:
    g = new_game("dmps", turn="A")
    g.board.cards("A", Zone.MANA, ["アクア・ビークル"] * 4 + ["五元のロードライト"])
    g.move_card(g.state.players["A"].mana[-1], Zone.HAND, "effect")
    assert view(g) == (4, 4, 4)


def test_god_card_lands_multicolour_and_central_g_link_keeps_battle_civs() -> None:
    g = new_game("dmps", turn="A")
    g.board.cards("A", Zone.MANA, ["シェル・ラック"] * 2)
    pool(g).spend(g, g.state.players["A"], 2)
    for name in ("流神ウンギョウ", "無法神類 G・イズモ・ビッグディアウト", "無法神類 G・イズモ"):
        g.board.creature("A", [name])
    ungyo, big, izumo = g.state.players["A"].battle
    g.remove_creature(ungyo, Zone.MANA, "mana send")
    assert view(g) == (3, 3, 0)
    assert pool(g).available_civs(g, g.state.players["A"]) == {Civ.WATER, Civ.FIRE, Civ.NATURE}
    g.remove_creature(big, Zone.MANA, "mana send")
    assert view(g) == (4, 4, 0)
    assert Civ.DARKNESS not in pool(g).available_civs(g, g.state.players["A"])
    g.remove_creature(izumo, Zone.MANA, "mana send")
    assert view(g) == (5, 5, 1)


def test_psychic_creature_goes_to_the_hyperspatial_zone() -> None:
    g = new_game("dmps", turn="A")
    g.board.cards("A", Zone.MANA, ["アクア・ビークル"])
    cr = g.board.creature("A", ["時空の喧嘩屋キル"])
    g.remove_creature(cr, Zone.MANA, "mana send")
    assert [c.name for c in g.state.players["A"].hyperspatial] == ["時空の喧嘩屋キル"]
    assert view(g) == (1, 1, 1)


def test_recover_never_passes_the_cap_and_all_fills_it() -> None:
    g = new_game("dmps", turn="A")
    a = g.state.players["A"]
    g.board.cards("A", Zone.MANA, ["シェル・ラック"] * 6)
    pool(g).spend(g, a, 5)
    g.effect("A", Effect("recover usable mana", {"n": 2}))
    assert view(g) == (6, 6, 3)
    g.effect("A", Effect("recover usable mana", {"n": 5}))
    assert view(g) == (6, 6, 6)
    pool(g).spend(g, a, 6)
    g.effect("A", Effect("recover usable mana", {"n": "all"}))
    assert view(g) == (6, 6, 6)


def test_increase_doubles_the_cap_for_the_turn() -> None:
    g = new_game("dmps", turn="A")
    g.board.cards("A", Zone.MANA, ["シェル・ラック"] * 5)
    for _ in range(7):
        g.effect("A", Effect("increase usable mana", {"n": 1}))
    assert view(g) == (5, 10, 10)
    g.end_turn()
    g.end_turn()
    assert view(g) == (5, 5, 5)


def test_static_reduction_does_not_stack_and_lowers_the_refill() -> None:
    g = new_game("dmps", turn="A")
    g.board.cards("A", Zone.MANA, ["シェル・ラック"] * 7)
    g.board.creature("B", ["龍神メタル"])
    g.board.creature("B", ["龍神メタル"])
    g.settle()  # the state-based check
    assert view(g) == (7, 6, 6)
    g.effect("A", Effect("recover usable mana", {"n": "all"}))
    assert view(g) == (7, 6, 6)


def test_tcg_metal_has_no_reduction() -> None:
    g = new_game("tcg", turn="A")
    g.board.creature("B", ["龍神メタル"])
    assert static_reduction(g, g.state.players["A"]) == 0


def test_lasting_reduction_ends_with_the_targets_next_turn() -> None:
    g = new_game("dmps", turn="A")
    g.board.turn("B")
    g.board.cards("A", Zone.MANA, ["シェル・ラック"] * 4 + ["アクア・ビークル"] * 3)
    g.effect("B", Effect("reduce usable mana", {"player": "opponent", "n": "civilizations",
                                                "until": "end of their next turn"}))
    assert view(g) == (7, 5, 5)
    g.end_turn()  # A's turn: still reduced
    assert g.state.turn_player == "A"
    assert view(g) == (7, 5, 5)
    g.end_turn()  # B's turn: over
    assert view(g)[1] == 7
    g.end_turn()
    assert view(g) == (7, 7, 7)


def test_hand_from_mana_returns_the_chosen_creatures_then_stops() -> None:
    decider = Scripted()
    decider.add("A", "return to hand", "鎮圧の使徒サリエス")
    g = new_game("dmps", decider=decider, turn="A")
    g.board.cards("A", Zone.MANA, ["シェル・ラック", "鎮圧の使徒サリエス", "クリムゾン・ハンマー"])
    g.effect("A", Effect("hand from mana", {"n": 2, "type": "creature"}))
    assert [c.name for c in g.state.players["A"].hand] == ["鎮圧の使徒サリエス"]
    assert len(g.state.players["A"].mana) == 2


def test_tcg_multicolour_mana_gives_one_civilization() -> None:
    g = new_game("tcg", turn="A")
    g.board.cards("A", Zone.MANA, ["無頼勇騎ゴンタ", "アクア・ビークル"])
    g.board.cards("A", Zone.HAND, ["無頼勇騎ゴンタ", "凶戦士ブレイズ・クロー"])
    gonta, claw = g.state.players["A"].hand
    assert g.summon_problem("A", gonta) is not None
    assert g.summon_problem("A", claw) is None


def test_tcg_rainbow_gives_no_mana_and_untap_mana_untaps_all() -> None:
    g = new_game("tcg", turn="A")
    g.board.cards("A", Zone.MANA, ["五元のロードライト", "アクア・ビークル"], tapped=True)
    assert g.profile.mana.name == TappedMana.name
    g.effect("A", Effect("untap mana"))
    assert all(not c.tapped for c in g.state.players["A"].mana)
    g.board.cards("A", Zone.HAND, ["アクア・ビークル"])
    with pytest.raises(IllegalActionError):
        g.summon("A", g.state.players["A"].hand[0])


def test_hyper_energy_taps_creatures_of_different_costs_for_two_less_each() -> None:
    """ハイパーエナジー (公式Q&A 2024-09-20): creatures of pairwise different costs, its own cost
    included, each make the summon 2 cheaper, never below 1; two of one cost count once."""
    from engine.mechanics.playing import summon_problem
    from engine.model.decisions import Decision
    from engine.model.objects import Zone
    from tests.conftest import new_game
    g = new_game("tcg", turn="A", script=[("A", Decision.HYPER_ENERGY, "予言者ウィン"),
                                           ("A", Decision.HYPER_ENERGY, "stop")])
    card = g.board.cards("A", Zone.HAND, ["超天使 ゴルドラン・ゴルギーニ"])[0]
    g.board.cards("A", Zone.MANA, ["予言者リュゾル"] * 8)
    win = g.board.creature("A", ["予言者ウィン"])
    g.board.creature("A", ["碧玉草"])
    assert summon_problem(g, "A", card) is None  # 10 - 2: two cost-2 creatures count once
    g.state.players["A"].mana.pop()
    assert summon_problem(g, "A", card) is not None  # seven mana: 8 is too much
    g.board.cards("A", Zone.MANA, ["予言者リュゾル"])
    g.summon("A", card)
    assert win.tapped and sum(c.tapped for c in g.state.players["A"].mana) == 8
