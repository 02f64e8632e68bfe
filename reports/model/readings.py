"""Readings of open questions: a scenario that names a question (``@question:ID``) run under each
reading the engine can run (engine/policies/questions.py), per profile that follows one of them.
The outcome per reading is kept beside the profiles' (``ScenarioResult.readings``)."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from engine.model.errors import DmRulesError
from engine.policies.profiles import get_profile
from engine.policies.questions import follows, get_question, under_reading

TAG = "question:"


@dataclass
class ReadingRun:
    """One scenario under one profile with one reading of a question."""

    question: str
    reading: str
    profile: str
    status: str  # the question's status (open, provisional, closed)
    pinned: bool  # this reading is the one the question is pinned to
    current: bool  # the profile follows this reading today
    observations: list[dict[str, Any]] = field(default_factory=list)
    stopped: str = ""  # why the run stopped before its end ("" it did not)

    @property
    def column(self) -> str:
        """How a report heads its column: ``tcg · counted``."""
        return f"{self.profile} · {self.reading}"

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


def question_ids(tags: list[str]) -> list[str]:
    return [t[len(TAG):] for t in tags if t.startswith(TAG)]


def run_readings(result: Any, features: Path) -> list[str]:
    """Runs every scenario of ``result`` (a RunResult) that names a question under each of its
    readings; returns the problems (a tag naming no question, with the nearest ids)."""
    from reports.model.attribution import Scenarios, run_observed

    problems: list[str] = []
    scenarios = Scenarios(features)
    for s in result.scenarios:
        for qid in question_ids(s.tags):
            try:
                question = get_question(qid)
            except DmRulesError as exc:
                problems.append(f"{s.location}: @{TAG}{qid}: {exc}")
                continue
            parsed = scenarios.get(s.feature, s.scenario, s.example)
            if parsed is None:
                continue
            for name in s.runs:
                profile = get_profile(name)
                now = follows(profile, question)
                if now is None:
                    continue
                for reading in question.runnable:
                    seen = run_observed(parsed, under_reading(profile, question, reading))
                    s.readings.append(ReadingRun(
                        question.id, reading.name, name, question.status,
                        question.pinned is not None and question.pinned.reading == reading.name,
                        reading == now, seen.observations, seen.detail if seen.stopped else ""))
    return problems
