"""Steps about waiting effects: the order they resolved in, and what other orders allow."""

from __future__ import annotations

from math import factorial

from steps.verdicts import evaluate, verdict
from steps.world import World


def resolved_rows(world: World, columns: list[str]) -> list[str]:
    rows = []
    for w in world.game.resolved:
        row = [w.source_name]
        if "ability" in columns:
            row.append(w.ability_name)
        if "controller" in columns:
            row.append(f"player {w.controller}")
        rows.append(" | ".join(row))
    return rows


@verdict(r"the waiting effects resolve in this order:")
def resolve_order(world: World, datatable: list[list[str]]) -> tuple[str, str]:
    """The effects that waited resolved exactly in this order (table: source [, ability])."""
    header = [h.strip().lower() for h in datatable[0]]
    want = [" | ".join((f"player {c.strip()}" if h == "controller" and not c.strip().startswith("player")
                        else c.strip()) for h, c in zip(header, row, strict=False)) for row in datatable[1:]]
    got = resolved_rows(world, header)
    return "\n".join(f"{i}. {r}" for i, r in enumerate(got, 1)), "\n".join(f"{i}. {r}" for i, r in enumerate(want, 1))


def _orders(world: World) -> set[tuple[int, ...]]:
    """The distinct orders (by which waiting effect, not just its name) the players can reach."""
    return {tuple(w.seq for w in branch.game.resolved) for branch in world.explore()}


@verdict(r"the waiting effects may resolve in any order")
def any_order(world: World) -> tuple[str, str]:
    """Every order of the waiting effects is reachable (the players choose)."""
    orders = _orders(world)
    n = max((len(o) for o in orders), default=0)
    everything = factorial(n)
    observed = "any order" if len(orders) == everything else f"{len(orders)} of {everything} orders"
    return observed, "any order"


@verdict(r"the waiting effects resolve in one fixed order")
def fixed_order(world: World) -> tuple[str, str]:
    """No player choice changes the order of the waiting effects."""
    orders = _orders(world)
    return ("one fixed order" if len(orders) == 1 else f"{len(orders)} orders reachable"), "one fixed order"


@verdict(r"in (?P<quant>some|every) order of the waiting effects, (?P<claim>.+)")
def in_some_order(world: World, quant: str, claim: str) -> tuple[str, str]:
    """A claim that holds after some (or every) order of the waiting effects the players may choose."""
    results = [evaluate(branch, claim) for branch in world.explore()]
    held = sum(1 for obs, exp in results if obs == exp)
    if quant == "some":
        return ("reachable" if held else f"unreachable (seen: {sorted({o for o, _ in results})})"), "reachable"
    return ("always" if held == len(results) else f"{held} of {len(results)} orders"), "always"
