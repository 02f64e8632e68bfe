"""Dragheart weapons (305; engine/mechanics/weapons.py): equipped to a creature, sent to the hyperspatial
zone by the state-based check when alone (117.2), kept by a sealed creature, never counted as a cross gear."""

from __future__ import annotations

import pytest

from engine.kernel.registry import run_effects
from engine.mechanics import gear, seals, weapons
from engine.model.cards import Effect
from engine.model.errors import ScriptError
from engine.model.objects import Creature, Zone
from tests.conftest import new_game


def test_a_weapon_alone_goes_to_the_hyperspatial_zone_at_the_state_based_check() -> None:
    g = new_game("tcg", turn="A")
    weapon = g.board.creature("A", ["銀河剣 プロトハート"])
    g.state_based_actions()
    assert weapon not in g.state.players["A"].battle
    assert [c.name for c in g.state.players["A"].hyperspatial] == ["銀河剣 プロトハート"]
    assert not g.state.players["A"].graveyard


def test_an_equipped_weapon_stays_and_leaves_when_its_creature_does() -> None:
    g = new_game("tcg", turn="A")
    cr = g.board.creature("A", ["凶戦士ブレイズ・クロー"])
    weapon = g.board.creature("A", ["銀河剣 プロトハート"])
    g.board.equip(weapon, cr)
    g.state_based_actions()
    assert weapons.equipped_to(g, weapon) is cr
    g.remove_creature(cr, Zone.HAND, "test")
    g.state_based_actions()
    assert [c.name for c in g.state.players["A"].hyperspatial] == ["銀河剣 プロトハート"]
    assert [c.name for c in g.state.players["A"].hand] == ["凶戦士ブレイズ・クロー"]


def test_a_sealed_creature_keeps_its_weapon() -> None:
    g = new_game("tcg", turn="A")
    cr = g.board.creature("A", ["凶戦士ブレイズ・クロー"])
    weapon = g.board.creature("A", ["銀河剣 プロトハート"])
    g.board.equip(weapon, cr)
    seals.put_seal(g, cr, "A")
    g.state_based_actions()
    assert weapons.equipped_to(g, weapon) is cr and weapon in g.state.players["A"].battle


def test_a_weapon_is_no_cross_gear_of_its_creature() -> None:
    g = new_game("tcg", turn="A")
    cr = g.board.creature("A", ["凶戦士ブレイズ・クロー"])
    weapon = g.board.creature("A", ["銀河剣 プロトハート"])
    g.board.equip(weapon, cr)
    assert gear.gears_on(g, cr) == []


def test_only_a_weapon_is_equipped_and_only_to_its_controllers_creature() -> None:
    g = new_game("tcg", turn="A")
    mine = g.board.creature("A", ["凶戦士ブレイズ・クロー"])
    theirs = g.board.creature("B", ["凶戦士ブレイズ・クロー"])
    weapon = g.board.creature("A", ["銀河剣 プロトハート"])
    with pytest.raises(ScriptError, match="not a dragheart weapon"):
        g.board.equip(mine, mine)
    with pytest.raises(ScriptError, match="creature of its controller's"):
        g.board.equip(weapon, theirs)


def _put_weapon(equip: str) -> tuple[Creature | None, Creature, Creature]:
    g = new_game("tcg", turn="A")
    dragoner = g.board.creature("A", ["凶戦士ブレイズ・クロー"])
    other = g.board.creature("A", ["予言者リュゾル"])
    g.board.cards("A", Zone.HYPERSPATIAL, ["銀河剣 プロトハート"])
    put = {"zone": "hyperspatial zone", "count": 1, "equip": equip, "filter": {"type": "dragheart"}}
    run_effects(g, "A", [Effect("put from zone", put)], dragoner.top, dragoner)
    weapon = next(e for e in g.state.players["A"].battle if weapons.is_weapon(e))
    return weapons.equipped_to(g, weapon), dragoner, other


def test_put_from_zone_equips_a_weapon_to_the_abilitys_own_creature_or_a_chosen_one() -> None:
    host, dragoner, _ = _put_weapon("this")
    assert host is dragoner  # (このクリーチャーに装備して出す)
    host, dragoner, other = _put_weapon("yours")
    assert host in (dragoner, other)  # (自分のクリーチャーに装備して出す): one of them, chosen


def test_an_any_of_that_names_types_only_lifts_the_creature_assumption() -> None:
    g = new_game("tcg", turn="A")
    g.board.cards("A", Zone.HYPERSPATIAL, ["銀河剣 プロトハート"])
    typed = {"max cost": 5, "any of": [{"type": "psychic creature"}, {"type": "dragheart"}]}
    run_effects(g, "A", [Effect("put from zone", {"zone": "hyperspatial zone", "count": 1, "filter": typed})], None)
    assert not g.state.players["A"].hyperspatial  # a dragheart passes: 「カード」 of the hyperspatial zone
    g.board.cards("A", Zone.HYPERSPATIAL, ["邪帝斧 ボアロアックス"])
    run_effects(g, "A", [Effect("put from zone", {"zone": "hyperspatial zone", "count": 1,
                                                  "filter": {"any of": [{"civilization": "nature"}]}})], None)
    assert [c.name for c in g.state.players["A"].hyperspatial] == ["邪帝斧 ボアロアックス"]  # a creature is assumed
