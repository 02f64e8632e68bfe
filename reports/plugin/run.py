"""Runs the scenarios through pytest (in this process) and gathers their records."""

from __future__ import annotations

import contextlib
import io
import json
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from engine.policies.profiles import profile_names
from reports.model.feature_files import MALFORMED_MARK
from reports.model.results import RECORD_KEY, RunInterrupted, RunResult, assemble
from reports.model.sources import load_sources
from reports.plugin.hooks import RUNNING, TIMING_KEY


@dataclass
class Selection:
    paths: list[str] = field(default_factory=list)
    profiles: list[str] = field(default_factory=list)
    tags: str | None = None  # a cucumber / pytest marker expression
    keyword: str | None = None
    force: str | None = None
    workers: str | None = None  # pytest-xdist -n
    shard: str | None = None  # I/N
    name: str | None = None  # a regex the scenario's name must contain (cucumber's --name)

    def narrowing(self) -> dict[str, Any]:
        """What this selection leaves out of the suite (empty: the whole suite)."""
        out = {"paths": self.paths, "profiles": self.profiles, "tags": self.tags, "keyword": self.keyword,
               "shard": self.shard, "name": self.name}
        return {k: v for k, v in out.items() if v}


class Collector:
    """A pytest plugin object that keeps the scenario records and collection problems, and says which
    run starts (``on_start``: the scenario's place and profile) and how many are done (``on_progress``)."""

    def __init__(self, on_progress: Callable[[int, int], None] | None = None,
                 on_start: Callable[[str], None] | None = None) -> None:
        self.records: list[dict[str, Any]] = []
        self.timings: list[dict[str, Any]] = []
        self.collected: float | None = None  # the process's CPU time when collection ended
        self.problems: list[str] = []
        self.total = 0
        self.done = 0
        self.on_progress = on_progress
        self.on_start = on_start

    def pytest_runtest_logstart(self, nodeid: str, location: tuple[str, int | None, str]) -> None:
        if self.on_start:
            self.on_start(RUNNING.get(nodeid, nodeid))

    def pytest_collection_finish(self, session: pytest.Session) -> None:
        self.collected = time.process_time()
        self.total = len(session.items)
        if self.on_progress:
            self.on_progress(0, self.total)

    @pytest.hookimpl(optionalhook=True)
    def pytest_xdist_node_collection_finished(self, node: Any, ids: list[str]) -> None:
        """Under pytest-xdist the controller collects nothing: every worker collects the whole run."""
        self.total = len(ids)
        if self.on_progress:
            self.on_progress(self.done, self.total)

    def pytest_collectreport(self, report: pytest.CollectReport) -> None:
        if report.failed:
            self.problems.append(_short(report.longreprtext))

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        recorded = False
        for key, value in report.user_properties:
            if key == RECORD_KEY:
                self.records.append(json.loads(str(value)))
                recorded = True
            elif key == TIMING_KEY:
                self.timings.append(json.loads(str(value)))
        if report.failed and not (report.when == "call" and recorded):
            # set-up/tear-down errors, and failing tests that are not scenarios (the property suites)
            self.problems.append(f"{report.nodeid} ({report.when}): {_short(report.longreprtext)}")
        if report.when == "call" or (report.when == "setup" and not report.passed):
            self.done += 1
            if self.on_progress:
                self.on_progress(self.done, self.total)


def _short(text: str) -> str:
    lines = [ln for ln in text.strip().splitlines() if ln.strip()]
    errors = [ln for ln in lines if ln.startswith("E ")]
    picked = errors or lines[-3:]
    return "\n".join(ln[2:].strip() if ln.startswith("E ") else ln for ln in picked)


def pytest_args(root: Path, sel: Selection) -> list[str]:
    # no hypothesis plugin: no scenario uses it, and its summary at the end of an interrupted
    # session imports hypothesis (seconds between a Ctrl-C and the exit)
    # The project's addopts are the test command's (xdist's -n auto, the marker "long"): verify never
    # inherits them (`pip install -e .` has no pytest-xdist); it passes what it needs itself.
    # Nor what no scenario reads, each a cost per run or per session: output capture (steps print nothing;
    # what anything prints goes to this process's captured output), log capture, and the unraisable-
    # exception plugin (its garbage collections at the session's end cost more than a small run).
    # Failures as one line (--tb=line): a run's status and detail come from its exception (classify), and a
    # problem keeps only the "E " lines; pytest's long form parses each frame's source file (0.1 CPU s per
    # failing run: 7.2 of the 8 s of a run of 60 failing runs).
    args = [str(root / "scenarios"), "-q", "-o", f"addopts={VERIFY_ADDOPTS}", "-p", "no:cacheprovider",
            "-p", "no:hypothesispytest", "-p", "no:unraisableexception", "-p", "no:logging", "--capture=no",
            "--tb=line", "--rootdir", str(root), "-c", str(root / "pyproject.toml"), "-m", f"not {MALFORMED_MARK}",
            "--dmrules-records"]
    for p in sel.profiles:
        args += ["--profile", p]
    if sel.force:
        args += ["--force-verdicts", sel.force]
    if sel.tags:
        args.append(f"--tags={sel.tags}")  # "--tags", "@x" would read "@x" as a file of arguments
    if sel.keyword:
        args += ["-k", sel.keyword]
    if sel.workers:  # serial unless asked
        require_xdist()
        args += ["-n", sel.workers]
    if sel.shard:
        args += ["--shard", sel.shard]
    if sel.name:
        args.append(f"--dmrules-name={sel.name}")
    if sel.paths:
        args += ["--dmrules-features", ",".join(absolute(root, p) for p in sel.paths)]
    return args


VERIFY_ADDOPTS = "--strict-markers -p reports.plugin.hooks"


def require_xdist() -> None:
    """``-n``: pytest-xdist must be installed (it is in the ``test`` extra, not in the main install)."""
    import importlib.util

    from engine.model.errors import DmRulesError

    if importlib.util.find_spec("xdist") is None:
        raise DmRulesError("-n/--workers runs scenarios in parallel with pytest-xdist, which is not installed: "
                           "pip install pytest-xdist (or pip install -e '.[test]')")


def absolute(root: Path, path: str) -> str:
    """A feature path (FILE, FOLDER or FILE:LINE; relative to the project root) made absolute, so
    pytest-xdist workers find it too."""
    from reports.model.locations import split

    file, line = split(path)
    return str((root / file).resolve()) + (f":{line}" if line is not None else "")


@dataclass
class Ran:
    """What one pytest session of scenarios gave: a record per run, the problems it met, its timings
    (reports/plugin/hooks.py: the CPU time of each run and of its explorations) and its own output."""

    records: list[dict[str, Any]]
    problems: list[str]
    timings: list[dict[str, Any]]
    output: str
    collected: float | None = None  # the process's CPU time when collection ended (None: under xdist)


def run_records(root: Path, sel: Selection, on_progress: Callable[[int, int], None] | None = None,
                on_start: Callable[[str], None] | None = None) -> Ran:
    """Runs the scenarios in a pytest session in this process. A session that was interrupted (pytest
    ends such a session normally, with what it has) raises RunInterrupted: it is never a result."""
    collector = Collector(on_progress, on_start)
    out = io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(out):
        code = pytest.main(pytest_args(root, sel), plugins=[collector])
    if code == pytest.ExitCode.INTERRUPTED:
        raise RunInterrupted(collector.done, collector.total, collector.records)
    problems = list(collector.problems)
    if code in (pytest.ExitCode.USAGE_ERROR, pytest.ExitCode.INTERNAL_ERROR) and not problems:
        problems.append(_short(out.getvalue()) or f"pytest exited with {code}")
    return Ran(collector.records, problems, collector.timings, out.getvalue(), collector.collected)


def run(root: Path, sel: Selection, on_progress: Callable[[int, int], None] | None = None) -> tuple[RunResult, str]:
    """Run the scenarios; returns the result and pytest's own (captured) output (see :func:`run_records`)."""
    ran = run_records(root, sel, on_progress)
    profiles = sel.profiles or profile_names()
    result = assemble(ran.records, profiles, ran.problems, sel.force, load_sources(), sel.narrowing())
    return result, ran.output
