"""Operations and conditions around using cards (004 保留状態): a ガチンコ・ジャッジ whose result
the current use remembers, and the conditions some uses ask."""

from __future__ import annotations

from typing import Any

from engine.cards import Civ
from engine.ops.registry import Context, condition, op
from engine.state import Card

WON = "won the gachinko judge"


def _reveal_to_bottom(ctx: Context, player: str) -> Card | None:
    deck = ctx.game.players[player].deck
    if not deck:
        return None
    top = deck.pop(0)
    deck.append(top)
    return top


@op("gachinko judge")
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
        ctx.source_card.memory[WON] = won


@condition(WON)
def _won(ctx: Context, v: Any) -> bool:
    """The last ガチンコ・ジャッジ of the card's current use was won."""
    card = ctx.source_card
    return (card is not None and bool(card.memory.get(WON))) == bool(v)


@condition("mana has civilizations")
def _mana_civilizations(ctx: Context, value: Any) -> bool:
    """Your mana zone has a card of each listed civilization (夜露死苦 キャロル: fire and water)."""
    mana = ctx.game.players[ctx.controller].mana
    return all(any(Civ(c) in m.definition.civilizations for m in mana) for c in value)
