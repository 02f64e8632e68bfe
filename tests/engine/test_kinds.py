"""The fast paths of the battle zone's lookups (engine/mechanics/kinds.py): the kind masks never
leave out an ability an element has, and a steady query's kept mask is never stale."""

from __future__ import annotations

import pytest

from engine.autoplay import classic_pool, play_game
from engine.game import Game
from engine.mechanics import kinds
from engine.mechanics.kinds import battle_mask, bit, having, steady, when
from engine.mechanics.legal import Play, legal_plays
from engine.model.cards import Ability
from engine.model.snapshot import state_key
from engine.policies.profiles import PROFILES, get_profile
from tests.conftest import new_game


def _kinds_of(ab: Ability) -> list[str]:
    return [ab.kind, *ab.static, *(when(t.event) for t in ab.triggers)]


def _masks_cover(game: Game) -> None:
    """Every ability an element has now (its printed ones, given, granted) is of a kind its mask and
    the zone's mask name, so a walk over ``having`` finds it."""
    zone = battle_mask(game)
    for cr in game.state.all_creatures():
        for ab in game.abilities_of(cr):
            for kind in _kinds_of(ab):
                assert zone & bit(kind), (cr, kind)
                assert cr in having(game, bit(kind)), (cr, kind)
                assert cr in having(game, bit(kind), [cr]), (cr, kind)


def test_a_grant_of_statics_keeps_every_element() -> None:
    """サバイバー: 威嚇するスマッシュ・ホーンα gives its power static to the other survivors, so a reader of
    power statics asks プロメフィウスα too, though its card prints no ability at all."""
    g = new_game("tcg", turn="A")
    g.board.creature("A", ["威嚇するスマッシュ・ホーンα"])
    plain = g.board.creature("A", ["プロメフィウスα"])
    assert any("power" in ab.static for ab in g.abilities_of(plain))
    assert plain in having(g, bit("power"))
    _masks_cover(g)


@pytest.mark.parametrize("profile", ["tcg", "dmps"])
def test_the_masks_cover_every_ability_in_random_classic_games(profile: str) -> None:
    pool = classic_pool()
    for seed in range(3):
        play_game(get_profile(profile), seed, pool=pool, after=lambda game, play: _masks_cover(game))


def test_a_change_inside_a_steady_query_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """A step that changed the battle zone inside a steady query would read a stale mask: with the
    check on (the random-play tests), the next read fails."""
    monkeypatch.setattr(kinds, "CHECK_STEADY", True)
    g = new_game("tcg", turn="A")
    g.board.creature("A", ["予言者クルト"])
    with steady(g):
        assert battle_mask(g) == battle_mask(g)
        g.board.creature("B", ["∞龍 ゲンムエンペラー"])
        with pytest.raises(AssertionError, match="steady"):
            battle_mask(g)
    assert battle_mask(g) & bit("ignore abilities")  # read afresh once the query is over


@pytest.mark.parametrize("profile", list(PROFILES))
def test_steady_queries_change_nothing_in_random_games(profile: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """The legal plays, the powers of the state-based check and trigger collection run as steady
    queries: in random games (the hand-written pool and the classic pool) no read inside one sees a
    board other than the one it started with, and asking for the legal plays changes no state."""
    monkeypatch.setattr(kinds, "CHECK_STEADY", True)

    def unchanged(game: Game, play: Play) -> None:
        before = state_key(game.state)
        legal_plays(game)
        assert state_key(game.state) == before

    for seed in range(3):
        play_game(get_profile(profile), seed, after=unchanged)
    play_game(get_profile(profile), 0, pool=classic_pool(), after=unchanged)


def test_the_kept_mask_is_read_again_after_a_change() -> None:
    """Between two changes of the battle zone's elements its mask is kept; kinds.changed() (every mechanic
    that adds, removes or reorders an element calls it) has it read again."""
    g = new_game("tcg", turn="A")
    genmu = g.board.creature("B", ["∞龍 ゲンムエンペラー"])
    assert battle_mask(g) & bit("ignore abilities") and having(g, bit("ignore abilities")) == (genmu,)
    g.state.players["B"].battle.remove(genmu)
    kinds.changed()
    assert not battle_mask(g) & bit("ignore abilities") and having(g, bit("ignore abilities")) == ()


def test_a_change_with_no_changed_call_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """A way of changing the battle zone that does not call kinds.changed() would leave a stale mask: with the
    check on (the random-play tests), the next read fails."""
    monkeypatch.setattr(kinds, "CHECK_STEADY", True)
    g = new_game("tcg", turn="A")
    genmu = g.board.creature("B", ["∞龍 ゲンムエンペラー"])
    assert battle_mask(g) & bit("ignore abilities")
    g.state.players["B"].battle.remove(genmu)
    with pytest.raises(AssertionError, match=r"kinds\.changed"):
        battle_mask(g)


def test_an_answer_is_kept_only_inside_a_steady_query(monkeypatch: pytest.MonkeyPatch) -> None:
    """kinds.kept: outside a steady query the answer is computed at every call; inside one, once, to its end;
    with the check on, an answer that would differ now fails."""
    monkeypatch.setattr(kinds, "CHECK_STEADY", False)  # as without DMRULES_CHECK_STEADY, whatever the environment
    g = new_game("tcg", turn="A")
    calls: list[int] = []

    def answer() -> int:
        calls.append(1)
        return len(calls)

    assert kinds.kept(g, "k", answer) == 1 and kinds.kept(g, "k", answer) == 2
    with steady(g):
        assert kinds.kept(g, "k", answer) == 3 and kinds.kept(g, "k", answer) == 3
        monkeypatch.setattr(kinds, "CHECK_STEADY", True)
        with pytest.raises(AssertionError, match="kept answer"):
            kinds.kept(g, "k", answer)
    assert kinds.kept(g, "k", answer) == 5
