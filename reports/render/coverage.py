"""Renders ``dmrules coverage``: rich (terminal), Markdown or JSON."""

from __future__ import annotations

from rich import box
from rich.console import Console
from rich.table import Table
from rich.text import Text
from tabulate import tabulate

from reports.model.coverage import RULING, Coverage, counts
from reports.render.escaping import json_text

STATE_STYLE = {"covered": "green", "partial": "yellow", "failing": "bold red", "missing": "red",
               "not modelled": "dim"}
PROFILE_MARK = {"pass": "✔", "fail": "✘", "recorded": "·", "no scenario": "–", "not run": "○", "no profile": "∅"}
LEGEND = ("✔ asserted and passes · ✘ fails · · recorded, nothing asserted · – no scenario · ○ not run · "
          "∅ no such profile in the engine")


def marks(c: Coverage) -> str:
    return " ".join(f"{p} {PROFILE_MARK.get(v, v)}" for p, v in c.profiles.items())


def split(coverage: list[Coverage]) -> tuple[list[Coverage], list[Coverage]]:
    """The examples' entries and the official rulings' (ids ``qa:...``)."""
    return ([c for c in coverage if not c.entry.id.startswith(RULING)],
            [c for c in coverage if c.entry.id.startswith(RULING)])


def headline(coverage: list[Coverage]) -> str:
    examples, rulings = split(coverage)
    parts = [f"{len(examples)} example ids: " + ", ".join(f"{v} {k}" for k, v in counts(examples).items())]
    if rulings:
        parts.append(f"{len(rulings)} official rulings: " + ", ".join(f"{v} {k}" for k, v in counts(rulings).items()))
    return "; ".join(parts)


def source(c: Coverage) -> str:
    """Where an entry comes from: seed § section, or for a ruling its kind and date."""
    if c.entry.id.startswith(RULING):
        return f"{c.entry.seeds[0]} {c.entry.section}"
    return f"{c.entry.seeds[0][:3]} § {c.entry.section}"


def render_rich(coverage: list[Coverage], unknown: dict[str, list[str]], console: Console) -> None:
    console.print(Text(headline(coverage), style="bold"))
    table = Table(box=box.SIMPLE_HEAD, expand=True, pad_edge=False, show_edge=False)
    table.add_column("id", no_wrap=True, style="bold")
    table.add_column("source", ratio=1, overflow="fold")
    table.add_column("profiles", ratio=1)
    table.add_column("scen.", justify="right")
    table.add_column("state", ratio=1)
    for c in coverage:
        state = Text(c.state, style=STATE_STYLE[c.state])
        if c.reason:
            state.append(f" ({c.reason})", style="dim")
        table.add_row(c.entry.id, source(c), marks(c), str(len(c.scenarios)),
                      state)
    console.print(table)
    console.print(Text(LEGEND, style="dim"))
    for i, where in unknown.items():
        console.print(Text(f"unknown id {i} (no such example or ruling): {', '.join(where)}", style="bold red"))


def render_markdown(coverage: list[Coverage], unknown: dict[str, list[str]]) -> str:
    rows = [[c.entry.id, source(c), marks(c), len(c.scenarios),
             c.state + (f" ({c.reason})" if c.reason else "")] for c in coverage]
    out = ["# dmrules coverage", "", headline(coverage), "",
           tabulate(rows, headers=["id", "source", "profiles", "scenarios", "state"], tablefmt="github"), "",
           LEGEND, ""]
    out += [f"- **unknown id** `{i}` (no such example or ruling): {', '.join(where)}" for i, where in unknown.items()]
    return "\n".join(out) + "\n"


def render_json(coverage: list[Coverage], unknown: dict[str, list[str]]) -> str:
    examples, rulings = split(coverage)
    data = {"counts": counts(examples), "rulings": counts(rulings), "entries": [c.to_json() for c in coverage],
            "unknown_ids": unknown}
    return json_text(data) + "\n"
