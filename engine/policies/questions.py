"""Open questions of the rules, as readings.

A question is a ruling the community lists as unsettled (dmwiki 不明確な裁定一覧, provisional
answers) or one an official notice settled. Each has candidate readings; a reading the engine can
run is a policy of a fork (:data:`READING_POLICIES`): a scenario that names the question
(``@question:ID``) is run by ``dmrules verify`` under each such reading, and the outcome per reading
is reported side by side like the profiles'. Closing a question pins one reading with its source
and date (``pinned`` in ``questions.yaml``): the reports mark it, and the profiles follow it.

The records are ``engine/policies/questions.yaml`` (loaded once).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from difflib import get_close_matches
from functools import cache
from pathlib import Path
from typing import Any

import yaml

from engine.model.errors import DmRulesError
from engine.policies.profiles import FORKS, Profile
from engine.policies.simultaneous_moves import OWNERS_ORDER, OwnersOrder
from engine.policies.waiting_shields import COUNTED, NOT_COUNTED

QUESTIONS_FILE = Path(__file__).resolve().parent / "questions.yaml"
STATUSES = ("open", "provisional", "closed")


class HalfSwapOwnersOrder(OwnersOrder):
    """The paper rules' moves with the older swap ruling: a swap goes as far as it can when one of
    its moves does not happen (before notice ?p=39018)."""

    name = "at once, owners order their cards; a swap goes as far as it can (before 2020-11-19)"
    swap_as_far_as_possible = True


# The readings the engine can run: (question, reading) -> (fork, the policy that reading is).
READING_POLICIES: dict[tuple[str, str], tuple[str, Any]] = {
    ("waiting-shields-not-counted", "not-counted"): ("shields", NOT_COUNTED),
    ("waiting-shields-not-counted", "counted"): ("shields", COUNTED),
    ("swap-fails-if-one-side-stays", "no-swap"): ("moves", OWNERS_ORDER),
    ("swap-fails-if-one-side-stays", "half-swap"): ("moves", HalfSwapOwnersOrder()),
}


@dataclass(frozen=True)
class Reading:
    """One answer a question may have: its name, what it says, and the policy that runs it (if any)."""

    name: str
    says: str
    basis: str = ""
    fork: str | None = None  # a field of Profile
    policy: Any = None

    @property
    def runs(self) -> bool:
        return self.fork is not None


@dataclass(frozen=True)
class Pin:
    """A closed (or provisionally answered) question: the reading that holds, its source and date."""

    reading: str
    source: str
    date: str = ""


@dataclass(frozen=True)
class Question:
    id: str
    title: str
    status: str  # open | provisional | closed
    page: str
    section: str
    evidence: str
    question: str
    readings: tuple[Reading, ...]
    needs: str = ""
    pinned: Pin | None = None
    extra: dict[str, Any] = field(default_factory=dict, compare=False)

    def reading(self, name: str) -> Reading:
        for r in self.readings:
            if r.name == name:
                return r
        raise DmRulesError(f"question {self.id} has no reading {name!r}; its readings: "
                           + ", ".join(r.name for r in self.readings))

    @property
    def runnable(self) -> list[Reading]:
        return [r for r in self.readings if r.runs]


def _question(record: dict[str, Any]) -> Question:
    qid = str(record["id"])
    readings = []
    for r in record["readings"]:
        fork, policy = READING_POLICIES.get((qid, str(r["name"])), (None, None))
        if fork is not None and fork not in FORKS:
            raise DmRulesError(f"{QUESTIONS_FILE.name}: {qid}: reading {r['name']} names no fork {fork!r}")
        readings.append(Reading(str(r["name"]), str(r["says"]), str(r.get("basis", "")), fork, policy))
    pin = record.get("pinned")
    status = str(record["status"])
    if status not in STATUSES:
        raise DmRulesError(f"{QUESTIONS_FILE.name}: {qid}: status {status!r} is not one of {', '.join(STATUSES)}")
    q = Question(qid, str(record["title"]), status, str(record.get("page", "")), str(record.get("section", "")),
                 str(record.get("evidence", "")), " ".join(str(record.get("question", "")).split()), tuple(readings),
                 " ".join(str(record.get("needs", "")).split()),
                 Pin(str(pin["reading"]), str(pin["source"]), str(pin.get("date", ""))) if pin else None)
    if q.pinned is not None:
        q.reading(q.pinned.reading)  # a pin names one of its readings
    return q


@cache
def questions() -> dict[str, Question]:
    """Every question, by id, in the file's order."""
    records = yaml.safe_load(QUESTIONS_FILE.read_text(encoding="utf-8"))
    found = [_question(r) for r in records]
    return {q.id: q for q in found}


def get_question(qid: str) -> Question:
    known = questions()
    if qid not in known:
        near = get_close_matches(qid, list(known), n=3)
        raise DmRulesError(f"no open question {qid!r}" + (f"; did you mean: {', '.join(near)}?" if near else ""))
    return known[qid]


def follows(profile: Profile, question: Question) -> Reading | None:
    """The reading ``profile`` follows today (its policy on the question's fork is that reading's), if any."""
    return next((r for r in question.runnable if getattr(profile, str(r.fork)) == r.policy), None)


def under_reading(profile: Profile, question: Question, reading: Reading) -> Profile:
    """``profile`` with the policy of ``reading`` on its question's fork (named ``tcg?question=reading``)."""
    if reading.fork is None:
        raise DmRulesError(f"reading {reading.name} of {question.id} has no policy the engine can run")
    return replace(profile, name=f"{profile.name}?{question.id}={reading.name}", **{reading.fork: reading.policy})
