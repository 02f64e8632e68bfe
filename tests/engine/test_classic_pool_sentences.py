"""Printed sentences of the classic cards admitted by issue 31, item 1: each compiles with an exact
round trip into the entry the engine applies, and the catalog loads it (the scenarios in features/keywords/
exercise what they do)."""

from __future__ import annotations

from typing import Any

import pytest

from tests.engine.test_classic_sentences import entry

_NINJA = ("ニンジャ・ストライク ４(相手のクリーチャーが攻撃またはブロックした時、"
          "自分のマナゾーンにカードが４枚以上あり、その攻撃中に「ニンジャ・ストライク」能力を"
          "使っていなかった場合、このシノビをコストを支払わずに召喚してもよい。"
          "そのターンの終わりに、このシノビを自分の山札の一番下に置く)")


def _entry(text: str, card_type: str = "クリーチャー") -> dict[str, Any]:
    return entry(text, card_type, civilization="水")


def _steps(entry: dict[str, Any], i: int = 0) -> list[Any]:
    return list(entry["abilities"][i]["do"])


def test_ninja_strike_is_declared_on_an_attack_or_a_block_with_its_mana_count() -> None:
    ability = _entry(_NINJA)["abilities"][0]
    assert [t["event"] for t in ability["when"]] == ["opponent creature attacks", "a creature blocks"]
    assert all(t["declare"] == "ninja strike" and t["from"] == "hand" for t in ability["when"])
    assert ability["if"] == {"you have at least mana cards": 4} and ability["do"] == ["ninja strike"]


@pytest.mark.parametrize(("text", "card_type", "step"), [
    ("このクリーチャーをバトルゾーンに出した時、"
     "自分の山札の上から５枚まで見て、好きな順番で山札に戻す。", "クリーチャー",
     {"look at deck": {"n": 5, "reorder": True, "up to": True}}),
    ("このクリーチャーが破壊された時、自分の手札を好きな枚数、自分のマナゾーンに置いてもよい。", "クリーチャー",
     {"mana from hand": "any"}),
    ("いずれかのマナゾーンからカードを１枚選び、持ち主の山札の一番上に置く。", "呪文",
     {"mana to deck top": {"n": 1, "player": "any"}}),
    ("バトルゾーンにある、相手の進化クリーチャーを１体選び、"
     "一番上のカードを持ち主のマナゾーンに置く。", "呪文",
     {"top card to mana": {"target": {"player": "opponent", "evolution": True, "count": 1}}}),
    ("バトルゾーンにある進化クリーチャーを１体選ぶ。"
     "そのクリーチャーの下にあるカードをすべて、持ち主の手札に戻す。", "呪文",
     {"cards under to hand": {"target": {"player": "each", "evolution": True, "count": 1}}}),
])
def test_the_sentence_reads_as_the_step(text: str, card_type: str, step: dict[str, Any]) -> None:
    assert _steps(_entry(text, card_type)) == [step]


def test_a_chosen_civilization_is_read_by_the_next_step() -> None:
    steps = _steps(_entry("このクリーチャーをバトルゾーンに出した時、文明をひとつ選ぶ。"
                          "それ以外の文明を持つクリーチャーをすべてタップする。"))
    assert steps[0] == {"choose civilization": {}}
    assert steps[1]["tap"]["target"]["civilization other than"] == "chosen"


def test_each_players_may_is_theirs_not_the_controllers() -> None:
    text = "このクリーチャーをバトルゾーンに出した時、各プレイヤーはカードを１枚引いてもよい。"
    ability = _entry(text)["abilities"][0]
    assert "optional" not in ability and ability["do"] == [{"draw": {"n": 1, "player": "each", "may": "each"}}]


def test_a_metamorph_upgrade_replaces_the_step_before() -> None:
    entry = _entry("自分の山札の上から１枚目を自分のマナゾーンに置く。\n"
                   "メタモーフ(自分のマナゾーンに７枚以上カードがあれば、この呪文は次の能力を得る)\n"
                   "自分の山札の上から１枚目のかわりに、上から３枚を自分のマナゾーンに置く。", "呪文")
    upgrade, replaced = entry["abilities"]
    assert upgrade["if"] == {"you have at least mana cards": 7} and upgrade["do"] == [{"mana from deck": {"n": 3}}]
    assert replaced["if"] == {"unless": {"you have at least mana cards": 7}}
    assert replaced["do"] == [{"mana from deck": 1}]


def test_the_revealed_spell_may_be_cast_or_left_on_top() -> None:
    steps = _steps(_entry("このクリーチャーが攻撃する時、自分の山札の上から１枚目を表向きにする。"
                          "そのカードがコスト７以下の呪文であれば、コストを支払わずにすぐに唱えてもよい。"
                          "それ以外のカードの場合は墓地に置く。"))
    assert steps == [{"reveal top": {"filter": {"max cost": 7, "type": "spell"}, "then": "cast", "may take": True,
                                     "else": "graveyard"}}]
