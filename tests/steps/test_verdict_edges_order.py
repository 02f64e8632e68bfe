"""Verdict steps at their edges (mutation testing runs these against every mutant), about orders and
choices: the order tables' columns and copies, the order verdicts when nothing or one effect waited or
the exploration stopped, what a player was offered or asked, the blocks and battles of attacks, and
whether a verdict that walks the players' choices saw them change its value. Each is checked through
the step as a scenario writes it, in English and in Japanese where the step has both."""

from __future__ import annotations

import pytest

from engine import explorer
from steps.runtime.world import Observation
from tests.helpers.scenario_runs import scenario

TURN = "Given it is player A's turn"
# Two 青銅の鎧 put one after the other: each one's "this enters" ability waits alone and resolves
# before the next is put, so the order is fixed under every profile.
TWO_ARMS = (TURN, "Given player A's deck has 10 cards", "Given player A's hand holds: 2 x 青銅の鎧",
            "When an effect puts 青銅の鎧 from player A's hand into the battle zone",
            "When an effect puts 青銅の鎧 from player A's hand into the battle zone")
# ヘブンズ・ゲート puts two 光輪の精霊 ピカリエ at once: their two "enters" abilities wait together
# (the TCG's player chooses their order, heavens_gate.feature).
TWO_PIKARIE = (TURN, "Given player A's deck has 10 cards",
               "Given player A's hand holds: 2 x 光輪の精霊 ピカリエ, ヘブンズ・ゲート",
               "Given player A will choose 光輪の精霊 ピカリエ then 光輪の精霊 ピカリエ to put into the battle zone",
               "When player A casts ヘブンズ・ゲート without paying its cost")
FIRST_THEN_SECOND = "1. 光輪の精霊 ピカリエ#1 | draw 1\n2. 光輪の精霊 ピカリエ#2 | draw 1"
SECOND_THEN_FIRST = "1. 光輪の精霊 ピカリエ#2 | draw 1\n2. 光輪の精霊 ピカリエ#1 | draw 1"


def seen(profile: str, *lines: str) -> list[Observation]:
    """The observations of the verdicts after ``lines`` under ``profile``."""
    return scenario(profile, *lines).observations


def values(profile: str, *lines: str) -> list[tuple[str, str]]:
    """(observed, expected) of each verdict after ``lines`` under ``profile``."""
    return [(o.observed, o.expected) for o in seen(profile, *lines)]


# ------------------------------------------------------------------ order tables
def test_an_order_table_names_the_copy_and_the_controller_either_way() -> None:
    """A table numbers the copies of a source (``#1`` the first set up) and writes a controller
    ``player A`` or just ``A``: both copies' abilities resolved, the first one's first, each player A's."""
    english = ("Then under dmps the waiting effects resolve in this order:", "| source | ability | controller |",
               "| 青銅の鎧#1 | this enters | player A |", "| 青銅の鎧#2 | this enters | A |")
    japanese = ("Then dmpsでは、待機した効果は次の順に解決される：", "| 発生源 | 能力 | コントローラー |",
                "| 青銅の鎧#1 | this enters | プレイヤーA |", "| 青銅の鎧#2 | this enters | player A |")
    want = "1. 青銅の鎧#1 | this enters | player A\n2. 青銅の鎧#2 | this enters | player A"
    assert values("tcg", *TWO_ARMS, *english, *japanese) == [(want, want)] * 2
    assert all(o.held for o in seen("dmps", *TWO_ARMS, *english, *japanese))


def test_copies_waiting_together_are_told_apart_in_every_order_the_player_may_choose() -> None:
    """Under the TCG the player orders two copies' abilities that wait together: the English and the
    Japanese table, numbering the copies, see both orders (one of them the one written)."""
    english = ("Then under dmps the waiting effects resolve in this order:", "| source | ability |",
               "| 光輪の精霊 ピカリエ#2 | draw 1 |", "| 光輪の精霊 ピカリエ#1 | draw 1 |")
    japanese = ("Then dmpsでは、待機した効果は次の順に解決される：", "| 発生源 | 能力 |",
                "| 光輪の精霊 ピカリエ#2 | draw 1 |", "| 光輪の精霊 ピカリエ#1 | draw 1 |")
    for o in seen("tcg", *TWO_PIKARIE, *english, *japanese):
        assert (o.outcomes, o.expected, o.held, o.varies) == (
            [FIRST_THEN_SECOND, SECOND_THEN_FIRST], SECOND_THEN_FIRST, True, True)


def test_a_ranked_table_column_the_trace_does_not_show_reads_a_question_mark() -> None:
    """A ranked table's columns are the trace's (source, ability, controller, rank): a column it does
    not show (here ``note``) is observed as ``?``, so the table cannot hold and its failure shows where."""
    lines = ("Then under tcg the waiting effects resolve in this order, ranked:", "| source | rank | note |",
             "| 青銅の鎧#1 | enters | x |", "| 青銅の鎧#2 | enters | y |")
    observed, expected = values("dmps", *TWO_ARMS, *lines)[0]
    assert observed == "1. 青銅の鎧#1 | enters | ?\n2. 青銅の鎧#2 | enters | ?"
    assert expected == "1. 青銅の鎧#1 | enters | x\n2. 青銅の鎧#2 | enters | y"


def test_a_source_written_rule_is_no_card_and_is_compared_as_written() -> None:
    """``(rule)`` is the trace's source of an effect that waits by a rule, not a card: a row with it is
    not looked up in the catalog (nor its ability among a card's), it is compared as written."""
    lines = ("Then under tcg the waiting effects resolve in this order:", "| source | ability |",
             "| (rule) | this enters |", "| 青銅の鎧 | this enters |")
    assert values("dmps", *TWO_ARMS, *lines) == [("1. 青銅の鎧 | this enters\n2. 青銅の鎧 | this enters",
                                                 "1. (rule) | this enters\n2. 青銅の鎧 | this enters")]


# ------------------------------------------------------------------ any order / one fixed order
ORDER_CLAIMS = ("Then under dmps the waiting effects resolve in one fixed order",
                "Then dmpsでは、待機した効果は決まった一つの順に解決される",
                "Then under dmps the waiting effects may resolve in any order",
                "Then dmpsでは、待機した効果はどの順でも解決できる")
CLAIMED = ["one fixed order", "one fixed order", "any order", "any order"]


@pytest.mark.parametrize("lines, waited", [
    ((TURN, "When player A draws 1 card"), "0 waiting effects"),
    ((TURN, "Given player A's deck has 10 cards", "Given player A's hand holds: 青銅の鎧",
      "When an effect puts 青銅の鎧 from player A's hand into the battle zone"), "1 waiting effect")])
def test_with_fewer_than_two_waiting_effects_there_is_nothing_to_order(lines: tuple[str, ...], waited: str) -> None:
    """The order verdicts need two effects waiting together (one effect has no order to choose or to
    fix): with none, or one, they observe that, keeping their claim, so they fail."""
    assert values("tcg", *lines, *ORDER_CLAIMS) == [(f"nothing to order ({waited})", c) for c in CLAIMED]


def test_an_exploration_stopped_before_any_run_ended_says_so(monkeypatch: pytest.MonkeyPatch) -> None:
    """Where the explorer's guard stops before any run ends, no order was read: the verdict says so and
    why (it does not claim that nothing waited: two effects did)."""
    monkeypatch.setattr(explorer, "STATE_GUARD", 1)
    stopped = ("no run was explored to its end (the exploration stopped at its limit of 1 distinct state: "
               "0 distinct states walked, 0 runs found)")
    assert values("tcg", *TWO_PIKARIE, *ORDER_CLAIMS) == [(stopped, c) for c in CLAIMED]


# ------------------------------------------------------------------ what a player was offered or asked
# 龍脈術 落城の計 chooses a creature of cost 6 or less: none on an empty board, one with アクア・ビークル.
RAKUJOU = (TURN, "Given player A's hand holds: 龍脈術 落城の計")
CAST_RAKUJOU = "When player A casts 龍脈術 落城の計 without paying its cost"


def test_a_choice_that_found_nothing_offered_nothing_and_asked_nothing() -> None:
    """An effect that finds nothing to choose still offers its (empty) choice: the options were
    ``nothing`` (``なし``), and the player was not asked."""
    lines = ('Then under dmps player A\'s options for "target" were: nothing',
             "Then dmpsでは、プレイヤーAの「target」の選択肢は なし",
             'Then under dmps player A was not asked to "target"',
             "Then dmpsでは、プレイヤーAは「target」を求められなかった")
    assert values("tcg", *RAKUJOU, CAST_RAKUJOU, *lines) == [("nothing", "nothing")] * 2 + [("was not", "was not")] * 2


def test_a_choice_of_one_option_is_no_question() -> None:
    """A choice with a single option is forced: it was offered, but the player was not asked."""
    lines = ('Then under dmps player A\'s options for "target" were: アクア・ビークル',
             'Then under dmps player A was not asked to "target"',
             "Then dmpsでは、プレイヤーAは「target」を求められなかった")
    board = "Given player B's battle zone holds, left to right: アクア・ビークル"
    assert values("tcg", *RAKUJOU, board, CAST_RAKUJOU, *lines) == [
        ("アクア・ビークル", "アクア・ビークル"), ("was not", "was not"), ("was not", "was not")]


# ------------------------------------------------------------------ attacks: blocks and battles
def test_the_blocks_of_the_last_attack_are_its_own() -> None:
    """The blocks are read from the last attack only: after a blocked attack, an unblocked one was
    blocked by nothing (``なし``)."""
    lines = (TURN, "Given player A's battle zone holds, left to right: 群れを守るトライ・ホーン, 予言者リュゾル",
             "Given player B has 5 shields", "Given player B's battle zone holds, left to right: アクア・ガード",
             "Given player B will block with アクア・ガード",
             "When player A attacks player B with 群れを守るトライ・ホーン",
             "Then under dmps the blocks of the last attack were: アクア・ガード",
             "When player A attacks player B with 予言者リュゾル",
             "Then under dmps the blocks of the last attack were: nothing",
             "Then dmpsでは、直前の攻撃のブロックは なし")
    assert values("tcg", *lines) == [("アクア・ガード", "アクア・ガード")] + [("nothing", "nothing")] * 2


def test_a_creature_that_battled_twice_lists_both_foes_in_order() -> None:
    """A tapped 群れを守るトライ・ホーン (5000) attacked by two weaker creatures battled both, in the order
    of the attacks."""
    lines = (TURN, "Given player A's battle zone holds, left to right: 予言者リュゾル, アクア・ビークル",
             "Given player B's battle zone holds, left to right: 群れを守るトライ・ホーン (tapped)",
             "When player A attacks 群れを守るトライ・ホーン with 予言者リュゾル",
             "When player A attacks 群れを守るトライ・ホーン with アクア・ビークル",
             "Then under dmps 群れを守るトライ・ホーン battled 予言者リュゾル, アクア・ビークル",
             "Then dmpsでは、群れを守るトライ・ホーンは予言者リュゾル、アクア・ビークルとバトルした")
    both = "予言者リュゾル, アクア・ビークル"
    assert values("tcg", *lines) == [(both, both)] * 2


# ------------------------------------------------------------------ verdicts that walk the players' choices
def test_what_an_ability_may_refer_to_varies_where_the_player_chooses() -> None:
    """Q&A 40030 (first_time.feature): under the TCG either creature destroyed together may be the one
    希望のファンクラップソディ's abilities refer to, so the value varies by the players' choices; DMPS
    fixes it (the first moved)."""
    lines = ("Given 希望のファンクラップソディ plays its DMPS text under every profile", TURN,
             "Given player A's battle zone holds, left to right: 希望のファンクラップソディ, "
             "希望のファンクラップソディ, 西部人形ザビ・バレル", "Given player A's hand holds: 学校男",
             "Given player A's deck holds, top first: 西部人形ザビ・バレル, 西部人形ザビ・バレル, 学校男, 学校男, "
             "5 x 予言者リュゾル",
             "Given player A will choose 学校男 as target", "Given player A will choose 西部人形ザビ・バレル as target",
             "When an effect puts 学校男 from player A's hand into the battle zone",
             "Then under dmps 希望のファンクラップソディ's abilities may refer to: 学校男",
             "Then dmpsでは、希望のファンクラップソディの能力が参照しうるのは 学校男")
    assert [(o.observed, o.varies) for o in seen("tcg", *lines)] == [("学校男, 西部人形ザビ・バレル", True)] * 2
    assert [(o.observed, o.varies, o.held) for o in seen("dmps", *lines)] == [("学校男", False, True)] * 2


def test_a_claim_over_the_move_orders_varies_only_where_the_orders_change_it() -> None:
    """TCG: the owner orders their creatures destroyed together. Which one moved first changes with the
    order (the verdict varies by the players' choices); that both end in the graveyard does not."""
    lines = (TURN, "Given player A's battle zone holds, left to right: 予言者リュゾル, アクア・ビークル",
             "When an effect of player A's destroys all creatures",
             "Then under dmps in some choice of the move order, the last cards that moved together moved in this "
             "order: アクア・ビークル, 予言者リュゾル",
             "Then dmpsでは、移動順の選択のいずれかで、直前に同時に移動したカードの順は "
             "アクア・ビークル、予言者リュゾル",
             "Then under dmps in every choice of the move order, 予言者リュゾル is in player A's graveyard")
    assert [(o.observed, o.varies) for o in seen("tcg", *lines)] == [
        ("reachable", True), ("reachable", True), ("always", False)]
