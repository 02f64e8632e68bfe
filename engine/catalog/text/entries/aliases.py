"""English aliases of the classic cards (all-en.csv: the printing with the card's own set and number)."""

from __future__ import annotations

import csv
import re
from pathlib import Path
from typing import Any

from engine.catalog.text.grammar import CIVILIZATIONS


def english_aliases(csv_path: Path) -> dict[tuple[str, str], list[dict[str, str]]]:
    """all-en.csv rows by (Set, SetNum)."""
    index: dict[tuple[str, str], list[dict[str, str]]] = {}
    with csv_path.open(encoding="utf-8") as f:
        for row in csv.DictReader(f):
            index.setdefault((row["Set"].strip(), row["SetNum"].strip()), []).append(row)
    return index


def alias_for(card: dict[str, Any], index: dict[tuple[str, str], list[dict[str, str]]]) -> list[str]:
    """The English name of the printing with the card's own set and number, when cost and
    civilizations agree (classic-ja ``dm01-043`` -> DM-01 43, ``dm01-s06`` -> DM-01 S6)."""
    m = re.fullmatch(r"(dmc?)(\d+)-(s?)(\d+)", card["id"])
    if not m:
        return []
    key = (("DMC-" if m.group(1) == "dmc" else "DM-") + m.group(2), ("S" if m.group(3) else "") + str(int(m.group(4))))
    civs = {CIVILIZATIONS[c] for c in card["civilizations"]}
    for row in index.get(key, []):
        row_civs = {c.strip().lower() for c in re.split(r"[/,]", row["Civilization"]) if c.strip()}
        if row["Mana"].strip() == str(card["cost"]) and (not row_civs or row_civs == civs):
            return [row["CardName"].strip()]
    return []
