"""Card definitions: the immutable facts of a card, as the catalog states them."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any


class Civ(StrEnum):
    LIGHT = "light"
    WATER = "water"
    DARKNESS = "darkness"
    FIRE = "fire"
    NATURE = "nature"
    ZERO = "zero"


CIV_NAMES_JA = {
    "光": Civ.LIGHT, "水": Civ.WATER, "闇": Civ.DARKNESS, "火": Civ.FIRE, "自然": Civ.NATURE,
    "ゼロ": Civ.ZERO,
}


class CardType(StrEnum):
    CREATURE = "creature"
    EVOLUTION_CREATURE = "evolution creature"
    PSYCHIC_CREATURE = "psychic creature"
    GR_CREATURE = "gr creature"  # GRクリーチャー: lives in the super GR zone (超GR), comes out by GR summon
    SPELL = "spell"
    CROSS_GEAR = "cross gear"
    CASTLE = "castle"
    DRAGHEART = "dragheart"
    FIELD = "field"
    AURA = "aura"  # オーラ: attached to a creature, whose abilities it adds
    TAMASEED = "tamaseed"  # タマシード: a non-creature card that is put into the battle zone
    UNKNOWN = "unknown"  # a card whose facts the sources don't give (``reference only``: its name)

    # Facts of each type, set on each member below: read on most events, and a property of an enum
    # member costs about a microsecond a read.
    is_creature: bool
    is_hyperspatial: bool  # psychic and dragheart cards live in the hyperspatial zone, never in the deck


for _type in CardType:
    _type.is_creature = _type in (CardType.CREATURE, CardType.EVOLUTION_CREATURE, CardType.PSYCHIC_CREATURE,
                                  CardType.GR_CREATURE)
    _type.is_hyperspatial = _type in (CardType.PSYCHIC_CREATURE, CardType.DRAGHEART)
del _type


@dataclass(frozen=True)
class Trigger:
    """When a triggered ability triggers: an event name plus an optional filter."""

    event: str
    filter: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Effect:
    """One step of the effect vocabulary: an operation name and its arguments."""

    op: str
    args: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Ability:
    """A triggered, replacement or static ability, in the order of the card's text."""

    kind: str  # "triggered" | "replacement" | "static"
    text: str
    trigger: Trigger | None = None
    effects: tuple[Effect, ...] = ()
    condition: dict[str, Any] = field(default_factory=dict)
    optional: bool = False
    once_per_turn: bool = False
    static: dict[str, Any] = field(default_factory=dict)
    also: tuple[Trigger, ...] = ()  # further timings ("when this enters or attacks")
    label: str = ""  # a short name for traces and ordering tables ("draw", "freeze")
    modes: tuple[tuple[str, tuple[Effect, ...]], ...] = ()  # 「次のうちいずれか１つを選ぶ」: (label, effects)

    @property
    def triggers(self) -> tuple[Trigger, ...]:
        return ((self.trigger,) if self.trigger else ()) + self.also

    @property
    def name(self) -> str:
        """What reports call this ability: its label, else its first trigger event."""
        if self.label:
            return self.label
        return self.trigger.event if self.trigger else self.kind


@dataclass(frozen=True)
class CardDef:
    """A card as printed (or as its DMPS version reads, see :meth:`for_profile`)."""

    name: str
    type: CardType
    civilizations: tuple[Civ, ...]
    cost: int
    power: int | None = None
    races: tuple[str, ...] = ()
    aliases: tuple[str, ...] = ()
    mana_number: int = 1
    keywords: frozenset[str] = frozenset()
    abilities: tuple[Ability, ...] = ()
    evolves_from: dict[str, Any] = field(default_factory=dict)
    battle_civilizations: tuple[Civ, ...] = ()
    god: str = ""  # "" | "god card" | "central g link"
    dp_hall_of_fame: bool = False
    source: str = ""
    note: str = ""
    dmps: CardDef | None = None
    spell_side: CardDef | None = None  # a twinpact's spell side (its creature side is this card)
    dmps_old: CardDef | None = None  # an older DMPS text, where it differs from ``dmps``
    ruby: tuple[tuple[str, str | None], ...] = ()  # the name in segments with their readings (ルビ)
    reference_only: bool = False  # only its name is known: it can be named, never put into a game
    g_link: dict[str, Any] = field(default_factory=dict)  # G・リンク: {with: partner's name, side: left|right}
    dragheart: str = ""  # a dragheart's side (807.1): "weapon" (305) | "fortress" (306) | "creature" | "" (unsaid)

    def for_profile_old(self) -> CardDef:
        """The older DMPS text (000 records some: 初出時の《バロン・ゴーヤマ》), else the DMPS one."""
        return self.dmps_old if self.dmps_old is not None else self.for_profile(True)

    @property
    def sides(self) -> tuple[CardDef, ...]:
        """Its sides: a twinpact's creature side (this) and spell side; any other card, itself."""
        return (self,) if self.spell_side is None else (self, self.spell_side)

    @property
    def card_civilizations(self) -> tuple[Civ, ...]:
        """Its civilizations as a card (outside the battle zone): a twinpact has both sides' (201.2b);
        a card with a civilization is not colourless, so a zero side adds nothing to a coloured
        one (Q&A 42358: a twinpact with a colourless creature side and a darkness spell is a
        darkness card, not a colourless one)."""
        civs = tuple(dict.fromkeys(c for side in self.sides for c in side.civilizations))
        coloured = tuple(c for c in civs if c is not Civ.ZERO)
        return coloured or civs

    @property
    def is_multicolour(self) -> bool:
        return len(self.civilizations) >= 2

    @property
    def is_rainbow_zero(self) -> bool:
        """A five-colour card whose mana number is 0."""
        return self.mana_number == 0

    def has(self, keyword: str) -> bool:
        return keyword in self.keywords

    def for_profile(self, dmps: bool) -> CardDef:
        """The version of this card that a profile plays: the DMPS text under DMPS profiles."""
        return self.dmps if dmps and self.dmps is not None else self


@dataclass(frozen=True)
class DeckList:
    """Card names a player brings: the main deck, the hyperspatial zone and the super GR (超GR)
    (checked by :mod:`engine.catalog.decks`)."""

    main: tuple[str, ...] = ()
    hyperspatial: tuple[str, ...] = ()
    gr: tuple[str, ...] = ()
