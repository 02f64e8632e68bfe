"""Scripted deciders for engine unit tests."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar

T = TypeVar("T")


class OfferRecorder:
    """Answers one kind of decision with its last option ("stop" in an offer; ``first=True``: its first) and
    keeps what each such decision offered; every other decision takes its first option."""

    def __init__(self, kind: str, first: bool = False) -> None:
        self.kind = kind
        self.first = first
        self.offers: list[list[str]] = []

    @property
    def offered(self) -> list[str]:
        """What the latest decision of the kind offered (nothing before the first)."""
        return self.offers[-1] if self.offers else []

    def answers(self, player: str, kind: str) -> bool:
        return kind == self.kind

    def choose(self, player: str, kind: str, options: Sequence[T], describe: Callable[[T], str]) -> T:
        if kind == self.kind:
            self.offers.append([describe(o) for o in options])
            return options[0] if self.first else options[-1]
        return options[0]
