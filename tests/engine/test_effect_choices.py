"""Effects that choose what they do (engine/ops/choices.py) and the steps every operation may
carry: 「AするかBする」 (choose one), 「…を1体選ぶ。そのクリーチャーは…」 (choose + chosen),
「…してもよい」 of one step (may), draws counted as they happen (「…1体につき1枚」)."""

from __future__ import annotations

import pytest

from engine.catalog.loader import read_text
from engine.game import Game
from engine.model.cards import CardDef
from engine.model.objects import Zone
from engine.model.snapshot import Copier, state_key
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


EACH_CHOOSES = spell("試験各自", "[destroy: {target: {chooser: each, player: each, count: 1}}]")


def test_each_player_chooses_one_of_their_own_creatures() -> None:
    g = new_game("tcg", EACH_CHOOSES, turn="A",
                 script=[("A", "target", "予言者クルト"), ("B", "target", "天空の守護者グラン・ギューレ")])
    card, = g.board.cards("A", Zone.HAND, ["試験各自"])
    mine = [g.board.creature("A", [n]) for n in ("予言者リュゾル", "予言者クルト")]
    theirs = [g.board.creature("B", [n]) for n in ("予言者リュゾル", "天空の守護者グラン・ギューレ")]
    g.cast("A", card, free=True)
    assert [c in g.state.players["A"].battle for c in mine] == [True, False]
    assert [c in g.state.players["B"].battle for c in theirs] == [True, False]


OPPONENT_PUTS = spell("試験相手出し", "[put from hand: {player: opponent, count: up to 2}]")


def test_the_opponent_puts_creatures_of_their_own_hand_and_may_stop() -> None:
    g = new_game("tcg", OPPONENT_PUTS, turn="A",
                 script=[("B", "put into battle zone", "予言者クルト"), ("B", "put into battle zone", "stop")])
    card, = g.board.cards("A", Zone.HAND, ["試験相手出し"])
    g.board.cards("B", Zone.HAND, ["予言者リュゾル", "予言者クルト"])
    g.cast("A", card, free=True)
    assert [c.name for c in g.state.players["B"].battle] == ["予言者クルト"]
    assert [c.name for c in g.state.players["B"].hand] == ["予言者リュゾル"]


TO_THE_TOP = spell("試験山札上", "[deck top: {target: {player: opponent, power: 2000, count: all}}, "
                             "search deck: {player: opponent, count: 1, to: graveyard}]")


def test_creatures_of_the_power_named_go_on_top_then_the_opponents_deck_is_searched() -> None:
    g = new_game("tcg", TO_THE_TOP, turn="A", script=[("A", "take", "予言者リュゾル")])
    card, = g.board.cards("A", Zone.HAND, ["試験山札上"])
    g.board.creature("B", ["予言者リュゾル"])  # 2000: to the top of the deck
    g.board.creature("B", ["天空の守護者グラン・ギューレ"])
    deck = len(g.state.players["B"].deck)
    g.cast("A", card, free=True)
    assert [c.name for c in g.state.players["B"].battle] == ["天空の守護者グラン・ギューレ"]
    assert len(g.state.players["B"].deck) == deck and [c.name for c in g.state.players["B"].graveyard] == \
        ["予言者リュゾル"]


HAND_TO_TOP = spell("試験手札上", "[hand to deck top: 2]")


def test_cards_of_the_hand_go_on_top_of_the_deck_the_last_chosen_on_top() -> None:
    g = new_game("tcg", HAND_TO_TOP, turn="A", script=[("A", "choose", "予言者クルト")])
    card, = g.board.cards("A", Zone.HAND, ["試験手札上"])
    g.board.cards("A", Zone.HAND, ["予言者クルト", "アクア・ビークル"])
    g.cast("A", card, free=True)
    assert [c.name for c in g.state.players["A"].deck[:2]] == ["アクア・ビークル", "予言者クルト"]


BOUNCER = read_text("""
- name: 試験送り返し
  type: creature
  civilizations: [water]
  cost: 3
  power: 1000
  abilities: [{when: this is attacked, do: [bounce: {target: {that: true}, after battle: true}]}]
- name: 試験帰還
  type: creature
  civilizations: [water]
  cost: 3
  power: 1000
  abilities: [{when: this attacks, do: [bounce: {target: {self: true}, at: end of turn}]}]
""", "test.yaml")[0]


def test_a_step_put_off_until_after_the_battle_acts_on_the_creature_of_the_event_then() -> None:
    g = new_game("tcg", *BOUNCER, turn="A")
    attacker = g.board.creature("A", ["予言者リュゾル"])  # 2000 against 1000: it wins
    g.board.creature("B", ["試験送り返し"], tapped=True)
    g.attack(attacker, g.state.players["B"].battle[0])
    assert not g.state.players["B"].battle  # the battle happened first: the defender lost it
    assert [c.name for c in g.state.players["A"].hand] == ["予言者リュゾル"]  # then the winner went back


def test_a_step_put_off_until_the_end_of_the_turn_happens_then() -> None:
    g = new_game("tcg", *BOUNCER, turn="A")
    me = g.board.creature("A", ["試験帰還"])
    g.board.cards("B", Zone.SHIELDS, ["予言者リュゾル", "予言者リュゾル"])
    g.attack(me, "B")
    assert me in g.state.players["A"].battle
    g.end_turn()
    assert [c.name for c in g.state.players["A"].hand] == ["試験帰還"]


def test_a_step_put_off_keeps_its_context_without_the_game_so_the_state_can_be_keyed_and_copied() -> None:
    """A put-off step waits in the game state; were the game kept with it, the state would hold itself
    (keying it recursed without end: adversarial play, dmps-old seed 6385)."""
    g = new_game("tcg", *BOUNCER, turn="A")
    me = g.board.creature("A", ["試験帰還"])
    g.board.cards("B", Zone.SHIELDS, ["予言者リュゾル", "予言者リュゾル"])
    g.attack(me, "B")
    waiting, = g.state.at_end_of_turn
    assert not any(isinstance(v, Game) for arg in waiting.args if isinstance(arg, dict) for v in arg.values())
    state_key(g.state)  # no RecursionError
    original = g.state
    g.state = Copier(shared=[g]).copy(original)
    g.end_turn()  # the copy's step runs in the copy's game state
    assert [c.name for c in g.state.players["A"].hand] == ["試験帰還"]
    assert not original.players["A"].hand and original.at_end_of_turn


FREEZE = spell("試験凍結", "[freeze: {target: {player: opponent, tapped: true, count: 1}}]")


def test_a_frozen_creature_stays_tapped_through_its_controllers_next_untap_only() -> None:
    g = new_game("tcg", FREEZE, turn="A")
    card, = g.board.cards("A", Zone.HAND, ["試験凍結"])
    frozen = g.board.creature("B", ["予言者リュゾル"], tapped=True)
    g.cast("A", card, free=True)
    g.end_turn()  # B's turn starts: it stays tapped
    assert frozen.tapped
    g.end_turn()
    g.end_turn()  # B's next turn: it untaps
    assert not frozen.tapped


WEAKER = read_text("""
- name: 試験弱い者いじめ
  type: creature
  civilizations: [fire]
  cost: 3
  power: 3000
  abilities: [{when: this attacks, do: [destroy: {target: {weaker than this: true, player: opponent, count: all}}]}]
""", "test.yaml")[0][0]


def test_weaker_than_this_compares_with_the_abilitys_creature_now() -> None:
    g = new_game("tcg", WEAKER, turn="A")
    me = g.board.creature("A", ["試験弱い者いじめ"])
    weak = g.board.creature("B", ["予言者リュゾル"])  # 2000 < 3000
    strong = g.board.creature("B", ["天空の守護者グラン・ギューレ"])
    g.board.cards("B", Zone.SHIELDS, ["予言者リュゾル"])
    g.attack(me, "B")
    assert weak not in g.state.players["B"].battle and strong in g.state.players["B"].battle


NOT_BLOCKERS = spell("試験非ブロッカー", "[tap: {target: {player: each, not keyword: blocker, count: all}}, "
                                   "mana to graveyard: {n: 2, player: opponent, filter: {civilization: fire}}]")


def test_not_keyword_and_a_mana_filter_leave_the_others() -> None:
    g = new_game("tcg", NOT_BLOCKERS, turn="A")
    card, = g.board.cards("A", Zone.HAND, ["試験非ブロッカー"])
    plain = g.board.creature("B", ["予言者リュゾル"])
    blocker = g.board.creature("B", ["天空の守護者グラン・ギューレ"])
    g.board.cards("B", Zone.MANA, ["爆炎野郎ジョー", "アクア・ビークル"])
    g.cast("A", card, free=True)
    assert plain.tapped and not blocker.tapped
    assert [c.name for c in g.state.players["B"].mana] == ["アクア・ビークル"]  # one fire card: fewer go


def test_any_number_chosen_while_the_total_power_stays_at_most_the_limit() -> None:
    """「相手のクリーチャーをパワーの合計が3000以下になるように好きな数選び、破壊する」: once 2500 is chosen, only a
    creature of 500 or less is offered, and the player may stop."""
    card = spell("試験合計", "[{destroy: {target: {player: opponent, count: any, total power at most: 3000}}}]")
    g = new_game("tcg", card, turn="A", script=[("A", "target", "予言者クルト"), ("A", "target", "予言者リュゾル")])
    names = ("予言者クルト", "予言者リュゾル", "光撃巨兵レーザリオン")
    kurt, ryuzol, laser = (g.board.creature("B", [n]) for n in names)
    (c,) = g.board.cards("A", Zone.HAND, ["試験合計"])
    g.use_for_free("A", c, "effect")
    assert kurt not in g.state.players["B"].battle and ryuzol not in g.state.players["B"].battle
    assert laser in g.state.players["B"].battle


IF_YOU_DO = "{draw: {n: %d, if: {moved a card: true}}}"
TAP_THEN = spell("試験タップ", "[{tap: {target: {player: opponent, count: 1}}}, %s]" % (IF_YOU_DO % 1))
DISCARD_THEN = spell("試験捨て", "[{discard: {player: you, n: 1, pick: choose}}, %s]" % (IF_YOU_DO % 2))


@pytest.mark.parametrize(("tapped", "drawn"), [(False, 1), (True, 0)])
def test_if_you_do_after_a_tap_holds_only_if_a_creature_was_tapped(tapped: bool, drawn: int) -> None:
    g = new_game("tcg", TAP_THEN, turn="A")
    card, = g.board.cards("A", Zone.HAND, ["試験タップ"])
    foe = g.board.creature("B", ["予言者リュゾル"])
    foe.tapped = tapped
    hand = len(g.state.players["A"].hand)
    g.cast("A", card, free=True)
    assert foe.tapped and len(g.state.players["A"].hand) == hand - 1 + drawn


@pytest.mark.parametrize(("others", "drawn"), [(["予言者クルト"], 2), ([], 0)])
def test_if_you_do_after_a_discard_holds_only_if_a_card_was_discarded(others: list[str], drawn: int) -> None:
    g = new_game("tcg", DISCARD_THEN, turn="A")
    g.state.players["A"].hand.clear()
    card, *_ = g.board.cards("A", Zone.HAND, ["試験捨て", *others])
    g.cast("A", card, free=True)
    assert len(g.state.players["A"].hand) == drawn
