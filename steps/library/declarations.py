"""Declaring abilities (使用宣言): whether a player declared one, a G・ストライク used or not, a shield
trigger a lock barred."""

from __future__ import annotations

from pytest_bdd import given

from engine.model.decisions import Decision
from engine.model.trace import Declared, TriggerBarred
from steps.runtime.phrases import phrase
from steps.runtime.verdicts import verdict
from steps.runtime.world import World

P = r"player (?P<player>[AB])"


@given(phrase(rf"{P} will (?P<use>use|not use) the G・ストライク of (?P<card>.+)"))
def will_use_g_strike(world: World, player: str, use: str, card: str) -> None:
    """Script a player declaring (or not) the G・ストライク of a card broken from the shields."""
    answer = "use" if use == "use" else "don't use"
    world.decider.add(player, Decision.USE_G_STRIKE, f"{answer} G・ストライク of {card.strip()}")


def declares(world: World, player: str, does: str, card: str) -> tuple[str, str]:
    """Whether the player declared (使用宣言) an ability of the card at any point (from the trace)."""
    done = any(d.player == player and d.card == card for d in world.game.trace.of(Declared))
    return ("declares" if done else "does not declare"), does


verdict(r"player (?P<player>[AB]) (?P<does>declares|does not declare) (?P<card>.+)")(declares)


def could_use_trigger(world: World, player: str, could: str, card: str) -> tuple[str, str]:
    """Whether a broken shield's shield trigger was offered to the player (not forbidden by a lock
    such as ヤミノリミット's), from the trace."""
    barred = any(b.player == player and b.card == card for b in world.game.trace.of(TriggerBarred))
    return ("could not" if barred else "could"), could


verdict(r"player (?P<player>[AB]) (?P<could>could|could not) use the shield trigger of (?P<card>.+)")(could_use_trigger)
