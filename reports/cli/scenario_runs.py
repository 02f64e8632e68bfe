"""The runs of one ``dmrules verify``: planned before pytest collects, taken from the results cache where
their key is there (reports/model/run_cache.py), the others run through pytest — only those, and only
their feature files collected — with a progress bar per run that names the run in progress."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from rich.console import Console

from reports.cli.timing import Phases
from reports.model.results import RunInterrupted
from reports.model.run_cache import ResultsCache, run_key, scenario_material
from reports.plugin.plan import Planned, locations, plan
from reports.plugin.run import Ran, Selection, absolute


@dataclass
class Runs:
    """Every record of the selection (cached or fresh), what pytest said, and the plan they came from."""

    records: list[dict[str, Any]]
    problems: list[str]
    output: str
    planned: list[Planned]
    cached: int = 0
    keys: dict[tuple[str, int, str, str], str] = field(default_factory=dict)  # (feature, line, row, profile) -> key


def spot(record: dict[str, Any]) -> tuple[str, int, str, str]:
    return record["feature"], int(record["line"]), record.get("example", ""), record["profile"]


def run_selection(root: Path, sel: Selection, files: list[Path], profiles: list[str], cache: ResultsCache | None,
                  phases: Phases) -> Runs:
    """The selection's records: from ``cache`` where it has them (None: no cache), the rest run now."""
    with phases.phase("plan (and the cache looked up)"):
        planned = plan(files, sel.tags, sel.name, [absolute(root, p) for p in sel.paths], sel.shard)
        keys: dict[tuple[str, int, str, str], str] = {}
        cached: list[dict[str, Any]] = []
        todo: list[Planned] = []
        for p in planned:
            missing = False
            material = scenario_material(p.scenario, p.example) if cache is not None else []
            for profile in profiles:
                if cache is None:
                    missing = True
                    continue
                key = keys[(*p.spot, profile)] = run_key(cache.code, material, profile, sel.force)
                found = cache.record(p.feature, key)
                if found is None:
                    missing = True
                else:
                    cached.append(found)
            if missing:
                todo.append(p)
    if cache is not None:  # a scenario that runs, runs under every profile: its cached records give way
        again = {p.spot for p in todo}
        cached = [r for r in cached if spot(r)[:3] not in again]
    phases.cached = len(cached)
    if not todo:
        return Runs(cached, [], "", planned, len(cached), keys)
    narrowed = sel if cache is None else replace(sel, paths=locations(todo, planned, whole_files=not sel.shard),
                                                 shard=None)
    wanted = {(*p.spot, profile) for p in todo for profile in profiles}
    try:
        ran = run_with_progress(root, narrowed, len(todo) * len(profiles), len(cached), phases)
    except RunInterrupted as exc:  # the runs that ended are kept for the next run; the run is still no result
        keep(cache, keys, [r for r in exc.records if spot(r) in wanted], phases)
        raise
    fresh = ran.records if cache is None else [r for r in ran.records if spot(r) in wanted]
    keep(cache, keys, fresh, phases)
    phases.ran = len(fresh)
    return Runs(cached + fresh, ran.problems, ran.output, planned, len(cached), keys)


def keep(cache: ResultsCache | None, keys: dict[tuple[str, int, str, str], str], records: list[dict[str, Any]],
         phases: Phases) -> None:
    """The fresh records into the cache, written."""
    if cache is None:
        return
    with phases.phase("cache written"):
        for r in records:
            cache.put_record(r["feature"], keys[spot(r)], r)
        cache.save()


def run_with_progress(root: Path, sel: Selection, total: int | None, cached: int, phases: Phases) -> Ran:
    """Runs the scenarios with a progress bar on stderr (gone when the run ends): one step per run
    (scenario × profile), the run in progress named beside it; ``total``: the runs planned."""
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

    from reports.plugin.run import run_records
    from reports.render.escaping import printable

    title = "running scenarios" + (f" ({cached} runs from the cache)" if cached else "")
    progress = Progress(TextColumn(title), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
                        TextColumn("{task.fields[current]}", markup=False), console=Console(stderr=True),
                        transient=True)
    task = progress.add_task("run", total=total, current="")

    def update(done: int, collected: int) -> None:
        progress.update(task, completed=done, total=collected or total)

    def started(name: str) -> None:
        progress.update(task, current=shorten(printable(name)))

    with progress, phases.pytest_session(parallel=bool(sel.workers)):
        ran = run_records(root, sel, update, started)
        phases.timings, phases.collected = ran.timings, ran.collected
    return ran


def shorten(text: str, width: int = 60) -> str:
    return text if len(text) <= width else text[: width - 1] + "…"
