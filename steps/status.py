"""Verdicts on state that issue 13's topics add: extra turns, what a player has seen or may see,
where a card has been, cross gear, castles and linked gods."""

from __future__ import annotations

from steps.verdicts import verdict
from steps.world import World

P = r"player (?P<player>[AB])"


@verdict(rf"{P} has (?P<n>\d+) extra turns?")
def extra_turns(world: World, player: str, n: str) -> tuple[str, str]:
    """How many turns the player takes after this one (ザ・ユニバース・ゲート)."""
    return str(world.game.players[player].extra_turns), n
