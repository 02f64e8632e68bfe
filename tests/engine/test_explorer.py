"""The explorer (engine.explorer): every run the explored choices reach, copies used up where nothing
else needs them, ways remembered by the state they begin in, and a guard in distinct states, CPU
time and memory that says what it walked when it stops."""

from __future__ import annotations

import gc
from itertools import count

import pytest

from engine import explorer
from engine.explorer import GameSession, Graph, Language, explore, limits
from engine.game import Game
from engine.model.errors import ScriptError
from engine.model.trace import Record
from engine.policies.profiles import get_profile
from reports.cli.main import main


def _tree(game: Game) -> None:
    """A unit whose last option asks a decision more: a, b, or c then x or y (the explorer walks
    the last option from the node's copy itself, and must find the node again for the deeper one)."""
    first = game.decide("A", "order", list("abc"), str)
    game.note(first + (game.decide("A", "order", list("xy"), str) if first == "c" else ""))


def _twice(game: Game) -> None:
    """Two "order" decisions among a, b, c in one unit, noted."""
    game.note("".join(game.decide("A", "order", list("abc"), str) for _ in range(2)))


def _pick(game: Game) -> None:
    """a or b, kept in the state (a field its key reads: what follows a state is the state's)."""
    game.state.last_refusal = game.decide("A", "order", list("ab"), str)
    game.note(game.state.last_refusal)


def _then_if_b(game: Game) -> None:
    """A decision only after b (the last option of :func:`_pick`: its way was walked on the node's
    copy itself, and the state before this unit is found again from the node's origin)."""
    if game.state.last_refusal == "b":
        game.note(game.decide("A", "order", list("xy"), str))


def _notes(graph: Graph) -> list[str]:
    return sorted(str(records[-1].text()) for _, records in graph.paths())


def _session(*steps: object) -> GameSession:
    return GameSession(Game(get_profile("tcg")), list(steps))  # type: ignore[arg-type]


def test_a_deeper_decision_met_on_the_last_way_from_a_node_is_walked_too() -> None:
    graph = explore(_session(_tree), ("order",))
    assert graph.complete and _notes(graph) == ["a", "b", "cx", "cy"]


def test_an_unforeseen_decision_after_a_used_up_copy_is_walked_from_the_node_found_again() -> None:
    graph = explore(_session(_pick, _then_if_b), ("order",))
    assert graph.complete and sorted(str(r[-1].text()) for _, r in graph.paths()) == ["a", "x", "y"]


def test_every_order_of_two_units_is_walked_and_equal_states_merge() -> None:
    graph = explore(_session(_twice, _twice), ("order",))
    assert graph.complete and graph.count_paths() == 81
    assert len(_notes(graph)) == 81


@pytest.mark.parametrize("argument", ["guard", "cpu_seconds"])
def test_the_guard_stops_the_exploration_and_says_what_it_walked(argument: str) -> None:
    tiny = {"guard": {"guard": 2}, "cpu_seconds": {"cpu_seconds": 1e-9}}[argument]
    graph = explore(_session(_twice, _twice), ("order",), **tiny)  # type: ignore[arg-type]
    assert not graph.complete
    assert graph.stopped.startswith("the exploration stopped at its limit of ")
    assert "distinct state" in graph.stopped and "walked" in graph.stopped and "found" in graph.stopped
    assert graph.count_paths() < 81


def test_the_memory_guard_stops_the_exploration(monkeypatch: pytest.MonkeyPatch) -> None:
    grown = count(0, 1 << 20)  # the process seems to grow by a megabyte at each look
    monkeypatch.setattr(explorer, "_resident_bytes", lambda: next(grown))
    monkeypatch.setattr(explorer, "MEMORY_EVERY", 1)
    graph = explore(_session(_twice, _twice), ("order",), memory_mb=2)
    assert not graph.complete and "MB of memory" in graph.stopped


def test_the_guard_is_read_from_the_environment_and_a_bad_value_is_one_clear_error(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(explorer.CPU_VARIABLE, "90")
    monkeypatch.setenv(explorer.MEMORY_VARIABLE, "2048")
    assert (limits().cpu_seconds, limits().memory) == (90.0, 2048 << 20)
    assert limits(cpu_seconds=5).cpu_seconds == 5  # an argument wins
    monkeypatch.setenv(explorer.CPU_VARIABLE, "soon")
    with pytest.raises(ScriptError, match="DMRULES_EXPLORE_CPU='soon': expected a positive number"):
        limits()
    with pytest.raises(ScriptError, match="must be positive"):
        limits(states=0, cpu_seconds=1)


def test_verify_refuses_a_guard_that_is_not_positive_in_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["verify", "--explore-cpu", "-1", "features/trigger_order/heavens_gate.feature"])
    text = capsys.readouterr().err
    assert code == 2 and "must be positive" in text and "Traceback" not in text


def test_automatic_collection_is_off_while_exploring_and_as_it_was_after() -> None:
    seen: list[bool] = []

    def look(game: Game) -> None:
        seen.append(gc.isenabled())
        _twice(game)

    assert gc.isenabled()
    explore(_session(look), ("order",))
    assert seen and not any(seen) and gc.isenabled()
    gc.disable()
    try:
        explore(_session(look), ("order",))
        assert not gc.isenabled()  # off before: left off
    finally:
        gc.enable()


def test_the_explorer_collects_each_time_memory_grew_by_its_step(monkeypatch: pytest.MonkeyPatch) -> None:
    grown = count(0, explorer.GC_EVERY // 2)  # half a step more at each look
    collections: list[int] = []
    monkeypatch.setattr(explorer, "_resident_bytes", lambda: next(grown))
    monkeypatch.setattr(explorer, "MEMORY_EVERY", 1)

    def collect(generation: int = 2) -> int:
        collections.append(generation)
        return 0

    monkeypatch.setattr(gc, "collect", collect)
    graph = explore(_session(_twice, _twice), ("order",), memory_mb=1 << 20)
    assert graph.complete and collections and set(collections) == {1}
    assert len(collections) <= graph.states // 2 + 1  # not at every look: once per step grown


def test_a_collection_that_finds_no_cycle_doubles_the_step(monkeypatch: pytest.MonkeyPatch) -> None:
    """The growth a collection did not free is what the exploration keeps: the next one waits for twice as
    much (at most GC_MOST); one that finds cycles keeps the step."""
    counts = {}
    for found in (0, 1):
        grown = count(0, explorer.GC_EVERY // 2)
        collections: list[int] = []
        monkeypatch.setattr(explorer, "_resident_bytes", lambda grown=grown: next(grown))
        monkeypatch.setattr(explorer, "MEMORY_EVERY", 1)
        monkeypatch.setattr(gc, "collect", lambda generation=2, found=found, seen=collections: seen.append(1) or found)
        graph = explore(_session(_twice, _twice, _twice), ("order",), memory_mb=1 << 30)
        assert graph.complete
        counts[found] = len(collections)
    assert 0 < counts[0] < counts[1] // 2, counts  # steps of 1, 2, 4, ... GC_EVERY; else of one


@pytest.mark.parametrize("kept", ["", "a", "c"])
def test_the_language_of_a_graph_is_the_sequences_its_runs_record(kept: str) -> None:
    """Tokens of some records only (``kept``: notes holding it; none kept: every note): edges that
    record no token are crossed without reading one, and the automaton still finds every run's."""
    graph = explore(_session(_twice, _tree, _twice), ("order",))

    def tokens(record: Record) -> tuple[str, ...]:
        text = str(record.text())
        return (text,) if kept in text else ()

    runs = {tuple(t for r in records for t in tokens(r)) for _, records in graph.paths()}
    language = Language(graph, tokens)
    assert language.count() == len(runs) and set(language.sequences(None, 10_000)) == runs
    assert all(language.contains(None, run) for run in runs) and not language.contains(None, ("zz",))
    [leaf] = [i for i, n in enumerate(graph.nodes) if n.leaf is not None]  # notes leave the state alike
    assert language.count(leaf) == len(runs)
