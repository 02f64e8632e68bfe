"""The Markdown report (GitHub tables through tabulate; ``tabulate[widechars]`` aligns Japanese)."""

from __future__ import annotations

from typing import Any

from tabulate import tabulate

from reports.model.results import KINDS, ProfileRun, RunResult, ScenarioResult
from reports.render.escaping import markdown_code, markdown_text, printable
from steps.runtime.status import SHOWN


def esc(text: object) -> str:
    """Text the report embeds (a table cell too): HTML entities and Markdown's marks escaped
    (:mod:`reports.render.escaping`), no pipes or line breaks that would end a cell."""
    return markdown_text(text).replace("|", "\\|").replace("\n", "<br>")


def cell(run: ProfileRun | None) -> str:
    return "—" if run is None else run.status.label


def observed(o: dict[str, Any] | None) -> str:
    if o is None:
        return "(not reached)"
    if not o["asserted"]:
        return esc(o["observed"])
    return esc(o["observed"]) + (" ✔" if o["held"] else f" ✘ expected: {esc(o['expected'])}")


def summary(result: RunResult) -> list[str]:
    c = result.counts()
    lines = [f"**{c['scenarios']} scenarios × {len(result.profiles)} profiles** ({', '.join(result.profiles)}): "
             f"✔ {c['passed']} pass, ✘ {c['failed']} fail, ! {c['error']} errors, "
             f"· {c['observed']} recorded only; ≠ {c['diverging']} diverge between profiles"
             + (f" ({', '.join(f'{c.get(k, 0)} {k}' for k in KINDS)})." if c["diverging"] else ".")]
    if result.selection:
        lines.append("Selection: " + "; ".join(f"{esc(k)} {markdown_code(v)}" for k, v in result.selection.items())
                     + ".")
    if result.forced:
        lines.append(f"Verdicts written for **{result.forced}** were forced onto every profile run.")
    lines += [f"- **problem:** {esc(p)}" for p in result.problems]
    lines += [f"- **skipped** (malformed): {markdown_code(line)}" for line in result.skipped]
    return lines


def topic_table(scenarios: list[ScenarioResult], profiles: list[str]) -> str:
    rows = [[esc(" ".join(s.ids) or "—"), esc(s.title), *[cell(s.runs.get(p)) for p in profiles],
             ("≠ " + ", ".join(s.difference_kinds(profiles))) if s.diverges() else "=",
             esc(s.source) + (" (TCG: general rules)" if s.tcg_general else ""), markdown_code(s.location)]
            for s in scenarios]
    return tabulate(rows, headers=["id", "scenario", *map(esc, profiles), "≠", "source", "where"], tablefmt="github")


def scenario_details(s: ScenarioResult, profiles: list[str]) -> list[str]:
    if not s.diverges() and not s.status.failing:
        return []
    out = [f"#### {esc(' '.join(s.ids)) or '(no id)'} — {esc(s.title)}", "",
           markdown_code(s.location) + (f" · {esc(s.source)}" if s.source else "")
           + (" · TCG: general rules (its TCG verdicts come from the general paper rules, not a source)"
              if s.tcg_general else ""), ""]
    rows = [[esc(r.claim), esc(r.kind or ""), *[observed(r.cells.get(p)) for p in profiles if p in r.cells]]
            for r in s.rows(profiles) if r.differs]
    if rows:
        out += [tabulate(rows, headers=["verdict", "difference", *[esc(p) for p in profiles if p in s.runs]],
                         tablefmt="github"), ""]
    for p, r in s.runs.items():
        if r.status.failing or r.stopped:
            out += [f"**{esc(p)}: {r.status}**", "", "```text", printable(r.detail).replace("```", "ʼʼʼ"), "```", ""]
    return out


def render_markdown(result: RunResult, failures_only: bool = False) -> str:
    out = ["# dmrules verify", "", *summary(result), ""]
    for topic, scenarios in result.by_topic().items():
        shown = [s for s in scenarios if s.status.failing] if failures_only else scenarios
        if not shown:
            continue
        out += [f"## {esc(topic) or '(no topic)'}", "", topic_table(shown, result.profiles), ""]
        for s in shown:
            out += scenario_details(s, result.profiles)
    cells = " · ".join(s.label + (f" ({s.meaning})" if s.meaning else "") for s in SHOWN)
    out += [f"Cells: {cells}; "
            "≠ the profiles' outcomes diverge: a different outcome (a value the other never reaches), "
            "choice vs fixed (one profile fixes what another leaves to the players), not reached (a run "
            "stopped before the verdict).", ""]
    return "\n".join(out)
