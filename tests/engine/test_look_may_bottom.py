"""``look at deck: {may bottom: true}`` (Dの劇場 テンダネス・エスセーキ): the card looked at may go to the bottom of the
deck, the controller's choice; under a lock on looking at decks nothing is looked at and nothing moves, and the
draw after it is still done (official Q&A 38584)."""

from __future__ import annotations

import pytest

from engine.model.decisions import Decision
from engine.model.objects import Zone
from tests.conftest import new_game


@pytest.mark.parametrize(("answer", "hand", "deck"), [
    ("use 爆炎野郎ジョー", ["予言者リュゾル"], ["予言者クルト", "爆炎野郎ジョー"]),
    ("skip 爆炎野郎ジョー", ["爆炎野郎ジョー"], ["予言者リュゾル", "予言者クルト"]),
])
def test_the_card_looked_at_may_go_to_the_bottom(answer: str, hand: list[str], deck: list[str]) -> None:
    g = new_game("tcg", deck=0, turn="A", script=[("A", Decision.USE_OPTIONAL, answer)])
    g.board.cards("A", Zone.DECK, ["爆炎野郎ジョー", "予言者リュゾル", "予言者クルト"])
    g.board.cards("B", Zone.DECK, ["予言者リュゾル"] * 3)
    g.board.creature("A", ["Dの劇場 テンダネス・エスセーキ"])
    g.board.creature("A", ["ローザ・ロッサ"])
    g.end_turn()
    p = g.state.players["A"]
    assert [c.name for c in p.hand] == hand
    assert [c.name for c in p.deck] == deck


def test_without_a_splash_queen_nothing_is_drawn() -> None:
    g = new_game("tcg", deck=0, turn="A", script=[("A", Decision.USE_OPTIONAL, "skip 爆炎野郎ジョー")])
    g.board.cards("A", Zone.DECK, ["爆炎野郎ジョー", "予言者リュゾル"])
    g.board.cards("B", Zone.DECK, ["予言者リュゾル"] * 3)
    g.board.creature("A", ["Dの劇場 テンダネス・エスセーキ"])
    g.end_turn()
    assert g.state.players["A"].hand == []
