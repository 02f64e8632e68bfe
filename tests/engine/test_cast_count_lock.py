"""``cannot cast: {player: opponent, after: 1, in their turn: true}`` (ジョギラゴン&ジョニー ~Jの旅路~:
「相手は、自身の各ターンに1枚しか呪文を唱えられない。」): the opponent's second spell of their own turn is refused,
not in another turn."""

from __future__ import annotations

import pytest

from engine.mechanics.playing import cast_problem, play_lock
from engine.model.decisions import Decision
from engine.model.errors import IllegalActionError
from engine.model.events import Event
from engine.model.objects import Zone
from tests.conftest import new_game


def test_the_second_spell_of_the_opponents_turn_is_refused() -> None:
    g = new_game("tcg", turn="A", script=[("A", Decision.TARGET, "予言者クルト")])
    g.board.creature("B", ["ジョギラゴン&ジョニー ~Jの旅路~"])
    g.board.creature("B", ["予言者クルト"])
    g.board.cards("A", Zone.MANA, ["うごめく者ボーン・グール"] * 12)
    first, second = g.board.cards("A", Zone.HAND, ["デーモン・ハンド", "デーモン・ハンド"])
    assert cast_problem(g, "A", first) is None
    g.cast("A", first)
    assert "ジョギラゴン" in (cast_problem(g, "A", second) or "")
    with pytest.raises(IllegalActionError):
        g.cast("A", second)


def test_not_in_another_players_turn() -> None:
    g = new_game("tcg", turn="B")
    g.board.creature("B", ["ジョギラゴン&ジョニー ~Jの旅路~"])
    card, = g.board.cards("A", Zone.HAND, ["デーモン・ハンド"])
    g.state.events.append(Event("cast", "A", card=card, data={"turn": g.state.turn_id}))  # one spell already
    assert play_lock(g, "A", card, "cannot cast") is None
