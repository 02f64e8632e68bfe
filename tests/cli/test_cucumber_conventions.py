"""Cucumber's conventions on ``dmrules verify``: a dry run binds every step and checks every card and
profile without running; ``--name`` selects by the scenario's name; a run records its failing
scenarios and ``--rerun`` runs them. End to end, on a snapshot of the project."""

from __future__ import annotations

from pathlib import Path

import pytest

from reports.cli.exit_codes import ExitCode
from tests.helpers.projects import dmrules, make_project

TWO = """\
@wip_topic
Feature: Two scenarios

  Scenario: draws one card
    Given it is player A's turn
    And player A's deck has 3 cards
    When player A draws 1 cards
    Then under tcg player A drew 1 cards

  Scenario: a verdict that fails
    Given it is player A's turn
    And player A's deck has 3 cards
    When player A draws 1 cards
    Then under tcg player A drew 2 cards
"""
TYPOS = """\
# language: ja
@wip_topic
機能: 間違い

  シナリオ: 誤記
    前提 プレイヤーＡのターンである
    かつ プレイヤーAの手札に 青銅の鎧鎧 がある
    もし プレイヤーAはカードを１枚引く
    ならば 紙では、プレイヤーAが引いたカードは1枚
    かつ dmpsxでは、プレイヤーAが引いたカードは1枚
"""


@pytest.fixture(scope="module")
def project(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return make_project(tmp_path_factory.mktemp("project"), ["japanese/natural_spellings.feature"],
                        {"wip/two.feature": TWO, "wip/typos.feature": TYPOS})


def test_a_dry_run_binds_every_step_and_runs_nothing(project: Path) -> None:
    done = dmrules(project, "verify", "--dry-run", "features/japanese", "features/wip/two.feature")
    assert done.returncode == ExitCode.OK, done.stderr
    assert "3 scenarios, 17 steps: every step defined, every card and profile known (nothing ran)" in done.stderr
    assert not (project / ".dmrules" / "rerun.txt").exists()


def test_a_dry_run_lists_undefined_steps_unknown_cards_and_profiles(project: Path) -> None:
    done = dmrules(project, "verify", "--dry-run", "features/wip/typos.feature")
    assert done.returncode == ExitCode.FAILED
    err = done.stderr
    assert "features/wip/typos.feature:7: unknown card '青銅の鎧鎧'; did you mean" in err
    assert "features/wip/typos.feature:9: unknown step: ならば 紙では" in err and "'紙' is not a profile" in err
    assert "features/wip/typos.feature:10: unknown profile 'dmpsx'" in err
    assert "3 problems (nothing ran)" in err


def test_name_selects_and_rerun_runs_the_last_failures(project: Path) -> None:
    first = dmrules(project, "verify", "features/wip/two.feature", "--profile", "tcg", "--format", "json")
    assert first.returncode == ExitCode.FAILED
    assert (project / ".dmrules" / "rerun.txt").read_text(encoding="utf-8") == "features/wip/two.feature:10\n"
    again = dmrules(project, "verify", "--rerun", "--profile", "tcg", "--format", "json")
    assert again.returncode == ExitCode.FAILED and '"a verdict that fails"' in again.stdout
    assert '"draws one card"' not in again.stdout
    named = dmrules(project, "verify", "--name", "^draws", "--profile", "tcg", "--format", "json")
    assert named.returncode == ExitCode.OK and '"draws one card"' in named.stdout
    assert '"a verdict that fails"' not in named.stdout
    assert (project / ".dmrules" / "rerun.txt").read_text(encoding="utf-8") == ""
    nothing = dmrules(project, "verify", "--rerun")
    assert nothing.returncode == ExitCode.OK and "nothing to rerun" in nothing.stderr
