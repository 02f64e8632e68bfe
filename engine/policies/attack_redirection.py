"""How many times one attack's target may change by blocks (000 最新のものとは異なる裁定):
the TCG's latest ruling lets it change again and again; DMPS keeps the older ruling, once
per attack."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class AttackRedirection:
    per_attack: int | None  # None: any number of times

    @property
    def name(self) -> str:
        return f"{self.per_attack} per attack (older ruling)" if self.per_attack else "repeatedly (latest ruling)"

    def allows(self, redirects: int) -> bool:
        """Whether the target may change again after ``redirects`` changes."""
        return self.per_attack is None or redirects < self.per_attack


REPEATED_REDIRECTION = AttackRedirection(None)
ONE_REDIRECTION = AttackRedirection(1)
