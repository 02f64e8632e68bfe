"""What a creature that leaves the battle zone together with others sees, looking back: a fork.

TCG (総合ルール 603.5c): leave-triggered abilities look back at the board just before the
event, but only the card that has the ability may be looked back at. So when a creature with
"when a creature is destroyed" (or "when your creature is destroyed", or "when an opposing
element leaves") leaves together with others, it triggers only for its own leaving, if at all:
two of 《Eineのマイク》 destroyed in one battle draw nothing (Q&A 43783, 2023-09-15);
《烈火大聖 ソンクン》 destroyed with two others triggers once (Q&A 39429).

DMPS: 000 (同時に複数のカードが移動する際の順序) says the unique move order "does not apply to
過去の状態を見る rules" and gives one example (インフィニティ・ドラゴン leaving with two other
Dragons triggers once); the catalog (DMPS-MOVE-03) reads it as: a creature that leaves together
with others still sees them all leave. That reading is kept for DMPS; the sources give no DMPS
example where the two differ.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TypeVar

T = TypeVar("T")


@dataclass(frozen=True)
class LookBack:
    """Which creatures of the board before a batch of moves watch one creature's leaving."""

    name: str
    self_only: bool  # a creature that left with others watches only its own leaving

    def watchers(self, before: Sequence[T], here: Sequence[T], leaving: T | None) -> list[T]:
        """The creatures of ``before`` that watch ``leaving`` leave (``here``: those still in the
        battle zone after the batch)."""
        if not self.self_only:
            return list(before)
        return [c for c in before if c in here or c is leaving]


ONLY_ITSELF = LookBack("a creature that left sees only its own leaving (603.5c)", True)
ALL_THAT_LEFT = LookBack("a creature that left sees all that left with it (catalog reading of 000)", False)
