"""`dmrules verify` end to end on a tiny selection: selection by path, profile and tag; the same
results serial, under pytest-xdist and as merged shards; bad outputs refused before the run."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from reports.cli.exit_codes import ExitCode
from reports.cli.main import main
from tests.helpers import ROOT
from tests.helpers.projects import dmrules, make_project

TOPICS = ("mana", "trigger_order")  # the snapshot takes the first feature file of each


@pytest.fixture(scope="module")
def project(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A snapshot of the project with two small feature files: the features/ of the working tree
    change while other people write scenarios, and runs compared with each other must see the same."""
    first = [sorted((ROOT / "features" / topic).glob("*.feature"))[0] for topic in TOPICS]
    return make_project(tmp_path_factory.mktemp("project"), [f"{f.parent.name}/{f.name}" for f in first])


def verify_json(project: Path, name: str, *args: str) -> dict[str, Any]:
    out = project / f"{name}.json"
    proc = dmrules(project, "verify", *args, "--format", "json", "--out", str(out))
    assert out.exists(), proc.stderr + proc.stdout
    data: dict[str, Any] = json.loads(out.read_text(encoding="utf-8"))
    return data


def comparable(data: dict[str, Any]) -> dict[str, Any]:
    """The results minus what differs between two identical runs: timings and the time of the run."""
    data = json.loads(json.dumps(data))
    data.pop("created")
    data["attribution"].pop("seconds")  # what fork attribution took
    for s in data["scenarios"]:
        for a in s.get("attributions", []):
            a.pop("seconds")
    for s in data["scenarios"]:
        for run in s["runs"].values():
            run.pop("duration")
    return data


@pytest.fixture(scope="module")
def serial(project: Path) -> dict[str, Any]:
    data = verify_json(project, "serial")
    assert len(data["scenarios"]) >= 2, data["problems"]
    assert {s["feature"].split("/")[0] for s in data["scenarios"]} == set(TOPICS)
    return data


def test_selection_by_path_and_profile(project: Path, serial: dict[str, Any]) -> None:
    data = verify_json(project, "mana", "features/mana", "--profile", "dmps")
    assert data["profiles"] == ["dmps"]
    assert data["scenarios"] and all(s["feature"].startswith("mana/") for s in data["scenarios"])
    assert all(list(s["runs"]) == ["dmps"] for s in data["scenarios"])
    assert data["selection"] == {"paths": ["features/mana"], "profiles": ["dmps"]}
    assert len(data["scenarios"]) == sum(1 for s in serial["scenarios"] if s["feature"].startswith("mana/"))


def test_selection_of_one_scenario_by_file_and_line(project: Path, serial: dict[str, Any]) -> None:
    first = serial["scenarios"][-1]
    data = verify_json(project, "one", f"features/{first['feature']}:{first['line']}", "--profile", "tcg")
    assert [s["uid"] for s in data["scenarios"]] == [first["uid"]]


def test_selection_by_tag_expression_sees_the_feature_tags(project: Path, serial: dict[str, Any]) -> None:
    data = verify_json(project, "tags", "--tags", "@mana and not @ex:NO-SUCH-ID", "--profile", "tcg")
    assert data["scenarios"] and all("mana" in s["tags"] for s in data["scenarios"])
    assert len(data["scenarios"]) == sum(1 for s in serial["scenarios"] if "mana" in s["tags"])
    none = dmrules(project, "verify", "--tags", "@mana and not @mana")
    assert none.returncode == ExitCode.USAGE and "no scenario matched" in none.stderr


# The comparisons take their serial reference right before (from the results cache, which holds it while
# the engine is unchanged: the engine is not part of the snapshot); the run compared runs (--no-cache).

def test_xdist_gives_the_same_results_as_a_serial_run(project: Path) -> None:
    pytest.importorskip("xdist")
    serial = verify_json(project, "serial-for-xdist")
    parallel = verify_json(project, "parallel", "-n", "2", "--no-cache")
    assert comparable(parallel) == comparable(serial)


def test_merged_shards_give_the_same_results_as_one_run(project: Path) -> None:
    serial = verify_json(project, "serial-for-shards")
    shards = [verify_json(project, f"shard{i}", "--shard", f"{i}/2", "--no-cache") for i in (1, 2)]
    assert all(s["scenarios"] for s in shards)
    assert not {s["uid"] for s in shards[0]["scenarios"]} & {s["uid"] for s in shards[1]["scenarios"]}
    merged = project / "merged.json"
    proc = dmrules(project, "merge", str(project / "shard1.json"), str(project / "shard2.json"), "--format", "json",
                   "--out", str(merged))
    assert merged.exists(), proc.stderr
    assert comparable(json.loads(merged.read_text(encoding="utf-8"))) == comparable(serial)


def test_the_test_command_writes_the_results_the_gate_reads(project: Path) -> None:
    """CI runs the scenarios once: pytest's run writes the results (--dmrules-results) that
    `dmrules merge --baseline` gates, the same as `dmrules verify` gives."""
    import subprocess
    import sys

    serial = verify_json(project, "serial-for-pytest")
    out = project / "pytest-results.json"
    proc = subprocess.run([sys.executable, "-m", "pytest", "-q", "-n", "2", "-p", "no:cacheprovider", "scenarios",
                           f"--dmrules-results={out}"], cwd=project, text=True, capture_output=True, timeout=600)
    assert proc.returncode == 0, proc.stdout[-2000:]
    from_pytest = json.loads(out.read_text(encoding="utf-8"))
    assert [s["uid"] for s in from_pytest["scenarios"]] == [s["uid"] for s in serial["scenarios"]]
    strip = comparable
    assert [s["runs"] for s in strip(from_pytest)["scenarios"]] == [s["runs"] for s in strip(serial)["scenarios"]]
    base = project / "baseline.json"
    assert dmrules(project, "merge", str(out), "--baseline", str(base), "--update-baseline").returncode == 0
    gate = dmrules(project, "verify", "--baseline", str(base))
    assert gate.returncode == 0 and "nothing moved" in gate.stdout


@pytest.mark.parametrize("args, message, code", [
    (["--out", "/nonexistent-dir/report.html"], "does not exist", ExitCode.USAGE),
    (["--out", "/"], "it is a folder", ExitCode.USAGE),
    (["--baseline", "/nonexistent-dir/b.json", "--update-baseline"], "does not exist", ExitCode.USAGE),
    (["--baseline", "/nonexistent-dir/b.json"], "does not exist", ExitCode.BASELINE),
    (["--update-baseline"], "needs --baseline", ExitCode.USAGE),
    (["--shard", "3/2"], "bad shard", ExitCode.USAGE),
    (["features/no-such-topic"], "no such feature", ExitCode.USAGE),
    (["--force-verdicts", "dmps", "--baseline", "x.json"], "force", ExitCode.USAGE),
    (["--tags", "@mana and ("], "bad tag expression", ExitCode.USAGE),
])
def test_bad_outputs_and_arguments_fail_before_the_run_starts(args: list[str], message: str, code: ExitCode,
                                                              monkeypatch: pytest.MonkeyPatch,
                                                              capsys: pytest.CaptureFixture[str]) -> None:
    def no_run(*a: object, **k: object) -> None:
        raise AssertionError("the run started")

    monkeypatch.setattr("reports.plugin.run.run", no_run)
    monkeypatch.setattr("reports.plugin.run.run_records", no_run)
    monkeypatch.chdir(ROOT)
    assert main(["--root", str(ROOT), "verify", *args]) == code
    assert message in capsys.readouterr().err
