"""The pending state (保留状態, 409): a card being used or put is out of every count and choice.

004 (保留状態) is the source; the profile's :class:`engine.policies.pending_or_nowhere.PendingPolicy` says
which cards become pending (used ones; since 2022-09-14 also those an effect puts into the
battle zone), where the rules say they are meanwhile (their own zone, or the nowhere zone
before 2022-09-14) and whether going back to their own zone is being put into it.

A pending card leaves its zone's list for its owner's pending area (:attr:`Player.pending`),
so every count, choice, filter, observer and replacement source — all of which read the zone
lists — skips it without asking; :func:`engine.model.objects.locate` still answers its zone. It is
released when the move it was pending for is processed: into another zone by an ordinary move
(:func:`engine.mechanics.zones.move_card`), or back into its own zone "in place" (:func:`release`): no
event, its place and orientation as they were (409.2a). Several cards one effect uses or
puts are made pending together first (:func:`make_pending_together`), then released one at a
time. Whatever is still pending when the turn changes goes to its owner's graveyard with no
event (:func:`bury`).
"""

from __future__ import annotations

from collections.abc import Iterable

from engine.kernel.rules import Rules
from engine.mechanics.filters import card_civilizations
from engine.model.objects import PUT, USE, Card, Pending, Player, Zone

# Causes of a move into the battle zone that are a use of the card (a summon), not a put.
SUMMONS = ("summon", "shield trigger", "invasion", "revolution change")


def reason_of(cause: str) -> str:
    """Whether a card going into the battle zone for ``cause`` is used (USE) or put (PUT)."""
    return USE if cause.startswith(SUMMONS) else PUT


def make_pending(game: Rules, card: Card, reason: str) -> bool:
    """Make ``card`` pending, if the profile says a card used (USE) or put (PUT) becomes so.
    True when it is pending now (it may already have been: a pending card may be used)."""
    if card.pending is not None:
        return True
    policy = game.profile.pending
    if not policy.becomes_pending(reason):
        return False
    where = game.state.locate(card)
    if where is not None and where[1] is Zone.BATTLE:
        return False
    owner: Player = where[0] if where is not None else game.state.players[card.owner]
    zone = where[1] if where is not None else None
    civs = card_civilizations(game, card)
    card.memory = {}  # a new use: what the last one remembered is gone
    index = 0
    if zone is not None:
        cards = owner.cards_in(zone)
        index = cards.index(card)
        cards.remove(card)
    card.pending = Pending(zone, owner.name, index, policy.shown_in(zone), reason, civs, card.definition.cost)
    owner.pending.append(card)
    return True


def make_pending_together(game: Rules, cards: Iterable[Card], reason: str) -> None:
    """Several cards one effect uses or puts become pending together, before the first is
    used or put (004: それらをすべて保留状態になった後、1枚ずつ…)."""
    for card in list(cards):
        make_pending(game, card, reason)


def owner_of(game: Rules, card: Card) -> Player | None:
    """The player whose pending area holds ``card``."""
    return next((p for p in game.state.players.values() if card in p.pending), None)


def take(game: Rules, card: Card) -> Pending | None:
    """Take a pending card out of the pending area for a move (its state ends); what it was."""
    state = card.pending
    owner = owner_of(game, card)
    if owner is not None:
        owner.pending.remove(card)
    card.pending = None
    card.given = frozenset()  # it loses the effects it was given before it became pending (004)
    return state


def release(game: Rules, card: Card) -> None:
    """The card goes back into its own zone "in place": it is not put into it — no event, no
    trigger, its place and its orientation as they were (409.2a) — or, a copy, it ceases to be."""
    state = take(game, card)
    if state is None or state.zone is None:
        return
    cards = game.state.players[state.owner].cards_in(state.zone)
    cards.insert(min(state.index, len(cards)), card)


def back_in_zone(card: Card, to: Zone, player: str) -> bool:
    """Whether moving the pending ``card`` to ``player``'s ``to`` is a return to its own zone."""
    state = card.pending
    return state is not None and state.zone is to and state.owner == player


def bury(game: Rules) -> None:
    """As the turn changes, every card still pending goes to its owner's graveyard; no event, so
    nothing triggers (004: 次のターンに移行する時…新たに能力はトリガーしない). A copy ceases to be."""
    for p in game.state.players.values():
        for card in list(p.pending):
            take(game, card)
            if not card.copy:
                game.state.players[card.owner].graveyard.append(card)
                game.note(f"{card.name} was still pending as the turn changed: it goes to the graveyard")
