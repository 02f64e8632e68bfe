"""Game state: card instances, creature stacks, ordered zones, players."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

from engine.cards import CardDef, Civ


class Zone(StrEnum):
    DECK = "deck"
    HAND = "hand"
    MANA = "mana zone"
    BATTLE = "battle zone"
    SHIELDS = "shield zone"
    GRAVEYARD = "graveyard"
    HYPERSPATIAL = "hyperspatial zone"


ZONE_WORDS: dict[str, Zone] = {
    "deck": Zone.DECK, "hand": Zone.HAND, "mana": Zone.MANA, "mana zone": Zone.MANA,
    "battle zone": Zone.BATTLE, "shields": Zone.SHIELDS, "shield zone": Zone.SHIELDS,
    "graveyard": Zone.GRAVEYARD, "hyperspatial zone": Zone.HYPERSPATIAL,
}


@dataclass(eq=False)
class Card:
    """One physical card. Outside the battle zone a card is its own object."""

    uid: int
    definition: CardDef
    owner: str
    tapped: bool = False

    @property
    def name(self) -> str:
        return self.definition.name

    def __repr__(self) -> str:
        return f"{self.name}#{self.uid}"


@dataclass(eq=False)
class Creature:
    """An element in the battle zone: a stack of cards, top card first.

    ``position`` orders the battle zone left to right; it is assigned when the creature is
    put in (or moved to the right end, as evolving does) and never renumbered, so the
    relative order of creatures is stable even as others leave.
    """

    uid: int
    cards: list[Card]
    controller: str
    position: int
    entered_turn: int
    tapped: bool = False
    power_bonus: int = 0
    granted_keywords: set[str] = field(default_factory=set)
    entered_by: str = ""

    @property
    def top(self) -> Card:
        return self.cards[0]

    @property
    def definition(self) -> CardDef:
        return self.top.definition

    @property
    def name(self) -> str:
        return self.top.name

    def has(self, keyword: str) -> bool:
        return self.definition.has(keyword) or keyword in self.granted_keywords

    @property
    def civilizations(self) -> tuple[Civ, ...]:
        d = self.definition
        return d.battle_civilizations or d.civilizations

    def __repr__(self) -> str:
        return f"{self.name}@{self.position}"


# The attribute of :class:`Player` that holds each zone's cards (not the battle zone's).
CARD_LISTS: dict[Zone, str] = {
    Zone.DECK: "deck", Zone.HAND: "hand", Zone.MANA: "mana", Zone.SHIELDS: "shields",
    Zone.GRAVEYARD: "graveyard", Zone.HYPERSPATIAL: "hyperspatial",
}


@dataclass
class Player:
    name: str
    deck: list[Card] = field(default_factory=list)  # top first
    hand: list[Card] = field(default_factory=list)
    mana: list[Card] = field(default_factory=list)
    battle: list[Creature] = field(default_factory=list)  # left to right
    shields: list[Card] = field(default_factory=list)
    graveyard: list[Card] = field(default_factory=list)  # bottom first, newest last
    hyperspatial: list[Card] = field(default_factory=list)
    usable_mana: int = 0  # DMPS
    cap_doubled: bool = False  # DMPS: Wild Safari Channel, this turn
    # DMPS: "usable mana n lower" effects, as (n, last turn): they last to the end of this
    # player's turn number ``last turn`` (see engine.policies.mana.PoolMana.reduction)
    cap_reductions: list[tuple[int, int]] = field(default_factory=list)
    charged_this_turn: bool = False
    turns_taken: int = 0

    def cards_in(self, zone: Zone) -> list[Card]:
        """Cards of a zone other than the battle zone (use ``battle`` for creatures)."""
        cards: list[Card] = getattr(self, CARD_LISTS[zone])
        return cards

    def count(self, zone: Zone) -> int:
        """Objects in a zone: creatures for the battle zone, cards elsewhere."""
        return len(self.battle) if zone is Zone.BATTLE else len(self.cards_in(zone))


def other(player: str) -> str:
    return "B" if player == "A" else "A"


CARD_ZONES = (Zone.HAND, Zone.MANA, Zone.SHIELDS, Zone.GRAVEYARD, Zone.DECK, Zone.HYPERSPATIAL)


def locate(players: dict[str, Player], card: Card) -> tuple[Player, Zone] | None:
    """The player and zone a card is in (a card of a creature: the battle zone), or None."""
    for p in players.values():
        for zone in CARD_ZONES:
            if card in p.cards_in(zone):
                return p, zone
        for cr in p.battle:
            if card in cr.cards:
                return p, Zone.BATTLE
    return None
