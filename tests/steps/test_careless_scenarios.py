"""Scenarios that would pass by accident (issue 21): a misspelt or lower-case keyword, a step
before the first Scenario:, a scenario that asserts nothing, an order table whose ``X#k`` index
was ignored, a board of 99,999,999,999 cards."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.model.errors import ScriptError
from reports.cli.exit_codes import ExitCode
from reports.model.feature_files import distance, scan
from tests.helpers.projects import dmrules, make_project
from tests.helpers.scenario_runs import last, scenario

GOOD = """Feature: careless
  Scenario: two mana
    Given it is player A's turn
    And player A's mana zone holds: アクア・ビークル, アクア・ビークル
    Then under every profile player A's mana zone has 2 cards
"""


@pytest.mark.parametrize("slip, line, keyword", [
    ("    Gievn it is player A's turn", 3, "'Given'"),
    ("    given it is player A's turn", 3, "'Given'"),
    ("    GIVEN it is player A's turn", 3, "'Given'"),
    ("    Thne under every profile player A's mana zone has 2 cards", 3, "'Then'"),
    ("  Scenaro: two mana", 2, "'Scenario:'"),
])
def test_a_misspelt_keyword_is_an_error_at_its_line(tmp_path: Path, slip: str, line: int, keyword: str) -> None:
    lines = GOOD.splitlines()
    lines[line - 1] = slip
    path = tmp_path / "careless.feature"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    (broken,) = scan([path]).broken
    assert broken.line == line and keyword in broken.problem


def test_a_step_before_the_first_scenario_is_an_error(tmp_path: Path) -> None:
    path = tmp_path / "careless.feature"
    path.write_text(GOOD.replace("Feature: careless\n", "Feature: careless\n  Given it is player A's turn\n"),
                    encoding="utf-8")
    (broken,) = scan([path]).broken
    assert broken.line == 2 and "a step before the first Scenario:" in broken.problem


def test_prose_that_starts_like_a_keyword_is_left_alone(tmp_path: Path) -> None:
    path = tmp_path / "prose.feature"
    path.write_text(GOOD.replace("  Scenario: two mana\n", "  Scenario: two mana\n    given the source's wording, "
                                 "then the mana.\n    They and The are words.\n    Rules: 003.\n"), encoding="utf-8")
    assert scan([path]).broken == []
    assert distance("Gievn", "Given") == 1 and distance("The", "Then") == 1


def test_a_scenario_with_misspelt_keywords_does_not_pass(tmp_path: Path) -> None:
    project = make_project(tmp_path, [], {"misc/careless.feature": GOOD.replace("    Then", "    Thne"),
                                          "misc/careless2.feature": GOOD.replace("    Given", "    Gievn")})
    proc = dmrules(project, "verify", "--profile", "tcg")
    assert proc.returncode == ExitCode.SKIPPED, proc.stdout + proc.stderr
    assert "careless2.feature:3: 'Gievn' looks like the keyword 'Given'" in proc.stderr
    assert "careless.feature:5: " in proc.stderr and "'Thne' looks like the keyword 'Then'" in proc.stderr
    (project / "features/misc/careless2.feature").unlink()
    (project / "features/misc/careless.feature").write_text(
        GOOD + "\n  Scenario: nothing asserted\n    Given it is player A's turn\n", encoding="utf-8")
    proc = dmrules(project, "verify", "--profile", "tcg", "--format", "markdown")
    assert proc.returncode == ExitCode.FAILED, proc.stdout + proc.stderr
    assert "asserts nothing under any profile" in proc.stdout


TWO_COPIES = ["Given it is player A's turn", "Given player A's deck has 10 cards",
              "Given player A's hand holds: 2 x 青銅の鎧",
              "When an effect puts 青銅の鎧 from player A's hand into the battle zone",
              "When an effect puts 青銅の鎧 from player A's hand into the battle zone",
              "Then under dmps the waiting effects resolve in this order:", "| source | ability |"]


@pytest.mark.parametrize("first, second, held", [
    ("青銅の鎧#1", "青銅の鎧#2", True), ("青銅の鎧#2", "青銅の鎧#1", False), ("青銅の鎧#1", "青銅の鎧#9", False),
    ("青銅の鎧", "青銅の鎧", True)])
def test_an_order_table_checks_which_copy_resolved(first: str, second: str, held: bool) -> None:
    rows = (f"| {first} | this enters |", f"| {second} | this enters |")
    if held:
        assert last(scenario("dmps", *TWO_COPIES, *rows)).held
    else:
        with pytest.raises(AssertionError, match="observed: 1. 青銅の鎧#1 | this enters"):
            scenario("dmps", *TWO_COPIES, *rows)


@pytest.mark.parametrize("step", ["Given player A's mana zone holds: {n} x アクア・ビークル",
                                  "Given player A's mana zone has {n} cards of アクア・ビークル",
                                  "Given player A's deck has {n} cards", "Given player A's hand has {n} cards",
                                  "Given player A has {n} shields"])
@pytest.mark.parametrize("count", ["99999999999", "9" * 5000, "1000"])
def test_a_board_count_is_bounded(step: str, count: str) -> None:
    with pytest.raises(ScriptError, match="at most 999 cards in one set-up step"):
        scenario("tcg", "Given it is player A's turn", step.format(n=count))
