"""鬼エンド (百鬼の邪王門): a declared ability of either player in the attack creature step (506.3b, 506.3d), with
the condition 「シールドが1つもないプレイヤーがいて」 (``a player has no shields``: either player, waiting shields not
counted), and メテオバーン's 「下にあるカードを3枚」 (``cards under it at least``)."""

from __future__ import annotations

from engine.kernel.registry import Context, check
from engine.mechanics import attack_steps
from engine.model.objects import Zone
from engine.model.turn_step import AttackStep
from tests.conftest import new_game


def test_either_player_declares_it_in_the_attack_creature_step_only() -> None:
    g = new_game("tcg", turn="A")
    assert "506.3b and 506.3d" in (attack_steps.window_problem(g, "B", "oni end") or "")  # no attack
    g.state.attack_step = AttackStep.DECLARE
    assert attack_steps.window_problem(g, "A", "oni end") is None
    assert attack_steps.window_problem(g, "B", "oni end") is None
    g.state.attack_step = AttackStep.BLOCK
    assert attack_steps.window_problem(g, "B", "oni end") is not None


def test_a_player_has_no_shields_reads_either_player() -> None:
    g = new_game("tcg", turn="A")
    g.board.cards("A", Zone.SHIELDS, ["予言者リュゾル"])
    g.board.cards("B", Zone.SHIELDS, ["予言者リュゾル"])
    ctx = Context(g, "A", None)
    assert not check(ctx, {"a player has no shields": True})
    g.state.players["B"].shields.clear()
    assert check(ctx, {"a player has no shields": True})
    assert check(Context(g, "B", None), {"a player has no shields": True})  # its own, too


def test_three_cards_under_it() -> None:
    g = new_game("tcg", turn="A")
    top, under = "超神羅星アポロヌス・ドラゲリオン", ["ボルシャック・ドギラゴン", "凶戦士ブレイズ・クロー"]
    two = g.board.creature("A", [top, *under])
    three = g.board.creature("A", [top, *under, "紅神龍メルガルス"])
    assert not check(Context(g, "A", two.top, two), {"cards under it at least": 3})
    assert check(Context(g, "A", three.top, three), {"cards under it at least": 3})
