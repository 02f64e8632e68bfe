"""Where the players choose, a verdict observes every value their choices reach; profiles differ
by a different outcome, by choice vs fixed, or by a verdict not reached."""

from __future__ import annotations

import pytest

from engine import explorer
from engine.explorer import GameSession, Graph, explore
from engine.game import Game
from engine.model.decisions import FORKED, Decision, Scripted
from engine.policies.profiles import get_profile
from reports.model.results import CHOICE, OUTCOME, UNREACHED, Row, difference
from steps.runtime import exploring
from steps.runtime.world import Noting, choice_text
from tests.helpers.sample_results import obs, prun
from tests.helpers.sample_results import scenario as result_of
from tests.helpers.scenario_runs import last, scenario

# ヘブンズ・ゲート puts two creatures whose "enters" abilities both wait (heavens_gate.feature):
# the TCG's players choose their order, DMPS fixes it.
GATE = ("Given it is player A's turn",
        "Given player A's deck has 10 cards",
        "Given player A's hand holds: 光輪の精霊 ピカリエ, 神門の精霊エールフリート, ヘブンズ・ゲート",
        "Given player A will choose 光輪の精霊 ピカリエ then 神門の精霊エールフリート to put into the battle zone",
        "When player A casts ヘブンズ・ゲート without paying its cost")
ORDER = ("| source | ability |", "| 光輪の精霊 ピカリエ | draw 1 |", "| 神門の精霊エールフリート | spell search |")
ORDER_TEXT = "1. 光輪の精霊 ピカリエ | draw 1\n2. 神門の精霊エールフリート | spell search"
REVERSED = "1. 神門の精霊エールフリート | spell search\n2. 光輪の精霊 ピカリエ | draw 1"


def test_under_tcg_an_unscripted_order_is_observed_as_every_order_the_players_reach() -> None:
    world = scenario("tcg", *GATE, "Then under dmps the waiting effects resolve in this order:", *ORDER)
    o = last(world)
    assert not o.asserted and o.outcomes == sorted([ORDER_TEXT, REVERSED]) and o.varies and o.complete
    assert o.observed == choice_text(o.outcomes)
    assert o.observed.startswith("by the players' choices, one of:\n• ")
    assert o.observed.count("\n• ") == 2 and "\n  2. " in o.observed  # a multi-line value indented


def test_under_dmps_the_order_is_fixed() -> None:
    o = last(scenario("dmps", *GATE, "Then under dmps the waiting effects resolve in this order:", *ORDER))
    assert o.outcomes == [ORDER_TEXT] and o.observed == ORDER_TEXT and not o.varies and o.held


def test_a_scripted_choice_is_not_explored() -> None:
    world = scenario("tcg", *GATE[:4], "Given player A will resolve 神門の精霊エールフリート first", GATE[4],
                     "Then under dmps the waiting effects resolve in this order:", *ORDER)
    assert last(world).outcomes == [REVERSED] and not last(world).varies


def test_an_asserted_verdict_holds_when_the_players_can_reach_it_and_fails_when_they_cannot() -> None:
    held = last(scenario("tcg", *GATE, "Then under tcg the waiting effects resolve in this order:", *ORDER))
    assert held.asserted and held.held and held.observed != held.expected  # reached by a choice
    with pytest.raises(AssertionError, match="by the players' choices, one of"):
        scenario("tcg", *GATE, "Then under tcg the waiting effects resolve in this order:",
                 "| source | ability |", "| 光輪の精霊 ピカリエ | draw 1 |")  # never reached: one effect only


def test_dmps_verdicts_forced_onto_tcg_hold_where_tcg_can_reach_them() -> None:
    world = scenario("tcg", *GATE, "Then under dmps the waiting effects resolve in this order:", *ORDER, forced="dmps")
    assert last(world).asserted and last(world).held


def test_past_the_guard_the_runs_walked_are_kept_and_said_to_be_partial(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(explorer, "STATE_GUARD", 1)
    o = last(scenario("tcg", *GATE, "Then under dmps the waiting effects resolve in this order:", *ORDER))
    assert not o.complete and o.outcomes == [ORDER_TEXT]
    assert o.observed.startswith("by the players' choices (the exploration stopped at its limit")
    assert ORDER_TEXT.replace("\n", "\n  ") in o.observed


def test_past_the_list_limit_an_order_lists_the_first_and_the_expected_and_counts_them(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(exploring, "LIST_LIMIT", 1)
    backwards = ("| source | ability |", "| 神門の精霊エールフリート | spell search |",
                 "| 光輪の精霊 ピカリエ | draw 1 |")
    o = last(scenario("tcg", *GATE, "Then under dmps the waiting effects resolve in this order:", *backwards))
    assert o.complete and o.count == 2 and o.held  # the first one, and the one expected: both listed
    assert o.outcomes == sorted([ORDER_TEXT, REVERSED]) and o.observed.startswith("by the players' choices, one of:")
    monkeypatch.setattr(exploring, "LIST_LIMIT", 0)
    o = last(scenario("tcg", *GATE, "Then under tcg the waiting effects resolve in this order:", *ORDER))
    assert o.count == 2 and o.outcomes == [ORDER_TEXT] and o.held
    assert o.observed.startswith("by the players' choices, one of 2 values (these 1 listed")


def test_a_verdict_that_walks_the_choices_itself_is_not_walked_again() -> None:
    tcg = last(scenario("tcg", *GATE, "Then under tcg the waiting effects may resolve in any order"))
    dmps = last(scenario("dmps", *GATE, "Then under tcg the waiting effects may resolve in any order"))
    assert (tcg.observed, tcg.outcomes, tcg.varies) == ("any order", ["any order"], True)
    assert (dmps.observed, dmps.varies) == ("1 of 2 orders", False)
    assert difference(tcg.as_dict(), dmps.as_dict()) == CHOICE


def test_the_scenarios_own_run_notes_the_choices_its_script_leaves_open() -> None:
    script = Scripted()
    script.add("A", Decision.ORDER, "y")
    noting = Noting(script)
    assert noting.choose("A", Decision.ORDER, ["x", "y"], str) == "y"  # scripted: not open
    assert noting.choose("A", Decision.ORDER, ["x", "y"], str) == "x"  # open: the first legal option
    assert noting.choose("A", Decision.TARGET, ["x", "y"], str) == "x"  # not a fork: not explored
    assert noting.choose("A", Decision.ORDER, ["x"], str) == "x"  # one option: no choice
    assert noting.taken == [(0, 2)]
    assert Decision.LOTTERY not in FORKED and Decision.ORDER in FORKED


def _two_choices(game: Game) -> None:
    """A step that asks player A two "order" decisions among a, b, c (in one unit) and notes them."""
    game.note("".join(game.decide("A", "order", list("abc"), str) for _ in range(2)))


def _notes(graph: Graph) -> list[str]:
    return [str(records[-1].text()) for _, records in graph.paths()]


def test_the_explorer_walks_every_answer_and_stops_at_its_guard() -> None:
    graph = explore(GameSession(Game(get_profile("tcg")), [_two_choices]), ("order",))
    every = _notes(graph)
    assert every[0] == "aa" and sorted(every) == sorted(x + y for x in "abc" for y in "abc")
    assert graph.complete and graph.count_paths() == 9
    cut = explore(GameSession(Game(get_profile("tcg")), [_two_choices, _two_choices]), ("order",), guard=2)
    assert not cut.complete  # more distinct states than the guard: said so


def test_an_unscripted_walk_leaves_the_scripts_answers_alone() -> None:
    script = Scripted()
    script.add("A", "order", "b")  # the first choice is scripted; the second is left open
    graph = explore(GameSession(Game(get_profile("tcg"), decider=script), [_two_choices]), ("order",),
                    unscripted=True)
    assert sorted(_notes(graph)) == ["ba", "bb", "bc"]
    script.add("A", "order", "b")
    graph = explore(GameSession(Game(get_profile("tcg"), decider=script), [_two_choices]), ("order",))
    assert len(_notes(graph)) == 9  # without it, the script's answer is walked over too


# ------------------------------------------------------------------ kinds of difference
def test_kinds_of_difference() -> None:
    fixed = obs("hand has 2 cards", "2")
    choice = {**obs("hand has 2 cards", "by the players' choices, one of:\n• 2\n• 3"), "outcomes": ["2", "3"],
              "varies": True}
    other = obs("hand has 2 cards", "4")
    assert difference(fixed, dict(fixed)) is None
    assert difference(fixed, choice) == difference(choice, fixed) == CHOICE  # DMPS forces 2; TCG allows 2 or 3
    assert difference(other, choice) == OUTCOME  # 4 is not among the choices
    assert difference(fixed, other) == OUTCOME
    assert difference(fixed, None) == difference(None, fixed) == UNREACHED
    assert difference(None, None) is None
    narrower = {**choice, "outcomes": ["2", "3", "4"]}
    assert difference(choice, narrower) == CHOICE
    crossing = {**choice, "outcomes": ["3", "4"]}
    assert difference(choice, crossing) == OUTCOME


def test_a_row_and_a_scenario_say_which_kind_of_difference_they_show() -> None:
    choice = {**obs("B has 2 shields", "…", asserted=False), "outcomes": ["2", "3"], "varies": True}
    row = Row("B has 2 shields", {"tcg": choice, "dmps": obs("B has 2 shields", "2"), "dmps-old": obs("x", "2")})
    assert row.kind == CHOICE and row.kinds() == {CHOICE}
    assert row.contrast() == "tcg: the players choose; dmps, dmps-old: fixed"
    s = result_of("s", [prun("tcg", "observed", [choice]), prun("dmps", observations=[obs("B has 2 shields", "2")])])
    assert s.difference_kinds() == [CHOICE] and s.difference_kind == CHOICE
    stopped = result_of("t", [prun("tcg", "refused", [], detail="board refused"), prun("dmps")])
    assert stopped.difference_kinds() == [UNREACHED]
    agree = result_of("u", [prun("tcg"), prun("dmps")])
    assert agree.difference_kinds() == [] and agree.difference_kind is None
    assert not agree.tcg_general and result_of("v", [prun("tcg")], tags=["tcg-general"]).tcg_general
