"""Tap skills (タップスキル / "このクリーチャーで攻撃するかわりに、タップして次の能力を使ってもよい") of a
creature that must attack if able.

000 その他: 2022年10月28日の裁定変更前の時点で、タップスキルは可能であれば攻撃する状態であっても、
攻撃するかわりに発動できた — listed with the DMPS handling the TCG later made official (the
catalog's reading; the change's direction is a doubt it records). So the current TCG and DMPS
allow it, and the paper rules before 2022-10-28 did not (a dated rule change).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class TapSkills:
    name: str
    must_attack_may_tap: bool  # a creature that must attack may use its tap skill instead


MUST_ATTACK_MAY_TAP = TapSkills("a creature that must attack may use its tap skill instead", True)
MUST_ATTACK_ATTACKS = TapSkills("a creature that must attack can't use its tap skill instead", False)
