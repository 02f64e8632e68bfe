"""What a creature that left looks back at (603.5c; engine/policies/lookback.py): under the TCG only
itself among the creatures that left with it, under DMPS all of them; a creature that stays sees
every one destroyed."""

from __future__ import annotations

from engine.game import Game
from engine.model.objects import Zone
from engine.model.trace import WaitingRecord
from engine.policies.lookback import ALL_THAT_LEFT, ONLY_ITSELF
from engine.policies.profiles import get_profile
from steps.runtime.world import FILLER
from tests.conftest import new_game

WATCHER = "封魔妖スーパー・クズトレイン"  # when another creature is destroyed, you may draw


def triggered(g: Game, source: str) -> int:
    return sum(1 for r in g.trace.of(WaitingRecord) if r.source == source)


def test_the_look_back_policy_names_the_watchers() -> None:
    before, here = ["w", "x", "y"], ["x"]
    assert ONLY_ITSELF.watchers(before, here, "y") == ["x", "y"]
    assert ALL_THAT_LEFT.watchers(before, here, "y") == before
    assert get_profile("tcg").lookback is ONLY_ITSELF and get_profile("tcg-2020").lookback is ONLY_ITSELF
    assert get_profile("dmps").lookback is ALL_THAT_LEFT


def test_a_watcher_destroyed_with_others_sees_only_itself_under_the_tcg() -> None:
    for profile, times in (("tcg", 0), ("dmps", 2)):
        g = new_game(profile)
        creatures = [g.board.creature("A", [n]) for n in (WATCHER, FILLER, "アクア・ビークル")]
        g.remove_together(creatures, Zone.GRAVEYARD, "destroyed")
        assert triggered(g, WATCHER) == times, profile


def test_a_watcher_that_stays_sees_every_creature_destroyed() -> None:
    g = new_game("tcg")
    g.board.creature("A", [WATCHER])
    others = [g.board.creature("A", [n]) for n in (FILLER, "アクア・ビークル")]
    g.remove_together(others, Zone.GRAVEYARD, "destroyed")
    assert triggered(g, WATCHER) == 2


GHOUL = "黒神龍グールジェネレイド"  # from the graveyard: when another Dragon of yours is destroyed, may return


def test_a_card_that_reaches_the_graveyard_with_another_does_not_see_it_from_there() -> None:
    """Official Q&A of 2020-10-23: destroyed together with another Dragon, グールジェネレイド was not
    in the graveyard when the Dragon was destroyed (TCG); DMPS's look back sees all that left."""
    for profile, times in (("tcg", 0), ("dmps", 1)):
        g = new_game(profile)
        both = [g.board.creature("A", [n]) for n in (GHOUL, "ボルザード・ドラゴン")]
        g.remove_together(both, Zone.GRAVEYARD, "destroyed")
        assert triggered(g, GHOUL) == times, profile


def test_a_card_already_in_the_graveyard_sees_the_destruction() -> None:
    g = new_game("tcg")
    g.board.cards("A", Zone.GRAVEYARD, [GHOUL])
    dragon = g.board.creature("A", ["ボルザード・ドラゴン"])
    g.remove_together([dragon], Zone.GRAVEYARD, "destroyed")
    assert triggered(g, GHOUL) == 1
