"""The ``dmrules`` command line."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from rich.console import Console
from rich.text import Text

from engine.errors import DmRulesError
from engine.profiles import get_profile, profile_names
from reports.coverage import STATES
from reports.formats import FORMATS

if TYPE_CHECKING:
    from reports.baseline import Entry
    from reports.coverage import Coverage
    from reports.results import RunResult


def project_root(explicit: str | None) -> Path:
    if explicit:
        return Path(explicit).resolve()
    for base in (Path.cwd(), *Path.cwd().parents, Path(__file__).resolve().parent.parent):
        if (base / "features").is_dir() and (base / "scenarios").is_dir():
            return base
    raise DmRulesError("cannot find the project (a folder with features/ and scenarios/); use --root")


def cmd_verify(args: argparse.Namespace) -> int:
    from engine.catalog import default_catalog
    from reports.runner import Selection

    default_catalog()  # bad card data stops the run here, with file, line and field
    from reports.gherkin_check import check

    check([Path(p.rpartition(":")[0] if p.rpartition(":")[2].isdigit() else p) for p in args.paths]
          or [project_root(args.root) / "features"])
    for p in args.profile or []:
        get_profile(p)
    if args.force_verdicts:
        get_profile(args.force_verdicts)
    if args.shard:
        from reports.shard import parse_shard

        parse_shard(args.shard)
    for p in args.paths:
        check_feature_path(p)
    root = project_root(args.root)
    gate = prepare_outputs(args)
    sel = Selection(paths=list(args.paths), profiles=args.profile or [], tags=args.tags, force=args.force_verdicts,
                    workers=args.workers, shard=args.shard)
    result, output = run_with_progress(root, sel)
    if not result.scenarios and not result.problems:
        result.problems.append("no scenario matched the selection")
    code = finish(result, args, gate)
    if args.show_pytest:
        Console(stderr=True).print(output, markup=False, highlight=False)
    return code


def check_feature_path(path: str) -> None:
    """A path argument names a feature file or folder (FILE:LINE for one scenario)."""
    if Path(path).exists():
        return
    file, sep, line = path.rpartition(":")
    if sep and line.isdigit() and Path(file).is_file():
        return
    raise DmRulesError(f"no such feature file or folder: {path}")


def run_with_progress(root: Path, sel: object) -> tuple[RunResult, str]:
    """Runs the scenarios with a progress bar on stderr (gone when the run ends)."""
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

    from reports.runner import Selection, run

    assert isinstance(sel, Selection)
    progress = Progress(TextColumn("running scenarios"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
                        console=Console(stderr=True), transient=True)
    task = progress.add_task("run", total=None)
    with progress:
        return run(root, sel, lambda done, total: progress.update(task, completed=done, total=total or None))


def prepare_outputs(args: argparse.Namespace) -> dict[str, Entry] | None:
    """Checks, before anything runs, that every file to write can be written and that the
    baseline to compare with can be read. Returns the baseline's entries (None: no gate)."""
    from reports.baseline import BaselineError, load
    from reports.outputs import check_writable

    if args.out:
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
            Console(stderr=True).print(f"baseline {path} {state}: it will be written after the run", style="yellow",
                                       highlight=False, soft_wrap=True)
            return {}  # nothing to compare with
    return load(path)


def finish(result: RunResult, args: argparse.Namespace, gate: dict[str, Entry] | None) -> int:
    """Writes or prints the report, then runs the regression gate; returns the exit code."""
    from reports.formats import render_as
    from reports.outputs import write_atomic
    from reports.render_rich import render, summary

    to_stdout = not args.out and args.format != "rich"
    console = Console(stderr=to_stdout)  # messages must not mix into a report printed on stdout
    if args.out:
        write_atomic(Path(args.out), render_as(result, args.format, args.failures_only))
        console.print(summary(result))
        console.print(f"wrote the {args.format} report to {args.out}", highlight=False)
    elif to_stdout:
        sys.stdout.write(render_as(result, args.format, args.failures_only))
        sys.stdout.flush()
    else:
        render(result, console, failures_only=args.failures_only)
    moved = False
    if gate is not None:
        from reports.baseline import compare, update
        from reports.render_gate import render_gate

        path = Path(args.baseline)
        moves = compare(gate, result)
        if args.update_baseline:
            if gate:  # an empty gate: there was no baseline to compare with
                render_gate(moves, path, console, accepted=True)
            n = update(path, result)
            console.print(f"baseline {path} written: {n} scenarios", style="bold green", highlight=False)
        else:
            render_gate(moves, path, console)
            moved = bool(moves)
    return 0 if result.ok and not moved else 1


def cmd_merge(args: argparse.Namespace) -> int:
    from reports.merge import load_result, merge

    gate = prepare_outputs(args)
    result = merge([load_result(Path(f)) for f in args.results])
    return finish(result, args, gate)


def cmd_coverage(args: argparse.Namespace) -> int:
    from reports.coverage import cover, load_catalog, load_not_modelled, unknown_ids
    from reports.outputs import check_writable, write_atomic
    from reports.render_coverage import render_json, render_markdown, render_rich

    if args.out:
        check_writable(Path(args.out))
    catalog = load_catalog(catalog_path(args))
    if args.results:
        from reports.merge import load_result

        result = load_result(Path(args.results))
    else:
        from reports.runner import Selection

        result, _ = run_with_progress(project_root(args.root), Selection(workers=args.workers))
    coverage = cover(catalog, result, profile_names(), load_not_modelled())
    if args.only:
        coverage = [c for c in coverage if c.state in args.only]
    unknown = unknown_ids(catalog, result)
    if args.format == "rich" and not args.out:
        render_rich(coverage, unknown, Console())
        return 0
    renderers = {"json": render_json, "markdown": render_markdown, "rich": rich_text}
    text = renderers[args.format](coverage, unknown)
    if args.out:
        write_atomic(Path(args.out), text)
        Console(stderr=True).print(f"wrote the coverage to {args.out}", highlight=False)
    else:
        sys.stdout.write(text)
    return 0


def rich_text(coverage: list[Coverage], unknown: dict[str, list[str]]) -> str:
    import io

    from reports.render_coverage import render_rich

    buf = io.StringIO()
    render_rich(coverage, unknown, Console(file=buf, width=120, no_color=True))
    return buf.getvalue()


def cmd_sources(args: argparse.Namespace) -> int:
    from reports.sources import write_sources

    n = write_sources(catalog_path(args))
    Console().print(f"wrote the sources of {n} catalog ids to reports/sources.tsv", highlight=False)
    return 0


def catalog_path(args: argparse.Namespace) -> Path:
    """--catalog, or ../shared/examples.yaml next to the project."""
    if args.catalog:
        return Path(args.catalog)
    default = project_root(args.root).parent / "shared" / "examples.yaml"
    if not default.exists():
        raise DmRulesError(f"no catalog at {default}; give --catalog PATH")
    return default


def cmd_explain(args: argparse.Namespace) -> int:
    from reports.explain import explain

    for p in args.profile or []:
        get_profile(p)
    return explain(project_root(args.root), args.target, args.profile or [], Console())


def cmd_steps(args: argparse.Namespace) -> int:
    from rich.table import Table

    from steps.catalog import known_steps, markdown

    if args.markdown:
        print(markdown(known_steps()))
        return 0
    table = Table(title="dmrules step vocabulary", show_lines=False)
    table.add_column("keyword", style="bold")
    table.add_column("step")
    table.add_column("what it does", style="dim")
    for s in known_steps():
        table.add_row(s.keyword, s.example, s.doc)
    Console().print(table)
    return 0


def cmd_profiles(args: argparse.Namespace) -> int:
    from rich.table import Table

    from engine.profiles import PROFILES

    table = Table(title="profiles: one policy per fork in the rules", show_lines=True)
    table.add_column("fork", style="bold")
    for p in PROFILES.values():
        table.add_column(f"{p.name}\n[dim]{p.title}[/dim]", ratio=1)
    forks = list(next(iter(PROFILES.values())).forks())
    for fork in forks:
        table.add_row(fork, *(p.forks()[fork] for p in PROFILES.values()))
    Console().print(table)
    return 0


def cmd_cards(args: argparse.Namespace) -> int:
    from rich.table import Table

    from engine.catalog import Catalog

    if args.vocabulary:
        from engine.vocabulary import EFFECT_OPS, KEYWORDS, STATIC_KINDS, TRIGGER_EVENTS

        for title, entries in (("trigger events (when:)", TRIGGER_EVENTS), ("effect operations (do:)", EFFECT_OPS),
                               ("keywords", KEYWORDS), ("static abilities (static:)", STATIC_KINDS)):
            vocab = Table(title=title, show_header=False)
            vocab.add_column(style="bold")
            vocab.add_column()
            for name, text in entries.items():
                vocab.add_row(name, text)
            Console().print(vocab)
        return 0
    catalog = Catalog.load(Path(args.dir)) if args.dir else Catalog.load()
    table = Table(title=f"card catalog ({len(catalog)} cards)")
    for col in ("name", "type", "civilizations", "cost", "power", "DMPS version"):
        table.add_column(col)
    for c in catalog:
        table.add_row(c.name, c.type.value, "/".join(c.civilizations), str(c.cost),
                      "" if c.power is None else str(c.power), "yes" if c.dmps else "")
    Console().print(table)
    return 0


def add_output_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--format", choices=FORMATS, default="rich", help="the report's format (default: rich)")
    p.add_argument("--out", metavar="FILE", help="write the report to FILE (checked before the run starts)")
    p.add_argument("--failures-only", action="store_true", help="list only failing scenarios")
    p.add_argument("--baseline", metavar="FILE",
                   help="regression gate: fail when any verdict or trace moved since FILE, and show what moved")
    p.add_argument("--update-baseline", action="store_true",
                   help="rewrite the --baseline FILE with this run (atomically) instead of failing on moves")


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="dmrules", description=__doc__)
    parser.add_argument("--root", help="the project folder (default: found from here)")
    sub = parser.add_subparsers(dest="command", required=True)

    v = sub.add_parser("verify", help="run every scenario under every profile and report")
    v.add_argument("paths", nargs="*", help="feature files or folders (FILE:LINE for one scenario)")
    v.add_argument("--profile", action="append", help="only this profile (repeatable); default: all: "
                   + ", ".join(profile_names()))
    v.add_argument("--tags", help="cucumber tag expression, e.g. '@mana and not @ex:DMPS-MANA-01'")
    v.add_argument("--shard", metavar="I/N", help="run only the I-th of N deterministic slices of the scenarios "
                   "(merge the JSON results with `dmrules merge`)")
    v.add_argument("--force-verdicts", metavar="PROFILE",
                   help="assert PROFILE's verdicts under every profile that runs (divergent ones fail)")
    v.add_argument("-n", "--workers", help="run in parallel with pytest-xdist (e.g. auto)")
    v.add_argument("--show-pytest", action="store_true", help="also print pytest's own output")
    add_output_arguments(v)
    v.set_defaults(func=cmd_verify)

    m = sub.add_parser("merge", help="combine JSON results (e.g. of --shard runs) into one report")
    m.add_argument("results", nargs="+", metavar="RESULTS.json", help="files written by --format json")
    add_output_arguments(m)
    m.set_defaults(func=cmd_merge)

    cv = sub.add_parser("coverage", help="which catalog ids have scenarios, and whether their verdicts pass")
    cv.add_argument("--catalog", metavar="PATH", help="the catalog of examples (default: ../shared/examples.yaml)")
    cv.add_argument("--results", metavar="RESULTS.json", help="use these results instead of running the suite")
    cv.add_argument("--only", action="append", choices=STATES, help="list only entries in this state (repeatable)")
    cv.add_argument("--format", choices=("rich", "markdown", "json"), default="rich")
    cv.add_argument("--out", metavar="FILE", help="write to FILE instead of the terminal")
    cv.add_argument("-n", "--workers", help="run in parallel with pytest-xdist (e.g. auto)")
    cv.set_defaults(func=cmd_coverage)

    so = sub.add_parser("sources", help="regenerate reports/sources.tsv (id → seed § section) from the catalog")
    so.add_argument("--catalog", metavar="PATH", help="the catalog of examples (default: ../shared/examples.yaml)")
    so.set_defaults(func=cmd_sources)

    e = sub.add_parser("explain", help="one scenario's run as a tree: events, waiting effects, why each came next")
    e.add_argument("target", help="FEATURE:LINE (the line of the Scenario: or of one of its steps)")
    e.add_argument("--profile", action="append", help="only this profile (repeatable); default: all")
    e.set_defaults(func=cmd_explain)

    s = sub.add_parser("steps", help="list the step vocabulary")
    s.add_argument("--markdown", action="store_true", help="as the Markdown section README.md embeds")
    s.set_defaults(func=cmd_steps)
    pr = sub.add_parser("profiles", help="list the profiles and their forks")
    pr.set_defaults(func=cmd_profiles)
    c = sub.add_parser("cards", help="list (and so validate) the card catalog")
    c.add_argument("--dir", help="a folder of catalog YAML files (default: the project's)")
    c.add_argument("--vocabulary", action="store_true", help="list the trigger events, effect operations, "
                   "keywords and static abilities card data may use")
    c.set_defaults(func=cmd_cards)
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        code: int = args.func(args)
        return code
    except DmRulesError as exc:
        Console(stderr=True).print(Text.assemble(("dmrules: ", "bold red"), str(exc)), soft_wrap=True)
        return 2
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    sys.exit(main())
