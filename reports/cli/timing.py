"""``dmrules verify --profile-time``: where a run's CPU time went, phase by phase, and its costliest runs.

Every phase is measured in CPU seconds of this process (``time.process_time``: what other work on the
machine does not inflate). The pytest session is split by the plugin's own measures: collection
(until pytest has its items), the scenario runs (each run's call, its explorations apart) and what
pytest adds around them (fixtures, hooks, the records). Under ``-n`` the runs happen in the workers:
their CPU is not this process's, so the session is one phase there.
"""

from __future__ import annotations

import contextlib
import json
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

TOP = 10  # the costliest runs listed


@dataclass
class Phases:
    """CPU seconds per phase, in the order the phases first ran; the runs' timings (reports/plugin/hooks.py)."""

    seconds: dict[str, float] = field(default_factory=dict)
    timings: list[dict[str, Any]] = field(default_factory=list)
    cached: int = 0  # runs taken from the results cache (not timed: they did not run)
    ran: int = 0  # runs that ran
    collected: float | None = None  # the process's CPU when the pytest session had collected its items

    def add(self, name: str, seconds: float) -> None:
        self.seconds[name] = self.seconds.get(name, 0.0) + max(0.0, seconds)

    @contextlib.contextmanager
    def phase(self, name: str) -> Iterator[None]:
        began = time.process_time()
        try:
            yield
        finally:
            self.add(name, time.process_time() - began)

    @contextlib.contextmanager
    def pytest_session(self, parallel: bool) -> Iterator[None]:
        """The pytest session, split into collection, the runs, their explorations and pytest's own work."""
        began = time.process_time()
        try:
            yield
        finally:
            total = time.process_time() - began
            collected = self.collected
            if parallel or collected is None:
                self.add("pytest session (runs in the workers)" if parallel else "pytest session", total)
            else:
                explored = sum(t.get("explored_cpu", 0.0) for t in self.timings)
                runs = sum(t["cpu"] for t in self.timings)
                self.add("pytest start-up and collection", collected - began)
                self.add("scenario runs (steps and engine)", runs - explored)
                self.add("explorations (their share of the runs' CPU)", explored)
                self.add("pytest around the runs (fixtures, hooks, records)", total - (collected - began) - runs)

    def rows(self) -> list[tuple[str, float]]:
        return list(self.seconds.items())

    def costliest(self, top: int = TOP) -> list[dict[str, Any]]:
        return sorted(self.timings, key=lambda t: -t["cpu"])[:top]

    def to_json(self) -> dict[str, Any]:
        return {"phases": self.seconds, "total": round(sum(self.seconds.values()), 3), "runs": self.ran,
                "cached": self.cached, "costliest": self.costliest()}


def where(t: dict[str, Any]) -> str:
    return f"features/{t['feature']}:{t['line']}" + (f" [{t['example']}]" if t.get("example") else "")


def render(phases: Phases) -> Any:
    """The phases and the costliest runs as rich tables (one renderable)."""
    from rich.console import Group
    from rich.table import Table

    total = sum(phases.seconds.values()) or 1.0
    table = Table(title=f"where the time went (CPU seconds; {phases.ran} runs ran, {phases.cached} from the cache)",
                  title_justify="left")
    table.add_column("phase")
    table.add_column("CPU s", justify="right")
    table.add_column("share", justify="right")
    for name, seconds in phases.rows():
        table.add_row(name, f"{seconds:.2f}", f"{seconds / total:.0%}")
    table.add_row("total", f"{sum(phases.seconds.values()):.2f}", "", style="bold")
    runs = Table(title=f"the {min(TOP, len(phases.timings))} costliest runs", title_justify="left")
    runs.add_column("scenario", no_wrap=True, overflow="ellipsis", max_width=70)
    runs.add_column("profile", no_wrap=True)
    runs.add_column("CPU s", justify="right")
    runs.add_column("of it exploring", justify="right")
    runs.add_column("explorations: states, branching states, wall s")
    for t in phases.costliest():
        explored = "; ".join(f"{e['states']}, {e['nodes']}, {e['seconds']:.2f}" for e in t["explorations"]) or "-"
        runs.add_row(f"{where(t)} {t['scenario']}", t["profile"], f"{t['cpu']:.2f}",
                     f"{t.get('explored_cpu', 0.0):.2f}", explored)
    return Group(table, runs) if phases.timings else table


def write(phases: Phases, path: str) -> None:
    """``--profile-time FILE``: the figures as JSON (atomically)."""
    from pathlib import Path

    from reports.model.outputs import write_atomic

    write_atomic(Path(path), json.dumps(phases.to_json(), ensure_ascii=False, indent=1) + "\n")
