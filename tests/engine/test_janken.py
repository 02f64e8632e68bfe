"""ジャンケン: who wins, what the later steps of the effect see, the opponent's hand as an event."""

from __future__ import annotations

from engine.kernel.registry import Context, check
from engine.model.decisions import Decision, Scripted
from engine.model.objects import Zone
from engine.ops.janken import beats
from tests.conftest import new_game


def test_paper_beats_rock_scissors_beat_paper_rock_beats_scissors() -> None:
    assert beats("paper", "rock") and beats("scissors", "paper") and beats("rock", "scissors")
    assert not beats("rock", "paper") and not beats("rock", "rock")


def test_without_a_janken_played_neither_won_nor_lost() -> None:
    g = new_game("tcg", turn="A")
    ctx = Context(g, "A", None)
    assert not check(ctx, {"won the janken": True}) and not check(ctx, {"won the janken": False})


def test_the_opponent_shows_one_of_the_two_other_hands_and_its_rock_triggers() -> None:
    decider = Scripted()
    decider.add("A", Decision.JANKEN, "show scissors")
    decider.add("B", Decision.JANKEN, "show rock")
    g = new_game("tcg", decider=decider, turn="A")
    kurt = g.board.creature("B", ["予言者クルト"])
    g.board.cards("A", Zone.MANA, ["爆炎野郎ジョー"] * 2)
    g.summon("A", g.board.cards("A", Zone.HAND, ["JK軍曹チョキパン"])[0])
    chokipan = g.state.players["A"].battle[0]
    assert kurt not in g.state.players["B"].battle  # B's rock: its 2000-or-less creature destroyed
    assert not g.has_keyword(chokipan, "speed attacker")  # A lost
