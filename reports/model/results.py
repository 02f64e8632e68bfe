"""The result model: per scenario and profile what was observed, apart from any rendering.

A run is a list of scenarios; a scenario holds one :class:`ProfileRun` per profile. Whether
profiles diverge is computed here from what each profile observed, never declared.

Where the players choose, a profile's observation of a verdict is the set of values their
choices reach (``outcomes``). Two profiles that observe different things differ in one of
three ways (:func:`difference`): a **different outcome** (values neither reaches of the
other's), **choice vs fixed** (one profile forces a value, or a narrower choice, that the other
leaves to the players: "DMPS forces A; TCG allows A or B"), or **not reached** (one profile's
run never got to the verdict: it stopped, erred or its board was refused).
"""

from __future__ import annotations

import hashlib
import json
import time
from dataclasses import asdict, dataclass, field, fields, is_dataclass
from pathlib import PurePosixPath
from typing import Any

from engine.model.errors import DmRulesError
from reports.model.attribution import Attribution
from reports.model.readings import ReadingRun
from steps.runtime.status import Status

RECORD_KEY = "dmrules"  # the user_properties key that carries a record from the plugin
RESULTS_FORMAT = "dmrules-results"
RESULTS_VERSION = 1
OUTCOME, CHOICE, UNREACHED = "different outcome", "choice vs fixed", "not reached"
KINDS = (OUTCOME, CHOICE, UNREACHED)  # the kinds of difference, the strongest first
TCG_GENERAL = "tcg-general"  # the tag of a scenario whose TCG verdicts come from the general paper rules


def fields_of(obj: Any) -> dict[str, Any]:
    """A result object's fields for JSON, as ``dataclasses.asdict`` gives them, without its deep
    copy of every trace (the fields hold JSON values already; attributions and readings are
    dataclasses of their own, and are converted)."""
    out: dict[str, Any] = {}
    for f in fields(obj):
        value = getattr(obj, f.name)
        if isinstance(value, list) and value and is_dataclass(value[0]):
            value = [asdict(v) for v in value]
        out[f.name] = value
    return out


def is_tcg(profile: str) -> bool:
    """Whether a profile is the paper rules (``tcg`` or a dated profile derived from it)."""
    return profile == "tcg" or profile.startswith("tcg-")


def outcomes(o: dict[str, Any]) -> list[str]:
    """Every value a verdict's observation stands for (several where the players choose)."""
    return list(o.get("outcomes") or [o["observed"]])


def varies(o: dict[str, Any]) -> bool:
    """Whether the players' choices change a verdict's value."""
    return bool(o.get("varies", len(outcomes(o)) > 1))


def difference(a: dict[str, Any] | None, b: dict[str, Any] | None) -> str | None:
    """How two profiles' observations of one verdict differ (None: they agree). A verdict that
    walks the choices itself has one summary value; it differs by choice when one profile's
    players have a choice and the other's don't."""
    if a is None or b is None:
        return None if a is b else UNREACHED
    mine, theirs = set(outcomes(a)), set(outcomes(b))
    if mine == theirs:
        return None
    if mine < theirs or theirs < mine:
        return CHOICE
    summary = any(varies(o) and len(outcomes(o)) == 1 for o in (a, b))
    return CHOICE if summary and varies(a) != varies(b) else OUTCOME


def not_applicable(o: dict[str, Any] | None) -> bool:
    """Whether a verdict's value is "does not apply under this profile" (``n/a (...)``, e.g. the
    usable mana of a profile that taps mana cards)."""
    return o is not None and str(o["observed"]).startswith("n/a")


def strongest(kinds: Any) -> str | None:
    """The first of KINDS among ``kinds`` (None if there is none)."""
    found = set(kinds)
    return next((k for k in KINDS if k in found), None)


def scenario_uid(feature: str, scenario: str, example: str = "") -> str:
    """A scenario's identity across runs: feature file and name (names are unique per feature)."""
    return f"{feature}::{scenario}" + (f" [{example}]" if example else "")


@dataclass
class ProfileRun:
    """One scenario under one profile."""

    profile: str
    status: Status  # passed | failed | error | observed (nothing asserted) | refused (board refused)
    detail: str  # why it failed, erred, was refused or stopped
    outcome: str  # the observed value of each verdict, in one line
    observations: list[dict[str, Any]]  # claim, profiles, observed, expected, asserted, held
    trace: list[str]  # the trace as rendered text, one line per record (the baseline compares these)
    duration: float
    forced: str | None = None
    records: list[dict[str, Any]] = field(default_factory=list)  # the trace's typed records (kind, text, fields)
    steps: list[dict[str, Any]] = field(default_factory=list)  # keyword, name, line, status (+ error, rows)

    def __post_init__(self) -> None:
        self.status = Status(self.status)  # a results file holds its value

    @property
    def asserted(self) -> bool:
        return any(o["asserted"] for o in self.observations)

    @property
    def stopped(self) -> bool:
        """Whether the run ended before its last step for a reason other than a failing verdict
        (it erred, its board was refused, or it stopped where nothing was asserted)."""
        return self.status.stopped(self.detail)

    @property
    def trace_digest(self) -> str:
        return hashlib.sha256("\n".join(self.trace).encode("utf-8")).hexdigest()[:12]

    def verdicts(self) -> list[tuple[str, str]]:
        """(claim, observed value) of each verdict step, in order."""
        return [(o["claim"], o["observed"]) for o in self.observations]

    def signature(self) -> str:
        """What this profile did, comparable across profiles: each verdict's observed value."""
        if self.stopped:
            return f"{self.status}: {self.detail}"
        return json.dumps(self.verdicts(), ensure_ascii=False)

    def to_json(self) -> dict[str, Any]:
        return {**fields_of(self), "trace_digest": self.trace_digest}


@dataclass
class Row:
    """One verdict of a scenario, side by side: the value each profile observed."""

    claim: str
    cells: dict[str, dict[str, Any] | None]  # profile -> observation (None: not reached)

    @property
    def differs(self) -> bool:
        return len({c["observed"] if c else None for c in self.cells.values()}) > 1

    def kinds(self, profiles: list[str] | None = None) -> set[str]:
        """The kinds of difference between any two of the profiles (all, or those named)."""
        cells = [c for p, c in self.cells.items() if profiles is None or p in profiles]
        return {k for i, a in enumerate(cells) for b in cells[i + 1:] if (k := difference(a, b))}

    @property
    def kind(self) -> str | None:
        """The strongest kind of difference between the profiles (None: they agree)."""
        return strongest(self.kinds())

    def groups(self) -> list[tuple[list[str], dict[str, Any] | None]]:
        """The profiles that observed the same, in order of first appearance, with what they observed."""
        out: dict[str, tuple[list[str], dict[str, Any] | None]] = {}
        for p, c in self.cells.items():
            key = json.dumps(sorted(outcomes(c)), ensure_ascii=False) if c else ""
            out.setdefault(key, ([], c))[0].append(p)
        return list(out.values())

    def contrast(self) -> str:
        """The difference in words: ``dmps, dmps-old: fixed; tcg: the players choose`` for a choice,
        else which profiles agree (``tcg ≠ dmps = dmps-old``)."""
        parts = []
        for names, cell in self.groups():
            who = ", ".join(names)
            if cell is None:
                parts.append(f"{who}: not reached")
            elif len(outcomes(cell)) > 1 or varies(cell):
                parts.append(f"{who}: the players choose")
            else:
                parts.append(f"{who}: fixed")
        return "; ".join(parts)


@dataclass
class ScenarioResult:
    feature: str  # relative to features/, e.g. mana/dmps_examples.feature
    line: int
    scenario: str
    description: str
    tags: list[str]
    ids: list[str]
    runs: dict[str, ProfileRun] = field(default_factory=dict)
    source: str = ""  # seed file § section of its example ids
    example: str = ""  # the Examples row of an outline
    feature_name: str = ""
    attributions: list[Attribution] = field(default_factory=list)  # why profiles diverge (reports/model/attribution.py)
    readings: list[ReadingRun] = field(default_factory=list)  # runs under the readings of the questions it names

    @property
    def uid(self) -> str:
        return scenario_uid(self.feature, self.scenario, self.example)

    @property
    def key(self) -> str:
        """Where it is written: FILE:LINE (under features/)."""
        return f"{self.feature}:{self.line}"

    @property
    def location(self) -> str:
        """Where it is written, as ``dmrules verify`` and ``dmrules explain`` take it back."""
        return f"features/{self.key}"

    @property
    def title(self) -> str:
        return self.scenario + (f" [{self.example}]" if self.example else "")

    @property
    def topic(self) -> str:
        """The topic folder of features/ the scenario lives in."""
        parts = PurePosixPath(self.feature).parts
        return parts[0] if len(parts) > 1 else ""

    @property
    def status(self) -> Status:
        """The scenario's status over its profiles: error, else failed, else passed, else observed."""
        statuses = {r.status for r in self.runs.values()}
        for s in (Status.error, Status.failed, Status.passed):
            if s in statuses:
                return s
        return Status.observed

    def diverges(self, a: str | None = None, b: str | None = None) -> bool:
        """Whether the profiles' observed outcomes differ (all profiles, or just a and b): what they
        observed differs, and not only where a verdict does not apply under some of them (``n/a``,
        which is no different outcome: :meth:`only_not_applicable`). Every count of diverging
        scenarios is this one."""
        chosen = list(self.runs) if a is None else [p for p in self.runs if p in (a, b)]
        return self._observations_differ(chosen) and not self._not_applicable(chosen)

    def _observations_differ(self, profiles: list[str]) -> bool:
        return len({self.runs[p].signature() for p in profiles}) > 1

    def difference_kinds(self, profiles: list[str] | None = None) -> list[str]:
        """How the profiles' outcomes differ (KINDS order): the kinds of their differing verdicts,
        and "not reached" when a run stopped, erred or was refused where another went on; none
        where they differ only where a verdict does not apply (``n/a``)."""
        chosen = [p for p in (profiles or list(self.runs)) if p in self.runs]
        if not self._observations_differ(chosen) or self._not_applicable(chosen):
            return []
        kinds = {k for row in self.rows(chosen) for k in row.kinds(chosen)}
        stopped = {self.runs[p].stopped for p in chosen}
        if len(stopped) > 1:
            kinds.add(UNREACHED)
        return [k for k in KINDS if k in kinds] or [OUTCOME]

    @property
    def difference_kind(self) -> str | None:
        """The strongest kind of difference between the profiles (None: they agree)."""
        kinds = self.difference_kinds()
        return kinds[0] if kinds else None

    def only_not_applicable(self) -> list[str]:
        """Where the profiles differ only because verdicts do not apply under some of them (``n/a``):
        those profiles, in order; [] when the divergence is a real one (or there is none)."""
        return self._not_applicable(list(self.runs))

    def _not_applicable(self, profiles: list[str]) -> list[str]:
        """:meth:`only_not_applicable` among ``profiles``."""
        if not self._observations_differ(profiles) or len({self.runs[p].stopped for p in profiles}) > 1:
            return []
        found: set[str] = set()
        for row in self.rows(profiles):
            if not row.differs:
                continue
            if any(c is None for c in row.cells.values()):
                return []
            applying = {json.dumps(sorted(outcomes(c)), ensure_ascii=False)
                        for c in row.cells.values() if c is not None and not not_applicable(c)}
            if len(applying) > 1:
                return []
            found |= {p for p, c in row.cells.items() if not_applicable(c)}
        return [p for p in profiles if p in found]

    def forks(self, two: bool) -> list[str] | dict[str, list[str]]:
        """The forks that explain the divergence: a list where two profiles run (``two``), else per
        pair of profiles (``tcg/dmps``); the first smallest explaining set of each."""
        if two:
            return self.attributions[0].forks if self.attributions else []
        return {a.pair: a.forks for a in self.attributions}

    def fork_labels(self) -> list[str]:
        """Every fork any pair's explanation names, in the order of the forks."""
        from engine.policies.profiles import FORKS

        named = {f for a in self.attributions for f in a.forks}
        return [lbl for lbl in FORKS.values() if lbl in named]

    @property
    def tcg_general(self) -> bool:
        """Its TCG verdicts come from the general paper rules, not from a source (``@tcg-general``)."""
        return TCG_GENERAL in self.tags

    def rows(self, profiles: list[str]) -> list[Row]:
        """Each verdict with every profile's observation, in the scenario's order."""
        claims: list[str] = []
        for run in self.runs.values():
            for n, o in enumerate(run.observations):
                if n >= len(claims):
                    claims.append(o["claim"])
        rows = []
        for n, claim in enumerate(claims):
            cells: dict[str, dict[str, Any] | None] = {}
            for p in profiles:
                if p in self.runs:
                    obs = self.runs[p].observations
                    cells[p] = obs[n] if n < len(obs) else None
            rows.append(Row(claim, cells))
        return rows


@dataclass
class RunResult:
    profiles: list[str]
    scenarios: list[ScenarioResult]
    problems: list[str] = field(default_factory=list)  # collection errors, bad input
    forced: str | None = None
    selection: dict[str, Any] = field(default_factory=dict)  # paths, tags, profiles, shard: what was left out
    created: float = field(default_factory=time.time)
    skipped: list[str] = field(default_factory=list)  # malformed feature files, one "file:line: problem" each
    attribution_seconds: float | None = None  # CPU seconds fork attribution took in this run (None: not run)

    @property
    def ok(self) -> bool:
        return not self.problems and not any(s.status.failing for s in self.scenarios)

    @property
    def complete(self) -> bool:
        """Whether the run covered the whole suite (no selection narrowed it, no file was skipped)."""
        return not any(self.selection.values()) and not self.skipped

    def counts(self) -> dict[str, int]:
        """Scenarios by outcome: passed / observed (nothing asserted) by their status; failed and
        error count the scenarios with a failing (erring) profile run, so they may overlap."""
        return {"scenarios": len(self.scenarios),
                "passed": sum(1 for s in self.scenarios if s.status is Status.passed),
                "observed": sum(1 for s in self.scenarios if s.status is Status.observed),
                "failed": sum(1 for s in self.scenarios if any(r.status is Status.failed for r in s.runs.values())),
                "error": sum(1 for s in self.scenarios if any(r.status is Status.error for r in s.runs.values())),
                "diverging": sum(1 for s in self.scenarios if s.diverges()),
                **{kind: sum(1 for s in self.scenarios if s.difference_kind == kind) for kind in KINDS}}

    def attribution_summary(self) -> dict[str, Any]:
        """How many diverging scenarios the forks explain, by the size of the smallest set (one
        fork, two, three), and how many none does; the seconds attribution took."""
        diverging = [s for s in self.scenarios if s.diverges()]
        sizes = [max((len(a.forks) for a in s.attributions), default=0) for s in diverging]
        explained = [s for s in diverging if s.attributions and all(a.forks for a in s.attributions)]
        return {"diverging": len(diverging), "with forks": sum(1 for s in diverging if s.fork_labels()),
                "fully explained": len(explained),
                **{f"largest set {n}": sizes.count(n) for n in (1, 2, 3)},
                "none": sum(1 for s in diverging if not s.fork_labels()),
                "findings": sum(1 for s in diverging for a in s.attributions if a.finding),
                "seconds": self.attribution_seconds}

    def by_topic(self) -> dict[str, list[ScenarioResult]]:
        topics: dict[str, list[ScenarioResult]] = {}
        for s in self.scenarios:
            topics.setdefault(s.topic, []).append(s)
        return topics

    def to_json(self) -> dict[str, Any]:
        return {**self.header_json(), "scenarios": [self.scenario_json(s) for s in self.scenarios]}

    def header_json(self) -> dict[str, Any]:
        """:meth:`to_json` but its scenarios."""
        return {"format": RESULTS_FORMAT, "version": RESULTS_VERSION, "created": self.created,
                "profiles": self.profiles, "forced": self.forced, "selection": self.selection,
                "problems": self.problems, "skipped": self.skipped, "counts": self.counts(),
                "attribution": self.attribution_summary()}

    def scenario_json(self, s: ScenarioResult) -> dict[str, Any]:
        """One scenario as :meth:`to_json` lists it."""
        return {"uid": s.uid, **{k: v for k, v in fields_of(s).items() if k != "runs"},
                **({"forks": s.forks(len(self.profiles) == 2)} if s.diverges() else {}),
                "runs": {p: r.to_json() for p, r in s.runs.items()}}

    @classmethod
    def from_json(cls, data: Any) -> RunResult:
        """The inverse of :meth:`to_json`; anything else is a DmRulesError that says what is wrong."""
        check_header(data)
        try:
            scenarios = [scenario_from_json(s) for s in data["scenarios"]]
        except (KeyError, TypeError, AttributeError, ValueError) as exc:
            raise DmRulesError(f"malformed dmrules results: {exc!r}") from exc
        return cls.from_header(data, scenarios)

    @classmethod
    def from_header(cls, data: dict[str, Any], scenarios: list[ScenarioResult]) -> RunResult:
        """A result from a results file's fields other than its scenarios (checked by :func:`check_header`)
        and its scenarios (read one by one: :func:`scenario_from_json`)."""
        try:
            return cls(list(data["profiles"]), scenarios, list(data.get("problems", [])), data.get("forced"),
                       dict(data.get("selection", {})), float(data.get("created", 0.0)),
                       list(data.get("skipped", [])), (data.get("attribution") or {}).get("seconds"))
        except (KeyError, TypeError, AttributeError, ValueError) as exc:
            raise DmRulesError(f"malformed dmrules results: {exc!r}") from exc


def check_header(data: Any) -> None:
    """A DmRulesError unless ``data`` is a results file's object of this format and version."""
    if not isinstance(data, dict) or data.get("format") != RESULTS_FORMAT:
        raise DmRulesError(f"not a dmrules results file (expected \"format\": \"{RESULTS_FORMAT}\")")
    if data.get("version") != RESULTS_VERSION:
        raise DmRulesError(f"results version {data.get('version')!r} is not {RESULTS_VERSION}")


def scenario_from_json(s: Any) -> ScenarioResult:
    """One scenario of a results file (KeyError, TypeError, AttributeError or ValueError if malformed)."""
    fields = {k: v for k, v in s.items() if k not in ("uid", "runs", "forks", "attributions", "readings")}
    runs = {str(p): ProfileRun(**{k: v for k, v in r.items() if k != "trace_digest"}) for p, r in s["runs"].items()}
    attributions = [Attribution.from_json(a) for a in s.get("attributions", [])]
    readings = [ReadingRun(**r) for r in s.get("readings", [])]
    return ScenarioResult(**fields, runs=runs, attributions=attributions, readings=readings)


class RunInterrupted(Exception):
    """The run was interrupted (Ctrl-C, SIGTERM) before it ended: nothing of it may be reported
    or gated as if it were the run asked for."""

    def __init__(self, done: int, total: int, records: list[dict[str, Any]]) -> None:
        self.done, self.total = done, total
        self.records = records  # the runs that ended (the results cache keeps them)
        statuses = [str(r.get("status")) for r in records]
        self.tally = {s: statuses.count(s) for s in dict.fromkeys(statuses)}
        ran = ", ".join(f"{n} {s}" for s, n in self.tally.items())
        of = f" of {total}" if total else ""
        super().__init__(f"interrupted after {done}{of} scenario runs{f' ({ran})' if ran else ''}: "
                         f"the run is incomplete, so no report and no baseline were written")


def assemble(records: list[dict[str, Any]], profiles: list[str], problems: list[str],
             forced: str | None, sources: dict[str, str], selection: dict[str, Any] | None = None) -> RunResult:
    """Groups the plugin's records (one per scenario × profile) into scenarios."""
    by_uid: dict[str, ScenarioResult] = {}
    for r in records:
        uid = scenario_uid(r["feature"], r["scenario"], r.get("example", ""))
        s = by_uid.get(uid)
        if s is None:
            src = "; ".join(dict.fromkeys(sources[i] for i in r["ids"] if i in sources))
            s = by_uid[uid] = ScenarioResult(r["feature"], r["line"], r["scenario"], r["description"],
                                             r["tags"], r["ids"], source=src, example=r.get("example", ""),
                                             feature_name=r.get("feature_name", ""))
        s.runs[r["profile"]] = ProfileRun(r["profile"], r["status"], r["detail"], r["outcome"],
                                          r["observations"], r["trace"], r["duration"], r["forced"],
                                          r.get("records", []), r.get("steps", []))
    for s in by_uid.values():
        s.runs = {p: s.runs[p] for p in profiles if p in s.runs}
    return RunResult(profiles, sort_scenarios(by_uid.values()), problems, forced, selection or {})


def sort_scenarios(scenarios: Any) -> list[ScenarioResult]:
    return sorted(scenarios, key=lambda s: (s.feature, s.line, s.example))
