"""マジボンバーN (DMRP-13-): when the creature attacks, its controller looks at the top card of their deck,
then may put one creature of cost N or less from their hand or that top card into the battle zone.

What the rulings say (official Q&A of 2020-03-27, 33393-33395, through dmwiki's 公式Q&A 2020年3月27日更新版;
the keyword's reminder text from dmwiki マジボンバー: 「このクリーチャーが攻撃する時、自分の山札の上から1枚目を
見る。その後、コストx以下のクリーチャーを1体、自分の手札または山札の上から、バトルゾーンに出してもよい」):
the ability is still used when no deck may be looked at (巡霊者メスタポ); the creature then comes from the
hand only (33394); a top card known from an earlier effect cannot be put either, since it cannot be
referred to when マジボンバー resolves (33395). Putting is not summoning (dmwiki: 召喚扱いではない).
"""

from __future__ import annotations

from typing import Any

from engine.kernel.args import AMOUNT, REQUIRED, Arg
from engine.kernel.registry import Context, op
from engine.mechanics.filters import matches
from engine.mechanics.looking import deck_look_lock
from engine.mechanics.targets import perspective
from engine.model.decisions import Decision
from engine.model.objects import Card, Zone


@op("majibomber", Arg("n", AMOUNT, REQUIRED, doc="the highest cost of the creature put"),
    doc="マジボンバーN: look at the top card of the deck, then you may put a creature of cost N or less from "
        "the hand or that top card into the battle zone (the top card only if it could be looked at)")
def _majibomber(ctx: Context, args: dict[str, Any]) -> None:
    """The controller looks at the top card of their deck unless a lock forbids looking at decks
    (:func:`engine.mechanics.looking.deck_look_lock`: then the top card is not an option, known or
    not), then may put one creature of cost ``n`` or less from their hand or that top card into the
    battle zone (it enters from its zone: not a summon)."""
    game = ctx.game
    p = game.state.players[ctx.controller]
    fits = {"creature": True, "max cost": int(args["n"])}
    lock = deck_look_lock(game, ctx.controller)
    top: list[Card] = []
    if lock is not None:
        game.note(f"player {ctx.controller} cannot look at their deck: {lock}")
    elif p.deck:
        top = p.deck[:1]
        game.state.known[ctx.controller].update(c.uid for c in top)
        game.note(f"player {ctx.controller} looks at {top[0].name}")
    options: list[Card | None] = [c for c in [*p.hand, *top] if matches(game, c, fits, perspective(ctx))]
    options.append(None)
    pick = game.decide(ctx.controller, Decision.PUT_INTO_BATTLE, options,
                       lambda c: "stop" if c is None else c.name)
    if pick is not None:
        game.put_into_battle(ctx.controller, [pick], "effect",
                             from_zone=Zone.DECK if pick in top else Zone.HAND)
