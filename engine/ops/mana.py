"""Operations on mana: the mana zone's cards, and the DMPS usable-mana pool (000 マナコスト).
Pool operations do nothing under a profile without a pool (and say so in the trace)."""

from __future__ import annotations

from typing import Any

from engine.kernel.args import AMOUNT, BOOL, Arg, choice, one_of, players
from engine.kernel.registry import Context, op
from engine.model.cards import Civ
from engine.model.decisions import Decision
from engine.model.objects import Card, Zone
from engine.policies.lots import draw_lots


def _no_pool(ctx: Context) -> None:
    ctx.game.note("no usable-mana pool under this profile: the effect does nothing")


def top_of_deck(ctx: Context, n: int, to: Zone, cause: str, player: str | None = None) -> None:
    p = ctx.game.state.players[player or ctx.controller]
    for _ in range(n):
        if not p.deck:
            break
        ctx.game.move_card(p.deck[0], to, cause)


N = Arg("n", AMOUNT, 1, doc="how many")


@op("mana from deck", N, doc="put the top n cards of the controller's deck into their mana zone")
def _mana_from_deck(ctx: Context, args: dict[str, Any]) -> None:
    top_of_deck(ctx, int(args["n"]), Zone.MANA, "effect")


@op("mana from hand", N, Arg("up to", BOOL, True, doc="true: the controller may stop"),
    doc="put up to n cards from the controller's hand into the mana zone (chosen)")
def _mana_from_hand(ctx: Context, args: dict[str, Any]) -> None:
    game = ctx.game
    p = game.state.players[ctx.controller]
    for _ in range(int(args["n"])):
        if not p.hand:
            break
        options: list[Card | None] = [*p.hand, None] if args["up to"] else list(p.hand)
        pick = game.decide(ctx.controller, Decision.PUT_INTO_MANA, options,
                           lambda c: "stop" if c is None else c.name)
        if pick is None:
            break
        game.move_card(pick, Zone.MANA, "effect")


@op("mana from graveyard", Arg("n", AMOUNT, 1, doc="how many at most"),
    doc="the controller may put up to n cards from their graveyard into their mana zone, chosen one at a time")
def _mana_from_graveyard(ctx: Context, args: dict[str, Any]) -> None:
    """You may put up to n cards (default 1) from your graveyard into your mana zone, chosen one
    at a time (天真妖精オチャッピィ; 再誕の聖地: 2). A card being cast from there is pending: not
    among them (004 PEND-DMPS-04)."""
    game = ctx.game
    for _ in range(int(args["n"])):
        options: list[Card | None] = [*game.state.players[ctx.controller].graveyard, None]
        if len(options) == 1:
            break
        pick = game.decide(ctx.controller, Decision.PUT_INTO_MANA, options, lambda c: "stop" if c is None else c.name)
        if pick is None:
            break
        game.move_card(pick, Zone.MANA, "effect")


@op("recover usable mana", Arg("n", one_of(AMOUNT, choice("all")), 1, doc="how much (all: up to the cap)"),
    doc="DMPS: recover n usable mana, never above the cap")
def _recover(ctx: Context, args: dict[str, Any]) -> None:
    """「使用可能マナをn回復する」 (000 マナコスト): never above the cap; ``n: all`` fills it."""
    n = None if args["n"] == "all" else int(args["n"])
    if not ctx.game.profile.mana.recover(ctx.game, ctx.game.state.players[ctx.controller], n):
        _no_pool(ctx)


@op("increase usable mana", N, doc="DMPS: +n usable mana; the cap becomes twice the max mana this turn")
def _increase(ctx: Context, args: dict[str, Any]) -> None:
    """ワイルド・サファリ・チャンネル (000 マナコスト): +n; this turn the cap is 2 x max mana."""
    if not ctx.game.profile.mana.increase(ctx.game, ctx.game.state.players[ctx.controller], int(args["n"])):
        _no_pool(ctx)


@op("reduce usable mana",
    Arg("n", one_of(AMOUNT, choice("civilizations")), 1,
        doc="how much lower (civilizations: as many as the civilizations of their mana zone)"),
    Arg("player", players(), "opponent", doc="whose"),
    Arg("until", choice("end of their next turn", what="duration"), doc="it lasts until then (default: this turn)"),
    doc="DMPS: the target player's usable mana and its cap are n lower")
def _reduce(ctx: Context, args: dict[str, Any]) -> None:
    """「使用可能マナをn少なくする」 (000 マナコスト): lowers the cap too. ``n: civilizations``
    counts the civilizations of the target's mana zone; ``until: end of their next turn``."""
    lasting = args.get("until") == "end of their next turn"
    for name in ctx.players(args["player"]):
        p = ctx.game.state.players[name]
        if args["n"] == "civilizations":
            n = len({civ for c in p.mana for civ in c.definition.card_civilizations if civ is not Civ.ZERO})
        else:
            n = int(args["n"])
        if not ctx.game.profile.mana.reduce(ctx.game, p, n, lasting):
            _no_pool(ctx)
            return
        ctx.game.note(f"player {name}'s usable mana and its cap are {n} lower"
                      + (" until the end of their next turn" if lasting else ""))


@op("untap mana", doc="TCG: untap every card of the controller's mana zone")
def _untap_mana(ctx: Context, args: dict[str, Any]) -> None:
    """TCG: untap every card of the controller's mana zone (no tapped mana under DMPS)."""
    if not ctx.game.profile.mana.untap_all(ctx.game, ctx.game.state.players[ctx.controller]):
        ctx.game.note("no tapped mana under this profile: the effect does nothing")


@op("hand from mana", N, Arg("type", choice("creature", what="card type"), doc="only cards of this type"),
    doc="mana recovery: return up to n cards from the controller's mana zone to their hand, chosen one at a time")
def _hand_from_mana(ctx: Context, args: dict[str, Any]) -> None:
    """Mana recovery: return up to n cards (``type: creature`` to filter) from the
    controller's mana zone to their hand, one chosen at a time ("stop" is the default)."""
    game = ctx.game
    p = game.state.players[ctx.controller]
    for _ in range(int(args["n"])):
        pool = [c for c in p.mana if args.get("type") != "creature" or c.definition.type.is_creature]
        if not pool:
            break
        pick = game.decide(ctx.controller, Decision.RETURN_TO_HAND, [None, *pool],
                           lambda c: "stop" if c is None else c.name)
        if pick is None:
            break
        game.move_card(pick, Zone.HAND, "mana recovery")


@op("mana to graveyard", N, Arg("player", players(), "opponent", doc="whose mana zone"),
    Arg("pick", choice("choose", "random", what="way of picking"), "choose",
        doc="chosen by the controller, or drawn by lot"),
    Arg("up to", BOOL, False, doc="true: the controller may stop"),
    Arg("chooser", players("you", "owner"), "you",
        doc="who chooses: the controller, or each mana zone's owner (相手は自分自身のマナゾーンから…選び)"),
    doc="put n cards of a player's mana zone into the graveyard")
def _mana_to_graveyard(ctx: Context, args: dict[str, Any]) -> None:
    """Put n cards of a player's mana zone into the graveyard: chosen by the controller, or
    ``pick: random`` (DMPS: 000 マナゾーン・墓地を触る効果はすべて、探索もしくはランダム); ``up to:
    true`` — the controller may stop."""
    game = ctx.game
    for name in ctx.players(args["player"]):
        mana = game.state.players[name].mana
        for _ in range(min(int(args["n"]), len(mana))):
            if args["pick"] == "random":
                pick: Card | None = draw_lots(game, ctx.controller, list(mana), lambda c: c.name)
            else:
                options: list[Card | None] = [*mana, None] if args["up to"] else list(mana)
                chooser = name if args.get("chooser") == "owner" else ctx.controller
                pick = game.decide(chooser, Decision.MANA_TO_GRAVEYARD, options,
                                   lambda c: "stop" if c is None else c.name)
            if pick is None:
                break
            game.move_card(pick, Zone.GRAVEYARD, "effect")


@op("mana to deck top", N,
    doc="put n cards of the controller's mana zone on top of their deck, chosen one at a time")
def _mana_to_deck_top(ctx: Context, args: dict[str, Any]) -> None:
    game = ctx.game
    mana = game.state.players[ctx.controller].mana
    for _ in range(min(int(args["n"]), len(mana))):
        pick = game.decide(ctx.controller, Decision.MANA_TO_DECK, list(mana), lambda c: c.name)
        game.move_card(pick, Zone.DECK, "effect")
