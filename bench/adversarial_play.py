"""The adversarial random player's long run (scenarios/adversary.py): games, attempts, disagreements
and CPU seconds per profile. ``python -m bench.adversarial_play [GAMES] [--classic] [PROFILE ...]`` (the
issue's aim: 10,000); ``--classic`` deals from the whole classic pool instead of the hand-written one."""

from __future__ import annotations

import sys
import time

from engine.autoplay import POOL_NAMES, classic_pool
from engine.policies.profiles import get_profile, profile_names
from scenarios.adversary import play_adversarial_game


def run(profile: str, games: int, pool: tuple[str, ...] = POOL_NAMES,
        stats: dict[str, int] | None = None) -> tuple[int, int, int, float]:
    """(games, attempts, failures, CPU seconds) of ``games`` seeded adversarial games; each
    disagreement is written out (.dmrules/failing-games); a game in which the engine raises is a
    failure too, named with its seed on stderr (the run goes on); ``stats``: the middle-of-the-procedure
    counts."""
    prof = get_profile(profile)
    start = time.process_time()
    attempts = found = 0
    for seed in range(games):
        try:
            disagreements, tried = play_adversarial_game(prof, seed, pool=pool, stats=stats)
        except Exception as error:  # noqa: BLE001 - any engine fault is a failing game of the run
            print(f"{profile} seed {seed}: the engine raised {type(error).__name__}: {str(error)[:200]}",
                  file=sys.stderr, flush=True)
            found += 1
            continue
        attempts += tried
        found += len(disagreements)
    return games, attempts, found, time.process_time() - start


def main(games: int = 1000, classic: bool = False, profiles: list[str] | None = None) -> None:
    pool = classic_pool() if classic else POOL_NAMES
    for profile in profiles or profile_names():
        stats: dict[str, int] = {}
        n, attempts, found, cpu = run(profile, games, pool, stats)
        print(f"{profile}: {n} games, {attempts} attempts ({stats.get('midway attempts', 0)} in the middle of the "
              f"procedure), {stats.get('declarations judged', 0)} offered declarations judged by their window, "
              f"{found} disagreements or engine faults, {cpu:.1f} s CPU", flush=True)


if __name__ == "__main__":
    words = sys.argv[1:]
    numbers = [w for w in words if w.isdigit()]
    main(int(numbers[0]) if numbers else 1000, "--classic" in words,
         [w for w in words if not w.isdigit() and w != "--classic"] or None)
