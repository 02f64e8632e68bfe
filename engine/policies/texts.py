"""Which text of a card a profile plays: the printed (TCG) text or its DMPS version.

DMPS adjusts many cards (000 系統的な調整例, カード個別の調整); the catalog writes the DMPS text
in a card's ``dmps:`` section (:meth:`engine.model.cards.CardDef.for_profile`).
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.model.cards import CardDef


@dataclass(frozen=True)
class CardTexts:
    name: str
    dmps: bool  # plays the DMPS versions
    old: bool = False  # plays the older DMPS texts where the catalog records them (``dmps-old:``)

    def version(self, card: CardDef) -> CardDef:
        """The version of ``card`` this profile plays."""
        return card.for_profile_old() if self.old else card.for_profile(self.dmps)


TCG_TEXTS = CardTexts("TCG texts", dmps=False)
DMPS_TEXTS = CardTexts("DMPS versions", dmps=True)
DMPS_OLD_TEXTS = CardTexts("DMPS versions, older texts where recorded", dmps=True, old=True)
