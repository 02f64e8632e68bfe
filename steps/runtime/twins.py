"""Which English step a Japanese step says in Japanese (its twin), and back.

A Japanese step calls its English step's function, and says so with :func:`twin_of`; the step
index (steps/vocabulary/index.py) pairs the steps by it, for ``dmrules steps`` (side by side,
``--format json``'s ``twin``) and the test that every English step has its Japanese twin."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

ROOT = Path(__file__).resolve().parent.parent.parent
F = TypeVar("F", bound=Callable[..., Any])


def function_id(fn: Callable[..., Any]) -> str:
    """``module.name`` of a step function (a verdict's registered step carries its check's)."""
    return f"{fn.__module__}.{fn.__name__}"


def twin_of(*english: Callable[..., Any], examples: tuple[str, ...] = ()) -> Callable[[F], F]:
    """Mark a Japanese step as saying the English step(s) whose function(s) it calls. A step that says
    several gives ``examples``, one Japanese line per English step in the same order (the line that
    says that one: ``プレイヤーAの山札が2枚ある`` for ``player A's deck has 2 cards``)."""
    if examples and len(examples) != len(english):
        raise ValueError(f"twin_of: {len(english)} English steps, {len(examples)} examples")

    def mark(fn: F) -> F:
        ids = tuple(function_id(e) for e in english)
        fn.__dict__["twins"] = ids
        fn.__dict__["twin_examples"] = dict(zip(ids, examples, strict=False))
        return fn

    return mark


def twins(fn: Callable[..., Any]) -> tuple[str, ...]:
    """The English step functions a Japanese step says (empty for an English step)."""
    found: tuple[str, ...] = getattr(fn, "twins", ())
    return found


def twin_examples(fn: Callable[..., Any]) -> dict[str, str]:
    """A Japanese step's example line for each English step it says, by its function (``module.name``);
    empty where the step gives none (it says one English step: its own example serves)."""
    found: dict[str, str] = getattr(fn, "twin_examples", {})
    return found


def location_of(fn: Callable[..., Any]) -> str:
    """``steps/library/board.py:42``: where a step function is defined, from the project's root."""
    code = getattr(fn, "__code__", None)
    if code is None:
        return ""
    path = Path(code.co_filename)
    try:
        path = path.relative_to(ROOT)
    except ValueError:
        pass
    return f"{path.as_posix()}:{code.co_firstlineno}"
