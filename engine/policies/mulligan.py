"""Whether a player may redraw the starting hand: 003 says マリガン：無し, and no source gives
DMPS one. The fork exists so that "no mulligan is offered" is a verdict that can fail."""

from __future__ import annotations

from dataclasses import dataclass

from engine.model.decisions import Decision
from engine.model.view import GameView


@dataclass(frozen=True)
class Mulligan:
    offered: bool

    @property
    def name(self) -> str:
        return "offered" if self.offered else "none"

    def wants(self, game: GameView, player: str) -> bool:
        """Whether ``player`` takes a mulligan (asked only where one is offered)."""
        return self.offered and game.decide(player, Decision.MULLIGAN, ["keep", "mulligan"], str) == "mulligan"


NO_MULLIGAN = Mulligan(offered=False)
MULLIGAN_OFFERED = Mulligan(offered=True)
