"""Parsing the card lists that steps take: ``A, B and 3 x C (tapped)``."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from engine.model.errors import ScriptError
from engine.model.objects import ZONE_WORDS, Zone

MAX_CARDS = 999  # cards one set-up step may make (a deck holds 40; DMPS's mana zone at most 99)


def card_count(digits: str, what: str) -> int:
    """A count of cards a set-up step makes, bounded by MAX_CARDS (a ScriptError beyond it, before
    anything is made: ``99999999999 x X`` would fill the memory)."""
    if len(digits) > len(str(MAX_CARDS)) or int(digits) > MAX_CARDS:
        shown = digits if len(digits) <= 12 else digits[:12] + "..."
        raise ScriptError(f"{shown} cards of {what}: at most {MAX_CARDS} cards in one set-up step")
    return int(digits)


@dataclass
class Entry:
    """One item of a card list: a name, how many, its marks, and the cards under it."""

    name: str
    count: int = 1
    marks: set[str] = field(default_factory=set)
    under: list[str] = field(default_factory=list)


def split_list(text: str) -> list[str]:
    """Split on commas, "、" and a final "and", but not inside parentheses."""
    parts, depth, current = [], 0, ""
    for ch in text:
        if ch in "(（":
            depth += 1
        elif ch in ")）":
            depth -= 1
        if ch in ",、" and depth == 0:
            parts.append(current)
            current = ""
        else:
            current += ch
    parts.append(current)
    out: list[str] = []
    for part in parts:
        out.extend(p for p in re.split(r"\s+and\s+", part.strip()) if p.strip())
    return [p.strip() for p in out if p.strip()]


def parse_entry(text: str) -> Entry:
    marks: set[str] = set()
    m = re.search(r"\s*[(（]([^)）]*)[)）]\s*$", text)
    if m:
        marks = {x.strip() for x in m.group(1).split(",") if x.strip()}
        text = text[: m.start()]
    under: list[str] = []
    if " on " in text:
        text, rest = text.split(" on ", 1)
        under = [u.strip() for u in rest.split(" on ")]
    count = 1
    m2 = re.match(r"^(\d+)\s*[x×]\s*(.+)$", text.strip())
    if m2:
        count, text = card_count(m2.group(1), m2.group(2).strip()), m2.group(2)
    return Entry(text.strip(), count, marks, under)


def parse_list(text: str) -> list[Entry]:
    if text.strip() in ("nothing", "none", "no cards"):
        return []
    return [parse_entry(p) for p in split_list(text)]


def names(entries: list[Entry]) -> list[str]:
    return [e.name for e in entries for _ in range(e.count)]


def in_order(text: str) -> list[str]:
    """Card names in the order written: ``X then Y`` or ``X, Y`` -> [X, Y]."""
    return names(parse_list(text.replace(" then ", ", ")))


def zone_of(word: str) -> Zone:
    key = word.strip().lower()
    if key not in ZONE_WORDS:
        raise ValueError(f"unknown zone {word!r}; one of {', '.join(sorted(ZONE_WORDS))}")
    return ZONE_WORDS[key]


def split_index(name: str) -> tuple[str, str]:
    """``X#2`` -> (``X``, ``#2``): the k-th card of that name, as the set-up steps number them."""
    m = re.fullmatch(r"(.+?)(#\d+)", name.strip())
    return (m.group(1).strip(), m.group(2)) if m else (name.strip(), "")


def nth(index: str) -> int:
    """The k of an index ``#k`` (1 without one)."""
    return int(index[1:]) if index else 1
