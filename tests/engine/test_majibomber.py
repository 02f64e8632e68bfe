"""マジボンバー (engine/ops/majibomber.py) and the lock on looking at decks (engine/mechanics/looking.py):
the top card looked at and the hand's creatures of cost N or less offered (Q&A 33393); under 巡霊者メスタポ
the hand's only, whatever the player knew of the top card (Q&A 33394, 33395)."""

from __future__ import annotations

from typing import TypeVar

from engine.mechanics.looking import deck_look_lock
from engine.model.objects import Zone
from tests.conftest import new_game
from tests.helpers.deciders import OfferRecorder

T = TypeVar("T")


def _attack(mesutapo: str | None, known: bool = False) -> tuple[list[str], bool]:
    recorder = OfferRecorder("put into battle zone")
    g = new_game("tcg", decider=recorder, deck=0, turn="A")
    top, = g.board.cards("A", Zone.DECK, ["爆炎野郎ジョー"])
    g.board.cards("B", Zone.DECK, ["予言者リュゾル"] * 5)
    g.board.cards("A", Zone.HAND, ["クラッグザウルス", "紅神龍メルガルス"])
    if known:
        g.state.known["A"].add(top.uid)
    if mesutapo is not None:
        g.board.creature(mesutapo, ["巡霊者メスタポ"])
    eleki = g.board.creature("A", ["U・S・A・ELEKI"])
    g.attack(eleki, "B")
    return recorder.offered, top.uid in g.state.known["A"]


def test_majibomber_offers_the_hand_and_the_top_card_of_cost_n_or_less() -> None:
    offered, seen = _attack(None)
    assert offered == ["クラッグザウルス", "爆炎野郎ジョー", "stop"]
    assert seen


def test_mesutapo_leaves_the_hand_only_for_either_player() -> None:
    for holder in ("A", "B"):
        offered, seen = _attack(holder)
        assert offered == ["クラッグザウルス", "stop"]
        assert not seen


def test_a_known_top_card_is_not_offered_under_the_lock() -> None:
    offered, _ = _attack("B", known=True)
    assert offered == ["クラッグザウルス", "stop"]


def test_the_lock_is_read_from_the_battle_zone_only() -> None:
    g = new_game("tcg", deck=0, turn="A")
    g.board.cards("A", Zone.HAND, ["巡霊者メスタポ"])
    assert deck_look_lock(g, "A") is None
    g.board.creature("B", ["巡霊者メスタポ"])
    assert deck_look_lock(g, "A") == "巡霊者メスタポ: no one may look at decks"



def test_look_at_deck_sees_nothing_under_the_lock() -> None:
    """パルピィ・ゴービー's 「自分の山札の上から5枚を見る」 enters: its controller sees the top cards; under
    巡霊者メスタポ none."""
    for locked in (False, True):
        g = new_game("tcg", deck=0, turn="A")
        deck = g.board.cards("A", Zone.DECK, ["爆炎野郎ジョー", "予言者リュゾル"])
        g.board.cards("B", Zone.DECK, ["予言者リュゾル"] * 5)
        if locked:
            g.board.creature("B", ["巡霊者メスタポ"])
        goby, = g.board.cards("A", Zone.HAND, ["パルピィ・ゴービー"])
        g.put_into_battle("A", [goby], "effect", from_zone=Zone.HAND)
        g.settle()
        seen = {c.uid for c in deck} & g.state.known["A"]
        assert seen == (set() if locked else {c.uid for c in deck})


def test_a_search_and_a_look_and_take_find_nothing_under_the_lock() -> None:
    """クリスタル・メモリー (search deck: 山札を見て…選び) and 剣参ノ裁キ (look and take: 山札の上から…を見る) look at a
    deck: under 巡霊者メスタポ nothing is looked at or taken; without it one card is taken."""
    for spell in ("クリスタル・メモリー", "剣参ノ裁キ"):
        for locked in (False, True):
            g = new_game("tcg", deck=0, turn="A")
            g.board.cards("A", Zone.DECK, ["予言者リュゾル", "デーモン・ハンド", "予言者リュゾル", "予言者リュゾル"])
            g.board.cards("B", Zone.DECK, ["予言者リュゾル"] * 5)
            if locked:
                g.board.creature("B", ["巡霊者メスタポ"])
            card, = g.board.cards("A", Zone.HAND, [spell])
            g.cast("A", card, free=True)
            g.settle()
            hand = [c.name for c in g.state.players["A"].hand]
            assert len(hand) == (0 if locked else 1), (spell, locked, hand)
            assert len(g.state.players["A"].deck) == (4 if locked else 3)
