"""Rule profiles: each is a composition of policies, one per fork in the rules.

A profile that differs from another in one fork is one ``replace(...)`` line.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from engine.errors import UnknownProfileError
from engine.policies.limits import DMPS_LIMITS, NO_LIMITS, ZoneLimits
from engine.policies.mana import ManaPolicy, PoolMana, TappedMana
from engine.policies.ordering import CategoryPrecedence, FixedPrecedence, OrderingPolicy, PlayersChoose


@dataclass(frozen=True)
class Profile:
    name: str
    title: str
    dmps: bool  # plays the DMPS versions of cards
    mana: ManaPolicy
    limits: ZoneLimits
    ordering: OrderingPolicy
    power_int32: bool = False  # power wraps as a signed 32-bit integer (DMPS)
    turn_limit: int | None = None  # rounds; both players lose when it runs out (DMPS: 99)
    deck_copy_limit: int = 4
    dp_hall_of_fame: bool = False  # DP殿堂: at most one copy in a deck

    def forks(self) -> dict[str, str]:
        """Each fork and the choice this profile makes, for reports."""
        return {
            "mana": self.mana.name,
            "zone limits": self.limits.describe(),
            "waiting effects": self.ordering.name,
            "power": "int32, wraps" if self.power_int32 else "unbounded",
            "turn limit": f"{self.turn_limit} rounds, both lose" if self.turn_limit else "none",
            "card texts": "DMPS versions" if self.dmps else "TCG texts",
        }


TCG = Profile(
    name="tcg",
    title="current paper rules",
    dmps=False,
    mana=TappedMana(),
    limits=NO_LIMITS,
    ordering=PlayersChoose(),
)

DMPS = Profile(
    name="dmps",
    title="Duel Masters Play's (current)",
    dmps=True,
    mana=PoolMana(),
    limits=DMPS_LIMITS,
    ordering=FixedPrecedence(),
    power_int32=True,
    turn_limit=99,
    dp_hall_of_fame=True,
)

# Older DMPS behaviour the sources record: the help text's 99-card mana limit was not
# enforced (000, マナゾーン, struck-through wiki note); waiting effects in a fixed order by
# trigger kind (001, トリガー別の解決順序, Ver.3.9.2).
DMPS_OLD = replace(
    DMPS, name="dmps-old", title="Duel Masters Play's (older behaviour)",
    limits=ZoneLimits({k: v for k, v in DMPS_LIMITS.capacity.items() if k.value != "mana zone"}),
    ordering=CategoryPrecedence(),
)

PROFILES: dict[str, Profile] = {p.name: p for p in (TCG, DMPS, DMPS_OLD)}


def get_profile(name: str) -> Profile:
    try:
        return PROFILES[name]
    except KeyError:
        raise UnknownProfileError(name, list(PROFILES)) from None


def profile_names() -> list[str]:
    return list(PROFILES)
