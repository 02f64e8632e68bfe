"""Step patterns matched after NFKC normalisation: ``プレイヤーＡの手札は１０枚`` (what an IME
types) is the step ``プレイヤーAの手札は10枚``. A text the pattern matches as written is read as
written (card names are looked up in any width anyway); one it matches only in NFKC is read in NFKC."""

from __future__ import annotations

from typing import Any

from pytest_bdd import parsers

from engine.model.text import normal


class phrase(parsers.re):  # noqa: N801 - used like pytest-bdd's parsers.re
    """``parsers.re`` on the step text as written, else in NFKC (the pattern is written in NFKC)."""

    def __init__(self, name: str, *args: Any, **kwargs: Any) -> None:
        super().__init__(normal(name), *args, **kwargs)

    def parse_arguments(self, name: str) -> dict[str, str] | None:
        found = super().parse_arguments(name)
        return found if found is not None else super().parse_arguments(normal(name))

    def is_matching(self, name: str) -> bool:
        return super().is_matching(name) or super().is_matching(normal(name))
