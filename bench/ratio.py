"""``dmrules verify`` over the whole suite against its floor, pytest-bdd itself: a fresh run
(``--no-cache``: every scenario run) and a second run of the unchanged tree (from the results cache).

The floor runs the same feature files under the same profiles through pytest-bdd with catch-all
no-op steps and no plugin of dmrules (``bench/floor/``). Both run as the user runs them, in a
fresh process each (interpreter start, imports, collection, the report; ``bench/process.py``),
taking turns, best of ``repeat``: the ratio is what dmrules adds on top of pytest-bdd. Each is
timed in CPU seconds of its process (user + system; both run on one core), which other work on
the machine does not inflate as it inflates the wall clock.
"""

from __future__ import annotations

import sys

from bench.process import ROOT, best

FLOOR = ROOT / "bench" / "floor"

VERIFY = [sys.executable, "-m", "reports.cli", "verify", "--no-cache"]
SECOND = [sys.executable, "-m", "reports.cli", "verify"]  # the results cache filled by its untimed first run
# The untimed first run only has to leave the bytecode caches: one small file imports what the suite does.
WARM = [sys.executable, "-m", "reports.cli", "verify", "--no-cache", "features/mana/pool.feature"]
PYTEST_BDD = [sys.executable, "-m", "pytest", str(FLOOR), "-q", "-n", "0", "-p", "no:cacheprovider",
              "-c", str(FLOOR / "pytest.ini"), "--rootdir", str(FLOOR), "--confcutdir", str(FLOOR)]


def main(repeat: int = 3) -> tuple[float, float]:
    """(CPU seconds of a fresh dmrules verify, of the pytest-bdd floor), each the best of ``repeat``."""
    (_, verify), (_, floor) = best([VERIFY, PYTEST_BDD], repeat, warm=[WARM, PYTEST_BDD])
    return verify, floor


def second_run(repeat: int = 3) -> float:
    """CPU seconds of a second ``dmrules verify`` of the unchanged tree (best of ``repeat``; the untimed
    first run fills the results cache)."""
    [(_, seconds)] = best([SECOND], repeat)
    return seconds
