"""Zone limits: how many objects a zone may hold, and what overflow means.

000 and 001, ゾーンの枚数上限, and the in-app help (手札, マナゾーン, バトルゾーン,
シールドゾーン): DMPS caps the hand and the shields at 10 cards, the battle zone at 7
objects per player (cards under an evolution creature don't count) and the mana zone at
99 cards; the graveyard and the deck have no limit. A card that would exceed a limit goes
straight to the graveyard instead, "as if it had always been there": the game makes no
event of it (:func:`engine.mechanics.zones.overflow`), so no enter, leave or graveyard ability
triggers, a draw into a full hand is no draw, and no replacement (madness, a graveyard
replacement) applies to it. Replacement effects apply before the capacity is checked.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.model.objects import Zone


@dataclass(frozen=True)
class ZoneLimits:
    """Per-player capacities (cards; objects for the battle zone). A zone not listed has no
    limit."""

    capacity: dict[Zone, int] = field(default_factory=dict)

    def of(self, zone: Zone) -> int | None:
        return self.capacity.get(zone)

    def fits(self, zone: Zone, count: int) -> bool:
        """Whether one more card (object) fits a zone that holds ``count``."""
        cap = self.of(zone)
        return cap is None or count < cap

    def summon_problem(self, battle_count: int, evolution: bool) -> str | None:
        """000: with 7 of your creatures in the battle zone, summoning is not offered at all
        (nothing is paid); effects may still put creatures, which then overflow. An
        evolution creature adds no object: the sources don't say whether it is blocked, and
        it is still offered (a reading)."""
        cap = self.of(Zone.BATTLE)
        if cap is None or evolution or battle_count < cap:
            return None
        return f"the battle zone is full ({cap}): summoning is not offered"

    @property
    def name(self) -> str:
        return self.describe()

    def describe(self) -> str:
        if not self.capacity:
            return "no zone limits"
        return ", ".join(f"{zone} {n}" for zone, n in self.capacity.items())


NO_LIMITS = ZoneLimits()
DMPS_LIMITS = ZoneLimits({Zone.HAND: 10, Zone.SHIELDS: 10, Zone.BATTLE: 7, Zone.MANA: 99})
