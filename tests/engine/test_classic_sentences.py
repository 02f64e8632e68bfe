"""Sentences of single-sentence gaps of the classic cards (DM-01 to DM-14): each round-trips exactly
and exports the vocabulary it says."""

from __future__ import annotations

from typing import Any

import pytest

from engine.catalog.text.assay import load_error
from engine.catalog.text.compiler import compile_card
from engine.catalog.text.entries import export_card
from engine.catalog.text.grammar import grammar
from engine.catalog.text.render import Renderer


def entry(text: str, card_type: str = "クリーチャー") -> dict[str, Any]:
    """The catalog entry of a card with this text, after checking its round trip and that it loads."""
    g = grammar()
    renderer = Renderer(g)
    card = {"id": "test-001", "name": "テスト", "cardType": card_type, "cost": 3,
            "power": None if card_type == "呪文" else 1000, "civilizations": ["自然"], "races": [], "text": text}
    compiled = compile_card(g, card, render_line=renderer.line)
    assert compiled.parsed, compiled.failures
    rendered = "\n".join(renderer.line(items) or "" for items in compiled.lines if items is not None)
    assert rendered == compiled.normalised.text
    out = export_card(compiled)
    assert load_error(out) is None, load_error(out)
    return out


def steps(text: str, card_type: str = "呪文") -> list[dict[str, Any]]:
    return [s for ab in entry(text, card_type)["abilities"] for s in ab.get("do", [])]


@pytest.mark.parametrize("text, expected", [
    ("各プレイヤーは、バトルゾーンにあるパワー2000以下のクリーチャーすべてを、それぞれの墓地に置く。",
     {"destroy": {"target": {"player": "each", "max power": 2000, "count": "all"}}}),
    ("相手は、バトルゾーンにある自分自身のパワー3000以下のクリーチャーすべてを、持ち主の墓地に置く。",
     {"destroy": {"target": {"chooser": "opponent", "player": "opponent", "max power": 3000, "count": "all"}}}),
    ("バトルゾーンにある、相手の進化クリーチャーでないクリーチャーを1体選び、持主の手札に戻す。",
     {"bounce": {"target": {"player": "opponent", "evolution": False, "count": 1}}}),
])
def test_one_shot_sentences(text: str, expected: dict[str, Any]) -> None:
    assert steps(text) == [expected]


def test_a_plural_subject_without_a_count_reaches_every_creature_it_names() -> None:
    grant, = steps("自分の次のターンのはじめまで、相手のクリーチャーは"
                   "「このクリーチャーは可能であれば攻撃する」を得る。")
    assert grant == {"grant": {"keywords": ["must attack"], "target": {"player": "opponent", "count": "all"},
                               "until": "start of your next turn"}}
    grant, = steps("そのクリーチャーは、自分の次のターンのはじめまで「このクリーチャーは、可能なら攻撃する」を得る。")
    assert "count" not in grant["grant"]["target"]  # one creature: the one chosen before


def test_a_creature_put_into_its_graveyard_triggers_and_every_player_chooses_mana() -> None:
    ab, = entry("このクリーチャーがバトルゾーンから自分の墓地に置かれる時、"
                "各プレイヤーは自分自身のマナゾーンからカードを1枚選び、それぞれの墓地に置く。")["abilities"]
    assert ab["when"] == {"event": "this leaves", "to": "graveyard"}
    assert ab["do"] == [{"mana to zone": {"n": 1, "player": "each", "filter": {}, "to": "graveyard"}}]


def test_statics_by_count_and_by_group() -> None:
    ab, = entry("バトルゾーンにある間、このクリーチャーのパワーは、自分のシールド1枚につき+2000される。")["abilities"]
    assert ab["static"] == {"power per card": {"amount": 2000, "zone": "shield zone", "player": "you"}}
    ab, = entry("攻撃中、このクリーチャーのパワーは、バトルゾーンにある自分の他のクリーチャー1体につき、"
                "+1000される。")["abilities"]
    assert ab["static"]["power per card"]["while attacking"] is True
    ab, = entry("誰も、このクリーチャーがブレイクしたシールドの「S・トリガー」を使うことはできない。")["abilities"]
    assert ab["static"] == {"no shield triggers": {"player": "each", "broken by": "this"}}


def test_a_trigger_on_a_race_category_named_in_brackets() -> None:
    ab, = entry("このクリーチャーがバトルゾーンにある間、自分の他の「サイバー」と付く種族がバトルゾーンに出た時、"
                "カードを1枚引いてもよい。")["abilities"]
    assert ab["when"] == {"event": "your creature enters", "other": True, "race category": "サイバー"}


def test_a_blocker_reminder_printed_without_its_closing_parenthesis() -> None:
    assert entry("ブロッカー(相手クリーチャーが攻撃する時、このクリーチャーをタップして、その攻撃を阻止してもよい。"
                 "その後、その相手クリーチャーとバトルする。")["keywords"] == ["blocker"]
