"""マジボンバー (engine/ops/majibomber.py) and the lock on looking at decks (engine/mechanics/looking.py):
the top card looked at and the hand's creatures of cost N or less offered (Q&A 33393); under 巡霊者メスタポ
the hand's only, whatever the player knew of the top card (Q&A 33394, 33395)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar

from engine.mechanics.looking import deck_look_lock
from engine.model.objects import Zone
from tests.conftest import new_game

T = TypeVar("T")


class _Recorder:
    """Answers "stop" to マジボンバー's offer and keeps what was offered."""

    def __init__(self) -> None:
        self.offered: list[str] = []

    def answers(self, player: str, kind: str) -> bool:
        return kind == "put into battle zone"

    def choose(self, player: str, kind: str, options: Sequence[T], describe: Callable[[T], str]) -> T:
        if kind == "put into battle zone":
            self.offered = [describe(o) for o in options]
            return options[-1]
        return options[0]


def _attack(mesutapo: str | None, known: bool = False) -> tuple[list[str], bool]:
    recorder = _Recorder()
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
