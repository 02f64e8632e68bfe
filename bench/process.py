"""Timing a command in a fresh process, as a user runs it.

Python writes and reuses bytecode caches by default; a machine may turn that off
(``PYTHONDONTWRITEBYTECODE``, as this project's sandbox does), and then every process compiles
every module it imports again. The benchmarks time commands the default way: the variable is
left out of their environment, and each command runs once untimed first, so the caches exist.
"""

from __future__ import annotations

import os
import resource
import subprocess
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ENV = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}


def run(command: list[str]) -> tuple[float, float]:
    """(wall seconds, CPU seconds: user + system) of one run of ``command`` (it must succeed)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run(command, cwd=ROOT, env=ENV, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode != 0:
        raise RuntimeError(f"{' '.join(command)} exited {done.returncode}: {done.stderr[-500:]}")
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def best(commands: list[list[str]], repeat: int, warm: list[list[str]] | None = None) -> list[tuple[float, float]]:
    """For each command, (best wall seconds, best CPU seconds) of ``repeat`` runs, the commands
    taking turns (so a busy spell on the machine weighs on each alike), after one untimed run of
    each (or of the ``warm`` commands: cheaper ones that leave the same caches)."""
    for command in warm or commands:
        run(command)
    out = [(float("inf"), float("inf"))] * len(commands)
    for _ in range(repeat):
        for i, command in enumerate(commands):
            wall, cpu = run(command)
            out[i] = (min(out[i][0], wall), min(out[i][1], cpu))
    return out
