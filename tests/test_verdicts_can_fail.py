"""No verdict is canned: forced onto a profile whose outcome differs, it fails.

One plain run of every scenario gives each profile's observed values; then the verdicts
written for one profile are asserted under another (``--force-verdicts``). Every scenario in
which the two profiles observed something different for those verdicts must fail, and every
one in which they observed the same must pass.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from reports.results import RunResult, ScenarioResult
from reports.runner import Selection, run

ROOT = Path(__file__).resolve().parent.parent
PAIRS = [("dmps", "tcg"), ("tcg", "dmps"), ("dmps-old", "dmps")]


@pytest.fixture(scope="module")
def plain() -> RunResult:
    result, _ = run(ROOT, Selection(workers="2"))
    assert result.ok, result.problems
    return result


def differs(s: ScenarioResult, written: str, onto: str) -> bool:
    """Whether ``onto`` observed something else than ``written`` for the claims asserted for ``written``."""
    mine, theirs = s.runs.get(written), s.runs.get(onto)
    if mine is None or theirs is None:
        return False
    if theirs.status in ("refused", "error") or mine.status in ("refused", "error"):
        return mine.status != theirs.status
    asserted = [(o["claim"], o["observed"]) for o in mine.observations if o["asserted"]]
    observed = {o["claim"]: o["observed"] for o in theirs.observations}
    return any(observed.get(claim) != value for claim, value in asserted)


@pytest.mark.parametrize(("written", "onto"), PAIRS, ids=[f"{w}-onto-{o}" for w, o in PAIRS])
def test_forced_verdicts_fail_exactly_where_the_profiles_differ(plain: RunResult, written: str, onto: str) -> None:
    forced, _ = run(ROOT, Selection(profiles=[onto], force=written, workers="2"))
    by_key = {s.key: s for s in forced.scenarios}
    wrong = []
    for s in plain.scenarios:
        mine = s.runs.get(written)
        if mine is None or not mine.asserted:
            continue
        status = by_key[s.key].runs[onto].status
        should_fail = differs(s, written, onto)
        if should_fail and status not in ("failed", "error"):
            wrong.append(f"{s.key} ({s.title}): {written}'s verdicts hold under {onto} though it observed otherwise")
        if not should_fail and status not in ("passed", "observed"):
            wrong.append(f"{s.key} ({s.title}): {written}'s verdicts fail under {onto}, which observed the same")
    assert not wrong, "\n".join(wrong)
