"""Cross gear (クロスギア, 003 カード構成): generated into the battle zone for its cost, then crossed
onto one of its owner's creatures for its cost again.

003: まず“ジェネレート”として場に配置され、“クロス”として特定のクリーチャーに付ける。 “ジェネレート”と
“クロス”のコストの値は同じである。 自分のクリーチャーにしか付けることができない。 1体のクリーチャーに
複数のクロスギアカードを付けることができる。 特定のクリーチャーに付けたクロスギアカードを、別の
クリーチャーに移すこともできる（コストは必要）。 バトルで破壊されることは無い。付けてあったクリー
チャーが破壊された場合、クロスギアカードはそのまま場に残る。 The cost is paid the profile's way
(000 その他: the cross is an in-text cost in DMPS, paid from usable mana). A gear is a battle-zone
object, never a creature: its ``static: {crossed: {power, keywords}}`` reaches the creature it is
crossed onto, its ``crossed creature attacks`` abilities trigger from where it stands.
"""

from __future__ import annotations

from engine.kernel.rules import Rules
from engine.mechanics import turn_steps
from engine.model.cards import CardType
from engine.model.errors import IllegalActionError
from engine.model.events import Event
from engine.model.objects import Card, Creature, Zone


def crossed_onto(game: Rules, gear: Creature) -> Creature | None:
    """The creature a gear is crossed onto, while that creature is in the battle zone."""
    target = gear.attached_to
    return target if target is not None and target in game.state.players[gear.controller].battle else None


def gears_on(game: Rules, creature: Creature) -> list[Creature]:
    """The gears crossed onto a creature, left to right."""
    return [g for g in game.state.players[creature.controller].battle
            if g.attached_to is creature and g.definition.type is CardType.CROSS_GEAR]  # not a weapon (305)


def _pay(game: Rules, player: str, card: Card, action: str) -> None:
    d = card.definition
    why = game.profile.mana.payment_problem(game, game.state.players[player], d, d.cost)
    if why:
        game.refuse(f"player {player} cannot {action} {card.name}: {why}")
    try:
        game.profile.mana.pay(game, game.state.players[player], d, d.cost)
    except IllegalActionError as exc:
        game.refuse(f"player {player} cannot {action} {card.name}: {exc}")


def generate(game: Rules, player: str, card: Card) -> Creature | None:
    """ジェネレート: put a cross gear from the hand into the battle zone, paying its cost."""
    if card not in game.state.players[player].hand:
        game.refuse(f"{card.name} is not in player {player}'s hand")
    if card.definition.type is not CardType.CROSS_GEAR:
        game.refuse(f"{card.name} is not a cross gear")
    if player != game.state.turn_player:
        game.refuse(f"it is not player {player}'s turn")
    late = turn_steps.step_problem(game, turn_steps.GENERATE)
    if late:
        game.refuse(f"player {player} cannot generate {card.name}: {late}")
    _pay(game, player, card, "generate")
    turn_steps.enter_for(game, turn_steps.GENERATE, f"the generation of {card.name}")
    gear = put_generated(game, player, card)
    game.settle()
    return gear


def put_generated(game: Rules, player: str, card: Card) -> Creature | None:
    """The gear is generated: put from the hand into the battle zone (paid, or without paying)."""
    return game.put_into_battle(player, [card], "generate", from_zone=Zone.HAND)


def cross(game: Rules, gear: Creature, creature: Creature) -> None:
    """クロス: attach a generated gear to one of its owner's creatures, paying its cost again (also to
    move it from a creature it is crossed onto)."""
    player = gear.controller
    if gear.definition.type is not CardType.CROSS_GEAR:
        game.refuse(f"{gear.name} is not a cross gear")
    if player != game.state.turn_player:
        game.refuse(f"it is not player {player}'s turn")
    if creature.controller != player or not creature.definition.type.is_creature:
        game.refuse(f"{gear.name} can only be crossed onto player {player}'s own creatures (003)")
    if crossed_onto(game, gear) is creature:
        game.refuse(f"{gear.name} is already crossed onto {creature.name}")
    late = turn_steps.step_problem(game, turn_steps.CROSS)
    if late:
        game.refuse(f"player {player} cannot cross {gear.name}: {late}")
    _pay(game, player, gear.top, "cross")
    turn_steps.enter_for(game, turn_steps.CROSS, f"the cross of {gear.name}")
    attach(game, gear, creature)
    game.settle()


def attach(game: Rules, gear: Creature, creature: Creature) -> None:
    """The gear is crossed onto the creature (paid, or without paying: 「コストを支払わずに…クロスする」)."""
    gear.attached_to = creature
    game.emit(Event("crossed", gear.controller, card=gear.top, creature=gear, data={"detail": f"onto {creature.name}"}))
