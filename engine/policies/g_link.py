"""G-link (G・リンク, 003 ゴッド・リンク): how two gods become one creature.

TCG (dm24 texts): G・リンク《X》の左横(バトルゾーンに自分の指定ゴッドがあれば、このカードをリンクしても
よい…) — a static ability: as the god is put into the battle zone next to its partner, its
controller may link it. 000 その他: G・リンクは常在型能力から起動型能力になった — in DMPS the player
activates it (the rest of the DMPS procedure is not given; the catalog notes it).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class GLink:
    name: str
    on_entering: bool  # offered as a god enters next to its partner (else: an action the player takes)


AS_IT_ENTERS = GLink("a static ability: offered as the god enters next to its partner (TCG)", on_entering=True)
ACTIVATED = GLink("an activated ability: linked when the player activates it (DMPS)", on_entering=False)
