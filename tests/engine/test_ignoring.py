"""Ignoring abilities (無視, engine/mechanics/abilities.py): the one lookup of a creature's
abilities and keywords applies ``ignore abilities`` statics (printed and given ones), only to
creatures, with a look back for leave triggers; ``ignore spell effects`` makes a spell do nothing."""

from __future__ import annotations

from engine.mechanics import abilities, kinds
from engine.model.objects import Zone
from tests.conftest import new_game


def test_a_small_creature_has_no_abilities_or_keywords_while_genmu_is_out() -> None:
    g = new_game("tcg", turn="A")
    small = g.board.creature("A", ["月光の守護者ディア・ノーク"])
    big = g.board.creature("A", ["暗黒の騎士ザガーン"])
    assert g.has_keyword(small, "blocker")
    genmu = g.board.creature("B", ["∞龍 ゲンムエンペラー"])
    small.granted_keywords = frozenset({"speed attacker"})
    assert abilities.ignored(g, small) and not abilities.ignored(g, big) and not abilities.ignored(g, genmu)
    assert not g.has_keyword(small, "blocker") and not g.has_keyword(small, "speed attacker")
    assert g.has_keyword(big, "w breaker") and g.has_keyword(genmu, "blocker")
    assert g.abilities_of(small) == ()


def test_a_look_back_reads_the_battle_zone_it_is_given() -> None:
    g = new_game("tcg", turn="A")
    warrior = g.board.creature("A", ["アクア・ウォリアー"])
    genmu = g.board.creature("B", ["∞龍 ゲンムエンペラー"])
    before = [warrior, genmu]
    g.state.players["B"].battle.remove(genmu)
    kinds.changed()  # a change by hand: what is kept of the battle zone is read again (engine.mechanics.kinds)
    assert not abilities.ignored(g, warrior)
    assert abilities.ignored(g, warrior, before)


def test_a_non_creature_is_never_ignored_as_a_creature() -> None:
    g = new_game("tcg", turn="A")
    suit = g.board.creature("A", ["インビジブル・スーツ"])
    g.board.creature("B", ["∞龍 ゲンムエンペラー"])
    assert not abilities.ignored(g, suit)


def test_the_effects_of_a_small_spell_are_ignored() -> None:
    g = new_game("tcg", turn="A")
    spell, = g.board.cards("A", Zone.HAND, ["エナジー・ライト"])
    assert abilities.spell_ignored(g, 3, "A") is None
    g.board.creature("B", ["∞龍 ゲンムエンペラー"])
    assert abilities.spell_ignored(g, 3, "A") == "∞龍 ゲンムエンペラー"
    assert abilities.spell_ignored(g, 6, "A") is None
    g.cast_for_free("A", spell)
    assert len(g.state.players["A"].hand) == 0 and spell in g.state.players["A"].graveyard
