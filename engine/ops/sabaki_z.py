"""サバキZ (dmwiki サバキZ, DMRP-06: 「サバキZ(裁きの紋章が自分のシールドゾーンから手札に加えられた時、そのカードを
捨ててもよい。そうしたら、このクリーチャーをコストを支払わずに召喚する)」;
a spell's: 「この呪文をコストを支払わずに唱える」).

The ability waits in the hand (``your shield card goes to your hand`` with ``from: hand``); as it resolves, the
裁きの紋章 card that was added is discarded — only if it is still in its owner's hand, so one card added pays for
one サバキZ — and then this card is used for free from the hand.
"""

from __future__ import annotations

from typing import Any

from engine.kernel.registry import Context, op
from engine.mechanics.queries import zone_of
from engine.model.objects import Zone
from engine.ops.casting import cast
from engine.ops.declared_abilities import summon_this


@op("sabaki z", doc="サバキZ: discard the 裁きの紋章 card the event added to the hand; if it was discarded, summon "
                    "this creature or cast this spell for free from the hand")
def _sabaki_z(ctx: Context, args: dict[str, Any]) -> None:
    """Discard the added card (そのカードを捨ててもよい: the ability is optional); if it is discarded, use this card for
    free from the hand (the creature summoned, the spell cast)."""
    game, added, card = ctx.game, ctx.event.card if ctx.event is not None else None, ctx.source_card
    if card is None or zone_of(game, card) is not Zone.HAND:
        game.note("the サバキZ card is no longer in the hand: nothing happens")
        return
    if added is None or zone_of(game, added) is not Zone.HAND or added.owner != ctx.controller:
        game.note("the 裁きの紋章 card is no longer in the hand: it is not discarded, nothing is used")
        return
    if not game.move_card(added, Zone.GRAVEYARD, "discard"):
        return
    if card.definition.type.is_creature:
        summon_this(ctx)
    else:
        cast(ctx, card, Zone.HAND)
