"""Policies at their edges (mutation testing, ``tox -e mutation``, runs these against every mutant):
a dated profile's fields, the place that orders cards moved together, the DMPS priority levels of
replacement effects, TCG's replacement choice as recorded, and mana payments that need several
civilizations."""

from __future__ import annotations

from dataclasses import replace
from typing import TypeVar

import pytest

from engine.catalog.loader import default_catalog
from engine.model.cards import Ability, Civ
from engine.model.decisions import Decision, Scripted
from engine.model.errors import IllegalActionError
from engine.model.impending import BATTLE, GRANT, OUTSIDE, STATIC, Candidate, ImpendingEvent
from engine.model.objects import Creature, Zone
from engine.model.trace import Lots, ReplacementChoice
from engine.policies.lots import draw_lots
from engine.policies.profiles import RULE_CHANGES, TCG, TCG_2021, as_of
from engine.policies.replacement_choice import level
from engine.policies.simultaneous_moves import ALL
from tests.conftest import new_game
from tests.helpers.deciders import OfferRecorder

T = TypeVar("T")
VANILLAS = ["爆炎野郎ジョー", "クラッグザウルス", "予言者リュゾル"]


# ------------------------------------------------------------------ dated profiles
def test_a_dated_profile_names_itself_and_lists_the_later_changes_latest_first() -> None:
    later = sorted((c for c in RULE_CHANGES if c.date > "2022-09-13"), key=lambda c: c.date, reverse=True)
    assert (TCG_2021.name, TCG_2021.title, TCG_2021.dates, TCG_2021.parent) == (
        "tcg-2021", "paper rules before 2022-09-14", "2021-03-16 to 2022-09-13", "tcg")
    assert TCG_2021.changes == tuple(later) and TCG_2021.changes[-1].date == "2022-09-14"


def test_a_change_dated_on_the_profiles_own_date_has_taken_effect() -> None:
    """as_of(date): the rules as they stood on that date, so a change of that very date holds."""
    on_the_day = as_of(TCG, "2021-06-24", "tcg-x", "title x", "dates x")
    later = sorted((c for c in RULE_CHANGES if c.date > "2021-06-24"), key=lambda c: c.date, reverse=True)
    assert on_the_day.changes == tuple(later) and on_the_day.changes[-1].date > "2021-06-24"
    assert (on_the_day.name, on_the_day.title, on_the_day.dates, on_the_day.parent) == (
        "tcg-x", "title x", "dates x", "tcg")
    assert on_the_day.declarations is not as_of(TCG, "2021-06-23", "x", "x", "x").declarations


# ------------------------------------------------------------------ cards moved together (DMPS)
def test_dmps_cards_moved_together_from_the_hand_go_by_their_place_there() -> None:
    g = new_game("dmps", turn="B")
    hand = g.board.cards("A", Zone.HAND, VANILLAS)
    policy = g.profile.moves
    assert policy.order(g, hand[::-1], ALL, Zone.GRAVEYARD, "B") == hand
    assert policy.order(g, hand, ALL, Zone.HAND, "B") == hand[::-1]


def test_dmps_a_card_in_no_zone_or_under_a_creature_counts_as_the_leftmost_place() -> None:
    g = new_game("dmps", turn="B")
    first = g.board.cards("A", Zone.HAND, ["爆炎野郎ジョー"])[0]
    loose = g.new_card("クラッグザウルス", "A")  # in no zone
    under = g.board.creature("A", ["クリスタル・ランサー", "アクア・ガード"]).cards[-1]
    policy = g.profile.moves
    assert policy.order(g, [loose, first], ALL, Zone.GRAVEYARD, "B") == [loose, first]
    assert policy.order(g, [under, first], ALL, Zone.GRAVEYARD, "B") == [under, first]


# ------------------------------------------------------------------ DMPS replacement priority (000)
def _ability() -> Ability:
    return Ability("replacement", "x")


def _event(target: Creature) -> ImpendingEvent:
    return ImpendingEvent(target.top, Zone.GRAVEYARD, "destroyed", target.controller, Zone.BATTLE, leaving=target)


def test_dmps_levels_a_static_grant_by_its_grantor_and_its_place() -> None:
    g = new_game("dmps", turn="A")
    g.board.creature("A", ["爆炎野郎ジョー"])
    grantor = g.board.creature("A", ["Dの楽園 サイケデリック・ガーデン"])
    target = g.board.creature("A", ["アクア・ビークル"])
    pending = _event(target)

    def static(card: object, creature: Creature | None) -> Candidate:
        return Candidate(_ability(), "A", target.top, target, STATIC, card, creature)  # type: ignore[arg-type]

    assert grantor.position != 0
    assert level(g, pending, static(grantor.top, grantor)) == (2, (grantor.position,))
    assert level(g, pending, static(grantor.top, None)) == (2, (0,))
    # the event happens to the grantor itself: priority 1, by its card or by its creature
    assert level(g, pending, static(target.top, None)) == (1, ())
    assert level(g, pending, static(None, target)) == (1, ())
    grant = Candidate(_ability(), "A", target.top, target, GRANT, grantor.top, grantor, granted_seq=7)
    assert level(g, pending, grant) == (3, (7,))


def test_dmps_levels_battle_zone_and_outside_cards_turn_player_first_rightmost_first() -> None:
    g = new_game("dmps", turn="B")
    mine = [g.board.creature("A", [n]) for n in ("爆炎野郎ジョー", "霊樹幻獣カラフール")]
    theirs = g.board.creature("B", ["霊樹幻獣カラフール"])
    target = g.board.creature("A", ["アクア・ビークル"])
    pending = _event(target)

    def found(controller: str, origin: str, creature: Creature | None) -> Candidate:
        card = creature.top if creature is not None else target.top
        return Candidate(_ability(), controller, card, creature, origin)

    assert level(g, pending, found("B", BATTLE, theirs)) == (4, (0, -theirs.position))
    assert level(g, pending, found("A", BATTLE, mine[1])) == (4, (1, -mine[1].position))
    assert level(g, pending, found("B", BATTLE, None)) == (4, (0, 0))
    assert level(g, pending, found("B", OUTSIDE, None)) == (5, (0,))
    assert level(g, pending, found("A", OUTSIDE, None)) == (5, (1,))


# ------------------------------------------------------------------ TCG: the affected player chooses (609.9)
def test_tcg_records_the_replacement_the_affected_player_chose() -> None:
    script = Scripted()
    script.add("A", Decision.REPLACEMENT, "霊樹幻獣カラフール")
    g = new_game("tcg", decider=script, deck=5, turn="A")
    g.board.creature("A", ["霊樹幻獣カラフール"])
    g.destroy([g.board.creature("A", ["アクア・リバイバー"])])
    choice = g.trace.of(ReplacementChoice)[0]
    assert (choice.picked, choice.why) == ("霊樹幻獣カラフール", "player A chooses 霊樹幻獣カラフール's")


def test_tcg_records_that_the_affected_player_chose_none() -> None:
    g = new_game("tcg", decider=OfferRecorder(Decision.REPLACEMENT), deck=5, turn="A")
    g.board.creature("A", ["霊樹幻獣カラフール"])
    g.board.cards("A", Zone.HAND, ["オンセン・無敵タイム"])
    g.destroy([g.board.creature("A", ["アクア・ビークル"])])
    choice = g.trace.of(ReplacementChoice)[0]
    assert (choice.picked, choice.why) == (None, "player A chooses none")


# ------------------------------------------------------------------ mana
def test_tcg_tapping_more_mana_offers_only_cards_that_leave_the_rest_payable() -> None:
    """O・ドライブ: one card per civilization; a water-darkness card is kept for the darkness."""
    spy = OfferRecorder(Decision.TAP_MANA, first=True)
    g = new_game("tcg", decider=spy, turn="A")
    g.board.cards("A", Zone.MANA, ["冷徹のソーダライト", "アクア・ビークル"])
    player = g.state.players["A"]
    g.profile.mana.tap_more(g, player, [Civ.WATER, Civ.DARKNESS])
    assert spy.offers == [["tap アクア・ビークル"], ["tap 冷徹のソーダライト"]]
    assert all(c.tapped for c in player.mana)


def test_dmps_refuses_to_tap_more_mana_cards_it_has_none_to_tap() -> None:
    """DMPS pays from a pool: nothing is tapped, so O・ドライブ is never offered (can_tap_more) and a
    request to tap more is refused, saying why, with every mana card left as it was."""
    g = new_game("dmps", turn="A")
    g.board.cards("A", Zone.MANA, ["アクア・ビークル", "アクア・ガード"])
    player = g.state.players["A"]
    assert not g.profile.mana.can_tap_more(g, player, [Civ.WATER])
    with pytest.raises(IllegalActionError, match="^DMPS has no mana cards to tap$"):
        g.profile.mana.tap_more(g, player, [Civ.WATER])
    assert not any(c.tapped for c in player.mana)


def test_dmps_names_every_civilization_not_released() -> None:
    g = new_game("dmps", turn="A")
    card = g.catalog.get("冷徹のソーダライト")
    assert g.profile.mana.payment_problem(g, g.state.players["A"], card, 4) == (
        "water, darkness not released (no such card in the mana zone)")


def test_tcg_pays_with_the_cards_chosen_one_mana_each_and_only_if_they_give_the_civilization() -> None:
    g = new_game("tcg", turn="A")
    vehicle, guard, joe = g.board.cards("A", Zone.MANA, ["アクア・ビークル", "アクア・ガード", "爆炎野郎ジョー"])
    player, mana = g.state.players["A"], g.profile.mana
    with pytest.raises(IllegalActionError, match="no untapped fire mana left"):
        mana.pay(g, player, g.catalog.get("爆炎野郎ジョー"), 2, chosen=[vehicle, guard])
    mana.pay(g, player, g.catalog.get("爆炎野郎ジョー"), 2, chosen=[vehicle, joe])
    assert [c.tapped for c in player.mana] == [True, False, True]


def test_tcg_a_card_in_the_hand_does_not_pay_for_itself() -> None:
    """601.1c: only a card pending from the mana zone may tap itself for its own cost."""
    g = new_game("tcg", turn="A")
    joe = g.board.cards("A", Zone.HAND, ["爆炎野郎ジョー"])[0]
    g.board.cards("A", Zone.MANA, ["爆炎野郎ジョー"])
    with pytest.raises(IllegalActionError, match="needs 2 mana, only 1 untapped mana"):
        g.profile.mana.pay(g, g.state.players["A"], joe.definition, 2, own=joe)


def test_tcg_a_card_whose_keyword_says_so_enters_the_mana_zone_tapped() -> None:
    tapped_one = replace(default_catalog().get("爆炎野郎ジョー"), name="タップ・テスト",
                         keywords=frozenset({"enters mana tapped"}))
    g = new_game("tcg", tapped_one, turn="A")
    card = g.board.cards("A", Zone.HAND, ["タップ・テスト", "爆炎野郎ジョー"])
    for c in card:
        g.state.players["A"].hand.remove(c)
        g.state.players["A"].mana.append(c)
        g.profile.mana.on_put(g, g.state.players["A"], c, c.definition.civilizations)
    assert [c.tapped for c in card] == [True, False]


def test_dmps_shows_its_three_counters() -> None:
    g = new_game("dmps", turn="A")
    g.board.cards("A", Zone.MANA, ["爆炎野郎ジョー", "アクア・ビークル"])
    player = g.state.players["A"]
    player.usable_mana = 1
    assert g.profile.mana.view(g, player) == {"max mana": 2, "usable-mana cap": 2, "usable mana": 1}


def test_dmps_lots_drawn_on_the_rng_are_traced_with_every_option() -> None:
    g = new_game("dmps", turn="A")
    pick = draw_lots(g, "A", ["x", "y", "z"], str)
    lots = g.trace.of(Lots)
    assert [(r.player, r.picked, r.options) for r in lots] == [("A", pick, ("x", "y", "z"))]


# ------------------------------------------------------------------ payments that cannot be made, and why
def test_tcg_a_multicoloured_card_names_the_civilization_no_mana_card_has() -> None:
    """No darkness card in the mana zone at all: the payment says there is none to tap, not that they are used."""
    g = new_game("tcg", turn="A")
    g.board.cards("A", Zone.MANA, ["アクア・ビークル"] * 4)
    problem = g.profile.mana.payment_problem(g, g.state.players["A"], g.catalog.get("冷徹のソーダライト"), 4)
    assert problem == "no darkness mana card to tap"


def test_tcg_a_mana_card_of_mana_number_zero_gives_no_civilization_to_a_payment() -> None:
    """五元のロードライト (マナ数0) is darkness but gives no mana: it pays no civilization, so the water-darkness
    card finds no untapped darkness mana, though a darkness card lies in the mana zone."""
    g = new_game("tcg", turn="A")
    g.board.cards("A", Zone.MANA, ["五元のロードライト", *["アクア・ビークル"] * 4])
    problem = g.profile.mana.payment_problem(g, g.state.players["A"], g.catalog.get("冷徹のソーダライト"), 4)
    assert problem == "no untapped darkness mana left (its mana cards are tapped or used)"


def test_dmps_usable_mana_is_never_above_a_cap_of_zero() -> None:
    """Usable mana left over is cut to the cap; with no mana card the cap is 0, so nothing is usable."""
    g = new_game("dmps", turn="A")
    player = g.state.players["A"]
    player.usable_mana = 2
    assert g.profile.mana.view(g, player) == {"max mana": 0, "usable-mana cap": 0, "usable mana": 0}
