"""Help a person can act on: every command's --help has examples, the top-level help the exit
codes, and README's table of exit codes is the code's."""

from __future__ import annotations

import pytest

from reports.cli.exit_codes import ExitCode, run_code
from reports.cli.main import COMMANDS, main
from tools.readme import README, exit_codes_section, section


@pytest.mark.parametrize("command", sorted(COMMANDS))
def test_every_command_help_has_examples(command: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as done:
        main([command, "--help"])
    assert done.value.code == 0
    out = capsys.readouterr().out
    assert "examples:" in out and f"dmrules {command}" in out.split("examples:")[1]


def test_the_top_level_help_has_the_exit_code_table(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["--help"])
    out = capsys.readouterr().out
    table = out.split("exit codes:")[1]
    for code in ExitCode:
        assert f"\n  {code.value} " in table
    assert "missing or corrupt" in table and "skipped" in table and "moved" in table


def test_readme_lists_the_exit_codes() -> None:
    assert section(README.read_text(encoding="utf-8"), "exit-codes") == exit_codes_section(), \
        "README's exit codes are stale: run `python -m tools.readme`"


def test_one_exit_code_per_outcome_and_their_precedence() -> None:
    assert len({c.value for c in ExitCode}) == len(ExitCode)
    assert run_code(skipped=False, failed=False, moved=False) == ExitCode.OK
    assert run_code(skipped=False, failed=False, moved=True) == ExitCode.MOVED
    assert run_code(skipped=False, failed=True, moved=True) == ExitCode.FAILED
    assert run_code(skipped=True, failed=True, moved=True) == ExitCode.SKIPPED


def test_a_usage_error_of_argparse_is_exit_2(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as done:
        main(["verify", "--show", "everything"])
    assert done.value.code == ExitCode.USAGE
