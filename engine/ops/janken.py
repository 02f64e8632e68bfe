"""ジャンケン (rock-paper-scissors, DM-28/29's JK cards): 「相手とジャンケンで勝敗を決める」.

The effect's controller and their opponent each show a hand; rock beats scissors, scissors beat
paper, paper beats rock; a draw is played again until one wins (「勝敗を決める」). Read: a drawn
round changes nothing and what the cards see is the deciding round (「相手がジャンケンで「パー」を出した
時」 waits for the hand shown there), so the reachable outcomes are the six undrawn pairs: the
controller chooses a hand, the opponent one of the two others. The outcome is kept for the later
steps of the same effect (``if: {won the janken: true}``, 自分が勝った場合), and each player's
showing is an event (``showed janken``, its hand), which ``opponent shows janken`` abilities wait for.
"""

from __future__ import annotations

from typing import Any

from engine.kernel.args import BOOL
from engine.kernel.registry import Context, condition, op
from engine.model.decisions import JANKEN_HANDS, Decision
from engine.model.events import Event
from engine.model.objects import other

WON = "janken"


def beats(hand: str, against: str) -> bool:
    """Whether ``hand`` beats ``against`` (each hand of JANKEN_HANDS beats the one before it, cyclically)."""
    i = JANKEN_HANDS.index(hand)
    return JANKEN_HANDS[(i - 1) % len(JANKEN_HANDS)] == against


@op("janken", doc="the controller and their opponent play ジャンケン until one wins (相手とジャンケンで勝敗を決める)")
def _janken(ctx: Context, args: dict[str, Any]) -> None:
    game, me = ctx.game, ctx.controller
    them = other(me)
    mine = game.decide(me, Decision.JANKEN, list(JANKEN_HANDS), lambda h: f"show {h}")
    theirs = game.decide(them, Decision.JANKEN, [h for h in JANKEN_HANDS if h != mine], lambda h: f"show {h}")
    won = beats(mine, theirs)
    ctx.chosen[WON] = "won" if won else "lost"
    game.note(f"ジャンケン: player {me} shows {mine}, player {them} {theirs}: player {me if won else them} wins")
    for player, hand in ((me, mine), (them, theirs)):
        game.emit(Event("showed janken", player, data={"hand": hand}))


@condition("won the janken", BOOL)
def _won(ctx: Context, value: Any) -> bool:
    """An earlier step of the same effect played ジャンケン and its controller won (true) or lost
    (false); no ジャンケン played: neither."""
    result = ctx.chosen.get(WON)
    return result is not None and (result == "won") == bool(value)
