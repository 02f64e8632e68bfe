"""Events (every change to the game) and the trace that records them in order."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine.state import Card, Creature, Zone


@dataclass
class Event:
    """Something that happened. Triggered abilities listen to events.

    ``creature`` is the battle-zone element concerned (for a creature that left, the
    element as it was when it left: its last known state).
    """

    kind: str
    player: str | None = None
    card: Card | None = None
    creature: Creature | None = None
    from_zone: Zone | None = None
    to_zone: Zone | None = None
    cause: str = ""
    data: dict[str, Any] = field(default_factory=dict)
    seq: int = 0

    def describe(self) -> str:
        who = f"player {self.player} " if self.player else ""
        what = self.creature.name if self.creature is not None else (self.card.name if self.card else "")
        parts = [f"{who}{self.kind}", what]
        if self.from_zone or self.to_zone:
            parts.append(f"{self.from_zone or '-'} -> {self.to_zone or '-'}")
        if self.cause:
            parts.append(f"({self.cause})")
        if self.data.get("detail"):
            parts.append(str(self.data["detail"]))
        return " ".join(p for p in parts if p)


@dataclass(frozen=True)
class TraceEntry:
    """One line of the trace: a kind (event, waiting, resolve, decision, note) and text."""

    seq: int
    kind: str
    text: str
    data: dict[str, Any] = field(default_factory=dict)

    def __str__(self) -> str:
        return f"{self.seq:>3} {self.kind:<8} {self.text}"


class Trace:
    """Everything that happened, in order: events, waiting effects, resolutions, decisions."""

    def __init__(self) -> None:
        self.entries: list[TraceEntry] = []

    def add(self, kind: str, text: str, **data: Any) -> TraceEntry:
        entry = TraceEntry(len(self.entries) + 1, kind, text, dict(data))
        self.entries.append(entry)
        return entry

    def of_kind(self, kind: str) -> list[TraceEntry]:
        return [e for e in self.entries if e.kind == kind]

    def lines(self) -> list[str]:
        return [str(e) for e in self.entries]
