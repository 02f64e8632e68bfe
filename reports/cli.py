"""The ``dmrules`` command line: parses the arguments, runs a command, maps errors to exit codes.

The commands live in :mod:`reports.cli_run` (verify, merge, explain), :mod:`reports.cli_catalog`
(coverage, sources), :mod:`reports.cli_vocab` (steps, profiles, cards) and :mod:`reports.cli_deck`
(deck check); the parser and its
help in :mod:`reports.cli_parser`; the exit codes in :mod:`reports.exit_codes`.
"""

from __future__ import annotations

import argparse
import importlib
import sys

from engine.model.errors import DmRulesError
from reports.baseline import BaselineError
from reports.cli_parser import Command, build_parser
from reports.exit_codes import ExitCode


def _lazy(module: str, name: str) -> Command:
    """A command whose module is imported only when it runs (so ``dmrules --help`` and each
    command import only what they use)."""

    def command(args: argparse.Namespace) -> int:
        return int(getattr(importlib.import_module(module), name)(args))

    command.__name__ = name
    return command


COMMANDS: dict[str, Command] = {
    "verify": _lazy("reports.cli_run", "cmd_verify"), "merge": _lazy("reports.cli_run", "cmd_merge"),
    "coverage": _lazy("reports.cli_catalog", "cmd_coverage"), "sources": _lazy("reports.cli_catalog", "cmd_sources"),
    "explain": _lazy("reports.cli_run", "cmd_explain"), "steps": _lazy("reports.cli_vocab", "cmd_steps"),
    "profiles": _lazy("reports.cli_vocab", "cmd_profiles"), "cards": _lazy("reports.cli_vocab", "cmd_cards"),
    "deck": _lazy("reports.cli_deck", "cmd_deck"),
}


def error(message: str) -> None:
    from rich.console import Console
    from rich.text import Text

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
