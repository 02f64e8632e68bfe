"""``dmrules verify``, ``merge`` and ``explain``: run scenarios, report them, gate them."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from rich.console import Console
from rich.text import Text

from engine.model.errors import DmRulesError
from engine.policies.profiles import get_profile
from reports.cli.exit_codes import ExitCode, run_code
from reports.cli.project import examples_path, project_root

if TYPE_CHECKING:
    from reports.model.baseline import Entry
    from reports.model.feature_files import Scan
    from reports.model.results import RunResult
    from reports.plugin.run import Selection


def warn(line: str, style: str = "yellow") -> None:
    Console(stderr=True).print(Text(line, style=style), soft_wrap=True, highlight=False)


def check_arguments(args: argparse.Namespace, root: Path) -> list[str]:
    """Everything about the arguments that can be wrong, before anything runs; the paths made
    canonical (relative to the project root, as the reports print them)."""
    from engine.catalog.loader import default_catalog
    from reports.model.locations import canonical
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
    return paths


def scan_features(root: Path, paths: list[str], examples: str | None) -> Scan:
    """Parses the feature files the run selects; says (on stderr) which are skipped and which
    tags look wrong."""
    from reports.model.coverage import load_examples
    from reports.model.feature_files import scan
    from reports.model.locations import split
    from reports.model.tags import known_topics, warnings

    found = scan([root / split(p)[0] for p in paths] or [root / "features"], root)
    for b in found.broken:
        warn(f"dmrules: skipped {b.text()}", "bold red")
    where = examples_path(examples, root, required=bool(examples))
    ids = {e.id for e in load_examples(where)} if where else None
    for line in warnings(found.documents, known_topics(root / "features"), ids, root):
        warn(f"warning: {line}")
    return found


def cmd_verify(args: argparse.Namespace) -> int:
    from reports.plugin.run import Selection

    root = project_root(args.root)
    paths = check_arguments(args, root)
    gate = prepare_outputs(args)
    found = scan_features(root, paths, args.examples)
    if found.broken and not found.good:
        return ExitCode.SKIPPED
    sel = Selection(paths=paths, profiles=args.profile or [], tags=args.tags, force=args.force_verdicts,
                    workers=args.workers, shard=args.shard)
    result, output = run_with_progress(root, sel)
    result.skipped = [b.text() for b in found.broken]
    if not args.force_verdicts:
        from reports.model.readings import run_readings

        result.problems += run_readings(result, root / "features")
    if args.forks and not args.force_verdicts:
        attribute_with_progress(result, root)
    if args.show_pytest:
        Console(stderr=True).print(output, markup=False, highlight=False)
    if not result.scenarios and not result.problems:
        raise DmRulesError(nothing_matched(sel))
    return finish(result, args, gate)


def nothing_matched(sel: Selection) -> str:
    from reports.model.locations import split

    lines = [p for p in sel.paths if split(p)[1] is not None]
    if lines and len(sel.paths) == 1:
        return f"no scenario at {lines[0]} (give the line of a Scenario: or of one of its steps)"
    what = "; ".join(f"{k} {v}" for k, v in sel.narrowing().items())
    return f"no scenario matched the selection ({what})"


def run_with_progress(root: Path, sel: Selection) -> tuple[RunResult, str]:
    """Runs the scenarios with a progress bar on stderr (gone when the run ends)."""
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

    from reports.plugin.run import run

    progress = Progress(TextColumn("running scenarios"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
                        console=Console(stderr=True), transient=True)
    task = progress.add_task("run", total=None)
    with progress:
        return run(root, sel, lambda done, total: progress.update(task, completed=done, total=total or None))


def attribute_with_progress(result: RunResult, root: Path) -> None:
    """Fork attribution of every diverging scenario (reports/model/attribution.py), with a progress bar."""
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

    from reports.model.attribution import attribute_run

    progress = Progress(TextColumn("explaining divergences"), BarColumn(), MofNCompleteColumn(),
                        TimeElapsedColumn(), console=Console(stderr=True), transient=True)
    task = progress.add_task("forks", total=None)
    with progress:
        seconds = attribute_run(result, root / "features",
                                lambda done, total: progress.update(task, completed=done, total=total))
    result.attribution_seconds = round(seconds, 2)


def prepare_outputs(args: argparse.Namespace) -> dict[str, Entry] | None:
    """Checks, before anything runs, that every file to write can be written and that the
    baseline to compare with can be read. Returns the baseline's entries (None: no gate)."""
    from reports.model.baseline import BaselineError, load
    from reports.model.outputs import check_writable

    if args.split:
        if args.format != "markdown" or not args.out:
            raise DmRulesError("--split writes Markdown pages: it needs --format markdown and --out FOLDER")
        Path(args.out).mkdir(parents=True, exist_ok=True)
        check_writable(Path(args.out) / "index.md")
    elif args.out:
        check_writable(Path(args.out))
    if args.update_baseline and not args.baseline:
        raise DmRulesError("--update-baseline needs --baseline FILE (the file to write)")
    if not args.baseline:
        return None
    if getattr(args, "force_verdicts", None):
        raise DmRulesError("--baseline can't be used with --force-verdicts (forced verdicts are not a baseline)")
    path = Path(args.baseline)
    if args.update_baseline:
        check_writable(path)
        try:
            return load(path)
        except BaselineError:
            state = "can't be read" if path.exists() else "does not exist yet"
            warn(f"baseline {path} {state}: it will be written after the run")
            return {}  # nothing to compare with
    return load(path)


def finish(result: RunResult, args: argparse.Namespace, gate: dict[str, Entry] | None) -> int:
    """Writes or prints the report, then runs the regression gate; returns the exit code."""
    from reports.model.outputs import write_atomic
    from reports.render.formats import render_as
    from reports.render.terminal import recap, render

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
        write_atomic(Path(args.out), render_as(result, args.format, args.failures_only, show=show))
        console.print(recap(result), highlight=False)
        console.print(f"wrote the {args.format} report to {args.out}", highlight=False)
    elif to_stdout:
        sys.stdout.write(render_as(result, args.format, args.failures_only, show=show))
        sys.stdout.flush()
    else:
        render(result, console, failures_only=args.failures_only, show=show)
    moved = gate is not None and run_gate(result, Path(args.baseline), gate, args.update_baseline, console)
    return run_code(skipped=bool(result.skipped), failed=not result.ok, moved=moved)


def run_gate(result: RunResult, path: Path, gate: dict[str, Entry], accept: bool, console: Console) -> bool:
    """Compares the run with the baseline (or accepts it into the baseline); whether anything moved."""
    from reports.model.baseline import compare, update
    from reports.render.gate import render_gate

    moves = compare(gate, result)
    if not accept:
        render_gate(moves, path, console)
        return bool(moves)
    if gate:  # an empty gate: there was no baseline to compare with
        render_gate(moves, path, console, accepted=True)
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
    if args.diff:
        from reports.cli.explain_diff import explain_diff

        return explain_diff(root, args.diff[0], args.diff[1], args.target, Console())
    if split(args.target)[1] is None:
        raise DmRulesError(f"explain wants FEATURE:LINE (e.g. features/mana/pool.feature:9), got {args.target!r}")
    broken = scan([find(root, args.target)[0]], root).broken
    if broken:
        raise DmRulesError(broken[0].text())
    return explain(root, for_cwd(root, args.target), args.profile or [], Console())
