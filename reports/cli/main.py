"""The ``dmrules`` command line: parses the arguments, runs a command, maps errors to exit codes.

The commands live in :mod:`reports.cli.runs` (verify, merge, explain), :mod:`reports.cli.coverage`
(coverage, sources), :mod:`reports.cli.vocabulary` (steps, profiles, cards) and
:mod:`reports.cli.deck` (deck check); the parser and its help in :mod:`reports.cli.parser`; the
exit codes in :mod:`reports.cli.exit_codes`.
"""

from __future__ import annotations

import argparse
import contextlib
import importlib
import os
import signal
import sys
import threading

from engine.model.errors import DmRulesError
from reports.cli.exit_codes import ExitCode
from reports.cli.parser import Command, build_parser
from reports.model.baseline import BaselineError
from reports.model.results import RunInterrupted


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
    "deck": _lazy("reports.cli.deck", "cmd_deck"), "skeleton": _lazy("reports.cli.vocabulary", "cmd_skeleton"),
    "rulings": _lazy("reports.cli.rulings", "cmd_rulings"), "rules": _lazy("reports.cli.clauses", "cmd_rules"),
    "questions": _lazy("reports.cli.vocabulary", "cmd_questions"),
    "assay": _lazy("reports.cli.card_text", "cmd_assay"), "compile": _lazy("reports.cli.card_text", "cmd_compile"),
}


def error(message: str) -> None:
    from rich.console import Console
    from rich.text import Text

    from reports.render.escaping import printable

    Console(stderr=True).print(Text.assemble(("dmrules: ", "bold red"), printable(message)), soft_wrap=True)


_SIGNALLED: list[int] = []  # the interrupting signals this process received


def _terminate(signum: int, frame: object) -> None:
    """SIGTERM (and Ctrl-C's SIGINT) is an interruption: the run stops, nothing is written, temp
    files go. The signal is remembered: pytest's own report of an interruption can fail on a frame
    with no line number (``tb_lineno`` None, Python 3.11: a TypeError from its terminal reporter),
    and an error raised while a signal stops the run is that interruption, not a fault."""
    _SIGNALLED.append(signum)
    raise KeyboardInterrupt


def _quiet_stdout() -> None:
    """After a broken pipe (``dmrules cards | head -1``): further output, and the interpreter's
    flush at exit, go nowhere."""
    with contextlib.suppress(OSError, ValueError):
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())


def _broken_pipe(console: object) -> None:
    """rich's reaction to a broken pipe is ``SystemExit(1)`` (the code of a failed verdict): raise
    it as what it is, for :func:`main` to end quietly."""
    raise BrokenPipeError


def main(argv: list[str] | None = None) -> int:
    from rich.console import Console

    from reports.render.escaping import guard_consoles

    Console.on_broken_pipe = _broken_pipe  # type: ignore[method-assign,assignment]
    guard_consoles()
    args = build_parser(COMMANDS).parse_args(argv)  # a usage error exits 2 here
    previous = signal.signal(signal.SIGTERM, _terminate) if _main_thread() else None
    previous_int = signal.signal(signal.SIGINT, _terminate) if _main_thread() else None
    _SIGNALLED.clear()
    try:
        return int(args.func(args))
    except BaselineError as exc:
        error(str(exc))
        return ExitCode.BASELINE
    except DmRulesError as exc:
        error(str(exc))
        return ExitCode.USAGE
    except BrokenPipeError:  # the reader went away (``| head``): what it wanted, it has
        _quiet_stdout()
        return ExitCode.OK
    except (KeyboardInterrupt, RunInterrupted) as exc:
        error(str(exc) if isinstance(exc, RunInterrupted)
              else "interrupted: no file was left half-written (only what was said to be written was)")
        return ExitCode.INTERRUPTED
    except Exception:
        if not _SIGNALLED:
            raise
        error("interrupted: no file was left half-written (only what was said to be written was)")
        return ExitCode.INTERRUPTED
    finally:
        if previous is not None:
            signal.signal(signal.SIGTERM, previous)
        if previous_int is not None:
            signal.signal(signal.SIGINT, previous_int)


def _main_thread() -> bool:
    return threading.current_thread() is threading.main_thread()

