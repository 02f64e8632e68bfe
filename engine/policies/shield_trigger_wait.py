"""Where declared shield triggers wait until they are used.

TCG (113.6; 004 ルール: PEND-RULE-04): the declared shields go to the hand with the other broken
shields and are used from there, one at a time; while they wait they are hand cards (counted,
discardable). 000 ゲームの仕様にもとづく調整例: 使用宣言したS・トリガーは確認不能な領域に移動する。
保留状態ではなく、本当にどこでもないゾーンのような場所にある … 手札から使われたとみなされる —
DMPS keeps them out of every zone (no hand limit to meet, nothing can discard them). Under both
the player chooses which is used next (000, its note on 大宇宙シンラ and 突然の超人: 順番を間違えなければ
そこで召喚することができる).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class ShieldTriggerWait:
    name: str
    wait_in_hand: bool  # declared shield triggers go to the hand and are used from there


IN_THE_HAND = ShieldTriggerWait("in the hand, with the other shields (113.6)", wait_in_hand=True)
NOWHERE = ShieldTriggerWait("out of every zone, used as from the hand (DMPS)", wait_in_hand=False)
