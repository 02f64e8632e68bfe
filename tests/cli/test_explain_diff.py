"""``dmrules explain --diff P Q FILE:LINE`` and the reports' fork attribution, end to end on a
snapshot of the project; Markdown narrowed to the divergences and split into wiki pages."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.helpers.projects import dmrules, make_project

ATTACK = "basic/attack.feature"


@pytest.fixture(scope="module")
def project(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return make_project(tmp_path_factory.mktemp("project"), [ATTACK], {})


def line_of(project: Path, text: str) -> int:
    lines = (project / "features" / ATTACK).read_text(encoding="utf-8").splitlines()
    return next(n for n, line in enumerate(lines, 1) if text in line)


def test_explain_diff_names_the_split_the_fork_its_sources_and_a_witness(project: Path) -> None:
    where = f"features/{ATTACK}:{line_of(project, 'gains T-breaker breaks exactly 3')}"
    out = dmrules(project, "explain", "--diff", "tcg", "dmps", where, env={"COLUMNS": "200"})
    assert out.returncode == 0, out.stderr
    text = out.stdout
    assert "the runs split at trace line 5" in text
    assert "decided by: several breakers" in text
    assert "tcg: the player chooses one" in text and "dmps: the largest applies" in text
    assert "engine/policies/breakers.py" in text and "§ ブレイカー能力" in text
    assert "witness: player B has 2 shields: tcg's players may reach «3», which dmps does not allow" in text


def test_explain_diff_of_agreeing_profiles_says_so_and_bad_input_is_one_line(project: Path) -> None:
    where = f"features/{ATTACK}:{line_of(project, 'gains T-breaker breaks exactly 3')}"
    same = dmrules(project, "explain", "--diff", "dmps", "dmps-old", where)
    assert same.returncode == 0 and "observe the same" in same.stdout
    bad = dmrules(project, "explain", "--diff", "tcg", "dmsp", where)
    assert bad.returncode != 0 and "Traceback" not in bad.stderr and "dmps" in bad.stderr


def test_verify_json_carries_forks_and_markdown_narrows_and_splits(project: Path, tmp_path: Path) -> None:
    results = tmp_path / "r.json"
    out = dmrules(project, "verify", "--profile", "tcg", "--profile", "dmps", "--format", "json", "--out", str(results))
    assert out.returncode == 0, out.stderr
    data = json.loads(results.read_text(encoding="utf-8"))
    diverging = [s for s in data["scenarios"] if "forks" in s]
    assert diverging and all(s["forks"] for s in diverging)  # two profiles: a list per scenario
    assert data["attribution"]["with forks"] == len(diverging)
    md = tmp_path / "diff.md"
    assert dmrules(project, "merge", str(results), "--format", "markdown", "--show", "diff", "--out",
                   str(md)).returncode == 0
    whole = tmp_path / "all.md"
    assert dmrules(project, "merge", str(results), "--format", "markdown", "--out", str(whole)).returncode == 0
    assert "forks (tcg/dmps): **several breakers**" in md.read_text(encoding="utf-8")
    assert len(md.read_text(encoding="utf-8")) < len(whole.read_text(encoding="utf-8"))
    wiki = tmp_path / "wiki"
    assert dmrules(project, "merge", str(results), "--format", "markdown", "--split", "fork", "--out",
                   str(wiki)).returncode == 0
    assert (wiki / "index.md").exists() and (wiki / "several-breakers.md").exists()
    assert "[several breakers](several-breakers.md)" in (wiki / "index.md").read_text(encoding="utf-8")
    refused = dmrules(project, "merge", str(results), "--split", "topic", "--out", str(wiki))
    assert refused.returncode != 0 and "--format markdown" in refused.stderr


def test_the_questions_command_lists_readings_and_pins(project: Path) -> None:
    out = dmrules(project, "questions", env={"COLUMNS": "250"})
    assert out.returncode == 0, out.stderr
    assert "waiting-shields-not-counted" in out.stdout and "not-counted (runs: shields)" in out.stdout
    assert "tap-in-checked-where" in out.stdout and "open" in out.stdout
    wrong = dmrules(project, "questions", "waiting-shield")
    assert wrong.returncode != 0 and "did you mean: waiting-shields-not-counted" in wrong.stderr
