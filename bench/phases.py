"""Where the time of a fresh ``dmrules verify`` of the whole suite goes (``python -m bench.phases``):
one run in a fresh process with ``--profile-time FILE`` (bench/process.py) and the results cache
emptied first (so every scenario runs, and the cache is filled as a first run fills it), its phases
in CPU seconds and its ten costliest runs with their explorations (reports/cli/timing.py)."""

from __future__ import annotations

import json
import shutil
import sys
import tempfile
from pathlib import Path
from typing import Any

from tabulate import tabulate

from bench.process import ROOT, run
from reports.model.run_cache import CACHE_FOLDER

VERIFY = [sys.executable, "-m", "reports.cli", "verify"]


def main(args: list[str] | None = None) -> dict[str, Any]:
    """The figures of one fresh run of ``dmrules verify ARGS`` (default: the whole suite): its phases,
    costliest runs, and the process's wall and CPU seconds."""
    shutil.rmtree(ROOT / CACHE_FOLDER, ignore_errors=True)
    with tempfile.TemporaryDirectory() as folder:
        out = Path(folder) / "phases.json"
        wall, cpu = run([*VERIFY, *(args or []), "--profile-time", str(out)])
        figures: dict[str, Any] = json.loads(out.read_text(encoding="utf-8"))
    return {**figures, "wall": wall, "cpu": cpu}


def where(run: dict[str, Any]) -> str:
    return f"`{run['feature']}:{run['line']}`" + (f" [{run['example']}]" if run.get("example") else "")


def tables(figures: dict[str, Any]) -> list[str]:
    """The phases and the costliest runs as Markdown tables."""
    total = figures["total"] or 1.0
    phases = [[name, f"{seconds:.1f} s", f"{seconds / total:.0%}"] for name, seconds in figures["phases"].items()]
    phases.append(["total (in the process; the process: "
                   f"{figures['cpu']:.1f} s CPU, {figures['wall']:.0f} s wall)", f"{figures['total']:.1f} s", ""])
    runs = [[where(r), r["profile"], f"{r['cpu']:.2f} s", f"{r.get('explored_cpu', 0.0):.2f} s",
             "; ".join(f"{e['states']} states, {e['nodes']} branching, {e['seconds']:.2f} s wall"
                       for e in r["explorations"]) or "-"] for r in figures["costliest"]]
    return [f"Where the time of a first `dmrules verify` goes ({figures['runs']} runs, the results cache empty; "
            "`dmrules verify --profile-time`, CPU seconds of the process):", "",
            tabulate(phases, headers=["phase", "CPU", "share"], tablefmt="github"), "",
            "Its ten costliest runs:", "",
            tabulate(runs, headers=["scenario", "profile", "CPU", "of it exploring", "explorations"],
                     tablefmt="github")]


if __name__ == "__main__":
    print("\n".join(tables(main(sys.argv[1:]))))
