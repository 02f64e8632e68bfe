"""The exit codes of ``dmrules``: one meaning each, documented in ``--help`` and README."""

from __future__ import annotations

import textwrap
from enum import IntEnum


class ExitCode(IntEnum):
    OK = 0
    FAILED = 1
    USAGE = 2
    MOVED = 3
    SKIPPED = 4
    BASELINE = 5
    INTERRUPTED = 130


MEANINGS: dict[ExitCode, str] = {
    ExitCode.OK: "every verdict held (and, with --baseline, nothing moved); also: the reader of the output went "
                 "away (piped into head), which ends any command quietly",
    ExitCode.FAILED: "a verdict failed, a scenario could not run (unknown step or card, internal error) "
                     "or a test that is not a scenario failed; deck check: a profile rejects the deck list; "
                     "rulings check: an answer changed, a ruling disappeared or a question is answered twice; "
                     "compile: the text does not compile, or the catalog refuses what it compiles to",
    ExitCode.USAGE: "usage or input error, nothing ran: bad arguments or tag expression, unknown profile, "
                    "no such feature, no scenario matched, bad card data, a file that can't be read or written",
    ExitCode.MOVED: "the regression gate: something moved since the --baseline",
    ExitCode.SKIPPED: "malformed feature files were skipped (one line each); the rest ran",
    ExitCode.BASELINE: "the --baseline file is missing or corrupt (it was left as it is)",
    ExitCode.INTERRUPTED: "interrupted (Ctrl-C or SIGTERM): the run is incomplete, so no report and no "
                          "baseline were written (it says how far it got)",
}

PRECEDENCE = "When several apply, the first of 4, 1, 3 wins (skipped files make the rest of the run partial)."


def run_code(*, skipped: bool, failed: bool, moved: bool) -> ExitCode:
    """The exit code of a run that went through: skipped files, then failures, then moves."""
    if skipped:
        return ExitCode.SKIPPED
    if failed:
        return ExitCode.FAILED
    return ExitCode.MOVED if moved else ExitCode.OK


def help_table() -> str:
    """The table for ``dmrules --help``."""
    lines = ["exit codes:"]
    lines += [textwrap.fill(text, 92, initial_indent=f"  {code.value:<5}", subsequent_indent=" " * 7)
              for code, text in MEANINGS.items()]
    return "\n".join([*lines, textwrap.fill(PRECEDENCE, 92, initial_indent="  ", subsequent_indent="  ")])


def markdown_table() -> str:
    """The table for README (a generated section)."""
    rows = [f"| {code.value} | {text} |" for code, text in MEANINGS.items()]
    return "\n".join(["| code | meaning |", "|---|---|", *rows, "", PRECEDENCE]) + "\n"
