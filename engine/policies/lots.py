"""Random draws and who picks among ties: the one place where the engine's randomness lives.

:func:`draw_lots` is every random pick the rules make (a card's "at random", DMPS 抽選): it
runs on the game's seeded RNG, unless the decider has an answer for the ``lottery``
decision of that player (a scenario scripts it, or the explorer walks every draw); then it
is asked like any choice. :func:`shuffle` shuffles a zone on the same RNG.

The fork (000 系統的な調整例, "ties and paid resources"): where the TCG lets a player choose
among tied candidates or the cards that pay for something, DMPS picks at random.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol, TypeVar

from engine.model.decisions import Decision
from engine.model.trace import Lots
from engine.model.view import GameView

T = TypeVar("T")


def draw_lots(view: GameView, player: str, options: Sequence[T], describe: Callable[[T], str]) -> T:
    """A random pick (DMPS 抽選) for ``player``'s effect: scripted or explored when the decider
    answers ``lottery`` for the player, else drawn on the seeded RNG (and traced)."""
    if len(options) == 1:
        return options[0]
    if view.decider.answers(player, Decision.LOTTERY):
        return view.decide(player, Decision.LOTTERY, options, describe)
    pick = view.state.rng.choice(list(options))
    view.trace.add(Lots(player, describe(pick), tuple(describe(o) for o in options)))
    return pick


def shuffle(view: GameView, cards: list[T]) -> None:
    """Shuffle a zone in place on the seeded RNG."""
    view.state.rng.shuffle(cards)


class PicksPolicy(Protocol):
    name: str

    def among_ties(self, view: GameView, player: str, kind: str, options: Sequence[T],
                   describe: Callable[[T], str]) -> T:
        """One of several tied candidates, or of the cards that may pay for something."""


class PlayerPicks:
    """TCG: the player chooses."""

    name = "the player chooses"

    def among_ties(self, view: GameView, player: str, kind: str, options: Sequence[T],
                   describe: Callable[[T], str]) -> T:
        return view.decide(player, kind, options, describe)


class RandomPicks:
    """DMPS (000 系統的な調整例): picked at random (lots)."""

    name = "picked at random"

    def among_ties(self, view: GameView, player: str, kind: str, options: Sequence[T],
                   describe: Callable[[T], str]) -> T:
        return draw_lots(view, player, options, describe)


PLAYER_PICKS = PlayerPicks()
RANDOM_PICKS = RandomPicks()
