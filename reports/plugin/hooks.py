"""The pytest plugin that runs scenarios under each profile and records their results.

Loaded for every run (``-p reports.plugin.hooks`` in pyproject). It adds ``--profile``, ``--tags``,
``--dmrules-features``, ``--shard`` and ``--force-verdicts``, turns ``@ex:ID`` tags into ``ex``
markers and any other tag into a marker registered on the fly, records per scenario and profile
what each verdict saw and what became of each step (sent through ``user_properties``, so xdist
works), and turns a missing step into a message that lists the closest steps of its keyword and
a snippet to paste into steps/.
"""

from __future__ import annotations

import json
import os
import sys
import time
from collections.abc import Generator, Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from engine.model.errors import DmRulesError
from engine.policies.profiles import get_profile, profile_names
from reports.model.exploration_cost import explorations
from reports.model.feature_files import MALFORMED_MARK
from reports.model.name_filter import NameFilter, NameFilterError, name_filter
from reports.model.results import RECORD_KEY, scenario_uid
from reports.model.shards import parse_shard, pick_shard
from reports.model.tags import TOPIC_TAGS, TagExpressionError, is_marker_name, parse_expression
from reports.plugin.step_log import StepLog
from reports.plugin.step_lookup import install as remember_step_lookups
from steps.runtime.runner import StepNotFound, check_refusals, classify, example_text, spoken_for

_CONFIGS: list[pytest.Config] = []  # the running configs (pytest.main may nest): tags register markers on them
TIMING_KEY = "dmrules-timing"  # the user_properties key of a run's CPU time and explorations (--profile-time)
RUNNING: dict[str, str] = {}  # nodeid -> the run as the progress bar shows it (this process's session)


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("dmrules")
    group.addoption("--profile", action="append", default=None, dest="dmrules_profiles",
                    help="run scenarios under this profile (repeatable; default: every profile)")
    group.addoption("--tags", default=None, dest="dmrules_tags",
                    help="select scenarios by a cucumber tag expression, e.g. --tags='@mana and not @basic' "
                         "(with '=': pytest reads a lone @word as a file of arguments)")
    group.addoption("--dmrules-features", default=None, dest="dmrules_features",
                    help="comma-separated feature paths (or FILE:LINE) to run")
    group.addoption("--dmrules-results", default=None, dest="dmrules_results", metavar="FILE",
                    help="also write the scenarios' results as JSON (dmrules verify --format json's; `dmrules "
                         "merge FILE --baseline ...` gates them without running the scenarios again)")
    group.addoption("--dmrules-records", action="store_true", default=False, dest="dmrules_records",
                    help="record every run (what dmrules verify reads; --dmrules-results records them too)")
    group.addoption("--dmrules-name", default=None, dest="dmrules_name", metavar="REGEX",
                    help="only the scenarios whose name contains a match of REGEX (cucumber's --name)")
    group.addoption("--shard", default=None, dest="dmrules_shard", metavar="I/N",
                    help="run only the I-th of N deterministic slices of the scenarios (1 <= I <= N)")
    group.addoption("--force-verdicts", default=None, dest="dmrules_force",
                    help="assert the verdicts written for this profile under the profile that runs "
                         "(shows that a divergent verdict fails elsewhere)")


def pytest_configure(config: pytest.Config) -> None:
    remember_step_lookups()
    forget_bound_modules()
    _KEEPING.append(bool(config.getoption("dmrules_results", None)) and not hasattr(config, "workerinput"))
    config.addinivalue_line("markers", "ex(id): the example of reports/examples.yaml a scenario encodes")
    config.addinivalue_line("markers", f"{MALFORMED_MARK}: the test that reports a malformed feature file")
    for tag, text in TOPIC_TAGS.items():
        config.addinivalue_line("markers", f"{tag}: {text}")
    if config.getoption("dmrules_results", None):  # never over the project's own files
        from reports.model.outputs import check_writable, project_inputs

        try:
            check_writable(Path(config.getoption("dmrules_results")), project_inputs(Path(str(config.rootpath))),
                           "results", folder_made=True)
        except DmRulesError as exc:
            raise pytest.UsageError(str(exc)) from None
    if config.getoption("dmrules_name"):
        try:
            name_filter(config.getoption("dmrules_name"))
        except NameFilterError as exc:
            raise pytest.UsageError(str(exc)) from None
    if config.getoption("dmrules_tags"):
        try:
            parse_expression(config.getoption("dmrules_tags"))
        except TagExpressionError as exc:
            raise pytest.UsageError(str(exc)) from None
    for name in config.getoption("dmrules_profiles") or []:
        get_profile(name)
    if config.getoption("dmrules_force"):
        get_profile(config.getoption("dmrules_force"))
    if config.getoption("dmrules_shard"):
        parse_shard(config.getoption("dmrules_shard"))
    _CONFIGS.append(config)


def forget_bound_modules() -> None:
    """A test module that binds the session's selection (``BINDS_SELECTION``, scenarios/test_features.py)
    is imported again by each session in this process (pytest would reuse the first session's)."""
    for name in [n for n, m in sys.modules.items() if getattr(m, "__dict__", {}).get("BINDS_SELECTION")]:
        del sys.modules[name]


def pytest_unconfigure(config: pytest.Config) -> None:
    if config in _CONFIGS:
        _CONFIGS.remove(config)
    if _KEEPING:
        _KEEPING.pop()


def scenario_template(function: Any) -> Any:
    """The pytest-bdd scenario (template) a test function runs, or None (pytest-bdd 8+ keeps a registry)."""
    from pytest_bdd.scenario import scenario_wrapper_template_registry

    try:
        return scenario_wrapper_template_registry.get(function)
    except TypeError:  # not weak-referenceable: not a scenario
        return None


def _scenario_of(item: pytest.Item) -> Any:
    return scenario_template(getattr(item, "function", None))


def all_tags(scenario: Any) -> list[str]:
    """The scenario's tags with those of its feature (the topic tag) and rule."""
    rule = getattr(scenario, "rule", None)
    return sorted(set(scenario.tags) | set(scenario.feature.tags) | (set(rule.tags) if rule else set()))


def example_of(item: pytest.Item) -> str:
    """The Examples row of a scenario outline, as `name=value, ...` ("" for a plain scenario)."""
    callspec = getattr(item, "callspec", None)
    row = callspec.params.get("_pytest_bdd_example") if callspec else None
    return example_text(row) if row else ""


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Keeps the scenarios that match --tags, --dmrules-name, --dmrules-features and --shard (in that order)."""
    chooser = Chooser.of(config)
    shard = config.getoption("dmrules_shard")
    if chooser is None and not shard:
        return
    keep: list[pytest.Item] = []
    drop: list[pytest.Item] = []
    for item in items:
        sc = _scenario_of(item)
        ok = sc is not None and (chooser is None or chooser.keeps(sc))
        (keep if ok else drop).append(item)
    if shard:
        index, count = parse_shard(shard)
        chosen = pick_shard([_uid(item) for item in keep], index, count)
        drop += [item for item in keep if _uid(item) not in chosen]
        keep = [item for item in keep if _uid(item) in chosen]
    if drop:
        config.hook.pytest_deselected(items=drop)
        items[:] = keep


def pytest_collection_finish(session: pytest.Session) -> None:
    """Names each run as the progress bar shows it: ``features/FILE:LINE name [row] · profile``."""
    RUNNING.clear()
    for item in session.items:
        sc = _scenario_of(item)
        if sc is not None:
            callspec = getattr(item, "callspec", None)
            profile = callspec.params.get("dmrules_profile", "") if callspec else ""
            row = example_of(item)
            RUNNING[item.nodeid] = (f"features/{sc.feature.rel_filename}:{sc.line_number} {sc.name}"
                                    + (f" [{row}]" if row else "") + (f" · {profile}" if profile else ""))


def _uid(item: pytest.Item) -> str:
    sc = _scenario_of(item)
    return scenario_uid(sc.feature.rel_filename, sc.name, example_of(item))


class Wanted:
    """The feature paths a run selects (``--dmrules-features``: FILE, FOLDER or FILE:LINE, comma-separated),
    indexed: a scenario is looked up by its file, not compared with every path."""

    def __init__(self, paths: Iterable[str]) -> None:
        self.files: dict[str, list[int | None]] = {}  # file (absolute) -> the lines asked for (None: all of it)
        self.folders: list[tuple[str, int | None]] = []  # folder (absolute, ending in a separator), line
        for wanted in paths:
            path, _, line = wanted.partition(":") if not os.path.exists(wanted) else (wanted, "", "")
            target = os.path.abspath(path)
            number = int(line) if line else None
            self.files.setdefault(target, []).append(number)
            if os.path.isdir(target):
                self.folders.append((target.rstrip(os.sep) + os.sep, number))

    @classmethod
    def parse(cls, text: str | None) -> Wanted | None:
        paths = [p.strip() for p in (text or "").split(",") if p.strip()]
        return cls(paths) if paths else None

    def matches(self, scenario: Any) -> bool:
        """Whether the scenario (a template or a rendered one) is in a path asked for, on a line asked for
        (its ``Scenario:`` line or one of its steps')."""
        filename = os.path.abspath(scenario.feature.filename)
        asked = list(self.files.get(filename, []))
        asked += [line for folder, line in self.folders if filename.startswith(folder)]
        if not asked:
            return False
        if None in asked:
            return True
        lines = {scenario.line_number, *(s.line_number for s in scenario.steps)}
        return any(line in lines for line in asked)

    def feature_paths(self, features: Path) -> list[Path]:
        """The files and folders asked for that lie under ``features`` (the ones a run binds)."""
        top = str(features.resolve()).rstrip(os.sep)
        if any(top.startswith(p.rstrip(os.sep) + os.sep) for p in self.files):  # the project, or above it
            return [features]
        return [Path(p) for p in self.files if p == top or p.startswith(top + os.sep)]


@dataclass(frozen=True)
class Chooser:
    """Whether a scenario is one the selection keeps: its tags (the feature's and rule's count), its name,
    its path and line. The plugin deselects by it; ``dmrules verify`` plans its runs by it."""

    matcher: Any = None  # a parsed tag expression
    name: NameFilter | None = None  # a regular expression the name must contain a match of (bounded)
    wanted: Wanted | None = None

    @classmethod
    def of(cls, config: pytest.Config) -> Chooser | None:
        """The chooser of a run's options (None: the run keeps every scenario)."""
        return cls.from_options(config.getoption("dmrules_tags"), config.getoption("dmrules_name"),
                                config.getoption("dmrules_features"))

    @classmethod
    def from_options(cls, tags: str | None, name: str | None, paths: str | None) -> Chooser | None:
        if not tags and not name and not paths:
            return None
        return cls(parse_expression(tags) if tags else None, name_filter(name), Wanted.parse(paths))

    def keeps(self, scenario: Any) -> bool:
        if self.matcher is not None:
            tag_list = all_tags(scenario)
            if not self.matcher.evaluate([f"@{t}" for t in tag_list] + tag_list):
                return False
        if self.name is not None and not self.name.matches(scenario.name):
            return False
        return self.wanted is None or self.wanted.matches(scenario)


def bound_feature_paths(root: Path) -> list[Path]:
    """What ``scenarios/test_features.py`` binds: the feature files and folders the running session
    selects (``--dmrules-features``; only those under ``root/features``), else every feature file.
    A run of one file parses and collects that file, not the whole suite."""
    features = root / "features"
    config = _CONFIGS[-1] if _CONFIGS else None
    wanted = Wanted.parse(config.getoption("dmrules_features", None)) if config is not None else None
    return [features] if wanted is None else wanted.feature_paths(features)


def selected_profiles(config: pytest.Config) -> list[str]:
    return list(config.getoption("dmrules_profiles") or profile_names())


@pytest.hookimpl(tryfirst=True)
def pytest_bdd_apply_tag(tag: str, function: Any) -> Any:
    """``@ex:ID`` becomes ``ex(ID)``; any other tag a marker of its name, registered on the fly
    (so a new tag never stops the run); a tag that can't be a marker name is left as a tag."""
    if tag.startswith("ex:"):
        return pytest.mark.ex(tag[3:])(function)
    if not is_marker_name(tag):
        return function
    config = _CONFIGS[-1] if _CONFIGS else None
    if config is not None and not any(line.split(":")[0].split("(")[0].strip() == tag
                                      for line in config.getini("markers")):
        config.addinivalue_line("markers", f"{tag}: a Gherkin tag")
    return None


def pytest_bdd_before_scenario(request: pytest.FixtureRequest, feature: Any, scenario: Any) -> None:
    request.node.dmrules_meta = {
        "feature": feature.rel_filename,
        "feature_name": feature.name,
        "line": scenario.line_number,
        "scenario": scenario.name,
        "description": (scenario.description or "").strip(),
        "example": example_of(request.node),
        "tags": all_tags(scenario),
        "ids": sorted(t[3:] for t in scenario.tags if t.startswith("ex:"))
        + sorted(t for t in scenario.tags if t.startswith("qa:")),  # official rulings: features/faq/
    }
    request.node.dmrules_steps = StepLog(scenario)
    request.node.dmrules_speaks_for = spoken_for(step.name for step in scenario.steps)


def _steps(request: pytest.FixtureRequest) -> StepLog | None:
    log = getattr(request.node, "dmrules_steps", None)
    return log if isinstance(log, StepLog) else None


def pytest_bdd_before_step(request: pytest.FixtureRequest, feature: Any, scenario: Any, step: Any,
                           step_func: Any) -> None:
    if log := _steps(request):
        log.started(step)


def pytest_bdd_after_step(request: pytest.FixtureRequest, feature: Any, scenario: Any, step: Any,
                          step_func: Any, step_func_args: dict[str, Any]) -> None:
    if log := _steps(request):
        log.passed(step)


def pytest_bdd_step_error(request: pytest.FixtureRequest, feature: Any, scenario: Any, step: Any, step_func: Any,
                          step_func_args: dict[str, Any], exception: Exception) -> None:
    if log := _steps(request):
        log.failed(step, exception)


def pytest_bdd_step_func_lookup_error(request: pytest.FixtureRequest, feature: Any, scenario: Any,
                                      step: Any, exception: Exception) -> None:
    from steps.vocabulary.suggestions import unknown_step_message

    if log := _steps(request):
        log.undefined(step)
    raise StepNotFound(unknown_step_message(step.type, step.keyword.strip(), step.name,
                                            f"features/{feature.rel_filename}:{step.line_number}"))


@pytest.hookimpl(wrapper=True)
def pytest_runtest_call(item: pytest.Item) -> Generator[None, None, None]:
    began = time.process_time()
    try:
        result = yield
        world = getattr(item, "dmrules_world", None)
        if world is not None:
            check_refusals(world)
    finally:
        item.dmrules_cpu = time.process_time() - began  # type: ignore[attr-defined]
    return result


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Generator[None, Any, Any]:
    report = yield
    meta = getattr(item, "dmrules_meta", None)
    world = getattr(item, "dmrules_world", None)
    if meta is None or world is None or report.when != "call":
        return report
    if not records_wanted(item.config):  # plain pytest: the test's outcome is all it reports
        del item.dmrules_world  # type: ignore[attr-defined]
        item.dmrules_steps = None  # type: ignore[attr-defined]
        return report
    record = build_record(item, meta, world, call)
    report.user_properties.append((RECORD_KEY, json.dumps(record, ensure_ascii=False)))
    timing = run_timing(meta, record["profile"], getattr(item, "dmrules_cpu", 0.0), call.duration, world)
    report.user_properties.append((TIMING_KEY, json.dumps(timing, ensure_ascii=False)))
    # The run is recorded: its game can go (the items live to the end of the session, and a
    # heap of a thousand finished games made every garbage collection slower).
    del item.dmrules_world  # type: ignore[attr-defined]
    item.dmrules_steps = None  # type: ignore[attr-defined]
    return report


def run_timing(meta: dict[str, Any], profile: str, cpu: float, wall: float, world: Any) -> dict[str, Any]:
    """What one run cost (``--profile-time``): its CPU seconds, its explorations, and the CPU seconds they
    took — estimated as the run's CPU times their share of its wall time (the explorer times itself by the
    clock; a loaded machine stretches both alike)."""
    explored = explorations(world)
    share = min(1.0, sum(e["seconds"] for e in explored) / wall) if wall > 0 else 0.0
    return {"feature": meta["feature"], "line": meta["line"], "scenario": meta["scenario"], "example": meta["example"],
            "profile": profile, "cpu": round(cpu, 6), "explored_cpu": round(cpu * share, 6), "explorations": explored}


def records_wanted(config: pytest.Config) -> bool:
    """Whether the session records its runs: ``dmrules verify``'s (``--dmrules-records``) or one that
    writes them (``--dmrules-results``). A plain test run does not build them (nor send them from
    the xdist workers): nothing reads them."""
    return bool(config.getoption("dmrules_records", False) or config.getoption("dmrules_results", None))


def build_record(item: pytest.Item, meta: dict[str, Any], world: Any, call: pytest.CallInfo[None]) -> dict[str, Any]:
    """What one scenario run under one profile did, classified as every run is (steps/runtime/runner.py)."""
    status, detail = classify(world, call.excinfo.value if call.excinfo else None,
                              getattr(item, "dmrules_speaks_for", frozenset()))
    return {
        **meta,
        "nodeid": item.nodeid,
        "profile": world.profile.name,
        "forced": world.forced,
        "status": status,
        "detail": detail,
        "observations": [o.as_dict() for o in world.observations],
        "outcome": outcome_text(world),
        "trace": world.game.trace.lines(),
        "records": world.game.trace.as_dicts(),
        "steps": log.records() if (log := getattr(item, "dmrules_steps", None)) else [],
        "duration": round(call.duration, 6),
        "time": time.time(),
    }


def outcome_text(world: Any) -> str:
    """What the profile did, in one line: the observed value of each verdict."""
    if world.board_refused:
        return f"board refused: {world.board_refused}"
    parts = [f"{o.claim} → {o.observed}" if not o.held else o.claim if o.asserted else
             f"{o.claim} → {o.observed}" for o in world.observations]
    return "; ".join(parts)


# ------------------------------------------------------------------ --dmrules-results
_RECORDS: list[dict[str, Any]] = []
_KEEPING: list[bool] = []  # per running config (pytest.main may nest): whether --dmrules-results was given


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    """Keeps each scenario's record for --dmrules-results (under xdist the controller gets the
    workers' reports, with their records)."""
    if not (_KEEPING and _KEEPING[-1]):
        return
    for key, value in report.user_properties:
        if key == RECORD_KEY:
            _RECORDS.append(json.loads(str(value)))


def pytest_sessionfinish(session: pytest.Session) -> None:
    path = session.config.getoption("dmrules_results", None)
    if not path or hasattr(session.config, "workerinput"):  # the controller (or a run without xdist) writes it
        return
    from reports.model.outputs import write_atomic
    from reports.model.results import assemble
    from reports.model.sources import load_sources

    config = session.config
    profiles = selected_profiles(config)
    narrowing = {"paths": config.getoption("dmrules_features"), "profiles": config.getoption("dmrules_profiles"),
                 "tags": config.getoption("dmrules_tags"), "name": config.getoption("dmrules_name"),
                 "shard": config.getoption("dmrules_shard"), "keyword": config.getoption("keyword")}
    result = assemble(_RECORDS, profiles, [], config.getoption("dmrules_force"), load_sources(),
                      {k: v for k, v in narrowing.items() if v})
    Path(path).parent.mkdir(parents=True, exist_ok=True)  # --dmrules-results out/x.json: out/ is made
    write_atomic(Path(path), json.dumps(result.to_json(), ensure_ascii=False))
    _RECORDS.clear()
