"""The terminal report: a summary, then a table per topic, with rich."""

from __future__ import annotations

from rich.console import Console, Group
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from reports.results import ProfileRun, RunResult, ScenarioResult

STYLE = {"passed": "green", "failed": "bold red", "error": "bold magenta", "observed": "cyan",
         "refused": "yellow"}
MARK = {"passed": "✔", "failed": "✘", "error": "!", "observed": "·", "refused": "⊘"}


def cell(run: ProfileRun | None, width: int = 60) -> Text:
    if run is None:
        return Text("—", style="dim")
    label = "asserted" if run.asserted else "observed"
    text = Text(f"{MARK.get(run.status, '?')} {run.status}", style=STYLE.get(run.status, ""))
    shown = run.detail if run.status in ("failed", "error", "refused") else run.outcome
    if shown:
        short = shown if len(shown) <= width else shown[: width - 1] + "…"
        text.append(f"\n{short}", style="dim" if run.status in ("passed", "observed") else "")
    if run.status in ("passed", "observed"):
        text.append(f" [{label}]", style="dim")
    return text


def scenario_table(title: str, scenarios: list[ScenarioResult], profiles: list[str]) -> Table:
    table = Table(title=title, title_justify="left", show_lines=True, expand=True)
    table.add_column("id", no_wrap=True, style="bold")
    table.add_column("scenario", ratio=2)
    for p in profiles:
        table.add_column(p, ratio=2)
    table.add_column("diverges", justify="center")
    table.add_column("source", ratio=1, style="dim")
    for s in scenarios:
        diverge = Text("yes", style="bold yellow") if s.diverges() else Text("no", style="dim")
        table.add_row("\n".join(s.ids) or "—", f"{s.scenario}\n[dim]{s.key}[/dim]",
                      *[cell(s.runs.get(p)) for p in profiles], diverge, s.source)
    return table


def summary(result: RunResult) -> Panel:
    c = result.counts()
    ok = result.ok
    line = Text()
    line.append(f"{c['scenarios']} scenarios × {len(result.profiles)} profiles ({', '.join(result.profiles)})   ")
    line.append(f"{c['passed']} passed  ", style="green")
    line.append(f"{c['failed']} failed  ", style="red" if c["failed"] else "dim")
    line.append(f"{c['error']} errors  ", style="magenta" if c["error"] else "dim")
    line.append(f"{c['diverging']} diverge between profiles", style="yellow")
    body: list[Text] = [line]
    if result.forced:
        body.append(Text(f"verdicts written for {result.forced} were forced onto every profile run",
                         style="bold yellow"))
    for p in result.problems:
        body.append(Text(p, style="bold red"))
    return Panel(Group(*body), title="dmrules verify", border_style="green" if ok else "red")


def render(result: RunResult, console: Console, failures_only: bool = False) -> None:
    console.print(summary(result))
    topics: dict[str, list[ScenarioResult]] = {}
    for s in result.scenarios:
        if failures_only and s.status not in ("failed", "error"):
            continue
        topics.setdefault(s.topic, []).append(s)
    for topic, scenarios in topics.items():
        console.print(scenario_table(topic, scenarios, result.profiles))
    for s in result.scenarios:
        for p, run in s.runs.items():
            if run.status in ("failed", "error"):
                console.print(Panel(Text(run.detail), title=f"{s.key} under {p}: {run.status}",
                                    border_style=STYLE[run.status]))
    console.print(summary(result))
