"""Each player reveals the top card of their deck and the two are compared (蒼神龍スペル・サモニオン: 「各プレイヤーは
自身の山札の上から1枚目を表向きにする。そのカードが両方呪文で、コストが異なる場合、コストの大きい呪文を表向きにした
プレイヤーがコストを支払わずに唱えてもよい。表向きにしたカードが両方クリーチャーで、パワーが異なる場合、パワーの大きい
クリーチャーを表向きにしたプレイヤーがコストを支払わずに召喚してもよい。」).

A twinpact card outside the battle zone is both a spell card and a creature card (201.2b): it is compared as a
spell by its spell side's cost and as a creature by its creature side's power (810.3a: 特定のカードタイプを参照する
場合、その部分の情報のみを参照します), and used as one of its sides (810.1). The instructions are done in their
written order (605.2c): a card used by the first has left the top of the deck, so the second cannot use it (dmwiki
ツインパクト: 「一度使うと元の場所から移動してしまうため、両方使うことはできない」).
"""

from __future__ import annotations

from typing import Any

from engine.kernel.registry import Context, op
from engine.mechanics.filters import Perspective, matches
from engine.mechanics.playing import use_for_free
from engine.model.cards import CardDef
from engine.model.decisions import Decision
from engine.model.objects import Card


def _spell_side(card: Card) -> CardDef:
    return card.definition.spell_side or card.definition


def _winner(value: dict[str, int]) -> str | None:
    """The player whose revealed card has the larger value, or None when the values are equal."""
    (a, va), (b, vb) = value.items()
    return None if va == vb else (a if va > vb else b)


def _may_use(ctx: Context, player: str, card: Card, spell: bool) -> None:
    """The winner may use the card as a spell (cast) or a creature (summon), free, if it is still the top card
    of its deck, where it was revealed."""
    game = ctx.game
    deck = game.state.players[player].deck
    if not deck or deck[0] is not card:
        game.note(f"{card.name} is no longer on top of player {player}'s deck: it is not used")
        return
    side = _spell_side(card) if spell else card.definition
    kind = Decision.CAST_FOR_FREE if spell else Decision.PUT_INTO_BATTLE
    if game.decide(player, kind, [card, None], lambda c: "stop" if c is None else side.name) is None:
        return
    if spell:
        use_for_free(game, player, card, "cast for free", as_spell=card.definition.spell_side is not None)
    else:
        use_for_free(game, player, card, "summon for free")


@op("reveal tops and compare",
    doc="蒼神龍スペル・サモニオン: each player reveals the top card of their deck; both spells of different costs: the "
        "player of the costlier may cast it for free; then both creatures of different powers: the player of the "
        "stronger may summon it for free (a twinpact is both, by its sides: 201.2b, 810.3a)")
def _reveal_tops_and_compare(ctx: Context, args: dict[str, Any]) -> None:
    """Both players reveal their top cards (everybody sees them); the spell comparison, then the creature
    comparison, each read from the cards as revealed; a card used by the first is gone for the second."""
    game = ctx.game
    players = [ctx.controller, *(p for p in game.state.players if p != ctx.controller)]
    if any(not game.state.players[p].deck for p in players):
        game.note("a player has no card in their deck: nothing is revealed")
        return
    tops = {p: game.state.players[p].deck[0] for p in players}
    for p, card in tops.items():
        game.note(f"player {p} reveals the top card of their deck: {card.name}")
        for viewer in players:
            game.state.known[viewer].add(card.uid)
    if all(matches(game, c, {"type": "spell"}, Perspective(p)) for p, c in tops.items()):
        won = _winner({p: _spell_side(c).cost for p, c in tops.items()})
        if won is not None:
            _may_use(ctx, won, tops[won], spell=True)
    if all(matches(game, c, {"creature": True}, Perspective(p)) for p, c in tops.items()):
        won = _winner({p: c.definition.power or 0 for p, c in tops.items()})
        if won is not None:
            _may_use(ctx, won, tops[won], spell=False)
