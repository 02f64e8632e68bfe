"""The gate's causes, per profile (reports/model/causes.py): a card named with the fields that changed,
a policy only where switching it back restores the run, each run's own causes, a count per cause."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest

from engine.catalog.loader import default_catalog
from engine.model.objects import Zone
from engine.policies import profiles
from engine.policies.limits import ZoneLimits
from engine.policies.power import UNBOUNDED
from reports.cli.exit_codes import ExitCode
from reports.cli.main import main
from reports.model import baseline
from reports.model.baseline import Move
from reports.model.causes import NO_CAUSE, card_change, cause_counts, facts
from reports.render.gate import grouped
from tests.helpers import ROOT
from tests.helpers.sample_results import sample_result

FEATURE = str(ROOT / "features" / "zone_limits" / "hand_and_shields.feature")


def gate(path: Path, *extra: str) -> int:
    return main(["--root", str(ROOT), "verify", FEATURE, "--profile", "dmps", "--no-forks", "--baseline", str(path),
                 *extra])


@pytest.fixture(scope="module")
def written(tmp_path_factory: pytest.TempPathFactory) -> bytes:
    """The baseline of the unchanged code, written once for the tests that change a policy after it."""
    path = tmp_path_factory.mktemp("gate") / "baseline.json"
    assert gate(path, "--update-baseline") == 0
    return path.read_bytes()


def test_a_card_s_change_is_shown_field_by_field() -> None:
    card = default_catalog().get("青銅の鎧")
    before = facts(card)
    assert before["power"] == "1000" and before["abilities[0].trigger.event"] == "this enters"
    after = facts(dataclasses.replace(card, power=9000, races=(*card.races, "ドラゴン")))
    assert card_change({**before, "power": "9500"}, after) == "power 9500 → 9000; races[1] (none) → ドラゴン"
    assert card_change(None, after) == "new" and card_change(before, None) == "gone"
    assert "no facts" in card_change(None, None)


def test_the_baseline_keeps_each_card_s_facts_and_the_gate_shows_their_change(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "baseline.json"
    baseline.update(path, sample_result())
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data[baseline.CARD_FACTS]["青銅の鎧"]["power"] == "1000"
    data[baseline.CARD_FACTS]["青銅の鎧"]["power"] = "9500"
    data["digests"]["cards"]["青銅の鎧"] = "0" * 12
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    results = tmp_path / "results.json"
    results.write_text(json.dumps(sample_result().to_json(), ensure_ascii=False), encoding="utf-8")
    assert main(["--root", str(ROOT), "merge", str(results), "--baseline", str(path)]) == 1  # it fails, nothing moved
    out = capsys.readouterr().out
    assert f"changed since {path} (no verdict or trace moved): card 青銅の鎧 (power 9500 → 1000)" in out


def test_a_policy_is_a_cause_only_where_switching_it_back_restores_the_run(
        written: bytes, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """The DMPS hand limit 10 → 9 and the power range made unbounded: both changed, both read by the
    runs; only the hand limit moved them, so only it is named (the power policy is not, though every
    run that computes a power reads it)."""
    path = tmp_path / "baseline.json"
    path.write_bytes(written)
    nine = ZoneLimits({**profiles.DMPS.limits.capacity, Zone.HAND: 9})
    monkeypatch.setitem(profiles.PROFILES, "dmps", dataclasses.replace(profiles.DMPS, limits=nine, power=UNBOUNDED))
    assert gate(path) in (ExitCode.FAILED, ExitCode.MOVED)
    out = capsys.readouterr().out
    assert "policy limits (dmps); policy power (dmps)" in out  # what changed, named once at the top
    named = [line.strip() for line in out.splitlines() if "changed since the baseline:" in line]
    assert named and all("policy dmps.limits (hand 10" in line and "→ hand 9" in line
                         and "switching it back restores this run" in line for line in named)
    assert not any("dmps.power" in line for line in named)
    counts = out[out.index("causes (runs, scenarios):"):]
    assert "policy dmps.limits (" in counts and f"{len(named)} run" in counts


def test_a_policy_edited_in_place_is_named_where_its_run_read_it(
        written: bytes, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "baseline.json"
    path.write_bytes(written)
    data = json.loads(path.read_text(encoding="utf-8"))
    for fork in ("limits", "wave_striker"):  # a baseline policy this code no longer holds
        data["digests"]["policies"]["dmps"][fork] = "0" * 12
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    nine = ZoneLimits({**profiles.DMPS.limits.capacity, Zone.HAND: 9})
    monkeypatch.setitem(profiles.PROFILES, "dmps", dataclasses.replace(profiles.DMPS, limits=nine))
    gate(path)
    out = capsys.readouterr().out
    named = [line for line in out.splitlines() if "changed since the baseline:" in line]
    assert named and all("policy dmps.limits (changed in place" in line for line in named)
    assert "dmps.wave_striker" not in "\n".join(named)  # changed, but no run read it


def test_each_profile_keeps_its_own_causes() -> None:
    common = dict(uid="u", key="k", kind="moved", changes=["x: 1 → 2"], trace_diff=[])
    tcg = Move(profile="tcg", causes=["card 青銅の鎧"], **common)  # type: ignore[arg-type]
    old = Move(profile="tcg-2021", causes=["card 青銅の鎧"], **common)  # type: ignore[arg-type]
    dmps = Move(profile="dmps", causes=["card 青銅の鎧", "policy dmps.wave_striker"], **common)  # type: ignore[arg-type]
    groups = grouped([tcg, old, dmps])["u"]
    assert [(profiles_, m.causes) for profiles_, m in groups] == [
        (["tcg", "tcg-2021"], ["card 青銅の鎧"]), (["dmps"], ["card 青銅の鎧", "policy dmps.wave_striker"])]
    assert tcg.causes == ["card 青銅の鎧"]  # never given another profile's
    bare = Move(profile="dmps-old", **{**common, "uid": "v"})  # type: ignore[arg-type]
    assert cause_counts([tcg, old, dmps, bare]) == [("card 青銅の鎧", 3, 1), ("policy dmps.wave_striker", 1, 1),
                                                   (NO_CAUSE, 1, 1)]
