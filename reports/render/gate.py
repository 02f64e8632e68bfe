"""Shows what the regression gate found: per scenario and profile, what moved since the baseline."""

from __future__ import annotations

from pathlib import Path

from rich.console import Console
from rich.text import Text

from reports.model.baseline import Move
from reports.render.escaping import printable
from reports.render.terminal import plural

MAX_DIFF_LINES = 60


def diff_line(line: str) -> Text:
    if line.startswith(("+++", "---")):
        return Text(line, style="bold")
    if line.startswith("@@"):
        return Text(line, style="cyan")
    if line.startswith("+"):
        return Text(line, style="green")
    if line.startswith("-"):
        return Text(line, style="red")
    return Text(line, style="dim")


def render_gate(moves: list[Move], path: Path, console: Console, accepted: bool = False) -> None:
    """The gate's verdict; with ``accepted`` (--update-baseline) the moves are listed as taken in."""
    if not moves:
        console.print(Text(f"regression gate: nothing moved since {path}", style="bold green"))
        return
    scenarios: dict[str, list[Move]] = {}
    for m in moves:  # a baseline's texts are printed: no control characters
        scenarios.setdefault(printable(m.uid), []).append(m)
    verb = "accepted into" if accepted else "moved since"
    runs = f"{len(moves)} run" + ("s" if len(moves) != 1 else "")
    console.print(Text(f"\nregression gate: {plural(len(scenarios), 'scenario')} ({runs} of a scenario under a "
                       f"profile) {verb} {path}", style="bold yellow" if accepted else "bold red"))
    for uid, group in scenarios.items():
        head = Text("\n● ", style="bold")
        head.append(uid, style="bold")
        head.append(f"  features/{printable(group[0].key)}", style="dim")
        console.print(head)
        for m in group:
            style = "bold yellow" if m.kind == "moved" else "bold"
            console.print(Text(f"  {printable(m.profile)}: {m.kind}", style=style))
            for change in m.changes:
                console.print(Text(f"      {printable(change)}"))
            shown = m.trace_diff[:MAX_DIFF_LINES]
            if shown:
                console.print(Text("      trace:", style="dim"))
            for line in shown:
                console.print(Text("        ") + diff_line(printable(line)))
            if len(m.trace_diff) > MAX_DIFF_LINES:
                console.print(Text(f"        … {len(m.trace_diff) - MAX_DIFF_LINES} more lines", style="dim"))
    if not accepted:
        console.print(Text(f"\nIf these moves are intended, accept them: rerun with --baseline {path} "
                           f"--update-baseline", style="dim"))
