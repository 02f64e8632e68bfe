"""Operations of declared abilities (使用宣言) that use their own card from the zone the ability
waited in: attack chance and revolution 0 triggers cast this spell, revenge chance and S-back
summon this creature, invasion ZERO puts it into the battle zone, ninja strike summons this shinobi
once per attack and puts it on the deck bottom as the turn ends. Invasion and revolution change,
declared too, are :mod:`engine.ops.swaps`; when an ability is declared is
:mod:`engine.mechanics.declarations`."""

from __future__ import annotations

from typing import Any

from engine.kernel.args import Arg, zones
from engine.kernel.registry import Context, op
from engine.mechanics.putting import put_card
from engine.mechanics.queries import zone_of
from engine.model.objects import ZONE_WORDS, Zone
from engine.ops.casting import cast


@op("cast this", doc="cast this spell for free from the zone its ability waited in (attack chance, revolution 0)")
def _cast_this(ctx: Context, args: dict[str, Any]) -> None:
    """Cast this spell for free from the zone its ability waited in (attack chance, revolution
    0 trigger)."""
    zone = zone_of(ctx.game, ctx.source_card)
    if ctx.source_card is None or zone not in (Zone.HAND, Zone.SHIELDS, Zone.GRAVEYARD):
        ctx.game.note("the spell is no longer where its ability waited: it is not cast")
        return
    cast(ctx, ctx.source_card, zone)


def _put_this(ctx: Context, cause: str, only_from: str | None = None) -> None:
    card = ctx.source_card
    zone = zone_of(ctx.game, card)
    if card is None or zone is None or zone is Zone.BATTLE or (only_from and ZONE_WORDS[only_from] is not zone):
        ctx.game.note("the card is no longer where its ability waited: it stays")
        return
    put_card(ctx.game, ctx.controller, card, cause, from_zone=zone)  # a locked card stays (engine.mechanics.putting)


@op("summon this", doc="summon this creature for free from the zone its ability waited in (revenge chance, "
                       "S-back)")
def _summon_this(ctx: Context, args: dict[str, Any]) -> None:
    """Summon this creature for free from the zone its ability waited in (revenge chance)."""
    summon_this(ctx)


def summon_this(ctx: Context) -> None:
    """Summon the ability's own creature for free from the zone its ability waited in."""
    _put_this(ctx, "summon for free")


@op("put this", Arg("from", zones("hand"), doc="only if it is still in this zone"),
    doc="put this card into the battle zone from the zone its ability waited in (invasion ZERO)")
def _put_this_op(ctx: Context, args: dict[str, Any]) -> None:
    """Put this card into the battle zone from the zone its ability waited in (invasion ZERO);
    ``from``: only if it is still in that zone (a declared card discarded meanwhile stays put)."""
    _put_this(ctx, "effect", str(args["from"]) if "from" in args else None)
