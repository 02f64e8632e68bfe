"""Target specs (engine/mechanics/targets.py): 「n体まで選ぶ」 lets the chooser stop, and a target among
the creatures an earlier step chose (``chosen: true``) takes the ``count`` and ``chooser`` written
with it."""

from __future__ import annotations

import pytest

from engine.catalog.loader import read_text
from engine.model.cards import CardDef
from engine.model.errors import CardDataError
from engine.model.objects import Zone
from tests.conftest import new_game


def spell(name: str, do: str) -> CardDef:
    text = f"- name: {name}\n  type: spell\n  civilizations: [fire]\n  cost: 1\n  abilities:\n" \
           f"  - when: this cast\n    do: {do}\n"
    return read_text(text, "test.yaml")[0][0]


UP_TO_TWO = spell("試験二体まで", "[destroy: {target: {player: opponent, count: up to 2}}]")


def test_up_to_two_offers_to_stop_after_each_pick() -> None:
    g = new_game("tcg", UP_TO_TWO, script=[("A", "target", "予言者リュゾル"), ("A", "target", "stop")], turn="A")
    card, = g.board.cards("A", Zone.HAND, ["試験二体まで"])
    first = g.board.creature("B", ["予言者リュゾル"])
    second = g.board.creature("B", ["アクア・ビークル"])
    g.cast("A", card, free=True)
    assert first.top in g.state.players["B"].graveyard
    assert second in g.state.players["B"].battle


def test_up_to_two_may_choose_none() -> None:
    g = new_game("tcg", UP_TO_TWO, script=[("A", "target", "stop")], turn="A")
    card, = g.board.cards("A", Zone.HAND, ["試験二体まで"])
    g.board.creature("B", ["予言者リュゾル"])
    g.cast("A", card, free=True)
    assert len(g.state.players["B"].battle) == 1


CHOSEN_ONE = spell("試験選んだ中から", "[{choose: {target: {player: opponent, count: 2}}}, "
                                   "{destroy: {target: {chosen: true, count: 1, chooser: opponent}}}]")


def test_a_chosen_target_takes_the_count_and_chooser_written_with_it() -> None:
    """「相手のクリーチャーを2体選ぶ。相手はその中から1体選び、破壊する」: of the two chosen, the
    opponent picks one; the other stays."""
    g = new_game("tcg", CHOSEN_ONE, script=[("B", "target", "アクア・ビークル")], turn="A")
    card, = g.board.cards("A", Zone.HAND, ["試験選んだ中から"])
    kept = g.board.creature("B", ["予言者リュゾル"])
    gone = g.board.creature("B", ["アクア・ビークル"])
    g.cast("A", card, free=True)
    assert gone.top in g.state.players["B"].graveyard
    assert kept in g.state.players["B"].battle


CHOSEN_ALL = spell("試験選んだすべて", "[{choose: {target: {player: opponent, count: 2}}}, "
                                   "{destroy: {target: {chosen: true}}}]")


def test_a_chosen_target_without_a_count_takes_them_all() -> None:
    g = new_game("tcg", CHOSEN_ALL, turn="A")
    card, = g.board.cards("A", Zone.HAND, ["試験選んだすべて"])
    g.board.creature("B", ["予言者リュゾル"])
    g.board.creature("B", ["アクア・ビークル"])
    g.cast("A", card, free=True)
    assert g.state.players["B"].battle == []


PER_CARD = spell("試験構成カード", "[{choose: {target: {player: you, count: 1}}}, "
                               "{destroy: {target: {player: opponent, count: {cards of: chosen}}}}]")


def test_a_count_of_the_chosen_creatures_cards_includes_its_stack_and_its_aura() -> None:
    """``count: {cards of: chosen}`` (109.2c): an evolution creature with an オーラ is three cards."""
    g = new_game("tcg", PER_CARD, turn="A")
    card, = g.board.cards("A", Zone.HAND, ["試験構成カード"])
    mine = g.board.creature("A", ["クリスタル・ランサー", "アクア・ガード"], auras=["極幻空 ザハ・エルハ"])
    assert len(mine.component_cards) == 3
    for name in ("予言者リュゾル", "アクア・ビークル", "青銅の鎧", "予言者クルト"):
        g.board.creature("B", [name])
    g.cast("A", card, free=True)
    assert len(g.state.players["B"].battle) == 1


def test_cards_of_takes_only_chosen() -> None:
    with pytest.raises(CardDataError, match="cards of"):
        spell("試験構成カード誤り", "[{destroy: {target: {count: {cards of: this}}}}]")
