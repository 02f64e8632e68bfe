"""The ``dmrules`` command line."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from rich.console import Console

from engine.errors import DmRulesError
from engine.profiles import get_profile, profile_names


def project_root(explicit: str | None) -> Path:
    if explicit:
        return Path(explicit).resolve()
    for base in (Path.cwd(), *Path.cwd().parents, Path(__file__).resolve().parent.parent):
        if (base / "features").is_dir() and (base / "scenarios").is_dir():
            return base
    raise DmRulesError("cannot find the project (a folder with features/ and scenarios/); use --root")


def cmd_verify(args: argparse.Namespace) -> int:
    from reports.runner import Selection, run

    for p in args.profile or []:
        get_profile(p)
    if args.force_verdicts:
        get_profile(args.force_verdicts)
    root = project_root(args.root)
    console = Console(stderr=False)
    sel = Selection(paths=[str(Path(p).resolve()) if ":" not in p else p for p in args.paths],
                    profiles=args.profile or [], tags=args.tags, force=args.force_verdicts,
                    workers=args.workers)
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn

    progress = Progress(TextColumn("running scenarios"), BarColumn(), MofNCompleteColumn(),
                        console=Console(stderr=True), transient=True)
    task = progress.add_task("run", total=None)
    with progress:
        result, output = run(root, sel, lambda done, total: progress.update(task, completed=done, total=total))
    if not result.scenarios and not result.problems:
        result.problems.append("no scenario matched the selection")
    render_result(result, args, console)
    if args.show_pytest:
        console.print(output)
    return 0 if result.ok else 1


def render_result(result: object, args: argparse.Namespace, console: Console) -> None:
    from reports.render_rich import render
    from reports.results import RunResult

    assert isinstance(result, RunResult)
    render(result, console, failures_only=args.failures_only)


def cmd_explain(args: argparse.Namespace) -> int:
    from reports.explain import explain

    for p in args.profile or []:
        get_profile(p)
    return explain(project_root(args.root), args.target, args.profile or [], Console())


def cmd_steps(args: argparse.Namespace) -> int:
    from rich.table import Table

    from steps.catalog import known_steps

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

    table = Table(title="profiles", show_lines=True)
    table.add_column("profile", style="bold")
    forks = list(next(iter(PROFILES.values())).forks())
    for f in forks:
        table.add_column(f)
    for p in PROFILES.values():
        table.add_row(f"{p.name}\n[dim]{p.title}[/dim]", *p.forks().values())
    Console().print(table)
    return 0


def cmd_cards(args: argparse.Namespace) -> int:
    from rich.table import Table

    from engine.catalog import Catalog

    catalog = Catalog.load(Path(args.dir)) if args.dir else Catalog.load()
    table = Table(title=f"card catalog ({len(catalog)} cards)")
    for col in ("name", "type", "civilizations", "cost", "power", "DMPS version"):
        table.add_column(col)
    for c in catalog:
        table.add_row(c.name, c.type.value, "/".join(c.civilizations), str(c.cost),
                      "" if c.power is None else str(c.power), "yes" if c.dmps else "")
    Console().print(table)
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="dmrules", description=__doc__)
    parser.add_argument("--root", help="the project folder (default: found from here)")
    sub = parser.add_subparsers(dest="command", required=True)

    v = sub.add_parser("verify", help="run every scenario under every profile and report")
    v.add_argument("paths", nargs="*", help="feature files or folders (FILE:LINE for one scenario)")
    v.add_argument("--profile", action="append", help="only this profile (repeatable); default: all: "
                   + ", ".join(profile_names()))
    v.add_argument("--tags", help="cucumber tag expression, e.g. '@mana and not @ex:DMPS-MANA-01'")
    v.add_argument("--force-verdicts", metavar="PROFILE",
                   help="assert PROFILE's verdicts under every profile that runs (divergent ones fail)")
    v.add_argument("-n", "--workers", help="run in parallel with pytest-xdist (e.g. auto)")
    v.add_argument("--failures-only", action="store_true", help="list only failing scenarios")
    v.add_argument("--show-pytest", action="store_true", help="also print pytest's own output")
    v.set_defaults(func=cmd_verify)

    e = sub.add_parser("explain", help="one scenario's run as a tree: events, waiting effects, why each came next")
    e.add_argument("target", help="FEATURE:LINE (the line of the Scenario: or of one of its steps)")
    e.add_argument("--profile", action="append", help="only this profile (repeatable); default: all")
    e.set_defaults(func=cmd_explain)

    s = sub.add_parser("steps", help="list the step vocabulary")
    s.set_defaults(func=cmd_steps)
    pr = sub.add_parser("profiles", help="list the profiles and their forks")
    pr.set_defaults(func=cmd_profiles)
    c = sub.add_parser("cards", help="list (and so validate) the card catalog")
    c.add_argument("--dir", help="a folder of catalog YAML files (default: the project's)")
    c.set_defaults(func=cmd_cards)
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        code: int = args.func(args)
        return code
    except DmRulesError as exc:
        Console(stderr=True).print(f"[bold red]dmrules:[/bold red] {exc}", highlight=False)
        return 2
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    sys.exit(main())
