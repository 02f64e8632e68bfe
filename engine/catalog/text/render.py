"""The renderer: vocabulary values -> canonical Japanese, through the same templates.

Rendering a value as a nonterminal tries the nonterminal's templates in order: a template
applies when its skeleton *unifies* with the value (slot values are recovered, spliced dicts and
lists are split at every possible point), and every slot then renders. The first template that
applies gives the canonical wording; surface hints in the value (keys ``_...``) select a
non-canonical one where the printed text used it.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from engine.catalog.text.templates import Grammar, Lit, Slot, Template, Value, same

Bindings = dict[str, Value]


def _bind(b: Bindings, name: str, value: Value) -> Bindings | None:
    if name in b:
        return b if same(b[name], value) else None
    return {**b, name: value}


def unify(skel: Value, value: Value, b: Bindings) -> Iterator[Bindings]:
    """Every binding of the skeleton's slots that rebuilds ``value``."""
    if isinstance(skel, str):
        if skel.startswith("$") and skel[1:].isidentifier():
            bound = _bind(b, skel[1:], value)
            if bound is not None:
                yield bound
            return
        if "$" in skel:
            if not isinstance(value, str):
                return
            names = re.findall(r"\$(\w+)", skel)
            rx = "".join(f"(?P<{p[1:]}>.+?)" if p.startswith("$") else re.escape(p)
                         for p in re.split(r"(\$\w+)", skel) if p)
            m = re.fullmatch(rx, value)
            if not m:
                return
            nb: Bindings | None = b
            for n in names:
                raw = m.group(n)
                nb = _bind(nb, n, int(raw) if raw.isdigit() else raw) if nb is not None else None
            if nb is not None:
                yield nb
            return
        if same(skel, value):
            yield b
        return
    if isinstance(skel, dict):
        if isinstance(value, dict):
            yield from _unify_items(list(skel.items()), list(value.items()), b)
        return
    if isinstance(skel, list):
        if isinstance(value, list):
            yield from _unify_list(skel, value, b)
        return
    if same(skel, value):
        yield b


def _unify_items(skel: list[tuple[str, Value]], items: list[tuple[str, Value]], b: Bindings) -> Iterator[Bindings]:
    if not skel:
        if not items:
            yield b
        return
    (k, s), rest = skel[0], skel[1:]
    if k.startswith("*"):
        for j in range(len(items) + 1):
            nb = _bind(b, k[1:], dict(items[:j]))
            if nb is not None:
                yield from _unify_items(rest, items[j:], nb)
        return
    if not items or items[0][0] != k:
        return
    for nb in unify(s, items[0][1], b):
        yield from _unify_items(rest, items[1:], nb)


def _unify_list(skel: list[Value], items: list[Value], b: Bindings) -> Iterator[Bindings]:
    if not skel:
        if not items:
            yield b
        return
    s, rest = skel[0], skel[1:]
    if isinstance(s, str) and s.startswith("*"):
        for j in range(len(items) + 1):
            nb = _bind(b, s[1:], list(items[:j]))
            if nb is not None:
                yield from _unify_list(rest, items[j:], nb)
        return
    if not items:
        return
    for nb in unify(s, items[0], b):
        yield from _unify_list(rest, items[1:], nb)


class Renderer:
    """Render values with a grammar."""

    def __init__(self, grammar: Grammar) -> None:
        self.grammar = grammar
        self.depth = 0
        self.used: set[str] | None = None  # when a set: the templates a rendering used (their labels)

    def render(self, nt: str, value: Value) -> str | None:
        """The canonical text of ``value`` as nonterminal ``nt``, or None."""
        term = self.grammar.terminals.get(nt)
        if term is not None:
            return term.render(value)
        self.depth += 1
        try:
            if self.depth > 60:
                return None
            for t in self.grammar.templates.get(nt, ()):
                text = self._template(t, value)
                if text is not None:
                    return text
            return None
        finally:
            self.depth -= 1

    def _template(self, t: Template, value: Value) -> str | None:
        skel = t.value
        if isinstance(skel, dict):
            if not isinstance(value, dict) or any(k not in value for k in skel if not k.startswith("*")):
                return None
        elif isinstance(skel, list) and not isinstance(value, list):
            return None
        outer = self.used
        try:
            for b in unify(skel, value, {}):
                self.used = set() if outer is not None else None  # what this attempt uses, kept if it succeeds
                parts: list[str] = []
                for tok in t.tokens:
                    if isinstance(tok, Lit):
                        parts.append(tok.text)
                        continue
                    assert isinstance(tok, Slot)
                    if tok.name not in b:
                        break
                    text = self.render(tok.nt, b[tok.name])
                    if text is None:
                        break
                    parts.append(text)
                else:
                    if outer is not None and self.used is not None:
                        outer |= self.used | {t.name}
                    return "".join(parts)
            return None
        finally:
            self.used = outer

    def line(self, items: list[Value]) -> str | None:
        """Render one line's items."""
        return self.render("line", items)

    def templates_of(self, lines: list[list[Value]]) -> set[str]:
        """The templates (as declared: one label for all the wordings and verb forms of one declaration)
        the rendering of ``lines`` uses."""
        self.used = set()
        try:
            for items in lines:
                self.line(items)
            return {re.sub(r"\[\w+\]$", "", name) for name in self.used}
        finally:
            self.used = None
