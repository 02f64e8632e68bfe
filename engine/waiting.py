"""Waiting effects (待機): triggered abilities that wait to resolve."""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.cards import Ability
from engine.events import Event
from engine.state import Card, Creature

# Where a waiting effect's source was when it triggered, in DMPS precedence order.
# 000 does not place the mana zone (no example waits there): after the shield zone is our reading.
ZONE_RANK = {"battle": 0, "graveyard": 1, "hyperspatial": 1, "shield": 2, "mana": 3, "hand": 4, "player": 5}


@dataclass(eq=False)
class Waiting:
    """A triggered ability waiting to resolve, with what the ordering rules look at."""

    seq: int
    controller: str
    ability: Ability
    ability_index: int  # place in the source's text; granted abilities come after
    event: Event
    source_card: Card | None
    source_creature: Creature | None  # the element, as it was (last known state if it left)
    zone: str  # battle | graveyard | hyperspatial | shield | hand | player
    position: int  # battle zone position (left to right) when it triggered or left
    is_enter: bool  # a "this creature enters" ability triggered by its own entering
    grantor_position: int = -1  # for granted abilities: the granting element's position
    category: str = "other"  # enters | your creature enters | destroyed | leaves | attacks | castle | other
    special: str = ""  # invasion | revolution change | attack chance | ...
    choice_rank: int = 0  # order chosen among specials
    label: str = field(default="")

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


class WaitingEffects:
    """The waiting effects of a game: insertion-ordered, with O(log n) "next" when the
    profile's ordering is a fixed key (a heap), O(n) when a player chooses."""

    def __init__(self) -> None:
        self._items: dict[int, Waiting] = {}
        self._heap: list[tuple[tuple[int, ...], int, Waiting]] = []

    def add(self, w: Waiting, key: tuple[int, ...] | None) -> None:
        self._items[w.seq] = w
        if key is not None:
            import heapq

            heapq.heappush(self._heap, (key, w.seq, w))

    def remove(self, w: Waiting) -> None:
        self._items.pop(w.seq, None)

    def pop_by_key(self) -> tuple[Waiting, tuple[int, ...], Waiting | None, tuple[int, ...] | None] | None:
        """Remove and return the smallest-key effect (with its key) and the runner-up (with
        its key), or None when the ordering is not by key. Resolved entries are dropped lazily."""
        import heapq

        def live() -> tuple[tuple[int, ...], int, Waiting] | None:
            while self._heap:
                if self._heap[0][1] in self._items:
                    return self._heap[0]
                heapq.heappop(self._heap)
            return None

        top = live()
        if top is None:
            return None
        heapq.heappop(self._heap)
        self._items.pop(top[1], None)
        runner = live()
        return top[2], top[0], (runner[2] if runner else None), (runner[0] if runner else None)

    def __iter__(self):  # type: ignore[no-untyped-def]
        return iter(list(self._items.values()))

    def __len__(self) -> int:
        return len(self._items)

    def __bool__(self) -> bool:
        return bool(self._items)

    def as_list(self) -> list[Waiting]:
        return list(self._items.values())
