"""Runs the scenarios through pytest (in this process) and gathers their records."""

from __future__ import annotations

import contextlib
import io
import json
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from engine.profiles import profile_names
from reports.plugin import RECORD_KEY
from reports.results import RunResult, assemble
from reports.sources import load_sources


@dataclass
class Selection:
    paths: list[str] = field(default_factory=list)
    profiles: list[str] = field(default_factory=list)
    tags: str | None = None  # a cucumber / pytest marker expression
    keyword: str | None = None
    force: str | None = None
    workers: str | None = None  # pytest-xdist -n


class Collector:
    """A pytest plugin object that keeps the scenario records and collection problems."""

    def __init__(self, on_progress: Callable[[int, int], None] | None = None) -> None:
        self.records: list[dict[str, Any]] = []
        self.problems: list[str] = []
        self.total = 0
        self.done = 0
        self.on_progress = on_progress

    def pytest_collection_finish(self, session: pytest.Session) -> None:
        self.total = len(session.items)
        if self.on_progress:
            self.on_progress(0, self.total)

    def pytest_collectreport(self, report: pytest.CollectReport) -> None:
        if report.failed:
            self.problems.append(_short(report.longreprtext))

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        for key, value in report.user_properties:
            if key == RECORD_KEY:
                self.records.append(json.loads(str(value)))
        if report.when == "call" or (report.when == "setup" and report.failed):
            if report.when == "setup" and report.failed:
                self.problems.append(f"{report.nodeid}: {_short(report.longreprtext)}")
            self.done += 1
            if self.on_progress:
                self.on_progress(self.done, self.total)


def _short(text: str) -> str:
    lines = [ln for ln in text.strip().splitlines() if ln.strip()]
    errors = [ln for ln in lines if ln.startswith("E ")]
    picked = errors or lines[-3:]
    return "\n".join(ln[2:].strip() if ln.startswith("E ") else ln for ln in picked)


def pytest_args(root: Path, sel: Selection) -> list[str]:
    args = [str(root / "scenarios"), "-q", "-p", "no:cacheprovider", "--rootdir", str(root),
            "-c", str(root / "pyproject.toml")]
    for p in sel.profiles:
        args += ["--profile", p]
    if sel.force:
        args += ["--force-verdicts", sel.force]
    if sel.tags:
        args += ["--tags", sel.tags]
    if sel.keyword:
        args += ["-k", sel.keyword]
    if sel.workers:
        args += ["-n", sel.workers]
    if sel.paths:
        args += ["--dmrules-features", ",".join(sel.paths)]
    return args


def run(root: Path, sel: Selection, on_progress: Callable[[int, int], None] | None = None) -> tuple[RunResult, str]:
    """Run the scenarios; returns the result and pytest's own (captured) output."""
    collector = Collector(on_progress)
    out = io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(out):
        code = pytest.main(pytest_args(root, sel), plugins=[collector])
    problems = list(collector.problems)
    if code in (pytest.ExitCode.USAGE_ERROR, pytest.ExitCode.INTERNAL_ERROR) and not problems:
        problems.append(_short(out.getvalue()) or f"pytest exited with {code}")
    profiles = sel.profiles or profile_names()
    result = assemble(collector.records, profiles, problems, sel.force, load_sources())
    return result, out.getvalue()
