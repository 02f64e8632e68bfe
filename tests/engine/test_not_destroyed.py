"""破壊されない for a time (engine.mechanics.not_destroyed): バトル中 keeps a creature from the battle's own
destruction of its loser (115.3b) only; ブロック中 lasts until the attack ends (510.2), so it also covers what
resolves after the battle (Q&A 42392), and a blocker of its holder's controller is kept."""

from __future__ import annotations

from engine.mechanics.not_destroyed import protector
from engine.model.decisions import Decision
from tests.conftest import new_game


def test_a_creature_not_destroyed_during_battle_survives_losing_it() -> None:
    g = new_game("tcg", turn="A")
    attacker = g.board.creature("A", ["究極銀河ユニバース"])  # 17000
    drakken = g.board.creature("B", ["爆ぜる革命 ドラッケンA"], tapped=True)  # 13000, バトル中破壊されない
    g.attack(attacker, drakken)
    assert drakken in g.state.players["B"].battle
    assert protector(g, drakken) is None  # outside the battle it is not protected


def test_without_the_static_the_loser_is_destroyed() -> None:
    g = new_game("tcg", turn="A")
    attacker = g.board.creature("A", ["究極銀河ユニバース"])
    target = g.board.creature("B", ["鋼鉄機甲ベンケロス"], tapped=True)
    g.attack(attacker, target)
    assert target not in g.state.players["B"].battle


def test_a_blocker_is_kept_while_it_blocks_and_not_after_the_attack() -> None:
    g = new_game("tcg", turn="A", script=[("B", Decision.BLOCK, "アクア・ガード")])
    attacker = g.board.creature("A", ["究極銀河ユニバース"])
    g.board.creature("B", ["サッヴァーク-MAX"])
    guard = g.board.creature("B", ["アクア・ガード"])  # a blocker of player B's, kept by サッヴァーク-MAX
    g.attack(attacker, "B")
    assert guard in g.state.players["B"].battle
    assert g.state.blocking is None and protector(g, guard) is None  # ブロック中 ended with the attack


def test_the_opponent_s_creatures_are_not_kept() -> None:
    g = new_game("tcg", turn="B", script=[("A", Decision.BLOCK, "アクア・ガード")])
    attacker = g.board.creature("B", ["究極銀河ユニバース"])
    g.board.creature("B", ["サッヴァーク-MAX"])  # player B's: 自分のクリーチャー only
    guard = g.board.creature("A", ["アクア・ガード"])
    g.attack(attacker, "A")
    assert guard not in g.state.players["A"].battle
