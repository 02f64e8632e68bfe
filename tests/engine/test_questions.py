"""Open questions as readings (engine/policies/questions.py) and the fork citations."""

from __future__ import annotations

import pytest

from engine.model.errors import DmRulesError
from engine.policies.citations import CITATIONS, SEEDS
from engine.policies.profiles import FORKS, TCG, TCG_2021
from engine.policies.questions import follows, get_question, questions, under_reading
from engine.policies.waiting_shields import COUNTED


def test_at_least_ten_open_questions_each_with_readings() -> None:
    unsettled = [q for q in questions().values() if q.status in ("open", "provisional")]
    assert len(unsettled) >= 10
    for q in questions().values():
        assert len(q.readings) >= 2, q.id
        assert q.page.startswith("http"), q.id
        if q.status == "closed":
            assert q.pinned is not None and q.pinned.source, q.id
            q.reading(q.pinned.reading)  # the pin names one of its readings


def test_a_reading_is_a_policy_of_a_fork() -> None:
    q = get_question("waiting-shields-not-counted")
    assert [r.name for r in q.runnable] == ["not-counted", "counted"]
    today, before = follows(TCG, q), follows(TCG_2021, q)
    assert today is not None and today.name == "not-counted"
    assert before is not None and before.name == "counted"
    profile = under_reading(TCG, q, q.reading("counted"))
    assert profile.shields == COUNTED and profile.name == "tcg?waiting-shields-not-counted=counted"


def test_an_unknown_question_or_reading_says_the_nearest() -> None:
    with pytest.raises(DmRulesError, match="did you mean: waiting-shields-not-counted"):
        get_question("waiting-shield-not-counted")
    with pytest.raises(DmRulesError, match="its readings: not-counted, counted"):
        get_question("waiting-shields-not-counted").reading("uncounted")


def test_every_fork_cites_its_sources() -> None:
    assert set(CITATIONS) == set(FORKS)
    for fork, cite in CITATIONS.items():
        assert cite.seeds or cite.rules or cite.notices, fork
        assert all(seed in SEEDS for seed, _ in cite.seeds), fork
