"""Verdict steps at their edges (mutation testing, ``tox -e mutation``, runs these against every
mutant): the value a verdict expects and observes when there is nothing to read, the errors a
set-up step gives, and the Japanese order table as the English step reads it."""

from __future__ import annotations

import pytest

from engine.model.errors import ScriptError, UnknownWordError
from engine.model.objects import Zone
from engine.policies.profiles import get_profile
from steps.library import basic_rules, board
from steps.library.japanese_phrasings import _order_table, cards_en
from steps.library.resolution_order import copy_numbers
from steps.runtime.refs import NotInGameError, present
from steps.runtime.world import World
from tests.helpers.scenario_runs import last, scenario

TURN = "Given it is player A's turn"
BOARD = (TURN,
         "Given player A's battle zone holds, left to right: 爆炎野郎ジョー, 冷徹のソーダライト",
         "Given player B's battle zone holds, left to right: アクア・ガード")


def under_dmps(claim: str, *before: str) -> tuple[str, str]:
    """(observed, expected) that tcg records for a verdict written for dmps, after the board and ``before``."""
    o = last(scenario("tcg", *BOARD, *before, f"Then under dmps {claim}"))
    assert not o.asserted
    return o.observed, o.expected


# ------------------------------------------------------------------ set-up steps
def test_a_deck_size_is_kept_when_the_run_begins_even_an_empty_deck() -> None:
    world = World(get_profile("tcg"))
    board.deck_size(world, "A", "0")
    world.begin()
    assert world.game.state.players["A"].count(Zone.DECK) == 0 and world.decks_set() == {"A": True, "B": False}


def test_a_zone_is_filled_up_to_its_size_never_beyond() -> None:
    world = World(get_profile("tcg"))
    world.game.board.cards("A", Zone.HAND, ["アクア・ガード"])
    board.zone_size(world, "A", "hand", "3")
    assert world.game.state.players["A"].count(Zone.HAND) == 3
    board.zone_size(world, "A", "hand", "2")
    assert world.game.state.players["A"].count(Zone.HAND) == 3


def test_too_many_cards_name_the_zone_they_were_for() -> None:
    world = World(get_profile("tcg"))
    with pytest.raises(ScriptError, match="99999999 cards of the deck: at most"):
        board.deck_size(world, "A", "99999999")
    with pytest.raises(ScriptError, match="99999999 cards of the hand: at most"):
        board.zone_size(world, "A", "hand", "99999999")


def test_a_list_of_any_part_counts_as_a_deck_list() -> None:
    for step in ("player A's hyperspatial list includes: 時空の雷龍チャクラ",
                 "player A's super GR list includes: ヤッタレロボ",
                 "player A's deck list includes: 予言者リュゾル"):
        world = scenario("tcg", f"Given {step}")
        assert basic_rules._listed(world, "A") and not basic_rules._listed(world, "B")


def test_a_seal_on_a_card_not_in_the_battle_zone_is_a_script_error() -> None:
    with pytest.raises(ScriptError, match=r"no element 青銅の鎧 in the battle zone \(sealed ones included\)"):
        scenario("tcg", TURN, "Given 青銅の鎧 has 1 seal")


# ------------------------------------------------------------------ what a verdict reads
def test_civilizations_in_the_order_of_the_rules_and_an_unknown_word_names_them_all() -> None:
    both = ("water, darkness", "water, darkness")
    assert under_dmps("冷徹のソーダライト's civilizations are darkness, water") == both
    with pytest.raises(UnknownWordError, match="unknown civilization 'zzzqqq'; known: colourless, darkness"):
        scenario("tcg", *BOARD, "Then under dmps 冷徹のソーダライト's civilizations are zzzqqq")


def test_a_card_a_verdict_reads_must_be_in_the_game() -> None:
    world = scenario("tcg", *BOARD)
    with pytest.raises(NotInGameError, match="would hold of nothing; set it up where the source has it$"):
        present(world, "ボルザード・ドラゴン")


def test_the_last_action_refused_for_a_reason_expects_that_reason() -> None:
    charge = ("Given player A's hand holds: シェル・ラック", "Given player A has charged mana this turn",
              "When player A charges シェル・ラック")
    reason = "player A has already charged mana this turn"
    assert under_dmps(f"the last action is refused: {reason}", *charge) == (f"refused: {reason}", f"refused: {reason}")


def test_nothing_to_read_is_said_so_and_the_claim_kept() -> None:
    assert under_dmps("no player chooses a replacement effect") == (
        "no replacement effects were considered together", "no player chooses")
    assert under_dmps("the waiting effects may resolve in any order")[1] == "any order"
    assert under_dmps("player A's set-up was: shuffle")[0] == "no set-up"
    assert under_dmps("爆炎野郎ジョー's ability may draw: x")[0] == "nothing"
    destroy = "When an effect of player A's destroys アクア・ガード"
    assert under_dmps("player A chose a mode before 爆炎野郎ジョー's x resolved", destroy)[0] == "no mode was chosen"


def test_a_replacement_the_affected_player_chose_is_named_and_the_claim_kept() -> None:
    lines = ("Given player A's battle zone holds, left to right: 霊樹幻獣カラフール, アクア・リバイバー",
             "Given player A will apply the replacement effect of 霊樹幻獣カラフール",
             "When an effect of player B's destroys アクア・リバイバー")
    observed, expected = under_dmps("no player chooses a replacement effect", *lines)
    assert (observed.startswith("player A chooses among: "), expected) == (True, "no player chooses")


def test_a_creature_is_not_linked_to_itself() -> None:
    assert under_dmps("爆炎野郎ジョー and 爆炎野郎ジョー are linked")[0] == "are not"


def test_a_shield_force_of_a_creature_not_in_the_game() -> None:
    assert under_dmps("ボルザード・ドラゴン's shield force is active")[0] == "not in the game"


# ------------------------------------------------------------------ Japanese order tables and card lists
def test_a_japanese_order_table_reads_as_the_english_one() -> None:
    table = [[" 発生源 ", "能力", " controller "],
             [" 《天門の精霊ヘブンズ》 ", " 《draw》 ", " プレイヤーA "]]
    assert _order_table(table) == [["source", "ability", "controller"],
                                   ["天門の精霊ヘブンズ", " 《draw》 ", "A"]]


def test_japanese_marks_and_evolution_bases() -> None:
    assert cards_en("X（Yの上、タップ、未知）") == "X on Y (tapped, 未知)"
    assert cards_en("X（Aの上、Bの上）") == "X on A on B"


# ------------------------------------------------------------------ events a verdict reads
def test_a_card_drawn_was_put_into_the_hand() -> None:
    assert under_dmps("予言者リュゾル was put into player A's hand", "When player A draws 1 card")[0] == "was"


def test_a_printed_keyword_of_a_card_in_the_hand() -> None:
    assert under_dmps("アクア・ガード in player A's hand has the keyword blocker",
                      "Given player A's hand holds: アクア・ガード")[0] == "has"


def test_no_choice_offered_is_nothing() -> None:
    assert under_dmps("player A was offered to discard: nothing") == ("nothing", "nothing")


def test_a_card_that_may_refer_to_nothing() -> None:
    assert under_dmps("爆炎野郎ジョー's abilities may refer to: nothing")[1] == "nothing"


def test_creatures_put_from_the_hand_one_at_a_time_go_in_the_order_chosen() -> None:
    lines = (TURN, "Given player A's hand holds: アクア・ビークル, 青銅の鎧",
             "When an effect of player A's that puts creatures from their hand into the battle zone one at a time "
             "resolves, choosing 青銅の鎧 then アクア・ビークル")
    claim = "Then under dmps player A's battle zone holds, left to right: アクア・ビークル, 青銅の鎧"
    o = last(scenario("tcg", *lines, claim))
    assert o.observed == "青銅の鎧, アクア・ビークル"


ACCELERATION = (TURN, "Given player A's battle zone holds, left to right: 禁門の超人, 覇翼 フェアリー・アクセラー",
                "Given 覇翼 フェアリー・アクセラー is crossed onto 禁門の超人",
                "Given player A's deck holds, top first: 群れを守るトライ・ホーン, 予言者リュゾル, 予言者リュゾル",
                "Given player B's battle zone holds, left to right: アクア・ビークル", "Given player B has 5 shields",
                'Given player A will choose the mode "put from mana"', "When player A attacks player B with 禁門の超人")


def test_before_2022_06_24_a_mode_is_chosen_as_the_ability_starts_waiting() -> None:
    """000 その他 (2022-06-24 ruling change): before it (tcg-2020), the mode was chosen as the ability
    started waiting, so before the other waiting ability resolved; an ability that never resolved is named."""
    world = scenario("tcg-2020", *ACCELERATION,
                     "Then under dmps player A chose a mode after 覇翼 フェアリー・アクセラー's mana resolved",
                     "Then under dmps player A chose a mode before 禁門の超人's nothing resolved")
    assert [o.observed for o in world.observations] == ["before", "禁門の超人's nothing never resolved"]


def test_an_order_table_numbers_the_copies_of_a_source_written_with_an_index() -> None:
    world = scenario("tcg", TURN, "Given player A's battle zone holds, left to right: 青銅の鎧, 青銅の鎧")
    uids = [cr.top.uid for cr in world.game.state.players["A"].battle]
    table = [[" Source ", "Ability"], ["Bronze-Arm Tribe#2", "draw"]]
    assert copy_numbers(world, table) == {uids[0]: "#1", uids[1]: "#2"}
    assert copy_numbers(world, [["source", "ability"], ["青銅の鎧", "draw#2"]]) == {}
