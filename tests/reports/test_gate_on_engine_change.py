"""The regression gate against a real engine change: the DMPS hand limit 10 → 9 moves
verdicts and the gate fails; restoring the policy passes again."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from engine.model.objects import Zone
from engine.policies import profiles
from engine.policies.limits import ZoneLimits
from reports.cli.main import main
from tests.helpers import ROOT

FEATURE = str(ROOT / "features" / "zone_limits" / "hand_and_shields.feature")


def gate(baseline: Path, *extra: str) -> int:
    # --no-cache: the change is made in this process, where no digest of the code can see it
    return main(["--root", str(ROOT), "verify", FEATURE, "--profile", "dmps", "--no-cache", "--baseline", str(baseline),
                 *extra])


def test_the_gate_fails_on_a_changed_policy_and_passes_once_restored(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    baseline = tmp_path / "baseline.json"
    assert gate(baseline, "--update-baseline") == 0
    capsys.readouterr()

    nine = ZoneLimits({**profiles.DMPS.limits.capacity, Zone.HAND: 9})
    monkeypatch.setitem(profiles.PROFILES, "dmps", dataclasses.replace(profiles.DMPS, limits=nine))
    assert gate(baseline) == 1
    moved = capsys.readouterr().out
    assert "moved" in moved.lower() or "→" in moved

    monkeypatch.setitem(profiles.PROFILES, "dmps", profiles.DMPS)
    assert gate(baseline) == 0
