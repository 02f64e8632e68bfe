"""ダイナモ (engine.mechanics.dynamo): a dynamo taps, when it could attack or as a battle begins, to give
another dynamo of its controller its power and abilities until the end of the turn."""

from __future__ import annotations

import pytest

from engine.model.decisions import Decision
from engine.model.errors import IllegalActionError
from engine.model.trace import Chose, Offered
from tests.conftest import new_game

AMITOAKI = "冒険探検アミトアキ"  # 6000, W・ブレイカー, dynamo
JUMBO = "鋼鉄大使ジャンボ・アタッカー"  # 2000, dynamo
SHUSHU = "白銀のシュシュ"  # 4000, dynamo
RETURN_ACE = "爆腕ロボ・リターンエース"  # 2000, blocker, dynamo, cannot attack


def test_the_receiver_gets_power_keywords_and_the_dynamo_until_the_end_of_the_turn() -> None:
    g = new_game("tcg", turn="A")
    giver = g.board.creature("A", [AMITOAKI])
    receiver = g.board.creature("A", [JUMBO])
    g.use_dynamo(giver)
    assert giver.tapped and g.power(receiver) == 8000 and g.power(giver) == 6000
    assert g.has_keyword(receiver, "w breaker") and g.has_keyword(receiver, "dynamo")
    g.end_turn()
    assert g.power(receiver) == 2000 and not g.has_keyword(receiver, "w breaker")


def test_the_giver_s_abilities_are_read_through_the_one_lookup() -> None:
    g = new_game("tcg", turn="A")
    giver = g.board.creature("A", ["大鉄漢シルバスターズ"])  # unblocked: may draw
    receiver = g.board.creature("A", [JUMBO])
    before = len(g.abilities_of(receiver))
    g.use_dynamo(giver)
    assert len(g.abilities_of(receiver)) == before + len(g.abilities_of(giver))


def test_no_dynamo_when_it_could_not_attack_or_has_no_receiver() -> None:
    g = new_game("tcg", turn="A")
    ace = g.board.creature("A", [RETURN_ACE])  # cannot attack
    g.board.creature("A", [JUMBO])
    with pytest.raises(IllegalActionError):
        g.use_dynamo(ace)
    g2 = new_game("tcg", turn="A")
    lone = g2.board.creature("A", [AMITOAKI])
    g2.board.creature("A", ["光撃巨兵レーザリオン"])  # not a ダイナモ
    with pytest.raises(IllegalActionError):
        g2.use_dynamo(lone)
    g3 = new_game("tcg", turn="B")  # not its controller's turn
    mine = g3.board.creature("A", [AMITOAKI])
    g3.board.creature("A", [JUMBO])
    with pytest.raises(IllegalActionError):
        g3.use_dynamo(mine)
    assert not (ace.tapped or lone.tapped or mine.tapped)


def test_as_a_battle_begins_each_player_s_dynamo_is_asked_turn_player_first() -> None:
    g = new_game("tcg", turn="A", script=[("B", Decision.DYNAMO, f"give to {RETURN_ACE}"),
                                          ("B", Decision.BLOCK, RETURN_ACE)])
    attacker = g.board.creature("A", ["光撃巨兵レーザリオン"])  # 3500
    g.board.creature("A", [SHUSHU])
    g.board.creature("A", [JUMBO])
    ace = g.board.creature("B", [RETURN_ACE])
    g.board.creature("B", ["鋼鉄機甲ベンケロス"])  # 7000
    g.attack(attacker, "B")
    asked = [r.player for r in (e.record for e in g.trace)
             if isinstance(r, (Chose, Offered)) and r.decision == Decision.DYNAMO]
    assert asked[:1] == ["A"] and "B" in asked
    assert ace in g.state.players["B"].battle and attacker not in g.state.players["A"].battle
