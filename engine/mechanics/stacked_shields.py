"""Stacked shields (重ねたシールド): a shield made of several cards counts as one shield.

シールド・プラス (DM-28) prints the rule in its reminder text: 「自分の山札の上から1枚目を裏向きのまま、
自分のシールドいずれかの下に置いてもよい。(こうして重ねたカードの束を1枚のシールドとみなす)」. A shield
is an object of one or more shield cards (シールドカード, the DM-33 rules term; dmwiki シールドカード):

- it counts as one shield, is chosen as one shield and is broken as one shield ("N枚" of shields
  counts stacks: ``Player.shields`` holds each shield's top card, ``Player.under_shields`` the cards
  under them, each pointing at its shield by ``Card.stacked_under``);
- broken, every card of it goes to its owner's hand and each card with a shield trigger may be
  used, in the order its owner chooses (dmwiki シールド・プラス: 「シールド1枚ブレイクで、元のシールドと
  その下に置いたシールドの両方が自分の手札に加わる … 両方S・トリガーだった場合、自分の好きな方から
  プレイできる」);
- an effect that moves a shield moves the whole stack (the classic texts' 「シールド」 is the
  object: dmwiki シールドカード); an effect that chooses a shield *card* (card designation) takes one
  card, and the rest of the stack stays a shield (:func:`clean_up`: the next card becomes its top).

Adding a card under a shield adds no shield: the DMPS limit of 10 shields (000 ゾーンの枚数上限)
counts stacks and is not reached by it.
"""

from __future__ import annotations

from engine.kernel.rules import Rules
from engine.mechanics import pending, replacement
from engine.model.events import Event
from engine.model.impending import ImpendingEvent
from engine.model.objects import Card, Creature, Zone

SHIELD_PLUS = "shield plus"


def stacked(game: Rules, shield: Card) -> list[Card]:
    """The cards under a shield (its top card), top first; [] for a single-card shield."""
    return [c for c in game.state.players[shield.owner].under_shields if c.stacked_under is shield]


def shield_cards(game: Rules, shield: Card) -> list[Card]:
    """Every card of a shield, its top card first."""
    return [shield, *stacked(game, shield)]


def put_under(game: Rules, card: Card, shield: Card, cause: str = SHIELD_PLUS) -> bool:
    """Put ``card`` (from the deck, face down) under ``shield``, the bottom of its stack: a card
    of the shield zone now, part of that shield. A replacement of the move may say otherwise.
    Whether the card went under it."""
    owner = game.state.players[shield.owner]
    where = game.state.locate(card)
    origin = where[1] if where else None
    if replacement.apply(game, ImpendingEvent(card, Zone.SHIELDS, cause, owner.name, origin)):
        return False
    if where is not None:
        where[0].cards_in(where[1]).remove(card)
    card.tapped = False
    card.face_up = False
    card.given = frozenset()
    card.stacked_under = shield
    owner.under_shields.append(card)
    game.emit(Event("moved", owner.name, card=card, from_zone=origin, to_zone=Zone.SHIELDS, cause=cause,
                    data={"detail": f"under {shield.name}'s shield"}))
    return True


def put_on_top(game: Rules, card: Card, shield: Card, cause: str) -> None:
    """Put ``card`` on top of ``shield`` (裁きの紋章: 「自分のシールド1つの上に置く」): it becomes the shield's top
    card, and the shield's cards are under it, the old top first; still one shield, in the same place."""
    owner = game.state.players[shield.owner]
    state = pending.take(game, card) if card.pending is not None else None  # a spell after it was cast
    where = state.zone if state is not None else None
    under = stacked(game, shield)
    owner.shields[owner.shields.index(shield)] = card
    card.tapped, card.given, card.stacked_under = False, frozenset(), None
    for c in [shield, *under]:
        if c in owner.under_shields:
            owner.under_shields.remove(c)
        c.stacked_under = card
    owner.under_shields[:0] = [shield, *under]
    game.emit(Event("moved", owner.name, card=card, from_zone=where, to_zone=Zone.SHIELDS, cause=cause,
                    data={"detail": f"on top of {shield.name}'s shield"}))


def take(game: Rules, card: Card) -> bool:
    """Take a card out of the stack it is under (no shield of its own); whether it was there."""
    p = game.state.players[card.owner]
    if card not in p.under_shields:
        return False
    p.under_shields.remove(card)
    card.stacked_under = None
    return True


def move_shield(game: Rules, shield: Card, to: Zone, cause: str, by: Creature | None = None) -> bool:
    """An effect moves a shield: its top card, then every card under it, to ``to`` (each move its
    own, replacements apply to each card). Whether the top card arrived."""
    under = stacked(game, shield)
    arrived = game.move_card(shield, to, cause, by=by)
    for card in under:
        if card.stacked_under is not None:  # still under it (nothing moved it meanwhile)
            game.move_card(card, to, cause, by=by)
    return arrived


def clean_up(game: Rules) -> None:
    """State-based: a card under a shield whose top card left the shield zone alone (a shield card
    chosen by itself) — the cards left are still that shield: the first of them becomes its top
    card, in its place, keeping what referred to the shield (a castle fortifying it, a shield
    force that chose it)."""
    for p in game.state.players.values():
        for card in list(p.under_shields):
            top = card.stacked_under
            if top is None or top in p.shields or card not in p.under_shields:
                continue
            rest = [c for c in p.under_shields if c.stacked_under is top]
            new_top, below = rest[0], rest[1:]
            p.under_shields.remove(new_top)
            new_top.stacked_under = None
            p.shields.append(new_top)
            for c in below:
                c.stacked_under = new_top
            for castle in p.castles:
                if castle.fortifies is top:
                    castle.fortifies = new_top
            for uid, chosen in list(game.state.shield_force.items()):
                if chosen is top:
                    game.state.shield_force[uid] = new_top
            game.note(f"{top.name} left its shield: {new_top.name} is that shield's top card now")
