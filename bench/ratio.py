"""``dmrules verify`` over the whole suite against its floor, pytest-bdd itself.

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

VERIFY = [sys.executable, "-m", "reports.cli", "verify"]
PYTEST_BDD = [sys.executable, "-m", "pytest", str(FLOOR), "-q", "-n", "0", "-p", "no:cacheprovider",
              "-c", str(FLOOR / "pytest.ini"), "--rootdir", str(FLOOR), "--confcutdir", str(FLOOR)]


def main(repeat: int = 3) -> tuple[float, float]:
    """(CPU seconds of dmrules verify, of the pytest-bdd floor), each the best of ``repeat``."""
    (_, verify), (_, floor) = best([VERIFY, PYTEST_BDD], repeat)
    return verify, floor
