"""The adversarial random player's long run (scenarios/adversary.py): games, attempts, disagreements
and CPU seconds per profile. ``python -m bench.adversarial_play [GAMES]`` (the issue's aim: 10,000)."""

from __future__ import annotations

import sys
import time

from engine.policies.profiles import get_profile, profile_names
from scenarios.adversary import play_adversarial_game


def run(profile: str, games: int) -> tuple[int, int, int, float]:
    """(games, attempts, disagreements, CPU seconds) of ``games`` seeded adversarial games; each
    disagreement is written out (.dmrules/failing-games)."""
    prof = get_profile(profile)
    start = time.process_time()
    attempts = found = 0
    for seed in range(games):
        disagreements, tried = play_adversarial_game(prof, seed)
        attempts += tried
        found += len(disagreements)
    return games, attempts, found, time.process_time() - start


def main(games: int = 1000) -> None:
    for profile in profile_names():
        n, attempts, found, cpu = run(profile, games)
        print(f"{profile}: {n} games, {attempts} attempts, {found} disagreements, {cpu:.1f} s CPU", flush=True)


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 1000)
