"""Operations on the hand: drawing, the deck's top cards put into it (not a draw), discarding,
looking at it."""

from __future__ import annotations

from typing import Any

from engine.kernel.args import AMOUNT, BOOL, FILTER, REQUIRED, Arg, CountExpr, choice, one_of, players
from engine.kernel.registry import Context, op
from engine.mechanics.filters import matches
from engine.mechanics.moving_together import move_together
from engine.mechanics.queries import zone_of
from engine.mechanics.targets import amount, perspective
from engine.model.decisions import Decision
from engine.model.objects import Card, Zone
from engine.ops.mana import top_of_deck
from engine.policies.lots import draw_lots, shuffle
from engine.policies.simultaneous_moves import ALL, ANY, CHOSEN

N = Arg("n", AMOUNT, 1, doc="how many")


@op("draw", Arg("n", one_of(AMOUNT, CountExpr()), 1, doc="how many (or a count of cards, plus k)"),
    Arg("up to", BOOL, False, doc="true: the controller chooses how many, n down to 0 (TCG 「n枚まで」)"),
    Arg("player", players("you", "opponent", "each"), "you",
        doc="who draws (opponent: 相手はカードを1枚引く; each: every player, the turn player first)"),
    Arg("per", choice("destroyed"), doc="destroyed: n for each creature the earlier steps of this effect destroyed "
                                        "(破壊したクリーチャー1体につき)"),
    doc="a player (the controller unless told) draws n cards")
def _draw(ctx: Context, args: dict[str, Any]) -> None:
    """Draw n cards (a number, or a count of cards counted as the step runs: 「…と同じ枚数の
    カードを引く」, 「…1体につき1枚」); ``per: destroyed``: n for each creature the earlier steps of
    this effect destroyed — the cards they put into the graveyard (a creature a replacement saved
    was not destroyed, Q&A 40231). ``up to: true`` ("n枚まで引く") lets the controller choose how
    many, n down to 0 (000: no DMPS card lets you choose a number — DMPS texts draw n, or n or none)."""
    n = amount(ctx, args["n"])
    if args.get("per") == "destroyed":
        n *= sum(1 for c in ctx.took if zone_of(ctx.game, c) is Zone.GRAVEYARD)
    if args["up to"]:
        n = ctx.game.decide(ctx.controller, Decision.DRAW_UP_TO, list(range(n, -1, -1)),
                            lambda k: f"{k} card" + ("" if k == 1 else "s"))
    for name in sorted(ctx.players(str(args["player"])), key=lambda p: p != ctx.game.state.turn_player):
        ctx.game.draw(name, n)


@op("hand from deck", N, doc="put the top n cards of the controller's deck into their hand (not a draw)")
def _hand_from_deck(ctx: Context, args: dict[str, Any]) -> None:
    with ctx.game.simultaneously():
        top_of_deck(ctx, int(args["n"]), Zone.HAND, "effect")


@op("draw to match the opponent's hand",
    doc="the controller draws until their hand has as many cards as the opponent's (none if it has as many)")
def _draw_to_match(ctx: Context, args: dict[str, Any]) -> None:
    """「相手の手札と同じ枚数になるまでカードを引く」 (ゲット・レディ): the difference of the two hands, counted
    as the step runs, drawn as any draw is."""
    game = ctx.game
    n = len(game.state.players[ctx.opponent].hand) - len(game.state.players[ctx.controller].hand)
    if n > 0:
        game.draw(ctx.controller, n)


@op("hand into deck then draw", Arg("player", players("you", "each"), "you", doc="whose hand (each: every player)"),
    doc="a player's hand goes into their deck, the deck is shuffled, and they draw as many cards as went in")
def _hand_into_deck_then_draw(ctx: Context, args: dict[str, Any]) -> None:
    """「自分の手札を山札に戻してシャッフルし、その枚数と同じ枚数のカードを引く」 (ラプター・フィッシュ; サイクロン・
    パニック: 各プレイヤーは…それぞれの山札に戻して): each player, the controller first, draws the number of
    cards that went into their deck (a card a replacement kept out is not counted)."""
    game = ctx.game
    for name in ctx.players(str(args["player"])):
        p = game.state.players[name]
        moved = sum(1 for c in list(p.hand) if game.move_card(c, Zone.DECK, "effect"))
        shuffle(game, p.deck)
        game.note(f"player {name} shuffles {moved} cards of the hand into the deck")
        game.draw(name, moved)


@op("discard", Arg("n", one_of(AMOUNT, choice("all", "any"), CountExpr()), 1,
                   doc="how many (all: the whole hand; any: as many as the chooser likes, 好きな枚数; or a count "
                       "of cards, plus k)"),
    Arg("player", players(), "opponent", doc="who discards"),
    Arg("pick", choice("random", "choose", "you choose", what="way of picking"), "random",
        doc="drawn by lot, chosen by the discarding player, or by the effect's controller"),
    Arg("filter", FILTER, doc="only cards passing it"),
    doc="the target player discards n cards")
def _discard(ctx: Context, args: dict[str, Any]) -> None:
    """The target player discards n cards (``n: all``: the whole hand). ``pick``: random
    (drawn one at a time), choose (the discarding player chooses), you choose (the effect's
    controller chooses). The cards move together in the order the move policy gives
    (:mod:`engine.mechanics.moving_together`): all, leftmost first; else as picked; a choice that must take
    every card selects no order (000: ニコル・ボーラス, "which one enters is not determined"). The cards
    discarded are what the step did (``moved a card``: アトミック・ギガント's 「捨ててもよい。そうした場合」)."""
    game = ctx.game
    pick = args["pick"]
    for name in ctx.players(args["player"]):
        hand = game.state.players[name].hand
        if "filter" in args:  # 「…のクリーチャーをすべて捨てる」: only the cards that pass it
            hand = [c for c in hand if matches(game, c, args["filter"] or {}, perspective(ctx))]
        picks: list[Card] = []
        how = ALL if args["n"] == "all" else CHOSEN
        n = 0 if how == ALL or args["n"] == "any" else amount(ctx, args["n"])
        if how == ALL:
            picks = list(hand)
        elif args["n"] == "any":  # 「自分の手札を、好きな枚数捨てる」: one at a time, until the chooser stops
            chooser = ctx.controller if pick == "you choose" else name
            while len(picks) < len(hand):
                left: list[Card | None] = [c for c in hand if c not in picks]
                got = game.decide(chooser, Decision.DISCARD, [*left, None], lambda c: "stop" if c is None else c.name)
                if got is None:
                    break
                picks.append(got)
        elif pick != "random" and n >= len(hand):
            picks, how = list(hand), ANY
            if hand:
                game.offer(name if pick == "choose" else ctx.controller, Decision.DISCARD, [c.name for c in hand])
        for _ in range(min(n, len(hand)) if how == CHOSEN else 0):
            options = [c for c in hand if c not in picks]
            if pick == "random":
                picks.append(draw_lots(game, ctx.controller, options, lambda c: c.name))
            else:
                chooser = ctx.controller if pick == "you choose" else name
                picks.append(game.decide(chooser, Decision.DISCARD, options, lambda c: c.name))
        move_together(game, picks, Zone.GRAVEYARD, "discard", how, ctx.controller)
        ctx.took.extend(c for c in picks if zone_of(game, c) is Zone.GRAVEYARD)  # 「捨ててもよい。そうした場合」


@op("from looked", Arg("count", AMOUNT, 1, doc="how many cards the controller chooses"),
    Arg("to", choice("mana zone", "opponent shields", what="zone"), REQUIRED,
        doc="where they go: their owner's mana zone, or face down into their owner's (the opponent's) shields"),
    Arg("player", players("opponent"), "opponent", doc="whose hand the step before looked at"),
    doc="「相手の手札を見る。その中から1枚選び、…」: of the hand just looked at, the controller chooses cards and "
        "puts them")
def _from_looked(ctx: Context, args: dict[str, Any]) -> None:
    """「相手の手札を見る。その中から1枚選び、持ち主のマナゾーンに置いてもよい」 (ギガンデュラ) /
    「…裏向きにして相手のシールドに加えてもよい」 (パクリオ): the controller, having looked at the hand, chooses
    ``count`` of its cards (fewer if there are fewer), each put where ``to`` says; what moved is what
    「そうした場合」 reads (``Context.took``)."""
    game = ctx.game
    hand = game.state.players[ctx.players(str(args["player"]))[0]].hand
    to = Zone.MANA if args["to"] == "mana zone" else Zone.SHIELDS
    for _ in range(min(int(args["count"]), len(hand))):
        pick = game.decide(ctx.controller, Decision.CHOOSE, list(hand), lambda c: c.name)
        game.move_card(pick, to, "effect")
        if zone_of(game, pick) is to:
            ctx.took.append(pick)


@op("hand to deck top", N, doc="put n cards of the controller's hand on top of their deck, chosen one at a time")
def _hand_to_deck_top(ctx: Context, args: dict[str, Any]) -> None:
    """「手札を1枚自分の山札の一番上に置く」 / 「自分の手札を2枚、好きな順序で山札の上に置く」: the controller
    chooses ``n`` cards of their hand one at a time (fewer if there are fewer), each put on top of
    the deck as chosen (so the last chosen is the top card: the order is theirs)."""
    game = ctx.game
    hand = game.state.players[ctx.controller].hand
    for _ in range(min(int(args["n"]), len(hand))):
        pick = game.decide(ctx.controller, Decision.CHOOSE, list(hand), lambda c: c.name)
        game.move_card(pick, Zone.DECK, "effect")


@op("discard this then draw", Arg("n", AMOUNT, 1, doc="how many cards are drawn"),
    doc="discard this card from the hand; if you do, draw n")
def _discard_this_then_draw(ctx: Context, args: dict[str, Any]) -> None:
    """Discard this card from the hand; if you do, draw n (バイオ・K)."""
    game, card = ctx.game, ctx.source_card
    if card is None or zone_of(game, card) is not Zone.HAND:
        game.note("the card is no longer in the hand: nothing happens")
        return
    game.move_card(card, Zone.GRAVEYARD, "discard")
    game.draw(ctx.controller, int(args["n"]))


@op("look at hand", Arg("player", players(), "opponent", doc="whose hand"),
    doc="the controller looks at player's hand: those cards join what they have seen")
def _look_at_hand(ctx: Context, args: dict[str, Any]) -> None:
    """The controller looks at ``player``'s hand (opponent): the cards join what they have seen
    (ピーピング; 000: DMPS conditional discards come without it)."""
    for name in ctx.players(str(args["player"])):
        hand = ctx.game.state.players[name].hand
        ctx.game.state.known[ctx.controller].update(c.uid for c in hand)
        ctx.game.note(f"player {ctx.controller} looks at player {name}'s hand: "
                      + (", ".join(c.name for c in hand) or "nothing"))
