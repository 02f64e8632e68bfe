"""The round-trip assay: compile -> render -> compare with the normalised printed text -> load.

A card counts as compiled only when every line parses, the rendering of the compiled values equals
the normalised text exactly (so a compile that drops or misreads a part of the text cannot pass),
*and* its catalog entry loads: the loader (:mod:`engine.catalog.loader`) accepts only vocabulary
the engine implements. Sentences no template covers are clustered into missing templates (numbers,
card names, races and civilizations replaced by placeholders) and ranked by the cards each blocks;
load errors are clustered into missing vocabulary the same way.
"""

from __future__ import annotations

import json
import re
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from engine.catalog.loader import read_text
from engine.catalog.reading import InputError, JsonStream, control_problem
from engine.catalog.text.compiler import CompiledCard, compile_card
from engine.catalog.text.entries import export_card
from engine.catalog.text.grammar import CIVILIZATIONS, RACE_CATEGORIES, RACES, grammar
from engine.catalog.text.reconcile import LESS, Reconciled, reconcile
from engine.catalog.text.render import Renderer
from engine.model.cards import CardDef
from engine.model.errors import CardDataError

_RACE_RX = re.compile("|".join(re.escape(r) for r in sorted([*RACES, *RACE_CATEGORIES], key=len, reverse=True)))
_CIV_RX = re.compile("|".join(sorted(CIVILIZATIONS, key=len, reverse=True)))


MAX_TEXTS_BYTES = 64 * 1024 * 1024  # classic-ja.json is 1.4 MB
MAX_TEXT_CHARS = 10_000  # one card's printed text (the longest classic one has 400)


def load_texts(path: Path) -> list[dict[str, Any]]:
    """The card texts to assay (classic-ja.json's shape: a list of cards, each with ``id``, ``name``,
    ``cardType``, ``cost``, ``civilizations``, ``text`` and optionally ``power`` and ``races``),
    read with :mod:`engine.catalog.reading`'s limits; a card of another shape is a CardDataError
    naming the file, the line and the field."""
    cards: list[dict[str, Any]] = []
    try:
        with JsonStream(path, MAX_TEXTS_BYTES) as stream:
            for line, card in stream.items():
                problem = _text_card_problem(card)
                if problem is not None:
                    raise CardDataError(str(path), line, problem[0], problem[1])
                cards.append(card)
            stream.end()
    except InputError as exc:
        raise CardDataError(exc.where, exc.line, "file", exc.problem + " (the card texts: a JSON list of cards, "
                            "classic-ja.json's shape)") from None
    return cards


def _text_card_problem(card: Any) -> tuple[str, str] | None:
    """(field, problem) of a card of the texts that is not of classic-ja.json's shape (None: it is)."""
    if not isinstance(card, dict):
        return "card", "each card is an object with id, name, cardType, cost, civilizations and text"
    for key in ("id", "name", "cardType"):
        if not isinstance(card.get(key), str) or not card[key].strip():
            return key, "must be a non-empty string"
    if not isinstance(card.get("cost"), int) or isinstance(card["cost"], bool) or not 0 <= card["cost"] <= 999:
        return "cost", "must be an integer from 0 to 999"
    power = card.get("power")
    if power is not None and (not isinstance(power, int) or isinstance(power, bool) or abs(power) > 2**31 - 1):
        return "power", "must be an integer (or null)"
    civs = card.get("civilizations")
    if not isinstance(civs, list) or not all(isinstance(c, str) and c in CIVILIZATIONS for c in civs):
        return "civilizations", "must be a list of " + ", ".join(CIVILIZATIONS)
    races = card.get("races", [])
    if not isinstance(races, list) or not all(isinstance(r, str) for r in races):
        return "races", "must be a list of strings"
    text = card.get("text")
    if text is not None and (not isinstance(text, str) or len(text) > MAX_TEXT_CHARS):
        return "text", f"must be a string of at most {MAX_TEXT_CHARS:,} characters (or null)"
    for key in ("id", "name", "cardType", "text"):
        problem = control_problem(str(card.get(key) or ""))
        if problem:
            return key, problem
    return None


def cluster(sentence: str) -> str:
    """A failing sentence as a template: placeholders for names, numbers, races, civilizations."""
    s = re.sub(r"《[^》]*》", "《NAME》", sentence)
    s = re.sub(r"\d+", "N", s)
    s = _RACE_RX.sub("RACE", s)
    return _CIV_RX.sub("CIV", s)


def vocabulary_gap(error: CardDataError) -> str:
    """A load error as the vocabulary it lacks: the problem without the file, line and the
    suggestions (``unknown keyword 'slayer'``)."""
    problem = str(error).split(": ", 1)[1]
    problem = re.split(r"; (?:did you mean|known:|one of)", problem)[0]
    return re.sub(r"\d+", "N", problem)


def entry_yaml(entries: Iterable[dict[str, Any]]) -> str:
    """Catalog entries as the YAML of a catalog file (flow style for short lists and mappings)."""
    return yaml.safe_dump(list(entries), allow_unicode=True, sort_keys=False, width=120, default_flow_style=None)


def load_error(entry: dict[str, Any]) -> CardDataError | None:
    """Why the catalog would refuse ``entry`` (None: it loads). Card names it refers to are
    checked by :func:`unknown_names`."""
    try:
        read_text(entry_yaml([entry]), str(entry.get("source", "entry")))
    except CardDataError as exc:
        return exc
    return None


def referenced_names(entry: dict[str, Any]) -> list[str]:
    """The card names an entry's data refers to (checked against the catalog once all are known)."""
    return [ref.name for ref in read_text(entry_yaml([entry]), "entry")[1]]


@dataclass
class Result:
    """One card's outcome: its compile, its rendering, its entry and why the catalog refuses it."""

    compiled: CompiledCard
    rendered: str | None
    exact: bool
    entry: dict[str, Any] | None = None
    refused: CardDataError | None = None
    tie_broken: list[int] = field(default_factory=list)  # lines whose readings export differently
    templates: set[str] = field(default_factory=set)  # the templates its rendering uses

    @property
    def admitted(self) -> bool:
        """Round trip exact, the text decides every line's reading (no tie-break) and the entry loads."""
        return self.exact and not self.tie_broken and self.entry is not None and self.refused is None


@dataclass
class Assay:
    """The outcome over a card list."""

    results: list[Result] = field(default_factory=list)
    reconciled: list[Reconciled] = field(default_factory=list)  # the hand-written classic cards, compared

    @property
    def exact(self) -> list[Result]:
        return [r for r in self.results if r.exact]

    @property
    def admitted(self) -> list[Result]:
        return [r for r in self.results if r.admitted]

    def by_type(self) -> dict[str, tuple[int, int, int]]:
        """Card type -> (admitted, exact, total)."""
        tally: dict[str, list[int]] = defaultdict(lambda: [0, 0, 0])
        for r in self.results:
            t = tally[r.compiled.card["cardType"]]
            t[0] += r.admitted
            t[1] += r.exact
            t[2] += 1
        return {k: (v[0], v[1], v[2]) for k, v in sorted(tally.items(), key=lambda kv: -kv[1][2])}

    def missing(self) -> list[tuple[str, int, int, str]]:
        """Missing templates: (template, cards blocked, cards blocked by it alone, an example card).

        Sentences are grouped by :func:`cluster`, commas ignored (「ただし、コストは」 and
        「ただしコストは」 are one template); the wording shown is the most frequent one.
        """
        return _rank((r.compiled.card["id"], [cluster(s) for s in r.compiled.failures])
                     for r in self.results if not r.exact)

    def missing_vocabulary(self) -> list[tuple[str, int, int, str]]:
        """Vocabulary the engine lacks, by the first load error of each exact compile: (gap, cards
        blocked, all of them blocked by it alone, an example card)."""
        return _rank((r.compiled.card["id"], [vocabulary_gap(r.refused)])
                     for r in self.results if r.exact and r.refused is not None)

    def mismatches(self) -> list[Result]:
        """Cards that parsed but whose rendering differs from the text (ambiguities to fix)."""
        return [r for r in self.results if r.compiled.parsed and not r.exact]

    def tie_broken(self) -> list[Result]:
        """Exact cards with a line the text leaves ambiguous: two readings whose entries differ, one
        taken by the compiler's tie-break, not by the printed words."""
        return [r for r in self.results if r.exact and r.tie_broken]

    def single_card_templates(self) -> list[str]:
        """The templates the rendering of exactly one admitted card uses."""
        users: Counter[str] = Counter(t for r in self.admitted for t in r.templates)
        return sorted(t for t, n in users.items() if n == 1)


def _rank(blocked: Iterable[tuple[str, list[str]]]) -> list[tuple[str, int, int, str]]:
    cards: dict[str, set[str]] = defaultdict(set)
    alone: Counter[str] = Counter()
    example: dict[str, str] = {}
    wordings: dict[str, Counter[str]] = defaultdict(Counter)
    for card_id, clusters in blocked:
        keys = set()
        for c in clusters:
            key = c.replace("、", "")
            wordings[key][c] += 1
            keys.add(key)
        for key in keys:
            cards[key].add(card_id)
            example.setdefault(key, card_id)
        if len(keys) == 1:
            alone[next(iter(keys))] += 1
    ranked = sorted(cards, key=lambda k: (-len(cards[k]), -alone[k], k))
    return [(wordings[k].most_common(1)[0][0], len(cards[k]), alone[k], example[k]) for k in ranked]


def run(cards: list[dict[str, Any]], aliases: Callable[[dict[str, Any]], list[str]] | None = None,
        known: Iterable[str] = (), written: Iterable[CardDef] = ()) -> Assay:
    """Compile, render and compare every card; the exact ones are exported (``aliases``: English
    names for a card) and loaded. ``known``: the names other catalog cards hold (an entry that
    refers to a card neither known nor admitted is refused; an entry whose name is known is not
    exported here: the catalog already holds that card). ``written``: the hand-written cards, whose
    classic ones are compared with their compiled text (:mod:`engine.catalog.text.reconcile`)."""
    g = grammar()
    renderer = Renderer(g)
    assay = Assay()
    names = set(known)
    for card in cards:
        compiled = compile_card(g, card, render_line=renderer.line)
        rendered = None
        if compiled.parsed:
            lines = [renderer.line(items) for items in compiled.lines if items is not None]
            if all(line is not None for line in lines):
                rendered = "\n".join(line for line in lines if line is not None)
        result = Result(compiled, rendered, rendered is not None and rendered == compiled.normalised.text)
        if result.exact:
            result.entry = export_card(compiled, aliases(card) if aliases else None)
            result.refused = load_error(result.entry)
            result.tie_broken = ambiguous_lines(compiled)
            result.templates = renderer.templates_of([items for items in compiled.lines if items is not None])
        assay.results.append(result)
    _refuse_unknown_names(assay, names)
    assay.reconciled = reconcile(written, *_compiled_cards(assay))
    return assay


def _compiled_cards(assay: Assay) -> tuple[dict[str, CardDef | None], dict[str, str]]:
    """Text id -> the compiled card (None: not admitted), and why a text is not admitted."""
    cards: dict[str, CardDef | None] = {}
    why: dict[str, str] = {}
    for r in assay.results:
        tid = str(r.compiled.card["id"])
        if r.admitted and r.entry is not None:
            cards[tid] = read_text(entry_yaml([r.entry]), tid)[0][0]
            continue
        cards[tid] = None
        why[tid] = ("a sentence no template reads: " + r.compiled.failures[0] if r.compiled.failures
                    else f"decided by a tie-break (line {r.tie_broken[0] + 1})" if r.tie_broken
                    else f"refused: {vocabulary_gap(r.refused)}" if r.refused is not None
                    else "rendered otherwise than printed")
    return cards, why


def ambiguous_lines(compiled: CompiledCard) -> list[int]:
    """The lines of a compiled card whose readings give different entries (the card with each reading)."""
    out = []
    for i, readings in enumerate(compiled.alternatives):
        if len(readings) < 2:
            continue
        entries = set()
        for items in readings:
            variant = CompiledCard(compiled.card, compiled.normalised, list(compiled.lines))
            variant.lines[i] = items
            entries.add(json.dumps(export_card(variant), ensure_ascii=False, sort_keys=True))
            if len(entries) > 1:
                out.append(i)
                break
    return out


def _refuse_unknown_names(assay: Assay, known: set[str]) -> None:
    """Refuse admitted entries that refer to a card no catalog card is (until none is left)."""
    while True:
        names = known | {n for r in assay.admitted if r.entry for n in (r.entry["name"], *r.entry.get("aliases", []))}
        changed = False
        for r in assay.admitted:
            assert r.entry is not None
            unknown = [n for n in referenced_names(r.entry) if n not in names]
            if unknown:
                r.refused = CardDataError(str(r.entry["source"]), 1, "name", f"unknown card {unknown[0]!r}")
                changed = True
        if not changed:
            return


def report(assay: Assay, top: int = 40) -> list[str]:
    """The figure, the per-type figures, the top missing templates and vocabulary, as lines."""
    total = len(assay.results)
    ok, exact = len(assay.admitted), len(assay.exact)
    out = [f"compiled (exact round trip, loads in the catalog): {ok} / {total} ({100 * ok / max(total, 1):.1f}%)",
           f"exact round trip: {exact} / {total}; refused by the catalog (vocabulary the engine lacks): {exact - ok}",
           f"parsed but rendered differently (a template ambiguity to fix): {len(assay.mismatches())}",
           f"exact but decided by a tie-break (two readings of a line, different entries; not admitted): "
           f"{len(assay.tie_broken())}",
           f"templates serving one admitted card: {len(assay.single_card_templates())}",
           "", "per card type (compiled / exact / total):"]
    out += [f"  {t:28s} {a:5d} / {e:5d} / {n:5d}" for t, (a, e, n) in assay.by_type().items()]
    if assay.reconciled:
        verdicts = Counter(r.verdict for r in assay.reconciled)
        out += ["", f"hand-written classic cards compared with their printed text: {len(assay.reconciled)} ("
                + ", ".join(f"{v} {n}" for v, n in sorted(verdicts.items())) + ")"]
        out += [f"  says less than its text: {r.name} ({r.text_id}): " + "; ".join(r.notes)
                for r in assay.reconciled if r.verdict == LESS]
    folds: Counter[str] = Counter()
    for r in assay.results:
        folds.update(set(r.compiled.normalised.folds))
    out += ["", "orthographic variants folded by the normaliser (cards): "  # ties by label: the same every run
            + ", ".join(f"{k} {v}" for k, v in sorted(folds.items(), key=lambda kv: (-kv[1], kv[0])))]
    out += ["", f"top {top} missing templates (cards blocked, blocked by it alone, example card):"]
    out += [f"{i:3d}. {n:4d} {alone:4d}  {c}   [{ex}]" for i, (c, n, alone, ex) in enumerate(assay.missing()[:top], 1)]
    out += ["", f"top {top} missing vocabulary (exact compiles the catalog refuses; cards, example card):"]
    out += [f"{i:3d}. {n:4d}  {c}   [{ex}]"
            for i, (c, n, _, ex) in enumerate(assay.missing_vocabulary()[:top], 1)]
    return out
