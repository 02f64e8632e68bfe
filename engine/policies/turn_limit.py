"""The turn limit: none on paper; DMPS ends the game after 99 rounds and both players lose
(000 その他)."""

from __future__ import annotations

from dataclasses import dataclass

from engine.model.objects import other
from engine.model.outcome import Outcome, Termination
from engine.model.view import GameView


@dataclass(frozen=True)
class TurnLimit:
    rounds: int | None  # None: no limit

    @property
    def name(self) -> str:
        return f"{self.rounds} rounds, both lose" if self.rounds else "none"

    def expired(self, game: GameView, ending: str) -> Outcome | None:
        """Called as ``ending``'s turn ends: the outcome when the limit has run out, else None."""
        second = other(game.state.first_player)
        if self.rounds is None or ending != second or game.state.players[second].turns_taken < self.rounds:
            return None
        return Outcome(Termination.TURN_LIMIT, None, f"the turn limit ({self.rounds}) ran out: both players lose")


NO_TURN_LIMIT = TurnLimit(None)
DMPS_TURN_LIMIT = TurnLimit(99)
