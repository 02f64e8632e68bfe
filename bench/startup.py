"""``dmrules --help``: the start-up of the command line (interpreter, imports, the parser)."""

from __future__ import annotations

import sys

from bench.process import best

HELP = [sys.executable, "-m", "reports.cli", "--help"]


def main(repeat: int = 9) -> tuple[float, float]:
    """(wall seconds, CPU seconds) of ``dmrules --help`` in a fresh process, each the best of
    ``repeat``."""
    [(wall, cpu)] = best([HELP], repeat)
    return wall, cpu
