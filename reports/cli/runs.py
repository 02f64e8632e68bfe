"""``dmrules verify``, ``merge`` and ``explain``: run scenarios, report them, gate them."""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING

from rich.console import Console
from rich.text import Text

from engine.model.errors import DmRulesError
from engine.policies.profiles import get_profile
from reports.cli.exit_codes import ExitCode, run_code
from reports.cli.project import examples_path, project_root

if TYPE_CHECKING:
    from collections.abc import Callable

    from pytest_bdd.parser import Scenario

    from reports.cli.timing import Phases
    from reports.model.baseline import Entry, Move
    from reports.model.digests import Changes
    from reports.model.feature_files import Scan
    from reports.model.results import RunResult
    from reports.model.run_cache import ResultsCache
    from reports.plugin.plan import Planned
    from reports.plugin.run import Selection


def warn(line: str, style: str = "yellow") -> None:
    from reports.render.escaping import printable

    Console(stderr=True).print(Text(printable(line), style=style), soft_wrap=True, highlight=False)


def check_arguments(args: argparse.Namespace, root: Path) -> list[str]:
    """Everything about the arguments that can be wrong, before anything runs; the paths made
    canonical (relative to the project root, as the reports print them)."""
    from engine.catalog.loader import default_catalog
    from reports.model.locations import canonical
    from reports.model.name_filter import name_filter
    from reports.model.shards import parse_shard
    from reports.model.tags import parse_expression

    default_catalog()  # bad card data stops the run here, with file, line and field
    paths = [canonical(root, p) for p in args.paths]
    for p in [*(args.profile or []), *([args.force_verdicts] if args.force_verdicts else [])]:
        get_profile(p)
    if args.shard:
        parse_shard(args.shard)
    if args.tags:
        parse_expression(args.tags)
    name_filter(args.name)
    return paths


def scan_features(root: Path, paths: list[str], examples: str | None) -> Scan:
    """Parses the feature files the run selects; says (on stderr) which are skipped and which
    tags look wrong."""
    from reports.model.clauses import CLAUSES_FILE, load_ledger
    from reports.model.coverage import load_examples
    from reports.model.feature_files import scan
    from reports.model.locations import split
    from reports.model.tags import known_topics, warnings

    found = scan([root / split(p)[0] for p in paths] or [root / "features"], root)
    for b in found.broken:
        warn(f"dmrules: skipped {b.text()}", "bold red")
    where = examples_path(examples, root, required=bool(examples))
    ids = {e.id for e in load_examples(where)} if where else None
    clauses = load_ledger(root / CLAUSES_FILE).numbers() if (root / CLAUSES_FILE).exists() else None
    for line in warnings(found.documents, known_topics(root / "features"), ids, root, clauses):
        warn(f"warning: {line}")
    return found


RERUN_FILE = Path(".dmrules") / "rerun.txt"  # under the project root: the last run's failing scenarios


def cmd_verify(args: argparse.Namespace) -> int:
    from engine.policies.profiles import profile_names
    from reports.cli.scenario_runs import run_selection
    from reports.cli.timing import Phases
    from reports.model.results import assemble
    from reports.model.sources import load_sources
    from reports.plugin.run import Selection

    phases = Phases()
    phases.add("start-up (interpreter, imports, arguments)", time.process_time())
    root = project_root(args.root)
    if args.rerun:
        args.paths = [*args.paths, *rerun_paths(root)]
        if not args.paths:
            Console(stderr=True).print(f"nothing to rerun: the last run recorded no failing scenario "
                                       f"({RERUN_FILE})", highlight=False)
            return ExitCode.OK
    with phases.phase("card catalog and arguments"):
        paths = check_arguments(args, root)
        explorer_guard(args)
    if args.dry_run:
        return dry_run(root, paths, args)
    gate = prepare_outputs(args)
    if getattr(args, "profile_time", None) not in (None, "-"):
        from reports.model.outputs import check_writable

        check_writable(Path(args.profile_time), run_inputs(args))
    with phases.phase("feature files (parsed, tags checked)"):
        found = scan_features(root, paths, args.examples)
    if found.broken and not found.good:
        return ExitCode.SKIPPED
    sel = Selection(paths=paths, profiles=args.profile or [], tags=args.tags, force=args.force_verdicts,
                    workers=args.workers, shard=args.shard, name=args.name)
    profiles = args.profile or profile_names()
    with phases.phase("plan (and the cache looked up)"):
        cache = results_cache(root) if getattr(args, "cache", True) else None
    runs = run_selection(root, sel, selected_files(found), profiles, cache, phases)
    with phases.phase("results assembled"):
        result = assemble(runs.records, profiles, runs.problems, sel.force, load_sources(), sel.narrowing())
    result.skipped = [b.text() for b in found.broken]
    if not args.force_verdicts:
        from reports.model.readings import run_readings

        with phases.phase("readings of open questions"):
            result.problems += run_readings(result, root / "features")
    if args.forks and not args.force_verdicts:
        with phases.phase("fork attribution"):
            attribute_with_progress(result, root, cache, runs.planned)
    record_failures(root, result)
    if args.show_pytest:
        Console(stderr=True).print(runs.output, markup=False, highlight=False)
    if not result.scenarios and not result.problems:
        raise DmRulesError(nothing_matched(sel))
    with phases.phase("report and gate"):
        code = finish(result, args, gate)
    if getattr(args, "profile_time", None):
        show_phases(phases, args.profile_time)
    return code


def run_with_progress(root: Path, sel: Selection) -> tuple[RunResult, str]:
    """Every scenario of the selection's paths (the whole suite when it names none) run, or taken from
    the results cache, with a progress bar: the result and pytest's own output (``dmrules coverage``)."""
    from engine.policies.profiles import profile_names
    from reports.cli.scenario_runs import run_selection
    from reports.cli.timing import Phases
    from reports.model.feature_files import scan
    from reports.model.locations import split
    from reports.model.results import assemble
    from reports.model.sources import load_sources

    files = sorted(scan([root / split(p)[0] for p in sel.paths] or [root / "features"], root).documents)
    profiles = sel.profiles or profile_names()
    runs = run_selection(root, sel, files, profiles, results_cache(root), Phases())
    return assemble(runs.records, profiles, runs.problems, sel.force, load_sources(), sel.narrowing()), runs.output


def results_cache(root: Path) -> ResultsCache:
    from reports.model.run_cache import ResultsCache

    return ResultsCache(root, note=lambda line: warn(f"note: {line}"))


def show_phases(phases: Phases, out: str) -> None:
    """``--profile-time``: the phases on stderr; ``--profile-time FILE``: as JSON to FILE too."""
    from reports.cli.timing import render, write

    Console(stderr=True).print(render(phases), highlight=False)
    if out != "-":
        write(phases, out)


def explorer_guard(args: argparse.Namespace) -> None:
    """``--explore-cpu`` and ``--explore-memory``: the explorer's guard for this run, through the
    environment its scenario runs read (workers included; engine.explorer.limits checks them)."""
    import os

    from engine.explorer import CPU_VARIABLE, MEMORY_VARIABLE, limits

    limits(cpu_seconds=args.explore_cpu, memory_mb=args.explore_memory)  # a value that is not positive: one line
    for value, variable in ((args.explore_cpu, CPU_VARIABLE), (args.explore_memory, MEMORY_VARIABLE)):
        if value is not None:
            os.environ[variable] = repr(value)


def rerun_paths(root: Path) -> list[str]:
    """The scenarios the last run recorded as failing (``--rerun``), as FILE:LINE."""
    from reports.model.rerun_list import read_rerun_list

    return read_rerun_list(root / RERUN_FILE)


def record_failures(root: Path, result: RunResult) -> None:
    """Writes the failing scenarios' locations for ``--rerun`` (cucumber's rerun file)."""
    from reports.model.rerun_list import write_rerun_list

    failing = [s.location for s in result.scenarios if s.status in ("failed", "error")]
    problem = write_rerun_list(root, RERUN_FILE, failing)
    if problem:
        warn(f"warning: {problem}")


def selector(root: Path, paths: list[str], args: argparse.Namespace) -> Callable[[Scenario], bool]:
    """Whether a parsed scenario is one the arguments select (name, tags, FILE:LINE), as the run selects."""
    from reports.plugin.hooks import Chooser
    from reports.plugin.run import absolute

    chooser = Chooser.from_options(args.tags, args.name, ",".join(absolute(root, p) for p in paths) or None)
    return lambda scenario: chooser is None or chooser.keeps(scenario)


def selected_files(found: Scan) -> list[Path]:
    return sorted(found.documents)


def dry_run(root: Path, paths: list[str], args: argparse.Namespace) -> int:
    """``--dry-run``: every selected step bound and every card and profile it names checked; nothing runs."""
    from reports.model.dry_run import dry_run as bind_all

    found = scan_features(root, paths, args.examples)
    report = bind_all(root, selected_files(found), selector(root, paths, args))
    console = Console(stderr=True)
    for problem in report.problems:
        console.print(Text(problem, style="red"), soft_wrap=True, highlight=False)
    verdict = f"{len(report.problems)} problem{'s' if len(report.problems) != 1 else ''}" if report.problems \
        else "every step defined, every card and profile known"
    console.print(Text(f"dry run: {report.scenarios} scenarios, {report.steps} steps: {verdict} (nothing ran)",
                       style="bold red" if report.problems else "bold green"), soft_wrap=True, highlight=False)
    if found.broken:
        return ExitCode.SKIPPED
    return ExitCode.FAILED if report.problems else ExitCode.OK


def nothing_matched(sel: Selection) -> str:
    from reports.model.locations import split

    lines = [p for p in sel.paths if split(p)[1] is not None]
    if lines and len(sel.paths) == 1:
        return f"no scenario at {lines[0]} (give the line of a Scenario: or of one of its steps)"
    what = "; ".join(f"{k} {v}" for k, v in sel.narrowing().items())
    return f"no scenario matched the selection ({what})"


def run_inputs(args: argparse.Namespace) -> list[Path]:
    """The files and folders a run reads, which no report may be written over: the project's
    features, card data and step code, the baseline it gates, the results it merges, the examples file."""
    from reports.model.outputs import project_inputs

    root = project_root(getattr(args, "root", None))
    given = [getattr(args, "baseline", None), getattr(args, "examples", None), *(getattr(args, "results", None) or [])]
    return project_inputs(root) + [Path(g) for g in given if g and not isinstance(g, bool)]


def attribute_with_progress(result: RunResult, root: Path, cache: ResultsCache | None = None,
                            planned: list[Planned] | None = None) -> None:
    """Fork attribution of every diverging scenario (reports/model/attribution.py), with a progress bar
    (one step per pair of profiles, the scenario in progress named beside it); attributions the cache
    holds for the same scenario, pair and code are taken from it, the new ones put in it."""
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

    from reports.cli.scenario_runs import shorten
    from reports.model.attribution import attribute_run
    from reports.render.escaping import printable

    progress = Progress(TextColumn("explaining divergences"), BarColumn(), MofNCompleteColumn(),
                        TimeElapsedColumn(), TextColumn("{task.fields[current]}", markup=False),
                        console=Console(stderr=True), transient=True)
    task = progress.add_task("forks", total=None, current="")
    from reports.model.run_cache import scenario_material

    memo = None if cache is None else \
        cache.attribution_memo({p.spot: scenario_material(p.scenario, p.example) for p in planned or []})
    with progress:
        seconds = attribute_run(result, root / "features",
                                lambda done, total: progress.update(task, completed=done, total=total),
                                memo, lambda name: progress.update(task, current=shorten(printable(name))))
    if cache is not None:
        cache.save()
    result.attribution_seconds = round(seconds, 2)


def prepare_outputs(args: argparse.Namespace) -> dict[str, Entry] | None:
    """Checks, before anything runs, that every file to write can be written and that the
    baseline to compare with can be read. Returns the baseline's entries (None: no gate)."""
    from reports.model.baseline import BaselineError, load
    from reports.model.outputs import check_writable, prepare_folder, without

    if args.split:
        if args.format != "markdown" or not args.out:
            raise DmRulesError("--split writes Markdown pages: it needs --format markdown and --out FOLDER")
        prepare_folder(Path(args.out), run_inputs(args))
    elif args.out:
        check_writable(Path(args.out), run_inputs(args))
    if args.update_baseline and not args.baseline:
        raise DmRulesError("--update-baseline needs --baseline FILE (the file to write)")
    if not args.baseline:
        return None
    if getattr(args, "force_verdicts", None):
        raise DmRulesError("--baseline can't be used with --force-verdicts (forced verdicts are not a baseline)")
    path = Path(args.baseline)
    if args.update_baseline:
        others = without(run_inputs(args), path)
        check_writable(path, others, what="baseline")
        if not path.exists() and not path.is_symlink():
            warn(f"baseline {path} does not exist yet: it will be written after the run")
            return {}  # nothing to compare with
        try:
            return load(path)
        except BaselineError as exc:  # never rewritten to "repair" it: the user decides
            raise BaselineError(f"{exc} (--update-baseline does not write over a baseline it can't read)") from None
    return load(path)


def finish(result: RunResult, args: argparse.Namespace, gate: dict[str, Entry] | None) -> int:
    """Writes or prints the report, then runs the regression gate; returns the exit code."""
    from reports.model.baseline import compare, load_digests
    from reports.model.causes import explain_moves
    from reports.model.digests import changes, current
    from reports.model.outputs import write_atomic
    from reports.render.formats import render_pieces
    from reports.render.gate import gate_line
    from reports.render.terminal import recap, render

    moves: list[Move] = []
    changed = None
    if gate is not None:
        changed = changes(load_digests(Path(args.baseline)), current())
        moves = compare(gate, result, changed)
        explain_moves(moves, result, gate, Path(args.baseline), project_root(getattr(args, "root", None)) / "features",
                      changed)
    verdict = gate_line(moves, Path(args.baseline), args.update_baseline) if gate else None
    to_stdout = not args.out and args.format != "rich"
    console = Console(stderr=to_stdout)  # messages must not mix into a report printed on stdout
    show = args.show or ("all" if args.format == "markdown" else "diff")
    if args.split:
        from reports.render.markdown import wiki_pages

        folder = Path(args.out)
        for name, text in wiki_pages(result, args.split).items():
            write_atomic(folder / name, text + "\n")
        console.print(recap(result), highlight=False)
        console.print(f"wrote the markdown pages (one per {args.split}) to {folder}/", highlight=False)
    elif args.out:
        write_atomic(Path(args.out), render_pieces(result, args.format, args.failures_only, show=show))
        console.print(recap(result), highlight=False)
        console.print(f"wrote the {args.format} report to {args.out}", highlight=False)
    elif to_stdout:
        sys.stdout.writelines(render_pieces(result, args.format, args.failures_only, show=show))
        sys.stdout.flush()
    else:
        render(result, console, failures_only=args.failures_only, show=show, gate=verdict)
    moved = gate is not None and run_gate(result, Path(args.baseline), gate, moves, args.update_baseline, console,
                                          changed)
    return run_code(skipped=bool(result.skipped), failed=not result.ok, moved=moved)


def run_gate(result: RunResult, path: Path, gate: dict[str, Entry], moves: list[Move], accept: bool,
             console: Console, changed: Changes | None = None) -> bool:
    """Shows what moved since the baseline (or accepts the run into the baseline); whether anything moved."""
    from reports.model.baseline import update
    from reports.render.gate import render_gate

    if not accept:
        render_gate(moves, path, console, changed=changed)
        return bool(moves)
    if gate:  # an empty gate: there was no baseline to compare with
        render_gate(moves, path, console, accepted=True, changed=changed)
    n = update(path, result)
    console.print(f"baseline {path} written: {n} scenarios", style="bold green", highlight=False)
    return False


def cmd_merge(args: argparse.Namespace) -> int:
    from reports.model.merge import load_result, merge

    gate = prepare_outputs(args)
    result = merge([load_result(Path(f)) for f in args.results])
    return finish(result, args, gate)


def cmd_explain(args: argparse.Namespace) -> int:
    """Resolves the location the way the reports print it, then hands it to :mod:`reports.cli.explain`."""
    from reports.cli.explain import explain
    from reports.model.feature_files import scan
    from reports.model.locations import find, for_cwd, split

    root = project_root(args.root)
    for p in [*(args.profile or []), *(args.diff or [])]:
        get_profile(p)
    if split(args.target)[1] is None:
        raise DmRulesError(f"explain wants FEATURE:LINE (e.g. features/mana/pool.feature:9), got {args.target!r}")
    broken = scan([find(root, args.target)[0]], root).broken  # what verify skips, explain refuses
    if broken:
        raise DmRulesError(broken[0].text())
    if args.diff:
        from reports.cli.explain_diff import explain_diff

        return explain_diff(root, args.diff[0], args.diff[1], args.target, Console())
    return explain(root, for_cwd(root, args.target), args.profile or [], Console())
