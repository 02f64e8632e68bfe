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
from engine.kernel.rules import Rules
from engine.mechanics.moving_together import move_together
from engine.mechanics.putting import put_card
from engine.mechanics.queries import zone_of
from engine.model.agenda import Step
from engine.model.objects import ZONE_WORDS, Creature, Zone
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
    _put_this(ctx, "summon for free")


@op("put this", Arg("from", zones("hand"), doc="only if it is still in this zone"),
    doc="put this card into the battle zone from the zone its ability waited in (invasion ZERO)")
def _put_this_op(ctx: Context, args: dict[str, Any]) -> None:
    """Put this card into the battle zone from the zone its ability waited in (invasion ZERO);
    ``from``: only if it is still in that zone (a declared card discarded meanwhile stays put)."""
    _put_this(ctx, "effect", str(args["from"]) if "from" in args else None)


def ninja_strike_used_this_attack(game: Rules, player: str) -> bool:
    """Whether ``player`` used a ninja strike during the current attack: since the turn's last attack
    declaration (an attack's block is part of that attack), a card of theirs with a ninja strike ability was
    summoned for free from their hand (what a ninja strike does; the turn's events, nothing more kept)."""
    for event in reversed(game.state.events):
        if event.kind == "attacked":
            return False
        if event.kind == "entered" and event.player == player and event.cause == "summon for free" \
                and event.from_zone is Zone.HAND and event.card is not None \
                and any(ab.label == "ninja strike" for ab in event.card.definition.abilities):
            return True
    return False


@op("ninja strike", doc="ニンジャ・ストライク: unless its controller used a ninja strike during this attack, "
                        "summon this shinobi for free from the hand; at the end of that turn it goes to the "
                        "bottom of its owner's deck")
def _ninja_strike(ctx: Context, args: dict[str, Any]) -> None:
    """ニンジャ・ストライクN, its printed reminder: 「相手のクリーチャーが攻撃またはブロックした時、自分のマナゾーンに
    カードがN枚以上あり、その攻撃中に「ニンジャ・ストライク」能力を使っていなかった場合、このシノビをコストを支払わずに
    召喚してもよい。そのターンの終わりに、このシノビを自分の山札の一番下に置く」 (総合ルール 112.3c: a summon without
    paying, after the turn player's creature attacks or the non-turn player's creature blocks). The mana count
    is the ability's ``if`` (read as it resolves: 112.3c of 2022-08-10); this step is the rest. Reading: a ninja
    strike is *used* when it resolves and summons its shinobi (one declared but unable to summon is not a
    use; a shinobi with a ninja strike summoned for free from the hand during the attack is taken for such a
    use); "その攻撃中" is the current attack, its block included. "このシノビ" at the end of the turn is the
    creature it became: one that has left the battle zone meanwhile is a new object (not moved)."""
    game = ctx.game
    card = ctx.source_card
    if card is None or zone_of(game, card) is not Zone.HAND:
        game.note("the shinobi is no longer in the hand: it is not summoned")
        return
    if ninja_strike_used_this_attack(game, ctx.controller):
        game.note(f"player {ctx.controller} already used a ninja strike during this attack: it is not summoned")
        return
    _put_this(ctx, "summon for free")
    creature = game.state.creature_of(card)
    if creature is not None:
        game.state.at_end_of_turn.append(Step(_shinobi_to_deck_bottom, (creature,)))


def _shinobi_to_deck_bottom(game: Rules, creature: Creature) -> None:
    """The end of the turn of a ninja strike: its shinobi, still in the battle zone, to the bottom of its
    owner's deck (そのターンの終わりに、このシノビを自分の山札の一番下に置く)."""
    if creature not in game.state.players[creature.controller].battle:
        game.note(f"{creature.name} has left the battle zone: it stays where it is")
        return
    move_together(game, [creature], Zone.DECK, "deck bottom", player=creature.controller, bottom=True)
