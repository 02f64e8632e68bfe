"""The card-text compiler (engine/catalog/text): normalisation, conjugation, templates both ways, entries."""

from __future__ import annotations

from typing import Any

import pytest

from engine.catalog.text.assay import load_error, run, vocabulary_gap
from engine.catalog.text.compiler import compile_card, failing_sentences
from engine.catalog.text.entries import export_card
from engine.catalog.text.grammar import grammar
from engine.catalog.text.normalise import normalise
from engine.catalog.text.render import Renderer
from engine.catalog.text.templates import Grammar, conjugate


def card(text: str, card_type: str = "クリーチャー", **extra: Any) -> dict[str, Any]:
    return {"id": "test-001", "name": "テスト", "cardType": card_type, "cost": 3, "power": 1000,
            "civilizations": ["自然"], "races": ["ビーストフォーク"], "text": text, **extra}


def round_trip(text: str, card_type: str = "クリーチャー") -> tuple[Any, str | None]:
    g = grammar()
    renderer = Renderer(g)
    compiled = compile_card(g, card(text, card_type), render_line=renderer.line)
    assert compiled.parsed, compiled.failures
    lines = [renderer.line(items) for items in compiled.lines if items is not None]
    return compiled, "\n".join(x for x in lines if x is not None)


def test_normalise_folds_orthography_and_records_it() -> None:
    n = normalise("このクリーチャーがバトルゾーンに出たとき、カードを１枚引いてよい。\nW(ダブル)・ブレイカー ")
    assert n.lines == ["このクリーチャーがバトルゾーンに出た時、カードを1枚引いてもよい。", "W・ブレイカー"]
    assert {"とき->時", "てよい->てもよい", "ruby gloss", "NFKC", "whitespace"} <= set(n.folds)


def test_card_names_are_not_folded() -> None:
    assert normalise("《ときの守護者》").lines == ["《ときの守護者》"]


def test_a_name_printed_in_double_angles_is_a_name() -> None:
    n = normalise("バトルゾーンに<<ブラザー・リザード>>が1体でもあれば")
    assert n.lines == ["バトルゾーンに《ブラザー・リザード》が1体でもあれば"] and n.folds["<<>>->《》"] == 1


@pytest.mark.parametrize("verb, forms", [
    ("引く", ("引いてもよい", "引き", "引いて")),
    ("破壊する", ("破壊してもよい", "破壊し", "破壊して")),
    ("加える", ("加えてもよい", "加え", "加えて")),
    ("選ぶ", ("選んでもよい", "選び", "選んで")),
    ("戻す", ("戻してもよい", "戻し", "戻して")),
])
def test_conjugation(verb: str, forms: tuple[str, str, str]) -> None:
    c = conjugate(verb)
    assert (c["may"], c["stem"], c["te"]) == forms


def test_one_template_parses_and_renders_every_form() -> None:
    g = Grammar()
    g.terminal("num", lambda t, p: [(int(t[p]), p + 1)] if t[p:p + 1].isdigit() else [], str, "0123456789")
    g.add("op", "カードを{n:num}枚<引く>", {"draw": "$n"})
    assert {t.pattern for t in g.templates["op.may"]} == {"カードを{n:num}枚引いてもよい"}
    assert g.templates["op.may"][0].value == {"draw": "$n", "may": True}
    assert Renderer(g).render("op.may", {"draw": 2, "may": True}) == "カードを2枚引いてもよい"


def test_grammar_is_consistent() -> None:
    assert grammar().check() == []


# A one-shot effect is a spell's (on a creature, a sentence with no timing is a static ability).
@pytest.mark.parametrize("text, card_type", [(t, "クリーチャー") for t in [
    "ブロッカー(相手クリーチャーが攻撃する時、このクリーチャーをタップして、その攻撃を阻止してもよい。その後、その相手クリーチャーとバトルする)",
    "このクリーチャーをバトルゾーンに出した時、カードを1枚引いてもよい。",
    "パワーアタッカー+3000(攻撃中、このクリーチャーのパワーは+3000される)",
    "このクリーチャーが破壊された時《復活するバイタル・ホーン》を1体、自分のマナゾーンからバトルゾーンに置いてもよい。",
    "このクリーチャーは、進化クリーチャーまたはドラゴンをブロックできない。",
    "バトルゾーンにある、グレートメカオーとキカイヒーロー以外のクリーチャーは、ブロックすることができない。",
    "相手がバトルゾーンにあるクリーチャーを選ぶ時、自分の他のナイトを選ぶことはできない。",
    "「スピードアタッカー」を持つ自分のクリーチャーすべてのパワーは+2000され、シールドをさらに1枚ブレイクする。",
]] + [(t, "呪文") for t in [
    "バトルゾーンにある相手のクリーチャーを1体選び、持ち主の手札に戻す。",
    "相手のパワー3000以下のクリーチャーを1体破壊する。",
    "自分の山札を見る。その中からクリーチャーを1体選び、相手に見せてから自分の手札に加えてもよい。その後、山札をシャッフルする。",
    "相手のパワー5000以下のクリーチャー1体か、相手のパワー2000以下のクリーチャー2体を破壊する。",
]])
def test_round_trip_is_exact(text: str, card_type: str) -> None:
    assert round_trip(text, card_type)[1] == text


def test_a_reminder_must_agree_with_its_keyword() -> None:
    g = grammar()
    compiled = compile_card(g, card("パワーアタッカー+3000(攻撃中、このクリーチャーのパワーは+2000される)"))
    assert not compiled.parsed


def test_failing_sentences_are_reported_one_by_one() -> None:
    line = "カードを1枚引く。まったく知られていない文。カードを1枚引く。"
    assert failing_sentences(grammar(), line) == ["まったく知られていない文。"]


def test_export_has_the_catalog_shape() -> None:
    text = "このクリーチャーが攻撃する時、相手のパワー2000以下のクリーチャーを1体破壊してもよい。"
    compiled = compile_card(grammar(), card(text))
    entry = export_card(compiled)
    assert entry["abilities"] == [{
        "when": "this attacks", "optional": True,
        "text": text,
        "do": [{"destroy": {"target": {"player": "opponent", "max power": 2000, "count": 1}}}]}]
    assert entry["type"] == "creature" and entry["civilizations"] == ["nature"]
    assert entry["source"] == "classic-ja test-001"


def test_spell_effects_are_cast_abilities_and_owners_are_explicit() -> None:
    text = "バトルゾーンにあるクリーチャーを1体選び、持ち主の手札に戻す。"
    compiled = compile_card(grammar(), card(text, "呪文", power=None))
    entry = export_card(compiled)
    assert entry["abilities"][0]["when"] == "this cast"
    assert entry["abilities"][0]["do"] == [{"bounce": {"target": {"player": "each", "count": 1}}}]
    assert "power" not in entry


@pytest.mark.parametrize("noun, filt", [("カード", {"creature": False}), ("クリーチャー", {"creature": True})])
def test_a_card_taken_from_a_zone_is_any_card_unless_it_says_creature(noun: str, filt: dict[str, Any]) -> None:
    """「カードを…手札に戻す」 takes any card: ``put from zone`` assumes a creature card unless told."""
    text = f"自分のマナゾーンから{noun}を1枚選び、自分の手札に戻す。".replace("クリーチャーを1枚", "クリーチャーを1体")
    entry = export_card(compile_card(grammar(), card(text, "呪文", power=None)))
    (step,) = entry["abilities"][0]["do"]
    assert step["put from zone"]["to"] == "hand" and step["put from zone"]["filter"] == filt


def test_an_exact_compile_is_admitted_only_when_the_catalog_loads_it() -> None:
    blocker = card("ブロッカー")
    unknown = card("スレイヤー")
    result = run([blocker, card("まったく知られていない文。")])
    assert [r.admitted for r in result.results] == [True, False]
    assert result.missing()[0][0] == "まったく知られていない文。"
    entry = export_card(compile_card(grammar(), unknown))
    if load_error(entry) is not None:  # a keyword the engine lacks is vocabulary missing, not a wrong compile
        assert "slayer" in vocabulary_gap(load_error(entry))  # type: ignore[arg-type]


def test_an_entry_naming_an_unknown_card_is_refused() -> None:
    text = "《どこにもないカード》がバトルゾーンにあれば、カードを1枚引く。"
    result = run([card(text, "呪文", power=None)])
    assert not any(r.admitted for r in result.results)


def test_a_wave_striker_header_is_also_its_keyword() -> None:
    text = ("ウェーブストライカー(バトルゾーンに「ウェーブストライカー」を持つクリーチャーが他に2体以上あれば、"
            "このクリーチャーは次の能力を得る)\nこのクリーチャーが攻撃する時、カードを1枚引く。")
    entry = export_card(compile_card(grammar(), card(text)))
    assert entry["keywords"] == ["wave striker"]
    assert entry["abilities"][0]["if"] == {"wave striker": True}


def test_a_survivor_gives_its_power_static_as_printed() -> None:
    text = ("バトルゾーンにある間、このクリーチャーのパワーは+1000される。\n"
            "サバイバー(このクリーチャーがバトルゾーンにある間、自分の他のサバイバーも上の能力を得る)")
    entry = export_card(compile_card(grammar(), card(text)))
    assert entry["keywords"] == ["survivor"]
    shared = entry["abilities"][1]
    assert shared["static"] == {"grant": {"race category": "サバイバー", "other": True}}
    assert shared["grants"][0]["static"] == entry["abilities"][0]["static"]
    assert load_error(entry) is None


def test_a_spells_grant_for_this_turn_is_what_it_does_as_it_is_cast() -> None:
    text = "このターン、バトルゾーンにある自分のクリーチャーはすべて「W・ブレイカー」を得る。"
    entry = export_card(compile_card(grammar(), card(text, "呪文", power=None)))
    if entry["abilities"][0].get("static"):  # read as a standing grant, it must not stay one on a spell
        raise AssertionError(entry)
    assert load_error(entry) is None


def test_a_bare_subject_is_modified_by_its_filter_while_the_effect_lasts() -> None:
    text = "種族を１つ選ぶ。このターン、その種族のクリーチャーは、パワー3000以下のクリーチャーにブロックされない。"
    entry = export_card(compile_card(grammar(), card(text, "呪文", power=None)))
    step = entry["abilities"][0]["do"][1]
    assert step == {"modify": {"filter": {"race": "chosen"}, "player": "each", "until": "end of turn",
                               "unblockable by": {"max power": 3000}}}


def test_a_tap_skill_whose_ability_acts_at_the_end_of_the_turn_makes_a_delayed_effect() -> None:
    """「次の能力を使ってもよい。」 then 「このターンの終わりに、…」: the tap skill's ability is the delayed
    effect (爆雷の求道者ガラ・ガンダール), not an end-of-turn trigger gated on the skill."""
    text = ("このクリーチャーで攻撃するかわりに、タップして次の能力を使ってもよい。\n"
            "このターンの終わりに、自分の光のクリーチャーをすべてアンタップする。")
    entry = export_card(compile_card(grammar(), card(text)))
    (ability,) = entry["abilities"]
    assert ability["when"] == "tap skill" and "if" not in ability
    assert ability["do"] == [{"delayed": {"at": "end of turn", "do": [
        {"untap": {"target": {"player": "you", "civilization": "light", "count": "all"}}}]}}]
    assert load_error(entry) is None


def test_after_this_battles_goes_on_the_blocking_ability_put_off_until_the_battle_is_over() -> None:
    text = ("このクリーチャーがブロックする時、バトルゾーンにある自分のクリーチャーを1体選んでもよい。"
            "このクリーチャーのバトルの後、選んだクリーチャーをアンタップする。")
    entry = export_card(compile_card(grammar(), card(text)))
    (ability,) = entry["abilities"]
    assert ability["when"] == "this blocks" and ability["do"][-1] == {
        "untap": {"target": {"chosen": True}, "after battle": True}}
    assert load_error(entry) is None


def test_the_lowest_power_creature_is_the_engine_s_pick_extreme_of_either_player() -> None:
    text = "このクリーチャーをバトルゾーンに出した時、バトルゾーンにあるパワーの一番小さいクリーチャーを1体破壊する。"
    entry = export_card(compile_card(grammar(), card(text)))
    assert entry["abilities"][0]["do"] == [
        {"pick extreme": {"do": "destroy", "player": "each", "which": "lowest", "by": "power"}}]
    assert load_error(entry) is None


@pytest.mark.parametrize("text, before", [
    ("バトルゾーンにあるクリーチャーを2体選び、タップする。そのクリーチャー同士をバトルさせる。",
     [{"choose": {"target": {"player": "each", "count": 2}}}, {"tap": {"target": {"chosen": True}}}]),
    ("バトルゾーンにある相手のクリーチャーを2体選び、その2体にバトルさせる。",
     [{"choose": {"target": {"player": "opponent", "count": 2}}}]),
])
def test_two_creatures_chosen_then_made_to_battle(text: str, before: list[dict[str, Any]]) -> None:
    entry = export_card(compile_card(grammar(), card(text, "呪文", power=None)))
    assert entry["abilities"][0]["do"] == [*before, {"battle": {"pair": "chosen"}}]
    assert load_error(entry) is None


def _entry(text: str, card_type: str = "クリーチャー") -> dict[str, Any]:
    compiled, rendered = round_trip(text, card_type)
    assert rendered == text
    return export_card(compiled)


def test_power_above_is_the_least_power_above() -> None:
    entry = _entry("バトルゾーンにあるパワーが6000より大きい相手のクリーチャーを1体選び、持ち主の手札に戻す。", "呪文")
    target = {"min power": 6001, "player": "opponent", "count": 1}
    assert entry["abilities"][0]["do"] == [{"bounce": {"target": target}}]


def test_two_groups_with_one_verb_are_a_choice_and_each_option_names_its_owner() -> None:
    entry = _entry("パワー6000以下のタップされているクリーチャーすべて、または、"
                   "パワー3000以下のタップされていないクリーチャーすべてを破壊する。", "呪文")
    options = entry["abilities"][0]["do"][0]["choose one"]
    assert [o["destroy"]["target"]["player"] for o in options] == ["each", "each"]
    assert [o["destroy"]["target"].get("tapped", False) for o in options] == [True, False]


def test_a_discard_per_creature_counts_them() -> None:
    entry = _entry("このクリーチャーをバトルゾーンに出した時、"
                   "バトルゾーンにある自分の他のティラノ・ドレイク1体につき1枚、相手は自分自身の手札を選び、捨てる。")
    discard = entry["abilities"][0]["do"][0]["discard"]
    assert discard["n"] == {"count": {"zone": "battle zone", "player": "you",
                                      "filter": {"other": True, "race": "ティラノ・ドレイク", "creature": True}}}
    assert load_error(entry) is None


def test_a_replacement_under_a_condition_keeps_its_condition() -> None:
    entry = _entry("このクリーチャーが破壊される時、バトルゾーンに自分のディープ・マリーンが1体でもあれば、"
                   "このクリーチャーを墓地に置くかわりに自分の手札に戻す。")
    ability = entry["abilities"][0]
    assert ability["instead of"] == "this destroyed" and ability["do"] == [{"redirect": "hand"}]
    assert ability["if"] == {"you have creatures": {"filter": {"race": "ディープ・マリーン"}, "at least": 1}}


def test_another_creature_destroyed_is_replaced_as_a_creature_destroyed() -> None:
    entry = _entry("自分の他のドリームメイトが破壊される時、"
                   "そのクリーチャーを墓地に置くかわりに、自分のマナゾーンに置く。")
    assert entry["abilities"][0]["instead of"] == {"event": "a creature destroyed", "race": "ドリームメイト",
                                                   "whose": "you", "other": True}
    assert load_error(entry) is None


def test_a_spell_s_end_of_turn_step_is_delayed_and_counts_every_player_s_creatures() -> None:
    entry = _entry("このターンの終わりに、"
                   "バトルゾーンでタップされているクリーチャー1体につきカードを1枚引いてもよい。", "呪文")
    (step,) = entry["abilities"][0]["do"]
    assert entry["abilities"][0]["when"] == "this cast" and step["delayed"]["at"] == "end of turn"
    assert step["delayed"]["do"][0]["draw"]["n"]["count"]["player"] == "each"


def test_a_spell_s_replacement_for_the_turn_is_granted_to_the_caster_s_creatures() -> None:
    entry = _entry("このターン、自分のクリーチャーが破壊される時、"
                   "墓地に置かれるかわりにバトルゾーンにとどまる。", "呪文")
    (step,) = entry["abilities"][0]["do"]
    assert step == {"grant replacement": {"target": {"player": "you", "count": "all"}, "until": "end of turn",
                                          "ability": {"instead of": "this destroyed",
                                                      "do": [{"stay in the battle zone": {}}]}}}
    assert load_error(entry) is None


def test_no_multicoloured_card_of_the_opponent_counts_cards_of_the_battle_zone() -> None:
    entry = _entry("バトルゾーンに相手の多色カードが1枚もない時、このクリーチャーのパワーは+4000される。")
    assert entry["abilities"][0]["if"] == {"cards in zone": {"zone": "battle zone", "player": "opponent",
                                                             "filter": {"multicolour": True}, "at least": 0,
                                                             "fewer than": 1}}


def test_two_events_are_a_list_and_a_filter_of_two_kinds_stays_one_event() -> None:
    two = _entry("自分が多色の呪文を唱えた時、または、多色クリーチャーを召喚した時、カードを1枚引いてもよい。")
    assert two["abilities"][0]["when"] == [{"event": "you cast a spell", "multicolour": True, "type": "spell"},
                                           {"event": "you summon", "multicolour": True}]
    one = _entry("このクリーチャーがバトルゾーンにある間、自分のドラゴンまたはドラゴノイドがバトルゾーンに出た時、"
                 "カードを1枚引いてもよい。")
    assert one["abilities"][0]["when"] == {"event": "your creature enters",
                                           "any of": [{"race category": "ドラゴン"}, {"race": "ドラゴノイド"}]}
    assert load_error(two) is None and load_error(one) is None
