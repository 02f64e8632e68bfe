"""Operations on cards outside the battle zone: draws, the deck, discards, searches, putting
creatures from a zone into the battle zone, and a card's own win condition."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from engine.kernel.args import (
    AMOUNT,
    BOOL,
    FILTER,
    Arg,
    CountExpr,
    ListOf,
    choice,
    how_many,
    keys,
    one_of,
    players,
    quantity,
    zones,
)
from engine.kernel.registry import Context, check, op
from engine.mechanics.filters import matches
from engine.mechanics.moves import move_together
from engine.mechanics.putting import put_card, put_problem, sources_needed
from engine.mechanics.targets import amount, perspective
from engine.model.decisions import Decision
from engine.model.objects import ZONE_WORDS, Card, Zone
from engine.model.outcome import Outcome, Termination
from engine.ops.mana import top_of_deck
from engine.policies.moves import ALL, ANY, CHOSEN
from engine.policies.picks import draw_lots, shuffle

N = Arg("n", AMOUNT, 1, doc="how many")
FILTERED = Arg("filter", FILTER, {}, doc="only cards passing it")


@op("draw", N, Arg("up to", BOOL, False, doc="true: the controller chooses how many, n down to 0 (TCG 「n枚まで」)"),
    doc="the controller draws n cards")
def _draw(ctx: Context, args: dict[str, Any]) -> None:
    """Draw n cards; ``up to: true`` ("n枚まで引く") lets the controller choose how many, n down
    to 0 (000: no DMPS card lets you choose a number — DMPS texts draw n, or n or none)."""
    n = int(args["n"])
    if args["up to"]:
        n = ctx.game.decide(ctx.controller, Decision.DRAW_UP_TO, list(range(n, -1, -1)),
                            lambda k: f"{k} card" + ("" if k == 1 else "s"))
    ctx.game.draw(ctx.controller, n)


@op("hand from deck", N, doc="put the top n cards of the controller's deck into their hand (not a draw)")
def _hand_from_deck(ctx: Context, args: dict[str, Any]) -> None:
    with ctx.game.simultaneously():
        top_of_deck(ctx, int(args["n"]), Zone.HAND, "effect")


@op("shields from deck", N, Arg("player", players("you", "opponent", "each"), "you", doc="whose deck and shields"),
    doc="put the top n cards of a player's deck onto their shields")
def _shields_from_deck(ctx: Context, args: dict[str, Any]) -> None:
    """The top n cards of a player's deck (``player``: you | opponent) onto their shields."""
    for name in ctx.players(str(args["player"])):
        top_of_deck(ctx, int(args["n"]), Zone.SHIELDS, "effect", name)


@op("discard", Arg("n", one_of(AMOUNT, choice("all"), CountExpr()), 1,
                   doc="how many (all: the whole hand; or a count of cards, plus k)"),
    Arg("player", players(), "opponent", doc="who discards"),
    Arg("pick", choice("random", "choose", "you choose", what="way of picking"), "random",
        doc="drawn by lot, chosen by the discarding player, or by the effect's controller"),
    Arg("filter", FILTER, doc="only cards passing it"),
    doc="the target player discards n cards")
def _discard(ctx: Context, args: dict[str, Any]) -> None:
    """The target player discards n cards (``n: all``: the whole hand). ``pick``: random
    (drawn one at a time), choose (the discarding player chooses), you choose (the effect's
    controller chooses). The cards move together in the order the move policy gives
    (:mod:`engine.mechanics.moves`): all, leftmost first; else as picked; a choice that must take
    every card selects no order (000: ニコル・ボーラス, "which one enters is not determined")."""
    game = ctx.game
    pick = args["pick"]
    for name in ctx.players(args["player"]):
        hand = game.state.players[name].hand
        if "filter" in args:  # 「…のクリーチャーをすべて捨てる」: only the cards that pass it
            hand = [c for c in hand if matches(game, c, args["filter"] or {}, perspective(ctx))]
        picks: list[Card] = []
        how = ALL if args["n"] == "all" else CHOSEN
        n = 0 if how == ALL else amount(ctx, args["n"])
        if how == ALL:
            picks = list(hand)
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


@op("shuffle graveyard into deck", doc="shuffle this card and the controller's graveyard into the deck")
def _shuffle_back(ctx: Context, args: dict[str, Any]) -> None:
    game = ctx.game
    p = game.state.players[ctx.controller]
    cards = list(p.graveyard)
    p.graveyard.clear()
    p.deck.extend(cards)
    shuffle(game, p.deck)
    game.note(f"player {p.name} shuffles {len(cards)} graveyard cards into the deck")


@op("reveal and take", N, FILTERED,
    Arg("take", choice("all", what="amount"), doc="all: every matching card (default: one, chosen)"),
    Arg("rest", choice("graveyard", "bottom", "top", what="place"), "graveyard", doc="where the rest go"),
    Arg("order", choice("any", what="order"),
        doc="any: the rest go in an order the text leaves open (TCG the owner's, DMPS drawn by lot)"),
    doc="reveal the top n cards of the deck, put one matching the filter into the hand, the rest into the "
        "graveyard or the bottom of the deck")
def _reveal_and_take(ctx: Context, args: dict[str, Any]) -> None:
    game = ctx.game
    p = game.state.players[ctx.controller]
    revealed = p.deck[: int(args["n"])]
    want = args["filter"]
    matching = [c for c in revealed if matches(game, c, want, perspective(ctx))]
    if args.get("take") == "all":  # "その中から…をすべて手札に加え"
        taken = list(matching)
    else:
        taken = [game.decide(ctx.controller, Decision.TAKE, matching, lambda c: c.name)] if matching else []
    game.note(f"player {p.name} reveals " + ", ".join(c.name for c in revealed))
    for card in taken:
        game.move_card(card, Zone.HAND, "effect")
    rest = [c for c in revealed if c not in taken]
    if args["rest"] == "bottom" and args.get("order") == "any":  # 好きな順で (000: DMPS draws the order)
        move_together(game, rest, Zone.DECK, "effect", ANY, ctx.controller, bottom=True)
        return
    with game.simultaneously():
        for c in rest:
            if args["rest"] == "top":
                continue
            if args["rest"] == "bottom":
                game.move_card(c, Zone.DECK, "effect", bottom=True)
            else:
                game.move_card(c, Zone.GRAVEYARD, "effect")


@op("put from hand", Arg("count", quantity(), 1, doc="how many"),
    Arg("filter", FILTER, {}, doc="which creatures (a creature card is assumed)"),
    doc="put creatures from the controller's hand into the battle zone, one at a time in the order chosen")
def _put_from_hand(ctx: Context, args: dict[str, Any]) -> None:
    """Each chosen creature enters on its own, in the order chosen (000 help: クリーチャー;
    they enter one at a time, so each 'enters' is its own event)."""
    game = ctx.game
    p = game.state.players[ctx.controller]
    n, up_to = how_many(args["count"])
    filt = args["filter"]
    chosen: list[Card] = []
    for _ in range(n):
        options: list[Card | None] = [c for c in p.hand if c not in chosen
                                      and matches(game, c, {"creature": True, **filt}, perspective(ctx))]
        if not options:
            break
        if up_to:
            options.append(None)
        pick = game.decide(ctx.controller, Decision.PUT_INTO_BATTLE, options,
                           lambda c: "stop" if c is None else c.name)
        if pick is None:
            break
        chosen.append(pick)
    for card in chosen:
        game.put_into_battle(ctx.controller, [card], "effect", from_zone=Zone.HAND)


def _card_filter(ctx: Context, card: Card, f: dict[str, Any], zone_size: int) -> bool:
    """A creature card passing the filter, ``max cost: cards in zone`` (母なる大地) being the size
    of the zone searched."""
    who = replace(perspective(ctx), zone_size=zone_size)
    return matches(ctx.game, card, {"creature": True, **f}, who)


# Where ``put from zone`` sends the cards (``to:``), and the decision that picks them.
DESTINATIONS = {"battle zone": (Zone.BATTLE, Decision.PUT_INTO_BATTLE), "hand": (Zone.HAND, Decision.TAKE),
                "shields": (Zone.SHIELDS, Decision.PUT_INTO_SHIELDS), "mana zone": (Zone.MANA, Decision.PUT_INTO_MANA)}
PUT_FROM = zones("deck", "hand", "mana zone", "graveyard", "shield zone", "hyperspatial zone")
SEARCH_NAMES = 3  # 探索 (dmwiki): up to three different names, drawn at random when there are more


def _searched(ctx: Context, options: list[Card]) -> list[Card]:
    """探索 (DMPS): the names of the matching cards, three of them drawn by lot when there are
    more, each drawn from the names not drawn yet; one card of each name is offered."""
    names = list(dict.fromkeys(c.name for c in options))
    if len(names) > SEARCH_NAMES:
        rest, drawn = list(names), []
        for _ in range(SEARCH_NAMES):
            name = draw_lots(ctx.game, ctx.controller, rest, str)
            rest.remove(name)
            drawn.append(name)
        names = drawn
    return [next(c for c in options if c.name == n) for n in names]


def _total_cost_fits(chosen: list[Card], card: Card, total: Any) -> bool:
    return total is None or sum(c.definition.cost for c in chosen) + card.definition.cost <= int(total)


@op("put from zone", Arg("zone", PUT_FROM, "deck", doc="the zone"),
    Arg("zones", ListOf(PUT_FROM), doc="several zones (instead of zone)"),
    Arg("to", choice(*DESTINATIONS, what="zone"), "battle zone", doc="where the cards go"),
    Arg("player", choice("you", "opponent", "moved", what="player"), "you",
        doc="whose zone (moved: the owner of the creature an earlier step moved)"),
    Arg("chooser", players("you", "opponent"), "you", doc="who chooses"),
    Arg("count", quantity("all", "any"), 1, doc="how many"),
    Arg("total cost", AMOUNT, doc="the cards' costs add up to at most this"),
    Arg("pick", choice("choose", "search", "random", what="way of picking"), "choose",
        doc="chosen, searched (探索: up to 3 names by lot) or drawn by lot"),
    Arg("filter", FILTER, {}, doc="which cards (a creature card is assumed; max cost: cards in zone; shares a race "
                                  "with: that)"),
    doc="put cards from a zone into the battle zone (or another zone), one at a time; into the battle zone an "
        "evolution goes onto a source, a card that can't be put stays; a searched deck is shuffled")
def _put_from_zone(ctx: Context, args: dict[str, Any]) -> None:
    """Put cards from a zone (or ``zones``) into the battle zone, or ``to`` the hand, the shields
    or the mana zone, one at a time in the order chosen: each put creature enters on its own
    event (000 help: クリーチャー). ``player: moved`` is the owner of the creature an earlier step
    moved (母なる大地: "that mana zone"). ``pick``: choose (default) | search (探索) | random;
    ``count``: n | up to n | all | any (``total cost``: at most n together). Into the battle
    zone, an evolution creature goes onto a source and a card that can't be put now stays
    (:mod:`engine.mechanics.putting`); whether such a card is offered, and whether a forced pick from a
    hidden zone may find nothing, are the profile's forks."""
    game = ctx.game
    who = args["player"]
    owner = (ctx.moved[-1].top.owner if ctx.moved else None) if who == "moved" else ctx.players(who)[0]
    if owner is None:
        game.note("nothing was moved before: the effect does nothing")
        return
    zones = [ZONE_WORDS[str(z)] for z in (args.get("zones") or [args["zone"]])]
    where = {c.uid: z for z in zones for c in game.state.players[owner].cards_in(z)}
    cards = [c for z in zones for c in game.state.players[owner].cards_in(z)]
    chooser = ctx.players(args["chooser"])[0]
    dest, kind = DESTINATIONS[str(args["to"])]
    size = len(game.state.players[owner].cards_in(zones[0]))
    filt, pick = args["filter"], args["pick"]
    every, anything = args["count"] == "all", args["count"] == "any"
    n, up_to = (len(cards), False) if every or anything else how_many(args["count"])
    matching = [c for c in cards if _card_filter(ctx, c, filt, size)]
    single = dest is Zone.BATTLE and not (every or anything) and n == 1
    if single:  # 000 出せないカードに関するルール: may a card that can't be put be chosen?
        matching = [c for c in matching if game.profile.unplayable.offers(put_problem(game, c.owner, c))]
    if pick == "search":
        matching = _searched(ctx, matching)
    may_stop = up_to or anything or (
        dest is Zone.BATTLE and not every and pick != "random"
        and any(game.profile.hidden.offers_nothing(z) for z in zones))
    chosen: list[Card] = list(matching) if every else []
    for _ in range(0 if every else n):
        options: list[Card | None] = [c for c in matching if c not in chosen and _total_cost_fits(
            chosen, c, args.get("total cost")) and not (pick == "search" and c.name in {x.name for x in chosen})]
        if not options:
            break
        if pick == "random":
            chosen.append(draw_lots(game, ctx.controller, [c for c in options if c is not None], lambda c: c.name))
            continue
        got = game.decide(chooser, kind, [*options, None] if may_stop else options,
                          lambda c: "stop" if c is None else c.name)
        if got is None:
            break
        chosen.append(got)
    ctx.took.extend(chosen)
    if dest is Zone.BATTLE:  # the sources first: an evolution creature may go onto one put with it
        for card in sorted(chosen, key=lambda c: sources_needed(c) > 0):
            cr = put_card(game, card.owner, card, "effect", from_zone=where.get(card.uid))
            if cr is not None:
                ctx.put.append(cr)
    else:
        for card in chosen:
            game.move_card(card, dest, "effect")
    if Zone.DECK in zones:
        shuffle(game, game.state.players[owner].deck)


@op("return this to the battle zone", doc="put this card from the zone it waits in into the battle zone")
def _return_this(ctx: Context, args: dict[str, Any]) -> None:
    """The ability's own card goes from the zone it waits in into the battle zone."""
    card = ctx.source_card
    where = ctx.game.state.locate(card) if card is not None else None
    if card is None or where is None or where[1] is Zone.BATTLE:
        ctx.game.note("the card is no longer where its ability waited: it stays")
        return
    ctx.game.put_into_battle(card.owner, [card], "effect", from_zone=where[1])


@op("reveal until", Arg("count", AMOUNT, 1, doc="how many matching cards"),
    Arg("filter", FILTER, {}, doc="which cards (a creature card is assumed)"),
    doc="reveal the controller's deck from the top until count cards match the filter; put those into the battle "
        "zone one at a time, shuffle the rest back")
def _reveal_until(ctx: Context, args: dict[str, Any]) -> None:
    """Reveal from the top until ``count`` cards match; put those into the battle zone one
    at a time (エンペラー・キリコ), then shuffle the deck."""
    game = ctx.game
    p = game.state.players[ctx.controller]
    want, filt = int(args["count"]), args["filter"]
    hits: list[Card] = []
    shown = 0
    for card in p.deck:
        if len(hits) >= want:
            break
        shown += 1
        if matches(game, card, {"creature": True, **filt}, perspective(ctx)):
            hits.append(card)
    game.note(f"player {p.name} reveals {shown} cards: " + ", ".join(c.name for c in p.deck[:shown]))
    for card in hits:
        game.put_into_battle(p.name, [card], "effect", from_zone=Zone.DECK)
    shuffle(game, p.deck)


@op("reveal top", Arg("filter", FILTER, {}, doc="what it must pass (cheaper than this: a creature costing less "
                                                  "than this one)"),
    Arg("then", choice("battle zone", "hand", what="zone"), "battle zone", doc="where it goes if it passes"),
    Arg("else", choice("top", "bottom", "graveyard", what="place"), "top", doc="where it goes otherwise"),
    doc="reveal the top card of the controller's deck; if it passes the filter it goes then, else else")
def _reveal_top(ctx: Context, args: dict[str, Any]) -> None:
    """Reveal the top card of the controller's deck: if it passes the filter it goes ``then:
    battle zone|hand``, else ``else: top|bottom|graveyard``. ``cheaper than this``: a creature
    costing less than the source creature (連鎖, dmwiki). Lost prism, 連鎖, バトライ閣."""
    game = ctx.game
    p = game.state.players[ctx.controller]
    if not p.deck:
        return
    top = p.deck[0]
    game.note(f"player {p.name} reveals the top card of their deck: {top.name}")
    if matches(game, top, dict(args["filter"]), perspective(ctx)):
        if args["then"] == "hand":
            game.move_card(top, Zone.HAND, "effect")
        else:
            game.put_into_battle(p.name, [top], "effect", from_zone=Zone.DECK)
    elif args["else"] == "bottom":
        game.move_card(top, Zone.DECK, "effect", bottom=True)
    elif args["else"] == "graveyard":
        game.move_card(top, Zone.GRAVEYARD, "effect")


@op("extra turns", Arg("n", AMOUNT, 0, doc="how many"),
    Arg("per revealed", keys(Arg("n", AMOUNT, 1, doc="how many cards are revealed"),
                             Arg("filter", FILTER, doc="the cards counted")),
        doc="instead of n: the cards passing the filter among the top n of the deck (revealed; they stay on top)"),
    doc="the controller takes n more turns after this one")
def _extra_turns(ctx: Context, args: dict[str, Any]) -> None:
    """The controller takes n more turns after this one; ``per revealed: {n, filter}`` reveals
    the top n cards of the deck (they stay on top) and counts those passing the filter
    (ザ・ユニバース・ゲート: フェニックス1体につき1ターン)."""
    game = ctx.game
    p = game.state.players[ctx.controller]
    n = int(args["n"])
    per = args.get("per revealed")
    if per:
        revealed = p.deck[: int(per.get("n", 1))]
        game.note(f"player {p.name} reveals " + (", ".join(c.name for c in revealed) or "nothing"))
        n = sum(1 for c in revealed if matches(game, c, per.get("filter") or {}, perspective(ctx)))
    p.extra_turns += n
    game.note(f"player {p.name} will take {n} extra turn" + ("" if n == 1 else "s"))


@op("that card to graveyard", doc="put the card the triggering event moved into its owner's graveyard")
def _that_card_to_graveyard(ctx: Context, args: dict[str, Any]) -> None:
    card = ctx.event.card if ctx.event is not None else None
    where = ctx.game.state.locate(card) if card is not None else None
    if card is None or where is None or where[1] is Zone.BATTLE:
        ctx.game.note("the card has moved on: the effect does nothing")
        return
    ctx.game.move_card(card, Zone.GRAVEYARD, "effect")


@op("win the game", reads_if=True, doc="the controller wins the game (if: a condition checked when this step runs)")
def _win(ctx: Context, args: dict[str, Any]) -> None:
    """The controller wins (003 勝利条件: a card's own win condition), if ``if`` holds now."""
    if check(ctx, args.get("if") or {}):
        ctx.game.end_game(Outcome(Termination.CARD_WIN, ctx.controller,
                                  f"{ctx.source_card.name if ctx.source_card else 'an effect'}: "
                                  f"player {ctx.controller} wins the game"))
    else:
        ctx.game.note("the win condition is not met")


@op("deck to graveyard", N, doc="put the top n cards of the controller's deck into their graveyard, together")
def _deck_to_graveyard(ctx: Context, args: dict[str, Any]) -> None:
    """Put the top n cards of the controller's deck into their graveyard, together (百鬼の邪王門)."""
    deck = ctx.game.state.players[ctx.controller].deck
    move_together(ctx.game, list(deck[:int(args["n"])]), Zone.GRAVEYARD, "effect", ALL, ctx.controller)
