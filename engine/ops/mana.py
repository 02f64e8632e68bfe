"""Operations on mana: the mana zone's cards, and the DMPS usable-mana pool (000 マナコスト).
Pool operations do nothing under a profile without a pool (and say so in the trace)."""

from __future__ import annotations

from typing import Any

from engine.kernel.args import number
from engine.kernel.registry import Context, op
from engine.model.cards import Civ
from engine.model.decisions import Decision
from engine.model.objects import Card, Zone
from engine.policies.picks import draw_lots


def _no_pool(ctx: Context) -> None:
    ctx.game.note("no usable-mana pool under this profile: the effect does nothing")


def top_of_deck(ctx: Context, n: int, to: Zone, cause: str, player: str | None = None) -> None:
    p = ctx.game.state.players[player or ctx.controller]
    for _ in range(n):
        if not p.deck:
            break
        ctx.game.move_card(p.deck[0], to, cause)


@op("mana from deck")
def _mana_from_deck(ctx: Context, args: dict[str, Any]) -> None:
    top_of_deck(ctx, number(args), Zone.MANA, "effect")


@op("mana from hand")
def _mana_from_hand(ctx: Context, args: dict[str, Any]) -> None:
    game = ctx.game
    p = game.state.players[ctx.controller]
    for _ in range(number(args)):
        if not p.hand:
            break
        options: list[Card | None] = [*p.hand, None] if args.get("up to", True) else list(p.hand)
        pick = game.decide(ctx.controller, Decision.PUT_INTO_MANA, options,
                           lambda c: "stop" if c is None else c.name)
        if pick is None:
            break
        game.move_card(pick, Zone.MANA, "effect")


@op("recover usable mana")
def _recover(ctx: Context, args: dict[str, Any]) -> None:
    """「使用可能マナをn回復する」 (000 マナコスト): never above the cap; ``n: all`` fills it."""
    n = None if args.get("n") == "all" else number(args)
    if not ctx.game.profile.mana.recover(ctx.game, ctx.game.state.players[ctx.controller], n):
        _no_pool(ctx)


@op("increase usable mana")
def _increase(ctx: Context, args: dict[str, Any]) -> None:
    """ワイルド・サファリ・チャンネル (000 マナコスト): +n; this turn the cap is 2 x max mana."""
    if not ctx.game.profile.mana.increase(ctx.game, ctx.game.state.players[ctx.controller], number(args)):
        _no_pool(ctx)


@op("reduce usable mana")
def _reduce(ctx: Context, args: dict[str, Any]) -> None:
    """「使用可能マナをn少なくする」 (000 マナコスト): lowers the cap too. ``n: civilizations``
    counts the civilizations of the target's mana zone; ``until: end of their next turn``."""
    lasting = args.get("until") == "end of their next turn"
    for name in ctx.players(args.get("player", "opponent")):
        p = ctx.game.state.players[name]
        if args.get("n") == "civilizations":
            n = len({civ for c in p.mana for civ in c.definition.civilizations if civ is not Civ.ZERO})
        else:
            n = number(args)
        if not ctx.game.profile.mana.reduce(ctx.game, p, n, lasting):
            _no_pool(ctx)
            return
        ctx.game.note(f"player {name}'s usable mana and its cap are {n} lower"
                      + (" until the end of their next turn" if lasting else ""))


@op("untap mana")
def _untap_mana(ctx: Context, args: dict[str, Any]) -> None:
    """TCG: untap every card of the controller's mana zone (no tapped mana under DMPS)."""
    if not ctx.game.profile.mana.untap_all(ctx.game, ctx.game.state.players[ctx.controller]):
        ctx.game.note("no tapped mana under this profile: the effect does nothing")


@op("hand from mana")
def _hand_from_mana(ctx: Context, args: dict[str, Any]) -> None:
    """Mana recovery: return up to n cards (``type: creature`` to filter) from the
    controller's mana zone to their hand, one chosen at a time ("stop" is the default)."""
    game = ctx.game
    p = game.state.players[ctx.controller]
    for _ in range(number(args)):
        pool = [c for c in p.mana if args.get("type") != "creature" or c.definition.type.is_creature]
        if not pool:
            break
        pick = game.decide(ctx.controller, Decision.RETURN_TO_HAND, [None, *pool],
                           lambda c: "stop" if c is None else c.name)
        if pick is None:
            break
        game.move_card(pick, Zone.HAND, "mana recovery")


@op("mana to graveyard")
def _mana_to_graveyard(ctx: Context, args: dict[str, Any]) -> None:
    """Put n cards of a player's mana zone into the graveyard: chosen by the controller, or
    ``pick: random`` (DMPS: 000 マナゾーン・墓地を触る効果はすべて、探索もしくはランダム); ``up to:
    true`` — the controller may stop."""
    game = ctx.game
    for name in ctx.players(args.get("player", "opponent")):
        mana = game.state.players[name].mana
        for _ in range(min(number(args), len(mana))):
            if args.get("pick") == "random":
                pick: Card | None = draw_lots(game, ctx.controller, list(mana), lambda c: c.name)
            else:
                options: list[Card | None] = [*mana, None] if args.get("up to") else list(mana)
                pick = game.decide(ctx.controller, Decision.MANA_TO_GRAVEYARD, options,
                                   lambda c: "stop" if c is None else c.name)
            if pick is None:
                break
            game.move_card(pick, Zone.GRAVEYARD, "effect")


@op("mana to deck top")
def _mana_to_deck_top(ctx: Context, args: dict[str, Any]) -> None:
    game = ctx.game
    mana = game.state.players[ctx.controller].mana
    for _ in range(min(number(args), len(mana))):
        pick = game.decide(ctx.controller, Decision.MANA_TO_DECK, list(mana), lambda c: c.name)
        game.move_card(pick, Zone.DECK, "effect")
