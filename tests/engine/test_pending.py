"""The pending state (004), rebuild (002), card designation (000) and the card-data checks that
came with them, at the engine's level."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.catalog.loader import load_file
from engine.mechanics.filters import cost_of
from engine.model.errors import CardDataError, IllegalActionError
from engine.model.objects import Zone
from engine.policies.profiles import RULE_CHANGES, get_profile
from tests.conftest import new_game


def write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "cards.yaml"
    path.write_text(text, encoding="utf-8")
    return path


SPELL = "- name: テスト\n  type: spell\n  civilizations: [fire]\n  cost: 1\n  abilities:\n"


# ----------------------------------------------------------------- card data: unknown keys
def test_an_unknown_key_in_when_is_a_load_error_with_its_line(tmp_path: Path) -> None:
    path = write(tmp_path, SPELL + "    - when: {event: your creature attacks, rce category: ドラゴン}\n"
                                   "      do: [draw: 1]\n")
    with pytest.raises(CardDataError, match=r"cards.yaml:6: field 'when': unknown key 'rce category' .*did you mean "
                                            r"'race category'"):
        load_file(path)


def test_an_event_parameter_belongs_to_its_event_only(tmp_path: Path) -> None:
    ok = write(tmp_path, SPELL + "    - when: {event: you cast a spell, cast from: graveyard}\n      do: [draw: 1]\n")
    load_file(ok)
    bad = write(tmp_path, SPELL + "    - when: {event: your turn starts, cast from: graveyard}\n      do: [draw: 1]\n")
    with pytest.raises(CardDataError, match=r":6: field 'when': unknown key 'cast from'.*did you mean"):
        load_file(bad)


def test_an_unknown_key_in_instead_of_a_target_or_a_filter_is_a_load_error(tmp_path: Path) -> None:
    path = write(tmp_path, SPELL + "    - instead of: {event: a creature enters, max cots: 3}\n"
                                   "      do: [redirect: graveyard]\n")
    with pytest.raises(CardDataError, match=r":6: field 'instead of': unknown key 'max cots'.*'max cost'"):
        load_file(path)
    path = write(tmp_path, SPELL + "    - when: this cast\n      do:\n        - destroy: {target: {player: opponent, "
                                   "cont: 1}}\n")
    with pytest.raises(CardDataError, match=r":8: field 'destroy': unknown key 'cont' in a target.*'count'"):
        load_file(path)
    path = write(tmp_path, SPELL + "    - when: this cast\n      do:\n        - put from zone: {zone: deck, filter: "
                                   "{civilisation: fire}}\n")
    with pytest.raises(CardDataError, match=r":8: field 'put from zone': unknown key 'civilisation'.*'civilization'"):
        load_file(path)


def test_every_unknown_key_gets_a_suggestion(tmp_path: Path) -> None:
    path = write(tmp_path, SPELL + "    - when: {event: this cast, zzzz: 1}\n      do: [draw: 1]\n")
    with pytest.raises(CardDataError, match="did you mean"):
        load_file(path)


# ----------------------------------------------------------------- the pending state
def test_a_spell_being_cast_is_counted_nowhere_and_belongs_to_its_zone() -> None:
    g = new_game(turn="A")
    g.board.cards("A", Zone.MANA, ["アクア・ビークル"] * 3)
    spell, other = g.board.cards("A", Zone.HAND, ["エナジー・ライト", "予言者リュゾル"])
    seen: list[tuple[int, object, bool]] = []
    g.watch(lambda label, c: seen.append((g.state.players["A"].count(Zone.HAND), g.state.locate(c),
                                          c.pending is not None)))
    g.cast("A", spell)
    assert seen == [(1, (g.state.players["A"], Zone.HAND), True)]
    assert spell.pending is None and spell in g.state.players["A"].graveyard
    assert g.state.players["A"].belonging(Zone.HAND) == g.state.players["A"].hand


def test_before_2022_09_14_a_used_card_is_in_the_nowhere_zone() -> None:
    g = new_game("tcg-2021", turn="A")
    g.board.cards("A", Zone.MANA, ["アクア・ビークル"] * 3)
    spell, = g.board.cards("A", Zone.HAND, ["エナジー・ライト"])
    where: list[object] = []
    g.watch(lambda label, c: where.append(g.state.locate(c)))
    g.cast("A", spell)
    assert where == [(g.state.players["A"], Zone.NOWHERE)]


def test_back_in_its_zone_a_pending_card_keeps_its_place_and_orientation_and_no_event_happens() -> None:
    g = new_game(turn="A")
    g.board.creature("B", ["獣軍隊 ヤドック"])
    verde, *_ = g.board.cards("A", Zone.MANA, ["虹速 ザ・ヴェルデ", *["シェル・ラック"] * 3])
    g.summon("A", verde)
    assert g.state.players["A"].mana[0] is verde and verde.tapped
    assert not [e for e in g.state.events if e.card is verde and e.kind == "moved"]


def test_the_dated_profiles_are_derived_from_the_rule_changes() -> None:
    assert {c.fork for c in RULE_CHANGES} >= {"pending", "rebuild"}
    assert get_profile("tcg-2021").pending.nowhere and get_profile("tcg-2021").rebuild.stacked
    assert get_profile("tcg-2020").pending.nowhere and not get_profile("tcg-2020").rebuild.stacked
    assert not get_profile("tcg").pending.nowhere


# ----------------------------------------------------------------- rebuild
def test_a_rebuilt_creature_is_the_same_object_not_newly_entered() -> None:
    g = new_game(turn="A")
    cr = g.board.creature("A", ["クリスタル・ランサー", "アクア・ハルカス", "アクア・ガード"], tapped=True)
    entered = len([e for e in g.state.events if e.kind == "entered"])
    g.remove_top(cr, Zone.HAND, "bounce")
    assert g.state.players["A"].battle == [cr] and cr.tapped
    assert [c.name for c in cr.cards] == ["アクア・ハルカス", "アクア・ガード"]
    assert len([e for e in g.state.events if e.kind == "entered"]) == entered


def test_reordering_the_cards_under_a_creature_is_refused_since_2021() -> None:
    for profile, allowed in (("tcg", False), ("tcg-2020", True)):
        g = new_game(profile, turn="A")
        cr = g.board.creature("A", ["クリスタル・ランサー", "アクア・ガード", "アクア・ビークル"])
        under = list(reversed(cr.cards[1:]))
        try:
            g.reorder_under(cr, under)
            done = True
        except IllegalActionError:
            done = False
        assert done is allowed


def test_a_linked_creature_costs_the_sum_of_its_cards() -> None:
    g = new_game(turn="A")
    cr = g.board.creature("A", ["G・E・レオパルド + G・A・ペガサス"])
    assert cost_of(cr) == 11 and g.power(cr) == 7000
