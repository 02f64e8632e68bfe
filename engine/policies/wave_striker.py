"""ウェーブストライカー (DM-11): "if there are two or more other creatures with wave striker in the
battle zone, this creature has the following ability" — whose creatures count.

The printed text (dm11-022 予言者ラメール: バトルゾーンに「ウェーブストライカー」を持つクリーチャーが
他に２体以上あれば) counts both players' creatures. 000 その他 (and 系統的な調整例, 001):
ウェーブストライカーは、お互いのクリーチャーを参照していたのが、自分のクリーチャーだけを参照する
ようになっている — DMPS counts only yours.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class WaveStriker:
    name: str
    own_only: bool  # only the wave striker's controller's creatures count

    def counts(self, holder: str, other: str) -> bool:
        """Whether a wave striker controlled by ``other`` counts for one controlled by ``holder``."""
        return not self.own_only or holder == other


BOTH_SIDES = WaveStriker("both players' wave strikers count (TCG)", own_only=False)
OWN_SIDE = WaveStriker("only your wave strikers count (DMPS)", own_only=True)
