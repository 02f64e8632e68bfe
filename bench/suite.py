"""The whole scenario suite through ``dmrules verify``'s runner: serial and with xdist."""

from __future__ import annotations

import time
from pathlib import Path

from reports.plugin.run import Selection, run

ROOT = Path(__file__).resolve().parent.parent


def time_suite(workers: str | None) -> tuple[int, int, float]:
    """(scenarios, runs, seconds) of one run of every scenario under every profile."""
    start = time.perf_counter()
    result, _ = run(ROOT, Selection(workers=workers))
    seconds = time.perf_counter() - start
    assert result.ok, result.problems
    return len(result.scenarios), sum(len(s.runs) for s in result.scenarios), seconds


def main() -> list[tuple[str, int, int, float]]:
    return [(label, *time_suite(workers)) for label, workers in (("serial", None), ("-n 2", "2"))]
