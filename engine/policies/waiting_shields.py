"""Whether broken shields that wait for declarations still count as shields: a fork of the
paper rules by date.

TCG since 2024-02-15 (総合ルール 113.6, rulechange 316661): while a player declares shield
triggers (and S-back, G-strike) for shields being broken, those shields are waiting shields
(待機状態): still in the shield zone, but counted neither as shields nor as cards of the shield
zone (113.6a). So a lock such as ヤミノリミット's ("while the opponent has 4 or more shields,
they can't use shield triggers") no longer holds once the break leaves fewer counted shields
(Q&A 44581, 2024-02-16). Before that date no such rule existed: the broken shields were added
to the hand only once the declarations were over (509.3d, 2021-12-16 wording), so during the
declarations they were ordinary shields and were counted (our reading of the old text; no
official answer on the old side was found). DMPS: the sources are silent; the default.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class WaitingShields:
    """Whether shields waiting for declarations are counted as shields."""

    name: str
    counted: bool


NOT_COUNTED = WaitingShields("broken shields waiting for declarations are not counted (113.6a, 2024-02-15)", False)
COUNTED = WaitingShields("broken shields count as shields until they reach the hand (before 2024-02-15)", True)
