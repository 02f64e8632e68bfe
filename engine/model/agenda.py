"""The agenda: what the game's procedure still has to do, as data.

A step is a mechanic's function and the arguments it will be called with (``run(game, *args)``).
While a step runs, the steps it asks for next (``game.later``) are collected in order; when it
returns they go on top of the agenda, so they run before anything that was already waiting
there, first asked first. The waiting effects resolving ("settling", 101.x), an attack's
blocks after its attack triggers, the next S-back after the previous one's enter ability: each
is a step. Between two steps nothing of the procedure lives on Python's call stack, so the
state (:class:`engine.model.state.GameState`, which holds the agenda) can be copied there and
the copy played on: the explorer (:mod:`engine.explorer`) forks games at these points.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, eq=False)
class Step:
    """One step of the procedure still to run: ``run(game, *args)``."""

    run: Callable[..., Any]
    args: tuple[Any, ...] = ()

    def describe(self) -> str:
        return f"{self.run.__module__.rsplit('.', 1)[-1]}.{self.run.__name__}"
