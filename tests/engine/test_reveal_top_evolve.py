"""``reveal top: {evolve this onto it: true}`` (ボルシャック・ドギラゴン's 革命0トリガー): the revealed fire
non-evolution creature is put and the card is put from the hand onto it; a card that does not pass stays on top and the
evolution card in the hand. ``battle: {against: opponent}`` chooses among the opponent's creatures only."""

from __future__ import annotations

from engine.model.decisions import Decision
from engine.model.objects import Zone
from engine.model.trace import Offered
from tests.conftest import new_game


def _attacked(top: str) -> tuple[list[str], list[str], list[str]]:
    g = new_game("tcg", deck=0, turn="A", script=[("B", Decision.DECLARE, "ボルシャック・ドギラゴン")])
    g.board.cards("A", Zone.DECK, ["予言者リュゾル"] * 5)
    g.board.cards("B", Zone.DECK, [top, "予言者リュゾル", "予言者リュゾル"])
    g.board.cards("B", Zone.HAND, ["ボルシャック・ドギラゴン"])
    attacker = g.board.creature("A", ["轟速 ザ・レッド"])
    g.attack(attacker, "B")
    b = g.state.players["B"]
    return ([" on ".join(c.name for c in cr.cards) for cr in b.battle], [c.name for c in b.hand],
            [c.name for c in b.deck[:1]])


def test_a_fire_non_evolution_creature_is_put_and_the_card_evolves_onto_it() -> None:
    battle, hand, _ = _attacked("凶戦士ブレイズ・クロー")
    assert battle == ["ボルシャック・ドギラゴン on 凶戦士ブレイズ・クロー"]
    assert hand == []


def test_a_card_that_does_not_pass_stays_on_top_and_nothing_is_put() -> None:
    battle, hand, top = _attacked("予言者リュゾル")  # light: not a fire creature
    assert battle == []
    assert hand == ["ボルシャック・ドギラゴン"]
    assert top == ["予言者リュゾル"]


def test_the_battle_is_against_an_opponent_s_creature_only() -> None:
    g = new_game("tcg", turn="B", script=[("B", Decision.USE_OPTIONAL, "use ボルシャック・ドギラゴン")])
    source = g.board.creature("B", ["凶戦士ブレイズ・クロー"])
    g.board.creature("B", ["紅神龍メルガルス"])  # player B's own: not offered
    foe = g.board.creature("A", ["轟速 ザ・レッド"])
    dragon, = g.board.cards("B", Zone.HAND, ["ボルシャック・ドギラゴン"])
    g.put_into_battle("B", [dragon], "effect", from_zone=Zone.HAND, onto=source)
    g.settle()
    offered = [r.options for r in g.trace.of(Offered) if r.decision == Decision.TARGET]
    assert offered == [("轟速 ザ・レッド",)]
    assert foe not in g.state.players["A"].battle  # 12000 against 4000
