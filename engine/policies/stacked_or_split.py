"""Rebuild (再構築, 801.4): only the top card of a creature leaves the battle zone.

002 (the 2021-03-16 rules revision) is the source. Since 2021-03-16 (801.4) the cards under
the departing top card of an evolution creature stay in the battle zone stacked as they were,
one creature — with the departed creature's tapped state and effects, not newly entered, not
summoning sick if its new top card was there since the turn began (801.4c) — after the
non-creature cards on top of them went to the graveyard one by one until a creature is on top
(801.4b); nothing checks the evolution conditions again; and the cards under a creature have
an order that no one may change. Before (tcg-2020, 002 Old Rule) the owner chose, among the
cards under it, creatures to stay as separate creatures, as many as the evolution type allows
(進化 1, 進化V 2, 進化GV 3, 超無限 any: the pre-revision rule as dmwiki gives it), an evolution
card among them staying only with a proper source under it; the rest went to the graveyard;
and the order under a creature meant nothing and could be rearranged. Either way a
non-evolution top card takes every card under it to the graveyard (002: 非進化であれば…).

DMPS (000 リンクによって…): an evolution creature remembers the elements it was put on, and
when only its top card leaves (太陽王ソウル・フェニックス) each comes back as it was used —
a G-linked god still linked. The mechanics are :mod:`engine.mechanics.rebuild`.
"""

from __future__ import annotations

from dataclasses import dataclass

STACKED, SEPARATE, AS_USED = "stacked", "separate", "as used"


@dataclass(frozen=True)
class RebuildPolicy:
    """What stays of a creature whose top card alone leaves, and the order of cards under it."""

    name: str
    stays: str  # STACKED (801.4) | SEPARATE (the old rule) | AS_USED (DMPS: the source elements)
    may_reorder: bool  # the cards under a creature may be rearranged (before 2021-03-16)

    @property
    def stacked(self) -> bool:
        """The cards under stay as one creature (801.4)."""
        return self.stays == STACKED

    @property
    def as_used(self) -> bool:
        """Each source element comes back as it was used (DMPS)."""
        return self.stays == AS_USED


REBUILT = RebuildPolicy("the cards under stay stacked as one creature; their order is fixed (801.4, 2021-03-16)",
                        STACKED, may_reorder=False)
SPLIT = RebuildPolicy("the owner keeps creatures under it as separate creatures, by evolution type; the "
                      "order under a creature may be rearranged (before 2021-03-16)", SEPARATE, may_reorder=True)
SOURCES_AS_USED = RebuildPolicy("each element it evolved from comes back as it was used, links kept (000)",
                                AS_USED, may_reorder=False)
