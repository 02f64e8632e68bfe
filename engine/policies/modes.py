"""When an ability that says 「次のうちいずれか１つを選ぶ」 has its mode chosen.

000 その他: 2022年6月24日の裁定変更前の時点で、モードを選ぶのは、待機させる瞬間ではなく、解決の
直前に行っていた — DMPS chose just before resolving, and the TCG ruling of 2022-06-24 made it so
(the catalog's reading): before that date the paper rules chose as the ability started waiting.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class ModeChoice:
    name: str
    at_resolution: bool  # chosen just before it resolves (else: as it starts waiting)


AT_RESOLUTION = ModeChoice("just before the ability resolves (2022-06-24 on; DMPS)", at_resolution=True)
WHEN_WAITING = ModeChoice("as the ability starts waiting (before 2022-06-24)", at_resolution=False)
