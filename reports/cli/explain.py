"""``dmrules explain FEATURE:LINE``: one scenario's run as a tree, per profile.

Each action, the events it caused, the effects that started waiting, which one resolved
next and the precedence rule (or player choice) that decided it, and each verdict.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from rich.console import Console
from rich.text import Text
from rich.tree import Tree

from reports.model.results import ProfileRun, RunResult, ScenarioResult

STYLE = {"action": "bold", "event": "", "waiting": "cyan", "resolve": "green", "decision": "yellow",
         "note": "dim", "overflow": "magenta", "refused": "bold red", "turn": "bold blue", "game": "bold"}


def trace_tree(title: str, records: list[dict[str, Any]]) -> Tree:
    """Actions at the top; under each, its events and resolutions; under an event, the
    effects it made wait; under a resolution, what that resolution did. ``records``: the
    trace's records (:meth:`engine.model.trace.Trace.as_dicts`)."""
    root = Tree(Text(title, style="bold"))
    action: Tree = root
    parent: Tree = root
    last_event: Tree | None = None
    for record in records:
        kind, text = str(record["kind"]), str(record["text"])
        label = Text(f"{kind}: ", style=STYLE.get(kind, "")).append(text, style="" if kind != "note" else "dim")
        if kind in ("turn", "game"):
            node = root.add(label)
            action = parent = node
            last_event = None
        elif kind == "action":
            action = parent = root.add(label)
            last_event = None
        elif kind == "resolve":
            why = str(record.get("rule") or "")
            label = Text("resolves: ", style="green").append(f"{record['source']}: {record['ability']}").append(
                f"  ← {why}" if why else "", style="italic yellow")
            parent = action.add(label)
            last_event = None
        elif kind == "waiting":
            (last_event or parent).add(Text("waits: ", style="cyan").append(text))
        elif kind == "event":
            last_event = parent.add(label)
        else:
            parent.add(label)
    return root


def verdict_lines(run: ProfileRun) -> Text:
    out = Text()
    for o in run.observations:
        mark, style = ("✔", "green") if o["held"] else ("✘", "red") if o["asserted"] else ("·", "cyan")
        kind = "asserted" if o["asserted"] else "observed"
        out.append(f"{mark} {o['claim']}", style=style)
        if not o["held"]:
            out.append(f"  (observed: {o['observed']}; expected: {o['expected']})", style="dim")
        out.append(f"  [{kind}]\n", style="dim")
    return out


def render(result: RunResult, console: Console) -> None:
    for s in result.scenarios:
        console.rule(f"{s.scenario}  ({s.location})")
        if s.description:
            console.print(Text(" ".join(s.description.split()), style="dim"))
        for profile, run in s.runs.items():
            console.print(trace_tree(f"under {profile}: {run.status}", run.records))
            console.print(verdict_lines(run))
            if run.status.failing:
                console.print(Text(run.detail, style="red"))
    for p in result.problems:
        console.print(Text(p, style="bold red"))


def explain(root: Path, target: str, profiles: list[str], console: Console) -> int:
    """Run one scenario (FEATURE:LINE) under the given profiles and print its trees."""
    from engine.catalog.loader import default_catalog
    from reports.plugin.run import Selection, run

    default_catalog()
    path, _, line = target.rpartition(":")
    if not path or not line.isdigit():
        from engine.model.errors import DmRulesError

        raise DmRulesError(f"explain wants FEATURE:LINE (e.g. features/mana/dmps_examples.feature:5), got {target!r}")
    resolved = str(Path(path).resolve())
    result, _ = run(root, Selection(paths=[f"{resolved}:{line}"], profiles=profiles))
    if not result.scenarios and not result.problems:
        from engine.model.errors import DmRulesError

        raise DmRulesError(f"no scenario at {target} (give the line of a Scenario: or of one of its steps)")
    render(result, console)
    return 0 if result.ok else 1


__all__ = ["explain", "trace_tree", "ScenarioResult"]
