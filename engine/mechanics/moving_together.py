"""Cards that move together, and what an ability that cares about them refers to.

The profile's :class:`engine.policies.simultaneous_moves.MovePolicy` says in which order cards moved
together move (000, 同時に複数のカードが移動する際の順序); :func:`move_together` makes them
move in that order inside one simultaneous batch, so each card meets a full zone, a
replacement or madness in its turn while "leaves" triggers still look back at the board
before the batch (000: the move order does not apply to 過去の状態を見る rules).

"The first time this turn" (DMPS: only the first card moved; TCG: every card moved
together, Q&A 40030) decides what such an ability refers to (:func:`referents`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.kernel.registry import Context
from engine.kernel.rules import Rules
from engine.mechanics import discard_instead
from engine.mechanics.kinds import bit, having
from engine.mechanics.triggers import Source, matches_event, same_batch
from engine.model.decisions import Decision
from engine.model.objects import Creature, Zone
from engine.model.trace import MovedTogether, RefersTo
from engine.model.waiting import Waiting
from engine.policies.simultaneous_moves import ALL, CHOSEN, Mover


def move_together(game: Rules, movers: Sequence[Mover], to: Zone, cause: str, how: str = CHOSEN,
                  player: str | None = None, bottom: bool = False) -> list[Mover]:
    """Move creatures (with the cards under them) and cards to ``to`` as one simultaneous
    move, in the order the profile's move policy gives (``how``: all | chosen | any;
    ``player``: whose effect moves them). Returns the order used."""
    unique = list(dict.fromkeys(movers))
    if cause == "discard" and to is Zone.GRAVEYARD and having(game, bit(discard_instead.STATIC)):
        unique = discard_instead.replace(game, unique)  # a replacement of the discard as one event (all or none)
    if len(unique) > 1:
        unique = game.profile.moves.order(game, unique, how, to, player or game.state.turn_player)
        game.trace.add(MovedTogether(tuple(m.name for m in unique)))
    with game.simultaneously():
        for m in unique:
            if isinstance(m, Creature):
                game.remove_creature(m, to, cause, bottom=bottom)
            else:
                game.move_card(m, to, cause, bottom=bottom)
    return unique


def how_selected(spec: dict[str, Any]) -> str:
    """How a ``target`` spec picks: "all" (count: all), else in the order chosen."""
    return ALL if spec.get("count") == "all" else CHOSEN


def resolving(ctx: Context) -> Waiting | None:
    """The waiting effect whose resolution runs ``ctx`` (the last one the game resolved)."""
    w = ctx.game.state.resolving
    return w if w is not None and ctx.event is not None and w.event is ctx.event else None


def referents(ctx: Context) -> list[Creature]:
    """The creatures the resolving ability refers to as "the creature that did it". DMPS:
    the one whose move triggered it (the first in move order). TCG, for a "first time"
    ability: every creature moved together with it that qualifies (Q&A 40030)."""
    w = resolving(ctx)
    if w is None or w.event.creature is None:
        return []
    t = next((t for t in w.ability.triggers if t.filter.get("first time this turn")), None)
    if t is None or w.source_card is None or not ctx.game.profile.moves.first_time_together:
        return [w.event.creature]
    src = Source(w.controller, w.zone, w.source_card, w.source_creature)
    return [e.creature for e in ctx.game.state.events if same_batch(e, w.event) and e.creature is not None
            and matches_event(ctx.game, t, e, src)]


def refer(ctx: Context) -> Creature | None:
    """The creature the ability refers to; the controller chooses when several qualify."""
    refs = referents(ctx)
    if not refs:
        return None
    pick = refs[0] if len(refs) == 1 else ctx.game.decide(ctx.controller, Decision.REFERS_TO, refs,
                                                          lambda c: c.name)
    w = resolving(ctx)
    ctx.game.trace.add(RefersTo(w.source_name if w else "the effect", pick.name))
    return pick
