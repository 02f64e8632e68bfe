"""Shows what the regression gate found: per scenario and profile, what moved since the baseline."""

from __future__ import annotations

from pathlib import Path

from rich.console import Console
from rich.text import Text

from reports.model.baseline import Move
from reports.model.causes import NO_CAUSE, cause_counts
from reports.model.digests import Changes
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


def grouped(moves: list[Move]) -> dict[str, list[tuple[list[str], Move]]]:
    """Per scenario, its moves with the profiles that moved alike for the same causes: (profiles,
    move). Each profile keeps its own causes (a policy of one profile is never another's cause)."""
    out: dict[str, list[tuple[list[str], Move]]] = {}
    for m in moves:
        groups = out.setdefault(m.uid, [])
        for profiles, first in groups:
            if first.same_as(m) and first.causes == m.causes:
                profiles.append(m.profile)
                break
        else:
            groups.append(([m.profile], m))
    return out


def gate_line(moves: list[Move], path: Path, accepted: bool = False) -> str:
    """The gate's result in one line (the report's summary repeats it)."""
    if not moves:
        return f"regression gate: nothing moved since {path}"
    n = len({m.uid for m in moves})
    verb = "accepted into" if accepted else "moved since"
    return f"regression gate: {plural(n, 'scenario')} ({plural(len(moves), 'run')}) {verb} {path}"


def render_gate(moves: list[Move], path: Path, console: Console, accepted: bool = False,
                changed: Changes | None = None) -> None:
    """The gate's verdict; with ``accepted`` (--update-baseline) the moves are listed as taken in.
    ``changed``: the cards and policies that changed since the baseline (named even if nothing moved)."""
    if changed:
        unseen = " (no verdict or trace moved)" if not moves else ""
        console.print(Text(f"\nchanged since {path}{unseen}: " + "; ".join(changed.lines()), style="yellow"),
                      soft_wrap=True)
    if not moves:
        console.print(Text(gate_line(moves, path), style="bold green"))
        return
    console.print(Text("\n" + gate_line(moves, path, accepted), style="bold yellow" if accepted else "bold red"))
    for uid, groups in grouped(moves).items():
        head = Text("\n● ", style="bold")
        head.append(printable(uid), style="bold")
        head.append(f"  features/{printable(groups[0][1].key)}", style="dim")
        console.print(head, soft_wrap=True)
        for profiles, m in groups:
            console.print(Text(f"  {printable(', '.join(profiles))}: {m.kind}", style="bold yellow" if m.kind == "moved"
                               else "bold"))
            if m.causes:
                causes = printable("; ".join(m.causes))
                console.print(Text(f"      changed since the baseline: {causes}", style="yellow"), soft_wrap=True)
            for c in m.changes:
                console.print(Text("      " + printable(c).replace("\n", "\n      ")), soft_wrap=True)
            shown = m.trace_diff[2:MAX_DIFF_LINES + 2]  # the "---"/"+++" header says nothing here
            if shown:
                console.print(Text("      trace:", style="dim"))
            for line in shown:
                console.print(Text("        ") + diff_line(printable(line)), soft_wrap=True)
            if len(m.trace_diff) > MAX_DIFF_LINES + 2:
                console.print(Text(f"        … {len(m.trace_diff) - MAX_DIFF_LINES - 2} more lines", style="dim"))
    counts = cause_counts(moves)
    if counts:
        console.print(Text("\ncauses (runs, scenarios):", style="bold"))
        for cause, runs, scenarios in counts:
            console.print(Text(f"  {printable(cause)}: {plural(runs, 'run')}, {plural(scenarios, 'scenario')}",
                               style="dim" if cause == NO_CAUSE else ""), soft_wrap=True)
    if not accepted:
        console.print(Text(f"\n{gate_line(moves, path)}; if these moves are intended, accept them: "
                           f"rerun with --baseline {path} --update-baseline", style="bold red"), soft_wrap=True)
