"""The terminal report (rich): a summary, then per topic a compact table and the details below it.

A table row is one scenario: its catalog ids and name, one short cell per profile (✔ pass,
✘ FAIL, ! error, · recorded, ⊘ refused) and ≠ when the profiles' outcomes diverge. Below
the table, each diverging scenario lists the verdicts that differ, profile by profile, and
each failing one its failure.
"""

from __future__ import annotations

import io
from typing import Any

from rich import box
from rich.console import Console, Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from reports.results import FAILING, ProfileRun, RunResult, ScenarioResult

STYLE = {"passed": "green", "failed": "bold red", "error": "bold magenta", "observed": "cyan",
         "refused": "yellow"}
CELL = {"passed": "✔ pass", "failed": "✘ FAIL", "error": "! error", "observed": "· seen", "refused": "⊘ refused"}
LEGEND = ("✔ pass: its verdicts hold · ✘ FAIL: a verdict asserted for it does not hold · ! error · "
          "· seen: recorded, nothing asserted for it · ⊘ refused: the board breaks its limits · "
          "≠ the profiles' outcomes diverge")


def cell(run: ProfileRun | None) -> Text:
    if run is None:
        return Text("—", style="dim")
    return Text(CELL.get(run.status, run.status), style=STYLE.get(run.status, ""))


def scenario_table(scenarios: list[ScenarioResult], profiles: list[str]) -> Table:
    table = Table(box=box.SIMPLE_HEAD, expand=True, pad_edge=False, show_edge=False)
    table.add_column("scenario", ratio=1, overflow="fold")
    for p in profiles:
        table.add_column(p, no_wrap=True)
    table.add_column("≠", no_wrap=True, justify="center")
    for s in scenarios:
        name = Text(" ".join(s.ids) or "(no id)", style="bold")
        name.append(f" {s.title}")
        if s.source:
            name.append(f"\n  {s.source}", style="dim")
        diverge = Text("≠", style="bold yellow") if s.diverges() else Text("=", style="dim")
        table.add_row(name, *[cell(s.runs.get(p)) for p in profiles], diverge)
    return table


def details(s: ScenarioResult, profiles: list[str]) -> list[RenderableType]:
    """What a reader needs below the table: the differing verdicts and the failures."""
    if not s.diverges() and s.status not in FAILING:
        return []
    head = Text("≠ " if s.diverges() else "✘ ", style="bold yellow" if s.diverges() else "bold red")
    head.append(" ".join(s.ids) or "(no id)", style="bold")
    head.append(f" {s.title}")
    head.append(f"  {s.key}" + (f" · {s.source}" if s.source else ""), style="dim")
    out: list[RenderableType] = [Text(""), head]
    runs = [s.runs[p] for p in profiles if p in s.runs]
    stopped = [r for r in runs if r.status == "refused" or (r.status == "observed" and r.detail)]
    for row in s.rows(profiles):
        if not row.differs:
            continue
        out.append(Text(f"    {row.claim}", style="italic"))
        grid = Table.grid(padding=(0, 1))
        grid.add_column(width=6)
        grid.add_column(no_wrap=True, style="dim")
        grid.add_column(ratio=1, overflow="fold")
        for p, o in row.cells.items():
            grid.add_row("", p, observed(o))
        out.append(grid)
    for r in stopped:
        out.append(Text(f"    {r.profile}: {r.status}: {r.detail}", style=STYLE.get(r.status, "")))
    for r in runs:
        if r.status in FAILING:
            out.append(Panel(Text(r.detail), title=f"{r.profile}: {r.status}", title_align="left",
                             border_style=STYLE[r.status], box=box.ROUNDED, padding=(0, 1)))
    return out


def observed(o: dict[str, Any] | None) -> Text:
    """A profile's value for one verdict: green/red when asserted for it, plain when only recorded."""
    if o is None:
        return Text("(not reached)", style="dim")
    if not o["asserted"]:
        return Text(str(o["observed"]))
    if o["held"]:
        return Text(f"{o['observed']} ✔", style="green")
    sep = "\n" if "\n" in f"{o['observed']}{o['expected']}" else " "
    return Text(f"{o['observed']} ✘{sep}expected: {o['expected']}", style="bold red")


def plural(n: int, word: str) -> str:
    return f"{n} {word}" + ("" if n == 1 else "s")


def summary(result: RunResult) -> Panel:
    c = result.counts()
    line = Text(f"{plural(c['scenarios'], 'scenario')} × {plural(len(result.profiles), 'profile')} "
                f"({', '.join(result.profiles)})\n")
    line.append(f"✔ {c['passed']} pass   ", style="green")
    line.append(f"✘ {c['failed']} fail   ", style="bold red" if c["failed"] else "dim")
    line.append(f"! {c['error']} errors   ", style="bold magenta" if c["error"] else "dim")
    line.append(f"· {c['observed']} recorded only   ", style="cyan" if c["observed"] else "dim")
    line.append(f"≠ {c['diverging']} diverge", style="yellow")
    body: list[RenderableType] = [line]
    if result.selection:
        body.append(Text("selection: " + "; ".join(f"{k} {_show(v)}" for k, v in result.selection.items()),
                         style="dim"))
    if result.forced:
        body.append(Text(f"verdicts written for {result.forced} were forced onto every profile run",
                         style="bold yellow"))
    for p in result.problems:
        body.append(Text(p, style="bold red"))
    return Panel(Group(*body), title="dmrules verify", title_align="left",
                 border_style="green" if result.ok else "red")


def _show(value: object) -> str:
    return ", ".join(map(str, value)) if isinstance(value, list) else str(value)


def render(result: RunResult, console: Console, failures_only: bool = False) -> None:
    console.print(summary(result))
    for topic, scenarios in result.by_topic().items():
        shown = [s for s in scenarios if s.status in FAILING] if failures_only else scenarios
        if not shown:
            continue
        diverging = sum(1 for s in scenarios if s.diverges())
        head = Text(f"\n{topic or '(no topic)'}", style="bold underline")
        head.append(f"  {plural(len(scenarios), 'scenario')}, {diverging} diverge", style="not underline dim")
        console.print(head)
        console.print(scenario_table(shown, result.profiles))
        for s in shown:
            for part in details(s, result.profiles):
                console.print(part)
    if result.scenarios:
        console.print(Text(LEGEND, style="dim"))
        console.print(summary(result))


def render_text(result: RunResult, width: int = 120, failures_only: bool = False) -> str:
    """The same report as plain text (for ``--format rich --out FILE``)."""
    buf = io.StringIO()
    render(result, Console(file=buf, width=width, no_color=True, highlight=False, force_terminal=False),
           failures_only)
    return buf.getvalue()
