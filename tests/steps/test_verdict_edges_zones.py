"""The zone steps and a few verdicts at their edges (mutation testing runs these against every mutant):
what a set-up refuses and the words of its message (marks a zone does not know, an order or a unit that is
not the zone's, a castle on more than one shield), what a deck set-up leaves out, and what a verdict
observes where the usual answer does not hold (a zone seen in part, a card under a shield, a spell copy
cast from no zone, the nowhere zone of the older rules, a shield force released), in English and in
Japanese where the step has both."""

from __future__ import annotations

import dataclasses

import pytest

from engine.model.errors import ScriptError
from engine.policies.mulligan import MULLIGAN_OFFERED
from engine.policies.profiles import get_profile
from steps.runtime.world import World
from tests.helpers.scenario_runs import last, play, scenario

TURN = "Given it is player A's turn"


def observed(*lines: str, profile: str = "dmps") -> tuple[str, str]:
    """(observed, expected) of the last verdict after the lines (written for tcg, run under ``profile``)."""
    o = last(scenario(profile, TURN, *lines))
    return o.observed, o.expected


def refused(*lines: str) -> str:
    """The message of the ScriptError the lines end in."""
    with pytest.raises(ScriptError) as caught:
        scenario("tcg", TURN, *lines)
    return str(caught.value)


# ------------------------------------------------------------------ set-up: marks
def test_a_mark_the_mana_zone_does_not_model_is_refused_naming_the_one_it_knows() -> None:
    """A face-down mana card (405.4) is not modelled: the set-up says so, names the card and its mark,
    and the mark the mana zone knows (``tapped``), in either language's step."""
    message = "青銅の鎧 ({}): the mana zone set-up knows no such mark; known: tapped"
    assert refused("Given player A's mana zone holds: 青銅の鎧 (face down)") == message.format("face down")
    assert refused("Given プレイヤーAのマナゾーンに 青銅の鎧（裏向き） がある") == message.format("裏向き")


def test_unknown_marks_of_a_creature_are_all_named_with_every_mark_the_battle_zone_knows() -> None:
    """Two unknown marks are both named, and the battle zone's two marks are both listed, each list
    sorted and joined by commas."""
    assert refused("Given player A's battle zone holds: アクア・ビークル (sleeping, face up)") == (
        "アクア・ビークル (face up, sleeping): the battle zone set-up knows no such mark; "
        "known: summoned this turn, tapped")


def test_a_zone_that_takes_no_marks_says_so() -> None:
    """A hand card is neither tapped nor face up as the set-up writes it: the hand takes no marks."""
    assert refused("Given player A's hand holds: 青銅の鎧 (tapped)") == (
        "青銅の鎧 (tapped): the hand set-up knows no such mark; it takes no marks")


# ------------------------------------------------------------------ set-up: the deck, castles
@pytest.mark.parametrize("line", ["Given player A's deck holds: 青銅の鎧, アクア・ビークル",
                                  "Given player A's deck holds, top first: 青銅の鎧, アクア・ビークル",
                                  "Given プレイヤーAの山札に上から 青銅の鎧、アクア・ビークル がある"])
def test_a_deck_set_up_is_the_whole_deck(line: str) -> None:
    """A deck the scenario lists is the whole deck, top first: no filler is added to it when the first
    action begins (the other player's deck, not set, is filled)."""
    world = scenario("tcg", TURN, line)
    world.begin()
    assert [c.name for c in world.game.state.players["A"].deck] == ["青銅の鎧", "アクア・ビークル"]
    assert world.decks_set() == {"A": True, "B": False}


def test_a_castle_fortifies_the_one_shield_it_is_written_on() -> None:
    """In the shield zone ``X on Y`` is the castle X fortifying the shield Y (one shield, the castle is
    not one); more shields under it, or a count, are refused rather than dropped."""
    world = scenario("tcg", TURN, "Given player B's shields holds: 海底鬼面城 on 予言者リュゾル, 予言者クルト")
    b = world.game.state.players["B"]
    assert [c.name for c in b.shields] == ["予言者リュゾル", "予言者クルト"]
    assert [(c.name, c.fortifies) for c in b.castles] == [("海底鬼面城", b.shields[0])]
    assert refused("Given player B's shield zone holds: 海底鬼面城 on 予言者リュゾル on 予言者クルト") == (
        "海底鬼面城 on 予言者リュゾル on 予言者クルト: in the shield zone 'X on Y' is one castle X fortifying (要塞化) "
        "one shield Y, without a count")
    assert refused("Given player B's shield zone holds: 2 x 海底鬼面城 on 予言者リュゾル").startswith(
        "海底鬼面城 on 予言者リュゾル: in the shield zone")


# ------------------------------------------------------------------ the zone's order and unit
def test_an_order_that_is_not_the_zones_is_refused_in_set_up_and_verdict() -> None:
    """A deck is listed top first (上から): a set-up or a verdict that lists it left to right (左から) is
    refused, naming the zone's order in both languages and the order written."""
    message = "the deck is listed top first (上から), not {}"
    assert refused("Given player A's deck holds, left to right: 青銅の鎧") == message.format("left to right")
    assert refused("Given プレイヤーAの山札に左から 青銅の鎧 がある") == message.format("左から")
    assert refused("Then under tcg player A's deck holds, left to right: 青銅の鎧") == message.format("left to right")
    assert refused("Then TCGでは、プレイヤーAの山札のカードは左から 青銅の鎧") == message.format("左から")
    assert refused("Given player A's hand holds, top first: 青銅の鎧") == (
        "the hand is listed left to right (左から), not top first")


def test_jun_ni_reads_any_zone_in_its_own_order() -> None:
    """順に (in order) is the graveyard's word, and any zone may be listed 順に: in its own order (the deck
    top first, the hand left to right), in set-up and verdict alike."""
    both = "青銅の鎧, アクア・ビークル"
    for zone in ("山札", "手札"):
        assert observed(f"Given プレイヤーAの{zone}に順に 青銅の鎧、アクア・ビークル がある",
                        f"Then TCGでは、プレイヤーAの{zone}のカードは順に 青銅の鎧、アクア・ビークル") == (both, both)
    world = scenario("tcg", TURN, "Given プレイヤーAの山札に順に 青銅の鎧、アクア・ビークル がある")
    assert [c.name for c in world.game.state.players["A"].deck] == ["青銅の鎧", "アクア・ビークル"]


def test_a_unit_that_is_not_the_zones_is_refused_in_set_up_and_verdict() -> None:
    """A battle zone counts creatures (体), a hand cards (枚): counting them otherwise is refused, saying
    what to write; the singular (``1 creature``) is the same unit."""
    creatures = "the battle zone counts creatures (体): write 'has n creatures'"
    assert refused("Given player A's battle zone has 2 cards") == creatures
    assert refused("Then under tcg player A's battle zone has 2 cards") == creatures
    assert refused("Then TCGでは、プレイヤーAのバトルゾーンは2枚") == creatures
    assert refused("Then TCGでは、プレイヤーAの手札は2体") == "the hand counts cards (枚): write 'has n cards'"
    one = "Then under tcg player A's battle zone has 1 creature"
    assert observed("Given player A's battle zone holds: 青銅の鎧", one) == ("1", "1")


# ------------------------------------------------------------------ what a verdict reads
def test_a_zone_seen_in_part_is_neither_can_nor_cannot() -> None:
    """Player A sees player B's face-up shield, not the face-down one: of the shield zone it can see some,
    which neither "can" nor "cannot" claims; of player B's hand it sees nothing."""
    shields = "Given player B's shield zone holds: 青銅の鎧 (face up), アクア・ビークル"
    assert observed(shields, "Then under tcg player A can see the cards in player B's shield zone") == (
        "can see some", "can")
    assert observed(shields, "Then TCGでは、プレイヤーAはプレイヤーBのシールドゾーンのカードを見ることができない") == (
        "can see some", "cannot")
    assert observed(shields, "Given player B's hand holds: 青銅の鎧",
                    "Then under tcg player A cannot see the cards in player B's hand") == ("cannot", "cannot")


ATTACK = ("Given player A's battle zone holds, left to right: 暗黒の騎士ザガーン",
          "Given player B's battle zone holds, left to right: アクア・ガード", "Given player B has 5 shields",
          "Given player B will not block", "When player A attacks player B with 暗黒の騎士ザガーン")


def test_the_blockers_offered_are_the_defenders_only() -> None:
    """Player B was offered アクア・ガード to block; player A, who attacked (and chose the shields to break),
    was offered no block."""
    assert observed(*ATTACK, "Then under tcg player B could block with: アクア・ガード") == ("アクア・ガード",) * 2
    assert observed(*ATTACK, "Then under tcg player A could block with: nothing") == ("nothing", "nothing")
    assert observed(*ATTACK, "Then TCGでは、プレイヤーAがブロックに使えたのは なし") == ("nothing", "nothing")


def test_a_mulligan_offered_is_counted() -> None:
    """003 マリガン：無し: no profile offers one, but the verdict reads the decisions set-up asked, so under a
    profile that offered one to each player it observes two."""
    world = World(dataclasses.replace(get_profile("tcg"), mulligan=MULLIGAN_OFFERED))
    play(world, "Given each player's deck list includes: 40 x 予言者リュゾル")
    play(world, "When the game is set up")
    with pytest.raises(AssertionError, match="observed: 2 mulligans offered"):
        play(world, "Then under tcg no player is offered a mulligan")
    with pytest.raises(AssertionError, match="observed: 2 mulligans offered"):
        play(world, "Then TCGでは、どのプレイヤーにもマリガンは提示されない")


DECLARED = ("Given player A's battle zone holds, left to right: 暗黒の騎士ザガーン",
            "Given player B's hand holds: 革命の鉄拳, 予言者リュゾル",
            "Given player B's deck holds, top first: 4 x 爆炎野郎ジョー, 5 x 予言者リュゾル",
            "Given player B will declare 革命の鉄拳", "When player A attacks player B with 暗黒の騎士ザガーン")


def test_a_declaration_is_the_declaring_players() -> None:
    """Player B declares 革命の鉄拳 (603.2e) as player A attacks; player A declared nothing."""
    assert observed(*DECLARED, "Then under tcg player B declares 革命の鉄拳")[0] == "declares"
    assert observed(*DECLARED, "Then under tcg player A declares 革命の鉄拳") == ("does not declare", "declares")
    assert observed(*DECLARED, "Then TCGでは、プレイヤーAは 革命の鉄拳 を使用宣言する") == (
        "does not declare", "declares")


STACKED = ("Given player A's shield zone holds: 予言者リュゾル",
           "Given player A's shield 1 has under it: デーモン・ハンド")


@pytest.mark.parametrize(("claim", "value"), [
    ("Then under tcg デーモン・ハンド is in player A's shield zone", ("is", "is")),
    ("Then under tcg デーモン・ハンド is in player A's shields", ("is", "is")),
    ("Then under tcg player A's shield zone has デーモン・ハンド", ("has", "has")),
    ("Then TCGでは、デーモン・ハンド はプレイヤーAのシールドゾーンにある", ("is", "is")),
    ("Then under tcg デーモン・ハンド is in player A's hand", ("is not", "is")),
    ("Then TCGでは、デーモン・ハンド はプレイヤーAの手札にある", ("is not", "is")),
])
def test_a_card_under_a_shield_is_in_the_shield_zone_only(claim: str, value: tuple[str, str]) -> None:
    """A card under a shield (シールド・プラス: the stack is one shield) is in the shield zone, part of that
    shield, and in no other zone."""
    assert observed(*STACKED, claim) == value


def test_colourless_is_the_zero_civilization() -> None:
    """106.2c: a card with no civilization is colourless; the catalog's ``zero`` (ゼロ文明) is that, so
    ヤッタレロボ's civilizations are colourless, whichever word (無色, ゼロ) the claim uses."""
    robo = "Given player A's battle zone holds: ヤッタレロボ"
    for claim in ("Then under tcg ヤッタレロボ's civilizations are colourless",
                  "Then under tcg ヤッタレロボ's civilizations are zero",
                  "Then TCGでは、ヤッタレロボ の文明は無色", "Then TCGでは、ヤッタレロボ の文明はゼロ"):
        assert observed(robo, claim) == ("colourless", "colourless")
    assert observed(robo, "Then under tcg ヤッタレロボ's civilizations are water") == ("colourless", "water")


ENERGY_LIGHT = ("Given player A's mana zone holds: 3 x アクア・ビークル",
                "Given player A's hand holds: エナジー・ライト, 予言者リュゾル", "When player A casts エナジー・ライト")


def test_the_nowhere_zone_lists_the_card_being_used_once_and_not_as_pending() -> None:
    """Before 2022-09-14 (tcg-2021) the spell being cast is in the nowhere zone (004 裁定の変遷): that is
    its zone, listed once, not a pending card shown in another zone; today (tcg) the zone is empty."""
    claim = "Then while エナジー・ライト resolves, under tcg-2021 player A's nowhere zone holds: エナジー・ライト"
    assert observed(*ENERGY_LIGHT, claim, profile="tcg-2021") == ("エナジー・ライト", "エナジー・ライト")
    assert observed(*ENERGY_LIGHT, claim, profile="tcg") == ("nothing", "エナジー・ライト")
    pending = ("Then while エナジー・ライト resolves, under tcg player A's hand holds: "
               "エナジー・ライト (pending), 予言者リュゾル")
    assert observed(*ENERGY_LIGHT, pending, profile="tcg")[0] == "エナジー・ライト (pending), 予言者リュゾル"


SMASH_BURST = ("Given player A's battle zone holds, left to right: カワモリデン／リーフストーム・トラップ",
               "Given player B's battle zone holds, left to right: 予言者リュゾル", "Given player B has 5 shields",
               "When player A attacks player B with カワモリデン／リーフストーム・トラップ")


def test_a_spell_copy_cast_by_smash_burst_was_used_from_no_zone() -> None:
    """004: smash burst casts a copy of the spell side it makes; the copy was in no zone ("nowhere").
    A card the player never used is "not used", however the trace names the copy."""
    assert observed(*SMASH_BURST, "Then under tcg リーフストーム・トラップ was used from player A's hand") == (
        "nowhere", "hand")
    assert observed(*SMASH_BURST, "Then TCGでは、リーフストーム・トラップ はプレイヤーAの手札から使われた") == (
        "nowhere", "hand")
    assert observed(*SMASH_BURST, "Then under tcg 予言者クルト was used from player A's hand") == ("not used", "hand")


def test_a_card_used_is_found_by_its_english_name() -> None:
    """The claim may name the card by a catalog alias (Bronze-Arm Tribe is 青銅の鎧)."""
    summon = ("Given player A's mana zone holds: 3 x 青銅の鎧", "Given player A's hand holds: 青銅の鎧",
              "When player A summons 青銅の鎧")
    assert observed(*summon, "Then under tcg Bronze-Arm Tribe was used from player A's hand") == ("hand", "hand")


SHIELD_FORCE = ("Given player A's shield zone holds: 予言者クルト, 予言者リュゾル",
                "Given player A's battle zone holds, left to right: 封魔アルバラム",
                "Given 封魔アルバラム's shield force chose shield 1")


def test_a_shield_force_is_released_when_its_shield_leaves() -> None:
    """The shield-force abilities apply while the chosen shield is in the shield zone (DM-28's reminder
    text): 封魔アルバラム's is active, then released as 予言者クルト leaves; destroyed, the creature is gone."""
    leaves = "When an effect puts 予言者クルト from player A's shields into their hand"
    assert observed(*SHIELD_FORCE, "Then under tcg 封魔アルバラム's shield force is released") == ("active", "released")
    assert observed(*SHIELD_FORCE, leaves, "Then under tcg 封魔アルバラム's shield force is active") == (
        "released", "active")
    assert observed(*SHIELD_FORCE, leaves, "Then TCGでは、封魔アルバラム のシールド・フォースは有効") == (
        "released", "active")
    destroyed = "When an effect of player B's destroys 封魔アルバラム"
    assert observed(*SHIELD_FORCE, destroyed, "Then under tcg 封魔アルバラム's shield force is active") == (
        "gone (player A's graveyard)", "active")
