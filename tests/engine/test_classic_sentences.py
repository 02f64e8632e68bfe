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


def entry(text: str, card_type: str = "クリーチャー", civilization: str = "自然") -> dict[str, Any]:
    """The catalog entry of a card with this text, after checking its round trip and that it loads."""
    g = grammar()
    renderer = Renderer(g)
    card = {"id": "test-001", "name": "テスト", "cardType": card_type, "cost": 3,
            "power": None if card_type == "呪文" else 1000, "civilizations": [civilization], "races": [], "text": text}
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
     {"destroy": {"target": {"player": "opponent", "max power": 3000, "count": "all"}}}),  # all: no one chooses
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
    assert ab["do"] == [{"mana to zone": {"n": 1, "player": "each", "to": "graveyard"}}]


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


def test_crew_breaker_is_a_static_counting_the_others_the_keyword_names() -> None:
    out = entry("クルー・ブレイカー:ドラゴン(このクリーチャーは、バトルゾーンにある自分の他のドラゴン1体につき、"
                "シールドをさらにもう1枚ブレイクする)")
    assert [ab["static"] for ab in out["abilities"]] == [{"extra breaks per": {
        "zone": "battle zone", "player": "you", "filter": {"race category": "ドラゴン", "other": True}}}]
    out = entry("クルー・ブレイカー:サバイバー(シールドを攻撃した時、バトルゾーンにある自分の他のサバイバー1体につき、"
                "シールドをさらにもう1枚ブレイクする)")
    assert [ab["static"] for ab in out["abilities"]] == [{"extra breaks per": {
        "zone": "battle zone", "player": "you", "filter": {"race": "サバイバー", "other": True}}}]


def test_a_choice_of_two_taps_reaches_every_players_creatures() -> None:
    choose, = steps("バトルゾーンにあるすべての闇のクリーチャーか、すべての火のクリーチャーどちらかをタップする。")
    assert choose == {"choose one": [
        {"tap": {"target": {"player": "each", "civilization": "darkness", "count": "all"}}},
        {"tap": {"target": {"player": "each", "civilization": "fire", "count": "all"}}}]}


def test_another_creature_put_into_the_graveyard_is_replaced_as_a_destruction() -> None:
    ab, = entry("このクリーチャーがバトルゾーンにある間、他のクリーチャーがバトルゾーンから墓地に置かれる時、"
                "そのクリーチャーは墓地に置かれるかわりにバトルゾーンにとどまる。")["abilities"]
    assert ab["instead of"] == {"event": "a creature destroyed", "other": True}
    assert ab["do"] == [{"stay in the battle zone": {}}]


@pytest.mark.parametrize("text, saved", [
    ("セイバー:アーマード・ドラゴン(このクリーチャーがバトルゾーンにある間、バトルゾーンにある自分のアーマード・ドラゴンが"
     "自分の墓地に置かれる時、そのアーマード・ドラゴンのかわりにこのクリーチャーを自分の墓地に置いてもよい)",
     {"event": "a creature destroyed", "whose": "you", "race": "アーマード・ドラゴン", "other": True}),
    ("セイバー:全種族(自分の他のクリーチャーが破壊される時、そのクリーチャー1体のかわりにこのクリーチャーを破壊してもよい)",
     {"event": "a creature destroyed", "whose": "you", "other": True}),
])
def test_saver_wordings(text: str, saved: dict[str, Any]) -> None:
    ab, = entry(text)["abilities"]
    assert ab["instead of"] == saved and ab["do"] == [{"destroy this": {}}]


def test_revealed_cards_taken_one_or_all() -> None:
    take, = steps("自分の山札の上から4枚を表向きにする。その中から「ブロッカー」を持つカードを自分の手札に加え、"
                  "他の3枚を好きな順番で自分の山札の一番下に戻す。")
    assert take == {"reveal and take": {"n": 4, "filter": {"keyword": "blocker"}, "rest": "bottom", "order": "any"}}
    take, = steps("自分の山札の上から6枚を表向きにする。その中から進化クリーチャーをすべて自分の手札に加え、"
                  "それ以外のカードを好きな順で自分の山札の一番下に戻す。")
    assert take["reveal and take"]["take"] == "all"


def test_the_opponents_may_is_asked_of_the_opponent() -> None:
    """「相手は…選び、…戻してもよい」: the step's "may" is the opponent's, not the ability's optional."""
    ab, = entry("このクリーチャーをバトルゾーンに出した時、相手はバトルゾーンにある自分自身のクリーチャーを1体選び、"
                "持ち主の手札に戻してもよい。そうした場合、このクリーチャーを自分の手札に戻す。")["abilities"]
    assert "optional" not in ab and ab["do"][0]["bounce"]["may"] == "opponent"


def test_a_cost_reduction_naming_no_owner_reaches_every_player() -> None:
    ab, = entry("進化クリーチャーを召喚する時、支払うコストは最大2少なくなる。"
                "ただしコストは1より少なくならない。")["abilities"]
    assert ab["static"]["cost reduction"]["player"] == "each"


def test_the_revealed_top_card_goes_where_its_kind_says() -> None:
    """「…1枚目を表向きにする。それが…であれば…。それ以外のカードであれば…」 is one ``reveal top``."""
    step, = steps("自分の山札の上から1枚目を表向きにする。"
                  "それが進化クリーチャー以外のクリーチャーであれば、バトルゾーンに出す。"
                  "それ以外のカードであれば、自分の手札に加える。")
    assert step == {"reveal top": {"filter": {"creature": True, "evolution": False}, "then": "battle zone",
                                   "else": "hand"}}


def test_a_cross_gear_adds_a_race_to_the_creature_it_is_crossed_onto() -> None:
    out = entry("これをクロスしたクリーチャーは「パワーアタッカー+5000」を得、シールドをもう1枚ブレイクし、"
                "種族にアーマード・ドラゴンを追加する。", "クロスギア")
    assert {"add race": {"crossed": True, "race": "アーマード・ドラゴン"}} in [ab["static"] for ab in out["abilities"]]


def test_board_watching_statics_and_triggers() -> None:
    ab, = entry("バトルゾーンに自分のクリーチャーが他に2体以上出ているなら、"
                "このクリーチャーはブロックされない。")["abilities"]
    assert ab["if"] == {"you have creatures": {"at least": 2, "other": True}}
    ab, = entry("バトルゾーンにある相手のクリーチャーの数が自分のクリーチャーの数より多い時、"
                "このクリーチャーは攻撃することができない。")["abilities"]
    assert ab["if"] == {"opponent has more creatures": True}
    ab, = entry("このクリーチャーがバトルゾーンにある間、進化クリーチャーは"
                "タップされた状態でバトルゾーンに出る。")["abilities"]
    assert ab["static"] == {"creatures enter tapped": {"filter": {"evolution": True}}}
    ab, = entry("パワーがこのクリーチャーより大きい他のクリーチャーがバトルゾーンに出た時、"
                "このクリーチャーを自分のマナゾーンに置く。")["abilities"]
    assert ab["when"] == {"event": "a creature enters", "stronger than this": True, "other": True}


@pytest.mark.parametrize("text, expected", [
    ("各プレイヤーは自分自身の手札をそれぞれの山札に戻してシャッフルし、その枚数と同じ枚数のカードを引く。",
     [{"hand into deck then draw": {"player": "each"}}]),
    ("相手の手札が自分の手札より多ければ、相手の手札と同じ枚数になるまでカードを引く。",
     [{"draw to match the opponent's hand": {}}]),
])
def test_hand_refills(text: str, expected: list[dict[str, Any]]) -> None:
    assert steps(text) == expected


def test_a_rule_for_every_speed_attacker() -> None:
    ab, = entry("「スピードアタッカー」を持つクリーチャーは、バトルゾーンに出たターン、"
                "攻撃することができない。")["abilities"]
    assert ab["static"] == {"speed attackers wait a turn": True}



def test_the_next_summon_this_turn_costs_less() -> None:
    reduce, = steps("このターン、次に召喚するクリーチャー1体は支払うコストが3少なくなる。"
                    "ただしコストは1より少なくならない。")
    assert reduce == {"next summon costs less": {"n": 3, "min": 1}}


def test_the_state_key_and_the_copier_see_a_waiting_reduction() -> None:
    from engine.model.snapshot import Copier, state_key
    from tests.conftest import new_game
    g = new_game("tcg", turn="A")
    before = state_key(g.state)
    g.state.next_summon_reductions.append(("A", 3, 1))
    assert state_key(g.state) != before
    copy = Copier().copy(g.state)
    copy.next_summon_reductions.clear()
    assert g.state.next_summon_reductions == [("A", 3, 1)]


def test_a_discard_in_the_opponents_turn_puts_this_creature_into_the_battle_zone() -> None:
    ab, = entry("相手のターンに、このクリーチャーが自分の手札から自分の墓地に置かれた場合、"
                "このクリーチャーをバトルゾーンに置く。")["abilities"]
    assert ab["when"] == {"during": "opponent turn", "event": "this discarded"} and ab["do"] == [{"put this": {}}]


def test_both_steps_after_at_the_end_of_the_turn_wait_for_it() -> None:
    ab, = entry("このクリーチャーがシールドをブレイクした時、そのターンの終わりにこのクリーチャーを破壊し、"
                "各プレイヤーは自分自身のマナゾーンからカードを1枚選んで持ち主の墓地に置く。")["abilities"]
    assert ab["do"] == [{"delayed": {"at": "end of turn", "do": [
        {"destroy this": {}}, {"mana to zone": {"n": 1, "player": "each", "to": "graveyard"}}]}}]
