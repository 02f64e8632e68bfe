"""The probes of issue 29, each in English and in full-width Japanese (what an IME types): numbers and
nested claims read in NFKC, and verdicts that read what they claim. In this process, through the
scenario runner (mutation testing runs them against every mutant)."""

from __future__ import annotations

import re

import pytest

from engine.model.errors import ScriptError
from steps.runtime.refs import NotInGameError
from steps.runtime.runner import Outcome, library, run, spoken_for
from steps.runtime.status import Status
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


# ------------------------------------------------------------------ item 3: a verdict on a card not in the game
ABSENT = "ボルザード・ドラゴン"  # a catalog card no zone holds on BOARD


@pytest.mark.parametrize("claim", cases([
    f"Then under tcg player B does not declare {ABSENT}",
    f"Then TCGでは、プレイヤーＢは {ABSENT} を使用宣言しない",
    f"Then under tcg player B could use the shield trigger of {ABSENT}",
    f"Then TCGでは、プレイヤーＢは {ABSENT} のシールド・トリガーを使うことができた",
    f"Then under tcg player B could not declare {ABSENT}",
    f"Then TCGでは、プレイヤーＢは {ABSENT} を使用宣言できなかった",
    f"Then under tcg {ABSENT} was never in player A's hand",
    f"Then TCGでは、{ABSENT}はプレイヤーＡの手札に一度もなかった",
    f"Then under tcg player B has not seen {ABSENT}",
    f"Then TCGでは、プレイヤーＢは {ABSENT} を見ていない",
    f"Then under tcg {ABSENT} was not put into player A's graveyard",
    f"Then TCGでは、{ABSENT}はプレイヤーＡの墓地に置かれなかった",
    f"Then under tcg {ABSENT} did not leave player A's hand",
    f"Then TCGでは、{ABSENT}はプレイヤーＡの手札を離れなかった",
]))
def test_a_verdict_on_a_card_not_in_the_game_is_an_error(claim: str) -> None:
    with pytest.raises(NotInGameError, match=f"{ABSENT} is not in the game"):
        scenario("tcg", *BOARD, "When player A ends the turn", claim)
    present = claim.replace(ABSENT, "青銅の鎧").replace("under tcg", "under dmps").replace("TCGでは", "DMPSでは")
    assert not last(scenario("tcg", *BOARD, "When player A ends the turn", present)).asserted  # recorded, no error


def test_a_verdict_on_a_card_not_in_the_game_stops_the_scenario_as_an_error() -> None:
    outcome = run([library().bind("given", "it is player A's turn"),
                   library().bind("then", f"under tcg player B does not declare {ABSENT}")], "tcg", {"tcg"})
    assert outcome.status is Status.error and f"{ABSENT} is not in the game" in outcome.detail


# ------------------------------------------------------------------ item 3: shield triggers offered and declared
BURN = ("Given it is player A's turn",
        "Given player A's battle zone holds, left to right: ボルメテウス・ホワイト・ドラゴン",
        "Given player B's shield zone holds: DNA・スパーク",
        "Given player B's deck holds, top first: 5 x 予言者リュゾル",
        "When player A attacks player B with ボルメテウス・ホワイト・ドラゴン")
BREAK = ("Given it is player A's turn", "Given player A's battle zone holds, left to right: 暗黒の騎士ザガーン",
         "Given player B's shield zone holds: DNA・スパーク, 予言者リュゾル",
         "Given player B's deck holds, top first: 5 x 予言者リュゾル")
ATTACK = "When player A attacks player B with 暗黒の騎士ザガーン"


@pytest.mark.parametrize(("claim", "observed"), cases([
    ("Then under tcg player B could use the shield trigger of DNA・スパーク", "could not"),
    ("Then TCGでは、プレイヤーＢは DNA・スパーク のシールド・トリガーを使うことができた", "could not"),
    ("Then under tcg player B declares DNA・スパーク", "does not declare"),
]))
def test_a_burnt_shield_was_never_offered(claim: str, observed: str) -> None:
    """ボルメテウス・ホワイト・ドラゴン burns the shield it breaks: it never reaches the hand, its S・トリガー
    is never offered (dmwiki シールド焼却), so it "could not" be used."""
    with pytest.raises(AssertionError, match=f"observed: {observed}"):
        scenario("tcg", *BURN, claim)
    negated = claim.replace("could use", "could not use").replace("ことができた", "ことができなかった") \
        .replace(" declares ", " does not declare ")
    assert holds("tcg", *BURN, negated)


@pytest.mark.parametrize("claim", cases([
    "Then under tcg player B could use the shield trigger of DNA・スパーク",
    "Then TCGでは、プレイヤーＢは DNA・スパーク のシールド・トリガーを使うことができた",
]))
def test_a_broken_shield_is_offered_used_or_not(claim: str) -> None:
    assert holds("tcg", *BREAK, "Given player B will not use the shield trigger of DNA・スパーク", ATTACK, claim)
    assert holds("tcg", *BREAK, "Given player B will use the shield trigger of DNA・スパーク", ATTACK, claim)


@pytest.mark.parametrize(("use", "claim"), cases([
    ("use", "Then under tcg player B declares DNA・スパーク"),
    ("use", "Then TCGでは、プレイヤーＢは DNA・スパーク を使用宣言する"),
    ("not use", "Then under tcg player B does not declare DNA・スパーク"),
    ("not use", "Then TCGでは、プレイヤーＢは DNA・スパーク を使用宣言しない"),
]))
def test_a_shield_trigger_used_is_declared(use: str, claim: str) -> None:
    """113.6: as a broken shield is put into the hand, its S・トリガー's use is a 使用宣言."""
    assert holds("tcg", *BREAK, f"Given player B will {use} the shield trigger of DNA・スパーク", ATTACK, claim)


# ------------------------------------------------------------------ item 3: cannot / refused, and why
NOT_MY_TURN = ("Given it is player B's turn", "Given player A's mana zone holds: 3 x シェル・ラック",
               "Given player A's hand holds: 青銅の鎧, エナジー・ライト")


@pytest.mark.parametrize("claim", cases([
    "Then under tcg player A cannot summon 青銅の鎧: it is not the player's turn",
    "Then TCGでは、プレイヤーＡは 青銅の鎧 を召喚できない：it is not the player's turn",
    "Then under tcg player A cannot cast エナジー・ライト: it is not player A's turn",
    "Then ＴＣＧでは、プレイヤーＡは エナジー・ライト を唱えられない: It is not the player's turn.",
]))
def test_cannot_with_the_reason_the_rules_give(claim: str) -> None:
    assert holds("tcg", *NOT_MY_TURN, claim)


@pytest.mark.parametrize("claim", cases([
    "Then under tcg player A cannot summon 青銅の鎧: it needs more mana",
    "Then TCGでは、プレイヤーＡは 青銅の鎧 を召喚できない：it needs more mana",
]))
def test_cannot_for_another_reason_fails_saying_the_reason_seen(claim: str) -> None:
    with pytest.raises(AssertionError, match="expected: cannot: it needs more mana\n  observed: cannot: it is not "
                                             "player A's turn"):
        scenario("tcg", *NOT_MY_TURN, claim)


def test_can_takes_no_reason() -> None:
    with pytest.raises(ScriptError, match="a reason goes with 'cannot'"):
        scenario("tcg", *NOT_MY_TURN, "Then under tcg player A can summon 青銅の鎧: it is my turn")


@pytest.mark.parametrize(("claim", "held"), cases([
    ("Then under tcg the last action is refused: it is not the player's turn", True),
    ("Then TCGでは、直前の行動は拒否される：it is not the player's turn", True),
    ("Then under tcg the last action is refused", True),
    ("Then TCGでは、直前の行動は拒否される", True),
    ("Then under tcg the last action is refused: it needs more mana", False),
    ("Then TCGでは、直前の行動は拒否される：it needs more mana", False),
]))
def test_the_last_action_refused_and_why(claim: str, held: bool) -> None:
    lines = (*NOT_MY_TURN, "When player A summons 青銅の鎧", claim)
    if held:
        world = scenario("tcg", *lines)
        assert last(world).held and not world.unacknowledged_refusals()
        return
    with pytest.raises(AssertionError, match="observed: refused: .*it is not player A's turn"):
        scenario("tcg", *lines)


# ------------------------------------------------------------------ item 3: empty lists say nothing
@pytest.mark.parametrize("step", cases([
    "Then under tcg the spells are cast in this order:",
    "Then TCGでは、呪文は次の順に唱えられる",
]))
def test_an_empty_order_says_nothing(step: str) -> None:
    world = scenario("tcg", *BOARD, "When player A ends the turn", step, "| caster | spell | from |")
    assert (last(world).observed, last(world).expected, last(world).held) == ("nothing", "nothing", True)
    wanted = re.escape("expected: 1. 爆炎野郎ジョー | エナジー・ライト | hand\n  observed: nothing")
    with pytest.raises(AssertionError, match=wanted):
        scenario("tcg", *BOARD, "When player A ends the turn", step, "| caster | spell | from |",
                 "| 爆炎野郎ジョー | エナジー・ライト | hand |")


# ------------------------------------------------------------------ item 3: a scripted answer no decision takes
def outcome(*lines: str, profile: str = "tcg") -> Outcome:
    """A scenario of ``lines`` (``Given ...``) run to its end and classified, as ``dmrules verify`` does."""
    steps = []
    for line in lines:
        keyword, text = line.split(" ", 1)
        steps.append(library().bind(keyword.lower(), text, keyword=keyword))
    return run(steps, profile, spoken_for(line.split(" ", 1)[1] for line in lines))


@pytest.mark.parametrize("script", cases([
    "Given player B will not use the optional ability of 青銅の鎧",
    "Given プレイヤーＢは 青銅の鎧 の任意の能力を使わない",
    "Given player B will block with アクア・ガード",
]))
def test_a_scripted_answer_no_profile_takes_is_an_error_naming_its_step(script: str) -> None:
    done = outcome(*BOARD, script, "When player A ends the turn", "Then under tcg player A has 0 shields")
    assert done.status is Status.error
    assert f"'{script.split(' ', 1)[1]}': no decision takes this scripted answer under any profile" in done.detail


def test_a_scripted_answer_some_profile_takes_is_a_difference_not_an_error() -> None:
    """A breaker choice is the TCG player's; DMPS applies the larger breaker and asks nothing (000)."""
    name = "With W-breaker and T-breaker the larger applies; DMPS offers no choice"
    lines = [line for line, _ in feature_lines("basic/attack.feature", name)]
    assert outcome(*lines, profile="dmps").status is Status.passed


def test_an_order_whose_last_pick_is_forced_is_taken() -> None:
    """``X then Y``: once X is taken, Y is the one option left (no decision), and the step is not idle
    (509.3d, notice 2021-12-16: the declared cards are used in any order)."""
    lines = ("Given it is player A's turn",
             "Given player A's battle zone holds, left to right: 暗黒の騎士ザガーン, 予言者リュゾル",
             "Given player B's shield zone holds: デーモン・ハンド, フェアリー・Re:ライフ",
             "Given player B will use the shield trigger of デーモン・ハンド",
             "Given player B will use the G・ストライク of フェアリー・Re:ライフ",
             "Given player B will use the shield triggers in this order: フェアリー・Re:ライフ then デーモン・ハンド",
             "Given player B will choose 予言者リュゾル as target",
             "Given player B will choose 暗黒の騎士ザガーン as target",
             "When player A attacks player B with 暗黒の騎士ザガーン",
             "Then under tcg 暗黒の騎士ザガーン is in player A's graveyard")
    done = outcome(*lines)
    assert done.status is Status.passed, done.detail
