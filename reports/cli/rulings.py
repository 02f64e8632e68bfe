"""``dmrules rulings``: the ledger of official rulings (features/faq/rulings.yaml), listed and
filtered; ``dmrules rulings check FILE`` compares a dump in the ledger's format with it.

The listing prints one line per ruling: id, date, status, the scenarios that encode it (or the
reason it is not encoded, or the record that superseded it), and its digest; then the counts by
provenance (official Q&A, official notices and rules, official with the address not found, and
summaries: reports.model.ruling_provenance), each by status, and the counts by status. ``check``
prints the answers that changed, the rulings the dump lacks and the questions the dump answers
twice; it exits 1 when it found any, 0 when none.
"""

from __future__ import annotations

import argparse
from collections import Counter
from pathlib import Path

from rich.console import Console
from rich.markup import escape

from engine.catalog.reading import InputError, read_text
from engine.model.errors import DmRulesError
from reports.cli.exit_codes import ExitCode
from reports.cli.project import project_root
from reports.model.coverage import RULINGS_FILE
from reports.model.ruling_provenance import PROVENANCES, WORDS, provenance
from reports.model.rulings import STATUSES, Ruling, check, load_ledger, parse_ledger, select, tagged
from reports.render.escaping import json_text


def where(r: Ruling, locations: dict[str, list[str]]) -> str:
    if r.status == "encoded" or (r.status == "superseded" and r.id in locations):
        places = ", ".join(locations.get(r.id, [])) or "no scenario!"
        return places + (f" (superseded by {r.superseded_by})" if r.superseded_by else "")
    if r.status == "superseded":
        return f"superseded by {r.superseded_by}"
    return r.reason


def cmd_rulings(args: argparse.Namespace) -> int:
    root = project_root(args.root)
    ledger = load_ledger(root / RULINGS_FILE)
    if args.action == "check":
        if not args.file:
            raise DmRulesError("rulings check: give the dump to compare (dmrules rulings check FILE)")
        return check_dump(ledger, Path(args.file))
    chosen = select(ledger, status=args.status, kind=args.kind, mechanic=args.mechanic, year=args.year,
                    card=args.card)
    if getattr(args, "provenance", None):
        chosen = [r for r in chosen if provenance(r) in WORDS[args.provenance]]
    problems: list[str] = []
    locations = tagged(root / "features", root, problems)
    for problem in problems:
        Console(stderr=True, soft_wrap=True, highlight=False).print(f"warning: skipped {escape(problem)}",
                                                                    style="yellow")
    out = Console(soft_wrap=True, highlight=False)
    if args.format == "json":
        rows = [{"id": r.id, "date": r.date, "status": r.status, "kind": r.kind, "address": r.address,
                 "provenance": provenance(r), "profiles": r.profiles, "digest": r.digest,
                 "scenarios": locations.get(r.id, []),
                 "reason": r.reason, "superseded_by": r.superseded_by} for r in chosen]
        print(json_text(rows))
        return 0
    for r in chosen:
        out.print(f"[bold]{escape(r.id)}[/]  {r.date}  {r.status}  {escape(where(r, locations))}  "
                  f"[dim]— {escape(r.digest)}[/]")
    for line in provenance_lines(chosen):
        out.print(line)
    counts = Counter(r.status for r in chosen)
    official = sum(1 for r in chosen if provenance(r) in WORDS["official"])
    out.print(f"{len(chosen)} of {len(ledger)} rulings: "
              + ", ".join(f"{counts[s]} {s}" for s in STATUSES if counts[s])
              + f" ({official} official, {len(chosen) - official} summaries)")
    return 0


def provenance_lines(rulings: list[Ruling]) -> list[str]:
    """One line per provenance: how many rulings, and how many of them in each status."""
    lines = []
    for p in PROVENANCES:
        counts = Counter(r.status for r in rulings if provenance(r) == p)
        if counts:
            lines.append(f"{p}: {sum(counts.values())} ("
                         + ", ".join(f"{counts[s]} {s}" for s in STATUSES if counts[s]) + ")")
    return lines


def check_dump(ledger: list[Ruling], path: Path) -> int:
    try:
        text = read_text(path)
    except InputError as exc:
        raise DmRulesError(str(exc)) from None
    report = check(ledger, parse_ledger(text, str(path)))
    out = Console(soft_wrap=True, highlight=False)
    for mine, theirs in report.changed:
        out.print(f"answer changed: {escape(mine.id)}: {escape(mine.digest)!r} → {escape(theirs.digest)!r} "
                  f"({path}:{theirs.line})")
    for r in report.disappeared:
        out.print(f"disappeared: {escape(r.id)} ({escape(r.address)})")
    for group in report.twice:
        out.print("answered twice: " + ", ".join(f"{escape(r.id)} ({path}:{r.line})" for r in group)
                  + f": {escape(group[0].question)}")
    out.print(f"{len(report.changed)} changed, {len(report.disappeared)} disappeared, "
              f"{len(report.twice)} answered twice")
    return ExitCode.OK if report.clean else ExitCode.FAILED
