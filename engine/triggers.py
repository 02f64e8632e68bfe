"""Which abilities an event triggers, and where each waiting effect came from."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any

from engine.cards import Ability, Trigger
from engine.events import Event
from engine.state import Card, Creature, Zone
from engine.waiting import Waiting

if TYPE_CHECKING:
    from engine.game import Game


class Source:
    """An observer: the card (and creature, in the battle zone) that holds abilities."""

    def __init__(self, controller: str, zone: str, card: Card, creature: Creature | None) -> None:
        self.controller, self.zone, self.card, self.creature = controller, zone, card, creature

    def is_self(self, event: Event) -> bool:
        if self.creature is not None and event.creature is not None:
            return self.creature is event.creature
        return event.card is self.card


def races_of(game: Game, cr: Creature) -> tuple[str, ...]:
    """A creature's races plus those that static abilities add (``static: {add race: {race: R}}``,
    e.g. シータ・トゥレイト: your creatures all gain the Survivor race; 000's TRIG-28 example)."""
    extra: list[str] = []
    for holder in game.all_creatures():
        for ab in holder.definition.abilities:
            spec = ab.static.get("add race") if ab.kind == "static" else None
            if spec and (holder.controller == cr.controller) == (spec.get("player", "you") == "you"):
                extra.append(str(spec["race"]))
    return cr.definition.races + tuple(r for r in extra if r not in cr.definition.races)


def creature_matches(game: Game, cr: Creature, f: dict[str, Any]) -> bool:
    """Whether a creature passes a filter: race, keyword, civilization, max power, name,
    evolution (an evolution creature or not)."""
    wanted = f.get("race")
    if wanted is not None and not any(str(w) in r for w in (wanted if isinstance(wanted, list) else [wanted])
                                      for r in races_of(game, cr)):
        return False
    if "evolution" in f and (cr.definition.type.value == "evolution creature") != bool(f["evolution"]):
        return False
    if "keyword" in f and not cr.has(f["keyword"]):
        return False
    if "civilization" in f and f["civilization"] not in cr.civilizations:
        return False
    if "max power" in f and game.power(cr) > int(f["max power"]):
        return False
    if "name" in f and cr.name != f["name"]:
        return False
    if "name contains" in f and str(f["name contains"]) not in cr.name:
        return False
    return True


def _whose(t: Trigger, owner: str | None, controller: str) -> bool:
    whose = t.filter.get("whose", "any")
    if whose == "you":
        return owner == controller
    if whose == "opponent":
        return owner != controller
    return True


Matcher = Callable[["Game", Trigger, Event, Source], bool]


def _entered(g: Game, t: Trigger, e: Event, s: Source) -> bool:
    return (e.kind == "entered" and e.player == s.controller and e.creature is not None
            and creature_matches(g, e.creature, t.filter) and not (t.filter.get("other") and s.is_self(e)))


MATCHERS: dict[str, Matcher] = {
    "this enters": lambda g, t, e, s: e.kind == "entered" and s.is_self(e)
    and ("by" not in t.filter or t.filter["by"] == e.cause),
    "your creature enters": _entered,
    "this destroyed": lambda g, t, e, s: e.kind == "left" and bool(e.data.get("destroyed")) and s.is_self(e),
    "your creature leaves": lambda g, t, e, s: e.kind == "left" and e.player == s.controller
    and e.creature is not None and creature_matches(g, e.creature, t.filter)
    and not (t.filter.get("other") and s.is_self(e)),
    "this leaves": lambda g, t, e, s: e.kind == "left" and s.is_self(e)
    and ("to" not in t.filter or (e.to_zone is not None and e.to_zone.value == t.filter["to"])),
    "another creature destroyed": lambda g, t, e, s: e.kind == "left" and bool(e.data.get("destroyed"))
    and (e.creature is None or creature_matches(g, e.creature, t.filter))
    and not s.is_self(e) and _whose(t, e.player, s.controller),
    "this attacks": lambda g, t, e, s: e.kind == "attacked" and s.is_self(e),
    "your creature attacks": lambda g, t, e, s: e.kind == "attacked" and e.player == s.controller
    and e.creature is not None and creature_matches(g, e.creature, t.filter)
    and not (t.filter.get("other") and s.is_self(e)),
    "opponent creature attacks": lambda g, t, e, s: e.kind == "attacked" and e.player != s.controller
    and (t.filter.get("attacking") != "you" or e.data.get("target") == s.controller),
    "each turn ends": lambda g, t, e, s: e.kind == "turn ended",
    "your creature unblocked": lambda g, t, e, s: e.kind == "unblocked" and e.player == s.controller
    and e.creature is not None and creature_matches(g, e.creature, t.filter),
    "opponent creature unblocked": lambda g, t, e, s: e.kind == "unblocked" and e.player != s.controller,
    "you cast a spell": lambda g, t, e, s: e.kind == "cast" and e.player == s.controller
    and ("cast from" not in t.filter or (e.from_zone is not None and e.from_zone.value == t.filter["cast from"])),
    "this dragsolutions": lambda g, t, e, s: e.kind == "dragsolution" and s.is_self(e),
    "your shield goes to hand": lambda g, t, e, s: False,  # S-back: the break handles it (engine.declarations)
    "your turn starts": lambda g, t, e, s: e.kind == "turn started" and e.player == s.controller,
    "your turn ends": lambda g, t, e, s: e.kind == "turn ended" and e.player == s.controller,
    "opponent turn ends": lambda g, t, e, s: e.kind == "turn ended" and e.player != s.controller,
    "opponent draws": lambda g, t, e, s: e.kind == "drew" and e.player != s.controller,
    "card put into graveyard": lambda g, t, e, s: e.kind == "moved" and e.to_zone is Zone.GRAVEYARD
    and e.card is not None and _whose(t, e.card.owner, s.controller),
    "this put into graveyard": lambda g, t, e, s: e.kind == "moved" and e.to_zone is Zone.GRAVEYARD
    and e.card is s.card,
    "this put into mana": lambda g, t, e, s: e.kind == "moved" and e.to_zone is Zone.MANA and e.card is s.card,
    "card put into mana zone": lambda g, t, e, s: e.kind == "moved" and e.to_zone is Zone.MANA
    and e.card is not None and _whose(t, e.player, s.controller),
    "this discarded": lambda g, t, e, s: e.kind == "moved" and e.cause == "discard" and e.card is s.card,
    "this breaks a shield": lambda g, t, e, s: e.kind == "broke" and s.creature is not None
    and e.data.get("by") is s.creature,
    "a creature enters": lambda g, t, e, s: e.kind == "entered" and e.creature is not None
    and _whose(t, e.player, s.controller) and e.creature.definition.cost <= int(t.filter.get("max cost", 10**9)),
    "this cast": lambda g, t, e, s: False,
    "unstated timing": lambda g, t, e, s: False,  # resolved by a scenario step, never by an event
    # 'instead of' only: engine.replacement.REPLACES gives their meaning; they never trigger
    "a creature destroyed": lambda g, t, e, s: False,
    "a creature leaves": lambda g, t, e, s: False,
    "this spell put into graveyard": lambda g, t, e, s: False,
    "you lose the game": lambda g, t, e, s: False,
}

# The zone an ability waits from unless its trigger says ``from: ...``.
NATURAL_ZONE = {"this put into graveyard": "graveyard", "this discarded": "graveyard", "this put into mana": "mana"}

# Trigger kinds as the sources group them (001's fixed order; 000's "enters" rule).
CATEGORY = {
    "this enters": "enters", "your creature enters": "your creature enters",
    "this destroyed": "destroyed", "another creature destroyed": "destroyed", "this leaves": "leaves",
    "your creature leaves": "leaves",
    "this attacks": "attacks", "your creature attacks": "attacks", "opponent creature attacks": "attacks",
}


def category(t: Trigger, zone: str, own_entering: bool) -> str:
    if zone == "shield":
        return "castle"
    if own_entering:
        return "enters"
    return CATEGORY.get(t.event, "other")


def abilities_of(game: Game, src: Source) -> Iterator[tuple[int, Ability, int]]:
    """(text index, ability, grantor position) of a source: its own abilities in text order,
    then abilities granted by other elements' static abilities, leftmost grantor first
    (000: granted abilities count as added to the end of the text)."""
    own = src.card.definition.abilities
    for i, ab in enumerate(own):
        yield i, ab, -1
    if src.creature is None:
        return
    index = len(own)
    for grantor in sorted(game.all_creatures(), key=lambda c: c.position):
        for ab in grantor.definition.abilities:
            if ab.kind != "static" or "grant" not in ab.static or not ab.static.get("abilities"):
                continue
            if grants_to(game, grantor, ab, src.creature):
                for granted in ab.static["abilities"]:
                    yield index, granted, grantor.position
                    index += 1


def grants_to(game: Game, grantor: Creature, ab: Ability, target: Creature) -> bool:
    spec = ab.static["grant"] or {}
    whose = spec.get("player", "you")
    if whose == "you" and target.controller != grantor.controller:
        return False
    if whose == "opponent" and target.controller == grantor.controller:
        return False
    if spec.get("other") and target is grantor:
        return False
    if spec.get("self") and target is not grantor:
        return False
    if not creature_matches(game, target, spec):
        return False
    from engine.effects import Context, check

    return check(Context(game, grantor.controller, grantor.top, grantor), ab.condition)


def _observers(game: Game, event: Event, before: list[Creature] | None) -> Iterator[Source]:
    creatures = list(before) if before is not None and event.kind == "left" else game.all_creatures()
    if event.kind == "left" and event.creature is not None and event.creature not in creatures:
        creatures.append(event.creature)
    tp = game.turn_player
    creatures.sort(key=lambda c: (c.controller != tp, c.position))
    for cr in creatures:
        yield Source(cr.controller, "battle", cr.top, cr)
    for p in game.players.values():
        for zone, word in ((Zone.GRAVEYARD, "graveyard"), (Zone.HYPERSPATIAL, "hyperspatial"),
                           (Zone.SHIELDS, "shield"), (Zone.HAND, "hand"), (Zone.MANA, "mana")):
            for card in p.cards_in(zone):
                if any(ab.kind == "triggered" for ab in card.definition.abilities):
                    yield Source(p.name, word, card, None)


def collect(game: Game, event: Event, before: list[Creature] | None) -> list[Waiting]:
    """The waiting effects ``event`` creates, in the order the observers were found."""
    from engine.moves import trigger_allowed

    found: list[Waiting] = []
    for src in _observers(game, event, before):
        for index, ab, grantor_pos in abilities_of(game, src):
            if ab.kind != "triggered":
                continue
            for t in ab.triggers:
                wants = t.filter.get("from") or NATURAL_ZONE.get(t.event, "battle")
                if wants != src.zone or not MATCHERS[t.event](game, t, event, src):
                    continue
                if not trigger_allowed(game, t, ab, event, src):  # first time this turn / one or more
                    continue
                own_entering = t.event == "this enters" or (
                    t.event == "your creature enters" and bool(t.filter.get("including this")) and src.is_self(event))
                found.append(Waiting(
                    seq=0, controller=src.controller, ability=ab, ability_index=index, event=event,
                    source_card=src.card, source_creature=src.creature, zone=src.zone,
                    position=src.creature.position if src.creature else 0, is_enter=own_entering,
                    grantor_position=grantor_pos, category=category(t, src.zone, own_entering),
                ))
                break
    return found
