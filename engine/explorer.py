"""An explorer that walks every legal branch of the players' choices.

``explore(run, kinds)`` calls ``run(decider)`` once per combination of the decisions whose
kind is in ``kinds`` (e.g. "order": the order of waiting effects under the TCG), each time
with a decider that follows one path; other decisions go to ``fallback``. The walk is
depth-first and bounded: past ``limit`` runs it stops and says so.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Generic, TypeVar

from engine.decisions import Decider, FirstLegal
from engine.errors import DmRulesError

T = TypeVar("T")
R = TypeVar("R")

EXPLORE_LIMIT = 5000


class ExplorationTooLarge(DmRulesError):
    pass


class PathDecider:
    """Follows a path of option indexes for explored kinds; records the branching."""

    def __init__(self, path: list[int], kinds: frozenset[str], fallback: Decider,
                 players: frozenset[str] | None = None) -> None:
        self.path = path
        self.kinds = kinds
        self.players = players  # only these players' decisions are explored (None: everyone's)
        self.fallback = fallback
        self.taken: list[tuple[int, int]] = []  # (index chosen, number of options)

    def defer_to(self, fallback: Decider) -> None:
        """Let ``fallback`` answer the decisions this path does not explore."""
        self.fallback = fallback

    def explores(self, player: str, kind: str) -> bool:
        return kind in self.kinds and (self.players is None or player in self.players)

    def answers(self, player: str, kind: str) -> bool:
        return self.explores(player, kind) or self.fallback.answers(player, kind)

    def choose(self, player: str, kind: str, options: Sequence[T], describe: Callable[[T], str]) -> T:
        if not self.explores(player, kind) or len(options) < 2:
            return self.fallback.choose(player, kind, options, describe)
        i = len(self.taken)
        index = self.path[i] if i < len(self.path) else 0
        self.taken.append((index, len(options)))
        return options[index]


@dataclass
class Branch(Generic[R]):
    choices: list[int]
    result: R


def explore(run: Callable[[PathDecider], R], kinds: Sequence[str] = ("order",),
            fallback: Callable[[], Decider] = FirstLegal, limit: int = EXPLORE_LIMIT,
            players: Sequence[str] | None = None) -> list[Branch[R]]:
    """Every branch of the explored decisions (of ``players`` only, when given), depth-first."""
    out: list[Branch[R]] = []
    stack: list[list[int]] = [[]]
    wanted = frozenset(kinds)
    while stack:
        path = stack.pop()
        decider = PathDecider(path, wanted, fallback(), frozenset(players) if players is not None else None)
        result = run(decider)
        out.append(Branch([i for i, _ in decider.taken], result))
        if len(out) > limit:
            raise ExplorationTooLarge(f"more than {limit} branches of {', '.join(kinds)} decisions; "
                                      f"narrow the scenario")
        for depth in range(len(decider.taken) - 1, len(path) - 1, -1):
            _, n = decider.taken[depth]
            prefix = [i for i, _ in decider.taken[:depth]]
            for alt in range(n - 1, 0, -1):
                stack.append(prefix + [alt])
    return out
