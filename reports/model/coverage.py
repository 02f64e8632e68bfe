"""``dmrules coverage``: which example ids have scenarios, and whether their verdicts pass.

Per example (an entry of the examples file) and per profile the entry names: ``pass`` (a verdict is asserted for that
profile and every run holds), ``fail``, ``recorded`` (scenarios run under it but assert
nothing for it), ``no scenario``, ``not run`` (left out of this run) or ``no profile`` (the
engine has no such profile). An entry is *covered* when every profile it names passes, *partial* when some
don't, *failing* when one fails, *missing* without scenarios, and *not modelled* when it has
none and the examples file marks it untestable or ``reports/not_modelled.tsv`` lists it (with the reason).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from engine.model.errors import DmRulesError
from reports.model.results import RunResult, ScenarioResult

NOT_MODELLED_FILE = Path(__file__).resolve().parent.parent / "not_modelled.tsv"  # reports/not_modelled.tsv
RULINGS_FILE = Path("features") / "faq" / "rulings.yaml"  # the ledger, under the project root
RULING = "qa:"  # the tag prefix of an official ruling (@qa:41804), and of its id in reports
STATES = ("covered", "partial", "failing", "missing", "not modelled")


@dataclass
class ExampleEntry:
    id: str
    seeds: list[str]
    section: str
    profiles: list[str]
    testable: str
    note: str = ""


@dataclass
class Coverage:
    entry: ExampleEntry
    scenarios: list[str] = field(default_factory=list)  # FILE:LINE of the scenarios that carry the id
    profiles: dict[str, str] = field(default_factory=dict)  # profile -> pass | fail | recorded | not run | ...
    state: str = "missing"
    reason: str = ""

    def to_json(self) -> dict[str, Any]:
        return {"id": self.entry.id, "seed": self.entry.seeds, "section": self.entry.section,
                "testable": self.entry.testable, "state": self.state, "profiles": self.profiles,
                "scenarios": self.scenarios, "reason": self.reason}


def load_examples(path: Path) -> list[ExampleEntry]:
    from engine.catalog.reading import InputError, load_yaml_file

    try:
        data = load_yaml_file(path)
    except InputError as exc:
        if exc.problem == "no such file":
            raise DmRulesError(f"examples file {path} does not exist") from exc
        raise DmRulesError(f"examples file {exc}") from exc
    if not isinstance(data, list):
        raise DmRulesError(f"examples file {path}: expected a list of entries")
    try:
        return [ExampleEntry(str(e["id"]), list(e["seed"]), str(e["section"]), list(e["profiles"]),
                             str(e.get("testable", "yes")), str(e.get("note") or "")) for e in data]
    except (KeyError, TypeError) as exc:
        raise DmRulesError(f"examples file {path}: an entry lacks {exc}") from exc


def load_rulings(path: Path) -> list[ExampleEntry]:
    """The official rulings of the ledger (features/faq/rulings.yaml) as entries like the examples':
    id ``qa:<id>``, the kind of source as its seed, its date as its section, the profiles it
    holds for; a ruling that is not modelled, waits on a capability or was superseded is
    untestable (its reason in :func:`ruling_reasons`)."""
    from reports.model.rulings import load_ledger

    return [ExampleEntry(RULING + r.id, [r.kind], r.date, r.profiles,
                         "yes" if r.status in ("encoded", "open") else "no", r.address)
            for r in load_ledger(path)]


def ruling_reasons(path: Path) -> dict[str, str]:
    """Why each ruling of the ledger that is not to be encoded is not (``qa:<id>`` → reason)."""
    from reports.model.rulings import load_ledger

    said = {"waiting": "waiting on: ", "not modelled": "", "superseded": "superseded by "}
    return {RULING + r.id: said[r.status] + (r.superseded_by or "" if r.status == "superseded" else r.reason)
            for r in load_ledger(path) if r.status in said}


def load_not_modelled(path: Path = NOT_MODELLED_FILE) -> dict[str, str]:
    """The examples the project does not model (reports/not_modelled.tsv) and the rulings of the
    ledger it does not encode, each with its reason."""
    reasons = ruling_reasons(path.parent.parent / RULINGS_FILE) if path == NOT_MODELLED_FILE else {}
    from engine.catalog.reading import InputError, read_tsv

    if not path.exists():
        return reasons
    try:
        return {row["id"]: row["reason"] for row in read_tsv(path, ("id", "reason"))} | reasons
    except InputError as exc:
        raise DmRulesError(str(exc)) from None


def profile_state(profile: str, scenarios: list[ScenarioResult], result: RunResult, known: list[str]) -> str:
    if profile not in known:
        return "no profile"
    if profile not in result.profiles:
        return "not run"
    if not scenarios:
        return "no scenario"
    runs = [s.runs[profile] for s in scenarios if profile in s.runs]
    if any(r.status.failing for r in runs):
        return "fail"
    if any(r.asserted for r in runs):
        return "pass"
    return "recorded" if runs else "not run"


def cover(entries: list[ExampleEntry], result: RunResult, known_profiles: list[str],
          not_modelled: dict[str, str]) -> list[Coverage]:
    by_id: dict[str, list[ScenarioResult]] = {}
    for s in result.scenarios:
        for i in s.ids:
            by_id.setdefault(i, []).append(s)
    out = []
    for entry in entries:
        scenarios = by_id.get(entry.id, [])
        cov = Coverage(entry, [s.location for s in scenarios])
        cov.profiles = {p: profile_state(p, scenarios, result, known_profiles) for p in entry.profiles}
        states = set(cov.profiles.values())
        if not scenarios:  # untestable by the examples file, or listed with a reason by the project
            untestable = entry.testable == "no" or entry.id in not_modelled
            cov.state = "not modelled" if untestable else "missing"
            cov.reason = not_modelled.get(entry.id, entry.note) if untestable else ""
        elif "fail" in states:
            cov.state = "failing"
        elif states == {"pass"}:
            cov.state = "covered"
        else:
            cov.state = "partial"
            cov.reason = "; ".join(f"{p}: {v}" for p, v in cov.profiles.items() if v != "pass")
        out.append(cov)
    return out


def unknown_ids(entries: list[ExampleEntry], result: RunResult) -> dict[str, list[str]]:
    """Ids that scenarios carry but no entry has (typos), with where they are."""
    known = {e.id for e in entries}
    rulings = any(e.id.startswith(RULING) for e in entries)  # ruling ids are checked only against rulings
    out: dict[str, list[str]] = {}
    for s in result.scenarios:
        for i in s.ids:
            if i not in known and (rulings or not i.startswith(RULING)):
                out.setdefault(i, []).append(s.location)
    return out


def counts(coverage: list[Coverage]) -> dict[str, int]:
    out = dict.fromkeys(STATES, 0)
    for c in coverage:
        out[c.state] += 1
    return out
