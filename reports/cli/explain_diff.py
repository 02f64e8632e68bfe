"""``dmrules explain --diff P Q FEATURE:LINE``: why two profiles diverge on one scenario.

Both runs side by side from their start, the first record of the trace where they split, the
verdicts that differ, the forks that explain the difference (fork attribution,
reports/model/attribution.py) with each side's policy and that policy's sources (rule numbers,
notices, seed page and section), and, where one profile leaves to the players what the other
fixes, a witness: a value the players of one may reach that the other does not allow.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from rich.console import Console
from rich.table import Table
from rich.text import Text

from engine.model.errors import DmRulesError
from engine.policies.citations import CITATIONS
from engine.policies.profiles import FORKS, RULE_CHANGES, get_profile
from reports.model.attribution import Attribution, diverging_indices, explain_pair
from reports.model.attribution_runs import Observed
from reports.model.results import CHOICE, difference, outcomes

CONTEXT = 3  # trace lines shown before the split
AFTER = 8  # trace lines shown after it, per profile


def pick_scenarios(path: Path, line: int) -> list[Any]:
    """The scenarios (outline rows rendered) written at ``line``: its Scenario: line or one of its own steps."""
    from steps.runtime.runner import parse_feature, rendered

    found = []
    for _row, sc in rendered(parse_feature(path)):
        own = [st.line_number for st in sc.steps if getattr(st, "background", None) is None]
        if sc.line_number == line or line in own:
            found.append(sc)
    return found


def first_split(a: list[str], b: list[str]) -> int | None:
    """The index of the first trace line where two runs differ (None: the traces are equal)."""
    for n, (x, y) in enumerate(zip(a, b, strict=False)):
        if x != y:
            return n
    return None if len(a) == len(b) else min(len(a), len(b))


def aligned(p: str, q: str, a: list[str], b: list[str], split: int | None) -> Table:
    """The two traces around their first split, side by side."""
    table = Table(title="the runs, aligned", show_lines=False, expand=True)
    table.add_column(f"under {p}")
    table.add_column(f"under {q}")
    if split is None:
        table.add_row(Text("the traces are equal", style="dim"), "")
        return table
    for n in range(max(0, split - CONTEXT), split):
        table.add_row(Text(a[n], style="dim"), Text(b[n], style="dim"))
    for n in range(split, split + AFTER):
        if n >= len(a) and n >= len(b):
            break
        style = "bold" if n == split else ""
        table.add_row(Text(a[n] if n < len(a) else "(ends)", style=style),
                      Text(b[n] if n < len(b) else "(ends)", style=style))
    return table


def verdict_rows(p: str, q: str, a: Observed, b: Observed, indices: list[int]) -> Table:
    table = Table(title="the verdicts that differ", expand=True)
    for col in ("verdict", "difference", p, q):
        table.add_column(col)
    for n in indices:
        x = a.observations[n] if n < len(a.observations) else None
        y = b.observations[n] if n < len(b.observations) else None
        claim = (x or y or {}).get("claim", "")
        table.add_row(claim, difference(x, y) or "", x["observed"] if x else "(not reached)",
                      y["observed"] if y else "(not reached)")
    return table


def witnesses(p: str, q: str, a: Observed, b: Observed, indices: list[int]) -> list[str]:
    """For a choice-vs-fixed verdict: a value the players of the freer profile may reach that the
    other profile does not allow."""
    out = []
    for n in indices:
        x = a.observations[n] if n < len(a.observations) else None
        y = b.observations[n] if n < len(b.observations) else None
        if x is None or y is None or difference(x, y) != CHOICE:
            continue
        mine, theirs = outcomes(x), outcomes(y)
        free, fixed, wide, narrow = (p, q, mine, theirs) if len(mine) > len(theirs) else (q, p, theirs, mine)
        extra = [v for v in wide if v not in narrow]
        if extra:
            allowed = "; ".join(narrow)
            out.append(f"{x['claim']}: {free}'s players may reach «{extra[0]}», which {fixed} does not allow "
                       f"({fixed}: «{allowed}»)")
    return out


def fork_lines(attribution: Attribution, p: str, q: str) -> Text:
    """Each fork of the explaining set: both policies and the policy's sources."""
    out = Text()
    if not attribution.forks:
        out.append(f"no fork explains it: {attribution.finding}\n", style="bold red")
        return out
    P, Q = get_profile(p), get_profile(q)
    out.append(f"decided by: {' + '.join(attribution.forks)}", style="bold")
    out.append(f"  ({attribution.runs} runs: {p} with these forks switched to {q}'s policies observes what {q} "
               "observes)\n", style="dim")
    for alt in attribution.alternatives[1:]:
        out.append(f"  or equally: {' + '.join(alt)}\n", style="dim")
    for f in attribution.fields:
        cite = CITATIONS[f]
        out.append(f"\n{FORKS[f]}", style="bold cyan")
        out.append(f"  (engine/policies/{cite.module}.py)\n", style="dim")
        out.append(f"  {p}: {getattr(P, f).name}\n  {q}: {getattr(Q, f).name}\n")
        if cite.rules:
            out.append(f"  総合ルール {', '.join(cite.rules)}\n")
        for seed, section in cite.seed_pages():
            out.append(f"  seed {seed.number}: {seed.title} § {section}" + (f"  {seed.address}" if seed.address
                                                                             else "") + "\n")
        for notice in cite.notices:
            out.append(f"  notice: {notice}\n")
        for change in RULE_CHANGES:
            if change.fork == f:
                out.append(f"  rule change {change.date}: {change.notice} (before: {change.before.name})\n")
    return out


def explain_diff(root: Path, p: str, q: str, target: str, console: Console) -> int:
    """Run one scenario (FEATURE:LINE) under P and Q in this process and say why they diverge."""
    from engine.catalog.loader import default_catalog
    from reports.model.locations import find
    from steps.runtime.runner import run_scenario

    default_catalog()
    for name in (p, q):
        get_profile(name)
    path, line = find(root, target)
    if line is None:
        raise DmRulesError(f"explain --diff wants FEATURE:LINE, got {target!r}")
    picked = pick_scenarios(path, line)
    if not picked:
        raise DmRulesError(f"no scenario at {target} (give the line of a Scenario: or of one of its steps)")
    for parsed in picked:
        console.rule(f"{parsed.name}  ({target}): {p} vs {q}")
        runs = {name: run_scenario(parsed, name) for name in (p, q)}
        seen = {name: Observed([o.as_dict() for o in r.world.observations], r.status.stopped(r.detail), r.detail)
                for name, r in runs.items()}
        traces = {name: r.world.game.trace.lines() for name, r in runs.items()}
        indices = diverging_indices(seen[p].observations, seen[q].observations)
        split = first_split(traces[p], traces[q])
        console.print(aligned(p, q, traces[p], traces[q], split))
        if split is not None:
            console.print(Text(f"the runs split at trace line {split + 1}", style="bold"))
        if not indices and seen[p].stopped == seen[q].stopped:
            console.print(Text(f"{p} and {q} observe the same: no divergence to explain", style="green"))
            continue
        console.print(verdict_rows(p, q, seen[p], seen[q], indices))
        console.print(fork_lines(explain_pair(parsed, p, q, seen[p], seen[q]), p, q))
        for line_text in witnesses(p, q, seen[p], seen[q], indices):
            console.print(Text("witness: ", style="bold yellow").append(line_text, style=""))
    return 0
