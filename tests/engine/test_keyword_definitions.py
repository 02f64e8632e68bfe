"""One definition per keyword (engine/model/keywords.py): the grammar's keywords, the exporter's and the
engine's keyword list agree.

Every printed form of every definition (bare and with each reminder text) is compiled as a card, exported
and loaded: it must apply as its definition says (a keyword the engine's list has, the ability it stands
for, a header gating the next line, the card type's rule), or, for a keyword the engine lacks, be refused
by the catalog — never load and do nothing. Every name the grammar reads inside 「」 is one the engine
applies (a card that looks for it loads), or one it lacks (such a card is refused).
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from engine.catalog.text.assay import load_error
from engine.catalog.text.compiler import compile_card
from engine.catalog.text.entries import export_card
from engine.catalog.text.entries.keyword_entries import CARD_WIDE, KEYWORD_ABILITIES, KEYWORD_VALUES, TYPE_KEYWORDS
from engine.catalog.text.grammar import grammar
from engine.catalog.text.render import Renderer
from engine.model.keywords import DEFINITIONS, KEYWORDS, LACKING_PRINTED, Form, Keyword

# A printed value for each slot's nonterminal.
SAMPLES = {"civ": "火", "race": "ドラゴノイド", "racecat": "ドラゴン", "num": "1", "name": "ボルシャック・ドラゴン",
           "noun": "クリーチャー", "np": "クリーチャー", "kwname": "ブロッカー"}
# The next line a header gates (an effect used, or an ability the card has); the line a keyword needs with it
# (ナイト・マジック: the spell's effect, used again).
GATED_EFFECT = "カードを1枚引く。"
GATED_ABILITY = "このクリーチャーのパワーは+1000される。"
COMPANION = {"magic": "カードを1枚引く。"}
# The line an O・ドライブ that names its parts gates: one printed with a part's civilization (「火:…」).
GATED_PART = "火:このクリーチャーをバトルゾーンに出した時、カードを1枚引く。"


def names_parts(form: Form) -> bool:
    """An O・ドライブ form of parts paid each or not (「光1枚または闇2枚またはその両方」)."""
    value = form.value.get("o drive") if isinstance(form.value, dict) else None
    return isinstance(value, dict) and "any of" in value


def printed(pattern: str) -> str:
    """A pattern as printed text: each slot a sample, each choice its first wording."""
    text = re.sub(r"\[([^\[\]]*)\]", lambda m: m.group(1).split("|")[0], pattern)
    return re.sub(r"\{\w+:(\w+)\}", lambda m: SAMPLES[m.group(1)], text)


def card_type(k: Keyword, text: str) -> str:
    if k.name == "castle":
        return "城"
    if k.name == "cross gear" or "このクロスギア" in text:
        return "クロスギア"
    spell = k.name in ("magic", "charger", "cyclone") or "呪文" in text and "クリーチャー" not in text.split("呪文")[0]
    return "呪文" if spell else "クリーチャー"


def cases() -> list[Any]:
    out = []
    for k in DEFINITIONS:
        for i, form in enumerate(k.forms):
            texts = [printed(form.pattern)] + [printed(f"{form.pattern}({r})") for r in form.reminders]
            for j, text in enumerate(texts):
                out.append(pytest.param(k, form, text, id=f"{k.name}-{i}-{j}"))
    return out


def compiled_entry(k: Keyword, text: str, form: Form | None = None) -> dict[str, Any]:
    g = grammar()
    renderer = Renderer(g)
    gated = GATED_PART if form is not None and names_parts(form) else GATED_EFFECT \
        if k.header is not None and (k.header.takes_effect or card_type(k, text) == "呪文") else GATED_ABILITY
    lines = f"{text}\n{gated}" if k.header is not None else \
        f"{text}\n{COMPANION[k.name]}" if k.name in COMPANION else text
    card = {"id": "test-001", "name": "テスト", "cardType": card_type(k, text), "cost": 3, "power": 1000,
            "civilizations": ["火"], "races": ["ドラゴノイド"], "text": lines}
    compiled = compile_card(g, card, render_line=renderer.line)
    assert compiled.parsed, compiled.failures
    assert "\n".join(renderer.line(items) or "" for items in compiled.lines if items) == compiled.normalised.text
    return export_card(compiled)


@pytest.mark.parametrize("k, form, text", cases())
def test_every_printed_form_applies_as_its_definition_says(k: Keyword, form: Form, text: str) -> None:
    entry = compiled_entry(k, text, form)
    refused = load_error(entry)
    applies = k.applies_to(form)
    if applies == "lacking":
        assert refused is not None, f"{k.name}: the engine lacks it, yet the card loads: {entry}"
        return
    assert refused is None, f"{text}: {refused}"
    keywords = entry.get("keywords", [])
    abilities = entry.get("abilities", [])
    assert all(isinstance(kw, str) and kw in KEYWORDS for kw in keywords)
    if applies in ("keyword", "both"):
        assert k.name in keywords
    if applies in ("ability", "both"):
        assert abilities, f"{text}: no ability written for {k.name}"
    if applies == "ability":
        assert k.name not in keywords
    if applies == "card type":
        assert not keywords and not abilities
    if applies == "header":
        assert k.header is not None
        gated = abilities[-1]
        h = k.header
        if h.when:
            assert gated["when"] == h.when or gated["when"].get("event") == h.when
        elif h.on_use and h.takes_effect:
            assert gated["when"] in ("this enters", "this cast")
        if h.condition:
            assert dict(h.condition).items() <= gated.get("if", {}).items()
        assert (k.name in keywords) == h.marks


def test_the_exporter_writes_an_ability_for_every_keyword_that_stands_for_one() -> None:
    writes = set(KEYWORD_ABILITIES) | set(KEYWORD_VALUES) | set(CARD_WIDE)
    for k in DEFINITIONS:
        for form in k.forms:
            if k.applies_to(form) in ("ability", "both"):
                assert k.name in writes, f"{k.name}: no exporter function"
    named = {k.name: k for k in DEFINITIONS}
    assert writes <= set(named), writes - set(named)
    assert set(TYPE_KEYWORDS) == {k.name for k in DEFINITIONS if k.applies == "card type"}


@pytest.mark.parametrize("name", [p for k in DEFINITIONS for p in k.printed] + list(LACKING_PRINTED))
def test_every_name_the_grammar_reads_in_quotes_is_one_the_engine_applies(name: str) -> None:
    """A card that looks for it (「…」を持つ) loads; a name with an amount (パワーアタッカー+N), one that grants it."""
    text = f"バトルゾーンにある自分の「{printed(name)}」を持つクリーチャーを1体選び、持ち主の手札に戻す。"
    if "{" in name:
        text = f"このターン、自分のクリーチャーはすべて「{printed(name)}」を得る。"
    g = grammar()
    card = {"id": "test-001", "name": "テスト", "cardType": "呪文", "cost": 3, "civilizations": ["水"], "text": text}
    compiled = compile_card(g, card, render_line=Renderer(g).line)
    assert compiled.parsed, compiled.failures
    refused = load_error(export_card(compiled))
    if name in LACKING_PRINTED:
        assert refused is not None, f"「{name}」: the engine lacks it, yet a card looking for it loads"
    else:
        assert refused is None, f"「{name}」: {refused}"


def test_the_engine_keyword_list_is_built_from_the_definitions() -> None:
    assert set(KEYWORDS) == {k.name for k in DEFINITIONS
                             if k.applies in ("keyword", "both") or k.header is not None and k.header.marks}
    assert len({k.name for k in DEFINITIONS}) == len(DEFINITIONS)
