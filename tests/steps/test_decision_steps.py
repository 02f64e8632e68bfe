"""A vocabulary one can find: one step per decision form, each listed with an example, each also
in Japanese (and scripting exactly what its English twin scripts)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.policies.profiles import get_profile, profile_names
from steps.library.japanese_phrasings import cards_en
from steps.runtime.verdicts import profiles_spoken_for
from steps.runtime.world import World
from steps.vocabulary.index import known_steps
from tests.helpers.scenario_runs import registered

# Every decision form: the English line and its Japanese twin.
FORMS = [
    ("player B will block with アクア・ガード",
     "プレイヤーBは《アクア・ガード》でブロックする"),
    ("player B will not block",
     "プレイヤーBはブロックしない"),
    ("player B will use the shield trigger of デーモン・ハンド",
     "プレイヤーBは デーモン・ハンド のシールド・トリガーを使う"),
    ("player B will not use the shield trigger of デーモン・ハンド",
     "プレイヤーBは デーモン・ハンド のシールド・トリガーを使わない"),
    ("player A will choose 青銅の鎧 as target",
     "プレイヤーAは 青銅の鎧 を対象に選ぶ"),
    ("player A will choose 青銅の鎧, アクア・ビークル to put into mana",
     "プレイヤーAはマナゾーンに置くカードとして 青銅の鎧、アクア・ビークル の順に選ぶ"),
    ("player A will choose 青銅の鎧 then アクア・ビークル to put into the battle zone",
     "プレイヤーAはバトルゾーンに出すクリーチャーとして 青銅の鎧、アクア・ビークル の順に選ぶ"),
    ("player A will resolve 青銅の鎧 first",
     "プレイヤーAは 青銅の鎧 を先に解決する"),
    ("player A will break shield 2",
     "プレイヤーAは左から2枚目のシールドをブレイクする"),
    ("player A will declare 青銅の鎧 then アクア・ビークル",
     "プレイヤーAは 青銅の鎧、アクア・ビークル の順に使用宣言する"),
    ("player B will not declare 革命の鉄拳",
     "プレイヤーBは 革命の鉄拳 を使用宣言しない"),
    ("player B will cast デーモン・ハンド, フェアリー・ライフ from hand",
     "プレイヤーBは手札から デーモン・ハンド、フェアリー・ライフ の順に唱える"),
    ("player A will choose player B's shield 2",
     "プレイヤーAはプレイヤーBの左から2枚目のシールドを選ぶ"),
    ("player A will choose 青銅の鎧 then アクア・ビークル to discard",
     "プレイヤーAは捨てるカードとして 青銅の鎧、アクア・ビークル の順に選ぶ"),
    ("player A will choose 青銅の鎧 to return to the hand",
     "プレイヤーAは手札に戻すカードとして 青銅の鎧 を選ぶ"),
    ("player A will choose to break 2 shields",
     "プレイヤーAはシールドを2枚ブレイクすることを選ぶ"),
    ("player A will order 青銅の鎧, アクア・ビークル as they move together",
     "プレイヤーAは同時に移動するカードを 青銅の鎧、アクア・ビークル の順にする"),
    ("player A will apply the replacement effect of 青銅の鎧 then アクア・ビークル",
     "プレイヤーAは 青銅の鎧、アクア・ビークル の置換効果を適用する"),
    ("player A will not use the replacement effect of 青銅の鎧",
     "プレイヤーAは 青銅の鎧 の置換効果を使わない"),
    ("player A's random choices will pick 青銅の鎧, アクア・ビークル",
     "プレイヤーAの抽選では 青銅の鎧、アクア・ビークル の順に選ばれる"),
    ("player A will cast エナジー・ライト from the graveyard",
     "プレイヤーAは墓地から エナジー・ライト を唱える"),
    ("player A will not cast 7777777 for free",
     "プレイヤーAは 7777777 をコストを支払わずに唱えない"),
    ("player A will use the shield triggers in this order: 青銅の鎧, アクア・ビークル",
     "プレイヤーAは 青銅の鎧、アクア・ビークル の順にシールド・トリガーを使う"),
    ("player A will not use the optional ability of 青銅の鎧",
     "プレイヤーAは 青銅の鎧 の任意の能力を使わない"),
    ("player A will keep 青銅の鎧, アクア・ビークル as separate creatures",
     "プレイヤーAは 青銅の鎧、アクア・ビークル を別々のクリーチャーとして残す"),
    ("player A will choose 青銅の鎧, アクア・ビークル to put under 青銅の鎧",
     "プレイヤーAは 青銅の鎧 の下に置くカードとして 青銅の鎧、アクア・ビークル を選ぶ"),
    ("player A will use the G・ストライク of 青銅の鎧",
     "プレイヤーAは 青銅の鎧 のG・ストライクを使う"),
    ("player A will choose the race リキッド・ピープル",
     "プレイヤーAは種族として リキッド・ピープル を選ぶ"),
    ("player A will choose cost 7",
     "プレイヤーAはコスト7を選ぶ"),
    ("player A will evolve onto 青銅の鎧, アクア・ビークル",
     "プレイヤーAは進化元として 青銅の鎧、アクア・ビークル の順に選ぶ"),
    ("player A will choose 青銅の鎧 to leave the battle zone",
     "プレイヤーAはバトルゾーンを離れるカードとして 青銅の鎧 を選ぶ"),
    ("player A will choose the mode \"マナ加速\"",
     "プレイヤーAはモード「マナ加速」を選ぶ"),
    ("player B will use the guardman of ウッカ・リザード",
     "プレイヤーBは ウッカ・リザード のガードマンを使う"),
    ("player A will tap 青銅の鎧, アクア・ビークル for hyper energy",
     "プレイヤーAはハイパーエナジーで 青銅の鎧、アクア・ビークル の順にタップする"),
    ("player A will show rock in janken",
     "プレイヤーAはジャンケンでグーを出す"),
    ("player A will give the dynamo to 青銅の鎧",
     "プレイヤーAはダイナモで 青銅の鎧 にパワーと能力を加える"),
]


def givens(text: str) -> list[Any]:
    return [ctx for ctx in registered("given") if ctx.parser.is_matching(text)]


def scripted(text: str) -> list[str]:
    """What a Given line scripts, on a fresh world."""
    (ctx,) = givens(text)
    world = World(get_profile("tcg"))
    ctx.step_func(world=world, **ctx.parser.parse_arguments(text))
    return world.decider.pending()


@pytest.mark.parametrize(("english", "japanese"), FORMS, ids=[f"form{i}" for i in range(len(FORMS))])
def test_each_decision_form_is_one_step_and_its_japanese_twin_scripts_the_same(english: str, japanese: str) -> None:
    assert len(givens(english)) == 1, [c.parser.name for c in givens(english)]
    assert len(givens(japanese)) == 1, [c.parser.name for c in givens(japanese)]
    assert givens(english)[0].step_func.__module__ != "steps.library.japanese_phrasings"
    assert givens(japanese)[0].step_func.__module__ == "steps.library.japanese_phrasings"
    assert scripted(english) == scripted(japanese) != []


def test_every_decision_form_is_listed_with_an_example_that_matches_only_it() -> None:
    forms = [s for s in known_steps()
             if s.type == "given" and " will " in s.example and s.module != "steps.library.japanese_phrasings"]
    assert len(forms) == len(FORMS)  # a new decision form gets a Japanese twin and a line above
    for step in forms:
        assert step.doc and step.sample.startswith("Given "), step
        line = step.sample.removeprefix("Given ")
        assert [c.parser.name for c in givens(line)] == [step.pattern], step.sample
    listed = {s.pattern for s in forms}
    assert {givens(english)[0].parser.name for english, _ in FORMS} == listed


def test_every_profile_is_also_japanese() -> None:
    assert profiles_spoken_for("すべてのプロファイルでは、プレイヤーAの手札は2枚") == profile_names()
    assert profiles_spoken_for("under every profile player A's hand has 2 cards") == profile_names()
    english = "青銅の鎧 plays its DMPS text under every profile"
    japanese = "《青銅の鎧》はすべてのプロファイルでDMPS版のテキストを使う"
    assert len(givens(english)) == len(givens(japanese)) == 1


@pytest.mark.parametrize(("japanese", "english"), [
    ("シェル・ラック×3（タップ）", "3 x シェル・ラック (tapped)"),
    ("《青銅の鎧》、アクア・ビークル x 2", "青銅の鎧, 2 x アクア・ビークル"),
    ("インフィニティ・フェニックス（爆炎野郎ジョーの上）", "インフィニティ・フェニックス on 爆炎野郎ジョー"),
    ("青銅の鎧（このターンに召喚、タップ状態）", "青銅の鎧 (summoned this turn, tapped)"),
    ("青銅の鎧(召喚酔い)", "青銅の鎧 (summoned this turn)"),
    ("なし", "nothing"),
    ("何もない", "nothing"),
], ids=[f"list{i}" for i in range(7)])
def test_japanese_card_lists_read_as_the_english_ones(japanese: str, english: str) -> None:
    assert cards_en(japanese) == english
