"""Effects that choose what they do (engine/ops/choices.py) and the steps every operation may
carry: 「AするかBする」 (choose one), 「…を1体選ぶ。そのクリーチャーは…」 (choose + chosen),
「…してもよい」 of one step (may), draws counted as they happen (「…1体につき1枚」)."""

from __future__ import annotations

import pytest

from engine.catalog.loader import read_text
from engine.model.cards import CardDef
from engine.model.objects import Zone
from tests.conftest import new_game


def spell(name: str, do: str) -> CardDef:
    text = f"- name: {name}\n  type: spell\n  civilizations: [fire]\n  cost: 1\n  abilities:\n" \
           f"  - when: this cast\n    do: {do}\n"
    return read_text(text, "test.yaml")[0][0]


CHOOSE_ONE = spell("試験選択", "[choose one: [{draw: 2}, {destroy: {target: {player: opponent, count: 1}}}]]")


@pytest.mark.parametrize(("mode", "drawn", "destroyed"), [("1: draw", 2, False), ("2: destroy", 0, True)])
def test_choose_one_does_only_the_step_chosen(mode: str, drawn: int, destroyed: bool) -> None:
    g = new_game("tcg", CHOOSE_ONE, script=[("A", "mode", mode)], turn="A")
    card, = g.board.cards("A", Zone.HAND, ["試験選択"])
    foe = g.board.creature("B", ["予言者リュゾル"])
    hand = len(g.state.players["A"].hand)
    g.cast("A", card, free=True)
    assert len(g.state.players["A"].hand) == hand - 1 + drawn
    assert (foe.top in g.state.players["B"].graveyard) is destroyed


MAY_DRAW = spell("試験任意", "[{draw: 1}, {draw: {n: 1, may: true}}]")


@pytest.mark.parametrize(("answer", "drawn"), [("use", 2), ("skip", 1)])
def test_a_step_that_may_be_done_is_done_only_if_its_controller_wants(answer: str, drawn: int) -> None:
    g = new_game("tcg", MAY_DRAW, script=[("A", "use optional", f"{answer} 試験任意")], turn="A")
    card, = g.board.cards("A", Zone.HAND, ["試験任意"])
    hand = len(g.state.players["A"].hand)
    g.cast("A", card, free=True)
    assert len(g.state.players["A"].hand) == hand - 1 + drawn


COUNTED = spell("試験計数", "[draw: {n: {count: {zone: battle zone, player: opponent, filter: {tapped: true}}}}]")


def test_a_draw_counted_counts_as_it_happens() -> None:
    g = new_game("tcg", COUNTED, turn="A")
    card, = g.board.cards("A", Zone.HAND, ["試験計数"])
    g.board.creature("B", ["予言者リュゾル"], tapped=True)
    g.board.creature("B", ["予言者リュゾル"], tapped=True)
    g.board.creature("B", ["予言者リュゾル"])
    hand = len(g.state.players["A"].hand)
    g.cast("A", card, free=True)
    assert len(g.state.players["A"].hand) == hand - 1 + 2


PER_DESTROYED = spell("試験破壊数", "[destroy: {target: {player: each, max power: 2000, count: all}}, "
                                 "draw: {n: 1, per: destroyed}]")


def test_a_draw_per_creature_destroyed_counts_the_creatures_the_earlier_step_destroyed() -> None:
    g = new_game("tcg", PER_DESTROYED, turn="A")
    card, = g.board.cards("A", Zone.HAND, ["試験破壊数"])
    g.board.creature("B", ["予言者リュゾル"])  # 2000: destroyed
    g.board.creature("A", ["予言者リュゾル"])  # 2000: destroyed
    g.board.creature("B", ["天空の守護者グラン・ギューレ"])  # 9000: stays
    hand = len(g.state.players["A"].hand)
    g.cast("A", card, free=True)
    assert len(g.state.players["A"].hand) == hand - 1 + 2


CHOSEN = spell("試験指名", "[choose: {target: {player: opponent, count: 1}}, "
                         "power: {amount: -2000, target: {chosen: true}}, tap: {target: {chosen: true}}]")


def test_the_creature_chosen_is_the_one_every_later_step_acts_on() -> None:
    g = new_game("tcg", CHOSEN, script=[("A", "target", "天空の守護者グラン・ギューレ")], turn="A")
    card, = g.board.cards("A", Zone.HAND, ["試験指名"])
    other = g.board.creature("B", ["予言者リュゾル"])
    big = g.board.creature("B", ["天空の守護者グラン・ギューレ"])
    g.cast("A", card, free=True)
    assert g.power(big) == 7000 and big.tapped
    assert not other.tapped and g.power(other) == 2000


REPEAT = spell("試験反復", "[repeat: {n: {count: {zone: battle zone, player: you, filter: {civilization: water}}}, "
                         "do: [tap: {target: {player: opponent, count: 1}, may: true}]}]")


def test_repeat_counts_once_and_does_the_steps_that_many_times() -> None:
    g = new_game("tcg", REPEAT, turn="A", script=[("A", "target", "予言者クルト"), ("A", "target", "予言者リュゾル")])
    card, = g.board.cards("A", Zone.HAND, ["試験反復"])
    g.board.creature("A", ["アクア・ビークル"])
    g.board.creature("A", ["アクア・ビークル"])
    names = ("予言者リュゾル", "予言者クルト", "天空の守護者グラン・ギューレ")
    foes = [g.board.creature("B", [name]) for name in names]
    g.cast("A", card, free=True)
    assert [f.tapped for f in foes] == [True, True, False]  # two water creatures: two taps


MANA_TO_ZONE = spell("試験マナ", "[mana to zone: {player: each, n: 1, filter: {not civilization: fire}, to: hand}]")


def test_each_player_returns_the_mana_they_choose_passing_the_filter() -> None:
    g = new_game("tcg", MANA_TO_ZONE, turn="A")
    card, = g.board.cards("A", Zone.HAND, ["試験マナ"])
    g.board.cards("A", Zone.MANA, ["爆炎野郎ジョー", "アクア・ビークル"])
    g.board.cards("B", Zone.MANA, ["爆炎野郎ジョー"])
    g.cast("A", card, free=True)
    assert [c.name for c in g.state.players["A"].mana] == ["爆炎野郎ジョー"]  # not fire: アクア・ビークル only
    assert [c.name for c in g.state.players["B"].mana] == ["爆炎野郎ジョー"]  # none B may choose


TAP_MANA = spell("試験タップ", "[tap mana: {n: 2, filter: {civilization: water}}, "
                             "draw: {n: 1, if: {moved a card: true}}]")


@pytest.mark.parametrize(("water", "drawn"), [(2, 1), (1, 0)])
def test_tap_mana_taps_all_n_or_none(water: int, drawn: int) -> None:
    g = new_game("tcg", TAP_MANA, turn="A")
    card, = g.board.cards("A", Zone.HAND, ["試験タップ"])
    mana = g.board.cards("A", Zone.MANA, ["アクア・ビークル"] * water + ["爆炎野郎ジョー"])
    hand = len(g.state.players["A"].hand)
    g.cast("A", card, free=True)
    assert [c.tapped for c in mana] == ([True] * water + [False] if drawn else [False] * (water + 1))
    assert len(g.state.players["A"].hand) == hand - 1 + drawn


SHIELD_FROM_HAND = spell("試験盾", "[shields from hand: 1, mana to hand: {n: 1, up to: true, player: opponent}]")


def test_a_card_of_the_hand_becomes_a_shield_and_mana_returns_to_its_owner() -> None:
    g = new_game("tcg", SHIELD_FROM_HAND, script=[("A", "return to hand", "爆炎野郎ジョー")], turn="A")
    card, = g.board.cards("A", Zone.HAND, ["試験盾", "アクア・ビークル"])[:1]
    g.board.cards("B", Zone.MANA, ["アクア・ビークル", "爆炎野郎ジョー"])
    shields = len(g.state.players["A"].shields)
    g.cast("A", card, free=True)
    assert len(g.state.players["A"].shields) == shields + 1 and not g.state.players["A"].hand
    assert [c.name for c in g.state.players["B"].hand][-1] == "爆炎野郎ジョー"
    assert [c.name for c in g.state.players["B"].mana] == ["アクア・ビークル"]


DELAYED = spell("試験遅延", "[choose: {target: {player: you, count: 1}}, "
                          "delayed: {at: end of turn, do: [untap: {target: {chosen: true}}]}]")


def test_a_delayed_effect_acts_on_what_its_effect_chose_at_the_end_of_the_turn() -> None:
    g = new_game("tcg", DELAYED, turn="A", script=[("A", "target", "予言者クルト")])
    card, = g.board.cards("A", Zone.HAND, ["試験遅延"])
    tapped = [g.board.creature("A", [name], tapped=True) for name in ("予言者リュゾル", "予言者クルト")]
    g.cast("A", card, free=True)
    assert [c.tapped for c in tapped] == [True, True]  # not yet
    g.end_turn()
    assert [c.tapped for c in tapped] == [True, False]  # untapped as A's turn ended, before B's starts


UNTAPPING_BLOCKER = read_text("""
- name: 試験不眠
  type: creature
  civilizations: [light]
  cost: 3
  power: 5000
  keywords: [blocker]
  abilities: [{when: this blocks, do: [untap: {target: {self: true}, after battle: true}]}]
""", "test.yaml")[0][0]


def test_a_blocker_that_untaps_after_the_battle_is_tapped_during_it_and_untapped_after() -> None:
    g = new_game("tcg", UNTAPPING_BLOCKER, script=[("B", "block", "試験不眠")], turn="A")
    attacker = g.board.creature("A", ["予言者リュゾル"])
    blocker = g.board.creature("B", ["試験不眠"])
    g.board.cards("B", Zone.SHIELDS, ["予言者リュゾル"])
    g.attack(attacker, "B")
    assert attacker not in g.state.players["A"].battle  # the battle happened, 2000 against 5000
    assert not blocker.tapped
    assert not g.state.after_battle


LOOK_AND_TAKE = spell("試験探索", "[look and take: {n: 3, rest: bottom, order: any}]")


def test_look_and_take_takes_one_of_the_top_cards_and_puts_the_others_on_the_bottom() -> None:
    g = new_game("tcg", LOOK_AND_TAKE, turn="A", deck=0, script=[("A", "take", "アクア・ビークル")])
    card, = g.board.cards("A", Zone.HAND, ["試験探索"])
    g.board.cards("A", Zone.DECK, ["予言者クルト", "アクア・ビークル", "爆炎野郎ジョー", "予言者リュゾル"])
    g.cast("A", card, free=True)
    assert [c.name for c in g.state.players["A"].hand] == ["アクア・ビークル"]
    deck = [c.name for c in g.state.players["A"].deck]
    assert deck[0] == "予言者リュゾル" and sorted(deck[1:]) == sorted(["予言者クルト", "爆炎野郎ジョー"])
    assert {c.uid for c in g.state.players["A"].deck[1:]} <= g.state.known["A"]


LOOK_AT_DECK = spell("試験並べ替え", "[look at deck: {n: 3, reorder: true}]")


def test_looking_at_the_deck_puts_the_cards_back_on_top_in_the_order_chosen() -> None:
    g = new_game("tcg", LOOK_AT_DECK, turn="A", deck=0,
                 script=[("A", "choose", "爆炎野郎ジョー"), ("A", "choose", "予言者クルト")])
    card, = g.board.cards("A", Zone.HAND, ["試験並べ替え"])
    g.board.cards("A", Zone.DECK, ["予言者クルト", "アクア・ビークル", "爆炎野郎ジョー", "予言者リュゾル"])
    g.cast("A", card, free=True)
    assert [c.name for c in g.state.players["A"].deck] == ["爆炎野郎ジョー", "予言者クルト", "アクア・ビークル",
                                                            "予言者リュゾル"]
