"""Cross gear generated or crossed without paying, and the conditions of cross gear (クロスギア, 003):
whether a creature has a gear crossed onto it
(アクセル: 「このクリーチャーにクロスギアがクロスされている時、このクリーチャーは次の能力を得る」;
スーパー・アクセル: 「バトルゾーンにある自分のクリーチャーにクロスギアがクロスされている時」) and whether
a gear is crossed onto a creature (「このカードがどのクリーチャーにもクロスされていない時」).
A gear whose creature left the battle zone stays, crossed onto nothing (003)."""

from __future__ import annotations

from typing import Any

from engine.kernel.args import FILTER, Arg, choice
from engine.kernel.registry import Context, condition, op
from engine.mechanics.filters import matches
from engine.mechanics.gear import attach, crossed_onto, gears_on, put_generated
from engine.mechanics.targets import perspective
from engine.model.cards import CardType
from engine.model.decisions import Decision
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


@op("cross free", Arg("gear", choice("this", "yours"), "this",
                      doc="this: the ability's own gear; yours: one of your gears in the battle zone passing filter"),
    Arg("filter", FILTER, doc="with gear: yours, which gears (サムライ・クロスギア)"),
    Arg("onto", choice("this", "choose"), "this",
        doc="this: the ability's own creature; choose: one of your creatures, chosen"),
    doc="cross a gear onto a creature without paying its cost (コストを支払わずに…クロスする)")
def _cross_free(ctx: Context, args: dict[str, Any]) -> None:
    """「バトルゾーンにある自分のクロスギアを1枚、コストを支払わずにこのクリーチャーにクロスしてもよい」
    (バザガベルグ・疾風・ドラゴン), 「コストを支払わずにバトルゾーンにある自分のクリーチャー1体にクロスしてもよい」
    (装刃 レオ・インパクト, its own gear). A gear or a creature no longer in the battle zone, or none to
    choose: nothing happens. 003: a gear is crossed onto its owner's creatures only."""
    game = ctx.game
    battle = game.state.players[ctx.controller].battle
    seen = perspective(ctx)
    if args["gear"] == "this":
        gears = [ctx.source_creature] if ctx.source_creature in battle else []
    else:
        gears = [g for g in battle if g.definition.type is CardType.CROSS_GEAR
                 and matches(game, g, dict(args.get("filter") or {}), seen)]
    if args["onto"] == "this":
        onto = [ctx.source_creature] if ctx.source_creature in battle else []
    else:
        onto = [cr for cr in battle if cr.definition.type.is_creature]
    gears = [g for g in gears if g is not None and g.definition.type is CardType.CROSS_GEAR]
    onto = [cr for cr in onto if cr is not None and cr.definition.type.is_creature]
    if not gears or not onto:
        game.note("no gear crossed: nothing to cross, or nothing to cross it onto")
        return
    gear = gears[0] if len(gears) == 1 else game.decide(ctx.controller, Decision.TARGET, gears, lambda c: c.name)
    targets = [cr for cr in onto if crossed_onto(game, gear) is not cr]
    if not targets:
        game.note(f"{gear.name} is already crossed onto it")
        return
    creature = targets[0] if len(targets) == 1 else game.decide(ctx.controller, Decision.TARGET, targets,
                                                                lambda c: c.name)
    attach(game, gear, creature)


@op("generate free", doc="generate a cross gear of your hand without paying its cost (侍流ジェネレート)")
def _generate_free(ctx: Context, args: dict[str, Any]) -> None:
    """侍流ジェネレート 「自分の手札にあるクロスギアを1枚、コストを支払わずにジェネレートしてもよい」: one
    cross gear of the hand, chosen, is put into the battle zone (a generation: ジェネレートした時 triggers)."""
    game = ctx.game
    gears = [c for c in game.state.players[ctx.controller].hand if c.definition.type is CardType.CROSS_GEAR]
    if not gears:
        game.note("no cross gear in the hand to generate")
        return
    card = gears[0] if len(gears) == 1 else game.decide(ctx.controller, Decision.TARGET, gears, lambda c: c.name)
    put_generated(game, ctx.controller, card)
