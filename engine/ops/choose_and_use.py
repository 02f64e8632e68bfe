"""A card chosen by a condition, then used (「…を1枚、自分の手札から選んでもよい。そうしたら、そのカードを
コストを支払わずに使う」, ブレイン珊瑚の仙樹).

What the rulings say (dmwiki ツインパクト, summarising the official FAQ of ブレイン珊瑚の仙樹): when an effect
checks a card's condition and then, as a separate instruction, uses "that card", the card as a whole is the
one chosen, and either side of a twinpact may be used, even the side that does not meet the condition;
a twinpact card outside the battle zone has both sides' civilizations and costs (201.2b), and a twinpact is
used as one of its sides (810.1, 810.3).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from engine.kernel.args import FILTER, Arg
from engine.kernel.registry import Context, op
from engine.mechanics.filters import matches
from engine.mechanics.playing import use_for_free
from engine.mechanics.targets import perspective
from engine.model.cards import CardDef, CardType
from engine.model.decisions import Decision
from engine.model.objects import Card


@op("choose and use from hand",
    Arg("filter", FILTER, {}, doc="the card chosen, read as a card (a twinpact: both sides' civilizations and "
                                  "costs, 201.2b; max cost: cards in zone is the size of the hand)"),
    doc="「…を1枚、自分の手札から選んでもよい。そうしたら、そのカードをコストを支払わずに使う」: choose a card of the "
        "hand passing the filter (or stop), then use it for free by either side (a creature summoned, a spell cast)")
def _choose_and_use(ctx: Context, args: dict[str, Any]) -> None:
    """The controller may choose a card of their hand that passes the filter, then uses it without
    paying its cost: a twinpact by either of its sides, whichever side met the condition (the choice
    of the card and the use are separate instructions). One decision offers each side of each card."""
    game = ctx.game
    hand = list(game.state.players[ctx.controller].hand)
    who = replace(perspective(ctx), zone_size=len(hand))
    options: list[tuple[Card, CardDef] | None] = [
        (card, side) for card in hand if matches(game, card, args["filter"], who) for side in card.definition.sides]
    pick = game.decide(ctx.controller, Decision.CAST_FROM_HAND, [*options, None],
                       lambda o: "stop" if o is None else o[1].name)
    if pick is None:
        return
    card, side = pick
    if side.type is CardType.SPELL:
        use_for_free(game, ctx.controller, card, "cast for free", as_spell=side is not card.definition)
    else:
        use_for_free(game, ctx.controller, card, "summon for free" if side.type.is_creature else "use")
