"""``static: {shield trigger as it goes to hand: true}`` (113.6c): a card gives itself S・トリガー on its way from the
shield zone to the hand while its if: holds, read with the broken shields waiting (not counted since 113.6a)."""

from __future__ import annotations

import pytest

from engine.model.decisions import Decision
from engine.model.objects import Zone
from tests.conftest import new_game

KATSUKING = "切札勝太&カツキング -熱血の物語-"


def _broken(profile: str, shields: int, breaker: str) -> list[str]:
    g = new_game(profile, turn="A", script=[("A", Decision.BREAK, "shield 1"), ("A", Decision.BREAK, "shield 2"),
                                            ("A", Decision.BREAK, "shield 3"),
                                            ("B", Decision.USE_SHIELD_TRIGGER, f"use {KATSUKING}")])
    g.board.cards("B", Zone.SHIELDS, [KATSUKING] + ["予言者リュゾル"] * (shields - 1))
    g.attack(g.board.creature("A", [breaker]), "B")
    return [cr.name for cr in g.state.players["B"].battle]


def test_three_of_five_broken_leave_two_counted() -> None:
    assert _broken("tcg", 5, "グラディアン・レッド・ドラゴン") == [KATSUKING]


def test_one_of_four_broken_leaves_three() -> None:
    assert _broken("tcg", 4, "凶戦士ブレイズ・クロー") == []


@pytest.mark.parametrize("profile", ["tcg-2021", "tcg-2020"])
def test_before_2024_the_waiting_shields_count(profile: str) -> None:
    assert _broken(profile, 5, "グラディアン・レッド・ドラゴン") == []
