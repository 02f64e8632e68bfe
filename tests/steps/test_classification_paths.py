"""One classification on every path: a sample of scenarios that ends in each status, run through
``dmrules verify`` (pytest-bdd and the plugin, in a project of its own), through the scenario
runner in this process (tests/helpers/scenario_runs.py's path) and through the engine-only bench, gives each
scenario the same status under every profile (and the plugin and the runner the same detail)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from pytest_bdd.parser import Scenario

from bench.engine_only import prepare, run_one, scenarios
from reports.model.results import scenario_uid
from steps.runtime.runner import parse_feature, rendered, run_scenario
from steps.runtime.status import Status
from tests.helpers.projects import dmrules, make_project

COPIED = ["zone_limits/bad_board.feature", "movement/first_time.feature", "japanese/mana.feature"]

BOARD = """    Given it is player A's turn
    And player A's battle zone holds, left to right: 爆炎野郎ジョー
    And player B's battle zone holds, left to right: アクア・ビークル
"""
KINDS = f"""@zz
Feature: Runs that end in each status

  Scenario: a verdict that holds and one that does not
    Given it is player A's turn
    When player A draws 1 card
    Then under tcg player A's hand has 1 card
    And under dmps player A's hand has 2 cards

  Scenario: a run that stops where the scenario speaks for the profile
{BOARD}    When player A attacks player B with 青銅の鎧
    Then under dmps player B has 5 shields

  Scenario: a run that stops with no verdict
{BOARD}    When player A attacks player B with 青銅の鎧

  Scenario: an unknown card
    Given it is player A's turn
    And player A's battle zone holds, left to right: 爆炎野郎ジョーx
    Then under dmps player B has 5 shields

  Scenario: an unknown step
{BOARD}    When player A juggles
    Then under tcg player B has 5 shields

  Scenario: an unknown profile
{BOARD}    Then under dmpsx player B has 5 shields

  Scenario: a refusal no verdict acknowledges
    Given it is player A's turn
    And player A's mana zone holds: 3 x シェル・ラック
    And player A's hand holds: 2 x シェル・ラック
    And player A has charged mana this turn
    When player A charges シェル・ラック
    Then under every profile player A's hand has 2 cards

  Scenario: an internal error
{BOARD}    And an effect has given アクア・ビークル in player B's hand the keyword no such keyword
    Then under tcg player B has 5 shields
"""


@pytest.fixture(scope="module")
def project(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return make_project(tmp_path_factory.mktemp("paths"), COPIED, {"zz/kinds.feature": KINDS})


@pytest.fixture(scope="module")
def verified(project: Path) -> dict[str, dict[str, tuple[str, str]]]:
    """uid -> profile -> (status, detail), through ``dmrules verify``."""
    out = project / "results.json"
    proc = dmrules(project, "verify", "--no-forks", "--format", "json", "--out", str(out))  # statuses: no forks
    assert out.exists(), proc.stderr + proc.stdout
    data: dict[str, Any] = json.loads(out.read_text(encoding="utf-8"))
    assert not data["problems"], data["problems"]
    return {s["uid"]: {p: (r["status"], r["detail"]) for p, r in s["runs"].items()} for s in data["scenarios"]}


# The rule (steps.runtime.runner.classify), scenario by scenario: under tcg, under dmps, under dmps-old.
EXPECTED = {
    "a verdict that holds and one that does not": ("passed", "failed", "observed"),
    "a run that stops where the scenario speaks for the profile": ("failed", "error", "failed"),
    "a run that stops with no verdict": ("failed", "failed", "failed"),
    "an unknown card": ("error", "error", "error"),
    "an unknown step": ("error", "error", "error"),
    "an unknown profile": ("error", "error", "error"),
    "a refusal no verdict acknowledges": ("failed", "failed", "failed"),
    "an internal error": ("error", "error", "error"),
}


def test_the_sample_ends_in_every_status(verified: dict[str, dict[str, tuple[str, str]]]) -> None:
    assert {status for runs in verified.values() for status, _ in runs.values()} == set(Status)
    kinds = {uid.split("::", 1)[1]: runs for uid, runs in verified.items() if uid.startswith("zz/")}
    assert {name: tuple(runs[p][0] for p in ("tcg", "dmps", "dmps-old")) for name, runs in kinds.items()} == EXPECTED
    refused = verified["zone_limits/bad_board.feature::Eight creatures on one side: DMPS refuses the board, "
                       "the TCG plays on"]
    assert refused["dmps-old"][0] == "refused"


def sample(project: Path) -> list[tuple[str, Scenario]]:
    """Each scenario of the sample (an outline: each row) with its uid."""
    return [(scenario_uid(rel, sc.name, example), sc) for rel in [*COPIED, "zz/kinds.feature"]
            for example, sc in rendered(parse_feature(project / "features" / rel))]


def key(sc: Scenario) -> tuple[str, str, tuple[str, ...]]:
    return sc.feature.rel_filename, sc.name, tuple(step.name for step in sc.steps)


def test_the_runner_classifies_as_dmrules_verify(project: Path,
                                                  verified: dict[str, dict[str, tuple[str, str]]]) -> None:
    found: dict[str, dict[str, tuple[str, str]]] = {}
    for uid, sc in sample(project):
        found[uid] = {}
        for profile in verified[uid]:
            outcome = run_scenario(sc, profile)
            found[uid][profile] = (outcome.status, outcome.detail)
    assert found == verified


def test_the_bench_classifies_as_dmrules_verify(project: Path,
                                                 verified: dict[str, dict[str, tuple[str, str]]]) -> None:
    uids = {key(sc): uid for uid, sc in sample(project)}
    found: dict[str, dict[str, str]] = {}
    for sc in scenarios(project):
        uid, prepared = uids[key(sc)], prepare(sc)
        found[uid] = {profile: run_one(prepared, profile) for profile in verified[uid]}
    assert found == {uid: {p: status for p, (status, _) in runs.items()} for uid, runs in verified.items()}
