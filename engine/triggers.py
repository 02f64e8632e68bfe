"""Which abilities an event triggers, and where each waiting effect came from."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING

from engine.cards import Ability, CardDef
from engine.events import Event
from engine.state import Card, Creature, Zone
from engine.waiting import Waiting

if TYPE_CHECKING:
    from engine.game import Game


class Source:
    """An observer: the card (and creature, in the battle zone) that holds an ability."""

    def __init__(self, controller: str, zone: str, card: Card, creature: Creature | None) -> None:
        self.controller, self.zone, self.card, self.creature = controller, zone, card, creature

    @property
    def definition(self) -> CardDef:
        return self.card.definition

    def is_self(self, event: Event) -> bool:
        if self.creature is not None and event.creature is not None:
            return self.creature is event.creature
        return event.card is self.card


def _entered_matches(ab: Ability, event: Event) -> bool:
    f = ab.trigger.filter if ab.trigger else {}
    cr = event.creature
    if cr is None:
        return False
    if "race" in f and f["race"] not in cr.definition.races:
        return False
    if "keyword" in f and not cr.has(f["keyword"]):
        return False
    if "civilization" in f and f["civilization"] not in cr.civilizations:
        return False
    return True


Matcher = Callable[[Ability, Event, Source], bool]

MATCHERS: dict[str, Matcher] = {
    "this enters": lambda ab, e, s: e.kind == "entered" and s.is_self(e)
    and (not ab.trigger or "by" not in ab.trigger.filter or ab.trigger.filter["by"] == e.cause),
    "your creature enters": lambda ab, e, s: e.kind == "entered" and e.player == s.controller
    and _entered_matches(ab, e) and not (ab.trigger and ab.trigger.filter.get("other") and s.is_self(e)),
    "this destroyed": lambda ab, e, s: e.kind == "left" and bool(e.data.get("destroyed")) and s.is_self(e),
    "this leaves": lambda ab, e, s: e.kind == "left" and s.is_self(e),
    "another creature destroyed": lambda ab, e, s: e.kind == "left" and bool(e.data.get("destroyed"))
    and not s.is_self(e) and _whose(ab, e.player, s.controller),
    "this attacks": lambda ab, e, s: e.kind == "attacked" and s.is_self(e),
    "your creature attacks": lambda ab, e, s: e.kind == "attacked" and e.player == s.controller
    and _entered_matches(ab, e),
    "opponent creature attacks": lambda ab, e, s: e.kind == "attacked" and e.player != s.controller,
    "your turn starts": lambda ab, e, s: e.kind == "turn started" and e.player == s.controller,
    "your turn ends": lambda ab, e, s: e.kind == "turn ended" and e.player == s.controller,
    "opponent turn ends": lambda ab, e, s: e.kind == "turn ended" and e.player != s.controller,
    "opponent draws": lambda ab, e, s: e.kind == "drew" and e.player != s.controller,
    "card put into graveyard": lambda ab, e, s: e.kind == "moved" and e.to_zone is Zone.GRAVEYARD
    and e.card is not None and _whose(ab, e.card.owner, s.controller),
    "this put into graveyard": lambda ab, e, s: e.kind == "moved" and e.to_zone is Zone.GRAVEYARD
    and e.card is s.card,
    "this put into mana": lambda ab, e, s: e.kind == "moved" and e.to_zone is Zone.MANA and e.card is s.card,
    "this cast": lambda ab, e, s: False,
}

# The zone an ability waits from unless its trigger says ``from: ...``.
NATURAL_ZONE = {"this put into graveyard": "graveyard"}


def _whose(ab: Ability, owner: str | None, controller: str) -> bool:
    whose = ab.trigger.filter.get("whose", "any") if ab.trigger else "any"
    if whose == "you":
        return owner == controller
    if whose == "opponent":
        return owner != controller
    return True


def _observers(game: Game, event: Event, before: list[Creature] | None) -> Iterator[Source]:
    creatures = list(before) if before is not None and event.kind == "left" else game.all_creatures()
    if event.kind == "left" and event.creature is not None and event.creature not in creatures:
        creatures.append(event.creature)
    tp = game.turn_player
    creatures.sort(key=lambda c: (c.controller != tp, c.position))
    for cr in creatures:
        yield Source(cr.controller, "battle", cr.top, cr)
    for p in game.players.values():
        for zone, word in ((Zone.GRAVEYARD, "graveyard"), (Zone.SHIELDS, "shield"), (Zone.HAND, "hand"),
                           (Zone.HYPERSPATIAL, "hyperspatial"), (Zone.MANA, "mana")):
            for card in p.cards_in(zone):
                if any(ab.kind == "triggered" for ab in card.definition.abilities):
                    yield Source(p.name, word, card, None)


def collect(game: Game, event: Event, before: list[Creature] | None) -> list[Waiting]:
    """The waiting effects ``event`` creates, in the order the observers were found."""
    found: list[Waiting] = []
    for src in _observers(game, event, before):
        for index, ab in enumerate(src.definition.abilities):
            if ab.kind != "triggered" or ab.trigger is None:
                continue
            wants = ab.trigger.filter.get("from") or NATURAL_ZONE.get(ab.trigger.event, "battle")
            if wants != src.zone:
                continue
            if not MATCHERS[ab.trigger.event](ab, event, src):
                continue
            is_enter = ab.trigger.event == "this enters" or (
                ab.trigger.event == "your creature enters" and bool(ab.trigger.filter.get("including this"))
                and src.is_self(event))
            found.append(Waiting(
                seq=0, controller=src.controller, ability=ab, ability_index=index, event=event,
                source_card=src.card, source_creature=src.creature, zone=src.zone,
                position=src.creature.position if src.creature else 0, is_enter=is_enter,
            ))
    return found
