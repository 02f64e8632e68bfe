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


CATALOG = [sys.executable, "-c", "from engine.catalog.loader import default_catalog; print(len(default_catalog()))"]


def catalog_load(repeat: int = 5) -> tuple[float, float, int]:
    """(wall seconds, CPU seconds, cards) of loading the card catalog in a fresh process
    (interpreter and imports included), each the best of ``repeat``."""
    from engine.catalog.loader import default_catalog

    [(wall, cpu)] = best([CATALOG], repeat)
    return wall, cpu, len(default_catalog())
