"""README's commands are what CI runs: `.ci/run` runs README's main command, test command and edit–test
loop as README writes them (the test command with the long tests and the results file appended), so
README and CI cannot drift apart."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
README = ROOT / "README.md"
CI = ROOT / ".ci" / "run"
# What CI adds to README's test command: the long tests too, and the scenarios' results for the gate.
TEST_EXTRAS = ' -m "" --dmrules-results out/results.json'
GATE = "dmrules merge out/results.json --baseline reports/baseline.json"


def readme_commands() -> list[str]:
    """The ``sh`` blocks of README's "The two commands": the main command, the test command, the
    edit–test loop, in that order."""
    text = README.read_text(encoding="utf-8")
    m = re.search(r"^## The two commands\n(.*?)^## ", text, re.S | re.M)
    assert m, "README has no section '## The two commands'"
    return [block.strip() for block in re.findall(r"```sh\n(.*?)```", m.group(1), re.S)]


def ci_lines() -> list[str]:
    """The command lines of `.ci/run` (not comments, not the set-up of the shell)."""
    return [line.strip() for line in CI.read_text(encoding="utf-8").splitlines()
            if line.strip() and not line.strip().startswith("#")]


def test_readme_gives_the_three_commands() -> None:
    main, test, loop = readme_commands()
    assert main.endswith("pip install -e . && dmrules verify"), main
    assert "pip install -e '.[test]'" in test and test.endswith("python -m pytest"), test
    assert loop.endswith("dmrules verify --dry-run"), loop


def test_ci_runs_readme_commands_as_written_in_order() -> None:
    main, test, loop = readme_commands()
    lines = ci_lines()
    wanted = [main, test + TEST_EXTRAS, loop]
    for command in wanted:
        assert command in lines, f".ci/run does not run README's command as written: {command}"
    at = [lines.index(c) for c in wanted]
    assert at == sorted(at), ".ci/run runs README's commands out of order (the main command first, in a fresh venv)"


def test_the_main_command_runs_in_a_venv_with_no_extras() -> None:
    """Nothing before the main command makes a venv or installs anything, and `.ci/run` refuses to
    start where a venv already exists: the main command's venv is fresh, with no extras."""
    main, _, _ = readme_commands()
    lines = ci_lines()
    before = lines[:lines.index(main)]
    assert not any("pip install" in line or "python3 -m venv" in line for line in before), before
    assert "if [ -e .venv ]; then" in before, before


def test_ci_gates_the_test_commands_results_last() -> None:
    lines = ci_lines()
    assert lines[-1].startswith(GATE), lines[-1]


def test_readme_says_what_ci_appends() -> None:
    """README's paragraph on `.ci/run` names what it appends to the test command."""
    assert TEST_EXTRAS.strip() in " ".join(README.read_text(encoding="utf-8").split())
