"""Fork attribution (reports/model/attribution.py): the smallest sets of forks that make one
profile observe what another does, found on real scenarios and on made-up runs that show the
search can fail, prune and report findings."""

from __future__ import annotations

from typing import Any

from engine.policies.profiles import DMPS, FORKS, TCG, Profile
from reports.model.attribution import (
    ALL_FORKS_FAIL,
    NONE_FOUND,
    Scenarios,
    attribute,
    explain_pair,
    run_observed,
    search,
    view,
)
from reports.model.attribution_runs import Observed
from reports.model.results import RunResult
from tests.helpers import ROOT
from tests.helpers.sample_results import obs, prun, scenario

FEATURES = ROOT / "features"


def parsed(feature: str, name_part: str) -> Any:
    from steps.runtime.runner import parse_feature, rendered

    return next(sc for _, sc in rendered(parse_feature(FEATURES / feature)) if name_part in sc.name)


def test_a_real_divergence_is_explained_by_the_breakers_fork() -> None:
    sc = parsed("basic/attack.feature", "gains T-breaker")
    got = explain_pair(sc, "tcg", "dmps", run_observed(sc, TCG), run_observed(sc, DMPS))
    assert got.forks == ["several breakers"] and got.fields == ["breakers"]
    assert got.finding == "" and got.runs >= 2


def test_the_zone_limits_divergence_is_explained_by_zone_limits() -> None:
    sc = parsed("zone_limits/bad_board.feature", "Eight creatures")
    got = explain_pair(sc, "dmps", "tcg", run_observed(sc, DMPS), run_observed(sc, TCG))
    assert got.forks == ["zone limits"]


def fake_runs(needed: set[str], reads: dict[str, set[str]] | None = None) -> Any:
    """A run that observes Q's value only when every fork of ``needed`` is switched to DMPS's
    policy; it reads the forks ``reads`` says (by switched fork; "" for always)."""
    reads = reads or {}

    def run(profile: Profile) -> Observed:
        policy = object.__getattribute__  # a look that the profile does not note as a read
        switched = {f for f in FORKS if policy(profile, f) == getattr(DMPS, f) != getattr(TCG, f)}
        for f in reads.get("", set(FORKS)):
            getattr(profile, f)
        for f in switched:
            for g in reads.get(f, set()):
                getattr(profile, g)
        value = "dmps" if needed <= switched else "tcg"
        return Observed([obs("the value", value)], False, "")

    return run


def target(value: str) -> Any:
    return view([obs("the value", value)], False, "", [0])


READ = {"": {"mana", "limits", "power", "texts", "ordering", "picks"}}  # the forks every run reads


def test_the_search_finds_one_two_or_three_forks_and_says_when_none_does() -> None:
    for needed in ({"mana"}, {"mana", "limits"}, {"mana", "limits", "power"}):
        sets, finding, _ = search(TCG, DMPS, [0], target("tcg"), target("dmps"), fake_runs(needed, READ))
        assert sets == [sorted(needed, key=list(FORKS).index)] and finding == ""
    four = {"mana", "limits", "power", "texts"}
    sets, finding, runs = search(TCG, DMPS, [0], target("tcg"), target("dmps"), fake_runs(four, READ))
    assert sets == [] and finding == NONE_FOUND
    assert runs == 1 + 6 + 15 + 20 + 1  # P, the singles, pairs and triples of the read forks, then every fork
    sets, finding, _ = search(TCG, DMPS, [0], target("tcg"), target("something else"), fake_runs({"mana"}, READ))
    assert sets == [] and finding == ALL_FORKS_FAIL.format(p="tcg", q="dmps")


def test_a_fork_never_read_is_never_tried_but_one_read_after_a_switch_is() -> None:
    # only "mana" is read until mana is switched; then "limits" is read too: {mana, limits} is found
    reads = {"": {"mana"}, "mana": {"limits"}}
    sets, finding, runs = search(TCG, DMPS, [0], target("tcg"), target("dmps"), fake_runs({"mana", "limits"}, reads))
    assert sets == [["mana", "limits"]] and finding == ""
    assert runs == 3  # P itself, {mana}, {mana, limits}: nothing else was read


def test_the_json_results_carry_the_forks_per_pair() -> None:
    from reports.model.attribution import Attribution

    runs = [prun("tcg", observations=[obs("x", "1")]), prun("dmps", observations=[obs("x", "2")])]
    s = scenario("a divergence", runs, feature="basic/attack.feature", line=129)

    s.attributions = [Attribution("tcg", "dmps", ["several breakers"], ["breakers"])]
    two = RunResult(["tcg", "dmps"], [s]).to_json()["scenarios"][0]
    assert two["forks"] == ["several breakers"]
    three = RunResult(["tcg", "dmps", "dmps-old"], [s]).to_json()
    assert three["scenarios"][0]["forks"] == {"tcg/dmps": ["several breakers"]}
    assert three["attribution"]["largest set 1"] == 1 and three["attribution"]["none"] == 0
    back = RunResult.from_json(three)
    assert back.scenarios[0].attributions[0].forks == ["several breakers"]


def test_a_scenario_that_moved_is_a_finding_not_a_crash() -> None:
    s = scenario("gone", [prun("tcg", observations=[obs("x", "1")]), prun("dmps", observations=[obs("x", "2")])],
                 feature="basic/attack.feature", line=1)
    got = attribute(s, "tcg", "dmps", Scenarios(FEATURES))
    assert got.forks == [] and "no longer" in got.finding


def test_only_not_applicable_differences_are_told_apart() -> None:
    na = scenario("mana", [prun("tcg", observations=[obs("usable mana is 1", "n/a (tap mana cards)")]),
                           prun("dmps", observations=[obs("usable mana is 1", "1")])])
    real = scenario("real", [prun("tcg", observations=[obs("x", "1"), obs("usable mana is 1", "n/a (tap)")]),
                             prun("dmps", observations=[obs("x", "2"), obs("usable mana is 1", "1")])])
    assert na.only_not_applicable() == ["tcg"]
    assert real.only_not_applicable() == []
