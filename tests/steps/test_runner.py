"""The scenario runner (steps/runtime/runner.py) and the statuses (steps/runtime/status.py): the
classification rule case by case, the labels, "stopped", and the step lookup in pytest's order."""

from __future__ import annotations

import json

import pytest

from engine.model.errors import (
    BoardLimitError,
    CardDataError,
    DmRulesError,
    ScriptError,
    UnknownCardError,
    UnknownProfileError,
    UnknownWordError,
)
from engine.policies.profiles import get_profile, profile_names
from reports.plugin.step_lookup import Lookups
from steps.runtime.runner import (
    CANNOT_RUN,
    NOTHING_ASSERTED,
    StepNotFound,
    check_refusals,
    classify,
    example_text,
    library,
    run,
    spoken_for,
)
from steps.runtime.status import FAILING, SHOWN, Status
from steps.runtime.world import Observation, World
from tests.helpers.scenario_runs import scenario

TURN = "Given it is player A's turn"


def world(profile: str = "tcg", asserted: bool | None = None, refused: str | None = None,
          forced: str | None = None) -> World:
    """A world under ``profile`` with one verdict seen (asserted or only recorded; None: none),
    its board refused if ``refused``."""
    w = World(get_profile(profile), forced=forced)
    if asserted is not None:
        w.observations.append(Observation("a claim", ["tcg"], "1", "1", asserted))
    w.board_refused = refused
    return w


# ------------------------------------------------------------------ the classification rule
def test_a_run_to_the_end_passed_where_asserted_else_observed() -> None:
    assert classify(world(asserted=True), None, {"tcg"}) == (Status.passed, "")
    assert classify(world(asserted=False), None, {"dmps"}) == (Status.observed, "")
    assert classify(world(), None, set()) == (Status.error, NOTHING_ASSERTED)  # asserts nothing anywhere


def test_a_refused_board_is_refused_unless_a_verdict_was_asserted() -> None:
    assert classify(world(asserted=False, refused="too many"), None, {"dmps"}) == (Status.refused, "too many")
    assert classify(world(asserted=True, refused="too many"), None, {"tcg"}) == (Status.passed, "")


def test_a_failing_verdict_is_a_failure() -> None:
    assert classify(world(asserted=True), AssertionError("under tcg: x"), {"tcg"}) == (Status.failed, "under tcg: x")


@pytest.mark.parametrize("error", [UnknownCardError("x", ["y"]), UnknownWordError("keyword", "x", ["y"]),
                                   UnknownProfileError("x", ["tcg"]), CardDataError("f.yaml", 1, "name", "bad"),
                                   StepNotFound("unknown step")], ids=lambda e: type(e).__name__)
def test_a_scenario_that_cannot_run_is_an_error_under_every_profile(error: DmRulesError) -> None:
    for speaks in ({"tcg"}, set()):
        assert classify(world(), error, speaks) == (Status.error, str(error))
    assert isinstance(error, CANNOT_RUN)


@pytest.mark.parametrize("error", [ScriptError("no creature X"), BoardLimitError("limit")],
                         ids=lambda e: type(e).__name__)
def test_a_stop_is_an_error_where_the_scenario_speaks_for_the_profile_else_a_failure(error: DmRulesError) -> None:
    detail = f"stopped: {error}"
    assert classify(world("tcg"), error, {"tcg", "dmps"}) == (Status.error, detail)
    assert classify(world("tcg", asserted=True), error, {"dmps"}) == (Status.error, detail)  # asserted before
    assert classify(world("tcg"), error, {"dmps"}) == (Status.failed, detail)
    assert classify(world("tcg"), error, set()) == (Status.failed, detail)
    # under --force-verdicts the scenario speaks for the profile whose verdicts are forced
    assert classify(world("tcg", forced="dmps"), error, {"dmps"}) == (Status.error, detail)
    assert classify(world("dmps", forced="tcg"), error, {"dmps"}) == (Status.failed, detail)


def test_anything_else_is_an_internal_error() -> None:
    internal = (Status.error, "internal error: ValueError: boom")
    assert classify(world(asserted=True), ValueError("boom"), {"tcg"}) == internal


def test_an_unacknowledged_refusal_fails_a_scenario_that_asserts() -> None:
    w = scenario("tcg", TURN, "Given player A's mana zone holds: 3 x シェル・ラック",
                 "Given player A's hand holds: 2 x シェル・ラック", "Given player A has charged mana this turn",
                 "When player A charges シェル・ラック")
    check_refusals(w)  # nothing asserted: recorded only
    w.observations.append(Observation("a claim", ["tcg"], "1", "1", True))
    with pytest.raises(AssertionError, match="an action was refused and no verdict says so"):
        check_refusals(w)


# ------------------------------------------------------------------ running
def test_a_run_records_set_up_and_actions_and_stops_at_a_missing_step() -> None:
    lib = library()
    steps = [lib.bind("given", "it is player A's turn"), lib.bind("when", "player A draws 1 card"),
             lib.bind("then", "under tcg player A's hand has 1 card"),
             lib.bind("when", "player A juggles", keyword="And", where="features/x.feature:9")]
    outcome = run(steps, "tcg", spoken_for(s.text for s in steps))
    assert outcome.status is Status.error
    assert outcome.detail.startswith("features/x.feature:9: unknown step: And player A juggles"), outcome.detail
    assert [fn.__name__ for fn, _ in outcome.world.recorded] == [steps[0].func.__name__, steps[1].func.__name__]
    assert outcome.world.observations[0].asserted and outcome.world.current_step == steps[2].text
    assert run(steps[:3], "tcg", {"tcg"}).status is Status.passed
    assert run(steps[:3], "dmps", {"tcg"}).status is Status.observed


def test_the_profiles_a_scenario_speaks_for_come_from_its_verdicts() -> None:
    texts = ["it is player A's turn", "under tcg and dmps x", "dmps-oldでは、y"]
    assert spoken_for(texts) == {"tcg", "dmps", "dmps-old"}
    assert spoken_for(["under every profile x"]) == set(profile_names())


def test_an_examples_row_is_named_as_the_results_name_it() -> None:
    assert example_text({"first": "学校男", "second": "x"}) == "first=学校男, second=x"
    assert example_text({}) == ""


def test_the_runner_finds_the_step_definitions_in_pytests_order(request: pytest.FixtureRequest) -> None:
    """The step library the runner reads is the one pytest-bdd lists (the step modules are plugins
    of this session too: conftest.py), in the same order: where several definitions match a
    step, both take the last."""
    pytests = [ctx for _, ctx in Lookups(request._fixturemanager, request.node).steps]
    assert [id(c) for c in library().definitions] == [id(c) for c in pytests]


# ------------------------------------------------------------------ the statuses
def test_the_statuses_keep_their_text_and_labels() -> None:
    assert [str(s) for s in Status] == ["passed", "observed", "refused", "failed", "error"]
    assert json.dumps({"status": Status.refused}) == '{"status": "refused"}'
    assert Status("failed") is Status.failed and Status.passed == "passed"
    assert [s.label for s in SHOWN] == ["✔ pass", "✘ FAIL", "! error", "· seen", "⊘ refused"]
    assert set(SHOWN) == set(Status)
    assert {s for s in Status if s.failing} == FAILING == {Status.failed, Status.error}


@pytest.mark.parametrize(("status", "detail", "stopped"), [
    (Status.passed, "", False), (Status.failed, "under tcg: x", False), (Status.observed, "", False),
    (Status.observed, "stopped: no creature X", True), (Status.refused, "board breaks", True),
    (Status.error, "unknown card", True)])
def test_a_run_stopped_if_it_erred_was_refused_or_stopped_where_nothing_was_asserted(
        status: Status, detail: str, stopped: bool) -> None:
    assert status.stopped(detail) is stopped
