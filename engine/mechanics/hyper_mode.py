"""Hyper mode (ハイパーモード, 814) and ハイパー化: a creature whose hyper mode is released has its
hyper-mode abilities besides its normal ones and its hyper-mode power instead of its normal power
(814.2); outside the battle zone, and while not released, they do not exist (814.3).

ハイパー化 is an activated ability: in its controller's main step, with no effect resolving or
waiting, tapping another creature of theirs (a cost that cannot be left unpaid), releases the hyper
mode until the start of their next turn; a creature whose hyper mode is released cannot use it again
(dmwiki ハイパー化, ハイパーモード; the official FAQ of DM24-RP1 as gachi-matome summarises it).
"""

from __future__ import annotations

from engine.kernel.rules import Rules
from engine.mechanics import turn_steps
from engine.mechanics.queries import creatures_of
from engine.model.decisions import Decision
from engine.model.events import Event
from engine.model.objects import Creature

__all__ = ["hyperize_problem", "hyperize", "end_hyper_modes"]


def _can_hyperize(creature: Creature) -> bool:
    return any(ab.kind == "static" and "hyperize" in ab.static for ab in creature.definition.abilities)


def hyperize_problem(game: Rules, creature: Creature) -> str | None:
    """Why the creature's ハイパー化 cannot be used now, or None."""
    player = creature.controller
    if creature not in game.state.players[player].battle:
        return f"{creature.name} is not in the battle zone"
    if not _can_hyperize(creature):
        return f"{creature.name} has no ハイパー化"
    if player != game.state.turn_player or game.state.attacking is not None:
        return f"ハイパー化 is used in player {player}'s main step only"
    late = turn_steps.step_problem(game, turn_steps.HYPERIZE)
    if late:
        return late
    if game.state.waiting:
        return "ハイパー化 is not used while an effect is resolving or waiting"
    if creature.hyper_released:
        return f"{creature.name}'s hyper mode is already released"
    if not [cr for cr in creatures_of(game, player) if cr is not creature and not cr.tapped]:
        return f"ハイパー化 taps another untapped creature of player {player}'s, and there is none"
    return None


def hyperize(game: Rules, creature: Creature) -> None:
    """Use ハイパー化: tap another untapped creature of yours (chosen), then the hyper mode is
    released until the start of your next turn."""
    why = hyperize_problem(game, creature)
    if why:
        game.refuse(f"player {creature.controller} cannot use ハイパー化 of {creature.name}: {why}")
    pool = [cr for cr in creatures_of(game, creature.controller) if cr is not creature and not cr.tapped]
    tapped = game.decide(creature.controller, Decision.TAP_FOR_COST, pool, lambda c: c.name)
    turn_steps.enter_for(game, turn_steps.HYPERIZE, f"the ハイパー化 of {creature.name}")
    tapped.tapped = True
    game.emit(Event("tapped", creature.controller, card=tapped.top, creature=tapped, cause="ハイパー化"))
    creature.hyper_released = True
    game.note(f"{creature.name}'s hyper mode is released until the start of player {creature.controller}'s next turn")
    game.settle()


def end_hyper_modes(game: Rules, player: str) -> None:
    """The start of a player's turn: the hyper modes they released end (ハイパー化's duration)."""
    for cr in game.state.players[player].battle:
        cr.hyper_released = False
