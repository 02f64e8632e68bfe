"""Game state: card instances, creature stacks, ordered zones, players."""

from __future__ import annotations

from dataclasses import MISSING, dataclass, field, fields
from enum import StrEnum

from engine.model.cards import CardDef, Civ


class Zone(StrEnum):
    DECK = "deck"
    HAND = "hand"
    MANA = "mana zone"
    BATTLE = "battle zone"
    SHIELDS = "shield zone"
    GRAVEYARD = "graveyard"
    HYPERSPATIAL = "hyperspatial zone"
    GR = "super GR zone"  # 超GRゾーン: the super GR (超GR), a hidden ordered pile of GR creatures (not a deck)
    NOWHERE = "nowhere zone"  # 004: before 2022-09-14 a card being used was moved here (どこでもないゾーン)


ZONE_WORDS: dict[str, Zone] = {
    "deck": Zone.DECK, "hand": Zone.HAND, "mana": Zone.MANA, "mana zone": Zone.MANA,
    "battle zone": Zone.BATTLE, "shields": Zone.SHIELDS, "shield zone": Zone.SHIELDS,
    "graveyard": Zone.GRAVEYARD, "hyperspatial zone": Zone.HYPERSPATIAL, "nowhere zone": Zone.NOWHERE,
    "super GR zone": Zone.GR, "super gr zone": Zone.GR,
}

# Why a card is pending (004 保留状態): it is being used (summoned, cast), or an effect is
# putting it into the battle zone.
USE, PUT = "use", "put"


@dataclass(eq=False)
class Pending:
    """The pending state (保留状態, 409) of a card being used or put, until its move is done.

    The card is out of its zone's list, so nothing counts, chooses or refers to it, but it
    belongs to that zone (``zone``; ``index``: its place there) and has not left it. Where the
    rules say it is (``shown_in``): its own zone, or the nowhere zone (どこでもないゾーン) under the
    rules before 2022-09-14. ``civilizations``: what it had just before it became pending,
    which replacement and state-defining effects read (004). A copy (smash burst) has no zone."""

    zone: Zone | None
    owner: str  # whose zone it belongs to
    index: int
    shown_in: Zone | None
    reason: str  # USE | PUT
    civilizations: tuple[Civ, ...] = ()
    cost: int = 0
    uses: int = 0  # how many uses of it are going on (a pending card may be used again: 004)


# Where a card keeps its part of a state's canonical key (engine.model.snapshot) while none of its
# fields changes: assigning any field drops it. Copies of a state copy it with the card.
KEY_CACHE = "_key"


@dataclass(eq=False)
class Card:
    """One physical card. Outside the battle zone a card is its own object."""

    uid: int
    definition: CardDef
    owner: str
    tapped: bool = False
    pending: Pending | None = None  # 保留状態: being used or put (engine.mechanics.pending)
    entered_battle: int | None = None  # the turn id it came into the battle zone (rebuild: sickness)
    copy: bool = False  # a copy (smash burst's spell side): it ceases to exist after its use
    face_up: bool = False  # a face-up shield
    shielded_from: Zone | None = None  # the zone the last move into the shield zone came from (None: set up)
    fortifies: Card | None = None  # a castle: the shield card it fortifies (要塞化, engine.mechanics.castles)
    stacked_under: Card | None = None  # a card put under a shield (シールド・プラス): that shield's top card
    # what its current use remembers (ガチンコ・ジャッジ); replaced, never changed in place (a copy of a
    # state shares it), as are the two sets of keywords below
    memory: dict[str, object] = field(default_factory=dict)
    given: frozenset[str] = frozenset()  # keywords an effect gave it where it is (lost as it moves)
    keywords: frozenset[str] = frozenset()  # keywords an effect gave the card itself (S-trigger-ized)
    seal: bool = False  # a face-down seal (封印, 116) on an element: no characteristics but cost 0 (200.3b)

    @property
    def name(self) -> str:
        return self.definition.name

    def __setattr__(self, name: str, value: object) -> None:
        object.__setattr__(self, name, value)
        self.__dict__.pop(KEY_CACHE, None)  # what it is changed: its part of a state's key is found again

    def __repr__(self) -> str:
        return f"{self.name}#{self.uid}"

    @classmethod
    def new(cls, uid: int, definition: CardDef, owner: str) -> Card:
        """``Card(uid, definition, owner)`` without the generated ``__init__``'s fifteen calls of
        :meth:`__setattr__` (a board of forty cards is set up for every run): the same fields, in the
        same order, with the same defaults."""
        card = object.__new__(cls)
        state = {"uid": uid, "definition": definition, "owner": owner, **_CARD_DEFAULTS}
        for name, make in _CARD_FACTORIES:
            state[name] = make()  # at its place: the key is in _CARD_DEFAULTS already
        object.__setattr__(card, "__dict__", state)
        return card


# Card's fields after the three given to Card.new, in their order: a default value, or (in _CARD_FACTORIES,
# at its place in that order) a factory called for each card.
_CARD_REST = [f for f in fields(Card) if f.name not in ("uid", "definition", "owner")]
_CARD_DEFAULTS: dict[str, object] = {f.name: f.default if f.default is not MISSING else None for f in _CARD_REST}
_CARD_FACTORIES = tuple((f.name, f.default_factory) for f in _CARD_REST if f.default_factory is not MISSING)


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
    granted_keywords: frozenset[str] = frozenset()  # replaced, never changed in place
    attack_power: int = 0  # パワーアタッカー+n effects gave it this turn, summed (510.2: while it attacks)
    entered_by: str = ""
    # the elements it evolved from, as they were (DMPS keeps them: 000 リンク); a card: from a zone
    sources: list[Creature | Card] = field(default_factory=list)
    # cards linked side by side with the top card as a board sets them up (000 DMPS-LINK: links kept
    # through evolution); a G-link made in play is ``linked`` below (engine.mechanics.links)
    linked_cards: list[Card] = field(default_factory=list)
    auras: list[Card] = field(default_factory=list)  # オーラ attached to it: their abilities work from here
    chosen: dict[str, str] = field(default_factory=dict)  # what its abilities chose as it entered ("race"); replaced
    # a cross gear: the creature it was crossed onto; a dragheart weapon: the one it is equipped to (305.2)
    attached_to: Creature | None = None
    linked: bool = False  # G-link: its cards are gods linked left to right, one creature (engine.mechanics.links)
    seals: list[Card] = field(default_factory=list)  # 封印 put on it, oldest first: not its cards (109.2c, 116)
    awakened: bool = False  # 覚醒 flipped it: it is no longer summoning sick (engine.ops.hyperspatial)
    hyper_released: bool = False  # its hyper mode is released (814; engine.mechanics.hyper_mode)

    @property
    def top(self) -> Card:
        return self.cards[0]

    @property
    def definition(self) -> CardDef:
        return self.cards[0].definition  # the top card's (asked very often: no detour through ``top``)

    @property
    def name(self) -> str:
        return self.top.name

    @property
    def component_cards(self) -> list[Card]:
        """The cards the creature consists of (109.2c: 「クリーチャーの上下に重なっているオーラや魔導具等は
        クリーチャーの構成カードに含まれます」; draghearts, cross gears and seals are not): its stack, the cards
        linked with it and the オーラ attached to it."""
        return list(dict.fromkeys((*self.cards, *self.linked_cards, *self.auras)))

    @property
    def top_layer(self) -> list[Card]:
        """The top card and the cards linked with it."""
        return [self.top, *self.linked_cards]

    def has(self, keyword: str) -> bool:
        if self.linked:  # a linked god has the abilities of each god
            return any(c.definition.has(keyword) for c in self.cards) or keyword in self.granted_keywords
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
    Zone.GRAVEYARD: "graveyard", Zone.HYPERSPATIAL: "hyperspatial", Zone.GR: "gr",
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
    gr: list[Card] = field(default_factory=list)  # the super GR (超GR), top first
    usable_mana: int = 0  # DMPS
    cap_doubled: bool = False  # DMPS: Wild Safari Channel, this turn
    # DMPS: "usable mana n lower" effects, as (n, last turn): they last to the end of this
    # player's turn number ``last turn`` (see engine.policies.mana_payment.PoolMana.reduction)
    cap_reductions: list[tuple[int, int]] = field(default_factory=list)
    charged_this_turn: bool = False
    turns_taken: int = 0
    # cards of this player's zones that are pending (保留状態), in the order they became so:
    # out of their zone's list, so nothing counts or chooses them (engine.mechanics.pending)
    pending: list[Card] = field(default_factory=list)
    extra_turns: int = 0  # turns this player takes after this one (ザ・ユニバース・ゲート)
    declared: list[Card] = field(default_factory=list)  # declared shield triggers waiting out of every zone (DMPS)
    castles: list[Card] = field(default_factory=list)  # castles fortifying this player's shields (not shields)
    # cards put under this player's shields (シールド・プラス), each part of the shield it is under
    # (``Card.stacked_under``): in the shield zone, but no shield of their own (engine.mechanics.stacked_shields)
    under_shields: list[Card] = field(default_factory=list)
    # this player's sealed creatures (116): in the battle zone, but ignored by both players, so
    # out of ``battle`` (engine.mechanics.seals); non-creature elements keep their seals in ``battle``
    sealed: list[Creature] = field(default_factory=list)

    def cards_in(self, zone: Zone) -> list[Card]:
        """Cards of a zone other than the battle zone (use ``battle`` for creatures); pending
        cards are not among them. The nowhere zone: the cards the rules put there."""
        if zone is Zone.NOWHERE:
            return [c for c in self.pending if c.pending is not None and c.pending.shown_in is Zone.NOWHERE]
        cards: list[Card] = self.__dict__[CARD_LISTS[zone]]
        return cards

    def belonging(self, zone: Zone) -> list[Card]:
        """The cards that belong to a zone, pending ones included at their place (for people and
        for "where is it"; never for counting or choosing)."""
        cards = list(self.cards_in(zone))
        if zone is Zone.NOWHERE:  # its cards are the pending ones the rules put there: each once
            return cards
        for c in sorted((c for c in self.pending if c.pending is not None and c.pending.shown_in is zone),
                        key=lambda c: c.pending.index if c.pending else 0):
            cards.insert(min(c.pending.index if c.pending else 0, len(cards)), c)
        return cards

    def count(self, zone: Zone) -> int:
        """Objects in a zone: creatures for the battle zone, cards elsewhere."""
        return len(self.battle) if zone is Zone.BATTLE else len(self.cards_in(zone))


def other(player: str) -> str:
    return "B" if player == "A" else "A"


CARD_ZONES = (Zone.HAND, Zone.MANA, Zone.SHIELDS, Zone.GRAVEYARD, Zone.DECK, Zone.HYPERSPATIAL, Zone.GR)
_LOCATED = tuple((zone, CARD_LISTS[zone]) for zone in CARD_ZONES)  # where :func:`locate` looks, in order


def locate(players: dict[str, Player], card: Card) -> tuple[Player, Zone] | None:
    """The player and zone a card is in (a card of a creature: the battle zone), or None. A
    pending card is where the rules say it is: its own zone, or the nowhere zone."""
    for p in players.values():
        if card in p.pending:
            return (p, card.pending.shown_in) if card.pending is not None and card.pending.shown_in else None
        lists = p.__dict__
        for zone, name in _LOCATED:
            if card in lists[name]:
                return p, zone
        if card in p.castles or card in p.under_shields:
            return p, Zone.SHIELDS
        for cr in (*p.battle, *p.sealed):
            if card in cr.cards or card in cr.linked_cards or card in cr.auras or card in cr.seals:
                return p, Zone.BATTLE
    return None
