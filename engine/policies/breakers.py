"""A creature with several breaker abilities (W・ブレイカー, T・ブレイカー, ...): the TCG lets its
controller choose which one applies; DMPS applies the largest by itself (000 ブレイカー能力,
and その他 under ルールの違い)."""

from __future__ import annotations

from dataclasses import dataclass

from engine.model.decisions import Decision
from engine.model.view import GameView


@dataclass(frozen=True)
class BreakerChoice:
    name: str
    largest_only: bool

    def count(self, game: GameView, controller: str, options: list[int]) -> int:
        """How many shields the creature breaks, among its breaker counts (largest first)."""
        if self.largest_only or len(options) == 1:
            return options[0]
        return game.decide(controller, Decision.BREAKER, options, lambda n: f"break {n}")


PLAYER_CHOOSES_BREAKER = BreakerChoice("the player chooses one", largest_only=False)
LARGEST_BREAKER = BreakerChoice("the largest applies", largest_only=True)
