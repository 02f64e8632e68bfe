"""Basic rules: deck validation, set-up, a playable turn, breakers, power overflow, winning, evolution."""

from __future__ import annotations

import pytest

from engine.catalog.decks import DeckList, deck_problems
from engine.game import Game
from engine.mechanics.queries import breaker_options
from engine.mechanics.setup import mulligans_offered, set_up, setup_steps
from engine.model.cards import Effect
from engine.model.decisions import Scripted
from engine.model.errors import IllegalActionError
from engine.model.objects import Zone
from engine.policies.mulligan import MULLIGAN_OFFERED
from engine.policies.power import wrap_int32
from engine.policies.profiles import get_profile
from tests.conftest import new_game

VANILLA = ["予言者クルト", "予言者リュゾル", "アクア・ビークル", "うごめく者ボーン・グール", "ピコラのスパナ",
           "シェル・ラック", "爆炎野郎ジョー", "クラッグザウルス", "紅神龍メルガルス", "群れを守るトライ・ホーン"]
FORTY = tuple(n for n in VANILLA for _ in range(4))




# ------------------------------------------------------------------- decks
def test_a_forty_card_deck_of_four_copies_is_legal_everywhere() -> None:
    for name in ("tcg", "dmps", "dmps-old"):
        assert deck_problems(DeckList(FORTY), get_profile(name)) == []


def test_deck_problems_are_all_reported_in_order() -> None:
    psychic = "時空の火焔ボルシャック・ドラゴン"
    deck = DeckList(FORTY[:-2] + ("予言者クルト", psychic, psychic),
                    ("撃墜団長メッツアー",) + ("時空の雷龍チャクラ",) * 8)
    assert deck_problems(deck, get_profile("tcg")) == [
        "the main deck has 41 cards, not exactly 40",
        "5 x 予言者クルト in the main deck (at most 4 copies of a card)",
        "時空の火焔ボルシャック・ドラゴン is a psychic creature: it cannot be in the main deck",
        "the hyperspatial zone has 9 cards (at most 8)",
        "8 x 時空の雷龍チャクラ in the hyperspatial zone (at most 4 copies of a card)",
        "撃墜団長メッツアー is a creature: only psychic cards go in the hyperspatial zone",
    ]


def test_dp_hall_of_fame_counts_only_under_dmps() -> None:
    deck = DeckList(FORTY[:-2] + ("インビンシブル・テクノロジー",) * 2)
    assert deck_problems(deck, get_profile("tcg")) == []
    assert deck_problems(deck, get_profile("dmps")) == [
        "2 x インビンシブル・テクノロジー (a DP殿堂 card: at most 1 copy in a deck)"]


# ------------------------------------------------------------------- set-up
def test_set_up_takes_shields_then_hand_from_the_shuffled_deck() -> None:
    g = new_game()
    set_up(g, {"A": DeckList(FORTY), "B": DeckList(FORTY)})
    for p in "AB":
        assert [len(g.state.players[p].cards_in(z)) for z in (Zone.SHIELDS, Zone.HAND, Zone.DECK)] == [5, 5, 30]
        assert setup_steps(g, p) == ["shuffle", "shields: cards 1-5", "hand: cards 6-10"]
    assert not g.state.game_over and not g.state.events


def test_no_profile_offers_a_mulligan_but_the_check_sees_one_where_offered() -> None:
    """003: マリガン：無し. The verdict reads the decisions set-up asked, so a profile with a
    mulligan (none of ours) would make it fail."""
    import dataclasses

    for name in ("tcg", "dmps", "dmps-old"):
        g = new_game(name)
        set_up(g, {"A": DeckList(FORTY), "B": DeckList(FORTY)})
        assert mulligans_offered(g) == 0
    with_mulligan = Game(dataclasses.replace(get_profile("tcg"), mulligan=MULLIGAN_OFFERED))
    set_up(with_mulligan, {"A": DeckList(FORTY), "B": DeckList(FORTY)})
    assert mulligans_offered(with_mulligan) == 2
    assert [len(with_mulligan.state.players[p].hand) for p in "AB"] == [5, 5]


def test_first_player_skips_the_first_draw_only() -> None:
    g = new_game()
    set_up(g, {"A": DeckList(FORTY), "B": DeckList(FORTY)})
    g.start_turn("A")
    assert len(g.state.players["A"].hand) == 5
    g.end_turn()
    assert len(g.state.players["B"].hand) == 6
    g.end_turn()
    assert len(g.state.players["A"].hand) == 6


# ------------------------------------------------------------------- a turn
def test_only_the_turn_player_charges_summons_and_attacks() -> None:
    g = new_game()
    g.board.cards("B", Zone.DECK, ["予言者リュゾル"] * 5)
    g.board.cards("A", Zone.DECK, ["予言者リュゾル"] * 5)
    card = g.board.cards("B", Zone.HAND, ["爆炎野郎ジョー"])[0]
    g.board.cards("B", Zone.MANA, ["爆炎野郎ジョー"] * 3)
    attacker = g.board.creature("B", ["クラッグザウルス"])
    assert g.summon_problem("B", card) == "it is not player B's turn"
    with pytest.raises(IllegalActionError, match="not player B's turn"):
        g.charge("B", card)
    with pytest.raises(IllegalActionError, match="not player B's turn"):
        g.attack(attacker, "A")
    g.end_turn()
    assert g.state.turn_player == "B" and g.summon_problem("B", card) is None


def test_one_charge_a_turn_and_mana_untaps_next_turn() -> None:
    g = new_game()
    g.board.cards("A", Zone.DECK, ["予言者リュゾル"] * 5)
    g.board.cards("B", Zone.DECK, ["予言者リュゾル"] * 5)
    first, second = g.board.cards("A", Zone.HAND, ["爆炎野郎ジョー", "ピコラのスパナ"])
    g.charge("A", first)
    with pytest.raises(IllegalActionError, match="already charged"):
        g.charge("A", second)
    g.end_turn()
    g.end_turn()
    g.charge("A", second)
    assert len(g.state.players["A"].mana) == 2


W_BREAKER = Effect("grant", {"keywords": ["w breaker"], "target": {"player": "you", "count": 1}})


def test_tcg_breaker_choice_dmps_takes_the_largest() -> None:
    script = Scripted()
    script.add("A", "breaker", "break 2")
    tcg = new_game("tcg", decider=script)
    cr = tcg.board.creature("A", ["グラディアン・レッド・ドラゴン"])
    tcg.effect("A", W_BREAKER)
    assert breaker_options(tcg, cr) == [3, 2]
    assert tcg.breaker_count(cr) == 2
    dmps = new_game("dmps")
    cr = dmps.board.creature("A", ["グラディアン・レッド・ドラゴン"])
    dmps.effect("A", W_BREAKER)
    assert dmps.breaker_count(cr) == 3
    assert breaker_options(dmps, dmps.board.creature("A", ["予言者リュゾル"])) == [1]


def test_battle_equal_power_destroys_both() -> None:
    g = new_game()
    g.board.cards("A", Zone.DECK, ["予言者リュゾル"] * 5)
    g.board.cards("B", Zone.DECK, ["予言者リュゾル"] * 5)
    a = g.board.creature("A", ["クラッグザウルス"])
    b = g.board.creature("B", ["爆炎野郎ジョー"], tapped=True)
    g.attack(a, b)
    assert not g.state.players["A"].battle and not g.state.players["B"].battle


def test_int32_power_wraps_and_the_creature_is_destroyed_under_dmps() -> None:
    assert wrap_int32(2**31 - 1) == 2**31 - 1
    assert wrap_int32(2_147_483_000 + 1000) == -2_147_483_296
    for name, survives in (("tcg", True), ("dmps", False)):
        g = new_game(name)
        g.board.cards("A", Zone.DECK, ["予言者リュゾル"] * 5)
        g.board.cards("B", Zone.DECK, ["予言者リュゾル"] * 5)
        cr = g.board.creature("A", ["予言者リュゾル"])
        g.change_power(cr, 2_147_481_000 + 1000)
        assert (cr in g.state.players["A"].battle) is survives


def test_the_turn_limit_ends_the_game_after_the_second_players_99th_turn() -> None:
    g = new_game("dmps")
    g.board.cards("A", Zone.DECK, ["予言者リュゾル"] * 5)
    g.board.cards("B", Zone.DECK, ["予言者リュゾル"] * 5)
    g.board.turn("A", 99)
    g.end_turn()
    assert not g.state.game_over and g.state.turn_player == "B" and g.state.players["B"].turns_taken == 99
    g.end_turn()
    assert g.state.outcome is not None and g.state.outcome.lost("A") and g.state.outcome.lost("B")


def test_evolution_v_needs_two_sources_and_stacks_them() -> None:
    g = new_game()
    g.board.cards("A", Zone.MANA, ["爆炎野郎ジョー"] * 7)
    card = g.board.cards("A", Zone.HAND, ["龍炎凰インフィニティ・フェニックス"])[0]
    g.board.creature("A", ["爆炎野郎ジョー"])
    assert g.summon_problem("A", card) == f"{card.name} needs 2 evolution sources in the battle zone"
    g.board.creature("A", ["ピコラのスパナ"])
    g.board.cards("A", Zone.DECK, ["予言者リュゾル"] * 5)
    g.board.cards("B", Zone.DECK, ["予言者リュゾル"] * 5)
    cr = g.summon("A", card)
    assert cr is not None and [c.name for c in cr.cards] == [card.name, "爆炎野郎ジョー", "ピコラのスパナ"]
    assert g.state.players["A"].battle == [cr] and not g.summoning_sick(cr)


def test_visibility_by_zone() -> None:
    g = new_game()
    shield = g.board.cards("A", Zone.SHIELDS, ["予言者リュゾル"])[0]
    hand = g.board.cards("A", Zone.HAND, ["予言者リュゾル"])[0]
    grave = g.board.cards("A", Zone.GRAVEYARD, ["予言者リュゾル"])[0]
    assert [g.visible_to(shield, p) for p in "AB"] == [False, False]
    assert [g.visible_to(hand, p) for p in "AB"] == [True, False]
    assert [g.visible_to(grave, p) for p in "AB"] == [True, True]


def test_an_evolution_keeps_its_sources_continuous_effects() -> None:
    g = new_game("tcg")
    g.board.cards("A", Zone.MANA, ["アクア・ビークル"] * 6)
    source = g.board.creature("A", ["アクア・ビークル"])
    kiryu = g.board.cards("A", Zone.HAND, ["鎧亜の咆哮キリュー・ジルヴェス"])[0]
    g.put(kiryu, Zone.BATTLE)
    source.power_bonus = 2000
    lancer = g.board.cards("A", Zone.HAND, ["クリスタル・ランサー"])[0]
    evolved = g.summon("A", lancer, onto=source)
    assert evolved is not None
    assert evolved.power_bonus == 2000 and "speed attacker" in evolved.granted_keywords
    assert any(evolved in e.targets and source not in e.targets for e in g.state.lasting)
    g.remove_together([evolved], Zone.GRAVEYARD, "destroyed")
    assert {c.name for c in g.state.players["A"].mana} >= {"クリスタル・ランサー"}


def test_a_g_zero_condition_on_the_battle_zone_counts_both_players_creatures() -> None:
    """漆黒戦鬼デュランザメス's G・ゼロ (バトルゾーンにデーモン・コマンドが3体以上あれば; ``you have
    creatures`` with ``player: each``): two of its controller's and one of the opponent's make it
    free; two alone do not."""
    from engine.mechanics.playing import cost_to_pay
    g = new_game("tcg", turn="A")
    card = g.board.cards("A", Zone.HAND, ["漆黒戦鬼デュランザメス"])[0]
    g.board.creature("A", ["暗黒の騎士ザガーン"])
    g.board.creature("A", ["暗黒の騎士ザガーン"])
    assert cost_to_pay(g, "A", card, {}) == 12
    g.board.creature("B", ["暗黒の騎士ザガーン"])
    assert cost_to_pay(g, "A", card, {}) == 0


def test_a_card_a_search_shows_is_known_to_the_opponent_and_the_rest_of_the_deck_is_not() -> None:
    """相手に見せてから手札に加える: the shown card is known to the opponent from then on, in the
    hand too; the cards the search passed over stay unseen (400.2d)."""
    g = new_game("tcg", turn="A", deck=0)
    found, other = g.board.cards("A", Zone.DECK, ["ホーリー・スパーク", "青銅の鎧"])
    g.effect("A", Effect("search deck", {"filter": {"type": "spell"}, "count": 1, "reveal": True}))
    assert found in g.state.players["A"].hand
    assert g.has_seen(found, "B")
    assert not g.has_seen(other, "B")
