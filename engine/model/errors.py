"""Errors the engine reports to users. Each carries a one-line, actionable message."""

from __future__ import annotations

import difflib
from collections.abc import Iterable


class DmRulesError(Exception):
    """Base class of every error meant for a user (no traceback is shown for these)."""


def nearest(word: str, candidates: Iterable[str], n: int = 3) -> list[str]:
    """The candidates closest to ``word`` (by similarity), best first."""
    pool = list(dict.fromkeys(candidates))
    found = difflib.get_close_matches(word, pool, n=n, cutoff=0.4)
    if not found:
        found = [c for c in pool if word and (word in c or c in word)][:n]
    return found


def suggest(word: str, candidates: Iterable[str], n: int = 3) -> list[str]:
    """The closest candidates to ``word``, always some (the nearest, else the most alike)."""
    pool = list(dict.fromkeys(candidates))
    found = nearest(word, pool, n)
    if found or not pool:
        return found
    return sorted(pool, key=lambda c: -difflib.SequenceMatcher(None, word, c).ratio())[:n]


def did_you_mean(word: str, candidates: Iterable[str]) -> str:
    """``; did you mean 'a', 'b'?`` for an unknown ``word``."""
    hint = suggest(word, candidates)
    return f"; did you mean {', '.join(repr(h) for h in hint)}?" if hint else ""


class UnknownCardError(DmRulesError):
    def __init__(self, name: str, suggestions: list[str]) -> None:
        hint = f"; did you mean {', '.join(suggestions)}?" if suggestions else ""
        super().__init__(f"unknown card {name!r}{hint}")
        self.name = name
        self.suggestions = suggestions


class UnknownWordError(DmRulesError):
    """A word of a scenario the vocabulary does not know (a keyword, a civilization)."""

    def __init__(self, what: str, word: str, known: Iterable[str]) -> None:
        close = nearest(word, known)
        hint = f"; did you mean {', '.join(close)}?" if close else f"; known: {', '.join(sorted(known))}"
        super().__init__(f"unknown {what} {word!r}{hint}")


class UnknownProfileError(DmRulesError):
    def __init__(self, name: str, known: list[str]) -> None:
        super().__init__(f"unknown profile {name!r}; known profiles: {', '.join(known)}")


class CardDataError(DmRulesError):
    """Bad card data: names the file, the line and the field."""

    def __init__(self, path: str, line: int, field: str, problem: str) -> None:
        super().__init__(f"{path}:{line}: field {field!r}: {problem}")
        self.path, self.line, self.field = path, line, field


class BoardLimitError(DmRulesError):
    """A board set up by a scenario breaks a limit of the profile it runs under."""


class IllegalActionError(DmRulesError):
    """A player action the rules forbid (recorded as refused by the scenario layer)."""


class ScriptError(DmRulesError):
    """A scripted choice that is not legal, or a reference to something that isn't there."""


class TriggerLoopError(DmRulesError):
    """A chain of waiting effects that does not end within the documented bound."""


class SkipTurn(Exception):  # noqa: N818 - a signal, not an error
    """An effect skips the rest of the turn (ターンの残りをとばす, 512.1): whatever is being done
    stops, and the game goes on to the next turn (:func:`engine.mechanics.turns.skip_rest`)."""
