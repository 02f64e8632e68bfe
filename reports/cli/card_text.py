"""``dmrules assay`` and ``dmrules compile``: the card-text compiler (``engine/catalog/text``) on the
command line: the round-trip figure over the classic texts, and one printed text compiled."""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from engine.catalog.loader import default_catalog
from engine.catalog.reading import InputError, control_problem, read_text, strip_controls
from engine.catalog.text.assay import entry_yaml, load_texts, report, run
from engine.catalog.text.one_text import compile_text
from engine.catalog.text.reconcile import hand_written_cards
from engine.model.errors import DmRulesError
from reports.cli.exit_codes import ExitCode

MAX_COMPILE_BYTES = 1024 * 1024  # one printed text: the longest classic one has 400 characters


def card_texts(given: str | None, root: Path) -> Path:
    """--texts PATH, else $DMRULES_CARD_TEXTS, else ``shared/cards/classic-ja.json`` next to the
    project (or a folder above it)."""
    if given:
        return Path(given)
    if os.environ.get("DMRULES_CARD_TEXTS"):
        return Path(os.environ["DMRULES_CARD_TEXTS"])
    found = [p / "shared" / "cards" / "classic-ja.json" for p in root.resolve().parents]
    return next((p for p in found if p.exists()), found[0])


def cmd_assay(args: argparse.Namespace) -> int:
    path = card_texts(args.texts, Path(args.root or "."))
    if not path.exists() and not path.is_symlink():
        raise DmRulesError(f"{path}: no such file; give the classic card texts with --texts")
    cards = load_texts(path)
    known = [n for card in default_catalog() if not card.source.startswith("classic-ja")
             for n in (card.name, *card.aliases)]
    print(strip_controls("\n".join(report(run(cards, known=known, written=hand_written_cards()), top=args.top))))
    return 0


def shortened(text: str, limit: int = 200) -> str:
    """A sentence to show: at most ``limit`` characters (a long one cut in the middle)."""
    if len(text) <= limit:
        return text
    return f"{text[:limit // 2]}…({len(text) - limit:,} characters)…{text[-limit // 2:]}"


def cmd_compile(args: argparse.Namespace) -> int:
    if args.file:
        try:
            text = read_text(Path(args.file), MAX_COMPILE_BYTES)
        except InputError as exc:
            raise DmRulesError(str(exc)) from None
    elif args.text:
        text = " ".join(args.text)
    else:
        text = sys.stdin.read(MAX_COMPILE_BYTES + 1)
        if len(text) > MAX_COMPILE_BYTES:
            raise DmRulesError(f"stdin: more than {MAX_COMPILE_BYTES:,} characters: not one card's text")
    if (problem := control_problem(text)) is not None:
        raise DmRulesError(f"{args.file or 'text'}: {problem}")
    outcome = compile_text(text.replace("\\n", "\n"), args.type)
    where = args.file or "text"
    if outcome.entry is None:
        if outcome.mismatch:
            print(f"{where}: line {outcome.line}: parsed but renders as 「{shortened(outcome.mismatch)}」, not as "
                  f"printed (a template ambiguity)", file=sys.stderr)
        else:
            print(f"{where}: line {outcome.line}: no template reads 「{shortened(outcome.sentence)}」",
                  file=sys.stderr)
            for pattern in outcome.nearest:
                print(f"  nearest template: {pattern}", file=sys.stderr)
        return ExitCode.FAILED
    print(entry_yaml([outcome.entry]), end="")
    if outcome.refused:
        print(f"{where}: compiled, but the catalog refuses it: {outcome.refused}", file=sys.stderr)
        return ExitCode.FAILED
    return 0
