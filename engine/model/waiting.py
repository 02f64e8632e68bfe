"""Waiting effects (待機): triggered abilities that wait to resolve, and the set of them."""

from __future__ import annotations

import heapq
from collections.abc import Iterator
from dataclasses import dataclass

from engine.model.cards import Ability
from engine.model.events import Event
from engine.model.objects import Card, Creature

Key = tuple[int, ...]


@dataclass(eq=False)
class Waiting:
    """A triggered ability waiting to resolve, with the facts the ordering rules look at."""

    seq: int
    controller: str
    ability: Ability
    ability_index: int  # place in the source's text; granted abilities come after
    event: Event
    source_card: Card | None
    source_creature: Creature | None  # the element, as it was (last known state if it left)
    zone: str  # battle | graveyard | hyperspatial | shield | hand | mana | player
    position: int  # battle zone position (left to right) when it triggered or left
    is_enter: bool  # a "this creature enters" ability triggered by its own entering
    trigger_event: str = ""  # the trigger event of the ability that triggered ("this enters", ...)
    grantor_position: int = -1  # for granted abilities: the granting element's position
    special: str = ""  # a declared special: invasion | revolution change | attack chance | ...
    choice_rank: int = 0  # order chosen among specials
    mode: str = ""  # the mode chosen as it started waiting (when the profile chooses modes then)

    @property
    def source_name(self) -> str:
        if self.source_creature is not None:
            return self.source_creature.name
        return self.source_card.name if self.source_card else "(rule)"

    @property
    def ability_name(self) -> str:
        return self.ability.name

    def describe(self) -> str:
        return f"{self.source_name}: {self.ability_name}"

    @property
    def tag(self) -> str:
        """Which waiting effect this is, the same whichever order earlier ones resolved in: its
        controller, source card, ability and the event's kind and card (object numbers of cards
        are given at set-up, so they don't depend on the order)."""
        card = self.event.card.uid if self.event.card is not None else 0
        source = self.source_card.uid if self.source_card is not None else 0
        return f"{self.controller}/{source}/{self.ability_index}/{self.event.kind}/{card}"


class WaitingEffects:
    """The waiting effects of a game: insertion-ordered, with O(log n) "next" when the
    profile's ordering is a fixed key (a heap), O(n) when a player chooses."""

    def __init__(self) -> None:
        self._items: dict[int, Waiting] = {}
        self._heap: list[tuple[Key, int, Waiting]] = []

    def add(self, w: Waiting, key: Key | None) -> None:
        self._items[w.seq] = w
        if key is not None:
            heapq.heappush(self._heap, (key, w.seq, w))

    def remove(self, w: Waiting) -> None:
        self._items.pop(w.seq, None)

    def _live(self) -> tuple[Key, int, Waiting] | None:
        while self._heap:
            if self._heap[0][1] in self._items:
                return self._heap[0]
            heapq.heappop(self._heap)
        return None

    def pop_by_key(self) -> tuple[Waiting, Key, Waiting | None, Key | None]:
        """Remove and return the smallest-key effect (with its key) and the runner-up (with
        its key). Resolved entries are dropped lazily. LookupError when no effect has a key."""
        top = self._live()
        if top is None:
            raise LookupError("no waiting effect has a key (the profile's ordering is a player's choice)")
        heapq.heappop(self._heap)
        self._items.pop(top[1], None)
        runner = self._live()
        return top[2], top[0], (runner[2] if runner else None), (runner[0] if runner else None)

    def __iter__(self) -> Iterator[Waiting]:
        return iter(list(self._items.values()))

    def __len__(self) -> int:
        return len(self._items)

    def __bool__(self) -> bool:
        return bool(self._items)

    def as_list(self) -> list[Waiting]:
        return list(self._items.values())

    def in_order(self) -> list[tuple[Key | None, Waiting]]:
        """The waiting effects as the next ones would be found: those with a key by key (the
        profile's fixed order), then the others as they started waiting."""
        keyed = sorted((k, s, w) for k, s, w in self._heap if s in self._items)
        seen = {s for _, s, _ in keyed}
        return [(k, w) for k, _, w in keyed] + [(None, w) for s, w in self._items.items() if s not in seen]
