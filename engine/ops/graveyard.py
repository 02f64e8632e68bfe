"""Operations that put cards into the graveyard other than by destroying them, or take the
graveyard back: the deck's top cards, the card a triggering event moved, this battle-zone object,
and the graveyard shuffled into the deck."""

from __future__ import annotations

from typing import Any

from engine.kernel.args import AMOUNT, Arg
from engine.kernel.registry import Context, op
from engine.mechanics.moving_together import move_together
from engine.model.objects import Zone
from engine.policies.lots import shuffle
from engine.policies.simultaneous_moves import ALL

N = Arg("n", AMOUNT, 1, doc="how many")


@op("deck to graveyard", N, doc="put the top n cards of the controller's deck into their graveyard, together")
def _deck_to_graveyard(ctx: Context, args: dict[str, Any]) -> None:
    """Put the top n cards of the controller's deck into their graveyard, together (百鬼の邪王門)."""
    deck = ctx.game.state.players[ctx.controller].deck
    move_together(ctx.game, list(deck[:int(args["n"])]), Zone.GRAVEYARD, "effect", ALL, ctx.controller)


@op("that card to graveyard", doc="put the card the triggering event moved into its owner's graveyard")
def _that_card_to_graveyard(ctx: Context, args: dict[str, Any]) -> None:
    card = ctx.event.card if ctx.event is not None else None
    where = ctx.game.state.locate(card) if card is not None else None
    if card is None or where is None or where[1] is Zone.BATTLE:
        ctx.game.note("the card has moved on: the effect does nothing")
        return
    ctx.game.move_card(card, Zone.GRAVEYARD, "effect")


@op("put this into graveyard", doc="put this battle-zone object into its owner's graveyard (not destroyed: a D2 "
                                    "field that another D2 field replaces)")
def _this_to_graveyard(ctx: Context, args: dict[str, Any]) -> None:
    """The ability's own battle-zone object goes to its owner's graveyard (not a destruction:
    D2フィールド 「このD2フィールドを自分の墓地に置く」)."""
    cr = ctx.source_creature
    if cr is None or cr not in ctx.game.state.all_creatures():
        ctx.game.note("it is no longer in the battle zone")
        return
    ctx.game.remove_creature(cr, Zone.GRAVEYARD, "put into graveyard")


@op("shuffle graveyard into deck", doc="shuffle this card and the controller's graveyard into the deck")
def _shuffle_back(ctx: Context, args: dict[str, Any]) -> None:
    game = ctx.game
    p = game.state.players[ctx.controller]
    cards = list(p.graveyard)
    p.graveyard.clear()
    p.deck.extend(cards)
    shuffle(game, p.deck)
    game.note(f"player {p.name} shuffles {len(cards)} graveyard cards into the deck")
