"""Forced effects on hidden zones (非公開ゾーン): may the player "find nothing"?

000 ルールの違い (001 ゲームの仕様にもとづく調整例): 「非公開ゾーンにあるカードを操作する効果は、強制
であっても任意として扱ってもよい」というルールがない — 「手札/山札/シールドから〇〇を出す/唱える」と
いった能力は…その対象が所定のゾーンにあるなら必ずその対象を出したり唱える必要がある。 デュエル・
マスターズ プレイスでは、該当するカードが非公開ゾーンにあったかどうかをゲーム側が判定できる。

The TCG has the rule DMPS lacks: nobody can check a hidden zone, so a forced put or cast of a
card the player picks from their hand, deck or shields may come back empty ("stop"). A random
pick is no choice, and public zones are never concerned.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.model.objects import Zone

HIDDEN_ZONES = (Zone.HAND, Zone.DECK, Zone.SHIELDS)


@dataclass(frozen=True)
class HiddenZones:
    name: str
    may_find_nothing: bool  # a forced pick from a hidden zone may be declined

    def offers_nothing(self, zone: Zone) -> bool:
        """Whether a forced pick the player makes in ``zone`` also offers "stop" (find nothing)."""
        return self.may_find_nothing and zone in HIDDEN_ZONES


MAY_FIND_NOTHING = HiddenZones("a forced pick from the hand, deck or shields may find nothing (TCG)", True)
MUST_FIND = HiddenZones("a forced pick from a hidden zone must take a card that is there (DMPS)", False)
