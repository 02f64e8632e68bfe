"""The baseline's scenarios replayed in this process (tests/helpers/scenario_runs.py: the scenario runner, no
pytest-bdd run) under every profile: each must record what the baseline records (its status,
every verdict's observed value and its trace). These reach every fork of the policies and every
verdict step; mutation testing (``tox -e mutation``) runs them against each mutant, in seconds
where the scenario suite takes minutes. (A change that means to move a verdict updates the
baseline, as the gate asks.)"""

from __future__ import annotations

import hashlib
import json
from typing import Any

import pytest

from reports.model.results import scenario_uid
from tests.helpers import ROOT
from tests.helpers.scenario_runs import replay, rows

pytestmark = pytest.mark.long  # the whole baseline replayed: mutation testing runs it (tox -e mutation)

BASELINE = ROOT / "reports" / "baseline.json"

# The scenarios that walk every order of many waiting effects under every profile (45, 18 and 17 CPU s of the
# replay's 110 on the 2-core machine): the gate and `-m long` replay them; mutation testing leaves them out
# (`-m "not heavy_replay"` in pyproject's mutmut selection), or each surviving mutant would cost minutes.
HEAVY = {
    "trigger_order/timing_attack.feature::three 術英雄 チュレンテンホウ cast from the hand and recast from the"
    " graveyard",
    "trigger_order/timing_turn_end.feature::極魔王殿 ウェルカム・ヘル's dragsolution, then 真聖教会 エンドレス・"
    "ヘブン's",
    "trigger_order/timing_turn_end.feature::真聖教会 エンドレス・ヘブン flips when player A already had more"
    " shields at ①",
}


def stable_id(uid: str) -> str:
    """A test id from the scenario's uid, not its index: mutmut's results stay keyed right when scenarios are added."""
    return "s" + hashlib.sha1(uid.encode("utf-8")).hexdigest()[:10]


def recorded() -> list[Any]:
    """The baseline's scenarios, each row of an outline on its own."""
    scenarios = json.loads(BASELINE.read_text(encoding="utf-8"))["scenarios"]
    features = sorted({uid.split("::", 1)[0] for uid in scenarios})
    found = [(feature, name, example, scenarios[uid]["runs"]) for feature in features
             for name, example in rows(feature) if (uid := scenario_uid(feature, name, example)) in scenarios]
    assert len(found) == len(scenarios), sorted(set(scenarios) - {scenario_uid(*f[:3]) for f in found})
    return [pytest.param(*f, id=stable_id(uid), marks=[pytest.mark.heavy_replay] if heavy(uid) else [])
            for f in found for uid in [scenario_uid(*f[:3])]]


def heavy(uid: str) -> bool:
    """Is this scenario (any row of it) one of the HEAVY ones?"""
    return any(uid == name or uid.startswith(name + "::") for name in HEAVY)


@pytest.mark.parametrize(("feature", "name", "example", "runs"), recorded())
def test_the_scenario_records_what_the_baseline_records(feature: str, name: str, example: str,
                                                       runs: dict[str, Any]) -> None:
    for profile, run in runs.items():
        status, verdicts, trace = replay(feature, name, profile, example)
        where = f"{feature}: {name} {example} under {profile}"
        assert (status, verdicts) == (run["status"], run["verdicts"]), where
        assert trace == run["trace"], where
