"""The ledger of the comprehensive rules' clauses (features/cr/clauses.yaml): every clause of the rules
it must record is there, every encoded clause has a scenario tagged @cr:NUMBER, every @cr tag names
a recorded clause, and bad records, unknown tags and bad filters are clear errors."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from reports.cli.main import main
from reports.model.clauses import (
    AIM,
    CLAUSES_FILE,
    ClauseError,
    aim_figures,
    figures,
    load_ledger,
    parse_ledger,
    problems,
    select,
    tagged,
)
from tests.helpers import ROOT

LEDGER = load_ledger(ROOT / CLAUSES_FILE)

ONE = """version: v
source: s
sections: {'505': 攻撃ステップ}
clauses:
- number: '505.6'
  text: 攻撃クリーチャーやブロッククリーチャーは…
  status: encoded
- number: 505.6a
  text: 一旦…
  status: waiting
  reason: turn steps
"""


def test_every_encoded_clause_has_a_scenario_and_every_tag_names_a_clause() -> None:
    assert problems(LEDGER, tagged(ROOT / "features", ROOT)) == []


def test_every_rule_of_the_aim_is_recorded_with_its_title() -> None:
    rules = {c.rule for c in LEDGER.clauses}
    for span in AIM:
        for rule in span:
            assert str(rule) in rules, rule
            assert LEDGER.sections.get(str(rule)), rule
    assert LEDGER.version.startswith("デュエル・マスターズ総合ゲームルール Ver.")


def test_at_least_seventy_percent_of_the_aims_testable_clauses_are_encoded() -> None:
    aim = aim_figures(LEDGER)
    assert aim.testable and aim.share >= 0.70, f"{aim.counts['encoded']} of {aim.testable}"


def test_figures_count_each_rule_by_status() -> None:
    ledger = parse_ledger(ONE, "x.yaml")
    row, = figures(ledger)
    assert (row.name, row.title, row.counts["encoded"], row.counts["waiting"], row.testable) == \
        ("505", "攻撃ステップ", 1, 1, 2)
    assert row.share == 0.5


def test_bad_records_name_the_file_line_and_the_nearest_word() -> None:
    with pytest.raises(ClauseError, match=r"x.yaml:5: clause '505.6': status 'encodd' .*did you mean 'encoded'"):
        parse_ledger(ONE.replace("status: encoded", "status: encodd"), "x.yaml")
    with pytest.raises(ClauseError, match=r"x.yaml:8: clause '505.6a': status 'waiting' needs a reason"):
        parse_ledger(ONE.replace("  reason: turn steps\n", ""), "x.yaml")
    with pytest.raises(ClauseError, match=r"x.yaml:5: clause '505.6': unknown field 'txt'; did you mean 'text'"):
        parse_ledger(ONE.replace("  text: 攻撃", "  txt: 攻撃"), "x.yaml")
    with pytest.raises(ClauseError, match=r"clause 'five': a clause number is three digits"):
        parse_ledger(ONE.replace("'505.6'", "five"), "x.yaml")
    with pytest.raises(ClauseError, match=r"x.yaml:8: clause '505.6' is recorded twice \(first at line 5\)"):
        parse_ledger(ONE.replace("505.6a", "'505.6'"), "x.yaml")
    with pytest.raises(ClauseError, match=r"x.yaml:\d+: not valid YAML"):
        parse_ledger("clauses: [\n", "x.yaml")


def test_a_tag_naming_no_clause_and_an_encoded_clause_without_a_scenario_are_reported() -> None:
    ledger = parse_ledger(ONE, "x.yaml")
    found = problems(ledger, {"505.7": ["features/x.feature:3"], "505.6a": ["features/y.feature:9"]})
    assert "features/x.feature:3: @cr:505.7 names no clause of the ledger (features/cr/clauses.yaml); " \
           "did you mean '505.6'?" in found
    assert any("clause 505.6 is encoded but no scenario is tagged @cr:505.6" in line for line in found)
    assert any(line.startswith("features/y.feature:9: @cr:505.6a tags a clause the ledger calls 'waiting'")
               for line in found)


def test_select_by_status_and_section() -> None:
    assert {c.number for c in select(LEDGER.clauses, section="509")} >= {"509.1", "509.2c", "509.6"}
    assert all(c.chapter == "1" for c in select(LEDGER.clauses, section="1"))
    assert {c.number for c in select(LEDGER.clauses, section="509.2")} == {"509.2", "509.2a", "509.2b", "509.2c"}
    assert all(c.status == "waiting" for c in select(LEDGER.clauses, status="waiting"))
    with pytest.raises(ClauseError, match="--section 'x5'"):
        select(LEDGER.clauses, section="x5")


def test_rules_lists_the_clauses_as_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rules", "--section", "509", "--format", "json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["version"] == LEDGER.version
    rows = {r["number"]: r for r in out["clauses"]}
    assert rows["509.2c"]["status"] == "encoded" and rows["509.2c"]["scenarios"]
    assert rows["509.2c"]["text"].startswith("クリーチャーが同時に複数のブレイカー能力を持つ場合")


def test_rules_lists_and_counts(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rules", "--status", "waiting", "--section", "5"]) == 0
    out = capsys.readouterr().out
    assert "no catalog card" in out and "waiting" in out.splitlines()[-1]


def test_an_unknown_tag_is_a_clear_error(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / CLAUSES_FILE).parent.mkdir(parents=True)
    (tmp_path / CLAUSES_FILE).write_text(ONE, encoding="utf-8")
    (tmp_path / "features" / "x.feature").write_text(
        "Feature: x\n  @cr:505.6\n  Scenario: a\n    Given it is player A's turn\n"
        "  @cr:509.9\n  Scenario: b\n    Given it is player A's turn\n", encoding="utf-8")
    assert main(["--root", str(tmp_path), "rules"]) == 2
    err = capsys.readouterr().err
    assert "features/x.feature:5: @cr:509.9 names no clause of the ledger" in err


def test_verify_warns_about_a_tag_naming_no_clause(tmp_path: Path) -> None:
    from reports.model.feature_files import scan
    from reports.model.tags import warnings

    (tmp_path / "x.feature").write_text("Feature: x\n  @cr:505.7\n  Scenario: a\n    Given it is player A's turn\n",
                                        encoding="utf-8")
    found = scan([tmp_path], tmp_path)
    lines = warnings(found.documents, set(), None, tmp_path, {"505.6", "505.6a"})
    assert lines == ["x.feature:2: @cr:505.7 names no clause of the clauses' ledger (did you mean @cr:505.6?)"]
