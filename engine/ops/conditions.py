"""Conditions of the card data (``if: {name: value}``): checked when an ability resolves, when
a static grant applies, or when a step runs (``win the game``)."""

from __future__ import annotations

from typing import Any

from engine.cards import CardType, Civ
from engine.events import Event
from engine.ops.registry import Context, condition
from engine.state import Creature, Player


def _creatures(ctx: Context, player: str) -> list[Creature]:
    """A player's creatures (dragheart fortresses and fields in the battle zone are not)."""
    return [cr for cr in ctx.game.players[player].battle if cr.definition.type.is_creature]


def _has_cards_under(ctx: Context, v: Any) -> bool:
    return (ctx.source_creature is not None and len(ctx.source_creature.cards) > 1) == bool(v)


def _burned_last(ctx: Context, race: Any) -> bool:
    """The card just burned was the last one under the source creature and has ``race``."""
    cr = ctx.source_creature
    return bool(ctx.burned) and cr is not None and len(cr.cards) == 1 and str(race) in ctx.burned[-1].definition.races


def _opponent_more_mana(ctx: Context, value: Any) -> bool:
    """Cards in the mana zones, rainbows included: DMPS max mana (001, 5文明カード)."""
    game = ctx.game
    more = len(game.players[ctx.opponent].mana) > len(game.players[ctx.controller].mana)
    return more == bool(value)


def _shields_at_least(ctx: Context, value: Any) -> bool:
    game = ctx.game
    return len(game.players[ctx.controller].shields) >= int(value)


def _mana_arms(ctx: Context, value: Any) -> bool:
    """マナ武装 n: at least n cards of the civilization in your mana zone."""
    civ = Civ(value["civilization"])
    mana = ctx.game.players[ctx.controller].mana
    return sum(1 for c in mana if civ in c.definition.civilizations) >= int(value["n"])


def _mana_cards_at_least(ctx: Context, value: Any) -> bool:
    """メタモーフ and the like: at least n cards in your mana zone."""
    return len(ctx.game.players[ctx.controller].mana) >= int(value)


def _hand_at_most(ctx: Context, value: Any) -> bool:
    return len(ctx.game.players[ctx.controller].hand) <= int(value)


def _this_turn(ctx: Context, kind: str) -> list[Event]:
    game = ctx.game
    return [e for e in game.events if e.kind == kind and e.data.get("turn") == game.turn_id]


def _civilizations(ctx: Context, value: Any) -> bool:
    """You have creatures, a different one for each listed civilization."""
    civs = [Civ(c) for c in value]
    pool = _creatures(ctx, ctx.controller)

    def fits(i: int, used: frozenset[int]) -> bool:
        if i == len(civs):
            return True
        return any(fits(i + 1, used | {cr.uid}) for cr in pool if cr.uid not in used and civs[i] in cr.civilizations)

    return fits(0, frozenset())


def _opponent_big(ctx: Context, value: Any) -> bool:
    """The opponent has a creature whose cost is at least ``cost`` or power at least ``power``."""
    cost, power = int(value.get("cost", 10**9)), int(value.get("power", 10**12))
    return any(cr.definition.cost >= cost or ctx.game.power(cr) >= power for cr in _creatures(ctx, ctx.opponent))


def _player(ctx: Context, who: str) -> Player:
    game = ctx.game
    return game.players[ctx.controller if who == "you" else ctx.opponent]


def _burned(ctx: Context, v: Any) -> bool:
    return bool(ctx.burned) == bool(v)


def _more_shields(ctx: Context, v: Any) -> bool:
    return (len(_player(ctx, "you").shields) > len(_player(ctx, "opponent").shields)) == bool(v)


def _no_shields(ctx: Context, v: Any) -> bool:
    return (not _player(ctx, "you").shields) == bool(v)


def _none_named(ctx: Context, v: Any) -> bool:
    return all(cr.name != v for cr in _player(ctx, "you").battle)


def _free_entry(ctx: Context, v: Any) -> bool:
    """侵略ZERO: the opponent put a creature this turn without paying its cost (anything but a
    paid summon)."""
    return any(e.player == ctx.opponent and e.cause != "summon" for e in _this_turn(ctx, "entered")) == bool(v)


def _attacked(ctx: Context, v: Any) -> bool:
    return bool(_this_turn(ctx, "attacked")) == bool(v)


def _field(ctx: Context, v: Any) -> bool:
    return any(cr.definition.type is CardType.FIELD for cr in _player(ctx, "you").battle) == bool(v)


# name -> condition (``if: {name: value}``)
for _name, _fn in {
    "burned the last card under it and it has race": _burned_last,
    "opponent has more mana": _opponent_more_mana,
    "you have at least shields": _shields_at_least,
    "mana arms": _mana_arms,
    "you have at least mana cards": _mana_cards_at_least,
    "you have at most cards in hand": _hand_at_most,
    # meteorburn needs a card to burn (601.1a: an effect that can't be carried out can't be used)
    "it has cards under it": _has_cards_under,
    "burned a card": _burned,
    "more shields than opponent": _more_shields,
    "you have no shields": _no_shields,
    "you have no creature named": _none_named,
    "you have creatures of civilizations": _civilizations,
    "opponent has a creature of cost or power at least": _opponent_big,
    "opponent put a creature without paying this turn": _free_entry,
    "a creature attacked this turn": _attacked,
    "you have a field": _field,
}.items():
    condition(_name)(_fn)
