"""The explorer: every outcome the players' choices reach, by forking games and merging equal states.

A game runs in units: a step of its agenda (engine.model.agenda), or, when the agenda is empty,
the next thing the caller does to it (a scenario's next step). Between two units nothing of the
game lives on Python's stack, so its state can be copied there and played on. The explorer walks
the choices of some decision kinds (``kinds``: e.g. the order of waiting effects, which the TCG
leaves to the players): where a unit asks such a decision with two options or more, the state
before the unit is saved and each option is walked from a copy of it; a decision deeper in the
same unit is walked by running the unit again from that copy with the earlier answers (a unit is
short). Like a model checker, it keeps a visited set: a state whose canonical key
(:func:`engine.model.snapshot.state_key`) was met before is not walked again, its outcomes are
those found the first time. The result is a graph: states where the choices branch, edges
carrying what the trace recorded along them, and the distinct final states (leaves). Every path
of the graph is a run the players' choices reach; the graph holds them all unless the guard on
distinct states was hit (``complete`` False).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Hashable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol, TypeVar

from engine.game import Game
from engine.model.decisions import Decider, Scripted
from engine.model.errors import DmRulesError, IllegalActionError
from engine.model.snapshot import Copier, Namer, state_key
from engine.model.trace import Record

T = TypeVar("T")

# At most this many distinct states are walked for one exploration; past it the graph is partial.
STATE_GUARD = 100_000


class Session(Protocol):
    """What the explorer drives: a game and what its caller keeps beside it."""

    def save(self) -> object:
        """A copy of everything that changes as the session plays on."""

    def load(self, saved: object) -> None:
        """Go back to a copy :meth:`save` made (it is used up: the session plays on in it)."""

    def copy(self, saved: object) -> object:
        """Another copy of a saved copy."""

    def key(self, saved: object | None) -> Hashable:
        """The canonical key of a saved copy, or of the live session (None): equal keys, the
        session plays on alike."""

    def finished(self) -> bool:
        """Nothing is left to run."""

    def advance(self) -> None:
        """Run the next unit: a step of the game's agenda, else the caller's next step."""

    def upcoming(self) -> Hashable:
        """What the next unit runs (a step's function and whether several effects wait, or the
        caller's next step): the explorer saves the state before units like those that asked an
        explored decision before."""

    def refused(self, error: IllegalActionError) -> None:
        """The rules refused what the running unit was doing (the action it belongs to ends)."""

    def mark(self) -> object:
        """Where the trace is (for :meth:`since`)."""

    def since(self, mark: object) -> tuple[Record, ...]:
        """What the trace recorded since ``mark``."""

    def use(self, decider: Decider) -> None:
        """Let ``decider`` answer the game's decisions from now on (it defers to the session's own)."""

    @property
    def own_decider(self) -> Decider:
        """The session's own decider: its script, then the first legal option."""


class Chooser:
    """The decider while exploring: it follows a path of option indexes for the explored
    decisions (of ``players``, when given; with ``unscripted``, only those the session's own
    decider has no answer for) and leaves the others to the session's own decider."""

    def __init__(self, kinds: frozenset[str], fallback: Decider, unscripted: bool,
                 players: frozenset[str] | None) -> None:
        self.kinds, self.fallback, self.unscripted, self.players = kinds, fallback, unscripted, players
        self.path: Sequence[int] = ()
        self.taken: list[tuple[int, int]] = []  # (option taken, number of options) of each explored decision

    def explores(self, player: str, kind: str) -> bool:
        return kind in self.kinds and (self.players is None or player in self.players) and not (
            self.unscripted and self.fallback.answers(player, kind))

    def answers(self, player: str, kind: str) -> bool:
        return self.explores(player, kind) or self.fallback.answers(player, kind)

    def choose(self, player: str, kind: str, options: Sequence[T], describe: Callable[[T], str]) -> T:
        if len(options) < 2 or not self.explores(player, kind):
            return self.fallback.choose(player, kind, options, describe)
        i = len(self.taken)
        index = self.path[i] if i < len(self.path) else 0
        self.taken.append((index, len(options)))
        return options[index]


@dataclass
class Anchor:
    """The last saved state on the way being walked: a node, its copy, the path its unit took
    (None: its unit is not run yet) and how many units ran since."""

    node: int
    saved: object
    path: Sequence[int] | None
    since: int = 0


@dataclass
class Edge:
    """A way from a state to the next state where the choices branch (or to a final state)."""

    target: int
    records: tuple[Record, ...]  # what the trace recorded along it
    choices: tuple[int, ...] = ()  # the options taken at the explored decisions along it


@dataclass
class Node:
    """A state where the choices branch, a final state (``leaf``), or the start."""

    key: Hashable
    edges: list[Edge] = field(default_factory=list)
    leaf: object | None = None  # a final state: the session's saved copy of it
    dropped: list[str] = field(default_factory=list)  # branches the session could not play (why)


@dataclass
class Graph:
    """Every run the explored choices reach, as a graph of distinct states."""

    nodes: list[Node]
    complete: bool  # False: the guard on distinct states was hit, some runs are missing
    decisions: int = 0  # explored decisions met (each time a unit was run)
    states: int = 0  # states visited (units run from a saved copy or on)
    seconds: float = 0.0

    @property
    def root(self) -> Node:
        return self.nodes[0]

    def leaves(self) -> list[Node]:
        return [n for n in self.nodes if n.leaf is not None]

    def paths(self, limit: int | None = None) -> Iterator[tuple[Node, tuple[Record, ...]]]:
        """Each run: its final state and what the trace recorded along it (at most ``limit``)."""
        count = 0
        stack: list[tuple[int, tuple[Record, ...]]] = [(0, ())]
        while stack:
            index, records = stack.pop()
            node = self.nodes[index]
            if node.leaf is not None:
                yield node, records
                count += 1
                if limit is not None and count >= limit:
                    return
            for edge in reversed(node.edges):
                stack.append((edge.target, records + edge.records))

    def count_paths(self) -> int:
        """How many runs the graph holds (paths from the start to a final state)."""
        counts: dict[int, int] = {}
        order = self._topological()
        for index in reversed(order):
            node = self.nodes[index]
            counts[index] = (1 if node.leaf is not None else 0) + sum(counts[e.target] for e in node.edges)
        return counts.get(0, 0)

    def _topological(self) -> list[int]:
        seen: set[int] = set()
        order: list[int] = []
        stack: list[tuple[int, bool]] = [(0, False)]
        while stack:
            index, done = stack.pop()
            if done:
                order.append(index)
                continue
            if index in seen:
                continue
            seen.add(index)
            stack.append((index, True))
            stack.extend((e.target, False) for e in self.nodes[index].edges if e.target not in seen)
        order.reverse()
        return order


class Explorer:
    """One exploration of a session (see the module's docstring)."""

    def __init__(self, session: Session, kinds: Sequence[str], players: Sequence[str] | None = None,
                 unscripted: bool = False, guard: int = STATE_GUARD) -> None:
        self.session = session
        self.chooser = Chooser(frozenset(kinds), session.own_decider, unscripted,
                               frozenset(players) if players is not None else None)
        self.guard = guard
        self.nodes: list[Node] = []
        self.index: dict[Hashable, int] = {}
        self.complete = True
        self.decisions = 0
        self.states = 0
        # the work left: (node, its saved copy, the paths of its first unit still to walk)
        self.work: list[tuple[int, object, list[list[int]]]] = []
        self.dropped = ""  # why the last branch could not be played
        self.forking: set[Hashable] = set()  # what the units that asked an explored decision ran

    def run(self) -> Graph:
        start = time.perf_counter()
        self.session.use(self.chooser)
        self.nodes.append(Node(key=("start",)))
        self._descend(0, (), (), Anchor(0, self.session.save(), None))
        while self.work:
            node, saved, paths = self.work[-1]
            path = paths.pop()
            self.session.load(self.session.copy(saved))
            mark = self.session.mark()
            ok = self._unit(path)
            paths.extend(self._alternatives(len(path)))  # decisions deeper in the unit, met on this path
            if not paths:
                self.work.pop()  # every path of the node's unit walked
            if not ok:
                self.nodes[node].dropped.append(self.dropped)
                continue
            self._descend(node, self.session.since(mark), tuple(path), Anchor(node, saved, path))
        self.session.use(self.session.own_decider)
        return Graph(self.nodes, self.complete, self.decisions, self.states, time.perf_counter() - start)

    # ------------------------------------------------------------ walking
    def _descend(self, parent: int, records: tuple[Record, ...], choices: tuple[int, ...], anchor: Anchor) -> None:
        """Play on from the live session (just after ``anchor``'s unit) along first options until a
        state where the choices branch, a state met before, or the end. States are saved only
        where the choices branch: the state before such a unit is found again by running the
        units since the anchor once more (they are deterministic)."""
        session = self.session
        while True:
            if session.finished():
                final: Hashable = ("leaf", session.key(None))
                target = self.index.get(final)
                if target is None:
                    target = self._new(Node(key=final, leaf=session.save()))
                self.nodes[parent].edges.append(Edge(target, records, choices))
                return
            upcoming = session.upcoming()
            saved, key = None, None
            if upcoming in self.forking:  # a unit like those that branched: known already?
                key = session.key(None)
                target = self.index.get(key)
                if target is not None:  # a branching state met before (an equal state branches alike)
                    self.nodes[parent].edges.append(Edge(target, records, choices))
                    return
                saved = session.save()
            mark = session.mark()
            ok = self._unit(())
            paths = self._alternatives(0)
            if not paths:
                if not ok:
                    self.nodes[parent].dropped.append(self.dropped)
                    return
                records += session.since(mark)
                if saved is not None:
                    anchor = Anchor(parent, saved, None, 1)  # a fresher copy to come back to
                else:
                    anchor.since += 1
                continue
            self.forking.add(upcoming)
            rerun = saved is None  # the state before the unit is found again, and the unit run again
            if saved is None or key is None:
                saved = self._before(anchor)
                key = session.key(saved)
                target = self.index.get(key)
                if target is not None:  # met before: its runs are known
                    self.nodes[parent].edges.append(Edge(target, records, choices))
                    return
            if len(self.nodes) >= self.guard:
                self.complete = False
                self.nodes[parent].dropped.append(f"more than {self.guard} distinct states: not walked")
                return
            node = self._new(Node(key=key))
            self.nodes[parent].edges.append(Edge(node, records, choices))
            self.work.append((node, saved, paths))
            if rerun:
                mark = session.mark()
                ok = self._unit(())
            if not ok:
                self.nodes[node].dropped.append(self.dropped)
                return
            parent, records, choices, anchor = node, session.since(mark), (), Anchor(node, saved, ())

    def _before(self, anchor: Anchor) -> object:
        """Go back to the state just before the unit that was run last, and save it: from the
        anchor's copy, its unit and the units after it, run again."""
        self.session.load(self.session.copy(anchor.saved))
        if anchor.path is not None:
            self._unit(anchor.path)
        for _ in range(anchor.since):
            self._unit(())
        return self.session.save()

    def _unit(self, path: Sequence[int]) -> bool:
        """Run the next unit along ``path``; False when the session cannot play this branch."""
        self.chooser.path, self.chooser.taken = path, []
        self.states += 1
        try:
            self.session.advance()
        except IllegalActionError as exc:
            self.session.refused(exc)
        except DmRulesError as exc:
            self.dropped = str(exc)
            return False
        finally:
            self.decisions += len(self.chooser.taken)
        return True

    def _alternatives(self, start: int) -> list[list[int]]:
        """The paths of the unit just run that differ from it first at an explored decision from
        ``start`` on (the deepest last, so it is walked first)."""
        taken = self.chooser.taken
        out: list[list[int]] = []
        for depth in range(start, len(taken)):
            _, n = taken[depth]
            prefix = [i for i, _ in taken[:depth]]
            out.extend(prefix + [alt] for alt in range(n - 1, 0, -1))
        return out

    def _new(self, node: Node) -> int:
        self.nodes.append(node)
        self.index[node.key] = len(self.nodes) - 1
        return len(self.nodes) - 1


def explore(session: Session, kinds: Sequence[str], players: Sequence[str] | None = None,
            unscripted: bool = False, guard: int | None = None) -> Graph:
    """Every run of ``session`` over the choices of the decisions of ``kinds`` (of ``players``,
    when given; with ``unscripted``, only those its own decider leaves open), walking at most
    ``guard`` distinct states (default :data:`STATE_GUARD`)."""
    return Explorer(session, kinds, players, unscripted, STATE_GUARD if guard is None else guard).run()


# ------------------------------------------------------------------ what the runs recorded
Tokens = Callable[[Record], Sequence[str]]
Position = tuple[int, int, int]  # (node, edge, tokens read) or (node, -1, 0): at the node


class Language:
    """The sequences of tokens the runs of a graph record, per final state, as an automaton.

    ``tokens`` turns each record of the trace into tokens (none for most records): a verdict
    about an order reads its steps this way. The runs to a final state may be too many to walk
    one by one (the orders of nine waiting effects); their token sequences are read off the
    graph with a deterministic automaton (subset construction; the graph is acyclic, so is the
    automaton), which counts them, lists the first few and tells whether one is among them."""

    def __init__(self, graph: Graph, tokens: Tokens) -> None:
        self.graph = graph
        self.labels = [[tuple(t for r in e.records for t in tokens(r)) for e in n.edges] for n in graph.nodes]
        self.start = self._closure([(0, -1, 0)])
        self._next: dict[frozenset[Position], dict[str, frozenset[Position]]] = {}
        self._counts: dict[tuple[frozenset[Position], int | None], int] = {}

    def _closure(self, positions: Iterable[Position]) -> frozenset[Position]:
        out: set[Position] = set()
        stack = list(positions)
        while stack:
            node, edge, read = stack.pop()
            if edge >= 0 and read == len(self.labels[node][edge]):
                node, edge, read = self.graph.nodes[node].edges[edge].target, -1, 0
            if (node, edge, read) in out:
                continue
            out.add((node, edge, read))
            if edge < 0:
                stack.extend((node, i, 0) for i in range(len(self.labels[node])))
        return frozenset(p for p in out if p[1] >= 0 or self.graph.nodes[p[0]].leaf is not None)

    def _step(self, state: frozenset[Position]) -> dict[str, frozenset[Position]]:
        found = self._next.get(state)
        if found is None:
            moves: dict[str, list[Position]] = {}
            for node, edge, read in state:
                if edge >= 0:
                    moves.setdefault(self.labels[node][edge][read], []).append((node, edge, read + 1))
            found = self._next[state] = {t: self._closure(ps) for t, ps in sorted(moves.items())}
        return found

    def _accepts(self, state: frozenset[Position], leaf: int | None) -> bool:
        if leaf is not None:
            return (leaf, -1, 0) in state
        return any(edge < 0 for _, edge, _ in state)

    def count(self, leaf: int | None = None, state: frozenset[Position] | None = None) -> int:
        """How many distinct sequences the runs to ``leaf`` (None: to any final state) record
        (from ``state``: the start)."""
        state = self.start if state is None else state
        key = (state, leaf)
        found = self._counts.get(key)
        if found is None:
            found = int(self._accepts(state, leaf)) + sum(self.count(leaf, s) for s in self._step(state).values())
            self._counts[key] = found
        return found

    def sequences(self, leaf: int | None, limit: int) -> list[tuple[str, ...]]:
        """The first ``limit`` sequences the runs to ``leaf`` (None: any final state) record, in
        the order of their tokens."""
        out: list[tuple[str, ...]] = []
        stack: list[tuple[frozenset[Position], tuple[str, ...]]] = [(self.start, ())]
        while stack and len(out) < limit:
            state, seq = stack.pop()
            if self._accepts(state, leaf):
                out.append(seq)
            steps = self._step(state)
            stack.extend((s, (*seq, t)) for t, s in reversed(steps.items()) if self.count(leaf, s))
        return out

    def contains(self, leaf: int | None, sequence: Sequence[str]) -> bool:
        """Whether a run to ``leaf`` (None: any final state) records exactly ``sequence``."""
        state = self.start
        for token in sequence:
            nxt = self._step(state).get(token)
            if nxt is None:
                return False
            state = nxt
        return self._accepts(state, leaf)


@dataclass(frozen=True)
class Saved:
    """A session's saved copy: what changes (copied together, so they keep pointing at each
    other), and where the trace was."""

    parts: tuple[Any, ...]
    mark: tuple[int, int]


class GameSession:
    """A session over a game alone (no scenario): ``steps`` are what is done to it, in order,
    once its agenda is empty (each a function of the game). For tests and random play."""

    def __init__(self, game: Game, steps: Sequence[Callable[[Game], object]]) -> None:
        self.game = game
        self.steps = list(steps)
        self.next = 0
        self.decider = game.decider
        game.driven = True

    def _script(self) -> dict[tuple[str, str], tuple[str, ...]]:
        return self.decider.script_left() if isinstance(self.decider, Scripted) else {}

    def save(self) -> object:
        parts = (self.game.state, self.next, self._script())
        return Saved(Copier(shared=[self.game]).copy(parts), self.game.trace.mark())

    def copy(self, saved: object) -> object:
        assert isinstance(saved, Saved)
        return Saved(Copier(shared=[self.game]).copy(saved.parts), saved.mark)

    def load(self, saved: object) -> None:
        assert isinstance(saved, Saved)
        self.game.state, self.next, script = saved.parts
        if isinstance(self.decider, Scripted):
            self.decider.restore_script(script)
        self.game.trace.rewind(saved.mark)

    def key(self, saved: object | None) -> Hashable:
        if saved is None:
            state, step, script = self.game.state, self.next, self._script()
        else:
            assert isinstance(saved, Saved)
            state, step, script = saved.parts
        return state_key(state, Namer(shared=[self.game])), step, tuple(sorted(script.items()))

    def finished(self) -> bool:
        return not self.game.state.agenda and self.next >= len(self.steps)

    def advance(self) -> None:
        game = self.game
        if game.state.agenda:
            game.run_next_step()
            return
        step = self.steps[self.next]
        self.next += 1
        step(game)

    def upcoming(self) -> Hashable:
        state = self.game.state
        return (state.agenda[-1].run, min(len(state.waiting), 2)) if state.agenda else ("step", self.next)

    def refused(self, error: IllegalActionError) -> None:
        return None

    def mark(self) -> object:
        return self.game.trace.mark()

    def since(self, mark: object) -> tuple[Record, ...]:
        return self.game.trace.since(mark)  # type: ignore[arg-type]

    def use(self, decider: Decider) -> None:
        self.game.decider = decider

    @property
    def own_decider(self) -> Decider:
        return self.decider

    def final_games(self, graph: Graph) -> Iterator[Game]:
        """The game in each final state of ``graph`` (one game object, loaded in turn)."""
        for node in graph.leaves():
            self.load(self.copy(node.leaf))
            yield self.game
