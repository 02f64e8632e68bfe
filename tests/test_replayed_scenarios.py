"""The baseline's scenarios replayed in this process (tests/play.py, no pytest-bdd run) under every
profile: each must record what the baseline records (its status, every verdict's observed
value and its trace). These reach every fork of the policies and every verdict step; mutation testing
(``tox -e mutation``) runs them against each mutant, in seconds where the scenario suite takes
minutes. (A change that means to move a verdict updates the baseline, as the gate asks.)"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from play import parse, replay

BASELINE = Path(__file__).resolve().parent.parent / "reports" / "baseline.json"


def recorded() -> list[Any]:
    """The baseline's scenarios (plain ones: an outline's rows are left to the suite)."""
    scenarios = json.loads(BASELINE.read_text(encoding="utf-8"))["scenarios"]
    keys = [key.split("::", 1) for key in sorted(scenarios)]
    plain = [(feature, name) for feature, name in keys if name in parse(feature).scenarios]
    return [pytest.param(feature, name, scenarios[f"{feature}::{name}"]["runs"], id=f"s{i}")
            for i, (feature, name) in enumerate(plain)]


@pytest.mark.parametrize(("feature", "name", "runs"), recorded())
def test_the_scenario_records_what_the_baseline_records(feature: str, name: str, runs: dict[str, Any]) -> None:
    for profile, run in runs.items():
        status, verdicts, trace = replay(feature, name, profile)
        where = f"{feature}: {name} under {profile}"
        assert (status, verdicts) == (run["status"], run["verdicts"]), where
        assert trace == run["trace"], where
