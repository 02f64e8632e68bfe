"""Bidirectional templates: one declaration both parses text into a value and renders it back.

A :class:`Template` belongs to a nonterminal (``nt``) and pairs a *pattern* with a *value
skeleton*:

- the pattern is literal Japanese with slots, ``{name:nt}`` (``{nt}`` alone names the slot
  after its nonterminal), e.g. ``カードを{n:num}枚<引く>``;
- the skeleton is the vocabulary value the text means, JSON-like, where the string ``"$name"``
  stands for a slot's value, a dict key ``"*name"`` splices a slot's dict into the dict at that
  position (keys keep the order of the text), a list item ``"*name"`` splices a slot's list, and
  a string such as ``"up to $n"`` formats a slot inside a string.

A pattern may end with a conjugated verb in angle brackets, ``<引く>``: the template is then
registered once per verb form — the plain form under ``nt`` (引く), and under ``nt.may``
(引いてもよい, the value gains ``may: true``), ``nt.stem`` (引き, to chain with 、),
``nt.te`` (引いて) and ``nt.past`` (引いた). So a template is written once and every form a
sentence needs exists.

Keys starting with ``_`` are *surface hints*: they record a wording the vocabulary does not
distinguish (a reminder text's variant, 選び、 before a verb, ...) so the renderer can
reproduce the printed text exactly. :func:`strip_hints` removes them from exported data.

Terminals (numbers, card names, races, civilizations) are :class:`Terminal` objects with a
parse and a render function.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

Value = Any

_SLOT = re.compile(r"\{(\w+)(?::([\w.]+))?\}")
_VERB = re.compile(r"<([^<>]+)>$")
_CHOICE = re.compile(r"\[([^\[\]]*\|[^\[\]]*)\]")

VERB_FORMS = ("plain", "may", "stem", "te", "past")

# Godan verbs ending in る (the default for える/いる endings is ichidan) and other exceptions.
_GODAN_RU = ("戻る", "残る", "送る", "取る", "なる", "入る", "移る", "乗る", "とどまる", "終わる",
             "始まる", "かかる", "わかる", "減る", "上回る", "下回る", "替わる", "代わる", "変わる", "限る",
             "切る", "回る", "帰る")
_IRREGULAR = {"行く": ("行って", "行き", "行った")}


def conjugate(verb: str) -> dict[str, str]:
    """The forms of a dictionary-form verb: plain, may (〜てもよい), stem, te, past."""
    if verb in _IRREGULAR:
        te, stem, past = _IRREGULAR[verb]
    elif verb.endswith("ない"):  # negative forms conjugate like adjectives
        base = verb[:-2]
        te, stem, past = base + "なくて", base + "なく", base + "なかった"
    elif verb.endswith("する"):
        base = verb[:-2]
        te, stem, past = base + "して", base + "し", base + "した"
    elif verb.endswith("る") and not verb.endswith(_GODAN_RU):
        base = verb[:-1]
        te, stem, past = base + "て", base, base + "た"
    else:
        base, last = verb[:-1], verb[-1]
        te_end, stem_end = {
            "く": ("いて", "き"), "ぐ": ("いで", "ぎ"), "す": ("して", "し"), "ぶ": ("んで", "び"),
            "む": ("んで", "み"), "ぬ": ("んで", "に"), "う": ("って", "い"), "つ": ("って", "ち"),
            "る": ("って", "り"),
        }[last]
        te, stem = base + te_end, base + stem_end
        past = te[:-1] + ("だ" if te.endswith("で") else "た")
    may = te + "もよい"
    return {"plain": verb, "may": may, "stem": stem, "te": te, "past": past}


@dataclass(frozen=True)
class Lit:
    """A literal piece of a pattern."""

    text: str


@dataclass(frozen=True)
class Slot:
    """A slot of a pattern: its value is bound to ``name`` and parsed/rendered by ``nt``."""

    name: str
    nt: str


Token = Lit | Slot


def tokenize(pattern: str) -> tuple[Token, ...]:
    """Split a pattern into literals and slots."""
    tokens: list[Token] = []
    pos = 0
    for m in _SLOT.finditer(pattern):
        if m.start() > pos:
            tokens.append(Lit(pattern[pos:m.start()]))
        name, nt = m.group(1), m.group(2) or m.group(1)
        tokens.append(Slot(name, nt))
        pos = m.end()
    if pos < len(pattern):
        tokens.append(Lit(pattern[pos:]))
    return tuple(tokens)


@dataclass
class Template:
    """One pattern of a nonterminal and the value it means."""

    nt: str
    pattern: str
    value: Value
    name: str
    tokens: tuple[Token, ...] = ()

    def __post_init__(self) -> None:
        self.tokens = tokenize(self.pattern)

    @property
    def slots(self) -> list[Slot]:
        return [t for t in self.tokens if isinstance(t, Slot)]


@dataclass
class Terminal:
    """A terminal nonterminal: ``parse(text, pos)`` yields (value, end); ``render(value)`` -> text."""

    name: str
    parse: Callable[[str, int], Iterable[tuple[Value, int]]]
    render: Callable[[Value], str | None]
    first: frozenset[str] | None = None  # the characters a match can start with (None: any)


@dataclass
class Grammar:
    """Nonterminals -> templates, plus terminals."""

    templates: dict[str, list[Template]] = field(default_factory=dict)
    terminals: dict[str, Terminal] = field(default_factory=dict)
    _counter: int = 0
    _index: dict[tuple[str, str], list[Template]] = field(default_factory=dict)
    _first: dict[int, frozenset[str] | None] | None = None

    def add(self, nt: str, pattern: str, value: Value, name: str | None = None) -> None:
        """Register a template in all its variants.

        ``[a|b|...]`` in a pattern is a choice of wordings, the first the canonical one (``[、|]``:
        an optional comma, present by default); a pattern ending in ``<verb>`` (or ``<v1|v2>``)
        is registered once per verb form. A non-canonical choice is recorded in the value (a dict)
        under the template's own hint key ``_<id>``, as the indices of the choices made.
        """
        label = name or f"{nt}:{pattern}"
        self._counter += 1
        hint_key = f"_{self._counter}"
        verb_alts: list[str] | None = None
        m = _VERB.search(pattern)
        if m:
            verb_alts = m.group(1).split("|")
            pattern = pattern[:m.start()]
        groups = _CHOICE.findall(pattern)
        pieces = _CHOICE.split(pattern)  # literal, group, literal, group, ...
        for combo in itertools.product(*[range(len(g.split("|"))) for g in groups]):
            text = pieces[0]
            for gi, ci in enumerate(combo):
                text += groups[gi].split("|")[ci] + pieces[2 * gi + 2]
            for vi, verb in enumerate(verb_alts or [None]):
                choice = list(combo) + ([vi] if verb_alts and len(verb_alts) > 1 else [])
                v = value
                if any(choice):
                    if not isinstance(value, dict):
                        raise ValueError(f"{label}: wording choices need a dict value")
                    v = {**value, hint_key: ".".join(map(str, choice))}
                if verb is None:
                    self._put(nt, text, v, label)
                    continue
                forms = conjugate(verb)
                for form in VERB_FORMS:
                    target = nt if form == "plain" else f"{nt}.{form}"
                    fv = {**v, "may": True} if form == "may" and isinstance(v, dict) else v
                    self._put(target, text + forms[form], fv, f"{label}[{form}]")

    def _put(self, nt: str, pattern: str, value: Value, label: str) -> None:
        self.templates.setdefault(nt, []).append(Template(nt, pattern, value, label))
        self._index.clear()
        self._first = None

    def by_first_char(self, nt: str, ch: str) -> list[Template]:
        """The templates of ``nt`` that may match text starting with ``ch`` (in declaration order)."""
        key = (nt, ch)
        found = self._index.get(key)
        if found is None:
            if self._first is None:
                self._first = self._first_sets()
            found = [t for t in self.templates.get(nt, ())
                     if (f := self._first[id(t)]) is None or ch in f or not ch]
            self._index[key] = found
        return found

    def _first_sets(self) -> dict[int, frozenset[str] | None]:
        """For every template, the characters its text can start with (None: any); fixed point."""
        nullable: dict[str, bool] = {nt: False for nt in self.templates}
        first: dict[str, set[str] | None] = {nt: set() for nt in self.templates}
        for name, term in self.terminals.items():
            nullable[name] = False
            first[name] = set(term.first) if term.first is not None else None

        def seq(tokens: tuple[Token, ...]) -> tuple[set[str] | None, bool]:
            acc: set[str] | None = set()
            for tok in tokens:
                if isinstance(tok, Lit):
                    if tok.text:
                        return (None if acc is None else acc | {tok.text[0]}), False
                    continue
                f = first.get(tok.nt)
                acc = None if acc is None or f is None else acc | f
                if not nullable.get(tok.nt, False):
                    return acc, False
            return acc, True

        changed = True
        while changed:
            changed = False
            for nt, ts in self.templates.items():
                for t in ts:
                    f, null = seq(t.tokens)
                    cur = first[nt]
                    new = None if cur is None or f is None else cur | f
                    if new != cur:
                        first[nt], changed = new, True
                    if null and not nullable[nt]:
                        nullable[nt], changed = True, True
        out: dict[int, frozenset[str] | None] = {}
        for ts in self.templates.values():
            for t in ts:
                f, null = seq(t.tokens)
                out[id(t)] = None if f is None or null else frozenset(f)
        return out

    def terminal(self, name: str, parse: Callable[[str, int], Iterable[tuple[Value, int]]],
                 render: Callable[[Value], str | None], first: Iterable[str] | None = None) -> None:
        """Register a terminal (``first``: the characters a match can start with, if known)."""
        self.terminals[name] = Terminal(name, parse, render, frozenset(first) if first is not None else None)
        self._index.clear()

    def check(self) -> list[str]:
        """Problems: slots naming unknown nonterminals, values naming slots the pattern lacks."""
        problems = []
        known = set(self.templates) | set(self.terminals)
        for ts in self.templates.values():
            for t in ts:
                names = {s.name for s in t.slots}
                for s in t.slots:
                    if s.nt not in known:
                        problems.append(f"{t.name}: unknown nonterminal {s.nt}")
                refs = _refs(t.value)
                for ref in refs - names:
                    problems.append(f"{t.name}: the value names slot {ref}, absent from the pattern")
                for name in names - refs:
                    problems.append(f"{t.name}: slot {name} is not in the value (it could not be rendered)")
        return problems


def _refs(value: Value) -> set[str]:
    """The slot names a value skeleton refers to."""
    if isinstance(value, str):
        return set(re.findall(r"\$(\w+)", value)) | ({value[1:]} if value.startswith("*") else set())
    if isinstance(value, dict):
        return {k[1:] for k in value if k.startswith("*")}.union(*(_refs(v) for v in value.values()))
    if isinstance(value, list):
        return set().union(*(_refs(v) for v in value))
    return set()


def strip_hints(value: Value) -> Value:
    """The value without surface hints (keys starting with ``_``)."""
    if isinstance(value, dict):
        return {k: strip_hints(v) for k, v in value.items() if not str(k).startswith("_")}
    if isinstance(value, list):
        return [strip_hints(v) for v in value]
    return value


def same(a: Value, b: Value) -> bool:
    """Equality that tells True from 1 and keeps dict key order significant."""
    if type(a) is not type(b):
        return False
    if isinstance(a, dict):
        return list(a) == list(b) and all(same(a[k], b[k]) for k in a)
    if isinstance(a, list):
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b, strict=True))
    return bool(a == b)
