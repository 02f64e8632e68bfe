"""What a policy may see of a game: a narrow, read-mostly view.

Policies (:mod:`engine.policies`) decide the forks of the rules. They read the game's state
(the players and their zones, whose turn it is), ask a player to decide, draw lots and write notes to the
trace, and nothing else: they never move cards or resolve effects. The game
(:class:`engine.game.Game`) is such a view.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol, TypeVar

from engine.model.cards import Ability
from engine.model.decisions import Decider
from engine.model.made import Made
from engine.model.objects import Creature
from engine.model.state import GameState
from engine.model.trace import Trace

T = TypeVar("T")


class GameView(Protocol):
    state: GameState
    trace: Trace
    decider: Decider
    made: Made  # the definitions of the cards the game made (fast paths: engine.model.made)

    def decide(self, player: str, kind: str, options: Sequence[T], describe: Callable[[T], str]) -> T:
        """Ask ``player`` to pick one of ``options`` (recorded in the trace when there was a choice)."""

    def note(self, text: str) -> None:
        """Write a note to the trace."""

    def abilities_of(self, creature: Creature) -> tuple[Ability, ...]:
        """A creature's abilities in the battle zone now, ignore effects applied."""

    def may_have(self, kind: str, creatures: Sequence[Creature]) -> Sequence[Creature]:
        """Of ``creatures`` (elements of the battle zone), those that may have an ability of this kind now, in
        their order: a walk over them finds what a walk over all finds (engine.mechanics.kinds.having)."""


def choose_several(game: GameView, player: str, kind: str, pool: Sequence[T], most: int, least: int = 0,
                   describe: Callable[[T], str] | None = None, stop_first: bool = False,
                   each: Callable[[T], None] | None = None) -> list[T]:
    """Up to ``most`` of ``pool``, chosen one at a time (``each`` is told of every pick as it is
    made); once ``least`` are chosen the player may "stop" — offered last, or first when
    ``stop_first`` (a "may" that, unscripted, takes nothing)."""
    name = describe or (lambda o: str(getattr(o, "name", o)))
    chosen: list[T] = []
    while len(chosen) < most:
        left = [o for o in pool if o not in chosen]
        if not left:
            break
        options: list[T | None] = list(left)
        if len(chosen) >= least:
            options.insert(0 if stop_first else len(options), None)
        pick = game.decide(player, kind, options, lambda o: "stop" if o is None else name(o))
        if pick is None:
            break
        chosen.append(pick)
        if each is not None:
            each(pick)
    return chosen
