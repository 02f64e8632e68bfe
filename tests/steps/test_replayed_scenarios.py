"""The baseline's scenarios replayed in this process (tests/helpers/scenario_runs.py: the scenario runner, no
pytest-bdd run) under every profile: each must record what the baseline records (its status,
every verdict's observed value and its trace). These reach every fork of the policies and every
verdict step; mutation testing (``tox -e mutation``) runs them against each mutant, in seconds
where the scenario suite takes minutes. (A change that means to move a verdict updates the
baseline, as the gate asks.)"""

from __future__ import annotations

import json
from typing import Any

import pytest

from reports.model.results import scenario_uid
from tests.helpers import ROOT
from tests.helpers.scenario_runs import replay, rows

pytestmark = pytest.mark.long  # the whole baseline replayed: mutation testing runs it (tox -e mutation)

BASELINE = ROOT / "reports" / "baseline.json"


def recorded() -> list[Any]:
    """The baseline's scenarios, each row of an outline on its own."""
    scenarios = json.loads(BASELINE.read_text(encoding="utf-8"))["scenarios"]
    features = sorted({uid.split("::", 1)[0] for uid in scenarios})
    found = [(feature, name, example, scenarios[uid]["runs"]) for feature in features
             for name, example in rows(feature) if (uid := scenario_uid(feature, name, example)) in scenarios]
    assert len(found) == len(scenarios), sorted(set(scenarios) - {scenario_uid(*f[:3]) for f in found})
    return [pytest.param(*f, id=f"s{i}") for i, f in enumerate(found)]


@pytest.mark.parametrize(("feature", "name", "example", "runs"), recorded())
def test_the_scenario_records_what_the_baseline_records(feature: str, name: str, example: str,
                                                       runs: dict[str, Any]) -> None:
    for profile, run in runs.items():
        status, verdicts, trace = replay(feature, name, profile, example)
        where = f"{feature}: {name} {example} under {profile}"
        assert (status, verdicts) == (run["status"], run["verdicts"]), where
        assert trace == run["trace"], where
