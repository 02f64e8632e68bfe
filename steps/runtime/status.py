"""What became of one scenario run under one profile: a :class:`Status`, with the label the reports show."""

from __future__ import annotations

from enum import StrEnum


class Status(StrEnum):
    """The status of a scenario run under one profile (the values are what JSON results and
    reports/baseline.json hold)."""

    passed = "passed"  # verdicts are asserted for the profile and they hold
    observed = "observed"  # nothing is asserted for the profile: what it did is recorded only
    refused = "refused"  # the board breaks a limit of the profile: its actions did not run
    failed = "failed"  # a verdict asserted for it does not hold (or it stopped where no verdict is for it)
    error = "error"  # it could not run (an unknown card, word or step; an internal error) or stopped

    @property
    def symbol(self) -> str:
        """One character: ✔ ✘ ! · ⊘."""
        return _SYMBOL[self]

    @property
    def label(self) -> str:
        """The short cell of the reports' tables: ``✔ pass``, ``✘ FAIL``, ``! error``, ``· seen``, ``⊘ refused``."""
        return f"{self.symbol} {_WORD[self]}"

    @property
    def meaning(self) -> str:
        """What the label means, for the reports' legends ("" where the label says it)."""
        return _MEANING[self]

    @property
    def failing(self) -> bool:
        """Whether a run of this status makes the run as a whole fail (failed, error)."""
        return self in FAILING

    def stopped(self, detail: str) -> bool:
        """Whether a run of this status, with this detail, ended before its last step for a reason
        other than a failing verdict: it erred, its board was refused, or it stopped where nothing
        was asserted (an observed run with a detail)."""
        return self in (Status.refused, Status.error) or (self is Status.observed and bool(detail))


FAILING = frozenset({Status.failed, Status.error})
_SYMBOL = {Status.passed: "✔", Status.observed: "·", Status.refused: "⊘", Status.failed: "✘", Status.error: "!"}
_WORD = {Status.passed: "pass", Status.observed: "seen", Status.refused: "refused", Status.failed: "FAIL",
         Status.error: "error"}
_MEANING = {Status.passed: "its verdicts hold", Status.observed: "recorded, nothing asserted for it",
            Status.refused: "the board breaks its limits", Status.failed: "a verdict asserted for it does not hold",
            Status.error: ""}

# The order the reports list the statuses in (summaries, legends): the verdicts' first.
SHOWN = (Status.passed, Status.failed, Status.error, Status.observed, Status.refused)
