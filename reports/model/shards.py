"""``--shard I/N``: a deterministic split of the scenarios over N machines.

Scenarios (not test items) are split, so every profile of a scenario runs on the same shard
and the shards' JSON results merge into whole scenarios. The split sorts the scenarios' ids
and deals them round-robin: balanced, and the same on every machine for the same suite.
"""

from __future__ import annotations

import re

from engine.model.errors import DmRulesError


def parse_shard(text: str) -> tuple[int, int]:
    """``"2/5"`` → ``(2, 5)``; anything else (0/5, 6/5, x/y) is a DmRulesError."""
    m = re.fullmatch(r"\s*(\d+)\s*/\s*(\d+)\s*", text)
    if not m or not 1 <= int(m.group(1)) <= int(m.group(2)):
        raise DmRulesError(f"bad shard {text!r}: write I/N with 1 <= I <= N, e.g. 1/4")
    return int(m.group(1)), int(m.group(2))


def pick_shard(uids: list[str], index: int, count: int) -> set[str]:
    """The scenario ids that shard ``index`` of ``count`` runs (1-based)."""
    return {uid for n, uid in enumerate(sorted(set(uids))) if n % count == index - 1}
