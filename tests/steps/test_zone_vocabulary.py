"""The zone steps are the same for every zone (steps/library/zone_vocabulary.py, one table): set-up and
verdicts say ``holds: <cards>``, ``has n cards`` (the battle zone: ``n creatures``) and ``has <card>``,
in English and in Japanese, and the older spellings keep their meaning."""

from __future__ import annotations

import pytest

from engine.model.errors import ScriptError
from steps.library.zone_vocabulary import FILLED, SETUP, ZONES
from steps.runtime.runner import library
from steps.vocabulary.index import known_steps, pairs
from tests.helpers.scenario_runs import last, scenario

TURN = "Given it is player A's turn"
CARD = {"hand": "青銅の鎧", "mana zone": "青銅の鎧", "shield zone": "青銅の鎧", "graveyard": "青銅の鎧",
        "deck": "青銅の鎧", "battle zone": "青銅の鎧", "hyperspatial zone": "龍波動空母 エビデゴラス",
        "super GR zone": "ヤッタレロボ"}
OTHER = {"hand": "アクア・ビークル", "mana zone": "アクア・ビークル", "shield zone": "アクア・ビークル",
         "graveyard": "アクア・ビークル", "deck": "アクア・ビークル", "battle zone": "アクア・ビークル",
         "hyperspatial zone": "アクア・ビークル", "super GR zone": "アクア・ビークル"}


def observed(*lines: str) -> str:
    """What the last verdict observed (written for tcg and run under dmps: recorded only)."""
    o = last(scenario("dmps", TURN, *lines))
    assert not o.asserted
    return o.observed


def test_the_table_names_every_zone_a_set_up_may_fill() -> None:
    assert [z.en for z in SETUP] == list(CARD)
    assert [z.en for z in FILLED] == ["hand", "mana zone", "shield zone", "graveyard", "deck", "battle zone"]
    assert {z.en for z in ZONES} - {z.en for z in SETUP} == {"nowhere zone"}


@pytest.mark.parametrize("zone", list(CARD))
def test_every_zone_holds_has_a_card_and_counts(zone: str) -> None:
    card = CARD[zone]
    unit = "creatures" if zone == "battle zone" else "cards"
    put = f"Given player A's {zone} holds: {card}"
    assert observed(put, f"Then under tcg player A's {zone} holds: {card}") == card
    assert observed(f"Given player A's {zone} has {card}", f"Then under tcg player A's {zone} has {card}") == "has"
    assert observed(put, f"Then under tcg player A's {zone} does not have {card}") == "has"
    assert observed(put, f"Given player B's hand has {OTHER[zone]}",
                    f"Then under tcg player A's {zone} does not have {OTHER[zone]}") == "does not have"
    assert observed(put, f"Then under tcg player A's {zone} has 1 {unit[:-1]}") == "1"  # a set-up deck: only its cards


@pytest.mark.parametrize("zone", [z.en for z in FILLED])
def test_a_set_up_fills_a_zone_with_n_cards(zone: str) -> None:
    unit = "creatures" if zone == "battle zone" else "cards"
    lines = [f"Given player A's {zone} holds: {CARD[zone]}"] if zone != "deck" else []
    assert observed(*lines, f"Given player A's {zone} has 3 {unit}", f"Then under tcg player A's {zone} has 3 {unit}") \
        == "3"


def test_the_order_of_a_zone_is_its_own() -> None:
    both = "青銅の鎧, アクア・ビークル"
    assert observed(f"Given player A's deck holds, top first: {both}",
                    "Then under tcg player A's deck holds, top first: アクア・ビークル, 青銅の鎧") == both
    assert observed(f"Given player A's deck holds: {both}", f"Then under tcg player A's deck holds: {both}") == both
    assert observed("Given player A's battle zone has 青銅の鎧",
                    "Given player A's battle zone holds, left to right: アクア・ビークル",
                    f"Then under tcg player A's battle zone holds: {both}") == both
    with pytest.raises(ScriptError, match="the deck is listed top first"):
        scenario("tcg", TURN, "Given player A's deck holds, left to right: 青銅の鎧")
    with pytest.raises(ScriptError, match="the battle zone counts creatures"):
        scenario("tcg", TURN, "Given player A's battle zone has 2 cards")


def test_a_count_and_a_card_are_told_apart() -> None:
    """``has 2 cards`` is a count; ``has 2 x X`` and a name that starts with digits are cards."""
    assert observed("Given player A's hand has 2 x 青銅の鎧", "Then under tcg player A's hand has 2 cards") == "2"
    assert observed("Given player A's hand has 750男", "Then under tcg player A's hand has 750男") == "has"
    assert observed("Given player A's mana zone holds: 青銅の鎧 (tapped), アクア・ビークル",
                    "Then under tcg player A's mana zone has 1 tapped card") == "1"  # still mana.py's verdict


def test_a_card_not_in_the_game_is_said_so() -> None:
    assert observed("Then under tcg player A's hand does not have 青銅の鎧") == "not in the game"


JAPANESE = [
    ("前提 プレイヤーAの手札に 青銅の鎧、アクア・ビークル がある",
     "ならば tcgでは、プレイヤーAの手札のカードは 青銅の鎧、アクア・ビークル", "青銅の鎧, アクア・ビークル"),
    ("前提 プレイヤーAの山札に上から 青銅の鎧、アクア・ビークル がある",
     "ならば tcgでは、プレイヤーAの山札のカードは上から 青銅の鎧、アクア・ビークル", "青銅の鎧, アクア・ビークル"),
    ("前提 プレイヤーAのバトルゾーンに 青銅の鎧 がいる",
     "ならば tcgでは、プレイヤーAのバトルゾーンに 青銅の鎧 がいる", "has"),
    ("前提 プレイヤーAのバトルゾーンに左から 青銅の鎧 がいる",
     "ならば tcgでは、プレイヤーAのバトルゾーンのクリーチャーは1体", "1"),
    ("前提 プレイヤーAのマナゾーンが３枚ある", "ならば tcgでは、プレイヤーAのマナゾーンは3枚", "3"),
    ("前提 プレイヤーAのバトルゾーンにクリーチャーが2体いる",
     "ならば tcgでは、プレイヤーAのバトルゾーンのクリーチャーは2体", "2"),
    ("前提 プレイヤーAのシールドが5枚ある", "ならば tcgでは、プレイヤーAのシールドゾーンのカードは5枚", "5"),
    ("前提 プレイヤーAの墓地に 青銅の鎧 がある",
     "ならば tcgでは、プレイヤーAの墓地に アクア・ビークル がない", "not in the game"),
]


@pytest.mark.parametrize(("setup", "claim", "value"), JAPANESE)
def test_the_japanese_twins(setup: str, claim: str, value: str) -> None:
    lines = ("前提 プレイヤーAのターンである", setup, claim)
    kinds = {"前提": "Given", "ならば": "Then"}
    english = [f"{kinds[line.split(' ', 1)[0]]} {line.split(' ', 1)[1]}" for line in lines]
    o = last(scenario("dmps", *english))
    assert not o.asserted and o.observed == value


def test_each_zone_step_has_its_twin() -> None:
    steps = known_steps()
    twins = pairs(steps)
    mine = [s for s in steps if s.module in ("steps.library.zone_vocabulary", "steps.library.japanese_zones")]
    assert len(mine) == 11  # six English steps; one Japanese set-up step says both "holds:" and "has X"
    assert all(twins[s] for s in mine)


@pytest.mark.parametrize(("kind", "text"), [
    ("given", "player A's hand holds: 青銅の鎧"), ("given", "player A's battle zone holds, left to right: 青銅の鎧"),
    ("given", "player A's deck holds, top first: 青銅の鎧"), ("given", "player A's hand has 2 cards"),
    ("given", "player A's deck has 10 cards"), ("then", "under tcg player A's hand has 2 cards"),
    ("then", "under tcg player A's battle zone holds 2 creatures"), ("then", "under tcg player A's hand holds 2 cards"),
    ("then", "under tcg player A's graveyard holds: 青銅の鎧"), ("then", "under tcg player A's battle zone holds, "
                                                                   "left to right: 青銅の鎧"),
])
def test_the_older_spellings_are_the_table_steps(kind: str, text: str) -> None:
    found = library().find(kind, text)
    assert found is not None and found.step_func.__module__ == "steps.library.zone_vocabulary"
