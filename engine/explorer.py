"""The explorer: every outcome the players' choices reach, by forking games and merging equal states.

A game runs in units: a step of its agenda (engine.model.agenda), or, when the agenda is empty,
the next thing the caller does to it (a scenario's next step). Between two units nothing of the
game lives on Python's stack, so its state can be copied there and played on. The explorer walks
the choices of some decision kinds (``kinds``: e.g. the order of waiting effects, which the TCG
leaves to the players): where a unit asks such a decision with two options or more, the state
before the unit is saved and each option is walked from a copy of it (the last one from the
saved state itself when nothing else needs it); a decision deeper in the same unit is walked by
running the unit again from a copy with the earlier answers (a unit is short).

Like a model checker, it keeps a visited set: a state whose canonical key
(:func:`engine.model.snapshot.state_key`) was met before is not walked again, its outcomes are
those found the first time. Two states are keyed on each way: the state where the choices
branch (a node of the graph), and the state just after the unit that branched, where the way
begins: what follows a state is determined by it, so a way that begins in a state met before
ends where that one ended, recording what it recorded, without its units being run again.

The result is a graph: states where the choices branch, edges carrying what the trace recorded
along them, and the distinct final states (leaves). Every path of the graph is a run the
players' choices reach; the graph holds them all unless the exploration's guard stopped it
(``complete`` False; ``stopped`` says why and what was walked): at most :data:`STATE_GUARD`
distinct states, :data:`CPU_GUARD` CPU seconds and :data:`MEMORY_GUARD` bytes of memory grown,
whichever comes first (CPU time, not wall: a loaded machine does not make a result partial).
Environment variables raise them for a whole run (``DMRULES_EXPLORE_CPU`` seconds,
``DMRULES_EXPLORE_MEMORY`` megabytes); :func:`explore`'s arguments for one exploration.
"""

from __future__ import annotations

import gc
import os
import resource
import sys
import time
from collections.abc import Callable, Hashable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol, TypeVar

from engine.game import Game
from engine.model.decisions import Decider, Scripted
from engine.model.errors import DmRulesError, IllegalActionError, ScriptError
from engine.model.snapshot import Copier, Namer, state_key
from engine.model.state import GameState
from engine.model.trace import Record

T = TypeVar("T")

# The guard of one exploration: past any of these it stops, and its graph is partial.
STATE_GUARD = 100_000  # distinct states walked
# CPU seconds spent exploring. The suite's costliest exploration (three 術英雄 チュレンテンホウ under
# tcg-2020: 15,262 explored decisions over 3,711 branching states, 7,484,400 runs) takes about 25 CPU
# seconds on a 2-core machine; at 20 the gate's complete result would become partial.
CPU_GUARD = 60.0
MEMORY_GUARD = 1 << 30  # bytes the process's resident memory grew by while exploring
CPU_VARIABLE, MEMORY_VARIABLE = "DMRULES_EXPLORE_CPU", "DMRULES_EXPLORE_MEMORY"  # seconds; megabytes
MEMORY_EVERY = 64  # units run between two looks at the process's memory
# While exploring, Python's automatic collection is off (it scanned the saved copies' hundreds of
# thousands of objects over and over: about a tenth of an exploration's time); the explorer collects
# the young objects itself each time the process's resident memory grew by this many bytes since the
# last collection, so the cycles a discarded copy leaves never hold more than this. A collection
# that finds no cycle (the growth is what the exploration keeps: its saved copies, its graph) doubles
# the step to the next one, up to GC_MOST; one that finds some sets it back.
GC_EVERY = 32 << 20
GC_MOST = 256 << 20
WAY_TRIALS = 16  # ways of each kind whose first state is keyed whatever it saves (Explorer._worth_keying)


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
        """What the next unit runs (a step's function and what it resolves, or the caller's next
        step): the explorer saves the state before units like those that asked an explored
        decision before."""

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


@dataclass(frozen=True)
class Limits:
    """How far one exploration may go: distinct states, CPU seconds, bytes of memory grown."""

    states: int = STATE_GUARD
    cpu_seconds: float = CPU_GUARD
    memory: int = MEMORY_GUARD

    def describe(self) -> str:
        return (f"{self.states:,} distinct states, {self.cpu_seconds:g} CPU seconds, "
                f"{self.memory / (1 << 20):,.0f} MB of memory")


def limits(states: int | None = None, cpu_seconds: float | None = None, memory_mb: float | None = None) -> Limits:
    """The guard of an exploration: what is given, else the environment's (``DMRULES_EXPLORE_CPU``
    seconds, ``DMRULES_EXPLORE_MEMORY`` megabytes), else the defaults. A value that is not a
    positive number is a :class:`ScriptError` naming it."""
    cpu = cpu_seconds if cpu_seconds is not None else _from_environment(CPU_VARIABLE, CPU_GUARD)
    mb = memory_mb if memory_mb is not None else _from_environment(MEMORY_VARIABLE, MEMORY_GUARD / (1 << 20))
    out = Limits(STATE_GUARD if states is None else states, float(cpu), int(mb * (1 << 20)))
    if out.states < 1 or not out.cpu_seconds > 0 or out.memory < 1:
        raise ScriptError(f"the explorer's guard must be positive: {out.describe()}")
    return out


def _from_environment(name: str, default: float) -> float:
    text = os.environ.get(name, "").strip()
    if not text:
        return default
    try:
        value = float(text)
    except ValueError:
        value = float("nan")
    if not value > 0:
        raise ScriptError(f"{name}={text!r}: expected a positive number "
                          f"({'seconds of CPU time' if name == CPU_VARIABLE else 'megabytes'})")
    return value


def _counted(n: int, what: str) -> str:
    return f"{n:,} {what}{'' if n == 1 else 's'}"


def _resident_bytes() -> int:
    """The process's resident memory now (Linux), else the most it had (elsewhere)."""
    try:
        with open("/proc/self/statm", "rb") as f:
            return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")
    except (OSError, ValueError, IndexError):
        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        return peak if sys.platform == "darwin" else peak * 1024


@dataclass
class Anchor:
    """Where the way being walked can be found again. Its origin: a node (``base``), the path its
    unit took (None: the start, no unit) and how many units ran since (``walked``); and the
    nearest saved copy on it: ``saved`` (None: the base node's own state, which
    :meth:`Explorer._load_node` finds), the path to run its unit along (None: none) and how many
    units ran since (``since``)."""

    base: int
    base_path: Sequence[int] | None
    saved: object | None
    path: Sequence[int] | None
    walked: int = 0
    since: int = 0

    @classmethod
    def at(cls, node: int, saved: object | None, path: Sequence[int] | None) -> Anchor:
        """The way that begins with ``node``'s unit run along ``path`` (``saved``: its state)."""
        return cls(node, path, saved, path)

    def ran(self) -> None:
        """One more unit ran on the way."""
        self.walked += 1
        self.since += 1

    def fresher(self, saved: object) -> Anchor:
        """The same way, with a copy saved just before the unit that ran last."""
        return Anchor(self.base, self.base_path, saved, None, self.walked + 1, 1)


@dataclass
class Edge:
    """A way from a state to the next state where the choices branch (or to a final state)."""

    target: int
    records: tuple[Record, ...]  # what the trace recorded along it
    choices: tuple[int, ...] = ()  # the options taken at the explored decisions along it


@dataclass
class Node:
    """A state where the choices branch, a final state (``leaf``), or the start."""

    # its canonical key, for the visited set; None once the exploration is over (nothing else reads it, and
    # the keys are most of a graph's objects: dropped, they never reach the cycle collector)
    key: Hashable
    edges: list[Edge] = field(default_factory=list)
    leaf: object | None = None  # a final state: the session's saved copy of it
    dropped: list[str] = field(default_factory=list)  # branches the session could not play (why)


@dataclass(frozen=True)
class Way:
    """Where a way that begins in a given state leads: the node it ends at (None: it could not be
    played, ``dropped`` says why) and what the trace recorded along it."""

    target: int | None
    records: tuple[Record, ...]
    dropped: str = ""


@dataclass
class Graph:
    """Every run the explored choices reach, as a graph of distinct states."""

    nodes: list[Node]
    complete: bool  # False: the guard stopped the exploration, some runs are missing
    decisions: int = 0  # explored decisions met (each time a unit was run)
    states: int = 0  # units run (from a saved copy or on)
    seconds: float = 0.0  # CPU seconds the exploration took
    stopped: str = ""  # why the guard stopped it and what it had walked ("" when complete)

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


class Stop(Exception):
    """The exploration's guard was hit (the message says which limit)."""


class Explorer:
    """One exploration of a session (see the module's docstring)."""

    def __init__(self, session: Session, kinds: Sequence[str], players: Sequence[str] | None = None,
                 unscripted: bool = False, guard: Limits | None = None) -> None:
        self.session = session
        self.chooser = Chooser(frozenset(kinds), session.own_decider, unscripted,
                               frozenset(players) if players is not None else None)
        self.limits = guard or limits()
        self.nodes: list[Node] = []
        self.index: dict[Hashable, int] = {}  # node keys
        self.ways: dict[Hashable, Way] = {}  # the key of the state a way begins in -> where it leads
        self.way_stats: dict[Hashable, list[int]] = {}  # per kind of first unit: see _worth_keying
        self.decisions = 0
        self.states = 0
        # the work left: (node, its saved copy, the paths of its first unit still to walk)
        self.work: list[tuple[int, object, list[list[int]]]] = []
        self.dropped = ""  # why the last branch could not be played
        self.forking: set[Hashable] = set()  # what the units that asked an explored decision ran
        self.deep: set[int] = set()  # nodes whose unit asked more than one explored decision on a path
        self.origin: dict[int, tuple[int, Sequence[int] | None, int]] = {}  # how each node was reached (Anchor)
        self.root: object = None  # the start's saved copy
        self.stopped = ""
        self.cpu_end = 0.0
        self.memory_end = 0
        self.collected_at = 0  # the process's resident memory after the last collection (_grown)
        self.collect_step = GC_EVERY  # bytes grown since then before the next one (_grown)

    def run(self) -> Graph:
        start = time.process_time()
        self.cpu_end = start + self.limits.cpu_seconds
        self.memory_end = _resident_bytes() + self.limits.memory
        session = self.session
        session.use(self.chooser)
        collecting = gc.isenabled()
        gc.disable()
        self.collected_at = _resident_bytes()
        try:
            self.nodes.append(Node(key=("start",)))
            self.root = session.save()
            self._descend(0, (), (), Anchor.at(0, self.root, None))
            while self.work:
                self._next_way()
        except Stop as stop:
            self.stopped = str(stop)
        finally:
            for node in self.nodes:
                node.key = None
            self.index.clear()
            self.ways.clear()
            if collecting:
                gc.enable()
            session.use(session.own_decider)
        seconds = time.process_time() - start
        stopped = ""
        if self.stopped:
            walked, found = len(self.nodes) - 1, Graph(self.nodes, False).count_paths()
            stopped = f"{self.stopped}: {_counted(walked, 'distinct state')} walked, {_counted(found, 'run')} found"
        return Graph(self.nodes, not stopped, self.decisions, self.states, seconds, stopped)

    def _next_way(self) -> None:
        """Walk the next path of the node on top of the work left, from a copy of its saved state
        (from the saved state itself for its last path, unless its unit asks deeper decisions)."""
        session = self.session
        node, saved, paths = self.work[-1]
        path = paths.pop()
        last = not paths and node not in self.deep
        if last:
            self.work.pop()
            session.load(saved)  # used up
        else:
            session.load(session.copy(saved))
        mark = session.mark()
        ok = self._unit(path)
        more = self._alternatives(len(path))
        if more and last:  # rare: the last path met a deeper decision, and the node's copy is used up
            self.deep.add(node)
            records, here = session.since(mark), session.save()
            self._load_node(node)
            self.work.append((node, session.save(), more))
            session.load(here)
            self._on(node, ok, records, path)
            return
        paths.extend(more)
        if not paths and not last:
            self.work.pop()  # every path of the node's unit walked
        self._on(node, ok, session.since(mark), path, None if last else saved)

    def _on(self, node: int, ok: bool, records: tuple[Record, ...], path: Sequence[int],
            saved: object | None = None) -> None:
        """Walk on from a node's unit just run along ``path`` (``saved``: the node's copy, if still whole)."""
        if not ok:
            self.nodes[node].dropped.append(self.dropped)
            return
        self._descend(node, records, tuple(path), Anchor.at(node, saved, path))

    def _load_node(self, node: int) -> None:
        """Put the live session in ``node``'s state: from its saved copy, or, when that is used up,
        by running its units again from the nearest node whose copy is whole (they are deterministic)."""
        chain: list[tuple[Sequence[int] | None, int]] = []
        saved: object | None = None
        while saved is None:
            saved = next((s for n, s, _ in reversed(self.work) if n == node), None)
            if saved is None and node == 0:
                saved = self.root
            if saved is None:
                node, path, walked = self.origin[node]
                chain.append((path, walked))
        self.session.load(self.session.copy(saved))
        for path, walked in reversed(chain):
            if path is not None:
                self._unit(path)
            for _ in range(walked):
                self._unit(())

    # ------------------------------------------------------------ walking
    def _descend(self, parent: int, records: tuple[Record, ...], choices: tuple[int, ...], anchor: Anchor) -> None:
        """Play on from the live session (just after ``parent``'s unit) along first options, way
        after way, until a state met before or the end. Each way begins with the state just after
        a unit that branched: a way that begins in a state met before ends where that one ended
        (:class:`Way`); else it is walked (:meth:`_walk`)."""
        session = self.session
        while True:
            begins: Hashable | None = None
            kind: Hashable = None
            if not session.finished():
                kind = session.upcoming()
                if kind not in self.forking and self._worth_keying(kind):
                    begins = session.key(None)
                    way = self.ways.get(begins)
                    self.way_stats[kind][1 if way is None else 2] += 1
                    if way is not None:  # a way walked before: it leads where it led
                        if way.target is None:
                            self.nodes[parent].dropped.append(way.dropped)
                        else:
                            self.nodes[parent].edges.append(Edge(way.target, records + way.records, choices))
                        return
            units = self.states
            found = self._walk(parent, records, choices, anchor, begins)
            if begins is not None:
                self.way_stats[kind][3] += self.states - units
            if found is None:
                return
            parent, records, choices, anchor = found

    def _worth_keying(self, kind: Hashable) -> bool:
        """Whether to key the state a way begins in, for ways that begin with a unit like ``kind``:
        always at first (:data:`WAY_TRIALS` of them, and one in :data:`WAY_TRIALS` later on), then
        only while keying saves more units than it costs (a key costs about a unit, and saves the
        units of the way when it finds it walked before). Counted in units, not seconds, so the
        same exploration always takes the same ways."""
        stats = self.way_stats.setdefault(kind, [0, 0, 0, 0])  # ways seen, walked, found, units walked
        stats[0] += 1
        seen, walked, found, units = stats
        if seen <= WAY_TRIALS or not seen % WAY_TRIALS:
            return True
        keyed = walked + found
        return walked > 0 and found * units >= keyed * walked

    def _walk(self, parent: int, records: tuple[Record, ...], choices: tuple[int, ...], anchor: Anchor,
              begins: Hashable | None) -> tuple[int, tuple[Record, ...], tuple[int, ...], Anchor] | None:
        """One way: from the live session along first options to a state where the choices
        branch, a final state, or a branch that can't be played; remembered under ``begins`` (the
        key of the state it began in). States are saved only before units like those that
        branched: where an unforeseen one branches, the state before it is found again by running
        the units since the anchor once more (they are deterministic). Where the way reaches a new
        node, that node's unit has just run along its first options: what to walk on from."""
        session = self.session
        head = len(records)  # what the branching unit recorded, before the way

        def end(target: int | None, why: str = "") -> None:
            if target is None:
                self.nodes[parent].dropped.append(why)
            else:
                self.nodes[parent].edges.append(Edge(target, records, choices))
            if begins is not None:
                self.ways[begins] = Way(target, records[head:], why)

        while True:
            if session.finished():
                final: Hashable = ("leaf", session.key(None))
                target = self.index.get(final)
                if target is None:
                    target = self._new(Node(key=final, leaf=session.save()))
                end(target)
                return None
            upcoming = session.upcoming()
            saved, key = None, None
            if upcoming in self.forking:  # a unit like those that branched: known already?
                key = session.key(None)
                target = self.index.get(key)
                if target is not None:  # a branching state met before (an equal state branches alike)
                    end(target)
                    return None
                saved = session.save()
            mark = session.mark()
            ok = self._unit(())
            paths = self._alternatives(0)
            if not paths:
                if not ok:
                    end(None, self.dropped)
                    return None
                records += session.since(mark)
                if saved is not None:
                    anchor = anchor.fresher(saved)  # a fresher copy to come back to
                else:
                    anchor.ran()
                continue
            deep = len(self.chooser.taken) > 1
            self.forking.add(upcoming)
            rerun = saved is None  # the state before the unit is found again, and the unit run again
            if saved is None or key is None:
                saved = self._before(anchor)
                key = session.key(saved)
                target = self.index.get(key)
                if target is not None:  # met before: its runs are known
                    end(target)
                    return None
            if len(self.nodes) >= self.limits.states:
                raise Stop(f"the exploration stopped at its limit of {_counted(self.limits.states, 'distinct state')}")
            node = self._new(Node(key=key))
            self.origin[node] = (anchor.base, anchor.base_path, anchor.walked)
            end(node)
            if deep:
                self.deep.add(node)
            self.work.append((node, saved, paths))
            if rerun:
                mark = session.mark()
                ok = self._unit(())
            if not ok:
                self.nodes[node].dropped.append(self.dropped)
                return None
            return node, session.since(mark), (), Anchor.at(node, saved, ())

    def _before(self, anchor: Anchor) -> object:
        """Go back to the state just before the unit that was run last, and save it: from the
        anchor's copy (or its node's state), its unit and the units after it, run again."""
        if anchor.saved is None:
            self._load_node(anchor.base)
        else:
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
        if time.process_time() > self.cpu_end:
            raise Stop(f"the exploration stopped at its limit of {self.limits.cpu_seconds:g} CPU seconds")
        if not self.states % MEMORY_EVERY and self._grown():
            raise Stop(f"the exploration stopped at its limit of {self.limits.memory / (1 << 20):,.0f} MB "
                       "of memory")
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

    def _grown(self) -> bool:
        """Whether the process's memory grew past the guard's limit; first, if it grew by the
        step since the last collection (:data:`GC_EVERY`, doubled after each collection that found
        no cycle, at most :data:`GC_MOST`) or past the limit, the young objects are collected (the
        automatic collection is off while exploring: :meth:`run`)."""
        resident = _resident_bytes()
        if resident > self.collected_at + self.collect_step or resident > self.memory_end:
            found = gc.collect(1)
            resident = self.collected_at = _resident_bytes()
            self.collect_step = GC_EVERY if found else min(2 * self.collect_step, GC_MOST)
        return resident > self.memory_end

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
            unscripted: bool = False, guard: int | None = None, cpu_seconds: float | None = None,
            memory_mb: float | None = None) -> Graph:
    """Every run of ``session`` over the choices of the decisions of ``kinds`` (of ``players``,
    when given; with ``unscripted``, only those its own decider leaves open), walking at most
    ``guard`` distinct states (default :data:`STATE_GUARD`), ``cpu_seconds`` of CPU time and
    ``memory_mb`` megabytes of memory grown (defaults: :func:`limits`)."""
    return Explorer(session, kinds, players, unscripted, limits(guard, cpu_seconds, memory_mb)).run()


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
        self._nodes: dict[int, frozenset[Position]] = {}  # each node's closure (_node_closure)
        self.start = self._closure([(0, -1, 0)])
        self._next: dict[frozenset[Position], dict[str, frozenset[Position]]] = {}
        self._counts: dict[tuple[frozenset[Position], int | None], int] = {}

    def _closure(self, positions: Iterable[Position]) -> frozenset[Position]:
        """The positions reached from ``positions`` without reading a token: a position at the end of
        its edge is its target node; a node is each of its edges (and itself, for a final state).
        Kept: the positions with a token to read next, and the final states."""
        out: set[Position] = set()
        for node, edge, read in positions:
            if edge < 0:
                out |= self._node_closure(node)
            elif read == len(self.labels[node][edge]):
                out |= self._node_closure(self.graph.nodes[node].edges[edge].target)
            else:
                out.add((node, edge, read))
        return frozenset(out)

    def _node_closure(self, node: int) -> frozenset[Position]:
        """:meth:`_closure` of a node, found once per node (the automaton's states share them): its
        edges with a token, the closures of the targets of its edges without one, itself if final."""
        found = self._nodes.get(node)
        if found is not None:
            return found
        stack = [node]  # depth first, targets before the nodes they are reached from (the graph is acyclic)
        while stack:
            at = stack[-1]
            waiting = [e.target for i, e in enumerate(self.graph.nodes[at].edges)
                       if not self.labels[at][i] and e.target not in self._nodes]
            if waiting:
                stack.extend(waiting)
                continue
            stack.pop()
            if at in self._nodes:
                continue
            out: set[Position] = {(at, -1, 0)} if self.graph.nodes[at].leaf is not None else set()
            for i, e in enumerate(self.graph.nodes[at].edges):
                if self.labels[at][i]:
                    out.add((at, i, 0))
                else:
                    out |= self._nodes[e.target]
            self._nodes[at] = frozenset(out)
        return self._nodes[node]

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


def upcoming_step(state: GameState) -> Hashable:
    """What the agenda's next step runs, as :meth:`Session.upcoming` tells it: its function, and
    whether several effects wait (an order to choose) or which ability the one waiting effect has
    (the decisions a resolution asks are its ability's)."""
    waiting = state.waiting
    if len(waiting) == 1:
        return state.agenda[-1].run, 1, id(waiting.as_list()[0].ability)
    return state.agenda[-1].run, min(len(waiting), 2)


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
        return upcoming_step(state) if state.agenda else ("step", self.next)

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
