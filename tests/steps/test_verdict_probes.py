"""The probes of issue 29, each in English and in full-width Japanese (what an IME types): numbers and
nested claims read in NFKC, and verdicts that read what they claim. In this process, through the
scenario runner (mutation testing runs them against every mutant)."""

from __future__ import annotations

import pytest

from engine.model.errors import ScriptError
from tests.helpers.scenario_runs import feature_lines, last, scenario

TURN = "Given it is player A's turn"
BOARD = (TURN, "Given player A's battle zone holds, left to right: 爆炎野郎ジョー, 青銅の鎧")
BOARD_JA = ("Given プレイヤーＡのターンである",
            "Given プレイヤーＡのバトルゾーンに左から 爆炎野郎ジョー、青銅の鎧 がいる")
ZERO_PHOENIX = "暗黒凰ゼロ・フェニックス comes back after キラ・ゼクス・ドラグーン recruits 竜音のゼクス"


def cases(rows: list[object]) -> list[object]:
    """Parameters with plain ids (case0, case1, ...): mutation testing passes test ids around."""
    return [pytest.param(*(row if isinstance(row, tuple) else (row,)), id=f"case{i}") for i, row in enumerate(rows)]


def holds(profile: str, *lines: str) -> bool:
    """Whether the last line's verdict, asserted for ``profile``, holds (a failing one raises)."""
    o = last(scenario(profile, *lines))
    assert o.asserted
    return o.held


# ------------------------------------------------------------------ item 2: numbers in NFKC
@pytest.mark.parametrize("claim", cases([
    "Then under tcg 爆炎野郎ジョー's power is ３０００",
    "Then TCGでは、爆炎野郎ジョーのパワーは３０００",
    "Then under tcg 爆炎野郎ジョー breaks １ shield when it attacks",
    "Then TCGでは、爆炎野郎ジョーは攻撃するとシールドを１つブレイクする",
    "Then under ｄｍｐｓ the hand holds at most １０ cards per player",
    "Then ＤＭＰＳでは、手札の枚数上限は１０枚",
    "Then under tcg player Ａ's battle zone holds ２ creatures",
    "Then ＴＣＧでは、プレイヤーＡのバトルゾーンのクリーチャーは２体",
]))
def test_full_width_numbers_are_read_as_ascii(claim: str) -> None:
    profile = "dmps" if "dmps" in claim.casefold() or "ｄｍｐｓ" in claim.casefold() else "tcg"
    assert holds(profile, *BOARD, claim)
    assert holds(profile, *BOARD_JA, claim)


@pytest.mark.parametrize("claim", cases([
    "Then under tcg 爆炎野郎ジョー's power is ３００１",
    "Then TCGでは、爆炎野郎ジョーのパワーは３００１",
]))
def test_a_full_width_number_that_is_wrong_still_fails(claim: str) -> None:
    with pytest.raises(AssertionError, match="observed: 3000"):
        scenario("tcg", *BOARD, claim)


# ------------------------------------------------------------------ item 2: nested claims in NFKC
@pytest.mark.parametrize("claim", cases([
    "Then under tcg in some order of the waiting effects, player Ａ's battle zone holds １ creature",
    "Then under tcg in some order of the waiting effects, プレイヤーＡのバトルゾーンのクリーチャーは１体",
    "Then TCGでは、待機した効果のいずれかの順で、プレイヤーＡのバトルゾーンのクリーチャーは１体",
    "Then TCGでは、待機した効果のいずれかの順で、暗黒凰ゼロ・フェニックスはプレイヤーＡの墓地にある",
    "Then ＴＣＧでは、待機した効果のいずれかの順で、player A's battle zone holds 1 creature",
]))
def test_nested_claims_are_read_in_nfkc(claim: str) -> None:
    lines = [line for line, _ in feature_lines("trigger_order/timing_turn_start.feature", ZERO_PHOENIX)
             if not line.startswith(("Then", "And under"))]
    assert holds("tcg", *lines, claim)


def test_an_unknown_nested_claim_is_an_error_naming_it() -> None:
    with pytest.raises(ScriptError, match="unknown claim 'プレイヤーBの手札は1まい'"):
        scenario("tcg", *BOARD, "When player A ends the turn",
                 "Then under tcg in some order of the waiting effects, プレイヤーＢの手札は１まい")
