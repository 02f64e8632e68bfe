"""``dmrules assay`` and ``dmrules compile``: the card-text compiler (``engine/catalog/text``) on the
command line: the round-trip figure over the classic texts, and one printed text compiled."""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path

from engine.catalog.loader import default_catalog
from engine.catalog.text.assay import entry_yaml, report, run
from engine.catalog.text.one_text import compile_text
from engine.catalog.text.reconcile import hand_written_cards
from engine.model.errors import DmRulesError
from reports.cli.exit_codes import ExitCode


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
    try:
        cards = json.loads(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise DmRulesError(f"{path}: can't be read ({exc.strerror}); give the classic card texts with --texts") \
            from None
    except json.JSONDecodeError as exc:
        raise DmRulesError(f"{path}:{exc.lineno}: not JSON ({exc.msg})") from None
    if not isinstance(cards, list) or not all(isinstance(c, dict) and "text" in c for c in cards):
        raise DmRulesError(f"{path}: not a list of cards with a 'text' (classic-ja.json's shape)")
    known = [n for card in default_catalog() if not card.source.startswith("classic-ja")
             for n in (card.name, *card.aliases)]
    print("\n".join(report(run(cards, known=known, written=hand_written_cards()), top=args.top)))
    return 0


def cmd_compile(args: argparse.Namespace) -> int:
    if args.file:
        try:
            text = Path(args.file).read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as exc:
            raise DmRulesError(f"{args.file}: can't be read ({exc})") from None
    elif args.text:
        text = " ".join(args.text)
    else:
        text = sys.stdin.read()
    outcome = compile_text(text.replace("\\n", "\n"), args.type)
    where = args.file or "text"
    if outcome.entry is None:
        if outcome.mismatch:
            print(f"{where}: line {outcome.line}: parsed but renders as 「{outcome.mismatch}」, not as printed "
                  f"(a template ambiguity)", file=sys.stderr)
        else:
            print(f"{where}: line {outcome.line}: no template reads 「{outcome.sentence}」", file=sys.stderr)
            for pattern in outcome.nearest:
                print(f"  nearest template: {pattern}", file=sys.stderr)
        return ExitCode.FAILED
    print(entry_yaml([outcome.entry]), end="")
    if outcome.refused:
        print(f"{where}: compiled, but the catalog refuses it: {outcome.refused}", file=sys.stderr)
        return ExitCode.FAILED
    return 0
