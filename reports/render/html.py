"""The divergence page: one standalone HTML page (inline CSS and JS, no network).

Per topic, each scenario shows its verdicts with every profile's observed value side by side
(rows where profiles differ are highlighted, by the kind of difference: a different outcome,
choice vs fixed, not reached), its example ids, the source (seed § section), failures, and the
traces; a scenario whose TCG verdicts come from the general paper rules (``@tcg-general``) is
marked. The page reads fine without JavaScript; with it, filters by topic, tag, profile (the
shown profiles are the ones compared; the kinds of difference are recomputed for them) and
"differences only / of one kind / failures only" narrow the page, and the filters live in the
URL's #fragment so a view can be shared.

On top: a table of contents, an overview (forks × topics, an inline SVG heatmap whose cells link to
their scenarios), a section per fork (its policies, sources and scenarios), and the divergences that
are only "does not apply under ..." listed apart. The page comes from Jinja2 templates
(reports/render/templates/) with autoescaping on.
"""

from __future__ import annotations

import json
from datetime import UTC, datetime
from functools import cache
from pathlib import Path
from typing import Any

from jinja2 import Environment, FileSystemLoader, select_autoescape
from markupsafe import Markup

from reports.model.results import (
    CHOICE,
    KINDS,
    OUTCOME,
    UNREACHED,
    RunResult,
    ScenarioResult,
    is_tcg,
    outcomes,
    varies,
)
from reports.render.catalog import Catalog, build, question_tables, slug
from reports.render.escaping import visible_controls

KIND_KEY = {OUTCOME: "outcome", CHOICE: "choice", UNREACHED: "unreached"}  # CSS classes and filter values
GENERAL_NOTE = "its TCG verdicts come from the general paper rules, not from a source (@tcg-general)"

TEMPLATES = Path(__file__).resolve().parent / "templates"
HEAT_CELL, HEAT_LEFT, HEAT_TOP, HEAT_RIGHT = 30, 260, 110, 130  # the heatmap's geometry (px)


def _shown(value: Any) -> Any:
    """Every value a template prints: a control character shown as ``[U+202E]`` (markup is left as it is)."""
    return visible_controls(value) if isinstance(value, str) and not isinstance(value, Markup) else value


@cache
def environment() -> Environment:
    """The templates, autoescaped (a value is text unless marked as markup)."""
    env = Environment(loader=FileSystemLoader(str(TEMPLATES)), autoescape=select_autoescape(["html", "j2"]),
                      trim_blocks=False, lstrip_blocks=False, finalize=_shown)
    env.globals.update(slug=slug, is_tcg=is_tcg, general_note=GENERAL_NOTE, kind_key=KIND_KEY, kinds=KINDS)
    env.filters["tag"] = lambda t: "@" + str(t)
    return env


def cell(profile: str, o: dict[str, Any] | None) -> dict[str, Any]:
    """One profile's value of a verdict: its text, data for the page's script, classes and title."""
    if o is None:
        return {"profile": profile, "value": "", "outcomes": "[]", "varies": None, "classes": "unreached",
                "title": "", "text": "not reached"}
    value = str(o["observed"])
    values = outcomes(o)
    choice = len(values) > 1
    classes = ["choice"] if choice else []
    title = "the players' choices reach each of these values" if choice else ""
    text = value
    if o["asserted"]:
        if o["held"]:
            reached = f"; {title}, the expected one among them" if choice else ""
            classes.insert(0, "held")
            title, text = f"asserted for {profile}: holds{reached}", f"{value} ✔"
        else:
            sep = "\n" if "\n" in value + str(o["expected"]) else " "
            classes.insert(0, "broken")
            title, text = f"asserted for {profile}: does not hold", f"{value} ✘{sep}expected: {o['expected']}"
    return {"profile": profile, "value": value, "outcomes": json.dumps(values, ensure_ascii=False),
            "varies": int(varies(o)), "classes": " ".join(classes), "title": title, "text": text}


def scenario_view(s: ScenarioResult, profiles: list[str], cat: Catalog) -> dict[str, Any]:
    """What the scenario template draws."""
    runs = [s.runs[p] for p in profiles if p in s.runs]
    kinds = s.difference_kinds(profiles)
    rows = [{"claim": row.claim, "differs": row.differs, "kind": KIND_KEY[row.kind] if row.kind else "",
             "cells": [cell(p, o) for p, o in row.cells.items()]} for row in s.rows(profiles)]
    return {"s": s, "runs": runs, "kinds": kinds, "kind_keys": " ".join(KIND_KEY[k] for k in kinds),
            "sig": json.dumps({r.profile: r.signature() for r in runs}, ensure_ascii=False),
            "stopped": json.dumps({r.profile: r.stopped for r in runs}),
            "status_attrs": [(f"data-status_{r.profile.replace('-', '_')}", str(r.status)) for r in runs],
            "rows": rows, "sources": cat.sources(s), "na": s.only_not_applicable(), "diverging": bool(kinds),
            "questions": question_tables(s)}


def heat_fill(count: int, most: int) -> tuple[str, str]:
    """A cell's colour (darker: more scenarios) and the colour of its number."""
    if count == 0:
        return "#f6f8fa", "#8c959f"
    share = count / max(most, 1)
    light = round(92 - 52 * share)
    return f"hsl(32, 90%, {light}%)", "#000000" if light > 55 else "#ffffff"


def heatmap(cat: Catalog) -> dict[str, Any]:
    """The overview's geometry: a row per fork, a column per topic, each cell's count, colour and link."""
    columns = [{"label": t or "(no topic)", "x": HEAT_LEFT + n * HEAT_CELL + HEAT_CELL // 2}
               for n, t in enumerate(cat.topics)]
    rows = []
    for r, fork in enumerate(cat.forks):
        y = HEAT_TOP + r * HEAT_CELL
        cells = []
        for n, topic in enumerate(cat.topics):
            count = len(fork.by_topic.get(topic, []))
            fill, ink = heat_fill(count, cat.most)
            cells.append({"topic": topic, "count": count, "x": HEAT_LEFT + n * HEAT_CELL, "fill": fill, "ink": ink,
                          "href": f"f-{slug(fork.label)}-{slug(topic)}" if count else f"fork-{slug(fork.label)}"})
        rows.append({"label": fork.label, "y": y, "cells": cells, "total": fork.count})
    return {"rows": rows, "columns": columns, "cell": HEAT_CELL, "left": HEAT_LEFT, "top": HEAT_TOP,
            "width": HEAT_LEFT + len(cat.topics) * HEAT_CELL + HEAT_RIGHT,
            "height": HEAT_TOP + len(cat.forks) * HEAT_CELL + 10}


def render_html(result: RunResult, title: str = "dmrules — the divergences") -> str:
    cat = build(result)
    notes = []
    if result.forced:
        notes.append(f"verdicts written for {result.forced} were forced onto every profile run")
    if result.selection:
        notes.append("selection: " + "; ".join(f"{k} {v}" for k, v in result.selection.items()))
    topics = {t: [scenario_view(s, result.profiles, cat) for s in ss] for t, ss in result.by_topic().items()}
    summary = result.attribution_summary() if any(s.attributions for s in result.scenarios) else None
    return environment().get_template("page.html.j2").render(
        title=title, result=result, c=result.counts(), cat=cat, topics=topics, notes=notes, summary=summary,
        tags=sorted({t for s in result.scenarios for t in s.tags if not t.startswith("ex:")}),
        when=datetime.fromtimestamp(result.created, UTC).strftime("%Y-%m-%d %H:%M UTC"), heat=heatmap(cat),
        css=Markup((TEMPLATES / "page.css").read_text(encoding="utf-8")),  # static files of the project
        js=Markup((TEMPLATES / "page.js").read_text(encoding="utf-8")))
