"""``--name REGEX`` (cucumber's): the scenarios whose name holds a match, with a regular expression a
user typed, so it is compiled and run within bounds:

- it is compiled by the ``regex`` package (the syntax of Python's ``re``), and each match is given
  :data:`TIMEOUT` seconds: an expression that backtracks without end (``(a|aa)+$``) stops there
  with one clear line, never a hang;
- counted repetitions are bounded (``regex`` expands them as it compiles: ``(?:a{1000}){1000}``
  alone takes a quarter of a gigabyte): each count at most :data:`MAX_COUNT`, their product at most
  :data:`MAX_COUNTED`; the expression itself at most :data:`MAX_LENGTH` characters.
"""

from __future__ import annotations

import re
from functools import reduce

import regex

from engine.model.errors import DmRulesError

TIMEOUT = 2.0  # seconds a match may take (a scenario's name is one line)
MAX_LENGTH = 1000
MAX_COUNT = 1000
MAX_COUNTED = 10_000
_COUNTED = re.compile(r"(?<!\\)\{(\d+)(?:,(\d*))?\}")


class NameFilterError(DmRulesError):
    """An expression ``--name`` refuses, or one whose match ran out of time."""


class NameFilter:
    """A compiled ``--name`` expression: :meth:`matches` a scenario's name."""

    def __init__(self, expression: str) -> None:
        self.expression = expression
        if len(expression) > MAX_LENGTH:
            raise NameFilterError(f"--name: an expression of {len(expression):,} characters (at most {MAX_LENGTH:,})")
        counts = [int(hi) if hi else int(lo) for lo, hi in _COUNTED.findall(expression)]
        if any(n > MAX_COUNT for n in counts) or reduce(lambda a, b: a * max(b, 1), counts, 1) > MAX_COUNTED:
            raise NameFilterError(f"--name: counted repetitions too large ({', '.join(map(str, counts))}): each at "
                                  f"most {MAX_COUNT:,}, together at most {MAX_COUNTED:,}")
        try:
            self.compiled = regex.compile(expression, regex.VERSION0)
        except (regex.error, OverflowError, RecursionError, MemoryError) as exc:
            raise NameFilterError(f"--name: not a regular expression: {exc}") from None

    def matches(self, name: str) -> bool:
        """Whether ``name`` holds a match (a NameFilterError when the match takes over :data:`TIMEOUT` s)."""
        try:
            return self.compiled.search(name, timeout=TIMEOUT) is not None
        except TimeoutError:
            shown = name if len(name) <= 60 else name[:59] + "…"
            raise NameFilterError(f"--name: {self.expression!r} took more than {TIMEOUT:g} s on the scenario "
                                  f"{shown!r} (an expression that backtracks without end, such as (a|aa)+$): "
                                  f"write a simpler one") from None


def name_filter(expression: str | None) -> NameFilter | None:
    """The filter of ``--name`` (None when none was given); a NameFilterError for a bad expression."""
    return NameFilter(expression) if expression else None
