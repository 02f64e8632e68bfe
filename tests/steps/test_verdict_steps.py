"""Each verdict step, in this process: what it observes when the claim holds, when it does not,
and when the card it names is misspelt, absent or gone. (The scenarios show the verdicts hold;
these show they can fail. Mutation testing, ``tox -e mutation``, runs them against every mutant.)"""

from __future__ import annotations

from typing import Any

import pytest

from engine.model.errors import ScriptError, UnknownCardError, UnknownWordError
from engine.policies.profiles import get_profile, profile_names
from steps.library.game_state import zone_is
from steps.runtime.verdicts import evaluate, profiles_spoken_for, yes
from steps.runtime.world import World
from tests.helpers.scenario_runs import feature_lines, last, play, scenario

TURN = "Given it is player A's turn"
BOARD = (TURN,
         "Given player A's battle zone holds, left to right: 爆炎野郎ジョー, 青銅の鎧 (tapped)",
         "Given player B's battle zone holds, left to right: アクア・ガード",
         "Given player A's mana zone holds: シェル・ラック (tapped), シェル・ラック, アクア・ビークル",
         "Given player A's hand holds: シェル・ラック, アクア・ビークル",
         "Given player A's graveyard holds: ピコラのスパナ")
HEAVENS_GATE = "ヘブンズ・ゲート puts 知識の精霊ロードリエス, then 天門の精霊ヘブンズ"
DESTROY = "When an effect of player A's destroys アクア・ガード"


def cases(rows: list[Any]) -> list[Any]:
    """Parameters with plain ids (case0, case1, ...): mutation testing passes test ids around."""
    return [pytest.param(*(row if isinstance(row, tuple) else (row,)), id=f"case{i}") for i, row in enumerate(rows)]


def seen(profile: str, *lines: str) -> str:
    """The value the last line's verdict records (written for another profile: recorded only)."""
    o = last(scenario(profile, *lines))
    assert not o.asserted
    return o.observed


def dmps(claim: str, *before: str) -> str:
    """What tcg records for a verdict written for dmps, after the board and ``before``."""
    return seen("tcg", *BOARD, *before, f"Then under dmps {claim}")


@pytest.mark.parametrize(("claim", "observed"), cases([
    ("青銅の鎧 is in player A's battle zone", "is"),
    ("Bronze-Arm Tribe is in player A's battle zone", "is"),  # an alias is the card
    ("青銅の鎧 is in player A's hand", "is not"),
    ("ピコラのスパナ is in player A's graveyard", "is"),
    ("ピコラのスパナ is in player B's graveyard", "is not"),
    ("ボルザード・ドラゴン is not in player B's graveyard", "not in the game"),
    ("アクア・ガード is in player B's graveyard", "is"),
]))
def test_card_in(claim: str, observed: str) -> None:
    assert dmps(claim, DESTROY) == observed


@pytest.mark.parametrize(("claim", "observed"), cases([
    ("爆炎野郎ジョー's power is 3000", "3000"),
    ("爆炎野郎ジョー breaks 1 shield when it attacks", "1"),
    ("爆炎野郎ジョー is summoning sick", "is not"),
    ("アクア・ガード's power is 2000", "gone (player B's graveyard)"),
    ("アクア・ガード breaks 1 shield when it attacks", "gone (player B's graveyard)"),
    ("アクア・ガード is not summoning sick", "gone (player B's graveyard)"),
    ("アクア・ガード does not have the keyword blocker", "gone (player B's graveyard)"),
    ("ボルザード・ドラゴン's power is 6000", "not in the game"),
    ("青銅の鎧 has the keyword blocker", "does not have"),
    ("青銅の鎧#2's power is 1000", "gone (player A's battle zone)"),  # there is no second one
]))
def test_claims_that_read_a_creature(claim: str, observed: str) -> None:
    assert dmps(claim, DESTROY) == observed


def test_a_creature_with_a_keyword_and_a_summoned_one() -> None:
    assert dmps("アクア・ガード has the keyword blocker") == "has"
    assert seen("tcg", TURN, "Given player A's battle zone holds, left to right: 青銅の鎧 (summoned this turn)",
                "Then under dmps 青銅の鎧 is summoning sick") == "is"


@pytest.mark.parametrize(("claim", "observed"), cases([
    ("青銅の鎧 is tapped", "is"),
    ("爆炎野郎ジョー is not tapped", "is not"),
    ("シェル・ラック is tapped", "is"),  # the first シェル・ラック of the mana zone
    ("アクア・ビークル is tapped", "is not"),
    ("ピコラのスパナ is not tapped", "not in the battle zone or a mana zone: player A's graveyard"),
]))
def test_tapped(claim: str, observed: str) -> None:
    assert dmps(claim) == observed


@pytest.mark.parametrize(("claim", "observed"), cases([
    ("player A can summon シェル・ラック", "can"),
    ("player A cannot summon シェル・ラック", "can"),
    ("player A can cast シェル・ラック", "cannot (シェル・ラック is not a spell)"),
    ("player A cannot cast シェル・ラック", "cannot"),
    ("player A can summon ピコラのスパナ", "not in player A's hand: player A's graveyard"),
    ("player B can summon シェル・ラック", "not in player B's hand: player A's hand, player A's mana zone"),
]))
def test_can_play(claim: str, observed: str) -> None:
    assert dmps(claim) == observed


@pytest.mark.parametrize(("claim", "observed"), cases([
    ("player A's hand has 2 cards", "2"),
    ("player A's mana zone holds 3 cards", "3"),
    ("player B's battle zone holds 0 creatures", "0"),
    ("player A's battle zone holds 2 creatures", "2"),
    ("player A has 0 shields", "0"),
    ("player A's hand holds: シェル・ラック, Aqua Vehicle", "シェル・ラック, アクア・ビークル"),
    ("player B's hand holds: nothing", "nothing"),
    ("player A's battle zone holds, left to right: 爆炎野郎ジョー, 青銅の鎧", "爆炎野郎ジョー, 青銅の鎧"),
    ("player B's battle zone holds, left to right: nothing", "nothing"),
    ("player A wins", "the game goes on"),
    ("no ability triggers", "none"),
]))
def test_counts_and_lists(claim: str, observed: str) -> None:
    assert dmps(claim, DESTROY) == observed


def test_the_expected_values_are_written_as_the_engine_writes_them() -> None:
    world = scenario("tcg", *BOARD, "Then under dmps player A's hand holds: シェル・ラック, Aqua Vehicle",
                     "Then under dmps player A's battle zone holds, left to right: 3 x 青銅の鎧 on 爆炎野郎ジョー",
                     "Then under dmps player B loses", "Then under dmps the game goes on")
    assert [o.expected for o in world.observations] == [
        "シェル・ラック, アクア・ビークル", "青銅の鎧 on 爆炎野郎ジョー, " * 2 + "青銅の鎧 on 爆炎野郎ジョー",
        "player A wins", "the game goes on"]


def test_an_evolution_counts_every_card_of_its_stack() -> None:
    stack = "龍炎凰インフィニティ・フェニックス on 爆炎野郎ジョー"
    lines = (TURN, f"Given player A's battle zone holds, left to right: {stack}")
    assert seen("tcg", *lines, "Then under dmps 爆炎野郎ジョー is in player A's battle zone") == "is"
    assert seen("tcg", *lines, "Then under dmps 爆炎野郎ジョー's power is 3000") == (
        "gone (player A's battle zone)")  # under an evolution: not a creature of its own
    assert seen("tcg", *lines, f"Then under dmps player A's battle zone holds, left to right: {stack}") == stack


def test_mana_counters_and_civilizations() -> None:
    assert dmps("player A's usable mana is 2") == "n/a (tap mana cards)"
    assert dmps("player A's untapped mana is 2") == "2"
    assert seen("dmps", *BOARD, "Then under tcg player A's max mana is 3") == "3"
    assert dmps("player A's released civilizations are water and nature") == "water, nature"
    assert seen("tcg", TURN, "Then under dmps player A's released civilizations are none") == "none"
    world = scenario("tcg", *BOARD, "Then under dmps player A's released civilizations are nature, water")
    assert last(world).expected == "water, nature"  # in the order of the civilizations
    with pytest.raises(UnknownWordError, match="unknown civilization 'wter'; did you mean water"):
        scenario("tcg", *BOARD, "Then under dmps player A's released civilizations are wter")


def test_the_last_action() -> None:
    assert dmps("the last action is refused") == "no action"
    assert dmps("the last action is allowed") == "no action"
    charge = ("Given player A has charged mana this turn", "When player A charges シェル・ラック")
    refused = scenario("tcg", *BOARD, *charge, "Then under dmps the last action is allowed",
                       "Then under dmps the last action is refused")
    assert [o.observed for o in refused.observations] == [
        "refused: player A has already charged mana this turn", "refused"]
    assert refused.unacknowledged_refusals() == []  # the second verdict acknowledged it
    done = scenario("tcg", *BOARD, *charge, "When player A summons シェル・ラック",
                    "Then under dmps the last action is refused", "Then under dmps the last action is allowed")
    assert [o.observed for o in done.observations] == ["done: summon シェル・ラック", "done"]
    assert done.unacknowledged_refusals() == ["player A has already charged mana this turn"]


ABILITY = (TURN, "Given player A's hand holds: 青銅の鎧, シェル・ラック",
           "Given player A's mana zone has 5 cards of シェル・ラック", "Given player A's deck has 5 cards",
           "When player A summons 青銅の鎧")


@pytest.mark.parametrize(("claim", "observed"), cases([
    ("青銅の鎧's ability triggers", "triggers"),
    ("青銅の鎧's ability triggers 1 time", "1"),
    ("青銅の鎧's ability is not waiting", "is not waiting"),
    ("シェル・ラック's ability does not trigger", "has no triggered ability"),
    ("シェル・ラック's ability triggers 0 times", "has no triggered ability"),
    ("シェル・ラック's ability is not waiting", "has no triggered ability"),
    ("ボルザード・ドラゴン's ability does not trigger", "not in the game"),
    ("シェル・ラック's replacement ability does not apply", "has no replacement ability"),
    ("シェル・ラック's replacement ability was not usable", "has no replacement ability"),
    ("ボルザード・ドラゴン's replacement ability does not apply", "not in the game"),
    ("no ability triggers", "青銅の鎧: this enters"),
]))
def test_ability_claims(claim: str, observed: str) -> None:
    assert seen("tcg", *ABILITY, f"Then under dmps {claim}") == observed


def test_an_ability_that_has_not_triggered_or_that_still_waits() -> None:
    lines = (TURN, "Given player A's battle zone holds, left to right: 青銅の鎧")
    assert seen("tcg", *lines, "Then under dmps 青銅の鎧's ability does not trigger") == "does not trigger"
    assert seen("tcg", *lines, "Then under dmps 青銅の鎧's ability triggers 0 times") == "0"
    assert seen("tcg", *lines, "Then under dmps 青銅の鎧's ability is not waiting") == "is not waiting"


@pytest.mark.parametrize("claim", cases([
    "アクア・ビークルx is not in player B's graveyard", "アクア・ビークルx's power is 1000",
    "アクア・ビークルx is not tapped", "アクア・ビークルx's ability triggers 0 times",
    "アクア・ビークルx's replacement ability was not usable", "player A's hand holds: アクア・ビークルx",
    "player A cannot cast アクア・ビークルx", "アクア・ビークルx was destroyed by the state-based check at power 0",
    "the blocks of the last attack were: アクア・ビークルx", "アクア・ビークルx battled アクア・ガード",
    "player A chooses among the replacement effects of: アクア・ビークルx",
    "the replacement effects that applied were, in order: アクア・ビークルx",
    "player B could block with: アクア・ビークルx",
]))
def test_a_misspelt_card_is_an_error_under_every_profile(claim: str) -> None:
    for profile in ("tcg", "dmps"):
        with pytest.raises(UnknownCardError, match="did you mean アクア・ビークル"):
            scenario(profile, *BOARD, f"Then under dmps {claim}")


def test_an_unknown_keyword_is_an_error() -> None:
    with pytest.raises(UnknownWordError, match="unknown keyword 'bloker'; did you mean blocker"):
        scenario("tcg", *BOARD, "Then under dmps アクア・ガード has the keyword bloker")


def test_yes() -> None:
    assert (yes(True), yes(False)) == ("yes", "no")


@pytest.mark.parametrize(("claim", "observed"), cases([
    ("アクア・ガード battled 爆炎野郎ジョー", "nothing"),
    ("ボルザード・ドラゴン battled 爆炎野郎ジョー", "not in the game"),
    ("the blocks of the last attack were: nothing", "nothing"),
    ("the creatures put into player A's battle zone were: nothing", "nothing"),
    ("the last cards that moved together moved in this order: アクア・ガード", "no cards moved together"),
    ("the bottom 1 cards of player A's deck are, top to bottom: nothing", "nothing"),
    ("アクア・ガード was destroyed by the state-based check at power 0", "not destroyed by the state-based check"),
    ("ボルザード・ドラゴン was destroyed by the state-based check at power 0", "not in the game"),
    ("player B could block with: nothing", "nothing"),
    ("player A drew 0 cards", "0"),
    ("0 cards overflowed into player A's graveyard", "0"),
    ("no player chooses a replacement effect", "no replacement effects were considered together"),
    ("the waiting effects may resolve in any order", "nothing to order (0 waiting effects)"),
    ("the waiting effects resolve in one fixed order", "nothing to order (0 waiting effects)"),
    ("player A chooses among the replacement effects of: 青銅の鎧", "no choice of replacement effects"),
    ("the replacement effects that applied were, in order: none", "none"),
    ("ボルザード・ドラゴン's abilities may refer to: 青銅の鎧", "not in the game"),
    ("青銅の鎧's abilities may refer to: nothing", "nothing"),
]))
def test_what_happened_claims_when_nothing_did(claim: str, observed: str) -> None:
    assert seen("tcg", *BOARD, "Given player A's deck is empty", f"Then under dmps {claim}") == observed


def test_an_attack_and_its_blocks() -> None:
    lines = (*BOARD, "Given player B will block with アクア・ガード",
             "When player A attacks player B with 爆炎野郎ジョー")
    assert seen("tcg", *lines, "Then under dmps the blocks of the last attack were: アクア・ガード") == "アクア・ガード"
    assert seen("tcg", *lines, "Then under dmps アクア・ガード battled 爆炎野郎ジョー") == "爆炎野郎ジョー"
    assert seen("tcg", *lines, "Then under dmps 爆炎野郎ジョー battled アクア・ガード") == "アクア・ガード"
    assert seen("tcg", *lines, "Then under dmps player B could block with: アクア・ガード") == "アクア・ガード"


def test_order_tables_name_their_sources_as_the_catalog_does() -> None:
    world = scenario("tcg", *ABILITY, "Then under dmps the waiting effects resolve in this order:",
                     "| source | ability | controller |", "| Bronze-Arm Tribe | this enters | A |")
    assert (last(world).observed, last(world).expected) == ("1. 青銅の鎧 | this enters | player A",) * 2
    world = scenario("tcg", *ABILITY, "Then under dmps these happen in this order:", "| step |",
                     "| Bronze-Arm Tribe enters |", "| Bronze-Arm Tribe: this enters resolves |")
    assert last(world).observed == last(world).expected == "1. 青銅の鎧 enters\n2. 青銅の鎧: this enters resolves"
    with pytest.raises(UnknownCardError):
        scenario("tcg", *ABILITY, "Then under dmps these happen in this order:", "| step |",
                 "| player A declares 青銅の鎧x |")
    with pytest.raises(UnknownCardError):
        scenario("tcg", *ABILITY, "Then under dmps the waiting effects resolve in this order, ranked:",
                 "| source | ability | rank |", "| 青銅の鎧x | this enters | enters |")


def failure(*lines: str) -> str:
    """The message of the asserted verdict (the last line) that does not hold."""
    with pytest.raises(AssertionError) as raised:
        scenario("tcg", *lines)
    return str(raised.value)


@pytest.mark.parametrize(("claim", "expected", "observed"), cases([
    ("the last action is refused", "refused", "no action"),
    ("the last action is allowed", "done", "no action"),
    ("player A's battle zone holds, left to right: nothing", "nothing", "爆炎野郎ジョー, 青銅の鎧"),
    ("player A's released civilizations are none", "none", "water, nature"),
    ("player B's released civilizations are water", "water", "none"),
    ("player A can cast アクア・ビークル", "can", "cannot (アクア・ビークル is not a spell)"),
    ("player A cannot summon アクア・ビークル", "cannot", "can"),
    ("ボルザード・ドラゴン is not in player B's graveyard", "is not", "not in the game"),
]))
def test_an_asserted_verdict_that_does_not_hold_fails_naming_both_values(claim: str, expected: str,
                                                                         observed: str) -> None:
    assert failure(*BOARD, f"Then under tcg {claim}").endswith(f"\n  expected: {expected}\n  observed: {observed}")


def test_the_last_action_refused_fails_on_an_action_that_was_done() -> None:
    message = failure(*BOARD, "When player A charges シェル・ラック", "Then under tcg the last action is refused")
    assert message.endswith("expected: refused\n  observed: done: charge シェル・ラック")


def test_a_replacement_keyword_is_a_replacement_ability() -> None:
    world = scenario("tcg", TURN, "Given player A's hand holds: ブレイン・チャージャー",  # charger
                     "Then under dmps ブレイン・チャージャー's replacement ability does not apply",
                     "Then under dmps ブレイン・チャージャー's replacement ability was not usable")
    assert [o.observed for o in world.observations] == ["does not apply", "never fitted an event"]


def test_the_kth_creature_of_a_name() -> None:
    world = scenario("tcg", TURN,
                     "Given player A's battle zone holds, left to right: 青銅の鎧, 青銅の鎧 (summoned this turn)",
                     "Then under dmps 青銅の鎧#2 is summoning sick", "Then under dmps 青銅の鎧 is summoning sick")
    assert [o.observed for o in world.observations] == ["is", "is not"]


def test_every_ability_that_triggered_is_listed() -> None:
    world = scenario("tcg", TURN, "Given player A's hand holds: 青銅の鎧, 青銅の鎧",
                     "Given player A's mana zone has 6 cards of シェル・ラック", "Given player A's deck has 5 cards",
                     "When player A summons 青銅の鎧", "When player A summons 青銅の鎧",
                     "Then under dmps no ability triggers")
    assert last(world).observed == "青銅の鎧: this enters; 青銅の鎧: this enters"


def test_a_claim_inside_another_is_evaluated_as_its_verdict_is() -> None:
    world = scenario("tcg", *BOARD)
    assert evaluate(world, "player A's hand has 0 cards") == ("2", "0")
    with pytest.raises(ScriptError, match=r"^unknown claim 'player A is happy'; closest patterns: \[.+\]$"):
        evaluate(world, "player A is happy")
    with pytest.raises(ScriptError, match=r"^unknown claim 'zzzzzzzzzzzzzzzzzzzzzzzz'$"):
        evaluate(world, "zzzzzzzzzzzzzzzzzzzzzzzz")


def test_the_profiles_a_verdict_speaks_for() -> None:
    assert profiles_spoken_for("under tcg and dmps player A wins") == ["tcg", "dmps"]
    assert profiles_spoken_for("under tcg, dmps-old, and dmps player A wins") == ["tcg", "dmps-old", "dmps"]
    assert profiles_spoken_for("under all profiles player A wins") == profile_names()
    assert profiles_spoken_for("tcgとdmpsでは、プレイヤーAの勝ち") == ["tcg", "dmps"]
    assert profiles_spoken_for("player A wins") == []


def test_a_verdict_on_a_board_the_profile_refuses_records_the_refusal() -> None:
    # the first verdict begins the game (no action came before it): the board is checked then
    world = scenario("dmps", TURN, "Given player A's hand holds: 11 x シェル・ラック",
                     "Then under tcg player A's hand has 11 cards")
    assert (last(world).observed, last(world).expected) == (
        "board refused: board breaks the dmps limit: the hand holds at most 10 cards per player, player A has 11",
        "(as written)")
    assert seen("tcg", TURN, "Then under dmps player A's deck has 40 cards") == "20"  # the deck filled as it began


@pytest.mark.parametrize(("profile", "varies"), cases([("tcg", True), ("dmps", False)]))
def test_a_verdict_that_walks_the_choices_says_whether_they_change_its_value(profile: str, varies: bool) -> None:
    # ヘブンズ・ゲート puts two creatures: three abilities wait; the TCG's players order them, DMPS fixes the order
    world = World(get_profile(profile))
    for line, table in feature_lines("trigger_order/heavens_gate.feature", HEAVENS_GATE):
        play(world, line, table)
    claim = ("the waiting effects may resolve in any order" if varies
             else "the waiting effects resolve in one fixed order")
    assert [o.varies for o in world.observations if o.claim == claim] == [varies]


def test_an_empty_zone_holds_nothing() -> None:
    world = World(get_profile("tcg"))
    assert zone_is(world, "A", "hand", "nothing") == ("nothing", "nothing")


@pytest.mark.parametrize("claim", cases(["Then under dmps the waiting effects may resolve in any order",
                                         "Then under dmps the waiting effects resolve in one fixed order",
                                         "Then dmpsでは、待機した効果はどの順でも解決できる",
                                         "Then dmpsでは、待機した効果は決まった一つの順に解決される"]))
def test_an_order_verdict_fails_when_one_effect_waits_alone(claim: str) -> None:
    """One waiting effect has no order to choose or fix: the verdict must not hold of it."""
    observed = seen("tcg", TURN, "Given player A's hand holds: 青銅の鎧",
                    "Given player A's deck holds, top first: シェル・ラック, 予言者リュゾル",
                    "When an effect puts 青銅の鎧 from player A's hand into the battle zone",
                    claim)
    assert observed == "nothing to order (1 waiting effect)"


def test_no_player_chooses_fails_when_no_replacement_was_considered() -> None:
    for claim in ("Then under tcg no player chooses a replacement effect",
                  "Then tcgでは、どのプレイヤーも置換効果を選ばない"):
        assert seen("dmps", *BOARD, DESTROY, claim) == "no replacement effects were considered together"


def test_a_creature_s_civilizations_are_its_top_card_s() -> None:
    alone = (TURN, "Given player A's battle zone holds, left to right: アクア・リバイバー")
    assert seen("tcg", *alone, "Then under dmps アクア・リバイバー's civilizations are water") == "light, water"
    assert seen("tcg", *alone, "Then dmpsでは、アクア・リバイバーの文明は水") == "light, water"
    stacked = (TURN, "Given player A's battle zone holds, left to right: クリスタル・ランサー on アクア・リバイバー")
    assert seen("tcg", *stacked, "Then under dmps クリスタル・ランサー's civilizations are light, water") == "water"
    assert seen("tcg", *stacked, "Then under dmps アクア・リバイバー's civilizations are water").startswith("gone")
    with pytest.raises(UnknownWordError):
        scenario("tcg", *stacked, "Then under tcg クリスタル・ランサー's civilizations are watr")


def both(*lines: str) -> tuple[str, str]:
    """What tcg records, observed and expected, for the last line's verdict (written for dmps)."""
    o = last(scenario("tcg", *lines))
    assert not o.asserted
    return o.observed, o.expected


SHIDEN = ("among 超聖竜シデン・ギャラクシー and 超聖竜ボルフェウス・ヘヴン, "
          "the name category 超聖竜 read ゼータ matches:")


@pytest.mark.parametrize(("claim", "told"), cases([
    (f"{SHIDEN} nothing", ("nothing", "nothing")),
    (f"{SHIDEN} none", ("nothing", "nothing")),
    (f"{SHIDEN} 超聖竜シデン・ギャラクシー", ("nothing", "超聖竜シデン・ギャラクシー")),
]))
def test_a_name_category_that_matches_nothing_says_nothing(claim: str, told: tuple[str, str]) -> None:
    assert both(TURN, f"Then under dmps {claim}") == told


def test_where_a_card_was_used_from() -> None:
    """A creature summoned was used from the hand (its ``entered`` record); a card never used: ``not used``."""
    assert both(*BOARD, "When player A summons アクア・ビークル",
                "Then under dmps アクア・ビークル was used from player A's hand") == ("hand", "hand")
    assert both(*BOARD, "Then under dmps アクア・ビークル was used from player A's hand") == ("not used", "hand")


def test_a_card_was_in_a_zone_it_is_in_or_was_drawn_into() -> None:
    """Set up in the hand (no record puts it there): it was in the hand; drawn, then discarded: it was
    in the hand too (its ``drew`` record)."""
    assert both(*BOARD, "Then under dmps アクア・ビークル was in player A's hand") == ("was", "was")
    assert both(TURN, "Given player A's deck holds, top first: 青銅の鎧, アクア・ガード",
                "When player A draws 1 cards", "When an effect of player A's makes player A discard 青銅の鎧",
                "Then under dmps 青銅の鎧 was in player A's hand") == ("was", "was")


def test_seen_and_seeable_cards() -> None:
    """A creature in the battle zone is open to both players (has seen); a card of the hand is seen in
    the hand, not where a card of the same name is in the mana zone."""
    assert both(*BOARD, "Then under dmps player B has seen 爆炎野郎ジョー") == ("has", "has")
    assert both(*BOARD, "Then under dmps player B can see アクア・ビークル in player A's hand") == (
        "cannot", "can")
    assert both(*BOARD, "Then under dmps player B can see アクア・ビークル in player A's mana zone") == (
        "can", "can")


DISCARD = "When an effect of player A's makes player A discard シェル・ラック"


@pytest.mark.parametrize(("lines", "told"), cases([
    # civilizations: a creature's (colourless spelt out), the released ones (none spelt out)
    ((*BOARD, "Then under dmps 爆炎野郎ジョー's civilizations are colourless"), ("fire", "colourless")),
    ((*BOARD, "Then under dmps 爆炎野郎ジョー's civilizations are nature, water, fire"),
     ("fire", "water, fire, nature")),
    ((*BOARD, "Then under dmps player B's released civilizations are none"), ("none", "none")),
    # a decision that never came
    ((*BOARD, 'Then under dmps player A had 2 options for "target"'), ("no such decision", "2")),
    ((*BOARD, 'Then under dmps player A\'s options for "target" included 青銅の鎧'), ("no such decision", "included")),
    ((*BOARD, "Then under dmps player A chose a mode before 勇愛の天秤's spell resolved"),
     ("no mode was chosen", "before")),
    ((*BOARD, "Then under dmps the replacement effects that applied were, in order: none"), ("none", "none")),
    ((*BOARD, "Then under dmps the lots drawn were: 1"), ("none", "1")),
    # shields: no castle, no such shield
    ((*BOARD, "Given player A has 2 shields", "Then under dmps player A's shield 1 is fortified by: nothing"),
     ("nothing", "nothing")),
    ((*BOARD, "Given player A has 2 shields", "Then under dmps player A's shield 3 is fortified by: nothing"),
     ("no such shield", "nothing")),
    ((*BOARD, "Given player A has 2 shields", "Then under dmps player A's shield 3 is made of: nothing"),
     ("no such shield", "nothing")),
    # leaving a zone: a card that left, and another player's card of that name that did not
    ((*BOARD, DISCARD, "Then under dmps シェル・ラック left player A's hand"), ("left", "left")),
    ((*BOARD, DISCARD, "Then under dmps シェル・ラック left player B's hand"), ("did not leave", "left")),
    ((*BOARD, DISCARD, "Then under dmps シェル・ラック left player A's mana zone"), ("did not leave", "left")),
    ((*BOARD, "Then under dmps player B can see the cards in player A's mana zone"), ("can", "can")),
    ((*BOARD, "Then under dmps player A's hand has ボルザード・ドラゴン"), ("not in the game", "has")),
    ((*BOARD, "Then under dmps player A's hand does not have アクア・ビークル"), ("has", "does not have")),
    ((*BOARD, "Then under dmps player B can see the cards in player A's hand"), ("cannot", "can")),
]))
def test_what_a_verdict_sees_where_nothing_happened(lines: tuple[str, ...], told: tuple[str, str]) -> None:
    """The rare sides of the verdicts, observed and expected: spelt-out empties, decisions that never came,
    a shield that is not there, a card that left one zone and not another."""
    assert both(*lines) == told


# --------------------------------------------------------- the attack's sub-steps (steps/library/attack_steps.py)
ATTACKING = ("Given it is player A's turn",
             "Given player A's battle zone holds, left to right: 青銅の鎧, 予言者リュゾル",
             "Given player A's hand holds: アクア・ビークル",
             "Given player A's mana zone has 3 cards of アクア・ビークル",
             "Given player A's graveyard holds: ピコラのスパナ",
             "Given player B's battle zone holds, left to right: アクア・ガード (tapped)",
             "Given player B has 5 shields")


def attack_claim(claim: str, *before: str) -> Any:
    """What tcg records for a claim written for dmps, after the attack board and ``before`` (recorded, not
    asserted: ``held`` says whether it holds)."""
    return last(scenario("tcg", *ATTACKING, *before, f"Then under dmps {claim}"))


def test_trying_to_attack_names_the_players_own_attacker_and_the_opponents_target() -> None:
    assert attack_claim("player A trying to attack アクア・ガード with 予言者リュゾル now is allowed").held
    # the attacker is searched among the player's own creatures only, the target among the opponent's
    with pytest.raises(ScriptError, match="no creature アクア・ガード"):
        attack_claim("player A trying to attack player B with アクア・ガード now is allowed")
    with pytest.raises(ScriptError, match="no creature 青銅の鎧"):
        attack_claim("player A trying to attack 青銅の鎧 with 予言者リュゾル now is allowed")
    # a player is named by its letter (the last word of "player B")
    o = attack_claim("player A trying to attack player B with 予言者リュゾル now is allowed",
                     "When player A attacks player B with 青銅の鎧")
    assert o.observed.startswith("allowed") and o.held


def test_trying_to_play_a_card_reads_the_hand_only() -> None:
    assert attack_claim("player A trying to summon アクア・ビークル now is allowed").held
    with pytest.raises(ScriptError, match="player A has no ピコラのスパナ in the hand"):
        attack_claim("player A trying to cast ピコラのスパナ now is allowed")


def test_the_attacks_sub_steps_read_however_the_commas_are_spaced() -> None:
    o = attack_claim("the last attack went through its attack creature step,block creature step ,"
                     "direct attack step, end of attack step", "When player A attacks player B with 予言者リュゾル")
    assert o.held, (o.observed, o.expected)


def test_may_not_declare_says_the_reason_unless_the_rule_named_is_its_rule() -> None:
    o = attack_claim("player B may not declare a block now")
    assert (o.observed, o.held) == ("may not declare a block now", True)
    o = attack_claim("player B may not declare a block now, by rule 507.1")
    assert (o.observed, o.held) == ("may not declare a block now, by rule 507.1", True)
    o = attack_claim("player B may not declare a block now, by rule 506.3d")  # 507.1 is the block's rule
    assert o.observed.startswith("may not declare a block now: ") and not o.held


# ------------------------------------------------- the order spells are cast in (steps/library/resolution_order.py)
RECAST = ("Given it is player A's turn",
          "Given player A's battle zone holds, left to right: 轟速 ザ・レッド",
          "Given player B's battle zone holds, left to right: 術英雄 チュレンテンホウ")
RECAST_AT_ATTACK = ("Given player B's mana zone has 5 cards of クリスタル・メモリー",
                    "Given player B's hand holds: クリスタル・メモリー",
                    "Given player B has 3 shields",
                    "Given player B will cast クリスタル・メモリー from hand",
                    "When player A attacks player B with 轟速 ザ・レッド",
                    "Then under dmps the spells are cast in this order:",
                    "| Caster | Spell | From |")  # any case of the header; a spell by its English alias


def test_a_spell_cast_by_a_creatures_ability_names_the_creature_or_its_label() -> None:
    rows = ("| 術英雄 チュレンテンホウ | Crystal Memory | hand |",
            "| 術英雄 チュレンテンホウ | Crystal Memory | graveyard |")
    o = last(scenario("tcg", *RECAST, *RECAST_AT_ATTACK, *rows))
    assert o.held, (o.observed, o.expected)
    labelled = ("Given player B's creatures are called, left to right: X",)
    o = last(scenario("tcg", *RECAST, *labelled, *RECAST_AT_ATTACK, "| X | クリスタル・メモリー | hand |",
                      "| X | クリスタル・メモリー | graveyard |"))
    assert o.held, (o.observed, o.expected)
