"""Reading an operation's arguments from the card data: numbers and counts."""

from __future__ import annotations

from typing import Any


def number(args: dict[str, Any], default: int = 1) -> int:
    """``n`` (a bare value ``- op: 3`` is read as ``n: 3``)."""
    return int(args.get("n", default))


def count(args: dict[str, Any]) -> tuple[int, bool]:
    """``count`` (or ``n``): ``3`` or ``up to 3`` -> (3, whether "up to")."""
    raw = str(args.get("count", args.get("n", 1)))
    up_to = raw.startswith("up to")
    return int(raw.replace("up to", "").strip()), up_to
