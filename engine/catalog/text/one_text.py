"""Compile one printed text (``dmrules compile``): the catalog entry, or the first sentence that no
template covers with the templates nearest to it."""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass, field
from typing import Any

from engine.catalog.text.assay import cluster, load_error
from engine.catalog.text.compiler import Parser, compile_card
from engine.catalog.text.entries import CARD_TYPES, export_card
from engine.catalog.text.grammar import grammar
from engine.catalog.text.render import Renderer
from engine.catalog.text.templates import Grammar

# The card types a text may be compiled as (the printed type's Japanese name; default a creature).
TYPES = {english: japanese for japanese, english in CARD_TYPES.items()}
# Nonterminals whose templates a reader recognises as sentences (shown as the nearest templates).
_SENTENCE_NTS = ("item", "op", "trig", "cond", "repl", "gain")
_SLOT = re.compile(r"\{(\w+):(\w+)\}")


@dataclass
class Outcome:
    """A text compiled: the entry, or where it stops (line number, sentence, nearest templates)."""

    entry: dict[str, Any] | None = None
    line: int = 0
    sentence: str = ""
    nearest: list[str] = field(default_factory=list)
    mismatch: str = ""  # parsed, but the rendering differs from the text (a template ambiguity)
    refused: str = ""  # compiled, but the catalog refuses it (vocabulary the engine lacks)


def readable(pattern: str) -> str:
    """A template's pattern as a reader writes it: slots as their kind (``{n:num}`` -> ``N``)."""
    return _SLOT.sub(lambda m: {"num": "N", "name": "《NAME》", "civ": "CIV", "race": "RACE"}.get(m.group(2),
                                                                                             f"<{m.group(2)}>"),
                     pattern)


def nearest_templates(g: Grammar, sentence: str, n: int = 3) -> list[str]:
    """The ``n`` template patterns closest to a sentence (placeholders on both sides); when the
    sentence opens with a trigger the grammar reads, the trigger is kept and the rest compared."""
    ends = [end for _, end in Parser(g, sentence).parse("trigger", 0)]
    head = sentence[:max(ends)] if ends else ""
    nts = ("op", "step") if head else _SENTENCE_NTS
    patterns = sorted({readable(t.pattern) for nt in nts for t in g.templates.get(nt, ()) if len(t.pattern) > 3})
    rest = cluster(sentence[len(head):]).rstrip("。")
    return [head + p + ("。" if head else "") for p in difflib.get_close_matches(rest, patterns, n=n, cutoff=0.0)]


def compile_text(text: str, card_type: str = "creature", name: str = "(text)") -> Outcome:
    """Compile a printed text as a card of ``card_type`` (an entry with placeholder facts)."""
    if card_type not in TYPES:
        raise ValueError(f"unknown card type {card_type!r}; one of " + ", ".join(TYPES))
    g = grammar()
    renderer = Renderer(g)
    card = {"id": "text", "name": name, "cardType": TYPES[card_type], "cost": 1,
            "power": None if card_type in ("spell", "cross gear", "castle", "evolution cross gear") else 1000,
            "civilizations": ["光"], "races": [], "text": text}
    compiled = compile_card(g, card, render_line=renderer.line)
    for i, items in enumerate(compiled.lines, 1):
        line = compiled.normalised.lines[i - 1]
        if items is None:
            sentence = compiled.failures[0] if compiled.failures else line
            return Outcome(line=i, sentence=sentence, nearest=nearest_templates(g, sentence))
        rendered = renderer.line(items)
        if rendered != line:
            return Outcome(line=i, sentence=line, mismatch=rendered or "(nothing)")
    entry = {**export_card(compiled), "source": "compiled from its printed text"}
    refused = load_error(entry)
    return Outcome(entry=entry, refused=str(refused).split(": ", 1)[1] if refused else "")
