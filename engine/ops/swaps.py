"""Swaps (入れ替え) and invasions: a card of the hand goes onto the attacking creature (侵略) or takes
its place (革命チェンジ), and a creature of the deck takes the place of one of the controller's
creatures (入れ替え).

Invasion and revolution change are declared abilities that use a card from the hand ("this"); the
attacking creature is the one the game is resolving an attack for (:attr:`engine.game.Game.attacking`,
followed through evolutions and swaps, since an invader or a swapped-in creature goes on attacking).
Whether a swap one of whose moves a replacement would change is carried out is the profile's fork
(:mod:`engine.policies.simultaneous_moves`).
"""

from __future__ import annotations

from typing import Any

from engine.kernel.args import FILTER, Arg, choice
from engine.kernel.registry import Context, op
from engine.mechanics import replacement
from engine.mechanics.filters import Perspective, matches
from engine.mechanics.queries import zone_of
from engine.model.impending import ImpendingEvent
from engine.model.objects import Card, Creature, Player, Zone
from engine.policies.lots import draw_lots, shuffle


def _attacking(ctx: Context) -> Creature | None:
    cr = ctx.game.state.attacking
    return cr if cr is not None and cr in ctx.game.state.all_creatures() else None


@op("invade", doc="侵略: put this card from the hand onto the attacking creature (it goes on attacking)")
def _invade(ctx: Context, args: dict[str, Any]) -> None:
    """侵略: put this card from the hand onto the attacking creature (an evolution; it goes
    on attacking). The condition was checked when it was declared (dmwiki 侵略: 侵略の解決時
    には侵略条件を満たしている必要はない)."""
    game, card, attacker = ctx.game, ctx.source_card, _attacking(ctx)
    if card is None or attacker is None or zone_of(game, card) is not Zone.HAND:
        game.note("invasion: the card or the attacking creature is gone, nothing happens")
        return
    game.put_into_battle(ctx.controller, [card], "invasion", from_zone=Zone.HAND, onto=attacker)


@op("revolution change", doc="革命チェンジ: the attacking creature returns to the hand; this card takes its place, "
                               "tapped as it was, attacking")
def _revolution_change(ctx: Context, args: dict[str, Any]) -> None:
    """革命チェンジ: the attacking creature (all its cards) returns to the hand and this card
    takes its place, tapped or not as it was, and goes on attacking."""
    game, card, attacker = ctx.game, ctx.source_card, _attacking(ctx)
    if card is None or attacker is None or zone_of(game, card) is not Zone.HAND:
        game.note("revolution change: the card or the attacking creature is gone, nothing happens")
        return
    leave = ImpendingEvent(attacker.top, Zone.HAND, "revolution change", attacker.controller, Zone.BATTLE,
                           leaving=attacker)
    enter = ImpendingEvent(card, Zone.BATTLE, "revolution change", ctx.controller, Zone.HAND)
    if not game.profile.moves.swap_as_far_as_possible and (
            replacement.would_replace(game, leave) or replacement.would_replace(game, enter)):
        # a swap one of whose moves a replacement would change is not carried out, and that
        # replacement is not applied (ruling notice ?p=39018: クリーチャーの入れ替えに関する裁定変更)
        game.note("revolution change: a replacement would change one of the swap's moves, so nothing moves")
        return
    with game.simultaneously():
        game.remove_creature(attacker, Zone.HAND, "revolution change")
        new = game.put_into_battle(ctx.controller, [card], "revolution change", from_zone=Zone.HAND,
                                   tapped=attacker.tapped)
    if new is not None:
        game.state.attacking = new


def _player_of(ctx: Context) -> Player:
    return ctx.game.state.players[ctx.controller]


@op("swap", Arg("out", choice("random", "this", what="creature"), "random",
                 doc="which of the controller's creatures goes to the deck: one by lot, or this one"),
    Arg("in", FILTER, {}, doc="which card of the deck comes in, by lot (a creature card is assumed)"),
    doc="入れ替え: a creature of the controller's goes to the deck and a creature from the deck takes its place; see "
        "engine.policies.simultaneous_moves")
def _swap(ctx: Context, args: dict[str, Any]) -> None:
    """入れ替え: a creature of the controller's leaves for their deck and a creature from
    their deck takes its place. ``out: random`` (one of their creatures, by lot) or
    ``this``; ``in: {filter}`` (a card of the deck that passes the filter, by lot). The
    outgoing move comes first; if a replacement keeps it in the battle zone, nothing comes
    in. DMPS keeps the older ruling (000 最新のものとは異なる裁定): the swap is carried out as
    far as it goes, so the replacements of either move do apply. TCG (assumed, 601.1a): a
    swap that a replacement would keep from completing is not carried out at all."""
    game = ctx.game
    p = _player_of(ctx)
    mine: list[Creature | None] = [ctx.source_creature] if args["out"] == "this" else list(p.battle)
    outs = [c for c in mine if c is not None and c in p.battle]
    who = Perspective(ctx.controller, ctx.source_card, ctx.source_creature)
    ins = [c for c in p.deck if matches(game, c, {**args["in"], "creature": True}, who)]
    if not outs or not ins:
        game.note("swap: nothing to swap")
        return
    out = draw_lots(game, ctx.controller, outs, lambda c: c.name)
    incoming: Card = draw_lots(game, ctx.controller, ins, lambda c: c.name)
    game.note(f"swap: {out.name} out, {incoming.name} in")
    leave = ImpendingEvent(out.top, Zone.DECK, "swap", out.controller, Zone.BATTLE, leaving=out)
    enter = ImpendingEvent(incoming, Zone.BATTLE, "swap", ctx.controller, Zone.DECK)
    if not game.profile.moves.swap_as_far_as_possible and (
            replacement.would_replace(game, leave) or replacement.would_replace(game, enter)):
        game.note("swap: a replacement would keep it from completing, so it is not carried out")
        return
    game.remove_creature(out, Zone.DECK, "swap")
    if out in p.battle:
        game.note(f"swap: {out.name} stays in the battle zone, so the swap fizzles")
    else:
        game.put_into_battle(ctx.controller, [incoming], "swap", from_zone=Zone.DECK)
    shuffle(game, p.deck)
