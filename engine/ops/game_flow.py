"""Operations on the course of the game: extra turns, the rest of a turn skipped (512.1), and a
card's own win condition (003 勝利条件)."""

from __future__ import annotations

from typing import Any

from engine.kernel.args import AMOUNT, FILTER, Arg, keys
from engine.kernel.registry import Context, check, op
from engine.mechanics.filters import matches
from engine.mechanics.targets import perspective
from engine.model.errors import SkipTurn
from engine.model.outcome import Outcome, Termination


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


@op("skip the rest of the turn",
    doc="ターンの残りをとばす (512.1): the rest of the turn is skipped; the next turn starts (a card still pending "
        "goes to the graveyard then, with no event)")
def _skip(ctx: Context, args: dict[str, Any]) -> None:
    """ターンの残りをとばす (512.1): the rest of the current turn is skipped (ルシファー)."""
    raise SkipTurn()


@op("win the game", reads_if=True, doc="the controller wins the game (if: a condition checked when this step runs)")
def _win(ctx: Context, args: dict[str, Any]) -> None:
    """The controller wins (003 勝利条件: a card's own win condition), if ``if`` holds now."""
    if check(ctx, args.get("if") or {}):
        ctx.game.end_game(Outcome(Termination.CARD_WIN, ctx.controller,
                                  f"{ctx.source_card.name if ctx.source_card else 'an effect'}: "
                                  f"player {ctx.controller} wins the game"))
    else:
        ctx.game.note("the win condition is not met")
