"""An explorer that walks every legal branch of the players' choices.

``explore(run, kinds)`` calls ``run(decider)`` once per combination of the decisions whose
kind is in ``kinds`` (e.g. "order": the order of waiting effects under the TCG), each time
with a decider that follows one path; other decisions go to ``fallback``. The walk is
depth-first and bounded: past ``limit`` runs it stops and says so. With ``unscripted`` the
explorer leaves to the fallback every decision the fallback has its own answer for (a
scenario's script), and walks only the others.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Generic, TypeVar

from engine.model.decisions import Decider, FirstLegal
from engine.model.errors import DmRulesError

T = TypeVar("T")
R = TypeVar("R")

EXPLORE_LIMIT = 5000


class ExplorationTooLarge(DmRulesError):
    pass


class PathDecider:
    """Follows a path of option indexes for explored kinds; records the branching."""

    def __init__(self, path: list[int], kinds: frozenset[str], fallback: Decider, unscripted: bool = False,
                 players: frozenset[str] | None = None) -> None:
        self.path = path
        self.kinds = kinds
        self.players = players  # only these players' decisions are explored (None: everyone's)
        self.fallback = fallback
        self.unscripted = unscripted  # leave to the fallback what it answers itself
        self.taken: list[tuple[int, int]] = []  # (index chosen, number of options)

    def defer_to(self, fallback: Decider) -> None:
        """Let ``fallback`` answer the decisions this path does not explore."""
        self.fallback = fallback

    def explores(self, player: str, kind: str) -> bool:
        return kind in self.kinds and (self.players is None or player in self.players)

    def answers(self, player: str, kind: str) -> bool:
        return self.explores(player, kind) or self.fallback.answers(player, kind)

    def choose(self, player: str, kind: str, options: Sequence[T], describe: Callable[[T], str]) -> T:
        if not self.explores(player, kind) or len(options) < 2 or (
                self.unscripted and self.fallback.answers(player, kind)):
            return self.fallback.choose(player, kind, options, describe)
        i = len(self.taken)
        index = self.path[i] if i < len(self.path) else 0
        self.taken.append((index, len(options)))
        return options[index]


@dataclass
class Branch(Generic[R]):
    choices: list[int]
    result: R


def walk(run: Callable[[PathDecider], R], kinds: Sequence[str] = ("order",),
         fallback: Callable[[], Decider] = FirstLegal, unscripted: bool = False,
         root: Sequence[tuple[int, int]] | None = None, players: Sequence[str] | None = None) -> Iterator[Branch[R]]:
    """Each branch of the explored decisions (of ``players`` only, when given) in turn, depth-first
    (the first: every first option). ``root``: the (index chosen, number of options) of the
    decisions of a run the caller already made along every first option; that run is not made
    again."""
    stack: list[list[int]] = [[]]
    if root is not None:
        stack = []
        _push_alternatives(stack, root, 0)
    wanted = frozenset(kinds)
    while stack:
        path = stack.pop()
        decider = PathDecider(path, wanted, fallback(), unscripted,
                              frozenset(players) if players is not None else None)
        result = run(decider)
        yield Branch([i for i, _ in decider.taken], result)
        _push_alternatives(stack, decider.taken, len(path))


def _push_alternatives(stack: list[list[int]], taken: Sequence[tuple[int, int]], start: int) -> None:
    """The paths that differ from ``taken`` first at a depth from ``start`` on (deepest last)."""
    for depth in range(len(taken) - 1, start - 1, -1):
        _, n = taken[depth]
        prefix = [i for i, _ in taken[:depth]]
        for alt in range(n - 1, 0, -1):
            stack.append(prefix + [alt])


def explore(run: Callable[[PathDecider], R], kinds: Sequence[str] = ("order",),
            fallback: Callable[[], Decider] = FirstLegal, limit: int = EXPLORE_LIMIT,
            unscripted: bool = False, players: Sequence[str] | None = None) -> list[Branch[R]]:
    """Every branch of the explored decisions (of ``players`` only, when given), depth-first; past
    ``limit`` it stops and says so."""
    out: list[Branch[R]] = []
    for branch in walk(run, kinds, fallback, unscripted, players=players):
        out.append(branch)
        if len(out) > limit:
            raise ExplorationTooLarge(f"more than {limit} branches of {', '.join(kinds)} decisions; "
                                      f"narrow the scenario")
    return out


def explore_some(run: Callable[[PathDecider], R], kinds: Sequence[str], limit: int,
                 fallback: Callable[[], Decider] = FirstLegal, unscripted: bool = False,
                 root: Sequence[tuple[int, int]] | None = None) -> tuple[list[Branch[R]], bool]:
    """At most ``limit`` branches, depth-first, and whether they are all there are (``root``: see
    :func:`walk`; it counts as one of the ``limit``)."""
    out: list[Branch[R]] = []
    limit -= 1 if root is not None else 0
    for branch in walk(run, kinds, fallback, unscripted, root):
        if len(out) == limit:
            return out, False
        out.append(branch)
    return out, True
