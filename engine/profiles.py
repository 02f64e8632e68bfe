"""Rule profiles: each is a composition of policies, one per fork in the rules.

A profile that differs from another in one fork is one ``replace(...)`` line.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from engine.declarations import DMPS_DECLARATIONS, DMPS_OLD_DECLARATIONS, TCG_DECLARATIONS, DeclarationPolicy
from engine.errors import UnknownProfileError
from engine.policies.limits import DMPS_LIMITS, NO_LIMITS, ZoneLimits
from engine.policies.mana import ManaPolicy, PoolMana, TappedMana
from engine.policies.moves import OWNERS_ORDER, SEQUENCED, MovePolicy
from engine.policies.ordering import CategoryPrecedence, FixedPrecedence, OrderingPolicy, PlayersChoose
from engine.policies.replacement import PLAYERS_CHOOSE, PRIORITY_LEVELS, ReplacementPolicy


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
    mulligan: bool = False  # a player may redraw the starting hand (003: マリガン：無し; no source gives DMPS one)
    largest_breaker_only: bool = False  # several breakers: the largest applies by itself (000 ブレイカー能力)
    random_picks: bool = False  # ties and paid-for resources picked at random (000 系統的な調整例)
    moves: MovePolicy = OWNERS_ORDER  # the order of simultaneous moves, "first time", swaps (000)
    redirects_per_attack: int | None = None  # changes of attack target (blocks) per attack; None: any
    declarations: DeclarationPolicy = TCG_DECLARATIONS  # declared abilities, non-turn-player timing (000)
    replacement: ReplacementPolicy = PLAYERS_CHOOSE  # which of several replacement effects applies (000)

    def forks(self) -> dict[str, str]:
        """Each fork and the choice this profile makes, for reports."""
        return {
            "mana": self.mana.name,
            "zone limits": self.limits.describe(),
            "waiting effects": self.ordering.name,
            "power": "int32, wraps" if self.power_int32 else "unbounded",
            "turn limit": f"{self.turn_limit} rounds, both lose" if self.turn_limit else "none",
            "card texts": "DMPS versions" if self.dmps else "TCG texts",
            "mulligan": "offered" if self.mulligan else "none",
            "several breakers": "the largest applies" if self.largest_breaker_only else "the player chooses one",
            "ties and paid resources": "picked at random" if self.random_picks else "the player chooses",
            "simultaneous moves": self.moves.name,
            "attack redirection": (f"{self.redirects_per_attack} per attack (older ruling)"
                                   if self.redirects_per_attack else "repeatedly (latest ruling)"),
            "declared abilities": self.declarations.name,
            "replacement effects": self.replacement.name,
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
    largest_breaker_only=True,
    random_picks=True,
    moves=SEQUENCED,
    redirects_per_attack=1,  # 000 最新のものとは異なる裁定: one block / guardman per attack
    declarations=DMPS_DECLARATIONS,
    replacement=PRIORITY_LEVELS,  # 000 適用する置換効果の決定: priority 1-5, no player chooses
)

# Older DMPS behaviour the sources record: the help text's 99-card mana limit was not
# enforced (000, マナゾーン, struck-through wiki note); waiting effects in a fixed order by
# trigger kind (001, トリガー別の解決順序, Ver.3.9.2).
DMPS_OLD = replace(
    DMPS, name="dmps-old", title="Duel Masters Play's (older behaviour)",
    limits=ZoneLimits({k: v for k, v in DMPS_LIMITS.capacity.items() if k.value != "mana zone"}),
    ordering=CategoryPrecedence(),
    declarations=DMPS_OLD_DECLARATIONS,  # 000/001: pseudo declarations, one Kankurou at a time
)

PROFILES: dict[str, Profile] = {p.name: p for p in (TCG, DMPS, DMPS_OLD)}


def get_profile(name: str) -> Profile:
    try:
        return PROFILES[name]
    except KeyError:
        raise UnknownProfileError(name, list(PROFILES)) from None


def profile_names() -> list[str]:
    return list(PROFILES)
