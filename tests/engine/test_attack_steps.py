"""The attack's sub-steps (505.1; engine.mechanics.attack_steps): part of the state and its key, the windows
of declarations (507.1, 506.3b, 506.3d), no action of a player's own in the middle of an attack or while
effects wait (505.4, 101.4d), and an action tried on a copy leaving the game as it was (engine.trial)."""

from __future__ import annotations

from engine.game import Game
from engine.mechanics import attack_steps
from engine.model.objects import Card, Zone
from engine.model.snapshot import state_key
from engine.model.trace import StepEntered
from engine.model.turn_step import AttackStep
from engine.trial import try_now
from steps.runtime.world import FILLER
from tests.conftest import new_game


def _board() -> Game:
    g = new_game("tcg")
    g.board.creature("A", ["青銅の鎧"])
    g.board.cards("B", Zone.SHIELDS, [FILLER] * 3)
    return g


def test_an_unblocked_attack_on_a_player_goes_through_four_sub_steps_and_ends_between_attacks() -> None:
    g = _board()
    g.attack(g.state.players["A"].battle[0], "B")
    entered = [r.step for r in g.trace.of(StepEntered) if r.rule in ("506", "507", "508", "509", "510")]
    assert entered == ["attack creature step", "block creature step", "direct attack step", "end of attack step"]
    assert g.state.attack_step is None


def test_the_sub_step_is_part_of_the_state_key() -> None:
    g = _board()
    before = state_key(g.state)
    g.state.attack_step = AttackStep.BLOCK
    assert state_key(g.state) != before


def test_a_block_is_the_non_turn_players_in_the_block_creature_step_only() -> None:
    g = _board()
    assert attack_steps.window_problem(g, "B", attack_steps.BLOCK) is not None  # no attack in progress
    g.state.attack_step = AttackStep.BLOCK
    assert attack_steps.window_problem(g, "B", attack_steps.BLOCK) is None
    assert "507.1" in (attack_steps.window_problem(g, "A", attack_steps.BLOCK) or "")
    g.state.attack_step = AttackStep.BATTLE
    assert "507.1" in (attack_steps.window_problem(g, "B", attack_steps.BLOCK) or "")


def test_ninja_strike_the_defenders_on_an_attack_the_attackers_on_a_block_revolution_change_first() -> None:
    g = _board()
    g.state.attack_step = AttackStep.DECLARE
    assert attack_steps.window_problem(g, "B", "ninja strike") is None
    assert attack_steps.window_problem(g, "A", "revolution change") is None
    g.state.attack_step = AttackStep.BLOCK
    assert attack_steps.window_problem(g, "A", "ninja strike") is None  # on the opponent's block (507.3d)
    assert "507.3d" in (attack_steps.window_problem(g, "B", "ninja strike") or "")
    assert "506.3b" in (attack_steps.window_problem(g, "A", "revolution change") or "")
    g.state.attack_step = AttackStep.DIRECT_ATTACK
    assert "506.3d" in (attack_steps.window_problem(g, "B", "ninja strike") or "")


def test_no_action_while_an_attack_is_in_progress_or_an_effect_waits() -> None:
    g = _board()
    assert attack_steps.interrupt_problem(g) is None
    g.state.attack_step = AttackStep.BATTLE
    assert "505.4" in (attack_steps.interrupt_problem(g) or "")
    g.state.attack_step = None
    assert "101.4d" in (attack_steps.interrupt_problem(g, midway=True) or "")


def test_an_action_tried_on_a_copy_leaves_the_game_as_it_was() -> None:
    g = _board()
    card: Card = g.board.cards("A", Zone.HAND, ["アクア・ビークル"])[0]
    g.board.cards("A", Zone.MANA, ["アクア・ビークル"] * 3)
    before, entries = state_key(g.state), len(g.trace.entries)

    def summon(game: Game, mapped: object) -> None:
        game.summon("A", mapped(card))  # type: ignore[operator]
    assert try_now(g, summon) == "allowed"
    assert state_key(g.state) == before and len(g.trace.entries) == entries
    assert card in g.state.players["A"].hand



def test_an_attack_whose_attacker_left_as_it_was_declared_still_enters_its_end_of_attack_step() -> None:
    """The attacker gone, its card returned by a card designation (the creature has no card left): the
    attack still ends (510), with no attacking card (classic random play, tcg seed 2034: 魔皇バルパス's
    meteorburn returned the attacking 予言者ウィン's card)."""
    g = new_game("tcg")
    me = g.board.creature("A", ["青銅の鎧"])
    g.board.creature("B", ["魔皇バルパス", "封魔サブナハル"])
    g.board.cards("B", Zone.SHIELDS, [FILLER] * 3)
    g.attack(me, "B")
    assert [c.name for c in g.state.players["A"].hand] == ["青銅の鎧"]
    assert "end of attack step" in [r.step for r in g.trace.of(StepEntered)]
    assert g.state.attack_step is None and len(g.state.players["B"].shields) == 3


def test_a_game_won_by_a_direct_attack_ends_inside_the_attack_and_its_bonuses_still_hold() -> None:
    """104.1: the game ends at once, so the attack never reaches its end (510): 滑降妖精ガラボン (1000, パワーアタッカー
    +2000), tapped under 黒神龍ザンジバル's -2000 to tapped creatures, keeps its 1000 in the final state (found by
    random play over the classic pool: its power read -1000 after the win, tcg seed 5590)."""
    g = new_game("tcg")
    g.board.creature("A", ["滑降妖精ガラボン"])
    g.board.creature("B", ["黒神龍ザンジバル"])
    attacker = g.state.players["A"].battle[0]
    g.attack(attacker, "B")
    assert g.state.game_over and g.state.outcome is not None and g.state.outcome.winner == "A"
    assert g.state.attacking is attacker and g.power(attacker) == 1000
