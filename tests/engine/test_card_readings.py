"""Ambiguity resolved by the text (engine/catalog/text/readings.py, canonical.py): where two exact parses
differ, the printed words decide; what the words leave open is reported by the assay, never tie-broken."""

from __future__ import annotations

from typing import Any

from engine.catalog.text.assay import ambiguous_lines, load_error
from engine.catalog.text.compiler import compile_card
from engine.catalog.text.entries import export_card
from engine.catalog.text.grammar import grammar
from engine.catalog.text.render import Renderer


def compiled(text: str, card_type: str = "クリーチャー") -> Any:
    g = grammar()
    card = {"id": "test-001", "name": "テスト", "cardType": card_type, "cost": 3, "power": 1000,
            "civilizations": ["水"], "races": ["サイバーロード"], "text": text}
    return compile_card(g, card, render_line=Renderer(g).line)


def entry(text: str, card_type: str = "クリーチャー") -> dict[str, Any]:
    c = compiled(text, card_type)
    assert c.parsed, c.failures
    assert not ambiguous_lines(c), c.alternatives
    return export_card(c)


def test_a_bodys_sentences_are_its_steps() -> None:
    e = entry("バトルゾーンにある自分のクリーチャーを2体まで選ぶ。"
              "このターン、そのクリーチャーはブロックされない。", "呪文")
    assert len(e["abilities"]) == 1  # one ability: the choice is the grant's target
    grant = {"keywords": ["unblockable"], "target": {"player": "you", "count": "up to 2"}}
    assert e["abilities"][0]["do"] == [{"grant": grant}]


def test_a_sentence_with_no_timing_on_a_creature_is_a_static_ability() -> None:
    e = entry("このクリーチャーは、パワー4000以下のクリーチャーにブロックされない。")
    assert [set(a) for a in e["abilities"]] == [{"static", "text"}]


def test_an_effect_with_no_timing_on_a_creature_is_not_read() -> None:
    c = compiled("バトルゾーンにある自分のクロスギアを、コストを支払わずにこのクリーチャーにクロスしてもよい。")
    assert not c.parsed and c.failures


def test_an_effect_after_a_header_that_uses_it_is_read() -> None:
    e = entry("このクリーチャーで攻撃するかわりに、タップして次の能力を使ってもよい。\nカードを1枚引く。")
    assert e["abilities"][0]["when"] == "tap skill"


def test_a_keyword_under_a_header_holds_to_its_condition() -> None:
    e = entry("メタモーフ(自分のマナゾーンに7枚以上カードがあれば、このクリーチャーは次の能力を得る)\n"
              "このクリーチャーは攻撃されない。")
    assert "keywords" not in e
    assert e["abilities"][0]["static"] == {"grant": {"self": True, "keywords": ["cannot be attacked"]}}
    assert e["abilities"][0]["if"] == {"you have at least mana cards": 7}


def test_an_unsaid_object_after_a_choice_is_the_chosen_creature() -> None:
    e = entry("バトルゾーンにある自分のクリーチャーを1体選び、自分のマナゾーンに置く。", "呪文")
    assert e["abilities"][0]["do"] == [{"mana send": {"target": {"player": "you", "count": 1}}}]


def test_an_unsaid_object_opening_an_ability_is_this_creature() -> None:
    e = entry("自分のターンが終わる時、バトルゾーンにある自分のクリーチャーがこのクリーチャーだけであれば、"
              "自分の墓地に置く。")
    assert e["abilities"][0]["do"] == [{"destroy this": {}}]


def test_the_end_of_this_turn_is_a_delayed_step_not_a_trigger() -> None:
    e = entry("このターンの終わりに、バトルゾーンにある自分のクリーチャーを1体アンタップする。", "呪文")
    assert e["abilities"][0]["when"] == "this cast" and "delayed" in e["abilities"][0]["do"][0]


def test_the_blocker_and_the_blocked_creature_are_told_apart() -> None:
    blocked = entry("このクリーチャーがブロックされた時、バトルは行われない。"
                    "ブロックしたクリーチャーを持ち主の手札に戻す。")
    assert blocked["abilities"][0]["do"][-1] == {"bounce": {"target": {"that": True}}}
    blocking = entry("このクリーチャーがブロックする時、バトルの後、ブロックされたクリーチャーを持ち主の手札に戻す。")
    assert blocking["abilities"][0]["do"][0]["bounce"]["target"] == {"that": "attacker"}
    assert load_error(blocking) is None  # that: attacker, the attacker of the block that triggered it


def test_the_race_of_the_winner_is_data() -> None:
    e = entry("自分のグレートメカオーがバトルに勝った時、このクリーチャーをタップしてもよい。"
              "そうした場合、その勝ったグレートメカオーをアンタップする。")
    assert e["abilities"][0]["do"][-1]["untap"]["target"] == {"that": True, "race": "グレートメカオー"}


def test_the_count_of_the_others_is_checked() -> None:
    text = ("自分の山札の上から{n}枚を表向きにする。"
            "その中から呪文を自分の手札に加え、他の2枚を好きな順番で自分の山札の一番下に戻す。")
    agreeing = entry(text.format(n=3), "呪文")["abilities"][0]["do"][0]["reveal and take"]
    assert "rest count" not in agreeing
    disagreeing = entry(text.format(n=5), "呪文")
    assert disagreeing["abilities"][0]["do"][0]["reveal and take"]["rest count"] == 2
    assert load_error(disagreeing) is not None


def test_equivalent_readings_give_one_entry() -> None:
    e = entry("バトルゾーンに自分のグレートメカオーが1体でもあれば、このクリーチャーのパワーは+2000される。")
    assert e["abilities"][0]["if"] == {"you have creatures": {"filter": {"race": "グレートメカオー"}, "at least": 1}}
    e = entry("このクリーチャーは、タップされていないクリーチャーを攻撃できる。")
    assert e["keywords"] == ["attacks untapped"] and "abilities" not in e
