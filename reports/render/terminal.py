"""The terminal report (rich): the summary, the failures, then the divergences.

``--show failures`` stops after the failures; ``diff`` (the default) adds one line per diverging
scenario (where, which profiles agree, the kind of difference, its ids and name); ``all`` adds
per topic a table (one row per scenario: a short cell per profile, ✔ pass, ✘ FAIL, ! error,
· recorded, ⊘ refused, and the kind of difference when the profiles' outcomes diverge) with the
verdicts that differ below it, profile by profile. Every location printed pastes back into
``dmrules verify`` and ``dmrules explain``. A scenario whose TCG verdicts come from the general
paper rules (``@tcg-general``) says so.
"""

from __future__ import annotations

import io
from typing import Any

from rich import box
from rich.console import Console, Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from reports.model.results import CHOICE, KINDS, OUTCOME, UNREACHED, ProfileRun, RunResult, ScenarioResult
from reports.render.escaping import printable_result
from reports.render.formats import SHOWS as SHOWS
from steps.runtime.status import SHOWN, Status

STYLE = {Status.passed: "green", Status.failed: "bold red", Status.error: "bold magenta", Status.observed: "cyan",
         Status.refused: "yellow"}
SHORT = {OUTCOME: "≠ outcome", CHOICE: "≠ choice", UNREACHED: "≠ unreached"}
LEGEND = (" · ".join(s.label + (f": {s.meaning}" if s.meaning else "") for s in SHOWN) + " · "
          "≠ the profiles' outcomes diverge: outcome (a different outcome), choice (one profile fixes "
          "what another leaves to the players), unreached (a run stopped before the verdict) · "
          "TCG: general rules: its TCG verdicts come from the general paper rules, not a source")
GENERAL = "TCG: general rules"


def cell(run: ProfileRun | None) -> Text:
    if run is None:
        return Text("—", style="dim")
    return Text(run.status.label, style=STYLE[run.status])


def scenario_table(scenarios: list[ScenarioResult], profiles: list[str]) -> Table:
    table = Table(box=box.SIMPLE_HEAD, expand=True, pad_edge=False, show_edge=False)
    table.add_column("scenario", ratio=1, overflow="fold")
    for p in profiles:
        table.add_column(p, no_wrap=True)
    table.add_column("≠", no_wrap=True, justify="center")
    for s in scenarios:
        name = Text(" ".join(s.ids) or "(no id)", style="bold")
        name.append(f" {s.title}")
        name.append(f"\n  {s.location}" + (f" · {s.source}" if s.source else "")
                    + (f" · {GENERAL}" if s.tcg_general else ""), style="dim")
        kind = s.difference_kind
        diverge = Text(SHORT[kind], style="bold yellow") if kind else Text("=", style="dim")
        table.add_row(name, *[cell(s.runs.get(p)) for p in profiles], diverge)
    return table


def _head(s: ScenarioResult, mark: str, style: str) -> Text:
    head = Text(f"{mark} ", style=style)
    head.append(s.location, style="bold")
    head.append(f"  {' '.join(s.ids) or '(no id)'}", style="bold")
    head.append(f"  {s.title}")
    if s.source:
        head.append(f"  · {s.source}", style="dim")
    if s.tcg_general:
        head.append(f"  · {GENERAL}", style="dim")
    return head


def divergence(s: ScenarioResult, profiles: list[str]) -> list[RenderableType]:
    """The verdicts whose value differs between profiles, one profile per line; and where a run stopped."""
    out: list[RenderableType] = []
    for row in s.rows(profiles):
        if not row.differs:
            continue
        claim = Text(f"    {row.claim}", style="italic")
        if row.kind:
            claim.append(f"  [{row.kind}" + (f": {row.contrast()}]" if row.kind == CHOICE else "]"), style="yellow")
        out.append(claim)
        grid = Table.grid(padding=(0, 1))
        grid.add_column(width=6)
        grid.add_column(no_wrap=True, style="dim")
        grid.add_column(ratio=1, overflow="fold")
        for p, o in row.cells.items():
            grid.add_row("", p, observed(o))
        out.append(grid)
    for r in (s.runs[p] for p in profiles if p in s.runs):
        if r.stopped and not r.status.failing:
            out.append(Text(f"    {r.profile}: {r.status}: {r.detail}", style=STYLE[r.status]))
    return out


PROFILE_SLOT = "\x00profiles\x00"


def failing_step(s: ScenarioResult, r: ProfileRun) -> str:
    """The step line a run failed at (``features/FILE:LINE: Then ...``), or ""."""
    for step in r.steps:
        if step.get("status") in ("failed", "error", "undefined"):
            return f"{s.location.rsplit(':', 1)[0]}:{step.get('line')}: {str(step.get('keyword', '')).strip()} " \
                   f"{step.get('name', '')}"
    return ""


def failure_panels(s: ScenarioResult, profiles: list[str]) -> list[RenderableType]:
    """One panel per distinct failure, with the step that failed; profiles that failed alike share
    one (their details differ only in naming the profile)."""
    alike: dict[tuple[Status, str, str], list[str]] = {}
    for r in (s.runs[p] for p in profiles if p in s.runs):
        if r.status.failing:
            detail = r.detail.replace(f"under {r.profile}:", f"under {PROFILE_SLOT}:")
            alike.setdefault((r.status, detail, failing_step(s, r)), []).append(r.profile)
    panels: list[RenderableType] = []
    for (status, detail, step), names in alike.items():
        body = Text()
        if step:
            body.append(f"at {step}\n", style="bold")
        body.append(detail.replace(PROFILE_SLOT, ", ".join(names)))
        panels.append(Panel(body, title=f"{', '.join(names)}: {status}", title_align="left",
                            border_style=STYLE[status], box=box.ROUNDED, padding=(0, 1)))
    return panels


def details(s: ScenarioResult, profiles: list[str]) -> list[RenderableType]:
    """What a reader needs about one scenario: the differing verdicts and the failures."""
    if not s.diverges() and not s.status.failing:
        return []
    head = _head(s, "≠" if s.diverges() else "✘", "bold yellow" if s.diverges() else "bold red")
    forks = [Text(f"  forks ({a.pair}): " + (" + ".join(a.forks) if a.forks else a.finding), style="cyan")
             for a in s.attributions]
    return [Text(""), head, *forks, *divergence(s, profiles), *failure_panels(s, profiles)]


def agreement(s: ScenarioResult, profiles: list[str]) -> str:
    """Which profiles agree: ``tcg ≠ dmps = dmps-old`` (groups in order of first appearance)."""
    groups: dict[str, list[str]] = {}
    for p in profiles:
        if p in s.runs:
            groups.setdefault(s.runs[p].signature(), []).append(p)
    return " ≠ ".join(" = ".join(g) for g in groups.values())


def diverging_line(s: ScenarioResult, profiles: list[str]) -> Text:
    """One diverging scenario in one line: where, which profiles agree, its ids and name."""
    line = Text("  ")
    line.append(s.location, style="bold")
    line.append(f"  {agreement(s, profiles)}", style="yellow")
    kinds = s.difference_kinds(profiles)
    if kinds:
        line.append(f"  ({', '.join(kinds)})", style="yellow")
    forks = s.fork_labels()
    if forks:
        line.append(f"  [forks: {', '.join(forks)}]", style="cyan")
    line.append(f"  {' '.join(s.ids) or '(no id)'}", style="bold")
    line.append(f"  {s.title}")
    if s.tcg_general:
        line.append(f"  · {GENERAL}", style="dim")
    return line


def observed(o: dict[str, Any] | None) -> Text:
    """A profile's value for one verdict: green/red when asserted for it, plain when only recorded."""
    if o is None:
        return Text("(not reached)", style="dim")
    if not o["asserted"]:
        return Text(str(o["observed"]))
    if o["held"]:
        reached = " (reached by a choice)" if len(o.get("outcomes") or []) > 1 else ""
        return Text(f"{o['observed']} ✔{reached}", style="green")
    sep = "\n" if "\n" in f"{o['observed']}{o['expected']}" else " "
    return Text(f"{o['observed']} ✘{sep}expected: {o['expected']}", style="bold red")


def plural(n: int, word: str) -> str:
    return f"{n} {word}" + ("" if n == 1 else "s")


def summary(result: RunResult, gate: str | None = None) -> Panel:
    c = result.counts()
    line = Text(f"{plural(c['scenarios'], 'scenario')} × {plural(len(result.profiles), 'profile')} "
                f"({', '.join(result.profiles)})\n")
    line.append(f"✔ {c['passed']} pass   ", style="green")
    line.append(f"✘ {c['failed']} fail   ", style="bold red" if c["failed"] else "dim")
    line.append(f"! {c['error']} errors   ", style="bold magenta" if c["error"] else "dim")
    line.append(f"· {c['observed']} recorded only   ", style="cyan" if c["observed"] else "dim")
    line.append(f"≠ {c['diverging']} diverge", style="yellow")
    if c["diverging"]:
        line.append(f" ({kinds_text(c)})", style="yellow")
    body: list[RenderableType] = [line]
    if result.selection:
        body.append(Text("selection: " + "; ".join(f"{k} {_show(v)}" for k, v in result.selection.items()),
                         style="dim"))
    if result.forced:
        body.append(Text(f"verdicts written for {result.forced} were forced onto every profile run",
                         style="bold yellow"))
    moved = gate is not None and "nothing moved" not in gate
    if gate:
        body.append(Text(gate + (" (below)" if moved else ""), style="bold red" if moved else "green"))
    for p in result.problems:
        body.append(Text(p, style="bold red"))
    if result.skipped:
        body.append(Text(f"skipped {plural(len(result.skipped), 'malformed feature file')} (the rest ran):",
                         style="bold red"))
        body += [Text(f"  {line}", style="red") for line in result.skipped]
    return Panel(Group(*body), title="dmrules verify", title_align="left",
                 border_style="green" if result.ok and not result.skipped and not moved else "red")


def recap(result: RunResult) -> str:
    """The summary's counts in one line (the last line of a long report)."""
    c = result.counts()
    skipped = f", {plural(len(result.skipped), 'feature file')} skipped" if result.skipped else ""
    kinds = f" ({kinds_text(c)})" if c["diverging"] else ""
    return (f"{plural(c['scenarios'], 'scenario')} × {plural(len(result.profiles), 'profile')}: ✔ {c['passed']} pass"
            f" · ✘ {c['failed']} fail · ! {c['error']} errors · · {c['observed']} recorded only"
            f" · ≠ {c['diverging']} diverge{kinds}{skipped}")


def kinds_text(counts: dict[str, int]) -> str:
    """How many diverging scenarios differ in each way (each counted under its strongest kind)."""
    return ", ".join(f"{counts.get(k, 0)} {k}" for k in KINDS)


def _show(value: object) -> str:
    return ", ".join(map(str, value)) if isinstance(value, list) else str(value)


HINT = ("--show all: every topic's table with the differing verdicts · "
        "dmrules explain LOCATION: one run as a tree, per profile")


def render(result: RunResult, console: Console, failures_only: bool = False, show: str = "all",
           gate: str | None = None) -> None:
    """The summary, then the failures, then (``diff``) one line per diverging scenario or (``all``)
    every topic's table with the differing verdicts below it. ``gate``: the regression gate's
    result in one line, said in the summary (its details follow the report)."""
    show = "failures" if failures_only else show
    result = printable_result(result)  # no control character of a name or a detail reaches the terminal
    console.print(summary(result, gate))
    failing = [s for s in result.scenarios if s.status.failing]
    if failing:
        console.print(Text(f"\n✘ {plural(len(failing), 'failing scenario')}", style="bold red"))
        for s in failing:
            for part in [_head(s, "✘", "bold red"), *divergence(s, result.profiles),
                         *failure_panels(s, result.profiles)]:
                console.print(part)
    if show == "diff":
        render_diverging(result, console)
    elif show == "all":
        render_topics(result, console)
    if result.scenarios:
        console.print(Text(f"\n{recap(result)}", style="bold"))
        console.print(Text(LEGEND if show == "all" else HINT, style="dim"))


def render_diverging(result: RunResult, console: Console) -> None:
    by_topic = {t: [s for s in ss if s.diverges()] for t, ss in result.by_topic().items()}
    total = sum(map(len, by_topic.values()))
    if not total:
        return
    console.print(Text(f"\n≠ {plural(total, 'diverging scenario')} (which profiles agree, then the scenario)",
                       style="bold yellow"))
    for topic, diverging in by_topic.items():
        if diverging:
            console.print(Text(f"{topic or '(no topic)'} ({len(diverging)} of {len(result.by_topic()[topic])})",
                               style="bold underline"))
        for s in diverging:  # one line each: wrapped on a terminal (never cut), whole when piped or written
            line = diverging_line(s, result.profiles)
            if console.is_terminal:
                console.print(line, overflow="fold")
            else:
                console.print(line, soft_wrap=True)


def render_topics(result: RunResult, console: Console) -> None:
    for topic, scenarios in result.by_topic().items():
        diverging = sum(1 for s in scenarios if s.diverges())
        head = Text(f"\n{topic or '(no topic)'}", style="bold underline")
        head.append(f"  {plural(len(scenarios), 'scenario')}, {diverging} diverge", style="not underline dim")
        console.print(head)
        console.print(scenario_table(scenarios, result.profiles))
        for s in scenarios:
            if s.diverges():
                for part in [Text(""), _head(s, "≠", "bold yellow"), *divergence(s, result.profiles)]:
                    console.print(part)


def render_text(result: RunResult, width: int = 120, failures_only: bool = False, show: str = "all") -> str:
    """The same report as plain text (for ``--format rich --out FILE``)."""
    buf = io.StringIO()
    render(result, Console(file=buf, width=width, no_color=True, highlight=False, force_terminal=False),
           failures_only, show)
    return buf.getvalue()
