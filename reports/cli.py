"""The ``dmrules`` command line: parses the arguments, runs a command, maps errors to exit codes.

The commands live in :mod:`reports.cli_run` (verify, merge, explain), :mod:`reports.cli_catalog`
(coverage, sources), :mod:`reports.cli_vocab` (steps, profiles, cards) and :mod:`reports.cli_deck`
(deck check); the parser and its
help in :mod:`reports.cli_parser`; the exit codes in :mod:`reports.exit_codes`.
"""

from __future__ import annotations

import sys

from rich.console import Console
from rich.text import Text

from engine.errors import DmRulesError
from reports.baseline import BaselineError
from reports.cli_catalog import cmd_coverage, cmd_sources
from reports.cli_deck import cmd_deck
from reports.cli_parser import build_parser
from reports.cli_run import cmd_explain, cmd_merge, cmd_verify
from reports.cli_vocab import cmd_cards, cmd_profiles, cmd_steps
from reports.exit_codes import ExitCode

COMMANDS = {"verify": cmd_verify, "merge": cmd_merge, "coverage": cmd_coverage, "sources": cmd_sources,
            "explain": cmd_explain, "steps": cmd_steps, "profiles": cmd_profiles, "cards": cmd_cards,
            "deck": cmd_deck}


def error(message: str) -> None:
    Console(stderr=True).print(Text.assemble(("dmrules: ", "bold red"), message), soft_wrap=True)


def main(argv: list[str] | None = None) -> int:
    args = build_parser(COMMANDS).parse_args(argv)  # a usage error exits 2 here
    try:
        return int(args.func(args))
    except BaselineError as exc:
        error(str(exc))
        return ExitCode.BASELINE
    except DmRulesError as exc:
        error(str(exc))
        return ExitCode.USAGE
    except KeyboardInterrupt:
        return ExitCode.INTERRUPTED


if __name__ == "__main__":
    sys.exit(main())
