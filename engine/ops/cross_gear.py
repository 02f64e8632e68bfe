"""Conditions of cross gear (クロスギア, 003 カード構成): whether a creature has a gear crossed onto it
(アクセル: 「このクリーチャーにクロスギアがクロスされている時、このクリーチャーは次の能力を得る」;
スーパー・アクセル: 「バトルゾーンにある自分のクリーチャーにクロスギアがクロスされている時」) and whether
a gear is crossed onto a creature (「このカードがどのクリーチャーにもクロスされていない時」).
A gear whose creature left the battle zone stays, crossed onto nothing (003)."""

from __future__ import annotations

from typing import Any

from engine.kernel.registry import Context, condition
from engine.mechanics.gear import crossed_onto, gears_on
from engine.model.cards import CardType
from engine.model.objects import Creature


def _is_crossed(ctx: Context, obj: Creature) -> bool:
    """A gear: it is crossed onto a creature of the battle zone; a creature: a gear is crossed onto it."""
    if obj.definition.type is CardType.CROSS_GEAR:
        return crossed_onto(ctx.game, obj) is not None
    return bool(gears_on(ctx.game, obj))


@condition("crossed")
def _crossed(ctx: Context, v: Any) -> bool:
    """アクセル: this creature has a cross gear crossed onto it (this gear: it is crossed onto a creature)."""
    return (ctx.source_creature is not None and _is_crossed(ctx, ctx.source_creature)) == bool(v)


@condition("not crossed")
def _not_crossed(ctx: Context, v: Any) -> bool:
    """このカードがどのクリーチャーにもクロスされていない時: this cross gear is in the battle zone, crossed
    onto no creature."""
    return (ctx.source_creature is not None and not _is_crossed(ctx, ctx.source_creature)) == bool(v)


@condition("you have a crossed creature")
def _you_have_crossed(ctx: Context, v: Any) -> bool:
    """スーパー・アクセル: one of your creatures in the battle zone has a cross gear crossed onto it."""
    return any(cr.definition.type.is_creature and gears_on(ctx.game, cr)
               for cr in ctx.game.state.players[ctx.controller].battle) == bool(v)
