"""Stacked shields (シールド・プラス): a stack of cards is one shield — counted, chosen, broken and
moved as one (engine.mechanics.stacked_shields, the operation ``shield plus``)."""

from __future__ import annotations

from engine.mechanics import stacked_shields
from engine.model.cards import Effect
from engine.model.decisions import Decision
from engine.model.objects import Zone
from engine.model.snapshot import Copier, state_key
from tests.conftest import new_game


def test_shield_plus_puts_the_deck_top_under_the_chosen_shield_and_adds_no_shield() -> None:
    g = new_game("dmps", script=[("A", Decision.CHOOSE_SHIELD, "player A's shield 2")], turn="A")
    a = g.state.players["A"]
    first, second = g.board.cards("A", Zone.SHIELDS, ["予言者クルト", "予言者クルト"])
    top = a.deck[0]
    g.effect("A", Effect("shield plus", {"n": 1}))
    assert a.shields == [first, second] and a.count(Zone.SHIELDS) == 2
    assert stacked_shields.shield_cards(g, second) == [second, top]
    assert top not in a.deck and g.state.locate(top) == (a, Zone.SHIELDS)
    assert not top.face_up


def test_shield_plus_does_nothing_without_a_shield() -> None:
    g = new_game("tcg", turn="A")
    a = g.state.players["A"]
    deck = list(a.deck)
    g.effect("A", Effect("shield plus", {"n": 1}))
    assert a.deck == deck and not a.under_shields


def test_a_stacked_shield_at_the_dmps_limit_takes_a_card_under_it() -> None:
    g = new_game("dmps", turn="A")
    a = g.state.players["A"]
    g.board.cards("A", Zone.SHIELDS, ["予言者クルト"] * 10)
    g.effect("A", Effect("shield plus", {"n": 1}))
    assert len(a.shields) == 10 and len(a.under_shields) == 1  # no new shield: no overflow


def test_breaking_a_stacked_shield_puts_every_card_into_the_hand() -> None:
    g = new_game("tcg", turn="A")
    b = g.state.players["B"]
    shield, other = g.board.cards("B", Zone.SHIELDS, ["予言者クルト", "予言者リュゾル"])
    under = g.board.stacked("B", 1, ["予言者クルト", "予言者クルト"])
    g.break_shields(None, "B", 1)
    assert b.shields == [other] and not b.under_shields
    assert all(c in b.hand for c in (shield, *under))
    broke = [e for e in g.state.events if e.kind == "broke"]
    assert len(broke) == 1  # one shield was broken


def test_each_card_of_a_broken_stack_offers_its_shield_trigger() -> None:
    g = new_game("tcg", turn="A")
    g.board.cards("B", Zone.SHIELDS, ["予言者クルト"])
    g.board.stacked("B", 1, ["デーモン・ハンド"])
    joe = g.board.creature("A", ["凶戦士ブレイズ・クロー"])
    g.attack(joe, "B")
    b = g.state.players["B"]
    assert [c.name for c in b.graveyard] == ["デーモン・ハンド"]
    assert joe not in g.state.players["A"].battle


def test_a_shield_moved_by_an_effect_takes_its_stack_along() -> None:
    g = new_game("tcg", turn="A")
    a = g.state.players["A"]
    g.board.cards("A", Zone.SHIELDS, ["予言者クルト"])
    under = g.board.stacked("A", 1, ["デーモン・ハンド"])
    g.effect("A", Effect("shield to graveyard", {"player": "you", "n": 1}))
    assert not a.shields and not a.under_shields
    assert [c.name for c in a.graveyard] == ["予言者クルト", "デーモン・ハンド"] and under[0] in a.graveyard


def test_a_top_card_leaving_alone_leaves_the_rest_as_the_shield() -> None:
    g = new_game("tcg", turn="A")
    a = g.state.players["A"]
    top, = g.board.cards("A", Zone.SHIELDS, ["予言者クルト"])
    second, third = g.board.stacked("A", 1, ["予言者リュゾル", "デーモン・ハンド"])
    g.put(top, Zone.GRAVEYARD)  # a shield card chosen by itself (card designation)
    assert a.shields == [second] and stacked_shields.stacked(g, second) == [third]


def test_the_state_key_and_the_copier_see_the_stacks() -> None:
    g = new_game("tcg", turn="A")
    g.board.cards("A", Zone.SHIELDS, ["予言者クルト", "予言者クルト"])
    before = state_key(g.state)
    g.board.stacked("A", 1, ["予言者リュゾル"])
    assert state_key(g.state) != before
    copy = Copier().copy(g.state)
    assert state_key(copy) == state_key(g.state)
    under = copy.players["A"].under_shields[0]
    assert under.stacked_under is copy.players["A"].shields[0]
    assert under.stacked_under is not g.state.players["A"].shields[0]
