"""The compiler: normalised card text -> vocabulary values, through the grammar's templates.

:class:`Parser` is a memoising backtracking parser over a :class:`~engine.catalog.text.templates.Grammar`: for a
nonterminal at a position it returns every (value, end) the templates allow. A card's line is
parsed as nonterminal ``line`` (a sequence of items: keywords, abilities, static abilities...),
and must be consumed entirely. When a line fails, :func:`failing_sentences` finds the sentences
no template covers (the unit of the ranking of missing templates).
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from engine.catalog.text.normalise import Normalised, normalise
from engine.catalog.text.readings import last_header, well_formed
from engine.catalog.text.templates import Grammar, Lit, Template, Token, Value, same

MAX_RESULTS = 48  # alternatives kept per (nonterminal, position)
# How deep nonterminals may nest in one parse: the printed classic texts nest at most 16 deep; deeper
# text (a line of a hundred chained effects) stops here, well before Python's recursion limit.
MAX_PARSE_DEPTH = 64


class TooDeep(Exception):  # noqa: N818 - a signal the compiler turns into a failing line
    """A text that nests deeper than :data:`MAX_PARSE_DEPTH`: no printed text does."""


def _key(value: Value) -> str:
    return json.dumps(value, ensure_ascii=False)


def build(skeleton: Value, bindings: dict[str, Value]) -> tuple[bool, Value]:
    """Substitute slot values into a skeleton; (False, None) when splices collide."""
    if isinstance(skeleton, str):
        if skeleton.startswith("$") and skeleton[1:].isidentifier():
            return True, bindings[skeleton[1:]]
        if "$" in skeleton:
            return True, re.sub(r"\$(\w+)", lambda m: str(bindings[m.group(1)]), skeleton)
        return True, skeleton
    if isinstance(skeleton, dict):
        out: dict[str, Value] = {}
        for k, v in skeleton.items():
            if k.startswith("*"):
                sub = bindings[k[1:]]
                if not isinstance(sub, dict):
                    return False, None
                for sk, sv in sub.items():
                    if sk in out:
                        return False, None
                    out[sk] = sv
            else:
                ok, built = build(v, bindings)
                if not ok or k in out:
                    return False, None
                out[k] = built
        return True, out
    if isinstance(skeleton, list):
        items: list[Value] = []
        for v in skeleton:
            if isinstance(v, str) and v.startswith("*"):
                sub = bindings[v[1:]]
                if not isinstance(sub, list):
                    return False, None
                items.extend(sub)
            else:
                ok, built = build(v, bindings)
                if not ok:
                    return False, None
                items.append(built)
        return True, items
    return True, skeleton


class Parser:
    """Parse one text with a grammar (memo per nonterminal and position)."""

    def __init__(self, grammar: Grammar, text: str) -> None:
        self.grammar = grammar
        self.text = text
        self.memo: dict[tuple[str, int], list[tuple[Value, int]]] = {}
        self.active: set[tuple[str, int]] = set()
        self.depth = 0

    def parse(self, nt: str, pos: int) -> list[tuple[Value, int]]:
        """Every (value, end) of nonterminal ``nt`` starting at ``pos``."""
        key = (nt, pos)
        if key in self.memo:
            return self.memo[key]
        if key in self.active:  # left recursion: no result on this path
            return []
        if self.depth >= MAX_PARSE_DEPTH:
            raise TooDeep(f"the text nests more than {MAX_PARSE_DEPTH} templates deep (printed texts nest at most 16)")
        self.depth += 1
        try:
            return self._parse(nt, pos, key)
        finally:
            self.depth -= 1

    def _parse(self, nt: str, pos: int, key: tuple[str, int]) -> list[tuple[Value, int]]:
        self.active.add(key)
        results: list[tuple[Value, int]] = []
        seen: set[tuple[int, str]] = set()
        term = self.grammar.terminals.get(nt)
        if term is not None:
            candidates: Iterator[tuple[Value, int]] = iter(term.parse(self.text, pos))
        else:
            ch = self.text[pos:pos + 1]
            candidates = (r for t in self.grammar.by_first_char(nt, ch) for r in self._template(t, pos))
        for value, end in candidates:
            k = (end, _key(value))
            if k not in seen:
                seen.add(k)
                results.append((value, end))
                if len(results) >= MAX_RESULTS:
                    break
        self.active.discard(key)
        self.memo[key] = results
        return results

    def _template(self, t: Template, pos: int) -> Iterator[tuple[Value, int]]:
        for bindings, end in self._tokens(t.tokens, 0, pos, {}):
            ok, value = build(t.value, bindings)
            if ok:
                yield value, end

    def _tokens(self, tokens: tuple[Token, ...], i: int, pos: int,
                bindings: dict[str, Value]) -> Iterator[tuple[dict[str, Value], int]]:
        if i == len(tokens):
            yield bindings, pos
            return
        tok = tokens[i]
        if isinstance(tok, Lit):
            if self.text.startswith(tok.text, pos):
                yield from self._tokens(tokens, i + 1, pos + len(tok.text), bindings)
            return
        for value, end in self.parse(tok.nt, pos):
            if tok.name in bindings:
                if same(bindings[tok.name], value):
                    yield from self._tokens(tokens, i + 1, end, bindings)
            else:
                yield from self._tokens(tokens, i + 1, end, {**bindings, tok.name: value})

    def full(self, nt: str) -> list[Value]:
        """Values of ``nt`` spanning the whole text."""
        return [v for v, end in self.parse(nt, 0) if end == len(self.text)]


def sentence_bounds(line: str) -> list[int]:
    """Positions where a sentence ends (after 。 or a closing parenthesis) outside brackets."""
    bounds = []
    depth = 0
    for i, ch in enumerate(line):
        if ch in "(「":
            depth += 1
        elif ch in ")」":
            depth = max(0, depth - 1)
            if depth == 0 and ch == ")" and i + 1 < len(line) and line[i + 1] != "。":
                bounds.append(i + 1)
        elif ch == "。" and depth == 0:
            bounds.append(i + 1)
    if not bounds or bounds[-1] != len(line):
        bounds.append(len(line))
    return bounds


def failing_sentences(grammar: Grammar, line: str, nt: str = "item") -> list[str]:
    """The sentences of a line that no sequence of items covers.

    Positions reachable from the start by whole items are followed; where the line can't go on,
    the sentence starting at the furthest reachable sentence start is reported and the walk
    resumes at the next sentence boundary.
    """
    parser = Parser(grammar, line)
    bounds = [0] + sentence_bounds(line)
    failing: list[str] = []
    reachable = {0}
    frontier = 0
    while True:
        stack = sorted(p for p in reachable if p >= frontier)
        seen: set[int] = set()
        while stack:
            p = stack.pop()
            if p in seen or p >= len(line):
                continue
            seen.add(p)
            for _, end in parser.parse(nt, p):
                if end not in reachable:
                    reachable.add(end)
                    stack.append(end)
        if len(line) in reachable:
            return failing
        start = max(b for b in bounds if b in reachable and b < len(line))
        nxt = min(b for b in bounds if b > start)
        failing.append(line[start:nxt])
        reachable.add(nxt)
        frontier = nxt


@dataclass
class CompiledCard:
    """A card's text compiled: per normalised line, the values of its items (None: not parsed), and the
    readings the text allows (``alternatives``: the exact, well-formed parses; more than one whose data
    differ is an ambiguity the assay reports)."""

    card: dict[str, Any]
    normalised: Normalised
    lines: list[list[Value] | None] = field(default_factory=list)
    failures: list[str] = field(default_factory=list)
    alternatives: list[list[list[Value]]] = field(default_factory=list)

    @property
    def parsed(self) -> bool:
        return all(line is not None for line in self.lines)


def _untimed(items: Value) -> int:
    """How many items of a parse are effects with no trigger (``do`` without ``when``)."""
    return sum(1 for i in items if isinstance(i, dict) and "do" in i and "when" not in i
               and not i.get("continues")) if isinstance(items, list) else 0


def compile_card(grammar: Grammar, card: dict[str, Any], render_line: Any = None) -> CompiledCard:
    """Compile a card: parse each normalised line as nonterminal ``line``.

    Of a line's parses, those the text can mean (:func:`~engine.catalog.text.readings.well_formed`: a
    body's sentences are its steps; a sentence with no timing on a permanent is a static ability) and
    whose rendering (``render_line``, if given) reproduces the line are the line's readings
    (``alternatives``). Where they differ, the one with the fewest items is taken, then on a spell the
    one with the most effects without a trigger: a tie-break the assay counts (the card is reported).
    A line whose every parse is one the text cannot mean is a failure (the whole line).
    """
    spell = card.get("cardType") == "呪文"
    norm = normalise(card.get("text"), card.get("name"))
    compiled = CompiledCard(card, norm)
    after: str | None = None
    for line in norm.lines:
        try:
            parses = Parser(grammar, line).full("line")
            failures = [] if parses else failing_sentences(grammar, line)
        except TooDeep:
            parses, failures = [], [line]
        formed = [p for p in parses if well_formed(p, spell, after)]
        if not formed:
            compiled.lines.append(None)
            compiled.alternatives.append([])
            compiled.failures.extend(failures if not parses else [line])
            after = None
            continue
        if render_line is not None:
            confirmed = [p for p in formed if render_line(p) == line]
            formed = confirmed or formed
        compiled.alternatives.append(formed)
        chosen = min(formed, key=lambda p: (len(p), -_untimed(p) if spell else _untimed(p)))
        compiled.lines.append(chosen)
        after = last_header(chosen)
    return compiled
