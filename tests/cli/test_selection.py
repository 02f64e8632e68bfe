"""What runs: any tag selects; printed locations paste back; a malformed feature file skips only
itself; bad input is one line; an unknown step suggests steps of its own keyword. End to end, on a
snapshot of the project."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from reports.cli.exit_codes import ExitCode
from tests.helpers import ROOT
from tests.helpers.projects import dmrules, make_project

ATTACK = "basic/attack.feature"
WIP = """\
@wip_topic
Feature: Work in progress

  @wip @ex:DMPS-MANA-99
  Scenario: A new reading, not finished
    Given it is player A's turn
    And player A's hand holds: 青銅の鎧
    When player A sumons 青銅の鎧
    Then under dmps player A's hand has 0 cards
"""
BROKEN = "Feature: Broken\n  Scenario: x\n    Given it is player A's turn\n  not gherkin here\n"
EXAMPLES = "- id: DMPS-MANA-01\n  seed: [000_x.txt]\n  section: s\n  profiles: [dmps]\n  testable: \"yes\"\n"


@pytest.fixture(scope="module")
def project(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return make_project(tmp_path_factory.mktemp("project"), [ATTACK], {"wip/wip.feature": WIP})


@pytest.fixture(scope="module")
def wip_run(project: Path) -> subprocess.CompletedProcess[str]:
    examples = project / "examples.yaml"
    examples.write_text(EXAMPLES, encoding="utf-8")
    return dmrules(project, "verify", "--tags", "@wip", "--examples", str(examples))


def results(project: Path, name: str, *args: str) -> dict[str, object]:
    out = project / f"{name}.json"
    proc = dmrules(project, "verify", *args, "--format", "json", "--out", str(out))
    assert out.exists(), proc.stderr
    data: dict[str, object] = json.loads(out.read_text(encoding="utf-8"))
    return data


def test_a_new_tag_runs_and_is_selected(wip_run: subprocess.CompletedProcess[str]) -> None:
    assert "1 scenario × 5 profiles" in wip_run.stdout
    assert "not found in `markers`" not in wip_run.stdout + wip_run.stderr
    assert "A new reading, not finished" in wip_run.stdout


def test_an_unknown_example_id_is_a_warning_not_an_error(wip_run: subprocess.CompletedProcess[str]) -> None:
    assert "features/wip/wip.feature:4: @ex:DMPS-MANA-99 is not in the examples file" in wip_run.stderr
    assert "(did you mean @ex:DMPS-MANA-01?)" in wip_run.stderr
    assert "1 scenario × 5 profiles" in wip_run.stdout  # it ran


def test_an_unknown_when_step_suggests_when_steps_and_a_snippet(wip_run: subprocess.CompletedProcess[str]) -> None:
    out = wip_run.stdout
    assert wip_run.returncode == ExitCode.FAILED
    assert "features/wip/wip.feature:8: unknown step: When player A sumons 青銅の鎧" in out
    block = out[out.index("closest When steps:"):out.index("or define it")]
    suggested = re.findall(r"^\W*(Given|When|Then) ", block, re.M)
    assert suggested and set(suggested) == {"When"}
    assert "When player A summons 青銅の鎧" in block
    assert '@when(parsers.re(r"player (?P<player>[AB]) sumons (?P<card>.+?)"))' in out
    assert "def player_sumons(world: World, player: str, card: str) -> None:" in out


def test_a_printed_location_pastes_back_into_verify_and_explain(project: Path, tmp_path: Path) -> None:
    report = dmrules(project, "verify", "features/basic", "--profile", "tcg", "--profile", "dmps", "--no-forks")
    printed = re.findall(r"features/\S+\.feature:\d+", report.stdout)
    assert printed, report.stdout
    where = printed[0]
    uids = set()
    for form in (where, where.removeprefix("features/")):
        one = results(project, "one", form, "--profile", "tcg")
        uids |= {s["uid"] for s in one["scenarios"]}  # type: ignore[attr-defined]
        explained = dmrules(project, "explain", form, "--profile", "tcg")
        assert explained.returncode == 0, explained.stderr
        assert "under tcg:" in explained.stdout and "Traceback" not in explained.stderr
    assert len(uids) == 1
    elsewhere = dmrules(project, "explain", where, "--profile", "tcg", cwd=tmp_path)  # --root finds it
    assert elsewhere.returncode == 0, elsewhere.stderr


def test_a_malformed_feature_file_skips_only_itself(tmp_path: Path) -> None:
    project = make_project(tmp_path, [ATTACK], {"broken/broken.feature": BROKEN})
    proc = dmrules(project, "verify", "--profile", "tcg")
    assert proc.returncode == ExitCode.SKIPPED
    line = "features/broken/broken.feature:4: malformed Gherkin: unexpected line 'not gherkin here'"
    assert [ln for ln in proc.stderr.splitlines() if ln.strip()] == [
        ln for ln in proc.stderr.splitlines() if ln.startswith(f"dmrules: skipped {line}")]
    assert "skipped 1 malformed feature file" in proc.stdout
    assert re.search(r"\d+ scenarios × 1 profile", proc.stdout)  # the rest ran
    assert "Traceback" not in proc.stderr and "GherkinError" not in proc.stdout + proc.stderr
    assert str(tmp_path) not in proc.stderr  # a path that pastes, not an absolute one
    alone = dmrules(project, "verify", "features/broken", cwd=Path("/"))  # from elsewhere: still pasteable
    assert alone.returncode == ExitCode.SKIPPED
    assert alone.stderr.startswith(f"dmrules: skipped {line}")
    plain = subprocess.run([sys.executable, "-m", "pytest", "-q", "-n", "0", "-p", "no:cacheprovider", "scenarios",
                            "--profile", "tcg"], cwd=project, text=True, capture_output=True, timeout=600)
    assert "1 failed" in plain.stdout and "test_feature_file_is_well_formed" in plain.stdout


@pytest.mark.parametrize("expression", ["@mana and (", "and", "@mana or"])
def test_a_bad_tag_expression_is_one_line(project: Path, expression: str) -> None:
    proc = dmrules(project, "verify", "--tags", expression)
    assert proc.returncode == ExitCode.USAGE
    assert proc.stdout == "" and proc.stderr.count("\n") == 1
    assert proc.stderr.startswith(f"dmrules: bad tag expression {expression!r}")
    assert "INTERNALERROR" not in proc.stderr


def test_plain_pytest_reports_a_bad_tag_expression_as_a_usage_error() -> None:
    proc = subprocess.run([sys.executable, "-m", "pytest", "-q", "-n", "0", "-p", "no:cacheprovider",
                           "--tags=@mana and (", str(ROOT / "scenarios")], cwd=ROOT, text=True, capture_output=True,
                          timeout=600)
    assert proc.returncode == 4  # pytest's usage error
    assert "bad tag expression" in proc.stderr and "INTERNALERROR" not in proc.stdout + proc.stderr


def test_a_topic_tag_close_to_a_known_topic_is_warned_about(tmp_path: Path) -> None:
    from reports.model.feature_files import scan
    from reports.model.tags import TOPIC_TAGS, warnings

    (tmp_path / "typo.feature").write_text("@mnaa\nFeature: x\n  Scenario: y\n    Given it is player A's turn\n",
                                           encoding="utf-8")
    (tmp_path / "new.feature").write_text("@brand_new_topic\nFeature: x\n  Scenario: y\n"
                                          "    Given it is player A's turn\n", encoding="utf-8")
    found = scan([tmp_path])
    lines = warnings(found.documents, set(TOPIC_TAGS), None)
    assert len(lines) == 1 and lines[0].endswith("typo.feature:1: topic tag @mnaa is not a known topic "
                                                 "(did you mean @mana?)")
