"""Filter keys on their own (engine/mechanics/filters.py): ``min cost``, ``costs more than mana``."""

from __future__ import annotations

from engine.mechanics.filters import Perspective, matches
from engine.model.objects import Zone
from steps.runtime.world import FILLER
from tests.conftest import new_game


def test_costs_more_than_mana_filter() -> None:
    from engine.mechanics.filters import Perspective, matches

    g = new_game("tcg")
    g.board.cards("B", Zone.MANA, [FILLER] * 3)
    cheap, dear = g.board.cards("B", Zone.HAND, [FILLER, "アクア・サーファー"])
    f = {"costs more than mana": True}
    assert not matches(g, cheap, f, Perspective("A")) and matches(g, dear, f, Perspective("A"))
    assert matches(g, cheap, {"costs more than mana": False}, Perspective("A"))


def test_min_cost_filter() -> None:
    g = new_game("tcg")
    cheap, dear = g.board.cards("A", Zone.HAND, [FILLER, "暗黒の騎士ザガーン"])
    assert matches(g, dear, {"min cost": 5}, Perspective("A"))
    assert not matches(g, cheap, {"min cost": 5}, Perspective("A"))


def test_not_race_filter() -> None:
    g = new_game("tcg")
    guardian, human = g.board.cards("A", Zone.HAND, ["天空の守護者グラン・ギューレ", "爆炎野郎ジョー"])
    f = {"not race": ["ガーディアン", "キカイヒーロー"]}
    assert not matches(g, guardian, f, Perspective("A")) and matches(g, human, f, Perspective("A"))


def test_any_of_filter() -> None:
    g = new_game("tcg")
    dragon, evolution, human = g.board.cards("A", Zone.HAND, ["ボルシャック・ドラゴン", "アストラル・テンペスト",
                                                               "爆炎野郎ジョー"])
    f = {"any of": [{"evolution": True}, {"race category": "ドラゴン"}]}
    assert matches(g, dragon, f, Perspective("A")) and matches(g, evolution, f, Perspective("A"))
    assert not matches(g, human, f, Perspective("A"))


def test_shares_a_race_with_the_crossed_creature() -> None:
    g = new_game("tcg")
    host = g.board.creature("A", ["予言者クルト"])
    gear = g.board.creature("A", ["エメラルド・クロー"])
    gear.attached_to = host
    same = g.board.creature("B", ["予言者リュゾル"])
    other = g.board.creature("B", ["爆炎野郎ジョー"])
    f = {"shares a race with": "crossed"}
    who = Perspective("A", source_creature=gear)
    assert matches(g, same, f, who) and matches(g, host, f, who) and not matches(g, other, f, who)
    gear.attached_to = None
    assert not matches(g, same, f, who)
