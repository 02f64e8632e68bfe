"""Operations about the cards of a creature (002 再構築): only its top card leaving, cards put under
it (at the bottom, 403.4a), and cards under it put into the graveyard (メテオバーン)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.kernel.args import AMOUNT, BOOL, FILTER, REQUIRED, TARGET, Arg, choice, how_many, quantity, zones
from engine.kernel.registry import Context, op
from engine.mechanics.filters import matches
from engine.mechanics.kinds import changed
from engine.mechanics.rebuild import put_under, remove_card, remove_top_card
from engine.mechanics.replacement import replacing
from engine.mechanics.targets import perspective, select_creatures
from engine.model.cards import CardType
from engine.model.decisions import Decision
from engine.model.objects import ZONE_WORDS, Zone
from engine.model.view import choose_several
from engine.policies.lots import shuffle


@op("only the top card leaves",
    doc="(instead of: this leaves) only the top card of the creature leaves; the profile's rebuild decides what "
        "stays (002)")
def _only_the_top_card(ctx: Context, args: dict[str, Any]) -> None:
    """(instead of: this leaves) Only the top card of the creature that was about to leave
    leaves; what stays is the profile's rebuild (太陽王ソウル・フェニックス)."""
    pending = replacing(ctx.game)
    if pending is None or pending.leaving is None or pending.to is None:
        ctx.game.note("only the top card leaves: no creature is leaving, so it does nothing")
        return
    remove_top_card(ctx.game, pending.leaving, pending.to, pending.cause)


@op("cards under to hand", Arg("target", TARGET, REQUIRED, doc="the creatures (an evolution creature)"),
    doc="put every card under each target creature into its owner's hand; the creature stays as it is")
def _cards_under_to_hand(ctx: Context, args: dict[str, Any]) -> None:
    """「バトルゾーンにある進化クリーチャーを1体選ぶ。そのクリーチャーの下にあるカードをすべて、持ち主の手札に戻す」
    (リバース・トーン): the cards under the creature leave the battle zone alone, together (109.2a), for their
    owners' hands; the creature (its top card) stays in the battle zone as it is."""
    game = ctx.game
    with game.simultaneously():
        for creature in select_creatures(ctx, args["target"]):
            for card in list(creature.cards[1:]):
                remove_card(game, creature, card, Zone.HAND, "effect")


def _top_cards_to(zone: Zone) -> Callable[[Context, dict[str, Any]], None]:
    def top_cards(ctx: Context, args: dict[str, Any]) -> None:
        """「バトルゾーンにある、相手の進化クリーチャーを1体選び、一番上のカードを持ち主のマナゾーンに置く」 (大自然の
        意志), 「…そのクリーチャーの一番上のカードを持ち主の墓地に置いてもよい」: only the top card of each target
        leaves the battle zone, for its owner's zone; the cards under it stay, as the profile's rebuild says
        (002 再構築: what remains of an evolution creature stays in the battle zone)."""
        for creature in select_creatures(ctx, args["target"]):
            remove_top_card(ctx.game, creature, zone, "effect")
    return top_cards


for _word, _zone in (("mana", Zone.MANA), ("graveyard", Zone.GRAVEYARD)):
    op(f"top card to {_word}", Arg("target", TARGET, REQUIRED, doc="the creatures (an evolution creature's top card)"),
       doc=f"put the top card of each target creature into its owner's {_zone.value}; the profile's rebuild decides "
           "what stays (002)")(_top_cards_to(_zone))


@op("put under", Arg("from", zones("deck", "mana zone"), "deck", doc="the zone of yours"),
    Arg("count", quantity(), 1, doc="how many"),
    Arg("filter", FILTER, {}, doc="which cards"),
    Arg("shuffle", BOOL, False, doc="true: the deck is shuffled afterwards"),
    doc="choose one of your evolution creatures, then cards of a zone of yours to put under it, each at the bottom "
        "(403.4a)")
def _put_under(ctx: Context, args: dict[str, Any]) -> None:
    """Choose one of your evolution creatures, then up to n cards of a zone of yours (``from``:
    deck | mana zone; ``filter``) to put under it, one at a time, each at the bottom (403.4a);
    ``shuffle``: the deck is shuffled afterwards (時空工兵タイムチェンジャー, 時空の庭園)."""
    game = ctx.game
    p = game.state.players[ctx.controller]
    zone = ZONE_WORDS[str(args["from"])]
    evolutions = [cr for cr in p.battle if cr.definition.type is CardType.EVOLUTION_CREATURE]
    if not evolutions:
        game.note("put under: no evolution creature to put cards under")
    else:
        creature = game.decide(ctx.controller, Decision.TARGET, evolutions, lambda c: c.name)
        n, up_to = how_many(args["count"])
        f = dict(args["filter"])
        pool = [c for c in p.cards_in(zone) if matches(game, c, f, perspective(ctx))]
        choose_several(game, ctx.controller, Decision.PUT_UNDER, pool, n, least=0 if up_to else n, stop_first=True,
                       each=lambda card: put_under(game, creature, card, "put under"))
    if args["shuffle"] and zone is Zone.DECK:
        shuffle(game, p.deck)


@op("meteorburn", Arg("n", AMOUNT, 1, doc="how many cards"),
    Arg("choose", BOOL, False, doc="true: chosen, as the text says (「選び」)"),
    Arg("to", choice("graveyard", "hand", what="zone"), "graveyard",
        doc="where they go (hand: 大菜王ゴッド・バナナーン's 「下にあるカードを1枚、自分の手札に加えてもよい」)"),
    doc="put n cards from under this creature into the graveyard (or the hand), one at a time: chosen when the text "
        "says so, else as the profile says (DMPS: the source selected first)")
def _meteorburn(ctx: Context, args: dict[str, Any]) -> None:
    """Put n cards from under the source creature into the graveyard, one at a time (classic-ja
    dm22-s01 メテオバーン): chosen when the text says so (``choose: true``: 「選び」), else as the
    profile says (TCG chosen; DMPS the source selected first, 000); ``burned`` remembers them, and
    ``took`` (「そうした場合」: ``moved a card``)."""
    game, cr = ctx.game, ctx.source_creature
    for _ in range(int(args["n"])):
        if cr is None or cr not in game.state.all_creatures() or len(cr.cards) < 2:
            break
        if args["choose"] or game.profile.meteorburn.player_chooses:
            pick = game.decide(ctx.controller, Decision.METEORBURN, cr.cards[1:], lambda c: c.name)
        else:
            pick = cr.cards[1]
        cr.cards.remove(pick)
        changed()
        ctx.burned.append(pick)
        ctx.took.append(pick)  # what the step did (moved a card: 「そうした場合」)
        to = Zone.HAND if args["to"] == "hand" else Zone.GRAVEYARD
        game.note(f"meteorburn: {pick.name} from under {cr.name} goes to the {args['to']}"
                  + ("" if len(cr.cards) > 1 else f" (it was the last card under {cr.name})"))
        game.move_card(pick, to, "meteorburn")
