"""The ``dmrules`` command line: parses the arguments, runs a command, maps errors to exit codes.

The commands live in :mod:`reports.cli.runs` (verify, merge, explain), :mod:`reports.cli.coverage`
(coverage, sources), :mod:`reports.cli.vocabulary` (steps, profiles, cards) and
:mod:`reports.cli.deck` (deck check); the parser and its help in :mod:`reports.cli.parser`; the
exit codes in :mod:`reports.cli.exit_codes`.
"""

from __future__ import annotations

import argparse
import importlib

from engine.model.errors import DmRulesError
from reports.cli.exit_codes import ExitCode
from reports.cli.parser import Command, build_parser
from reports.model.baseline import BaselineError


def _lazy(module: str, name: str) -> Command:
    """A command whose module is imported only when it runs (so ``dmrules --help`` and each
    command import only what they use)."""

    def command(args: argparse.Namespace) -> int:
        return int(getattr(importlib.import_module(module), name)(args))

    command.__name__ = name
    return command


COMMANDS: dict[str, Command] = {
    "verify": _lazy("reports.cli.runs", "cmd_verify"), "merge": _lazy("reports.cli.runs", "cmd_merge"),
    "coverage": _lazy("reports.cli.coverage", "cmd_coverage"), "sources": _lazy("reports.cli.coverage", "cmd_sources"),
    "explain": _lazy("reports.cli.runs", "cmd_explain"), "steps": _lazy("reports.cli.vocabulary", "cmd_steps"),
    "profiles": _lazy("reports.cli.vocabulary", "cmd_profiles"), "cards": _lazy("reports.cli.vocabulary", "cmd_cards"),
    "deck": _lazy("reports.cli.deck", "cmd_deck"),
    "assay": _lazy("reports.cli.card_text", "cmd_assay"), "compile": _lazy("reports.cli.card_text", "cmd_compile"),
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

