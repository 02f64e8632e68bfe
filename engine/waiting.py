"""Waiting effects (待機): triggered abilities that wait to resolve."""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.cards import Ability
from engine.events import Event
from engine.state import Card, Creature

# Where a waiting effect's source was when it triggered, in DMPS precedence order.
ZONE_RANK = {"battle": 0, "graveyard": 1, "hyperspatial": 1, "shield": 2, "hand": 3, "player": 4}


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
    special: str = ""  # invasion | revolution change | attack chance | ...
    choice_rank: int = 0  # order chosen among specials
    label: str = field(default="")

    @property
    def source_name(self) -> str:
        if self.source_creature is not None:
            return self.source_creature.name
        return self.source_card.name if self.source_card else "(rule)"

    def describe(self) -> str:
        text = self.ability.text or (self.ability.trigger.event if self.ability.trigger else "")
        return f"{self.source_name}: {text}"
