"""Forced attacks (攻撃強制): who must attack, and the turn's end while one must and can."""

from __future__ import annotations

import pytest

from engine.mechanics.forced_attacks import forced_attacker, must_attack
from engine.mechanics.legal import END_TURN, legal_plays
from engine.model.errors import IllegalActionError
from engine.model.objects import Zone
from tests.conftest import new_game


def test_the_turns_end_is_not_offered_while_a_creature_must_attack_and_can() -> None:
    g = new_game("tcg", turn="A")
    g.board.cards("B", Zone.SHIELDS, ["予言者リュゾル"] * 2)
    claw = g.board.creature("A", ["凶戦士ブレイズ・クロー"])
    assert forced_attacker(g, "A") is claw
    assert END_TURN not in {p.kind for p in legal_plays(g)}
    with pytest.raises(IllegalActionError):
        g.end_turn()
    g.attack(claw, "B")
    assert forced_attacker(g, "A") is None and END_TURN in {p.kind for p in legal_plays(g)}


def test_a_summoning_sick_creature_that_must_attack_need_not() -> None:
    g = new_game("tcg", turn="A")
    g.board.cards("A", Zone.MANA, ["爆炎野郎ジョー"])
    g.summon("A", g.board.cards("A", Zone.HAND, ["凶戦士ブレイズ・クロー"])[0])
    claw = g.state.players["A"].battle[0]
    assert must_attack(g, claw) and forced_attacker(g, "A") is None


def test_a_tapped_opponent_makes_the_turn_players_creatures_attack_in_their_turn_only() -> None:
    g = new_game("tcg", turn="A")
    fang = g.board.creature("A", ["白銀の牙"])
    igarus = g.board.creature("B", ["イガルス・ドラグーン"])
    assert not must_attack(g, fang)
    igarus.tapped = True
    assert must_attack(g, fang) and not must_attack(g, igarus)
