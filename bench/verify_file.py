"""``dmrules verify FILE`` for one ordinary feature file, as a rules lawyer runs it after each edit:
fresh (``--no-cache``) and again from the results cache, each in a fresh process, CPU seconds, best
of ``repeat`` (bench/process.py). Target: at most 1.5 s fresh."""

from __future__ import annotations

import sys

from bench.process import best

FILE = "features/mana/pool.feature"  # ten scenarios, fifty runs: an ordinary feature file
FRESH = [sys.executable, "-m", "reports.cli", "verify", FILE, "--no-cache"]
CACHED = [sys.executable, "-m", "reports.cli", "verify", FILE]


def main(repeat: int = 5) -> tuple[float, float]:
    """(CPU seconds fresh, CPU seconds from the cache), each the best of ``repeat``; the untimed first
    run of CACHED fills the cache."""
    (_, fresh), (_, cached) = best([FRESH, CACHED], repeat)
    return fresh, cached
