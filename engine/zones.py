"""Moving cards between zones: one card, a creature into or out of the battle zone, a draw.

Every move asks :mod:`engine.replacement` first (a replacement ability may say what happens
instead); then a full zone overflows (000 ゾーンの枚数上限: the card is put into the
graveyard as if it had always been there, no event, nothing triggers); otherwise the card
arrives and the move is an event. Moves made together are the business of
:mod:`engine.moves`.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine import continuous, replacement
from engine.cards import Civ
from engine.decisions import Decision
from engine.errors import IllegalActionError
from engine.events import Event
from engine.impending import ImpendingEvent
from engine.rules import Rules
from engine.state import Card, Creature, Player, Zone
from engine.trace import Overflow


def fits(game: Rules, player: Player, zone: Zone) -> bool:
    """Whether one more card (object) fits ``player``'s ``zone`` under the profile's limits."""
    return game.profile.limits.fits(zone, player.count(zone))


def overflow(game: Rules, card: Card, zone: Zone, cause: str) -> None:
    """The zone is full: the card is put into the graveyard as if it had always been there. No
    event, so nothing triggers (000, ゾーンの枚数上限)."""
    owner = game.players[card.owner]
    owner.graveyard.append(card)
    game.trace.add(Overflow(card.name, owner.name, str(zone), cause))


def take(game: Rules, card: Card) -> tuple[Player, Zone] | None:
    """Take a card out of the zone it is in (not the battle zone), or None if it is nowhere."""
    where = game.locate(card)
    if where is None:
        return None
    p, zone = where
    if zone is Zone.BATTLE:
        raise IllegalActionError(f"{card.name} is in the battle zone; move its creature instead")
    if zone is Zone.MANA:
        game.profile.mana.take(game, p, card)
    else:
        p.cards_in(zone).remove(card)
    return p, zone


def _arrive(game: Rules, owner: Player, card: Card, to: Zone, cause: str, from_zone: Zone | None,
            landing: tuple[Civ, ...] | None, bottom: bool) -> None:
    card.tapped = False
    if to is Zone.DECK and not bottom:
        owner.deck.insert(0, card)
    else:
        owner.cards_in(to).append(card)
    if to is Zone.MANA:
        game.profile.mana.on_put(game, owner, card, landing or card.definition.civilizations)
    game.emit(Event("moved", owner.name, card=card, from_zone=from_zone, to_zone=to, cause=cause))


def move_card(game: Rules, card: Card, to: Zone, cause: str, *, to_player: str | None = None,
              bottom: bool = False, landing_civs: tuple[Civ, ...] | None = None,
              by: Creature | None = None, from_zone: Zone | None = None) -> bool:
    """Move one card (not a creature) to a zone of its owner. Replacement abilities apply first;
    then a full zone overflows. Returns False when the card does not arrive (replaced or
    overflowed). ``by``: the creature breaking a shield; ``from_zone``: where a card that is
    already out of every zone came from."""
    where = game.locate(card)
    origin = where[1] if where else from_zone
    dest_name = to_player or card.owner
    if to is not Zone.BATTLE and replacement.apply(
            game, ImpendingEvent(card, to, cause, dest_name, origin, by)):
        return False
    src = take(game, card)
    from_zone = src[1] if src else from_zone
    dest = game.players[dest_name]
    if card.definition.type.is_hyperspatial and to not in (Zone.BATTLE, Zone.HYPERSPATIAL):
        game.note(f"{card.name} is a {card.definition.type}: it goes to the hyperspatial zone")
        to = Zone.HYPERSPATIAL
    if to is Zone.BATTLE:
        game.put_into_battle(dest.name, [card], cause, from_zone=from_zone)
        return True
    if not fits(game, dest, to):
        overflow(game, card, to, cause)
        return False
    _arrive(game, dest, card, to, cause, from_zone, landing_civs, bottom)
    return True


def put_into_battle(game: Rules, player: str, cards: list[Card], cause: str, from_zone: Zone | None = None,
                    tapped: bool = False, onto: Creature | Sequence[Creature] | None = None) -> Creature | None:
    """Put a creature into the battle zone (top card first in ``cards``). ``onto``: the
    evolution source(s); several (進化V) are stacked in the order given, and the new stack is
    tapped if any source was (an assumption: the sources don't say). A landing replacement
    applies to a single card before it moves; a full battle zone (DMPS: 7 objects) then sends
    the cards to the graveyard, no event."""
    p = game.players[player]
    if len(cards) == 1:
        where = game.locate(cards[0])
        origin = from_zone or (where[1] if where else None)
        if replacement.apply(game, ImpendingEvent(cards[0], Zone.BATTLE, cause, player, origin)):
            return None
    for c in cards:
        if game.locate(c) is not None:
            take(game, c)
    if onto is None and not fits(game, p, Zone.BATTLE):
        for c in cards:
            overflow(game, c, Zone.BATTLE, cause)
        return None
    sources = [onto] if isinstance(onto, Creature) else list(onto or [])
    stack = list(cards)
    for src in sources:
        p.battle.remove(src)
        stack.extend(src.cards)
    if sources:
        tapped = any(src.tapped for src in sources)
    cr = Creature(game.next_uid(), stack, player, game.next_position(), game.turn_id,
                  tapped=tapped, entered_by=cause)
    p.battle.append(cr)
    continuous.inherit(game, sources, cr)  # an evolution keeps the effects its sources had
    if sources and game.attacking in sources:
        game.attacking = cr  # an evolved attacker goes on attacking (侵略)
    choose_shield_force(game, cr)
    game.emit(Event("entered", player, card=cr.top, creature=cr, from_zone=from_zone,
                    to_zone=Zone.BATTLE, cause=cause))
    return cr


def choose_shield_force(game: Rules, cr: Creature) -> None:
    """シールド・フォース (DM-28): as the creature enters, its controller may choose one of their
    shields; the creature has its shield-force abilities while that shield stays."""
    if not any(ab.kind == "static" and "shield force" in ab.static for ab in cr.definition.abilities):
        return
    shields = game.players[cr.controller].shields
    pick = game.decide(cr.controller, Decision.SHIELD_FORCE, [*shields, None],
                       lambda c: "none" if c is None else f"shield {shields.index(c) + 1}")
    if pick is not None:
        game.shield_force[cr.uid] = pick


def remove_creature(game: Rules, creature: Creature, to: Zone, cause: str, bottom: bool = False) -> None:
    """A creature leaves the battle zone: its cards go to ``to``, top card first (``bottom``: to
    the bottom of the deck instead of the top)."""
    p = game.players[creature.controller]
    if creature not in p.battle:
        return
    if replacement.apply(game, ImpendingEvent(creature.top, to, cause, creature.controller,
                                              Zone.BATTLE, leaving=creature)):
        return  # a leave replacement (e.g. meteorburn) keeps it in the battle zone
    p.battle.remove(creature)
    destroyed = cause == "destroyed"
    game.emit(Event("left", creature.controller, card=creature.top, creature=creature,
                    from_zone=Zone.BATTLE, to_zone=to, cause=cause, data={"destroyed": destroyed}))
    for c in creature.cards:
        landing = landing_civs(creature, c) if to is Zone.MANA else None
        _place_from_battle(game, c, to, cause, landing, bottom)


def landing_civs(creature: Creature, card: Card) -> tuple[Civ, ...]:
    """The civilizations a card has as it lands in the mana zone. A God card reverts to its card
    form before landing; a 中央G・リンク card only after (000, the God rows)."""
    d = card.definition
    if card is creature.top and d.god == "central g link" and d.battle_civilizations:
        return d.battle_civilizations
    return d.civilizations


def _place_from_battle(game: Rules, card: Card, to: Zone, cause: str, landing: tuple[Civ, ...] | None,
                       bottom: bool = False) -> None:
    owner = game.players[card.owner]
    if card.definition.type.is_hyperspatial and to is not Zone.HYPERSPATIAL:
        to = Zone.HYPERSPATIAL
    if replacement.apply(game, ImpendingEvent(card, to, cause, owner.name, Zone.BATTLE)):
        return
    if not fits(game, owner, to):
        overflow(game, card, to, cause)
        return
    _arrive(game, owner, card, to, cause, Zone.BATTLE, landing, bottom)


def draw(game: Rules, player: str, n: int = 1) -> int:
    """Draw n cards one at a time. A draw with a full hand is no draw (DMPS): the card goes to
    the graveyard and no "drew" event happens. Returns the cards drawn."""
    p = game.players[player]
    drawn = 0
    for _ in range(n):
        if not p.deck:
            game.note(f"player {player} cannot draw: the deck is empty")
            break
        card = p.deck[0]
        if not fits(game, p, Zone.HAND):
            p.deck.pop(0)
            overflow(game, card, Zone.HAND, "draw")
            continue
        p.deck.pop(0)
        p.hand.append(card)
        drawn += 1
        game.emit(Event("drew", player, card=card, from_zone=Zone.DECK, to_zone=Zone.HAND, cause="draw"))
    return drawn
