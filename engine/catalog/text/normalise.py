"""Normalisation of printed card text: one spelling for what the printings spell several ways.

The printed texts of the classic sets (DM-01 to DM-30) differ in orthography from set to set
without differing in meaning: full-width digits, spaces, とき and 時, そのあと and その後,
してよい and してもよい, ruby glosses such as W(ダブル)・ブレイカー, a full stop before a closing
parenthesis. :func:`normalise` folds these into one canonical spelling and records which folds
it applied (the variants are kept as data: see :class:`Normalised`), so the assay compares a
rendering with a text that differs from the printed one only by these recorded folds.

Card names in 《》 are never folded.
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from dataclasses import dataclass, field

# (label, pattern, replacement). Applied in order, outside 《》, after NFKC and whitespace removal.
FOLDS: tuple[tuple[str, str, str], ...] = (
    ("とき->時", r"とき", "時"),
    ("そのあと->その後", r"そのあと", "その後"),
    ("のあと->の後", r"(?<=[のた])あと(?=[、で,])", "後"),
    ("てよい->てもよい", r"(?<=[てで])よい", "もよい"),
    ("代わり->かわり", r"代わり", "かわり"),
    ("ruby gloss", r"(?<=[A-Z])\((?:ダブル|トリプル|シールド|クアトロ|ワールド)\)", ""),
    ("。)->)", r"。\)", ")"),
    ("〔〕->()", r"〔([^〔〕]*)〕", r"(\1)"),
    ("long dash->-", r"(?<=[\u4e00-\u9fffA-Za-z0-9])[ー―−‐](?=[^\u30a0-\u30ff]|$)", "-"),
    ("dash->-", r"[―−‐]", "-"),
    ("一->1", r"一(?=[枚体つ])", "1"),
    ("好きな順(番)->好きな順序", r"好きな順番?(?!序)", "好きな順序"),
    ("misprint クリ-チャー", r"クリ-チャー", "クリーチャー"),  # a hyphen printed for the long vowel (DM-04)
)

_NAME = re.compile(r"(《[^》]*》)")
_SPACE = re.compile(r"[ \t\u3000\u00a0]+")
_DOUBLE_ANGLE = re.compile(r"<<([^<>《》]+)>>")  # a card name printed <<…>> instead of 《…》


@dataclass
class Normalised:
    """A normalised card text: its lines and the folds applied (label -> times)."""

    lines: list[str]
    folds: Counter[str] = field(default_factory=Counter)

    @property
    def text(self) -> str:
        """The lines joined by newlines: what a rendering is compared with."""
        return "\n".join(self.lines)


def _fold(segment: str, folds: Counter[str]) -> str:
    for label, pattern, repl in FOLDS:
        segment, n = re.subn(pattern, repl, segment)
        if n:
            folds[label] += n
    return segment


def own_name(name: str | None) -> str:
    """A card's name as its own text would name it: without a ruby gloss (怪力の化身(マイティ・トーテム))."""
    return re.sub(r"\([^()]*\)$", "", unicodedata.normalize("NFKC", name or "")).strip()


def normalise_line(line: str, folds: Counter[str] | None = None, name: str = "") -> str:
    """One printed line in canonical spelling (card names in 《》 untouched). ``name``: the card's own name,
    which its text sometimes prints without 《》 (怪力の化身: 「その中から怪力の化身を1体選び」): put in 《》."""
    folds = folds if folds is not None else Counter()
    nfkc = unicodedata.normalize("NFKC", line)
    if nfkc != line:
        folds["NFKC"] += 1
    squeezed, n = _SPACE.subn("", nfkc)
    if n:
        folds["whitespace"] += n
    squeezed, n = _DOUBLE_ANGLE.subn(r"《\1》", squeezed)
    if n:
        folds["<<>>->《》"] += n
    parts = _NAME.split(squeezed)
    if name:
        bare = [p if p.startswith("《") else p.replace(name, f"《{name}》") for p in parts]
        if bare != parts:
            folds["own name->《》"] += sum(p.count(name) for p in parts if not p.startswith("《"))
            parts = _NAME.split("".join(bare))
    return "".join(p if p.startswith("《") else _fold(p, folds) for p in parts)


def normalise(text: str | None, name: str | None = None) -> Normalised:
    """Normalise a card's printed text: non-empty lines, each in canonical spelling (``name``: the card's,
    put in 《》 where its text prints it bare)."""
    folds: Counter[str] = Counter()
    lines = []
    own = own_name(name)
    for raw in (text or "").split("\n"):
        line = normalise_line(raw, folds, own)
        if line:
            lines.append(line)
        elif raw:
            folds["blank line"] += 1
    return Normalised(lines, folds)
