"""無月の門 (dmwiki 無月の門; 卍 デ・スザーク 卍): 「自分の魔導具をバトルゾーンに出した時、自分の魔導具をバトルゾーンと
墓地から2つずつ選び、このクリーチャーを自分の手札または墓地からそれら4枚の上にコストを支払わずに召喚してもよい。」
The creature is summoned from the zone its ability waited in onto the elements and cards chosen: an element
goes under it with every card of it (the cards under a chosen 魔導具 go too: dmwiki 公式Q&A 2022-08-10 on
堕魔 グリール), and a lock that keeps a chosen card in its zone keeps the creature out (dmjudgeall on 若き大長老
アプル: summoned, but it can't enter; engine.mechanics.zones.put_into_battle). 無月の門・絶 (「無月」の頂 $スザーク$:
「各ターンの終わりに、自分の魔導具をバトルゾーンまたは墓地から合計6つ選び、…」) chooses a total from both, and is
declared (``declare: mugetsu gate``) at the end of a turn, either player's (511.1)."""

from __future__ import annotations

from typing import Any

from engine.kernel.args import AMOUNT, FILTER, Arg
from engine.kernel.registry import Context, op
from engine.mechanics.filters import matches
from engine.mechanics.queries import zone_of
from engine.mechanics.targets import perspective
from engine.model.decisions import Decision
from engine.model.objects import Card, Creature, Zone


@op("mugetsu gate", Arg("from battle", AMOUNT, 2, doc="how many of your elements of the battle zone"),
    Arg("from graveyard", AMOUNT, 2, doc="how many cards of your graveyard"),
    Arg("from either", AMOUNT, 0, doc="無月の門・絶: instead, a total of n from the battle zone and the graveyard"),
    Arg("filter", FILTER, {}, doc="what they must be (race: 魔導具)"),
    doc="無月の門: choose elements of your battle zone and cards of your graveyard passing the filter, and summon "
        "this creature for free from the zone its ability waited in onto them (nothing without enough of each)")
def _mugetsu_gate(ctx: Context, args: dict[str, Any]) -> None:
    game, card = ctx.game, ctx.source_card
    zone = zone_of(game, card)
    if card is None or zone not in (Zone.HAND, Zone.GRAVEYARD):
        game.note("無月の門: the card is no longer where its ability waited: nothing happens")
        return
    seen, p = perspective(ctx), game.state.players[ctx.controller]
    elements = [cr for cr in p.battle if matches(game, cr, dict(args["filter"]), seen)]
    cards = [c for c in p.graveyard if c is not card and matches(game, c, dict(args["filter"]), seen)]
    either = int(args["from either"])
    if either:  # 無月の門・絶: 「バトルゾーンまたは墓地から合計6つ選び」
        if len(elements) + len(cards) < either:
            game.note(f"無月の門: fewer than {either} to choose: nothing happens")
            return
        pool: list[Creature | Card] = [*elements, *cards]
        game.put_into_battle(ctx.controller, [card], "summon for free", from_zone=zone, onto=_choose(ctx, pool, either))
        return
    need_b, need_g = int(args["from battle"]), int(args["from graveyard"])
    if len(elements) < need_b or len(cards) < need_g:
        game.note(f"無月の門: fewer than {need_b} elements in the battle zone or {need_g} cards in the graveyard "
                  "to choose: nothing happens")
        return
    onto: list[Creature | Card] = [*_choose(ctx, elements, need_b), *_choose(ctx, cards, need_g)]
    game.put_into_battle(ctx.controller, [card], "summon for free", from_zone=zone, onto=onto)


def _choose(ctx: Context, pool: list[Creature] | list[Card] | list[Creature | Card], n: int) -> list[Creature | Card]:
    """n of the pool, chosen one at a time by the controller."""
    chosen: list[Creature | Card] = []
    for _ in range(n):
        options = [x for x in pool if x not in chosen]
        chosen.append(ctx.game.decide(ctx.controller, Decision.EVOLVE_ONTO, options, lambda x: x.name))
    return chosen
