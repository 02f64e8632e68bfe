"""A verdict can fail: end to end, through ``dmrules verify`` on a project of its own.

- a misspelt card in a negative verdict ("X is not in ...", "does not trigger", "triggers 0
  times", ...) is an error naming the nearest catalog names, under every profile;
- a known card that is not in the game makes a negative verdict fail where it is asserted
  (``not in the game``), and is only recorded elsewhere;
- "the last action is refused" speaks of the last action, not of an earlier refusal;
- a recorded-only verdict that reads a creature that is gone records ``gone (...)``.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tests.helpers.projects import dmrules, make_project

BOARD = """    Given it is player A's turn
    And player A's mana zone holds: 3 x シェル・ラック
    And player A's battle zone holds, left to right: 爆炎野郎ジョー
    And player B's battle zone holds, left to right: アクア・ビークル
"""

# Each negative claim, with a misspelt card (アクア・ビークルx, 青銅の鎧x, ...).
MISSPELT = [
    "アクア・ビークルx is not in player B's graveyard",
    "アクア・ビークルx's ability does not trigger",
    "アクア・ビークルx's ability triggers 0 times",
    "アクア・ビークルx's ability is not waiting",
    "アクア・ビークルx's replacement ability does not apply",
    "アクア・ビークルx's replacement ability was not usable",
    "アクア・ビークルx is not tapped",
    "アクア・ビークルx is not summoning sick",
    "アクア・ビークルx does not have the keyword blocker",
    "player B's graveyard holds: アクア・ビークルx",
    "the blocks of the last attack were: アクア・ビークルx",
    "player A cannot summon アクア・ビークルx",
]

# Each negative claim about a known card that no zone holds: it must fail where asserted.
ABSENT = [
    ("青銅の鎧 is not in player B's graveyard", "not in the game"),
    ("青銅の鎧's ability does not trigger", "not in the game"),
    ("青銅の鎧's ability triggers 0 times", "not in the game"),
    ("青銅の鎧's ability is not waiting", "not in the game"),
    ("青銅の鎧's replacement ability does not apply", "not in the game"),
    ("青銅の鎧 is not tapped", "not in the battle zone or a mana zone: not in the game"),
    ("青銅の鎧 does not have the keyword blocker", "not in the game"),
    ("player A cannot summon 青銅の鎧", "not in player A's hand: not in the game"),
]


def feature(name: str, scenarios: list[str]) -> str:
    return f"@zz\nFeature: {name}\n\n" + "\n".join(scenarios)


def scenario(title: str, steps: str) -> str:
    return f"  Scenario: {title}\n{steps}"


def run(tmp_path: Path, text: str, *args: str) -> dict[str, Any]:
    project = make_project(tmp_path, [], {"zz/verdicts.feature": text})
    out = tmp_path / "results.json"
    proc = dmrules(project, "verify", "--format", "json", "--out", str(out), *args)
    assert proc.returncode in (0, 1), proc.stderr
    data: dict[str, Any] = json.loads(out.read_text(encoding="utf-8"))
    return data


def by_title(data: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {s["scenario"]: s for s in data["scenarios"]}


@pytest.fixture(scope="module")
def misspelt(tmp_path_factory: pytest.TempPathFactory) -> dict[str, dict[str, Any]]:
    scenarios = [scenario(f"misspelt {i}", BOARD + f"    When player A attacks player B with 爆炎野郎ジョー\n"
                                                    f"    Then under dmps {claim}\n")
                 for i, claim in enumerate(MISSPELT)]
    return by_title(run(tmp_path_factory.mktemp("misspelt"), feature("misspelt", scenarios)))


@pytest.mark.parametrize("index", range(len(MISSPELT)), ids=[c.split(" ", 1)[1][:40] for c in MISSPELT])
def test_a_misspelt_card_in_a_negative_verdict_is_an_error_under_every_profile(
        misspelt: dict[str, dict[str, Any]], index: int) -> None:
    runs = misspelt[f"misspelt {index}"]["runs"]
    assert set(runs) == {"tcg", "tcg-2021", "tcg-2020", "dmps", "dmps-old"}
    for profile, r in runs.items():
        assert r["status"] == "error", (profile, MISSPELT[index], r["status"], r["detail"])
        assert "unknown card" in r["detail"] and "did you mean" in r["detail"], r["detail"]
        assert "アクア・ビークル" in r["detail"].split("did you mean", 1)[1]


def test_a_negative_verdict_about_a_card_that_is_not_in_the_game_fails_where_asserted(tmp_path: Path) -> None:
    scenarios = [scenario(f"absent {i}", BOARD + f"    When player A attacks player B with 爆炎野郎ジョー\n"
                                                 f"    Then under dmps {claim}\n")
                 for i, (claim, _) in enumerate(ABSENT)]
    found = by_title(run(tmp_path, feature("absent", scenarios), "--profile", "dmps", "--profile", "tcg"))
    for i, (claim, observed) in enumerate(ABSENT):
        runs = found[f"absent {i}"]["runs"]
        assert runs["dmps"]["status"] == "failed", (claim, runs["dmps"])
        assert runs["dmps"]["observations"][0]["observed"] == observed
        assert runs["tcg"]["status"] == "observed"  # recorded only: an observation, not a failure
        assert runs["tcg"]["observations"][0]["observed"] == observed


LAST_ACTION = """    Given it is player A's turn
    And player A's mana zone holds: 3 x シェル・ラック
    And player A's hand holds: 2 x シェル・ラック
    And player A has charged mana this turn
    When player A charges シェル・ラック
    Then under every profile the last action is refused
    When player A summons シェル・ラック
"""
REFUSED = "    Then under every profile the last action is refused\n"
ALLOWED = "    Then under every profile the last action is allowed\n"


def test_the_last_action_verdict_speaks_of_the_last_action_only(tmp_path: Path) -> None:
    text = feature("last action", [
        scenario("refused, then done: refused?", LAST_ACTION + REFUSED),
        scenario("refused, then done: allowed?", LAST_ACTION + ALLOWED),
        scenario("an unacknowledged refusal", LAST_ACTION.replace(REFUSED, "") + ALLOWED),
    ])
    found = by_title(run(tmp_path, text, "--profile", "tcg", "--profile", "dmps"))
    for profile in ("tcg", "dmps"):
        refused = found["refused, then done: refused?"]["runs"][profile]
        assert refused["status"] == "failed"
        assert [o["observed"] for o in refused["observations"]] == ["refused", "done: summon シェル・ラック"]
        assert found["refused, then done: allowed?"]["runs"][profile]["status"] == "passed"
        unacknowledged = found["an unacknowledged refusal"]["runs"][profile]
        assert unacknowledged["status"] == "failed"
        assert "an action was refused and no verdict says so" in unacknowledged["detail"]


def test_a_recorded_only_verdict_on_a_gone_creature_records_gone(tmp_path: Path) -> None:
    text = feature("gone", [scenario("the creature is destroyed", """    Given it is player A's turn
    And player A's battle zone holds, left to right: 爆炎野郎ジョー
    And player B's battle zone holds, left to right: アクア・ビークル
    When an effect of player A's destroys アクア・ビークル
    Then under tcg アクア・ビークル is in player B's graveyard
    And under dmps アクア・ビークル's power is 1000
    And under dmps アクア・ビークル is not summoning sick
    And under dmps アクア・ビークル does not have the keyword blocker
    And under dmps アクア・ビークル breaks 1 shield when it attacks
""")])
    runs = by_title(run(tmp_path, text, "--profile", "tcg", "--profile", "dmps"))["the creature is destroyed"]["runs"]
    tcg, dmps = runs["tcg"], runs["dmps"]
    assert tcg["status"] == "passed", tcg["detail"]  # its own verdict holds; the others are recorded only
    assert [o["observed"] for o in tcg["observations"][1:]] == ["gone (player B's graveyard)"] * 4
    assert not any(o["asserted"] for o in tcg["observations"][1:])
    assert dmps["status"] == "failed"  # asserted there: "gone" is not the expected value
    assert dmps["observations"][1]["observed"] == "gone (player B's graveyard)"
