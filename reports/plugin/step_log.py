"""What happened to each step of one scenario run: passed, failed, undefined or skipped.

The plugin keeps one :class:`StepLog` per run and puts its records in the run's record (the
Cucumber JSON report is made of them).
"""

from __future__ import annotations

from typing import Any


class StepLog:
    """The steps of a scenario (background first), each with its status once it ran."""

    def __init__(self, scenario: Any) -> None:
        self.steps: list[dict[str, Any]] = [_describe(step) for step in scenario.steps]
        self._by_line = {s["line"]: s for s in self.steps}

    def _set(self, step: Any, status: str, error: str = "") -> None:
        entry = self._by_line.get(step.line_number)
        if entry is not None:
            entry["status"] = status
            if error:
                entry["error"] = error

    def started(self, step: Any) -> None:
        self._set(step, "running")

    def passed(self, step: Any) -> None:
        self._set(step, "passed")

    def failed(self, step: Any, exception: BaseException) -> None:
        self._set(step, "failed", str(exception))

    def undefined(self, step: Any) -> None:
        self._set(step, "undefined")

    def records(self) -> list[dict[str, Any]]:
        """The steps as recorded: one that started and never finished failed; one never reached is skipped."""
        final = {"running": "failed", "pending": "skipped"}
        return [{**s, "status": final.get(s["status"], s["status"])} for s in self.steps]


def _describe(step: Any) -> dict[str, Any]:
    out: dict[str, Any] = {"keyword": str(step.keyword).strip(), "name": step.name, "line": step.line_number,
                           "status": "pending"}
    table = getattr(step, "datatable", None)
    if table is not None:
        out["rows"] = [[str(c) for c in row] for row in table.raw()]
    if getattr(step, "docstring", None):
        out["docstring"] = str(step.docstring)
    return out
