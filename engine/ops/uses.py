"""Operations and conditions around using cards (004 保留状態): a ガチンコ・ジャッジ whose result
the current use remembers, and the conditions some uses ask."""

from __future__ import annotations

from typing import Any

from engine.kernel.args import (
    BOOL,
    CIVILIZATION,
    EFFECTS,
    FILTER,
    REQUIRED,
    Arg,
    ListOf,
    choice,
    how_many,
    quantity,
    zones,
)
from engine.kernel.registry import Context, condition, op, run
from engine.kernel.rules import Rules
from engine.mechanics.filters import matches
from engine.mechanics.pending import make_pending_together
from engine.mechanics.targets import perspective
from engine.model.agenda import Step
from engine.model.cards import Civ, Effect
from engine.model.decisions import Decision
from engine.model.errors import SkipTurn
from engine.model.objects import USE, ZONE_WORDS, Card
from engine.model.trace import CastForFree
from engine.model.view import choose_several

WON = "won the gachinko judge"


def _reveal_to_bottom(ctx: Context, player: str) -> Card | None:
    deck = ctx.game.state.players[player].deck
    if not deck:
        return None
    top = deck.pop(0)
    deck.append(top)
    return top


@op("gachinko judge",
    doc="ガチンコ・ジャッジ: each player reveals the top card of their deck and puts it on the bottom; the controller "
        "wins if theirs costs at least as much (condition: won the gachinko judge)")
def _gachinko_judge(ctx: Context, args: dict[str, Any]) -> None:
    """ガチンコ・ジャッジ (dmwiki): each player reveals the top card of their deck and puts it on
    the bottom; the controller wins if their card's cost is at least the opponent's. The result
    is remembered by the card being used, for this use only (a recast judges again)."""
    mine, theirs = _reveal_to_bottom(ctx, ctx.controller), _reveal_to_bottom(ctx, ctx.opponent)
    won = mine is not None and (theirs is None or mine.definition.cost >= theirs.definition.cost)
    ctx.game.note(f"gachinko judge: {mine.name if mine else 'no card'} against "
                  f"{theirs.name if theirs else 'no card'}: player {ctx.controller} "
                  + ("wins" if won else "loses"))
    if ctx.source_card is not None:
        ctx.source_card.memory = {**ctx.source_card.memory, WON: won}


@condition(WON)
def _won(ctx: Context, v: Any) -> bool:
    """The last ガチンコ・ジャッジ of the card's current use was won."""
    card = ctx.source_card
    return (card is not None and bool(card.memory.get(WON))) == bool(v)


@condition("mana has civilizations", ListOf(CIVILIZATION))
def _mana_civilizations(ctx: Context, value: Any) -> bool:
    """Your mana zone has a card of each listed civilization (夜露死苦 キャロル: fire and water)."""
    mana = ctx.game.state.players[ctx.controller].mana
    return all(any(Civ(c) in m.definition.civilizations for m in mana) for c in value)


@op("cast from zone", Arg("zone", zones(), "graveyard", doc="the controller's zone"),
    Arg("count", quantity(), 1, doc="how many"),
    Arg("filter", FILTER, {}, doc="which spells"),
    Arg("together", BOOL, False, doc="true: they all become pending first (004)"),
    Arg("afterwards", choice("deck bottom", what="place"),
        doc="deck bottom: each goes to the bottom of the deck instead of the graveyard"),
    doc="cast spells from a zone of the controller's for free, chosen one at a time")
def _cast_from_zone(ctx: Context, args: dict[str, Any]) -> None:
    """Cast spells from a zone of the controller's for free (``zone``; ``count``: n | up to n;
    ``filter``), chosen one at a time. ``together``: one effect uses them all, so they all become
    pending first and are then cast one at a time (004: 1つの効果によって複数枚のカードを同時に
    使う場合、それらをすべて保留状態になった後、1枚ずつ使う). ``afterwards: deck bottom``: each goes to
    the bottom of its owner's deck instead of the graveyard (魔導管理室 カリヤドネ)."""
    game = ctx.game
    zone = ZONE_WORDS[str(args["zone"])]
    n, up_to = how_many(args["count"])
    cards = game.state.players[ctx.controller].cards_in(zone)
    f = {"type": "spell", **dict(args["filter"])}
    pool = [c for c in cards if matches(game, c, f, perspective(ctx))]
    if not pool:
        game.offer(ctx.controller, Decision.CAST_FROM_ZONE, [])
    chosen = choose_several(game, ctx.controller, Decision.CAST_FROM_ZONE, pool, n, least=0 if up_to else n)
    if args["together"]:
        make_pending_together(game, chosen, USE)
    bottom = args.get("afterwards") == "deck bottom"
    for card in chosen:
        by = ctx.source_creature
        game.trace.add(CastForFree(card.name, str(zone), ctx.controller, by.name if by else None,
                                   by.uid if by else None))
        game.use_for_free(ctx.controller, card, "cast for free", bottom_of_deck=bottom)


@op("skip the rest of the turn",
    doc="ターンの残りをとばす (512.1): the rest of the turn is skipped; the next turn starts (a card still pending "
        "goes to the graveyard then, with no event)")
def _skip(ctx: Context, args: dict[str, Any]) -> None:
    """ターンの残りをとばす (512.1): the rest of the current turn is skipped (ルシファー)."""
    raise SkipTurn()


@condition("it is your turn")
def _your_turn(ctx: Context, v: Any) -> bool:
    """It is the turn of the ability's controller."""
    return (ctx.game.state.turn_player == ctx.controller) == bool(v)


@condition("it is the opponent's turn")
def _their_turn(ctx: Context, v: Any) -> bool:
    """It is the turn of the opponent of the ability's controller."""
    return (ctx.game.state.turn_player != ctx.controller) == bool(v)


@op("cast a copy of the spell side",
    doc="cast a copy of this twinpact's spell side for free (スマッシュ・バースト, 輪廻∞): the copy is pending, the "
        "creature is not, and the copy ceases to exist afterwards (004)")
def _cast_copy(ctx: Context, args: dict[str, Any]) -> None:
    """スマッシュ・バースト / 輪廻∞: a copy of the spell side of this twinpact is made and cast for
    free; the copy is pending, the creature in the battle zone is not, so the spell may choose
    it (004 例: カワモリデン); afterwards the copy ceases to exist (no event)."""
    card = ctx.source_card
    side = card.definition.spell_side if card is not None else None
    if card is None or side is None:
        ctx.game.note("no spell side to copy: nothing is cast")
        return
    copy = Card(ctx.game.state.next_uid(), side, card.owner, copy=True)
    by = ctx.source_creature
    ctx.game.trace.add(CastForFree(side.name, "copy", ctx.controller, by.name if by else None, by.uid if by else None))
    ctx.game.use_for_free(ctx.controller, copy, "cast for free")


@op("after the attack", Arg("do", EFFECTS, REQUIRED, doc="the steps"),
    doc="その攻撃の後: these steps happen once the current attack is over")
def _after_the_attack(ctx: Context, args: dict[str, Any]) -> None:
    """その攻撃の後: the steps under ``do`` (read when the card loads) happen once the current attack is
    over (龍装者 バルチュリス: declared as the attack is declared, it is put after it; meanwhile it is a
    card of the hand, not pending, and can be discarded: 004 例)."""
    steps: tuple[Effect, ...] = tuple(args["do"])
    ctx.game.state.after_attack.append(Step(_run_after_the_attack, (ctx, steps)))


def _run_after_the_attack(game: Rules, ctx: Context, effects: tuple[Effect, ...]) -> None:
    """What an effect said to do after the attack, now that it is over."""
    run(ctx, effects)


@op("the opponent may cast this spell",
    doc="the opponent may cast this spell (being cast, so pending) for free before it goes to the graveyard: a "
        "pending card used again (004, 英知の防壁)")
def _opponent_recasts(ctx: Context, args: dict[str, Any]) -> None:
    """The opponent may cast this very spell, which is being cast (pending), for free: a pending
    card used again while it is pending (004: 保留状態にあるカードも…そのまま使うことができる;
    英知の防壁). It goes to the graveyard once, when the first use is over."""
    game, card = ctx.game, ctx.source_card
    if card is None or card.pending is None:
        game.note("the spell is no longer being cast: it can't be cast again")
        return
    if game.decide(ctx.opponent, Decision.USE_OPTIONAL, ["use", "skip"], lambda o: f"{o} {card.name}") == "skip":
        return
    game.trace.add(CastForFree(card.name, "pending", ctx.opponent))
    game.use_for_free(ctx.opponent, card, "cast for free")
