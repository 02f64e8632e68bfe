"""Operations on seals (封印, 116; engine.mechanics.seals): seal creatures, seal this element,
put one of your seals into the graveyard."""

from __future__ import annotations

from typing import Any

from engine.kernel.args import AMOUNT, REQUIRED, TARGET, Arg, players
from engine.kernel.registry import Context, op
from engine.mechanics import seals
from engine.mechanics.targets import select_creatures


@op("seal", Arg("target", TARGET, REQUIRED, doc="the creatures (player: default opponent)"),
    Arg("by", players("you", "controller"), "controller",
        doc="who puts each seal, from their deck: its controller (相手はそのクリーチャーに封印を付ける) or you"),
    doc="put a seal on each target creature: the top card of a deck, face down (116); a sealed creature is ignored")
def _seal(ctx: Context, args: dict[str, Any]) -> None:
    for creature in select_creatures(ctx, args["target"]):
        by = creature.controller if args["by"] == "controller" else ctx.controller
        seals.put_seal(ctx.game, creature, by)


@op("seal this", Arg("n", AMOUNT, 1, doc="how many seals"),
    doc="the controller puts n seals on this element from their deck, all at once (116; 004)")
def _seal_this(ctx: Context, args: dict[str, Any]) -> None:
    if ctx.source_creature is not None:
        seals.put_seal(ctx.game, ctx.source_creature, ctx.controller, int(args["n"]))


@op("remove a seal", doc="the controller puts one of their seals into the graveyard (自分の封印を1つ墓地に置く)")
def _remove_a_seal(ctx: Context, args: dict[str, Any]) -> None:
    seal = seals.choose_seal(ctx.game, ctx.controller, seals.seals_of(ctx.game, ctx.controller))
    if seal is not None:
        seals.remove_seal(ctx.game, seal)
