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


def _keys_read(source: str, functions: set[str]) -> set[str]:
    """The string keys ``functions`` read of their filter ``f``: ``"k" in f``, ``f.get("k")``, ``f["k"]``."""
    import ast

    found: set[str] = set()
    for node in ast.walk(ast.parse(source)):
        if not (isinstance(node, ast.FunctionDef) and node.name in functions):
            continue
        for n in ast.walk(node):
            if isinstance(n, ast.Compare) and isinstance(n.left, ast.Constant) and isinstance(n.left.value, str) \
                    and any(isinstance(c, ast.Name) and c.id == "f" for c in n.comparators):
                found.add(n.left.value)
            elif isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and n.func.attr == "get" \
                    and isinstance(n.func.value, ast.Name) and n.func.value.id == "f":
                found.add(n.args[0].value)  # type: ignore[attr-defined]
            elif isinstance(n, ast.Subscript) and isinstance(n.value, ast.Name) and n.value.id == "f":
                found.add(n.slice.value)  # type: ignore[attr-defined]
    return found


def test_object_keys_are_every_key_matches_reads() -> None:
    """matches answers a filter with none of OBJECT_KEYS at once: the set must hold every key it reads."""
    import inspect

    from engine.mechanics import filters

    read = _keys_read(inspect.getsource(filters), {"matches", "_cost_passes", "_relative"})
    assert "max cost" in read and "whose" in read and "shares a race with" in read  # the reader works
    assert read == filters.OBJECT_KEYS


def test_a_filter_of_no_object_key_passes_everything() -> None:
    g = new_game("tcg")
    spell, creature = g.board.cards("A", Zone.HAND, ["クリスタル・メモリー", "爆炎野郎ジョー"])
    for f in ({}, {"cast from": "hand"}, {"count": 2}):
        assert matches(g, spell, f, Perspective("A")) and matches(g, creature, f, Perspective("A"))
    assert not matches(g, spell, {"cast from": "hand", "creature": True}, Perspective("A"))
