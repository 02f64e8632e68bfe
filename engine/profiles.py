"""Rule profiles: each is a composition of policies, one per fork in the rules.

Every fork the engine knows is a field of :class:`Profile`, and each field's policy module
(``engine/policies/<fork>.py``) says what the sources rule on each side. A profile that
differs from another in one fork is one ``replace(...)`` line.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from engine.errors import UnknownProfileError
from engine.policies.attacks import ONE_REDIRECTION, REPEATED_REDIRECTION, AttackRedirection
from engine.policies.breakers import LARGEST_BREAKER, PLAYER_CHOOSES_BREAKER, BreakerChoice
from engine.policies.decks import DMPS_DECKS, TCG_DECKS, DeckRules
from engine.policies.declarations import (
    DMPS_DECLARATIONS,
    DMPS_OLD_DECLARATIONS,
    TCG_DECLARATIONS,
    DeclarationPolicy,
)
from engine.policies.limits import DMPS_LIMITS, NO_LIMITS, ZoneLimits
from engine.policies.mana import ManaPolicy, PoolMana, TappedMana
from engine.policies.moves import OWNERS_ORDER, SEQUENCED, MovePolicy
from engine.policies.mulligan import NO_MULLIGAN, Mulligan
from engine.policies.ordering import CategoryPrecedence, FixedPrecedence, OrderingPolicy, PlayersChoose
from engine.policies.picks import PLAYER_PICKS, RANDOM_PICKS, PicksPolicy
from engine.policies.power import INT32, UNBOUNDED, PowerRange
from engine.policies.replacement import PLAYERS_CHOOSE, PRIORITY_LEVELS, ReplacementPolicy
from engine.policies.texts import DMPS_TEXTS, TCG_TEXTS, CardTexts
from engine.policies.turns import DMPS_TURN_LIMIT, NO_TURN_LIMIT, TurnLimit

# The forks, as reports name them, in the order they are listed (field name -> label).
FORKS = {
    "mana": "mana",
    "limits": "zone limits",
    "ordering": "waiting effects",
    "power": "power",
    "turn_limit": "turn limit",
    "texts": "card texts",
    "mulligan": "mulligan",
    "breakers": "several breakers",
    "picks": "ties and paid resources",
    "moves": "simultaneous moves",
    "redirection": "attack redirection",
    "declarations": "declared abilities",
    "replacement": "replacement effects",
    "decks": "deck rules",
}


@dataclass(frozen=True)
class Profile:
    """A rule profile: a name, a title, and one policy per fork."""

    name: str
    title: str
    texts: CardTexts  # engine/policies/texts.py: TCG texts or DMPS versions
    mana: ManaPolicy  # engine/policies/mana.py: tapping cards or the DMPS pool
    limits: ZoneLimits  # engine/policies/limits.py: zone capacities and overflow
    ordering: OrderingPolicy  # engine/policies/ordering.py: which waiting effect resolves next
    power: PowerRange = UNBOUNDED  # engine/policies/power.py
    turn_limit: TurnLimit = NO_TURN_LIMIT  # engine/policies/turns.py
    mulligan: Mulligan = NO_MULLIGAN  # engine/policies/mulligan.py
    breakers: BreakerChoice = PLAYER_CHOOSES_BREAKER  # engine/policies/breakers.py
    picks: PicksPolicy = PLAYER_PICKS  # engine/policies/picks.py: ties and paid resources
    moves: MovePolicy = OWNERS_ORDER  # engine/policies/moves.py: simultaneous moves, "first time", swaps
    redirection: AttackRedirection = REPEATED_REDIRECTION  # engine/policies/attacks.py
    declarations: DeclarationPolicy = TCG_DECLARATIONS  # engine/policies/declarations.py
    replacement: ReplacementPolicy = PLAYERS_CHOOSE  # engine/policies/replacement.py
    decks: DeckRules = TCG_DECKS  # engine/policies/decks.py

    def forks(self) -> dict[str, str]:
        """Each fork and the choice this profile makes, for reports."""
        return {label: str(getattr(self, field).name) for field, label in FORKS.items()}


TCG = Profile(
    name="tcg",
    title="current paper rules",
    texts=TCG_TEXTS,
    mana=TappedMana(),
    limits=NO_LIMITS,
    ordering=PlayersChoose(),
)

DMPS = Profile(
    name="dmps",
    title="Duel Masters Play's (current)",
    texts=DMPS_TEXTS,
    mana=PoolMana(),
    limits=DMPS_LIMITS,
    ordering=FixedPrecedence(),
    power=INT32,
    turn_limit=DMPS_TURN_LIMIT,
    decks=DMPS_DECKS,
    breakers=LARGEST_BREAKER,
    picks=RANDOM_PICKS,
    moves=SEQUENCED,
    redirection=ONE_REDIRECTION,  # 000 最新のものとは異なる裁定: one block / guardman per attack
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
