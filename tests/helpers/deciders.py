"""Scripted deciders for engine unit tests."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar

T = TypeVar("T")


class OfferRecorder:
    """Answers one kind of decision with its last option ("stop" in an offer) and keeps what that decision
    offered; every other decision takes its first option."""

    def __init__(self, kind: str) -> None:
        self.kind = kind
        self.offered: list[str] = []

    def answers(self, player: str, kind: str) -> bool:
        return kind == self.kind

    def choose(self, player: str, kind: str, options: Sequence[T], describe: Callable[[T], str]) -> T:
        if kind == self.kind:
            self.offered = [describe(o) for o in options]
            return options[-1]
        return options[0]
