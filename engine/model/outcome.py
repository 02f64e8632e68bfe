"""How a game ended: who won and why (in the way python-chess has ``Outcome`` / ``Termination``)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class Termination(StrEnum):
    DECK_OUT = "deck out"  # a player's deck is empty at a state-based check (003 勝利条件)
    BOTH_DECKS_OUT = "both decks out"
    DIRECT_ATTACK = "direct attack"  # a creature attacks a player who has no shields
    CARD_WIN = "a card's win condition"  # a card says its controller wins
    TURN_LIMIT = "turn limit"  # DMPS: the turn limit ran out, both players lose
    LOOP = "a loop no player can stop"  # dmwiki 無限ループ (選択肢のないループ): the game ends with no winner


@dataclass(frozen=True)
class Outcome:
    """The end of a game: how, the winner (None: both players lose) and the reason as told."""

    termination: Termination
    winner: str | None
    reason: str

    def won(self, player: str) -> bool:
        return self.winner == player

    def lost(self, player: str) -> bool:
        return self.winner != player and self.termination is not Termination.LOOP

    def result(self) -> str:
        """``player A wins``, ``both players lose`` or, for a loop no player can stop, ``no player wins``."""
        if self.termination is Termination.LOOP:
            return "no player wins"
        return f"player {self.winner} wins" if self.winner else "both players lose"
