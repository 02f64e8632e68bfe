"""The Markdown report (GitHub tables through tabulate; ``tabulate[widechars]`` aligns Japanese).

``show="diff"`` narrows it to the diverging scenarios (and the failing ones); :func:`wiki_pages`
splits it into one page per topic or per fork, with an index, for a wiki."""

from __future__ import annotations

from typing import Any

from tabulate import tabulate

from reports.model.results import KINDS, ProfileRun, RunResult, ScenarioResult
from reports.render.catalog import Catalog, ForkSection, Link, build, question_tables, slug
from reports.render.escaping import markdown_code, markdown_text, printable
from steps.runtime.status import SHOWN


def esc(text: object) -> str:
    """Text the report embeds (a table cell too): HTML entities and Markdown's marks escaped
    (:mod:`reports.render.escaping`), no pipes or line breaks that would end a cell."""
    return markdown_text(text).replace("|", "\\|").replace("\n", "<br>")


WIDE = 120  # a table with a cell longer than this is written unpadded (padding every row to it bloats the file)


def table(rows: list[list[str]], headers: list[str]) -> str:
    """A GitHub table: aligned by tabulate, or unpadded where a cell is too long to align usefully."""
    if all(len(str(c)) <= WIDE for row in rows for c in row):
        return str(tabulate(rows, headers=headers, tablefmt="github"))
    lines = ["| " + " | ".join(headers) + " |", "|" + "|".join("---" for _ in headers) + "|"]
    return "\n".join([*lines, *("| " + " | ".join(str(c) for c in row) + " |" for row in rows)])


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
    return table(rows, ["id", "scenario", *map(esc, profiles), "≠", "source", "where"])


def link(item: Link) -> str:
    """A source as a Markdown link (plain text when it has no address)."""
    return f"[{esc(item.text)}]({address(item.address)})" if item.address else esc(item.text)


def address(url: str) -> str:
    """A link target that can't end the link or open markup: spaces, brackets and angle brackets
    percent-encoded."""
    return "".join({" ": "%20", "(": "%28", ")": "%29", "<": "%3C", ">": "%3E", "[": "%5B", "]": "%5D",
                    "|": "%7C", '"': "%22"}.get(ch, ch) for ch in printable(url))


def forks_lines(s: ScenarioResult) -> list[str]:
    """The forks that explain the divergence, per pair of profiles (or that it only does not apply)."""
    na = s.only_not_applicable()
    if na:
        return [f"Does not apply under {', '.join(na)} (n/a): no outcome differs.", ""]
    lines = [f"- forks ({a.pair}): " + (" + ".join(f"**{esc(f)}**" for f in a.forks) if a.forks
                                        else f"none: {esc(a.finding)}") for a in s.attributions]
    return [*lines, ""] if lines else []


def scenario_details(s: ScenarioResult, profiles: list[str], cat: Catalog | None = None) -> list[str]:
    if not s.diverges() and not s.status.failing and not s.readings:
        return []
    sources = "; ".join(link(x) for x in cat.sources(s)) if cat else esc(s.source)
    out = [f"#### {esc(' '.join(s.ids)) or '(no id)'} — {esc(s.title)}", "",
           markdown_code(s.location) + (f" · {sources}" if sources else "")
           + (" · TCG: general rules (its TCG verdicts come from the general paper rules, not a source)"
              if s.tcg_general else ""), "", *forks_lines(s)]
    rows = [[esc(r.claim), esc(r.kind or ""), *[observed(r.cells.get(p)) for p in profiles if p in r.cells]]
            for r in s.rows(profiles) if r.differs]
    if rows:
        out += [table(rows, ["verdict", "difference", *[esc(p) for p in profiles if p in s.runs]]), ""]
    for q in question_tables(s):
        pin = f" — {esc(q.pin)}" if q.pin else ""
        out += [f"Open question [{esc(q.id)}]({address(q.page)}) ({q.status}): {esc(q.title)}{pin}", "",
                table([[esc(c), *map(esc, vals)] for c, vals in q.rows], ["verdict", *q.columns]), ""]
    for p, r in s.runs.items():
        if r.status.failing or r.stopped:
            out += [f"**{esc(p)}: {r.status}**", "", "```text", printable(r.detail).replace("```", "ʼʼʼ"), "```", ""]
    return out


def shown_scenarios(scenarios: list[ScenarioResult], failures_only: bool, show: str) -> list[ScenarioResult]:
    if failures_only or show == "failures":
        return [s for s in scenarios if s.status.failing]
    if show == "diff":
        return [s for s in scenarios if s.diverges() or s.status.failing]
    return scenarios


def render_markdown(result: RunResult, failures_only: bool = False, show: str = "all") -> str:
    cat = build(result)
    out = ["# dmrules verify", "", *summary(result), *attribution_lines(result), ""]
    if show == "diff":
        out += ["Only the diverging (and failing) scenarios are listed (`--show diff`).", ""]
    for topic, scenarios in result.by_topic().items():
        shown = shown_scenarios(scenarios, failures_only, show)
        if not shown:
            continue
        out += [f"## {esc(topic) or '(no topic)'}", "", topic_table(shown, result.profiles), ""]
        for s in shown:
            out += scenario_details(s, result.profiles, cat)
    out += legend()
    return "\n".join(out)


def attribution_lines(result: RunResult) -> list[str]:
    if not any(s.attributions for s in result.scenarios):
        return []
    a = result.attribution_summary()
    return [f"Forks: of {a['diverging']} diverging scenarios, {a['with forks']} are explained by a set of forks "
            f"(by one: {a['largest set 1']}, two: {a['largest set 2']}, three: {a['largest set 3']}); "
            f"{a['none']} by none."]


def legend() -> list[str]:
    out: list[str] = []
    cells = " · ".join(s.label + (f" ({s.meaning})" if s.meaning else "") for s in SHOWN)
    out += [f"Cells: {cells}; "
            "≠ the profiles' outcomes diverge: a different outcome (a value the other never reaches), "
            "choice vs fixed (one profile fixes what another leaves to the players), not reached (a run "
            "stopped before the verdict).", ""]
    return out


def fork_page(section: ForkSection, cat: Catalog) -> str:
    """One fork's page: its policies, sources and the divergences it explains, by topic."""
    profiles = cat.result.profiles
    out = [f"# {esc(section.label)}: {section.count} scenario{'s' if section.count != 1 else ''}", ""]
    if section.module:
        out += [f"`{section.module}`", "", tabulate([list(section.policies.values())],
                                                       headers=list(section.policies), tablefmt="github"), ""]
        out += ["Sources: " + "; ".join(link(x) for x in section.sources), ""] if section.sources else []
    else:
        out += ["No set of up to three forks makes one profile observe what the other does.", ""]
    for topic, scenarios in section.by_topic.items():
        out += [f"## {esc(topic)}", ""]
        for s in scenarios:
            out += scenario_details(s, profiles, cat)
    return "\n".join(out)


def wiki_pages(result: RunResult, by: str) -> dict[str, str]:
    """The report as wiki pages: ``index.md`` and one page per topic (``by="topic"``) or per fork
    (``by="fork"``), each named after it (``zone-limits.md``)."""
    cat = build(result)
    pages: dict[str, str] = {}
    index = ["# dmrules verify", "", *summary(result), *attribution_lines(result), ""]
    if by == "fork":
        for section in cat.forks:
            name = f"{slug(section.label)}.md"
            pages[name] = fork_page(section, cat)
            index.append(f"- [{esc(section.label)}]({name}): {section.count}")
        if cat.not_applicable:
            index += ["", "Does not apply under … (n/a only, not a different outcome):", ""]
            index += [f"- `{s.location}` {esc(s.title)}: {', '.join(na)}" for s, na in cat.not_applicable]
    else:
        for topic, scenarios in result.by_topic().items():
            shown = [s for s in scenarios if s.diverges() or s.status.failing]
            name = f"{slug(topic)}.md"
            body = [f"# {esc(topic or '(no topic)')}", "", topic_table(shown or scenarios, result.profiles), ""]
            for s in shown:
                body += scenario_details(s, result.profiles, cat)
            pages[name] = "\n".join(body)
            index.append(f"- [{esc(topic or '(no topic)')}]({name}): {len(shown)} of {len(scenarios)} diverge or fail")
    pages["index.md"] = "\n".join([*index, "", *legend()])
    return pages
