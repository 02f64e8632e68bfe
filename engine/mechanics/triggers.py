"""Which abilities an event triggers, and where each waiting effect came from.

Trigger filters about moves live here too: ``first time this turn`` (only the first
qualifying event of the turn triggers; DMPS: the first card moved, since events of one batch
are in move order) and ``one or more`` (the ability triggers once for a batch of
simultaneous moves: 000, インフィニティ・ドラゴン).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

from engine.kernel.rules import Rules
from engine.mechanics.filters import Perspective, grants_to, listed, matches
from engine.model.cards import Ability, CardDef, Trigger
from engine.model.events import Event
from engine.model.memo import per_definition
from engine.model.objects import Card, Creature, Zone
from engine.model.waiting import Waiting


class Source:
    """An observer: the card (and creature, in the battle zone) that holds abilities."""

    def __init__(self, controller: str, zone: str, card: Card, creature: Creature | None) -> None:
        self.controller, self.zone, self.card, self.creature = controller, zone, card, creature

    def is_self(self, event: Event) -> bool:
        if self.creature is not None and event.creature is not None:
            return self.creature is event.creature
        return event.card is self.card

    def perspective(self, event: Event) -> Perspective:
        return Perspective(self.controller, self.card, self.creature, event.creature)


def _creature(g: Rules, t: Trigger, e: Event, s: Source) -> bool:
    """The event's creature passes the trigger's filter (race, civilization, other, ...)."""
    return e.creature is not None and matches(g, e.creature, t.filter, s.perspective(e))


def _card(g: Rules, t: Trigger, e: Event, s: Source) -> bool:
    """The event's card passes the trigger's filter (whose: its owner)."""
    return e.card is not None and matches(g, e.card, t.filter, s.perspective(e))


def _nth_attack(g: Rules, t: Trigger, e: Event) -> bool:
    """``nth attack this turn``: the attack is the player's n-th of the turn (龍装者 バルチュリス: 2)."""
    if "nth attack this turn" not in t.filter:
        return True
    turn = e.data.get("turn")
    nth = sum(1 for x in g.state.events if x.kind == "attacked" and x.player == e.player and x.data.get("turn") == turn
              and x.seq <= e.seq)
    return nth == int(t.filter["nth attack this turn"])
def _cast_from(t: Trigger, e: Event) -> bool:
    """The spell was cast from the zone (or one of the zones) of the trigger's ``cast from``."""
    if "cast from" not in t.filter:
        return True
    return e.from_zone is not None and e.from_zone.value in listed(t.filter["cast from"])


Matcher = Callable[[Rules, Trigger, Event, Source], bool]

MATCHERS: dict[str, Matcher] = {
    "this enters": lambda g, t, e, s: e.kind == "entered" and s.is_self(e)
    and ("by" not in t.filter or t.filter["by"] == e.cause),
    "your creature enters": lambda g, t, e, s: e.kind == "entered" and e.player == s.controller
    and _creature(g, t, e, s),
    "this destroyed": lambda g, t, e, s: e.kind == "left" and bool(e.data.get("destroyed")) and s.is_self(e),
    "your creature leaves": lambda g, t, e, s: e.kind == "left" and e.player == s.controller
    and _creature(g, t, e, s),
    "this leaves": lambda g, t, e, s: e.kind == "left" and s.is_self(e)
    and ("to" not in t.filter or (e.to_zone is not None and e.to_zone.value == t.filter["to"])),
    "another creature destroyed": lambda g, t, e, s: e.kind == "left" and bool(e.data.get("destroyed"))
    and (e.creature is None or _creature(g, t, e, s)) and not s.is_self(e),
    "this attacks": lambda g, t, e, s: e.kind == "attacked" and s.is_self(e),
    "your creature attacks": lambda g, t, e, s: e.kind == "attacked" and e.player == s.controller
    and _creature(g, t, e, s) and _nth_attack(g, t, e),
    "opponent creature attacks": lambda g, t, e, s: e.kind == "attacked" and e.player != s.controller
    and (t.filter.get("attacking") != "you" or e.data.get("target") == s.controller),
    "each turn ends": lambda g, t, e, s: e.kind == "turn ended",
    "your creature unblocked": lambda g, t, e, s: e.kind == "unblocked" and e.player == s.controller
    and _creature(g, t, e, s),
    "opponent creature unblocked": lambda g, t, e, s: e.kind == "unblocked" and e.player != s.controller,
    "you cast a spell": lambda g, t, e, s: e.kind == "cast" and e.player == s.controller and _card(g, t, e, s)
    and _cast_from(t, e),
    "this dragsolutions": lambda g, t, e, s: e.kind == "dragsolution" and s.is_self(e),
    # S-back: the break handles it (engine.mechanics.declarations)
    "your shield goes to hand": lambda g, t, e, s: False,
    "your turn starts": lambda g, t, e, s: e.kind == "turn started" and e.player == s.controller,
    "your turn ends": lambda g, t, e, s: e.kind == "turn ended" and e.player == s.controller,
    "opponent turn ends": lambda g, t, e, s: e.kind == "turn ended" and e.player != s.controller,
    "opponent draws": lambda g, t, e, s: e.kind == "drew" and e.player != s.controller,
    "card put into graveyard": lambda g, t, e, s: e.kind == "moved" and e.to_zone is Zone.GRAVEYARD
    and _card(g, t, e, s),
    "this put into graveyard": lambda g, t, e, s: e.kind == "moved" and e.to_zone is Zone.GRAVEYARD
    and e.card is s.card,
    "this put into mana": lambda g, t, e, s: e.kind == "moved" and e.to_zone is Zone.MANA and e.card is s.card,
    "this put into shield zone": lambda g, t, e, s: e.kind == "moved" and e.to_zone is Zone.SHIELDS
    and e.card is s.card and (not t.filter.get("face up") or s.card.face_up),
    "card put into mana zone": lambda g, t, e, s: e.kind == "moved" and e.to_zone is Zone.MANA
    and _card(g, t, e, s),
    "this discarded": lambda g, t, e, s: e.kind == "moved" and e.cause == "discard" and e.card is s.card,
    "this breaks a shield": lambda g, t, e, s: e.kind == "broke" and s.creature is not None
    and e.data.get("by") is s.creature,
    "a creature enters": lambda g, t, e, s: e.kind == "entered" and _creature(g, t, e, s),
    "tap skill": lambda g, t, e, s: e.kind == "tap skill" and s.is_self(e),
    "crossed creature attacks": lambda g, t, e, s: e.kind == "attacked" and s.creature is not None
    and e.creature is not None and s.creature.attached_to is e.creature,
    "this wins a battle": lambda g, t, e, s: e.kind == "battle" and s.creature is not None
    and e.data.get("winner") is s.creature,
    "this cast": lambda g, t, e, s: False,
    "unstated timing": lambda g, t, e, s: False,  # resolved by a scenario step, never by an event
    # 'instead of' only: engine.mechanics.replacement.REPLACES gives their meaning; they never trigger
    "a creature destroyed": lambda g, t, e, s: False,
    "a creature leaves": lambda g, t, e, s: False,
    "this spell put into graveyard": lambda g, t, e, s: False,
    "you lose the game": lambda g, t, e, s: False,
    "your shield leaves the shield zone": lambda g, t, e, s: False,
    "this battles": lambda g, t, e, s: False,
}

# The zone an ability waits from unless its trigger says ``from: ...``.
NATURAL_ZONE = {"this put into graveyard": "graveyard", "this discarded": "graveyard", "this put into mana": "mana",
                "this put into shield zone": "shield"}


# ------------------------------------------------------------- "the first time"
def same_batch(a: Event, b: Event) -> bool:
    return bool(a.data.get("batch") == b.data.get("batch"))


def first_this_turn(game: Rules, event: Event, qualifies: Callable[[Event], bool]) -> bool:
    """No event before ``event`` this turn qualifies. Events of one batch are in move order,
    so under DMPS only the first card moved is "the first time"; the TCG's "every card moved
    together" is :func:`engine.mechanics.moves.referents`' business (the ability still triggers once)."""
    turn = event.data.get("turn")
    return not any(e.seq < event.seq and e.data.get("turn") == turn and qualifies(e) for e in game.state.events)


def _batch_triggered(game: Rules, ab: Ability, src: Source, event: Event) -> bool:
    """The ability of this source already started waiting for a move of the same batch."""
    uid = src.card.uid if src.card is not None else 0
    return (id(ab), uid, event.data.get("batch")) in game.state.triggered_in_batch


def trigger_allowed(game: Rules, t: Trigger, ab: Ability, event: Event, src: Source) -> bool:
    """``first time this turn`` and ``one or more`` (see the module's docstring)."""
    if t.filter.get("first time this turn") and not first_this_turn(
            game, event, lambda e: MATCHERS[t.event](game, t, e, src)):
        return False
    return not (t.filter.get("one or more") and _batch_triggered(game, ab, src, event))


# ------------------------------------------------------------------ observers
def abilities_of(game: Rules, src: Source, grantors: list[Creature]) -> Iterator[tuple[int, Ability, int]]:
    """(text index, ability, grantor position) of a source: its own abilities in text order,
    then abilities granted by ``grantors``' static abilities, leftmost grantor first (000:
    granted abilities count as added to the end of the text). A linked god has each god's abilities."""
    linked = src.creature is not None and src.creature.linked
    own = tuple(ab for c in src.creature.cards for ab in c.definition.abilities) if linked and src.creature \
        else src.card.definition.abilities
    for i, ab in enumerate(own):
        yield i, ab, -1
    if src.creature is None:
        return
    index = len(own)
    for grantor in grantors:
        for ab in grantor.definition.abilities:
            if ab.kind != "static" or "grant" not in ab.static or not ab.static.get("abilities"):
                continue
            if grants_to(game, grantor, ab, src.creature):
                for granted in ab.static["abilities"]:
                    yield index, granted, grantor.position
                    index += 1


@per_definition
def grants_abilities(d: CardDef) -> bool:
    """Whether the card has a static ability that grants abilities (not only keywords)."""
    return any(ab.kind == "static" and "grant" in ab.static and ab.static.get("abilities") for ab in d.abilities)


@per_definition
def waits_in(d: CardDef) -> frozenset[str]:
    """The zones the card's own triggered abilities wait from."""
    return frozenset(waits_from(t) for ab in d.abilities if ab.kind == "triggered" for t in ab.triggers)


def grantors_of(game: Rules) -> list[Creature]:
    """The creatures whose static abilities grant abilities, left to right."""
    return sorted((cr for cr in game.state.all_creatures() if grants_abilities(cr.definition)),
                  key=lambda c: c.position)


OBSERVED_ZONES = ((Zone.GRAVEYARD, "graveyard"), (Zone.HYPERSPATIAL, "hyperspatial"), (Zone.SHIELDS, "shield"),
                  (Zone.HAND, "hand"), (Zone.MANA, "mana"))


def _observers(game: Rules, event: Event, before: list[Creature] | None, granting: bool) -> Iterator[Source]:
    """The sources that may have an ability waiting for ``event``: creatures (the turn player's
    first, left to right) with a triggered ability of their own or granted (``granting``: some
    creature grants abilities), then cards of the other zones with a triggered ability that
    waits from that zone."""
    creatures = list(before) if before is not None and event.kind == "left" else game.state.all_creatures()
    if event.kind == "left":  # looking back: the profile says whom a creature that left watches (603.5c)
        creatures = game.profile.lookback.watchers(creatures, game.state.all_creatures(), event.creature)
    if event.kind == "left" and event.creature is not None and event.creature not in creatures:
        creatures.append(event.creature)
    tp = game.state.turn_player
    creatures.sort(key=lambda c: (c.controller != tp, c.position))
    for cr in creatures:
        cards = cr.cards if cr.linked else (cr.top,)  # a linked god has each god's abilities
        if granting or any("battle" in waits_in(c.definition) for c in cards):
            yield Source(cr.controller, "battle", cr.top, cr)
    for p in game.state.players.values():
        for zone, word in OBSERVED_ZONES:
            for card in p.cards_in(zone):
                if card.definition.abilities and word in waits_in(card.definition):
                    yield Source(p.name, word, card, None)
        for card in p.castles:  # castles fortify shields: their abilities work from the shield zone
            if any(ab.kind == "triggered" for ab in card.definition.abilities):
                yield Source(p.name, "shield", card, None)


def waits_from(t: Trigger) -> str:
    """The zone an ability with this trigger waits from."""
    return str(t.filter.get("from") or NATURAL_ZONE.get(t.event, "battle"))


def collect(game: Rules, event: Event, before: list[Creature] | None) -> list[Waiting]:
    """The waiting effects ``event`` creates, in the order the observers were found."""
    found: list[Waiting] = []
    grantors = grantors_of(game)
    for src in _observers(game, event, before, bool(grantors)):
        for index, ab, grantor_pos in abilities_of(game, src, grantors):
            if ab.kind != "triggered":
                continue
            for t in ab.triggers:
                if waits_from(t) != src.zone or not MATCHERS[t.event](game, t, event, src):
                    continue
                if not trigger_allowed(game, t, ab, event, src):
                    continue
                own_entering = t.event == "this enters" or (
                    t.event == "your creature enters" and bool(t.filter.get("including this")) and src.is_self(event))
                found.append(Waiting(
                    seq=0, controller=src.controller, ability=ab, ability_index=index, event=event,
                    source_card=src.card, source_creature=src.creature, zone=src.zone,
                    position=src.creature.position if src.creature else 0, is_enter=own_entering,
                    trigger_event=t.event, grantor_position=grantor_pos,
                ))
                break
    return found

