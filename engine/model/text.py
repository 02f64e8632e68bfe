"""How the project compares what people type: NFKC (full-width letters and digits, as an IME
types them, read as their ASCII forms; half-width katakana as full-width)."""

from __future__ import annotations

import unicodedata


def normal(text: str) -> str:
    """``text`` in NFKC: ``プレイヤーＡの手札は１０枚`` reads ``プレイヤーAの手札は10枚``."""
    return unicodedata.normalize("NFKC", text)


def name_key(name: str) -> str:
    """The form two card names are compared in: NFKC, any case, spaces collapsed."""
    return " ".join(normal(name).casefold().split())
