"""Random play over the whole classic pool (every card compiled from its printed text): games to their
end under each profile, every invariant of the random-play suite checked after every play.

``python -m bench.classic_pool --games 10000`` plays that many games per profile (``--minutes M``
stops each profile's run after M minutes of CPU, counting what was played); ``--write`` puts the table
in README's ``classic-play`` section; ``--no-checks`` times the engine alone (no invariant checked).
Times are CPU seconds of this process (one core). A failure (an exception or a broken invariant) is
printed with its seed, profile and play: it is a rules bug to fix, not a card to drop.
"""

from __future__ import annotations

import argparse
import sys
import time
import traceback
from dataclasses import dataclass, field

from tabulate import tabulate

from engine.autoplay import classic_pool, every_card, play_game
from engine.game import Game
from engine.mechanics.legal import Play
from engine.policies.profiles import get_profile, profile_names
from scenarios.random_play import invariant_problems


@dataclass
class Run:
    """One profile's games: how many, how long, and the failures (seed, what went wrong)."""

    profile: str
    games: int = 0
    plays: int = 0
    seconds: float = 0.0  # CPU seconds
    failures: list[tuple[int, str]] = field(default_factory=list)


def checked(profile: str, seed: int, pool: tuple[str, ...], checks: bool = True) -> int:
    """One game to its end, the invariants checked after every play (unless ``checks`` is False);
    the number of plays."""
    cards: dict[int, str] = {}
    plays = 0

    def after(game: Game, play: Play) -> None:
        nonlocal plays
        plays += 1
        if not checks:
            return
        if not cards:
            cards.update({id(c): c.owner for c in every_card(game)})
        problems = invariant_problems(game, cards)
        if problems:
            raise AssertionError(f"after {play.describe()}: " + "; ".join(problems))

    play_game(get_profile(profile), seed, after=after, pool=pool)
    return plays


def run(profile: str, games: int, minutes: float | None = None, first_seed: int = 0, checks: bool = True) -> Run:
    pool = classic_pool()
    out = Run(profile)
    start = time.process_time()
    for seed in range(first_seed, first_seed + games):
        try:
            out.plays += checked(profile, seed, pool, checks)
        except Exception as exc:  # noqa: BLE001 - every failure is reported with its seed
            where = traceback.extract_tb(exc.__traceback__)[-1]
            out.failures.append((seed, f"{type(exc).__name__}: {exc} ({where.filename}:{where.lineno})"))
        out.games += 1
        out.seconds = time.process_time() - start
        if minutes is not None and out.seconds > minutes * 60:
            break
    return out


def table(runs: list[Run], pool_size: int, checks: bool = True) -> str:
    rows = [[r.profile, r.games, len(r.failures), f"{r.seconds:.0f} s", f"{r.games / max(r.seconds, 1e-9):.1f}",
             f"{r.plays / max(r.games, 1):.0f}"] for r in runs]
    checked_how = "every invariant checked after every play" if checks else "no invariant checked: the engine alone"
    return (f"Random games over the whole classic pool ({pool_size} cards; two random 40-card decks a game, "
            f"{checked_how}; CPU time of one core of the shared 2-core machine):\n\n"
            + tabulate(rows, headers=["profile", "games", "failures", "CPU", "games/s", "plays per game"],
                       tablefmt="github") + "\n")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.classic_pool", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=100, help="games per profile (default 100)")
    parser.add_argument("--minutes", type=float, help="stop each profile's run after this many minutes of CPU")
    parser.add_argument("--profile", action="append", help="only this profile (repeatable)")
    parser.add_argument("--first-seed", type=int, default=0)
    parser.add_argument("--write", action="store_true", help="write the table into README's classic-play section")
    parser.add_argument("--no-checks", action="store_true", help="check no invariant: time the engine alone")
    args = parser.parse_args(argv)
    if args.write and args.no_checks:
        parser.error("--write records the checked run: drop --no-checks")
    runs = []
    for profile in args.profile or profile_names():
        r = run(profile, args.games, args.minutes, args.first_seed, checks=not args.no_checks)
        runs.append(r)
        print(f"{profile}: {r.games} games, {len(r.failures)} failures, {r.seconds:.0f} s", file=sys.stderr, flush=True)
        for seed, what in r.failures[:20]:
            print(f"  seed {seed}: {what}", file=sys.stderr)
    text = table(runs, len(classic_pool()), checks=not args.no_checks)
    print(text, end="")
    if args.write:
        from tools.readme import README, replace_section, write

        write(README, replace_section(README.read_text(encoding="utf-8"), "classic-play", text))
    return 1 if any(r.failures for r in runs) else 0


if __name__ == "__main__":
    sys.exit(main())
