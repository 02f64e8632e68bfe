"""Meteorburn (メテオバーン) whose text does not say which card under the creature goes.

TCG (dm22 texts): 「このクリーチャーの下にあるカードを１枚墓地に置いてもよい」 — the controller
chooses. 000 その他: メテオバーンは、特に記述がない場合、進化元として先に選択したクリーチャーから
順に墓地へ置かれる — DMPS takes the source selected first, then the next. A text that says
「選び」 lets the controller choose under every profile (``choose: true``).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class MeteorburnOrder:
    name: str
    player_chooses: bool  # the controller chooses the card under the creature


PLAYER_CHOOSES_CARD = MeteorburnOrder("the controller chooses the card (TCG)", True)
FIRST_SELECTED = MeteorburnOrder("the source selected first goes first (DMPS)", False)
