"""Deck-building rules (003 事前準備; 000 DP殿堂): copies of one card, and DMPS's DP殿堂
cards (at most one copy). The checks are :mod:`engine.catalog.decks`."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class DeckRules:
    copy_limit: int = 4
    dp_hall_of_fame: bool = False  # DP殿堂: at most one copy of such a card

    @property
    def name(self) -> str:
        return f"at most {self.copy_limit} copies" + ("; DP殿堂 cards once" if self.dp_hall_of_fame else "")


TCG_DECKS = DeckRules()
DMPS_DECKS = DeckRules(dp_hall_of_fame=True)
