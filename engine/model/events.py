"""Events: every change to the game. Triggered abilities listen to them."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine.model.objects import Card, Creature, Zone


@dataclass
class Event:
    """Something that happened.

    ``creature`` is the battle-zone element concerned (for a creature that left, the
    element as it was when it left: its last known state). ``data`` holds the turn and the
    batch of simultaneous moves it belongs to, plus facts of its kind (``detail`` for
    people; ``destroyed``, ``target``, ``by``).
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


@dataclass
class Batch:
    """Moves made together (:func:`engine.mechanics.resolution.simultaneously`): their events, collected
    until the batch ends, and the creatures on the board before it (leave triggers look back)."""

    number: int
    observers: list[Creature]
    events: list[Event] = field(default_factory=list)
