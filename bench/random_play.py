"""Random full games per second, per profile, on one core (engine.autoplay), and the long run
of the random-play property suite (scenarios/random_play.py)."""

from __future__ import annotations

import time
from collections.abc import Sequence

from engine.autoplay import POOL_NAMES, play_game
from engine.model.trace import Action
from engine.policies.profiles import get_profile, profile_names


def games_per_second(profile: str, games: int = 100, repeat: int = 3,
                     pool: Sequence[str] = POOL_NAMES) -> tuple[int, float, float]:
    """(games, CPU seconds, average plays per game) of ``games`` seeded random games in this
    process (one core), the best of ``repeat``; decks from ``pool`` (default: the hand-written
    pool; engine.autoplay.classic_pool() for the classic one)."""
    prof = get_profile(profile)
    play_game(prof, seed=-1, pool=pool)  # warm up: the catalog is loaded once
    best, plays = float("inf"), 0
    for _ in range(repeat):
        plays = 0
        start = time.process_time()
        for seed in range(games):
            game = play_game(prof, seed, pool=pool)
            plays += len(game.trace.of(Action))
        best = min(best, time.process_time() - start)
    return games, best, plays / games


def main(games: int = 100) -> list[tuple[str, int, float, float]]:
    return [(p, *games_per_second(p, games)) for p in profile_names()]


def long_run(profile: str) -> tuple[int, int, float]:
    """(steps, games played to their end, seconds) of the random-play state machine under the
    ``long`` hypothesis profile (what ``pytest tests/properties/test_random_play.py --hypothesis-profile
    long`` runs for one profile)."""
    from hypothesis import settings
    from hypothesis.stateful import run_state_machine_as_test

    from scenarios.hypothesis_profiles import LONG
    from scenarios.random_play import RandomPlayMachine, machine_factory

    steps, games = RandomPlayMachine.steps[profile], RandomPlayMachine.games[profile]
    start = time.perf_counter()
    run_state_machine_as_test(machine_factory(profile), settings=settings.get_profile(LONG))  # type: ignore[arg-type]
    return (RandomPlayMachine.steps[profile] - steps, RandomPlayMachine.games[profile] - games,
            time.perf_counter() - start)
