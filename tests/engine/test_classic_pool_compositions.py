"""Printed sentences of the classic cards admitted by composing the grammar (issue 31, item 1, stop 36):
each compiles with an exact round trip into the entry the engine applies, and the catalog loads it."""

from __future__ import annotations

from typing import Any

import pytest

from engine.catalog.text.normalise import normalise
from tests.engine.test_classic_sentences import entry


def _abilities(text: str, card_type: str = "クリーチャー") -> list[dict[str, Any]]:
    return [{k: v for k, v in ab.items() if k != "text"} for ab in entry(text, card_type)["abilities"]]


def test_a_hyphen_printed_for_the_long_vowel_of_creature_is_folded() -> None:
    folded = normalise("自分のターンの終わりに、バトルゾーンにある自分のクリ－チャーをすべてアンタップする。")
    assert folded.text == "自分のターンの終わりに、バトルゾーンにある自分のクリーチャーをすべてアンタップする。"
    assert folded.folds["misprint クリ-チャー"] == 1


@pytest.mark.parametrize("text", ["相手のクリーチャーを、パワーの合計が5000以下になるように好きな数選び、破壊する。",
                                  "相手のクリーチャーをパワーの合計が5000以下になるように好きな数選び、破壊する。",
                                  "相手クリーチャーをパワーの合計が5000以下になるように好きな数選び、破壊する。"])
def test_destroying_up_to_a_total_power_reads_every_wording(text: str) -> None:
    assert _abilities(text, "呪文")[0]["do"] == [
        {"destroy": {"target": {"player": "opponent", "count": "any", "total power at most": 5000}}}]


def test_this_creature_named_kore_is_the_object_of_the_step() -> None:
    """「これをアンタップする」: これ is the card the ability is printed on."""
    assert _abilities("このクリーチャーがバトルゾーンにある間、自分のターンの終わりに、これをアンタップする。") == [
        {"when": "your turn ends", "do": [{"untap this": {}}]}]


def test_each_creature_gains_power_and_a_keyword_with_its_reminder() -> None:
    """「…のパワーはそれぞれ+8000され、「T・ブレイカー」を得る。(…3枚ブレイクする)」."""
    assert _abilities("このターンが終わるまで、バトルゾーンにある自分のクリーチャーのパワーはそれぞれ+8000され、"
                      "「T・ブレイカー」を得る。(シールドを攻撃した時、このクリーチャーはシールドを3枚ブレイクする)",
                      "呪文")[0]["do"] == [{"power": {"amount": 8000, "target": {"player": "you", "count": "all"}}},
                                         {"grant": {"keywords": ["t breaker"],
                                                    "target": {"player": "you", "count": "all"}}}]


@pytest.mark.parametrize(("owner", "player"), [("相手", "opponent"), ("自分", "you")])
def test_the_owner_of_the_creatures_that_must_attack_is_the_printed_one(owner: str, player: str) -> None:
    assert _abilities(f"{owner}のクリーチャーはすべて、可能であれば毎ターン攻撃する。") == [
        {"static": {"grant": {"player": player, "keywords": ["must attack"]}}}]


def test_untapping_this_creature_after_the_battle_names_it_or_not() -> None:
    for text in ("このクリーチャーがブロックした時、バトルの後でこのクリーチャーをアンタップする。",
                 "このクリーチャーがブロックした時、バトルの後でアンタップする。"):
        assert _abilities(text) == [{"when": "this blocks",
                                     "do": [{"untap": {"target": {"self": True}, "after battle": True}}]}]


@pytest.mark.parametrize(("verb", "redirect", "optional"), [("自分のマナゾーンに置く", "mana zone", False),
                                                            ("自分の手札に戻してもよい", "hand", True)])
def test_another_creature_put_into_the_graveyard_named_again_is_redirected(verb: str, redirect: str,
                                                                           optional: bool) -> None:
    """DM-03's replacement without かわりに: 「…自分の他の自然のクリーチャーがバトルゾーンから墓地に置かれる時、
    その自然のクリーチャーを…」 — the creature about to go there goes elsewhere."""
    ability = _abilities("このクリーチャーがバトルゾーンにある間に、自分の他の自然のクリーチャーがバトルゾーンから"
                         f"墓地に置かれる時、その自然のクリーチャーを{verb}。")[0]
    assert ability["instead of"] == {"event": "a creature destroyed", "civilization": "nature", "whose": "you",
                                     "other": True}
    assert ability["do"] == [{"redirect": redirect}] and ability.get("optional", False) is optional


@pytest.mark.parametrize(("quote", "keyword"), [("このクリーチャーはブロックされない", "unblockable"),
                                                ("このクリーチャーはタップされていないクリーチャーを攻撃できる",
                                                 "attacks untapped")])
def test_a_keywords_own_sentence_quoted_on_the_next_line_is_given(quote: str, keyword: str) -> None:
    """「このターンが終わるまで、…はすべて、次の能力を得る。「<the keyword's sentence>」」: the keyword, this turn."""
    text = f"このターンが終わるまで、バトルゾーンにある自分の水のクリーチャーはすべて、次の能力を得る。「{quote}」"
    assert _abilities(text, "呪文")[0]["do"] == [{"grant": {"keywords": [keyword],
                                                      "target": {"player": "you", "civilization": "water",
                                                                 "count": "all"}}}]


@pytest.mark.parametrize("duration", ["このターン、", "そのターン、", "このターン中、", "そのターン中、",
                                      "このターンの終わりまで、", "そのターンの終わりまで、",
                                      "このターンが終わるまで、", "そのターンが終わるまで、"])
def test_every_wording_of_this_turn_is_one_duration(duration: str) -> None:
    """One template for the duration 'until the end of the turn', each printed wording rendered back as printed."""
    text = f"{duration}バトルゾーンにある自分のクリーチャーすべてのパワーは+1000される。"
    assert _abilities(text, "呪文")[0]["do"] == [
        {"power": {"amount": 1000, "target": {"player": "you", "count": "all"}}}]


@pytest.mark.parametrize("wording", ["バトルゾーンに出た", "バトルゾーンに出る", "バトルゾーンに置かれる"])
def test_every_wording_of_an_event_is_one_template(wording: str) -> None:
    assert _abilities(f"自分の他のクリーチャーが{wording}時、カードを1枚引く。")[0]["when"] == {
        "event": "your creature enters", "other": True}


def test_a_card_of_either_battle_zone_is_chosen_by_its_modifier() -> None:
    """「バトルゾーンにある進化以外のカードを1枚、持ち主の手札に戻してもよい」: a card designation, any player's."""
    text = "自分が呪文を唱えた時、バトルゾーンにある進化以外のカードを1枚、持ち主の手札に戻してもよい。"
    assert _abilities(text) == [
        {"when": "you cast a spell", "optional": True,
         "do": [{"bounce": {"target": {"card": True, "player": "each", "evolution": False, "count": 1}}}]}]


def test_drawing_as_many_as_the_creatures_a_noun_names_counts_both_players() -> None:
    """「バトルゾーンにあるサバイバーの数と同じ枚数のカードを引いてもよい」: every player's サバイバー."""
    text = "このクリーチャーがバトルゾーンに出た時、バトルゾーンにあるサバイバーの数と同じ枚数のカードを引いてもよい。"
    assert _abilities(text)[0]["do"] == [{"draw": {"n": {"count": {
        "zone": "battle zone", "player": "each", "filter": {"race": "サバイバー", "creature": True}}}}}]


@pytest.mark.parametrize("wording", ["、裏向きのまま自分の", "裏向きのまま", "裏向きにして", "自分の",
                                     "、裏向きのまま"])
def test_every_wording_of_the_top_card_into_the_shields_is_one_template(wording: str) -> None:
    text = f"自分の山札の上から1枚目を{wording}シールドに加える。"
    assert _abilities(text, "呪文")[0]["do"] == [{"shields from deck": 1}]


@pytest.mark.parametrize("reminder", ["(シールドを攻撃した時、そのクリーチャーはシールドを2枚ブレイクする)",
                                      "(「T・ブレイカー」を得たクリーチャーは、シールドを3枚ブレイクする)"])
def test_folded_reminders_are_still_read(reminder: str) -> None:
    text = f"このターン、バトルゾーンにある自分のクリーチャー1体は「W・ブレイカー」を得る。{reminder}"
    assert _abilities(text, "呪文")[0]["do"] == [{"grant": {"keywords": ["w breaker"],
                                                            "target": {"player": "you", "count": 1}}}]


def test_a_spells_turn_end_sentence_is_no_ability_of_the_spell() -> None:
    """ライト・ディフェンス: 「自分のターンの終わりに、…アンタップする」 on a spell is no triggered ability it has
    (a spell waits in no zone); the line has no reading the text can mean, so the card is not admitted."""
    from engine.catalog.text.compiler import compile_card
    from engine.catalog.text.grammar import grammar
    card = {"id": "test-002", "name": "テスト", "cardType": "呪文", "cost": 1, "power": None, "civilizations": ["光"],
            "races": [], "text": "自分のターンの終わりに、バトルゾーンにある自分のクリーチャーをすべてアンタップする。"}
    compiled = compile_card(grammar(), card)
    assert not compiled.parsed and compiled.failures == [card["text"]]
