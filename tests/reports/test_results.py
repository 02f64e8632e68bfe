"""The result model: divergence computed from observed outcomes, JSON round trip."""

from __future__ import annotations

import json

import pytest

from engine.model.errors import DmRulesError
from reports.model.results import RunResult, assemble, scenario_uid
from tests.helpers.sample_results import obs, prun, sample_result, scenario


def test_divergence_is_computed_from_observed_values_not_from_what_was_asserted() -> None:
    same = scenario("s", [prun("tcg", observations=[obs("x", "1")]),
                          prun("dmps", "observed", observations=[obs("x", "1", "2", asserted=False)])])
    assert not same.diverges()  # asserted under one profile only, but both observed 1
    differ = scenario("s", [prun("tcg", observations=[obs("x", "1")]),
                            prun("dmps", observations=[obs("x", "2", "1", asserted=False)])])
    assert differ.diverges()
    assert differ.diverges("tcg", "dmps") and not differ.diverges("tcg", "tcg")


def test_a_refused_board_diverges_from_a_run_that_observed_something() -> None:
    s = scenario("s", [prun("tcg"), prun("dmps", "refused", [], detail="8 creatures: more than 7")])
    assert s.diverges()


def test_rows_put_each_verdict_side_by_side_and_mark_the_differing_ones() -> None:
    s = sample_result().scenarios[1]
    rows = s.rows(["tcg", "dmps"])
    assert [r.claim for r in rows] == ["player A can summon 凶戦士ブレイズ・クロー", "usable mana is 1"]
    assert all(r.differs for r in rows)
    assert rows[0].cells["tcg"]["observed"] == "cannot"  # type: ignore[index]
    stopped = sample_result().scenarios[2].rows(["tcg", "dmps"])
    assert stopped[0].cells["dmps"] is None  # the error stopped dmps before this verdict


def test_counts_and_status() -> None:
    result = sample_result()
    assert [s.status for s in result.scenarios] == ["passed", "passed", "error"]
    c = result.counts()
    assert (c["scenarios"], c["passed"], c["failed"], c["error"], c["diverging"]) == (3, 2, 1, 1, 2)
    assert not result.ok
    assert list(result.by_topic()) == ["mana", "zone_limits"]


def test_json_round_trip_keeps_everything() -> None:
    result = sample_result()
    result.selection = {"tags": "@mana"}
    data = json.loads(json.dumps(result.to_json()))
    back = RunResult.from_json(data)
    assert back.to_json() == result.to_json()
    run = data["scenarios"][0]["runs"]["tcg"]
    assert run["trace_digest"] == result.scenarios[0].runs["tcg"].trace_digest
    assert data["scenarios"][1]["uid"] == "mana/sample.feature::マナの支払い | diverges"


@pytest.mark.parametrize("data", [[], {"format": "other"}, {"format": "dmrules-results", "version": 99},
                                  {"format": "dmrules-results", "version": 1, "profiles": []}])
def test_reading_something_else_than_results_says_so(data: object) -> None:
    with pytest.raises(DmRulesError):
        RunResult.from_json(data)


def test_assemble_groups_records_by_scenario_and_keeps_outline_rows_apart() -> None:
    def record(profile: str, example: str) -> dict[str, object]:
        return {"feature": "mana/o.feature", "line": 4, "scenario": "outline", "description": "", "tags": ["mana"],
                "ids": ["DMPS-MANA-01"], "example": example, "feature_name": "o", "profile": profile, "forced": None,
                "status": "passed", "detail": "", "observations": [], "outcome": "", "trace": [], "duration": 0.0}

    result = assemble([record("dmps", "n=1"), record("tcg", "n=1"), record("tcg", "n=2")], ["tcg", "dmps"], [], None,
                      {"DMPS-MANA-01": "000 § マナコスト"})
    assert [s.uid for s in result.scenarios] == [scenario_uid("mana/o.feature", "outline", "n=1"),
                                                 scenario_uid("mana/o.feature", "outline", "n=2")]
    assert list(result.scenarios[0].runs) == ["tcg", "dmps"]  # in the run's profile order
    assert result.scenarios[0].source == "000 § マナコスト"
    assert result.complete


def test_a_difference_only_where_a_verdict_does_not_apply_is_no_divergence() -> None:
    """One definition counts the diverging scenarios everywhere (the terminal, the catalog's head and
    overview, JSON, attribution): a verdict that does not apply under a profile (n/a) is no different
    outcome, so a scenario that differs only there does not diverge; it is listed apart."""

    na = scenario("mana", [prun("tcg", observations=[obs("usable mana is 1", "n/a (tap mana cards)")]),
                           prun("dmps", observations=[obs("usable mana is 1", "1")])])
    real = scenario("real", [prun("tcg", observations=[obs("x", "1"), obs("usable mana is 1", "n/a (tap)")]),
                             prun("dmps", observations=[obs("x", "2"), obs("usable mana is 1", "1")])])
    assert na.only_not_applicable() == ["tcg"] and not na.diverges() and na.difference_kinds() == []
    assert real.diverges() and real.difference_kinds() == ["different outcome"]
    counts = RunResult(["tcg", "dmps"], [na, real]).counts()
    assert counts["diverging"] == 1 == counts["different outcome"]
