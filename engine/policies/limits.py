"""Zone limits: how many objects a zone may hold, and what overflow means."""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.state import Zone


@dataclass(frozen=True)
class ZoneLimits:
    """Per-player capacities. A card that would exceed one goes straight to the graveyard
    "as if it had always been there": no event, so nothing triggers (DMPS)."""

    capacity: dict[Zone, int] = field(default_factory=dict)

    def of(self, zone: Zone) -> int | None:
        return self.capacity.get(zone)

    def describe(self) -> str:
        if not self.capacity:
            return "no zone limits"
        return ", ".join(f"{zone} {n}" for zone, n in self.capacity.items())


NO_LIMITS = ZoneLimits()
DMPS_LIMITS = ZoneLimits({Zone.HAND: 10, Zone.SHIELDS: 10, Zone.BATTLE: 7, Zone.MANA: 99})
