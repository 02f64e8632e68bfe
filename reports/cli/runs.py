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
    from collections.abc import Callable

    from pytest_bdd.parser import Scenario

    from reports.model.baseline import Entry, Move
    from reports.model.digests import Changes
    from reports.model.feature_files import Scan
    from reports.model.results import RunResult
    from reports.plugin.run import Selection


def warn(line: str, style: str = "yellow") -> None:
    from reports.render.escaping import printable

    Console(stderr=True).print(Text(printable(line), style=style), soft_wrap=True, highlight=False)


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
    from reports.plugin.run import Selection

    root = project_root(args.root)
    if args.rerun:
        args.paths = [*args.paths, *rerun_paths(root)]
        if not args.paths:
            Console(stderr=True).print(f"nothing to rerun: the last run recorded no failing scenario "
                                       f"({RERUN_FILE})", highlight=False)
            return ExitCode.OK
    paths = check_arguments(args, root)
    if args.dry_run:
        return dry_run(root, paths, args)
    gate = prepare_outputs(args)
    found = scan_features(root, paths, args.examples)
    if found.broken and not found.good:
        return ExitCode.SKIPPED
    sel = Selection(paths=paths, profiles=args.profile or [], tags=args.tags, force=args.force_verdicts,
                    workers=args.workers, shard=args.shard, name=args.name)
    result, output = run_with_progress(root, sel, planned(root, found, paths, args))
    result.skipped = [b.text() for b in found.broken]
    if not args.force_verdicts:
        from reports.model.readings import run_readings

        result.problems += run_readings(result, root / "features")
    if args.forks and not args.force_verdicts:
        attribute_with_progress(result, root)
    record_failures(root, result)
    if args.show_pytest:
        Console(stderr=True).print(output, markup=False, highlight=False)
    if not result.scenarios and not result.problems:
        raise DmRulesError(nothing_matched(sel))
    return finish(result, args, gate)


def rerun_paths(root: Path) -> list[str]:
    """The scenarios the last run recorded as failing (``--rerun``), as FILE:LINE."""
    path = root / RERUN_FILE
    if not path.exists():
        return []
    return [line.strip() for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def record_failures(root: Path, result: RunResult) -> None:
    """Writes the failing scenarios' locations for ``--rerun`` (cucumber's rerun file)."""
    from reports.model.outputs import write_atomic

    failing = [s.location for s in result.scenarios if s.status in ("failed", "error")]
    (root / RERUN_FILE).parent.mkdir(exist_ok=True)
    write_atomic(root / RERUN_FILE, "".join(f"{loc}\n" for loc in failing))


def selector(root: Path, paths: list[str], args: argparse.Namespace) -> Callable[[Scenario], bool]:
    """Whether a parsed scenario is one the arguments select (name, tags, FILE:LINE), as the run selects."""
    import re

    from reports.model.locations import split
    from reports.model.tags import parse_expression

    matcher = parse_expression(args.tags) if args.tags else None
    lines = {str((root / split(p)[0]).resolve()): split(p)[1] for p in paths if split(p)[1] is not None}

    def keep(scenario: Scenario) -> bool:
        tags = list(scenario.tags)
        if args.name and not re.search(args.name, scenario.name):
            return False
        if matcher is not None and not matcher.evaluate([f"@{t}" for t in tags] + tags):
            return False
        line = lines.get(str(Path(scenario.feature.filename).resolve()))
        return line is None or line in [scenario.line_number, *(s.line_number for s in scenario.steps)]

    return keep


def selected_files(found: Scan) -> list[Path]:
    return sorted(found.documents)


def planned(root: Path, found: Scan, paths: list[str], args: argparse.Namespace) -> int | None:
    """How many scenario runs the selection makes (scenarios × profiles), known before pytest collects
    (None with --shard: the shard decides)."""
    from engine.policies.profiles import profile_names
    from steps.runtime.runner import parse_feature, rendered

    if args.shard:
        return None
    keep = selector(root, paths, args)
    count = 0
    for path in selected_files(found):
        feature = parse_feature(path)
        for _, scenario in rendered(feature):
            scenario.tags = set(scenario.tags) | set(feature.tags)
            count += keep(scenario)
    return count * len(args.profile or profile_names())


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


def run_with_progress(root: Path, sel: Selection, total: int | None = None) -> tuple[RunResult, str]:
    """Runs the scenarios with a progress bar on stderr (gone when the run ends); ``total``: the
    runs planned, known before pytest has collected them."""
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

    from reports.plugin.run import run

    progress = Progress(TextColumn("running scenarios"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
                        console=Console(stderr=True), transient=True)
    task = progress.add_task("run", total=total)

    def update(done: int, collected: int) -> None:
        progress.update(task, completed=done, total=collected or total)

    with progress:
        return run(root, sel, update)


def run_inputs(args: argparse.Namespace) -> list[Path]:
    """The files and folders a run reads, which no report may be written over: the project's
    features, card data and step code, the baseline it gates, the results it merges, the examples file."""
    from reports.model.outputs import project_inputs

    root = project_root(getattr(args, "root", None))
    given = [getattr(args, "baseline", None), getattr(args, "examples", None), *(getattr(args, "results", None) or [])]
    return project_inputs(root) + [Path(g) for g in given if g and not isinstance(g, bool)]


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
        check_writable(Path(args.out) / "index.md", run_inputs(args))
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
        others = [i for i in run_inputs(args) if i != path]
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
    from reports.model.outputs import symlink_note, write_atomic
    from reports.render.formats import render_as
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
        write_atomic(Path(args.out), render_as(result, args.format, args.failures_only, show=show))
        console.print(recap(result), highlight=False)
        console.print(f"wrote the {args.format} report to {args.out}{symlink_note(Path(args.out))}", highlight=False)
    elif to_stdout:
        sys.stdout.write(render_as(result, args.format, args.failures_only, show=show))
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
    from reports.model.outputs import symlink_note
    from reports.render.gate import render_gate

    if not accept:
        render_gate(moves, path, console, changed=changed)
        return bool(moves)
    if gate:  # an empty gate: there was no baseline to compare with
        render_gate(moves, path, console, accepted=True, changed=changed)
    n = update(path, result)
    console.print(f"baseline {path} written: {n} scenarios{symlink_note(path)}", style="bold green", highlight=False)
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
