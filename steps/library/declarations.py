"""Declaring abilities (使用宣言): whether a player declared one, a G・ストライク used or not, a shield
trigger a lock barred."""

from __future__ import annotations

from collections.abc import Iterator

from pytest_bdd import given

from engine.model.decisions import Decision
from engine.model.trace import Chose, Declared, Offered
from steps.runtime.phrases import phrase
from steps.runtime.refs import present
from steps.runtime.verdicts import verdict
from steps.runtime.world import World

P = r"player (?P<player>[AB])"


@given(phrase(rf"{P} will (?P<use>use|not use) the G・ストライク of (?P<card>.+)"))
def will_use_g_strike(world: World, player: str, use: str, card: str) -> None:
    """Script a player declaring (or not) the G・ストライク of a card broken from the shields."""
    answer = "use" if use == "use" else "don't use"
    world.decider.add(player, Decision.USE_G_STRIKE, f"{answer} G・ストライク of {card.strip()}")


def _trigger_offers(world: World, player: str) -> Iterator[Chose | Offered]:
    """The player's shield-trigger decisions (use / don't use a broken shield's S・トリガー), from the trace."""
    for entry in world.game.trace:
        r = entry.record
        if isinstance(r, Chose | Offered) and r.player == player and r.decision == Decision.USE_SHIELD_TRIGGER:
            yield r


def declares(world: World, player: str, does: str, card: str) -> tuple[str, str]:
    """Whether the player declared (使用宣言) an ability of the card at any point (from the trace): a
    declared ability, an S・バック, a G・ストライク, or a shield trigger used (総合ルール 113.6: as shields
    are put into the hand the player makes the 使用宣言 of their S・トリガー, G・ストライク and S・バック).
    The card must be in the game."""
    name = present(world, card)
    done = any(d.player == player and d.card == name for d in world.game.trace.of(Declared)) or any(
        isinstance(r, Chose) and r.picked == f"use {name}" for r in _trigger_offers(world, player))
    return ("declares" if done else "does not declare"), does


verdict(r"player (?P<player>[AB]) (?P<does>declares|does not declare) (?P<card>.+)")(declares)


def could_use_trigger(world: World, player: str, could: str, card: str) -> tuple[str, str]:
    """Whether a broken shield's shield trigger was offered to the player: "could" only where the
    player was asked to use it or not (113.6). A lock such as ヤミノリミット's, a card the profile does
    not let be declared, or a shield that never reached the hand (burnt, as ボルメテウス・ホワイト・ドラゴン
    burns the shields it breaks) gives no offer: "could not". The card must be in the game."""
    name = present(world, card)
    offered = any(f"use {name}" in r.options for r in _trigger_offers(world, player))
    return ("could" if offered else "could not"), could


verdict(r"player (?P<player>[AB]) (?P<could>could|could not) use the shield trigger of (?P<card>.+)")(could_use_trigger)
