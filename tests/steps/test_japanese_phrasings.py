"""Japanese Gherkin (steps/library/japanese_phrasings.py, features/japanese/): each Japanese scenario observes exactly
what its English twin observes, under every profile; the Japanese verdict prefix and card lists
are read as the English ones."""

from __future__ import annotations

import re
from typing import Any

import pytest

from reports.model.results import RunResult, ScenarioResult
from reports.plugin.run import Selection, run
from steps.library.japanese_phrasings import cards_en
from steps.runtime.verdicts import PROFILES_JA, _claim, _profiles_en
from tests.helpers import ROOT

# example id -> (Japanese feature, English twin's feature), relative to features/
TWINS = {
    "DMPS-MANA-21": ("japanese/mana.feature", "mana/dmps_examples.feature"),
    "DMPS-TRIG-15": ("japanese/heavens_gate.feature", "trigger_order/heavens_gate.feature"),
    "DMPS-ZONE-04": ("japanese/zone_limits.feature", "zone_limits/hand_and_shields.feature"),
    "BASIC-EVO-02": ("japanese/evolution.feature", "basic/evolution.feature"),
    "BASIC-EVO-03": ("japanese/evolution.feature", "basic/evolution.feature"),
    "DMPS-MISC-09": ("japanese/power.feature", "basic/spell_and_power.feature"),
}


@pytest.fixture(scope="module")
def twins() -> RunResult:
    paths = sorted({str(ROOT / "features" / f) for pair in TWINS.values() for f in pair})
    tags = " or ".join(f"@ex:{i}" for i in TWINS)
    result, _ = run(ROOT, Selection(paths=paths, tags=tags))
    assert result.ok, result.problems
    return result


def one(result: RunResult, feature: str, ex_id: str) -> ScenarioResult:
    found = [s for s in result.scenarios if s.feature == feature and ex_id in s.ids]
    assert len(found) == 1, f"{feature}: {len(found)} scenarios tagged {ex_id}"
    return found[0]


def comparable(observation: dict[str, Any]) -> tuple[Any, ...]:
    """An observation minus its claim (the claim is the step's own words)."""
    return (observation["profiles"], observation["observed"], observation["expected"], observation["asserted"],
            observation["held"])


@pytest.mark.parametrize("ex_id", list(TWINS))
def test_the_japanese_twin_observes_what_the_english_one_does(twins: RunResult, ex_id: str) -> None:
    ja, en = (one(twins, f, ex_id) for f in TWINS[ex_id])
    assert "japanese" in ja.tags and ja.ids == en.ids
    assert set(ja.runs) == set(en.runs) == set(twins.profiles)
    for profile in twins.profiles:
        a, b = ja.runs[profile], en.runs[profile]
        assert a.status == b.status and a.status in ("passed", "observed"), (profile, a.detail, b.detail)
        assert [comparable(o) for o in a.observations] == [comparable(o) for o in b.observations], profile
        assert a.trace == b.trace, profile


def test_the_japanese_scenarios_fail_when_dmps_verdicts_are_forced_onto_tcg() -> None:
    """The Japanese scenarios of DMPS examples (those that assert only under the DMPS profiles)."""
    dmps_only = ["mana", "heavens_gate", "zone_limits", "power"]
    paths = [str(ROOT / "features" / "japanese" / f"{name}.feature") for name in dmps_only]
    result, _ = run(ROOT, Selection(paths=paths, profiles=["tcg"], force="dmps"))
    assert not result.problems, result.problems
    assert len(result.scenarios) >= len(dmps_only)
    assert {s.runs["tcg"].status for s in result.scenarios} == {"failed"}


@pytest.mark.parametrize(("step", "profiles", "english", "claim"), [
    ("dmpsでは、プレイヤーAの使用可能マナは1", "dmps", "dmps", "プレイヤーAの使用可能マナは1"),
    ("tcgとdmpsでは、直前の行動は拒否される", "tcgとdmps", "tcg, dmps", "直前の行動は拒否される"),
    ("tcg、dmpsとdmps-oldでは、ゲームは続く", "tcg、dmpsとdmps-old", "tcg, dmps, dmps-old", "ゲームは続く"),
    ("すべてのプロファイルでは、ゲームは続く", "すべてのプロファイル", "every profile", "ゲームは続く"),
    ("DMPSでは、ゲームは続く", "DMPS", "dmps", "ゲームは続く"),
    ("デュエプレでは ゲームは続く", "デュエプレ", "dmps", "ゲームは続く"),
    ("TCGとDMPSでは、ゲームは続く", "TCGとDMPS", "tcg, dmps", "ゲームは続く"),
    ("dmps, dmps-oldでは、ゲームは続く", "dmps, dmps-old", "dmps, dmps-old", "ゲームは続く"),
    ("全プロファイルでは、ゲームは続く", "全プロファイル", "every profile", "ゲームは続く"),
])
def test_the_japanese_prefix_names_the_profiles(step: str, profiles: str, english: str, claim: str) -> None:
    m = re.match(PROFILES_JA, step)
    assert m is not None and m.group("profiles") == profiles
    assert _profiles_en(profiles) == english
    assert _claim(step, profiles, "ja") == claim


@pytest.mark.parametrize(("japanese", "english"), [
    ("《青銅の鎧》、 凶戦士ブレイズ・クロー", "青銅の鎧, 凶戦士ブレイズ・クロー"),
    ("シェル・ラック×3、ピコラのスパナ（タップ）", "3 x シェル・ラック, ピコラのスパナ (tapped)"),
    ("《X》（《Y》の上、タップ）", "X on Y (tapped)"),
    ("アクア・ガード（表向き）", "アクア・ガード (face up)"),
    ("なし", "nothing"),
    ("アクア・ガードの上のクリスタル・ランサー", "クリスタル・ランサー on アクア・ガード"),
    ("G・E・レオパルド＋G・A・ペガサス（タップ）", "G・E・レオパルド + G・A・ペガサス (tapped)"),
])
def test_japanese_card_lists(japanese: str, english: str) -> None:
    assert cards_en(japanese) == english


# One text per Japanese step: each must match exactly one registered step of its kind.
SAMPLES = [
    ("given", "プレイヤーAのターンである"), ("given", "プレイヤーBの2ターン目である"),
    ("given", "プレイヤーAの手札に 《青銅の鎧》、凶戦士ブレイズ・クロー がある"),
    ("given", "プレイヤーAの山札に上から シェル・ラック、予言者リュゾル がある"),
    ("given", "プレイヤーAの手札が10枚ある"), ("given", "プレイヤーAのシールドが5枚ある"),
    ("given", "プレイヤーAのバトルゾーンに左から 青銅の鎧（タップ） がいる"),
    ("given", "プレイヤーAは 知識の精霊ロードリエス、天門の精霊ヘブンズ の順に選ぶ"),
    ("given", "プレイヤーAは青銅の鎧を対象に選ぶ"), ("given", "プレイヤーAは青銅の鎧を先に解決する"),
    ("when", "プレイヤーAは《青銅の鎧》を召喚する"), ("when", "プレイヤーAはXをYの上に召喚する"),
    ("when", "プレイヤーAはヘブンズ・ゲートを唱える"),
    ("when", "プレイヤーAはヘブンズ・ゲートをコストを支払わずに唱える"),
    ("when", "プレイヤーAはシェル・ラックをチャージする"), ("when", "プレイヤーAは青銅の鎧でプレイヤーBを攻撃する"),
    ("when", "プレイヤーAはターンを終了する"), ("when", "プレイヤーBのターンが始まる"),
    ("when", "プレイヤーAはカードを1枚引く"), ("when", "効果でプレイヤーAの山札の上から2枚を手札に加える"),
    ("then", "dmpsでは、プレイヤーAの最大マナは3"), ("then", "dmpsでは、プレイヤーAは青銅の鎧を召喚できない"),
    ("then", "tcgでは、直前の行動は拒否される"), ("then", "dmpsでは、直前の行動は認められる"),
    ("then", "dmpsでは、プレイヤーAの手札は10枚"), ("then", "dmpsでは、プレイヤーAの墓地のカードは アクア・ビークル"),
    ("then", "dmpsでは、プレイヤーAのバトルゾーンのクリーチャーは2体"),
    ("then", "dmpsでは、プレイヤーAのバトルゾーンのクリーチャーは左から X、Y"),
    ("then", "dmpsでは、青銅の鎧はプレイヤーAのバトルゾーンにいる"), ("then", "dmpsでは、プレイヤーBが負ける"),
    ("then", "dmpsでは、プレイヤーAが引いたカードは0枚"), ("then", "dmpsでは、待機した効果は次の順に解決される："),
    ("then", "tcgでは、待機した効果はどの順でも解決できる"),
    ("then", "dmpsでは、待機した効果は決まった一つの順に解決される"),
]


@pytest.mark.parametrize(("kind", "text"), SAMPLES)
def test_each_japanese_step_matches_exactly_one_step(kind: str, text: str) -> None:
    from pytest_bdd.steps import step_function_context_registry

    from steps.vocabulary.index import known_steps

    known_steps()  # imports every step module
    matching = [ctx.step_func.__module__ for ctx in step_function_context_registry.values()
                if ctx.type == kind and ctx.parser.is_matching(text)]
    assert len(matching) == 1 and matching[0] in ("steps.library.japanese_phrasings", "steps.library.japanese_zones"), \
        matching
