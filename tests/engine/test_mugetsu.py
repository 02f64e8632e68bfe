"""無月の門 (``mugetsu gate``, engine/ops/mugetsu.py): two 魔導具 of the battle zone and two of the graveyard, or six
in total (無月の門・絶); nothing without enough; a chosen graveyard card that can't leave keeps the creature out."""

from __future__ import annotations

from engine.model.objects import Zone
from tests.conftest import new_game

GRIL, SZARK = "堕魔 グリール", "卍 デ・スザーク 卍"


def _gate(in_battle: int, in_graveyard: int, apuru: bool = False) -> tuple[list[str], list[str]]:
    g = new_game("tcg", turn="A")
    for _ in range(in_battle):
        g.board.creature("A", [GRIL])
    g.board.cards("A", Zone.GRAVEYARD, [GRIL] * in_graveyard)
    if apuru:
        g.board.creature("B", ["若き大長老 アプル"])
    szark, gril = g.board.cards("A", Zone.HAND, [SZARK, GRIL])
    g.put_into_battle("A", [gril], "effect", from_zone=Zone.HAND)
    g.settle()
    p = g.state.players["A"]
    return [" on ".join(c.name for c in cr.cards) for cr in p.battle], [c.name for c in p.hand]


def test_two_and_two_summon_it_onto_four() -> None:
    battle, hand = _gate(1, 2)
    assert battle == [" on ".join([SZARK, GRIL, GRIL, GRIL, GRIL])]
    assert hand == []


def test_one_in_the_graveyard_is_not_enough() -> None:
    battle, hand = _gate(1, 1)
    assert hand == [SZARK]
    assert battle == [GRIL, GRIL]


def test_a_graveyard_card_that_cannot_leave_keeps_it_out() -> None:
    battle, hand = _gate(1, 2, apuru=True)
    assert hand == [SZARK]
    assert battle == [GRIL, GRIL]
