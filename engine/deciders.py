"""Deciders: who makes the players' choices. Scripted by scenarios, or "first legal"."""

from __future__ import annotations

from collections import defaultdict, deque
from collections.abc import Callable, Sequence
from typing import Protocol, TypeVar

from engine.errors import ScriptError

T = TypeVar("T")


class Decider(Protocol):
    def choose(self, player: str, kind: str, options: Sequence[T], describe: Callable[[T], str]) -> T:
        """Pick one of ``options`` for ``player``; ``kind`` names the decision."""


class FirstLegal:
    """Always the first legal option: for tests that don't care about a choice."""

    def choose(self, player: str, kind: str, options: Sequence[T], describe: Callable[[T], str]) -> T:
        return options[0]


class Scripted:
    """Answers decisions from a script of (player, kind) -> queued answers (option texts);
    decisions not scripted fall back to the first legal option."""

    def __init__(self) -> None:
        self._script: dict[tuple[str, str], deque[str]] = defaultdict(deque)

    def add(self, player: str, kind: str, *answers: str) -> None:
        self._script[(player, kind)].extend(answers)

    def pending(self) -> list[str]:
        return [f"player {p} {k}: {a}" for (p, k), q in self._script.items() for a in q]

    def choose(self, player: str, kind: str, options: Sequence[T], describe: Callable[[T], str]) -> T:
        queue = self._script.get((player, kind))
        if not queue:
            return options[0]
        want = queue.popleft()
        for option in options:
            text = describe(option)
            if text == want or text.startswith(want + ":") or text.split(":")[0] == want:
                return option
        listed = "; ".join(describe(o) for o in options)
        raise ScriptError(f"scripted {kind} {want!r} for player {player} is not legal here; "
                          f"the options were: {listed}")
