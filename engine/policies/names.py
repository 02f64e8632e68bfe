"""Name categories (名称カテゴリ): which card names a category written in an ability matches.

000/001 能力テキストの名称カテゴリにルビが存在しない: TCG版では名称カテゴリを参照するときに能力
テキストのルビまで一致している必要があったが、デュエプレでは能力テキストにルビが存在しないため、
複数の読み方のカード名がまとめて1つの名称カテゴリに含まれることがある。 A category is its written
characters and, in the TCG, its reading. The card data gives a name's segments with their
readings (``ruby:``; a segment without ruby reads as written).
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.model.cards import CardDef


@dataclass(frozen=True)
class NameCategories:
    name: str
    by_reading: bool  # the reading (ruby) must match too

    def matches(self, card: CardDef, text: str, reading: str | None) -> bool:
        """Whether the category ``text`` (read ``reading``) is part of the card's name."""
        if text not in card.name:
            return False
        if not self.by_reading or reading is None:
            return True
        return reads(card, text, reading)


def reads(card: CardDef, text: str, reading: str) -> bool:
    """Whether ``text`` occurs in the card's name with this reading: whole consecutive segments whose
    readings join to it, or characters inside a segment that has no ruby (read as written)."""
    segments = card.ruby or ((card.name, None),)
    for i in range(len(segments)):
        written, read = "", ""
        for seg, ruby in segments[i:]:
            written += seg
            read += ruby if ruby is not None else seg
            if written == text and read == reading:
                return True
    return any(ruby is None and text in seg and text == reading for seg, ruby in segments)


WITH_RUBY = NameCategories("the reading (ruby) must match too (TCG)", by_reading=True)
WRITTEN_ONLY = NameCategories("the written characters only: no ruby (DMPS)", by_reading=False)
