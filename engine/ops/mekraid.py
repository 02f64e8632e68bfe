"""メクレイド (DM23-): look at the top three cards of your deck, use one of them of the named race and of
cost N or less without paying its cost, and put the rest on the bottom of the deck in any order; and the
spell that shuffles its own card into the deck before it does so (レイド・エントリー).

What the rulings say (official Q&A of 2023-04-14 through dmwiki's 公式Q&A 2023年4月14日更新版, and dmwiki
メクレイド): any card type of the race may be used — a creature is summoned, a spell cast, a タマシード used
(a twinpact by either side); using a creature card by the effect is a summon; the effect always looks at
exactly three cards, whatever N is; the card's instructions are done in their written order, so レイド・エントリー
is shuffled into the deck before its メクレイド looks. The reading chosen for a twinpact: the card is checked
as a card (its races, either side's cost), then either side may be used.
"""

from __future__ import annotations

from typing import Any

from engine.kernel.args import AMOUNT, REQUIRED, TEXT, Arg
from engine.kernel.registry import Context, op
from engine.mechanics.moving_together import move_together
from engine.mechanics.playing import use_for_free
from engine.model.cards import CardDef, CardType
from engine.model.decisions import Decision
from engine.model.objects import Card, Zone
from engine.policies.lots import shuffle
from engine.policies.simultaneous_moves import ANY

LOOKED = 3  # メクレイド always looks at three cards (dmwiki メクレイド)


def _usable_sides(card: Card, race: str, most: int) -> list[CardDef]:
    """The sides of ``card`` that may be used: all of them when the card has a race containing ``race``
    and a cost of ``most`` or less (a twinpact outside the battle zone has both sides' costs, 201.2b),
    else none."""
    d = card.definition
    fits = any(race in r for r in d.races) and any(side.cost <= most for side in d.sides)
    return list(d.sides) if fits else []


@op("mekraid", Arg("n", AMOUNT, REQUIRED, doc="the highest cost of the card used"),
    Arg("race", TEXT, REQUIRED, doc="the word the card's race contains (アーマード for アーマード・メクレイド)"),
    doc="メクレイドN: look at the top 3 cards of the deck, use one of the race and cost N or less for free (a "
        "creature summoned, a spell cast, a タマシード used), the rest to the bottom in any order")
def _mekraid(ctx: Context, args: dict[str, Any]) -> None:
    """The controller looks at the top three cards (they join what the controller has seen), may use one
    side of one of them that has the race and a cost of N or less without paying its cost, and puts the
    others on the bottom of the deck in an order the text leaves open (TCG: the owner's; DMPS: by lot)."""
    game = ctx.game
    p = game.state.players[ctx.controller]
    looked = p.deck[:LOOKED]
    game.state.known[ctx.controller].update(c.uid for c in looked)
    options: list[tuple[Card, CardDef] | None] = [
        (card, side) for card in looked for side in _usable_sides(card, str(args["race"]), int(args["n"]))]
    options.append(None)
    pick = game.decide(ctx.controller, Decision.CAST_FOR_FREE, options,
                       lambda o: "stop" if o is None else o[1].name)
    if pick is not None:
        card, side = pick
        if side.type is CardType.SPELL:
            use_for_free(game, ctx.controller, card, "cast for free", as_spell=side is not card.definition)
        else:
            use_for_free(game, ctx.controller, card, "summon for free" if side.type.is_creature else "use")
    rest = [c for c in looked if c in p.deck]
    move_together(game, rest, Zone.DECK, "effect", ANY, ctx.controller, bottom=True)


@op("shuffle this into deck", doc="put this spell, being cast, into its owner's deck and shuffle the deck "
                                  "(このカードを山札に加えてシャッフルする)")
def _shuffle_this_in(ctx: Context, args: dict[str, Any]) -> None:
    """「このカードを山札に加えてシャッフルする」 as a spell's instruction: the card being cast goes into its
    owner's deck, which is shuffled; it is no longer pending, so it does not go to the graveyard afterwards
    (:func:`engine.mechanics.playing.resolve_spell`)."""
    card = ctx.source_card
    if card is None:
        return
    game = ctx.game
    game.move_card(card, Zone.DECK, "effect")
    deck = game.state.players[card.owner].deck
    shuffle(game, deck)
    game.note(f"{card.name} is shuffled into player {card.owner}'s deck")
