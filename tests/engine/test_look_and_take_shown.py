"""「…の中から、呪文を1枚またはメタリカを1体相手に見せてから手札に加えてもよい」 (剣参ノ裁キ, look and take with a
filter and ``may``): the card taken under a condition is shown to the opponent (official Q&A of 2023-11-17);
the others stay unseen by them; the controller may take none."""

from __future__ import annotations

from typing import TypeVar

from engine.model.objects import Zone
from tests.conftest import new_game
from tests.helpers.deciders import OfferRecorder

T = TypeVar("T")


def _cast(stop: bool) -> tuple[list[str], set[str], set[str]]:
    g = new_game("tcg", decider=OfferRecorder("take") if stop else None, deck=0, turn="A")
    deck = g.board.cards("A", Zone.DECK, ["爆炎野郎ジョー", "デーモン・ハンド", "クラッグザウルス", "予言者リュゾル"])
    g.board.cards("B", Zone.DECK, ["予言者リュゾル"] * 5)
    spell, = g.board.cards("A", Zone.HAND, ["剣参ノ裁キ"])
    g.cast("A", spell, free=True)
    names = {c.uid: c.name for c in deck}
    seen = {names[u] for u in g.state.known["B"] if u in names}
    looked = {names[u] for u in g.state.known["A"] if u in names}
    return [c.name for c in g.state.players["A"].hand], seen, looked


def test_the_card_taken_under_the_filter_is_shown() -> None:
    hand, seen_by_b, seen_by_a = _cast(stop=False)
    assert hand == ["デーモン・ハンド"]
    assert seen_by_b == {"デーモン・ハンド"}
    assert seen_by_a == {"爆炎野郎ジョー", "デーモン・ハンド", "クラッグザウルス"}


def test_the_controller_may_take_none() -> None:
    hand, seen_by_b, _ = _cast(stop=True)
    assert hand == []
    assert seen_by_b == set()
