"""``--force-verdicts P``: the verdicts written for P, asserted under the profiles that run.

A user feature: it shows which of P's verdicts another profile does not reach. One plain run
of every scenario gives each profile's observations; then the verdicts written for one profile
are asserted under another. Every scenario in which the other profile does not reach a value
those verdicts expect must fail, and every one in which it reaches them all must pass. (That
verdicts can fail at all is shown by mutation testing, ``tox -e mutation``, and by
tests/cli/test_failing_verdicts.py.)
"""

from __future__ import annotations

import pytest

from reports.model.results import RunResult, ScenarioResult, outcomes
from reports.plugin.run import Selection, run
from steps.runtime.verdicts import same
from tests.helpers import ROOT

PAIRS = [("dmps", "tcg"), ("tcg", "dmps"), ("dmps-old", "dmps")]
pytestmark = pytest.mark.long  # every scenario, plainly and forced: left out of the default test command


@pytest.fixture(scope="module")
def plain() -> RunResult:
    result, _ = run(ROOT, Selection(workers="2"))
    assert result.ok, result.problems
    return result


def differs(s: ScenarioResult, written: str, onto: str) -> bool:
    """Whether ``onto`` does not reach a value the verdicts asserted for ``written`` expect (compared
    as a verdict compares, in NFKC: ``カワモリデン/…`` written is ``カワモリデン／…`` observed)."""
    mine, theirs = s.runs.get(written), s.runs.get(onto)
    if mine is None or theirs is None:
        return False
    if theirs.status in ("refused", "error") or mine.status in ("refused", "error"):
        return mine.status != theirs.status
    for n, o in enumerate(mine.observations):
        if o["asserted"]:
            if n >= len(theirs.observations):
                return True
            if not any(same(value, o["expected"]) for value in outcomes(theirs.observations[n])):
                return True
    return False


@pytest.mark.parametrize(("written", "onto"), PAIRS, ids=[f"{w}-onto-{o}" for w, o in PAIRS])
def test_forced_verdicts_fail_exactly_where_the_profiles_differ(plain: RunResult, written: str, onto: str) -> None:
    forced, _ = run(ROOT, Selection(profiles=[onto], force=written, workers="2"))
    by_uid = {s.uid: s for s in forced.scenarios}  # an outline's rows share one file:line: keyed by uid
    wrong = []
    for s in plain.scenarios:
        mine = s.runs.get(written)
        if mine is None or not mine.asserted:
            continue
        status = by_uid[s.uid].runs[onto].status
        should_fail = differs(s, written, onto)
        if should_fail and status not in ("failed", "error"):
            wrong.append(f"{s.key} ({s.title}): {written}'s verdicts hold under {onto} though it observed otherwise")
        if not should_fail and status not in ("passed", "observed"):
            wrong.append(f"{s.key} ({s.title}): {written}'s verdicts fail under {onto}, which observed the same")
    assert not wrong, "\n".join(wrong)
