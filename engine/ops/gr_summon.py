"""GR召喚 (engine.mechanics.gr): the top card of the controller's super GR, summoned as if its
cost were paid, n times, one at a time."""

from __future__ import annotations

from typing import Any

from engine.kernel.args import AMOUNT, Arg
from engine.kernel.registry import Context, op
from engine.kernel.rules import Rules
from engine.mechanics.playing import play_lock
from engine.mechanics.zones import unputtable
from engine.model.objects import Creature, Zone

GR_SUMMON = "summon"  # a GR summon is a summon (its cost counted as paid): the cause of its entering


def gr_summon(game: Rules, player: str) -> Creature | None:
    """One GR summon by ``player``: the top card of their super GR, summoned as if paid; None
    (nothing happens, the card stays on top) if the super GR is empty or the card could not be
    summoned or come out (since 2021-04-14)."""
    gr = game.state.players[player].gr
    if not gr:
        game.note(f"player {player}'s super GR is empty: no GR summon")
        return None
    card = gr[0]
    why = play_lock(game, player, card, "cannot summon") or unputtable(game, card, Zone.GR)
    if why:
        game.note(f"player {player} cannot GR summon {card.name}: {why}")
        return None
    return game.put_into_battle(player, [card], GR_SUMMON, from_zone=Zone.GR)


@op("gr summon", Arg("n", AMOUNT, 1, doc="how many times"),
    doc="GR召喚 n times, one at a time: the top card of the controller's super GR is summoned as if paid")
def _gr_summon(ctx: Context, args: dict[str, Any]) -> None:
    for _ in range(int(args["n"])):
        creature = gr_summon(ctx.game, ctx.controller)
        if creature is not None:
            ctx.put.append(creature)
