"""A scenario explored: its set-up and actions run again under the explorer, and what verdicts see
over every run the players' choices reach.

:class:`ScenarioSession` is the explorer's session (engine.explorer) for a scenario: a fresh
world that runs the scenario's recorded set-up and action steps, one unit at a time — a step of
the game's agenda, or the scenario's next step — and saves, loads and keys everything that
changes (the game state, the script's answers left, the actions and their refusals).

:class:`Branches` holds the result: the distinct final states, and the runs that reach them. A
verdict that reads only the final board is judged once per final state; one that reads the trace
(an order, a count of triggers) once per run, each run's trace put together from the graph's
edges. A verdict reads the trace or not as it runs: the final state is first shown to it with a
trace that refuses to be read.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterator, Sequence
from typing import Any

from engine.explorer import Chooser, Graph, Language, Node, Saved, explore, upcoming_step
from engine.model.decisions import Decider
from engine.model.errors import DmRulesError, IllegalActionError
from engine.model.snapshot import Copier, Namer, canonical, state_key
from engine.model.trace import Record, Trace
from steps.runtime.world import FREE_KINDS, World

# At most this many runs are walked for a verdict that reads the trace; past it the verdict
# records what they reached, saying that there were more.
RUN_LIMIT = 20_000


class ScenarioSession:
    """A scenario's recorded set-up and actions, run again in a fresh world, unit by unit."""

    def __init__(self, world: World) -> None:
        self.steps = list(world.recorded)
        self.world = World(world.profile, forced=world.forced)
        self.world.game.driven = True
        self.next = 0  # the next recorded step

    # ------------------------------------------------------------ saving
    def _parts(self) -> tuple[Any, ...]:
        w = self.world
        return (w.game.state, w.decider.script_left(), w.actions, w.board_refused, w.started, w.decks_set(),
                w.trace_before, self.next)

    def save(self) -> object:
        return Saved(Copier(shared=[self.world.game]).copy(self._parts()), self.world.game.trace.mark())

    def copy(self, saved: object) -> object:
        assert isinstance(saved, Saved)
        return Saved(Copier(shared=[self.world.game]).copy(saved.parts), saved.mark)

    def load(self, saved: object) -> None:
        assert isinstance(saved, Saved)
        w = self.world
        w.game.state, script, w.actions, w.board_refused, w.started, decks, w.trace_before, self.next = saved.parts
        w.decider.restore_script(script)
        w.restore_decks_set(decks)
        w.game.trace.rewind(saved.mark)

    def key(self, saved: object | None) -> Hashable:
        if saved is None:
            parts = self._parts()
        else:
            assert isinstance(saved, Saved)
            parts = saved.parts
        name = Namer(shared=[self.world.game])
        state, *rest = parts
        return state_key(state, name), canonical(tuple(rest), name)

    # ------------------------------------------------------------ running
    def finished(self) -> bool:
        return not self.world.game.state.agenda and self.next >= len(self.steps)

    def advance(self) -> None:
        game = self.world.game
        if game.state.agenda:
            game.run_next_step()
            return
        fn, kwargs = self.steps[self.next]
        self.next += 1
        fn(world=self.world, **kwargs)

    def upcoming(self) -> Hashable:
        state = self.world.game.state
        return upcoming_step(state) if state.agenda else ("scenario step", self.next)

    def refused(self, error: IllegalActionError) -> None:
        if self.world.actions:
            self.world.actions[-1].refusal = str(error)

    def mark(self) -> object:
        return self.world.game.trace.mark()

    def since(self, mark: object) -> tuple[Record, ...]:
        return self.world.game.trace.since(mark)  # type: ignore[arg-type]

    def use(self, decider: Decider) -> None:
        self.world.game.decider = decider

    @property
    def own_decider(self) -> Decider:
        return self.world.decider


class HistoryRead(Exception):
    """A verdict read the trace (a final state alone does not give its value)."""


class HistoryGuard:
    """Stands for the trace while a verdict is shown a final state alone: reading it raises
    (writing to it, a decision the verdict asks, is let through and forgotten)."""

    def __getattr__(self, name: str) -> Any:
        raise HistoryRead(name)

    def add(self, record: Record) -> None:
        return None

    def note(self, text: str) -> None:
        return None

    def mark(self) -> tuple[int, int]:
        return 0, 0

    def rewind(self, mark: tuple[int, int]) -> None:
        return None

    def __iter__(self) -> Iterator[Any]:
        raise HistoryRead("__iter__")

    def __len__(self) -> int:
        raise HistoryRead("__len__")


class Branches:
    """The runs an exploration of a scenario reached (see the module's docstring)."""

    def __init__(self, world: World, graph: Graph) -> None:
        self.world = world
        self.graph = graph
        self._leaves: dict[int, World] = {}

    @property
    def complete(self) -> bool:
        return self.graph.complete

    def leaf_world(self, node: Node) -> World:
        """A world holding a final state (its trace: none yet)."""
        found = self._leaves.get(id(node))
        if found is None:
            found = World(self.world.profile, forced=self.world.forced)
            session = ScenarioSession.__new__(ScenarioSession)
            session.world, session.steps, session.next = found, [], 0
            session.load(session.copy(node.leaf))
            self._leaves[id(node)] = found
        return found

    def runs(self, limit: int = RUN_LIMIT) -> Iterator[World]:
        """A world for each run (at most ``limit``): its final state, and its trace. The runs that
        end in one final state share its world: read each before asking for the next."""
        for node, records in self.graph.paths(limit):
            world = self.leaf_world(node)
            trace = Trace()
            trace.extend(records)
            world.game.trace = trace
            yield world

    def values(self, value: Callable[[World], str]) -> tuple[list[str], bool]:
        """Every value ``value`` takes over the runs, and whether that is all of them: once per
        final state if it reads only the board, else once per run (at most RUN_LIMIT)."""
        seen: set[str] = set()
        reads_history = False
        for node in self.graph.leaves():
            world = self.leaf_world(node)
            world.game.trace = HistoryGuard()  # type: ignore[assignment]
            try:
                seen |= _values(value, world)
            except HistoryRead:
                reads_history = True
                break
        if not reads_history:
            return sorted(seen), self.complete
        seen = set()
        count = 0
        for world in self.runs(RUN_LIMIT + 1):
            count += 1
            if count > RUN_LIMIT:
                return sorted(seen), False
            seen |= _values(value, world)
        return sorted(seen), self.complete


def _values(value: Callable[[World], str], world: World) -> set[str]:
    """The values a verdict takes on a world: one, or, where judging it asks the players a
    choice the rules leave to them (which breaker applies, ...), one for each answer."""
    game = world.game
    own = game.decider
    out: set[str] = set()
    paths: list[list[int]] = [[]]
    try:
        while paths:
            path = paths.pop()
            chooser = Chooser(FREE_KINDS, world.decider, True, None)
            chooser.path = path
            game.decider = chooser
            mark = game.trace.mark()
            try:
                out.add(value(world))
            except HistoryRead:
                raise
            except DmRulesError as exc:
                out.add(f"stopped: {exc}")
            finally:
                game.trace.rewind(mark)
            taken = chooser.taken
            paths.extend([i for i, _ in taken[:depth]] + [alt] for depth in range(len(path), len(taken))
                         for alt in range(taken[depth][1] - 1, 0, -1))
    finally:
        game.decider = own
    return out


def explore_scenario(world: World, kinds: tuple[str, ...], players: tuple[str, ...] | None = None,
                     unscripted: bool = False) -> Branches:
    """Every run of the scenario so far over the choices of ``kinds`` (see :func:`engine.explorer.explore`)."""
    session = ScenarioSession(world)
    return Branches(world, explore(session, kinds, players, unscripted))


def branches(world: World, kinds: tuple[str, ...], players: tuple[str, ...] | None = None,
             unscripted: bool = False) -> Branches:
    """The scenario's runs so far over ``kinds`` (explored once per world and what it walks)."""
    key = (len(world.recorded), kinds, players, unscripted)
    found = world.explored.get(key)
    if found is None:
        found = world.explored[key] = explore_scenario(world, kinds, players, unscripted)
    assert isinstance(found, Branches)
    return found


def outcomes(world: World, value: Callable[[World], str], observed: str) -> tuple[list[str], bool]:
    """Every value a verdict takes over the choices the script left open (``observed``: its
    value in the scenario's own run; one value when the script left none open), and whether
    every run was walked."""
    if not world.noting.taken:
        return [observed], True
    found = branches(world, tuple(sorted(FREE_KINDS)), unscripted=True)
    values, complete = found.values(value)
    return sorted({observed, *values}), complete


def explored_worlds(world: World, kinds: tuple[str, ...], players: tuple[str, ...] | None = None) -> Iterator[World]:
    """A world for each run over ``kinds`` (of ``players``' decisions only, when given). The runs
    that end in one final state share its world: read each before asking for the next."""
    return branches(world, kinds, players).runs()


# At most this many values of an order are listed; past it, a verdict lists the first ones and the
# value it expects if the players reach it, and says how many there are.
LIST_LIMIT = 64
# (world, **arguments) -> what each record of the trace shows of the order (no step for most)
OrderSteps = Callable[..., Callable[[Record], Sequence[str]]]


def numbered(steps: Sequence[str]) -> str:
    """An order as a verdict writes it: one numbered line a step (``nothing`` for none)."""
    return "\n".join(f"{i}. {s}" for i, s in enumerate(steps, 1)) or "nothing"


def unnumbered(text: str) -> list[str]:
    """The steps of an order written by :func:`numbered`."""
    return [line.split(". ", 1)[1] for line in text.splitlines() if ". " in line]


def read_order(world: World, steps: OrderSteps, **kwargs: Any) -> str:
    """The order the world's trace shows, as :func:`numbered` writes it."""
    shows = steps(world, **kwargs)
    return numbered([s for entry in world.game.trace for s in shows(entry.record)])


def order_outcomes(world: World, steps: OrderSteps, kwargs: dict[str, Any], observed: str,
                   expected: str) -> tuple[list[str], bool, int | None]:
    """Every order a verdict about an order sees over the choices the script left open, read off
    the explored graph (engine.explorer.Language): all of them when they are few, else the first
    ones and the expected one if the players reach it, with how many there are."""
    if not world.noting.taken:
        return [observed], True, None
    found = branches(world, tuple(sorted(FREE_KINDS)), unscripted=True)
    language = Language(found.graph, steps(world, **kwargs))
    total = language.count()
    if total <= LIST_LIMIT:
        values = {numbered(seq) for seq in language.sequences(None, total)}
        return sorted(values | {observed}), found.complete, None
    listed = {numbered(seq) for seq in language.sequences(None, max(1, LIST_LIMIT // 4))} | {observed}
    if language.contains(None, unnumbered(expected)):
        listed.add(expected)
    return sorted(listed), found.complete, total
