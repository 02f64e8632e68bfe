"""The definitions a game made cards of (engine/model/made.py): every way of making a card or changing its
definition notes it, the set only grows (a state the game goes back to keeps a superset), and the check
finds a card the game never noted; the fast paths that read it answer as the zones do."""

from __future__ import annotations

from engine.kernel.registry import run_effects
from engine.mechanics import gr
from engine.model import made
from engine.model.cards import Effect
from engine.model.objects import Card, Zone
from engine.model.snapshot import Copier
from tests.conftest import new_game


def test_every_card_a_game_makes_is_noted_and_a_flip_notes_its_new_side() -> None:
    g = new_game("tcg", turn="A")
    cr = g.board.creature("A", ["時空の火焔ボルシャック・ドラゴン"])
    g.board.cards("B", Zone.GRAVEYARD, ["デーモン・ハンド"])
    assert made.problem(g.made, g.state) is None
    run_effects(g, "A", [Effect("flip", {"to": "勝利の覚醒者ボルシャック・メビウス", "awaken": True})], cr.top, cr)
    assert id(cr.top.definition) in g.made.ids and made.problem(g.made, g.state) is None


def test_the_check_finds_a_card_made_past_the_game() -> None:
    g = new_game("tcg", turn="A")
    stray = Card(g.state.next_uid(), g.catalog.get("デーモン・ハンド"), "A")  # not Game.new_card
    g.state.players["A"].graveyard.append(stray)
    assert made.problem(g.made, g.state) == f"{stray} has a definition the game never noted (engine.model.made)"


def test_a_state_gone_back_to_keeps_a_superset() -> None:
    g = new_game("tcg", turn="A")
    saved = Copier(shared=[g]).copy(g.state)
    g.board.cards("A", Zone.HAND, ["デーモン・ハンド"])
    g.state = saved  # as the explorer loads a saved state: the game is the same object
    assert made.problem(g.made, g.state) is None and id(g.catalog.get("デーモン・ハンド")) in g.made.ids


def test_unread_gives_each_definition_once_per_path() -> None:
    g = new_game("tcg", turn="A")
    first = g.made.unread("test")
    assert first and g.made.unread("test") == []
    g.board.cards("A", Zone.HAND, ["デーモン・ハンド"])
    assert [d.name for d in g.made.unread("test")] == ["デーモン・ハンド"]


def test_a_game_without_gr_cards_skips_the_gr_check_and_one_with_them_sends_them_back() -> None:
    g = new_game("tcg", turn="A")
    assert not g.made.gr
    gr.back_to_gr(g)  # nothing to do, nothing read
    g.board.cards("A", Zone.GR, ["The ジョラゴン・ガンマスター"])
    g.board.cards("A", Zone.GRAVEYARD, ["ヤッタレロボ"])
    assert g.made.gr
    gr.back_to_gr(g)
    assert [c.name for c in g.state.players["A"].gr] == ["The ジョラゴン・ガンマスター", "ヤッタレロボ"]
