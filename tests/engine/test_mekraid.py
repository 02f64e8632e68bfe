"""メクレイド (engine/ops/mekraid.py): three cards looked at whatever N is, one of the race and cost N or
less used for free (any card type, either side of a twinpact), the rest to the bottom of the deck; and
レイド・エントリー shuffled into the deck before its メクレイド looks (Q&A of 2023-04-14)."""

from __future__ import annotations

from typing import TypeVar

from engine.model.objects import Zone
from tests.conftest import new_game
from tests.helpers.deciders import OfferRecorder

T = TypeVar("T")


def test_mekraid_looks_at_three_and_offers_the_race_of_any_type() -> None:
    """The attack trigger of 強襲竜 ボルシャック・レイダー: the fourth card is not looked at; the タマシード and
    both sides of the twinpact are offered, not 予言者リュゾル; nothing used, the three go to the bottom."""
    recorder = OfferRecorder("cast for free")
    g = new_game("tcg", decider=recorder, deck=0, turn="A")
    g.board.cards("A", Zone.DECK, ["ボル武者の炎霊", "強襲竜 ボルシャック・レイダー", "予言者リュゾル",
                                   "ボル武者の炎霊"])
    g.board.cards("B", Zone.DECK, ["予言者リュゾル"] * 5)
    raider = g.board.creature("A", ["強襲竜 ボルシャック・レイダー"])
    g.attack(raider, "B")
    raider_card = "強襲竜 ボルシャック・レイダー／レイド・エントリー"
    assert recorder.offered == ["ボル武者の炎霊", raider_card, "レイド・エントリー", "stop"]
    assert g.state.players["A"].deck[0].name == "ボル武者の炎霊" and len(g.state.players["A"].deck) == 4


def test_raid_entry_is_shuffled_in_before_its_mekraid() -> None:
    g = new_game("tcg", deck=0, turn="A")
    g.board.cards("B", Zone.DECK, ["予言者リュゾル"] * 5)
    g.board.cards("A", Zone.DECK, ["予言者リュゾル"])
    card, = g.board.cards("A", Zone.HAND, ["レイド・エントリー"])
    g.cast("A", card, free=True)
    assert [cr.name for cr in g.state.players["A"].battle] == ["強襲竜 ボルシャック・レイダー／レイド・エントリー"]
    assert len(g.state.players["A"].deck) == 1
    assert not g.state.players["A"].graveyard
