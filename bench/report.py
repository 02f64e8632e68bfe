"""Every benchmark, measured side by side in one run, as the Markdown README shows
(``python -m bench`` prints it; ``python -m tools.readme --bench`` writes it into README), dated.

The figures and their targets (issue 28):

1. a fresh ``dmrules verify`` over the whole suite against the pytest-bdd floor (``bench/ratio.py``):
   ratio at most 2; a second run of the unchanged tree (the results cache): at most 1.2;
2. ``dmrules verify FILE``, one ordinary feature file (``bench/verify_file.py``): at most 1.5 s;
3. the slowest run of the suite, any profile (``bench/phases.py``): at most 5 s; where the time of
   a first run goes, phase by phase, and its ten costliest runs;
4. the three 術英雄 チュレンテンホウ example walked exhaustively under tcg (``bench/explorer.py``):
   at most 1 s;
5. engine-only scenario runs per second, no pytest (``bench/engine_only.py``);
6. random full games per second per profile on one core (``bench/random_play.py``): at least 300;
7. ``dmrules --help`` start-up (``bench/startup.py``): under 0.3 s; the card catalog's load.

Then the resolution of n waiting effects (``bench/waiting.py``) and the suite through
``dmrules verify``'s runner, serial and with xdist (``bench/suite.py``). ``--long`` adds the long
run of the random-play property suite (minutes).
"""

from __future__ import annotations

import os
import time

from tabulate import tabulate

from bench import engine_only, explorer, phases, random_play, ratio, startup, suite, verify_file, waiting
from engine.policies.profiles import profile_names

RATIO_TARGET = 2.0
SECOND_TARGET = 1.2
FILE_TARGET = 1.5
SLOWEST_TARGET = 5.0
GAMES_TARGET = 300
STARTUP_TARGET = 0.3
EXPLORE_TARGET = 1.0


def mark(ok: bool) -> str:
    return "met" if ok else "not met"


def four_figures() -> list[str]:
    first = phases.main()  # a first run: every scenario runs, the results cache is filled
    second = ratio.second_run()
    verify, bdd = ratio.main()
    fresh_file, cached_file = verify_file.main()
    scenarios, runs, engine_seconds, _ = engine_only.main()
    games = random_play.main()
    help_seconds, help_cpu = startup.main()
    load_seconds, load_cpu, cards = startup.catalog_load()
    flagship = explorer.flagship()
    slowest_run = first["costliest"][0] if first["costliest"] else None
    slowest = slowest_run["cpu"] if slowest_run else 0.0
    games_slowest = min(n / sec for _, n, sec, _ in games)
    rows = [
        ["a fresh `dmrules verify` / pytest-bdd floor (whole suite, `--no-cache`, CPU)",
         f"{verify:.1f} s / {bdd:.1f} s = {verify / bdd:.2f}", f"≤ {RATIO_TARGET:g}",
         mark(verify / bdd <= RATIO_TARGET)],
        ["a second `dmrules verify` of the unchanged tree / floor (the results cache, CPU)",
         f"{second:.1f} s / {bdd:.1f} s = {second / bdd:.2f}", f"≤ {SECOND_TARGET:g}",
         mark(second / bdd <= SECOND_TARGET)],
        ["(the floor plus the engine's own work, engine-only)", f"{bdd + engine_seconds:.1f} s = "
         f"{(bdd + engine_seconds) / bdd:.2f} × the floor", "-", "-"],
        [f"`dmrules verify {verify_file.FILE}` (fresh; from the cache; CPU)",
         f"{fresh_file:.2f} s; {cached_file:.2f} s", f"≤ {FILE_TARGET:g} s", mark(fresh_file <= FILE_TARGET)],
        ["the slowest run of the suite, any profile (CPU)", f"{slowest:.2f} s" + (
            f" ({phases.where(slowest_run)}, {slowest_run['profile']})" if slowest_run else ""),
         f"≤ {SLOWEST_TARGET:g} s", mark(slowest <= SLOWEST_TARGET)],
        ["three チュレンテンホウ, every order walked (tcg; scenario CPU)",
         f"{flagship:.2f} s", f"≤ {EXPLORE_TARGET:.0f} s", mark(flagship <= EXPLORE_TARGET)],
        ["engine-only scenario runs (no pytest)", f"{runs / engine_seconds:.0f} runs/s ({runs} runs in "
         f"{engine_seconds:.2f} s)", "-", "-"],
        ["random full games per profile, one core (slowest profile, CPU)", f"{games_slowest:.0f} games/s",
         f"≥ {GAMES_TARGET}", mark(games_slowest >= GAMES_TARGET)],
        ["`dmrules --help` start-up (wall; CPU)", f"{help_seconds:.2f} s; {help_cpu:.2f} s", f"< {STARTUP_TARGET} s",
         mark(help_seconds < STARTUP_TARGET)],
        [f"card catalog load, fresh process ({cards} cards; wall; CPU)", f"{load_seconds:.2f} s; {load_cpu:.2f} s",
         "-", "-"],
    ]
    per_profile = [[p, n, f"{sec:.2f} s", f"{n / sec:.0f}", f"{plays:.0f}"] for p, n, sec, plays in games]
    return [f"Measured side by side in one run on {time.strftime('%Y-%m-%d')} ({os.cpu_count()}-core machine; each "
            "time is the best of several runs, in CPU seconds where it says so):", "",
            tabulate(rows, headers=["figure", "measured", "target", ""], tablefmt="github"), "",
            *phases.tables(first), "",
            f"Random games per profile ({scenarios} scenarios are {runs} runs; a game is dealt from two random "
            "40-card decks of the pool in `engine/autoplay.py` and played to its end):", "",
            tabulate(per_profile, headers=["profile", "games", "time", "games/s", "plays per game"],
                     tablefmt="github")]


def waiting_figures() -> list[str]:
    rows = waiting.main()
    table = [(p, n, f"{t * 1000:.2f} ms", f"{t / n * 1e6:.1f} µs") for p, n, t in rows]
    lines = ["Resolving n waiting effects, best of 7:", "",
             tabulate(table, headers=["profile", "n", "total", "per effect"], tablefmt="github"), ""]
    for profile in sorted({p for p, _, _ in rows}):
        t = {n: v for p, n, v in rows if p == profile}
        lines.append(f"- {profile}: time(1000) / time(100) = {t[1000] / t[100]:.1f} (limit 15)")
    return lines


def suite_figures() -> list[str]:
    runs = [(label, n, r, f"{sec:.1f} s", f"{r / sec:.0f}") for label, n, r, sec in suite.main()]
    return ["Every scenario under every profile, through `dmrules verify`'s runner (in this process):", "",
            tabulate(runs, headers=["run", "scenarios", "runs", "time", "runs/s"], tablefmt="github")]


def long_figures() -> list[str]:
    rows = []
    for profile in profile_names():
        steps, games, seconds = random_play.long_run(profile)
        rows.append([profile, steps, games, f"{seconds:.0f} s"])
    return ["The random-play property suite under `--hypothesis-profile long` "
            "(`pytest tests/properties/test_random_play.py --hypothesis-profile long`), every invariant held:", "",
            tabulate(rows, headers=["profile", "steps", "games to the end", "time"], tablefmt="github")]


def explorer_figures(limit: int = 8) -> list[str]:
    return ["The explorer: every exploration of the suite, the costliest first (`python -m bench.explorer`):", "",
            explorer.main(limit).rstrip("\n")]


def markdown(long: bool = False) -> str:
    lines = [*four_figures(), "", *waiting_figures(), "", *suite_figures(), "", *explorer_figures()]
    if long:
        lines += ["", *long_figures()]
    return "\n".join(lines) + "\n"
