"""S-back (S・バック) from the mana zone when a creature may be summoned from there (マナ召喚).

000 ルールの違い / その他: マナ召喚ができる状況でも、マナゾーンからS・バックを使えない — a DMPS
difference, so the paper rules are read as allowing it (an S-back summons the card, and a mana
summon lets it be summoned from the mana zone). That TCG side is this contrast's reading, not a
source's statement.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class ManaSummon:
    name: str
    s_back_from_mana: bool  # with a mana summon allowed, an S-back card in the mana zone may be used


S_BACK_FROM_MANA = ManaSummon("with a mana summon allowed, S-back also from the mana zone (assumed TCG)", True)
NO_S_BACK_FROM_MANA = ManaSummon("no S-back from the mana zone, even with a mana summon allowed (DMPS)", False)
