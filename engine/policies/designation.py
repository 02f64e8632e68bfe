"""Choosing "a card" (カード指定): any card of the zone (TCG) or an element (DMPS).

000 (カード指定除去の概念が異なる): in DMPS a text that chooses a "card" of the battle zone chooses
what the TCG calls an element (plus a seal): never a card under an evolution creature, and the
element moves with all its cards — no rebuild. A "card" of the shield zone is a shield card
(a castle fortifying it is not one; left alone, it goes to the graveyard by the state-based
check). And (リンクによって…) a linked creature is handled as if it were one card: chosen,
counted and moved as a unit, its cost the sum of its cards'. The TCG (000's contrast, 109.2a):
an effect that chooses a card may choose any card of the zone — the top card of a creature
(which leaves alone: a rebuild), a card under it, one card of a link, a castle — and affects
that card only.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class CardDesignation:
    """What "choose a card" may choose in the battle zone and the shield zone."""

    name: str
    elements: bool  # a card of the battle zone is an element (DMPS); else any card (TCG)

    @property
    def shield_cards_only(self) -> bool:
        """In the shield zone only shield cards are cards (DMPS)."""
        return self.elements

    @property
    def link_is_one_card(self) -> bool:
        """A linked creature is one card, its cost the sum (DMPS)."""
        return self.elements


ANY_CARD = CardDesignation("any card of the zone: a top card alone (rebuild), a card under, one linked card", False)
ELEMENTS = CardDesignation("an element with all its cards, a linked creature as one card; in the shield zone a "
                           "shield card (000)", True)
