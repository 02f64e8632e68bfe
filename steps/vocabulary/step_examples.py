"""One example line per step: from an ``Example:`` line of its docstring, else made from its pattern.

The pattern is walked as a reader would fill it in: a named group gets a sample value (a card
of the catalog, ``2``, ``dmps``), an alternation its first branch, an optional part is left
out (an optional letter, the plural "s", is written). The example is kept only if the pattern
matches it; otherwise the readable form stands.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

SAMPLES = {"player": "A", "owner": "B", "viewer": "B", "target": "player B", "card": "青銅の鎧",
           "card2": "アクア・ビークル", "onto": "アクア・ビークル", "other": "アクア・ガード",
           "cards": "青銅の鎧, アクア・ビークル", "labels": "X, Y", "n": "2", "profiles": "dmps",
           "civs": "water, nature", "keyword": "blocker", "claim": "player A's hand has 2 cards",
           "steps": "shuffle; shields: cards 1-5; hand: cards 6-10", "why": "battle zone holds at most 7",
           "reason": "a deck has 40 cards", "kind": "target", "label": "1", "ability": "this enters",
           "options": "青銅の鎧, stop", "text": "青銅", "matched": "青銅の鎧"}
# A Japanese step's example is Japanese throughout: its card lists with 、, its nested claim a Japanese step.
SAMPLES_JA = {**SAMPLES, "target": "プレイヤーB", "cards": "青銅の鎧、アクア・ビークル",
              "claim": "プレイヤーAの手札は2枚", "options": "青銅の鎧、stop"}
ANY = "青銅の鎧"  # what an unnamed ``.+`` becomes
_EXAMPLE_LINE = re.compile(r"^\s*Example:\s*``?(.+?)``?\s*$", re.M)


def _class_end(text: str, start: int) -> int:
    """The index just past the ``]`` that closes the character class opened at ``start``."""
    return text.index("]", start + 1) + 1


def _tokens(text: str, start: int = 0) -> Iterator[tuple[int, str, int]]:
    """(index, character, group depth after it) of each character outside escapes and classes."""
    depth, i = 0, start
    while i < len(text):
        ch = text[i]
        if ch == "\\":
            i += 2
            continue
        if ch == "[":
            i = _class_end(text, i)
            continue
        depth += {"(": 1, ")": -1}.get(ch, 0)
        yield i, ch, depth
        i += 1


def group_end(text: str, start: int) -> int:
    """The index of the ``)`` that closes the group opened at ``start``."""
    return next((i for i, ch, depth in _tokens(text, start) if ch == ")" and depth == 0), len(text) - 1)


def first_branch(text: str) -> str:
    """The part of ``text`` before its first top-level ``|``."""
    return next((text[:i] for i, ch, depth in _tokens(text) if ch == "|" and depth == 0), text)


def _quantifier(text: str, i: int) -> tuple[str, int]:
    """The quantifier at ``text[i:]`` (``?``, ``*``, ``+``, with a lazy ``?``) and where it ends."""
    q = text[i:i + 1] if text[i:i + 1] in ("?", "*", "+") else ""
    end = i + len(q)
    if q and text[end:end + 1] == "?":
        end += 1
    return q, end


def fill(pattern: str, samples: dict[str, str]) -> str:
    """A string the pattern (probably) matches."""
    text, out, i = first_branch(pattern), "", 0
    while i < len(text):
        ch = text[i]
        if ch == "(":
            end = group_end(text, i)
            inner, name = text[i + 1:end], ""
            if inner.startswith("?P<"):
                name, inner = inner[3:inner.index(">")], inner[inner.index(">") + 1:]
            elif inner.startswith("?:"):
                inner = inner[2:]
            elif inner.startswith(("?!", "?=")):  # a lookahead writes nothing
                i = end + 1
                continue
            q, i = _quantifier(text, end + 1)
            if q in ("?", "*"):
                continue
            sample = samples.get(name)
            out += sample if sample is not None and re.fullmatch(inner, sample) else fill(inner, samples)
            continue
        if ch == "[":
            end = _class_end(text, i)
            first = text[i + 1]
            q, i = _quantifier(text, end)
            if q not in ("?", "*"):
                out += first
            continue
        if ch == "\\":
            esc = text[i + 1:i + 2]
            q, i = _quantifier(text, i + 2)
            if q not in ("?", "*"):
                out += {"d": "2", "s": " "}.get(esc, esc)
            continue
        if ch == ".":
            q, i = _quantifier(text, i + 1)
            out += ANY
            continue
        q, nxt = _quantifier(text, i + 1)
        if q != "*":  # an optional letter is written: "cards?" reads "cards" after the sample 2
            out += ch
        i = nxt
    return out


def example(keyword: str, pattern: str, doc: str, readable: str, language: str = "en") -> str:
    """The example line of a step: its docstring's ``Example:`` line, else one made from the pattern with
    the samples of the step's language (``ja``: Japanese card lists and claims)."""
    m = _EXAMPLE_LINE.search(doc)
    if m and re.fullmatch(pattern, m.group(1)):
        return f"{keyword} {m.group(1)}"
    made = fill(pattern, SAMPLES_JA if language == "ja" else SAMPLES)
    return f"{keyword} {made if re.fullmatch(pattern, made) else readable}"
