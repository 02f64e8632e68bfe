"""What a scenario run's explorations (steps/runtime/exploring.py) cost, read from its world: the
decisions met, the units run (states visited), the distinct states where the choices branch, the
seconds. Work counted in units, not seconds, is the same on every machine."""

from __future__ import annotations

from typing import Any


def explorations(world: Any) -> list[dict[str, Any]]:
    """One entry per exploration of the run."""
    out = []
    for found in getattr(world, "explored", {}).values():
        graph = getattr(found, "graph", None)
        if graph is not None:
            out.append({"decisions": int(getattr(graph, "decisions", 0) or 0),
                        "states": int(getattr(graph, "states", 0) or 0),
                        "nodes": len(getattr(graph, "nodes", ()) or ()),
                        "seconds": round(float(getattr(graph, "seconds", 0.0) or 0.0), 4)})
    return out


def units(world: Any) -> int:
    """The run's work: one for the run, and one per state its explorations visited."""
    return 1 + sum(int(e["states"]) for e in explorations(world))
