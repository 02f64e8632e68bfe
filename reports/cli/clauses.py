"""``dmrules rules``: the ledger of the comprehensive rules' clauses (features/cr/clauses.yaml),
listed and filtered by status and section.

One line per clause: its number, its status, the scenarios that encode it (or the reason it is not
encoded) and its text; then the counts by status and the encoded share of the testable clauses.
A ``@cr:`` tag naming no recorded clause, an encoded clause without a scenario, or a tag on a clause
not encoded is an error that names the file and line.
"""

from __future__ import annotations

import argparse
from collections import Counter

from rich.console import Console
from rich.markup import escape

from reports.cli.exit_codes import ExitCode
from reports.cli.project import project_root
from reports.model.clauses import CLAUSES_FILE, STATUSES, Clause, ClauseError, load_ledger, problems, select, tagged
from reports.render.escaping import json_text


def _where(c: Clause, locations: dict[str, list[str]]) -> str:
    if c.status == "encoded":
        return ", ".join(locations.get(c.number, []))
    return c.reason


def cmd_rules(args: argparse.Namespace) -> int:
    root = project_root(args.root)
    ledger = load_ledger(root / CLAUSES_FILE)
    locations = tagged(root / "features", root)
    found = problems(ledger, locations)
    if found:
        raise ClauseError("the clauses' ledger and the scenarios' @cr tags disagree:\n" + "\n".join(found))
    chosen = sorted(select(ledger.clauses, status=args.status, section=args.section), key=Clause.key)
    if args.format == "json":
        rows = [{"number": c.number, "section": c.rule, "text": c.text, "status": c.status, "reason": c.reason,
                 "tags": c.tags, "note": c.note, "scenarios": locations.get(c.number, [])} for c in chosen]
        print(json_text({"version": ledger.version, "source": ledger.source, "clauses": rows}))
        return ExitCode.OK
    out = Console(soft_wrap=True, highlight=False)
    out.print(f"[dim]{escape(ledger.version)} ({escape(ledger.source)})[/]")
    for c in chosen:
        out.print(f"[bold]{c.number}[/]  {c.status}  {escape(_where(c, locations))}  [dim]— {escape(c.text)}[/]")
    counts = Counter(c.status for c in chosen)
    testable = counts["encoded"] + counts["waiting"]
    share = f"; {counts['encoded']} of {testable} testable encoded ({counts['encoded'] / testable:.0%})" \
        if testable else ""
    out.print(f"{len(chosen)} of {len(ledger.clauses)} clauses: "
              + ", ".join(f"{counts[s]} {s}" for s in STATUSES if counts[s]) + share)
    return ExitCode.OK
