"""The explorer per scenario: for every scenario and profile whose verdicts range over the players'
choices, what walking them cost (``python -m bench.explorer``).

For each exploration (engine.explorer) of a scenario run in this process through the scenario
runner: the explored decisions met, the units run (an agenda step or a scenario step, from a saved
copy or on), the distinct states where the choices branch, the distinct final states, the runs the
graph holds, and the CPU seconds the exploration and the whole scenario run took (CPU, not wall:
the figures should not depend on what else the machine runs). Sorted by time.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

from tabulate import tabulate

from engine.policies.profiles import profile_names
from steps.runtime.exploring import Branches
from steps.runtime.runner import library, parse_feature, rendered, run_scenario

ROOT = Path(__file__).resolve().parent.parent
FEATURES = ROOT / "features"


def explorations(paths: list[Path] | None = None) -> list[list[object]]:
    """One row per exploration: scenario, profile, decisions, units run, branching states, final
    states, runs, CPU seconds (the exploration's, the scenario run's)."""
    lib = library()
    rows: list[list[object]] = []
    for path in paths or sorted(FEATURES.rglob("*.feature")):
        for example, scenario in rendered(parse_feature(path)):
            where = f"{path.relative_to(FEATURES)}:{scenario.line_number}" + (f" [{example}]" if example else "")
            for profile in profile_names():
                start = time.process_time()
                outcome = run_scenario(scenario, profile, steps=lib)
                seconds = time.process_time() - start
                found = [b for b in outcome.world.explored.values() if isinstance(b, Branches)]
                for b in found:
                    g = b.graph
                    rows.append([where, profile, g.decisions, g.states, len(g.nodes) - len(g.leaves()),
                                 len(g.leaves()), g.count_paths(), round(g.seconds, 2), round(seconds, 2)])
    rows.sort(key=lambda r: -float(str(r[-2])))
    return rows


FLAGSHIP = FEATURES / "trigger_order" / "timing_attack.feature"
FLAGSHIP_TITLE = "three 術英雄 チュレンテンホウ"


def flagship(profile: str = "tcg", repeat: int = 3) -> float:
    """CPU seconds, best of ``repeat``, of the three チュレンテンホウ example run with every order of
    its choices walked (README's figure; the target: at most 1 s). CPU, not wall: the figure
    should not depend on what else the machine runs."""
    lib = library()
    [scenario] = [s for _, s in rendered(parse_feature(FLAGSHIP)) if FLAGSHIP_TITLE in s.name]
    best = float("inf")
    for _ in range(repeat):
        start = time.process_time()
        run_scenario(scenario, profile, steps=lib)
        best = min(best, time.process_time() - start)
    return best


HEADERS = ["scenario", "profile", "decisions", "units run", "branching states", "final states", "runs",
           "explore CPU s", "scenario CPU s"]


def main(limit: int = 20) -> str:
    rows = explorations()
    total = sum(float(str(r[-2])) for r in rows)
    return (f"{len(rows)} explorations, {total:.1f} s in all; the {min(limit, len(rows))} longest:\n\n"
            + tabulate(rows[:limit], headers=HEADERS, tablefmt="github") + "\n")


if __name__ == "__main__":
    print(main(int(sys.argv[1]) if len(sys.argv) > 1 else 20), end="")
