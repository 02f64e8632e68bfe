"""Facts computed once per card definition (the rules ask some of them on every event).

A card definition is immutable, so a fact about its text never changes: :func:`per_definition`
remembers a function's answer per definition, by identity (definitions hold dicts, so they
can't be hashed). The cache keeps each definition it saw alive, so an identity is never reused
for another definition while it is remembered: a hit is always the same definition.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from engine.model.cards import CardDef

T = TypeVar("T")


def per_definition(fn: Callable[[CardDef], T]) -> Callable[[CardDef], T]:
    """``fn``, remembered per card definition."""
    cache: dict[int, T] = {}
    keep: list[CardDef] = []  # every definition seen, alive: its id names it alone

    def remembered(d: CardDef) -> T:
        try:
            return cache[id(d)]
        except KeyError:
            value = cache[id(d)] = fn(d)
            keep.append(d)
            return value

    remembered.__doc__ = fn.__doc__
    remembered.__name__ = fn.__name__
    return remembered
