"""Operations that remove creatures from the battle zone: destroy, bounce, mana send, shield send,
deck bottom; the opponent's creature with the highest power, one at random, one whose power a
revealed card's beats; "the most / the least ..." (one of tied candidates: chosen, or drawn by lot
as the DMPS texts annotate: 000 系統的な調整例, 「パワーが一番小さいクリーチャー」…ランダムで選ばれる);
and 黒神龍ガルバロス's "something happens" (000/001 オリジナルルール / 特別な能力).
"""

from __future__ import annotations

from collections.abc import Callable
from contextlib import nullcontext
from typing import Any

from engine.kernel.args import AMOUNT, BOOL, CIVILIZATION, FILTER, REQUIRED, TARGET, Arg, choice, players
from engine.kernel.registry import Context, op, run
from engine.mechanics.filters import costs_of, matches
from engine.mechanics.moving_together import how_selected, move_together
from engine.mechanics.queries import creatures_of
from engine.mechanics.rebuild import remove_card
from engine.mechanics.targets import designate, perspective, select_creatures
from engine.mechanics.triggers import tapped
from engine.model.cards import Civ, Effect
from engine.model.decisions import Decision
from engine.model.objects import Card, Creature, Zone
from engine.model.view import choose_several
from engine.policies.lots import draw_lots
from engine.policies.simultaneous_moves import ANY

TARGETS = Arg("target", TARGET, REQUIRED, doc="the creatures (player: default opponent)")


def _remove(ctx: Context, args: dict[str, Any], to: Zone, cause: str) -> None:
    spec = args["target"]
    if spec.get("card"):
        move_designated(ctx, designate(ctx, spec), to, cause)
        return
    targets = select_creatures(ctx, spec)
    ctx.moved.extend(targets)
    move_together(ctx.game, targets, to, cause, how_selected(spec), ctx.controller)
    arrived(ctx, [cr.top for cr in targets], to)


def arrived(ctx: Context, cards: list[Card], to: Zone) -> None:
    """The cards that did reach ``to`` join what the effect did (「そうした場合」, "the cards
    returned"): one a replacement kept or sent elsewhere was not moved (Q&A 40231, 40496: a card
    not returned to the hand is not a card returned)."""
    for card in cards:
        where = ctx.game.state.locate(card)
        if where is not None and where[1] is to:
            ctx.took.append(card)


def move_designated(ctx: Context, chosen: list[Card | Creature], to: Zone, cause: str, bottom: bool = False) -> None:
    """Move what "choose a card" chose: an element whole (DMPS: no rebuild, 000), a card of a
    creature alone (TCG: its top card — a rebuild — a linked card, or a card under it), any other
    card from its zone. Several are moved at once (one event, 109.2a), in the order chosen."""
    game = ctx.game
    with game.simultaneously() if len(chosen) > 1 else nullcontext():
        for obj in chosen:
            if isinstance(obj, Creature):
                ctx.moved.append(obj)
                move_together(game, [obj], to, cause, bottom=bottom)
                continue
            holder = game.state.creature_of(obj)
            if holder is not None:
                remove_card(game, holder, obj, to, cause, bottom)
            else:
                game.move_card(obj, to, cause, bottom=bottom)
    arrived(ctx, [o.top if isinstance(o, Creature) else o for o in chosen], to)


@op("destroy", TARGETS, doc="destroy creatures")
def _destroy(ctx: Context, args: dict[str, Any]) -> None:
    _remove(ctx, args, Zone.GRAVEYARD, "destroyed")


@op("bounce", TARGETS, doc="return creatures to their owners' hands")
def _bounce(ctx: Context, args: dict[str, Any]) -> None:
    _remove(ctx, args, Zone.HAND, "bounce")


@op("mana send", TARGETS, doc="put creatures into their owners' mana zones")
def _mana_send(ctx: Context, args: dict[str, Any]) -> None:
    _remove(ctx, args, Zone.MANA, "mana send")


@op("shield send", TARGETS, doc="put creatures onto their owners' shields")
def _shield_send(ctx: Context, args: dict[str, Any]) -> None:
    _remove(ctx, args, Zone.SHIELDS, "shield send")


@op("deck bottom", Arg("target", TARGET, {"player": "each", "count": "all"}, doc="the creatures"),
    Arg("cost at least mana", BOOL, False,
        doc="true: only those whose cost is at least the number of cards in their controller's mana zone"),
    Arg("order", choice("any", what="order"), doc="any: the effect leaves the order open"),
    doc="put creatures on the bottom of their owners' decks")
def _deck_bottom(ctx: Context, args: dict[str, Any]) -> None:
    """Put creatures (``target``) on the bottom of their owners' decks. ``cost at least
    mana``: only those whose cost is at least the number of cards in their controller's
    mana zone (オリオティス・ジャッジ). ``order: any``: the effect leaves the order open
    (TCG: each owner orders; DMPS: by lot, 000 / 001)."""
    game = ctx.game
    spec = args["target"]
    if spec.get("card"):
        move_designated(ctx, designate(ctx, spec), Zone.DECK, "deck bottom", bottom=True)
        return
    targets = select_creatures(ctx, spec)
    if args["cost at least mana"]:
        targets = [c for c in targets if c.definition.cost >= len(game.state.players[c.controller].mana)]
    how = ANY if args.get("order") == "any" else how_selected(spec)
    move_together(game, targets, Zone.DECK, "deck bottom", how, ctx.controller, bottom=True)


@op("deck top", Arg("target", TARGET, REQUIRED, doc="the creatures (player: default opponent)"),
    doc="put creatures on top of their owners' decks")
def _deck_top(ctx: Context, args: dict[str, Any]) -> None:
    """「…を1体選び、持ち主の山札の一番上に置く」: the target creatures go on top of their owners' decks
    (an evolution creature's cards together, in the order the move policy gives)."""
    spec = args["target"]
    targets = select_creatures(ctx, spec)
    ctx.moved.extend(targets)
    move_together(ctx.game, targets, Zone.DECK, "deck top", how_selected(spec), ctx.controller)
    arrived(ctx, [cr.top for cr in targets], Zone.DECK)


@op("destroy highest power", Arg("all ties", BOOL, False, doc="true: every one that shares it"),
    doc="destroy the opponent's creature with the highest power (one of several: chosen, at random under DMPS)")
def _destroy_highest(ctx: Context, args: dict[str, Any]) -> None:
    """Destroy the opponent's creature with the highest power (``all ties``: every one that
    shares it). One of several: chosen (TCG) or at random (DMPS, 000 系統的な調整例)."""
    game = ctx.game
    pool = creatures_of(game, ctx.opponent)
    if not pool:
        game.note("no creature to destroy")
        return
    top = max(game.power(c) for c in pool)
    ties = [c for c in pool if game.power(c) == top]
    if args["all ties"] or len(ties) == 1:
        game.destroy(ties)
    else:
        game.destroy([game.profile.picks.among_ties(game, ctx.controller, Decision.TARGET, ties, lambda c: c.name)])


@op("destroy random", Arg("untapped", BOOL, False, doc="true: only untapped ones"),
    Arg("not sick", BOOL, False, doc="true: only those not summoning sick"),
    doc="destroy one of the opponent's creatures at random")
def _destroy_random(ctx: Context, args: dict[str, Any]) -> None:
    """Destroy one of the opponent's creatures at random (untapped: true, not sick: true)."""
    game = ctx.game
    pool = creatures_of(game, ctx.opponent)
    if args["untapped"]:
        pool = [c for c in pool if not c.tapped]
    if args["not sick"]:
        pool = [c for c in pool if not game.summoning_sick(c)]
    if pool:
        game.destroy([draw_lots(game, ctx.controller, pool, lambda c: c.name)])
    else:
        game.note("no creature fits: nothing is destroyed")


@op("reveal and destroy by power", Arg("n", AMOUNT, 4, doc="how many cards are revealed"),
    Arg("civilization", CIVILIZATION, "fire", doc="the creature chosen among them has it"),
    doc="reveal the top n cards, choose a creature of the civilization among them, destroy an opponent's creature "
        "with at most its power")
def _reveal_and_destroy(ctx: Context, args: dict[str, Any]) -> None:
    """Reveal the top n cards; choose a creature of the civilization among them; destroy one
    of the opponent's creatures whose power is at most its power (革命の鉄拳). What becomes of
    the revealed cards is not modelled: they stay on top."""
    game = ctx.game
    revealed = game.state.players[ctx.controller].deck[: int(args["n"])]
    game.note(f"player {ctx.controller} reveals " + (", ".join(c.name for c in revealed) or "nothing"))
    civ = Civ(str(args["civilization"]))
    fits = [c for c in revealed if c.definition.type.is_creature and civ in c.definition.civilizations]
    if not fits:
        return
    chosen = game.decide(ctx.controller, Decision.CHOOSE, fits, lambda c: c.name)
    limit = chosen.definition.power or 0
    targets = [c for c in creatures_of(game, ctx.opponent) if game.power(c) <= limit]
    if targets:
        game.destroy([game.decide(ctx.controller, Decision.TARGET, targets, lambda c: c.name)])


@op("reveal and send same cost", Arg("n", AMOUNT, 3, doc="how many cards the opponent reveals"),
    doc="the opponent reveals the top n cards of their deck and the controller chooses one; every opponent's "
        "creature with the same cost and the revealed cards go to the bottom of the opponent's deck (7777777)")
def _reveal_and_send_same_cost(ctx: Context, args: dict[str, Any]) -> None:
    """7777777: the opponent reveals the top n cards of their deck; the controller chooses one of
    them; all of the opponent's creatures with the same cost, and the revealed cards, go to the
    bottom of the opponent's deck, in the order the opponent chooses. A twinpact card chosen has
    two costs: the player using the effect chooses which one is referred to (201.2b; rule notice
    31631 of 2021-06-24, whose example is this spell)."""
    game = ctx.game
    revealed = game.state.players[ctx.opponent].deck[: int(args["n"])]
    game.note(f"player {ctx.opponent} reveals " + (", ".join(c.name for c in revealed) or "nothing"))
    if not revealed:
        return
    chosen = game.decide(ctx.controller, Decision.CHOOSE, revealed, lambda c: c.name)
    costs = list(costs_of(game, chosen))
    cost = costs[0] if len(costs) == 1 else game.decide(ctx.controller, Decision.COST, costs, str)
    game.note(f"player {ctx.controller} refers to cost {cost} of {chosen.name}")
    sent = [cr for cr in creatures_of(game, ctx.opponent) if cost in costs_of(game, cr)]
    move_together(game, [*sent, *revealed], Zone.DECK, "deck bottom", ANY, ctx.controller, bottom=True)


@op("opponent puts own cards into graveyard", Arg("n", AMOUNT, 1, doc="how many cards in total"),
    doc="the opponent chooses n of their cards in the battle zone or hand in total and puts them into the graveyard "
        "(魔王の傲慢's S ability); fewer if they have fewer")
def _opponent_puts_cards_into_graveyard(ctx: Context, args: dict[str, Any]) -> None:
    """The opponent chooses n of their own cards in the battle zone (elements) or hand in total
    and puts them into the graveyard (魔王の傲慢: 「相手は、バトルゾーンまたは手札にある自身のカードを
    合計7枚選び、墓地に置く」); with fewer, all of them. A creature put there from the battle zone is
    destroyed (破壊: from the battle zone to the graveyard); a card of the hand is discarded."""
    game = ctx.game
    p = game.state.players[ctx.opponent]
    pool: list[Creature | Card] = [*p.battle, *p.hand]
    n = min(int(args["n"]), len(pool))
    chosen = choose_several(game, ctx.opponent, Decision.CHOOSE, pool, n, least=n)
    with game.simultaneously():
        game.destroy([c for c in chosen if isinstance(c, Creature)])
        for card in (c for c in chosen if isinstance(c, Card)):
            game.move_card(card, Zone.GRAVEYARD, "discard")


# What ``pick extreme`` does to the card or creature it picks.
DOES = {"destroy": (Zone.GRAVEYARD, "destroyed"), "mana send": (Zone.MANA, "mana send"),
        "bounce": (Zone.HAND, "bounce"), "discard": (Zone.GRAVEYARD, "discard"), "tap": (None, "tap")}


def _value(by: str) -> Callable[[Context, Card | Creature], int]:
    def value(ctx: Context, obj: Card | Creature) -> int:
        if by == "cost":
            return obj.definition.cost
        return ctx.game.power(obj) if isinstance(obj, Creature) else (obj.definition.power or 0)
    return value


def tie_break(ctx: Context, ties: list[Any], how: str, kind: str, describe: Callable[[Any], str]) -> Any:
    """One of tied candidates: ``choose`` (the controller), ``random`` (a lot: the DMPS
    annotation 「複数あるなら、その中からランダムに1体」) or ``profile`` (the profile's picks policy)."""
    if len(ties) == 1:
        return ties[0]
    if how == "random":
        return draw_lots(ctx.game, ctx.controller, ties, describe)
    if how == "profile":
        return ctx.game.profile.picks.among_ties(ctx.game, ctx.controller, kind, ties, describe)
    return ctx.game.decide(ctx.controller, kind, ties, describe)


@op("pick extreme", Arg("do", choice(*DOES, what="action"), "destroy", doc="what happens to it"),
    Arg("zone", choice("battle zone", "hand", what="zone"), "battle zone", doc="a creature, or a card of the hand"),
    Arg("player", players("you", "opponent", "each"), "opponent", doc="whose"),
    Arg("which", choice("lowest", "highest", what="extreme"), "lowest", doc="the least or the most"),
    Arg("by", choice("power", "cost", what="measure"), "power", doc="of what"),
    Arg("filter", FILTER, {}, doc="among those passing it"),
    Arg("ties", choice("choose", "random", "profile", what="tie break"), "choose",
        doc="one of tied candidates: chosen, drawn by lot (DMPS 「複数あるなら、その中からランダムに1体」), or as the "
            "profile says"),
    doc="the creature or hand card of a player with the lowest or highest power or cost")
def _pick_extreme(ctx: Context, args: dict[str, Any]) -> None:
    """The creature (``zone: battle zone``) or hand card (``zone: hand``) of ``player`` (you |
    opponent | each) with the ``which`` (lowest | highest) ``by`` (power | cost), among those
    passing ``filter`` (``other``, ``untapped``, ...); ``ties``: choose | random | profile.
    ``do``: destroy | tap | mana send | bounce | discard. With no candidate nothing happens."""
    game = ctx.game
    do, by = str(args["do"]), str(args["by"])
    whose = ctx.players(str(args["player"]))
    filt = dict(args["filter"])
    who = perspective(ctx)
    pool: list[Any]
    if args["zone"] == "hand":
        pool = [c for p in whose for c in game.state.players[p].hand if matches(game, c, filt, who)]
    else:
        pool = [cr for p in whose for cr in game.state.players[p].battle
                if cr.definition.type.is_creature and matches(game, cr, filt, who)]
    if not pool:
        game.note(f"pick extreme: nothing to {do}")
        return
    value = _value(by)
    best = (min if args["which"] == "lowest" else max)(value(ctx, o) for o in pool)
    ties = [o for o in pool if value(ctx, o) == best]
    kind = Decision.DISCARD if do == "discard" else Decision.TARGET
    pick = tie_break(ctx, ties, str(args["ties"]), kind, lambda o: o.name)
    to, cause = DOES[do]
    if to is None:
        was = pick.tapped
        pick.tapped = True
        game.note(f"{pick.name} is tapped")
        if isinstance(pick, Creature) and not was:
            tapped(game, pick, "effect")
    elif isinstance(pick, Creature):
        move_together(game, [pick], to, cause, player=ctx.controller)
    else:
        game.move_card(pick, to, cause)


# 黒神龍ガルバロス's "something happens" (000/001 オリジナルルール / 特別な能力): six effects, one drawn by
# lot, whatever the board is (Wiki注: ゾーンの状態は考慮せず、結果的に「見かけ上何も発動しない」こともある).
SOMETHING_HAPPENS: dict[str, tuple[Effect, ...]] = {
    "own shield to hand": (Effect("own shield to hand", {}),),  # ①
    "opponent shield to graveyard": (Effect("shield to graveyard", {"player": "opponent", "pick": "random"}),),  # ②
    "destroy own weakest": (Effect("pick extreme", {"do": "destroy", "player": "you", "filter": {"other": True},
                                                    "by": "power", "which": "lowest", "ties": "random"}),),  # ③
    "destroy opponent strongest": (Effect("pick extreme", {"do": "destroy", "player": "opponent", "by": "power",
                                                           "which": "highest", "ties": "random"}),),  # ④
    "discard own cheapest": (Effect("pick extreme", {"do": "discard", "zone": "hand", "player": "you", "by": "cost",
                                                     "which": "lowest", "ties": "random"}),),  # ⑤
    "opponent discards priciest": (Effect("pick extreme", {"do": "discard", "zone": "hand", "player": "opponent",
                                                           "by": "cost", "which": "highest", "ties": "random"}),),  # ⑥
}


@op("something happens",
    doc="黒神龍ガルバロス: one of six effects drawn by lot, whatever the board (own shield to hand, opponent shield to "
        "graveyard, destroy own weakest, destroy opponent strongest, discard own cheapest, opponent discards "
        "priciest)")
def _something_happens(ctx: Context, args: dict[str, Any]) -> None:
    """「何かが起こる」: one of six effects drawn by lot (labels: own shield to hand, opponent shield
    to graveyard, destroy own weakest, destroy opponent strongest, discard own cheapest, opponent
    discards priciest), with no regard to the board; ties within one are drawn by lot too."""
    label = draw_lots(ctx.game, ctx.controller, list(SOMETHING_HAPPENS), str)
    ctx.game.note(f"something happens: {label}")
    run(ctx, SOMETHING_HAPPENS[label])
