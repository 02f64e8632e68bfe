"""Seals (封印, 116; engine/mechanics/seals.py): a sealed creature is ignored, a seal read as a card
is cost 0 (200.3b), a command entering removes one of its owner's seals (116.4a), and the state
sees seals (the explorer's key, the copier)."""

from __future__ import annotations

from engine.kernel.registry import run_effects
from engine.mechanics import seals
from engine.mechanics.filters import Perspective, cost_of, matches
from engine.model.cards import Effect
from engine.model.objects import Zone
from engine.model.snapshot import Copier, state_key
from tests.conftest import new_game


def test_a_sealed_creature_is_out_of_the_battle_list_and_back_when_its_seal_leaves() -> None:
    g = new_game("tcg", turn="A")
    cr = g.board.creature("B", ["予言者リュゾル"])
    seal, = seals.put_seal(g, cr, "B")
    assert seal.seal
    assert cr not in g.state.players["B"].battle and cr in g.state.players["B"].sealed
    assert g.state.locate(cr.top) == (g.state.players["B"], Zone.BATTLE)
    assert g.state.locate(seal) == (g.state.players["B"], Zone.BATTLE)
    g.move_card(seal, Zone.GRAVEYARD, "test")
    assert not seal.seal and seal in g.state.players["B"].graveyard
    assert cr in g.state.players["B"].battle and not g.state.players["B"].sealed


def test_a_seal_is_a_cost_0_card_with_no_other_characteristics() -> None:
    g = new_game("tcg", turn="A")
    g.board.deck_top("B", ["暗黒の騎士ザガーン"])
    cr = g.board.creature("B", ["予言者リュゾル"])
    seal, = seals.put_seal(g, cr, "B")
    who = Perspective("A", None, None, None)
    assert cost_of(seal) == 0
    assert matches(g, seal, {"max cost": 0}, who)
    assert not matches(g, seal, {"civilization": "darkness"}, who)
    assert not matches(g, seal, {"race category": "コマンド"}, who)


def test_a_command_entering_removes_a_seal_of_its_owner_that_shares_a_civilization() -> None:
    g = new_game("tcg", turn="A")
    light = g.board.creature("A", ["予言者リュゾル"])
    dark = g.board.creature("A", ["うごめく者ボーン・グール"])
    g.board.seal(light, 1, "予言者リュゾル")
    g.board.seal(dark, 2, "予言者リュゾル")
    g.put(g.new_card("暗黒の騎士ザガーン", "A"), Zone.BATTLE)
    assert len(dark.seals) == 1 and len(light.seals) == 1  # one seal per command (116.4a)
    assert not g.state.unsealing


def test_the_state_key_and_the_copier_see_seals() -> None:
    g = new_game("tcg", turn="A")
    cr = g.board.creature("B", ["予言者リュゾル"])
    before = state_key(g.state)
    seals.put_seal(g, cr, "B")
    assert state_key(g.state) != before
    copy = Copier().copy(g.state)
    assert state_key(copy) == state_key(g.state)
    copied = copy.players["B"].sealed[0]
    assert copied is not cr and copied.seals[0] is not cr.seals[0]
    g.state.unsealing.append(("B", (), "test"))
    assert state_key(g.state) != state_key(copy)


def test_the_seal_operations_seal_by_the_controller_and_remove_ones_own_seal() -> None:
    g = new_game("tcg", turn="A")
    mine = g.board.creature("A", ["うごめく者ボーン・グール"])
    theirs = g.board.creature("B", ["予言者リュゾル"])
    g.board.seal(mine, 1, "予言者リュゾル")
    deck_a, deck_b = len(g.state.players["A"].deck), len(g.state.players["B"].deck)
    run_effects(g, "A", [Effect("remove a seal"), Effect("seal", {"target": {"player": "opponent", "count": 1}})],
                None)
    assert not mine.seals and mine in g.state.players["A"].battle
    assert len(theirs.seals) == 1 and theirs in g.state.players["B"].sealed
    assert len(g.state.players["B"].deck) == deck_b - 1 and len(g.state.players["A"].deck) == deck_a  # 相手は…付ける
    run_effects(g, "A", [Effect("seal this", {"n": 2})], mine.top, mine)
    assert len(mine.seals) == 2 and len(g.state.players["A"].deck) == deck_a - 2
    sealed = [e for e in g.state.events if e.kind == "sealed" and e.creature is mine]
    assert len({e.data.get("batch") for e in sealed}) == 1 and sealed[0].data.get("batch") is not None  # at once (004)


def test_seals_left_on_nothing_go_to_the_graveyard() -> None:
    g = new_game("tcg", turn="A")
    gear = g.board.creature("B", ["インビジブル・スーツ"])
    g.board.seal(gear, 1, "予言者リュゾル")
    assert gear in g.state.players["B"].battle  # a non-creature is not ignored
    g.remove_creature(gear, Zone.HAND, "bounce")
    assert [c.name for c in g.state.players["B"].hand] == ["インビジブル・スーツ"]
    assert [c.name for c in g.state.players["B"].graveyard] == ["予言者リュゾル"]
