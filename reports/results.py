"""The result model: per scenario and profile what was observed, apart from any rendering."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

FAILING = ("failed", "error")


@dataclass
class ProfileRun:
    """One scenario under one profile."""

    profile: str
    status: str  # passed | failed | error | observed | refused
    detail: str
    outcome: str
    observations: list[dict[str, Any]]
    trace: list[str]
    duration: float
    forced: str | None = None

    @property
    def asserted(self) -> bool:
        return any(o["asserted"] for o in self.observations)

    def signature(self) -> str:
        """What this profile did, comparable across profiles: each verdict's observed value."""
        if self.status in ("refused", "error") or (self.status == "observed" and self.detail):
            return f"{self.status}: {self.detail}"
        return json.dumps([(o["claim"], o["observed"]) for o in self.observations], ensure_ascii=False)


@dataclass
class ScenarioResult:
    feature: str
    line: int
    scenario: str
    description: str
    tags: list[str]
    ids: list[str]
    runs: dict[str, ProfileRun] = field(default_factory=dict)
    source: str = ""

    @property
    def key(self) -> str:
        return f"{self.feature}:{self.line}"

    @property
    def topic(self) -> str:
        parts = Path(self.feature).parts
        return parts[1] if len(parts) > 2 else (parts[0] if parts else "")

    @property
    def status(self) -> str:
        statuses = {r.status for r in self.runs.values()}
        for s in ("error", "failed"):
            if s in statuses:
                return s
        return "passed" if "passed" in statuses else "observed"

    def diverges(self, a: str | None = None, b: str | None = None) -> bool:
        """Whether the profiles' observed outcomes differ (all profiles, or just a and b)."""
        runs = self.runs if a is None else {k: v for k, v in self.runs.items() if k in (a, b)}
        return len({r.signature() for r in runs.values()}) > 1


@dataclass
class RunResult:
    profiles: list[str]
    scenarios: list[ScenarioResult]
    problems: list[str] = field(default_factory=list)  # collection errors, bad input
    forced: str | None = None

    @property
    def ok(self) -> bool:
        return not self.problems and all(s.status not in FAILING for s in self.scenarios)

    def counts(self) -> dict[str, int]:
        out = {"scenarios": len(self.scenarios), "passed": 0, "failed": 0, "error": 0,
               "diverging": sum(1 for s in self.scenarios if s.diverges())}
        for s in self.scenarios:
            out[s.status if s.status in out else "passed"] += 1
        return out

    def to_json(self) -> dict[str, Any]:
        return {"profiles": self.profiles, "problems": self.problems, "forced": self.forced,
                "scenarios": [{**{k: v for k, v in asdict(s).items() if k != "runs"},
                               "runs": {p: asdict(r) for p, r in s.runs.items()}}
                              for s in self.scenarios]}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> RunResult:
        scenarios = []
        for s in data["scenarios"]:
            runs = {p: ProfileRun(**r) for p, r in s.pop("runs").items()}
            scenarios.append(ScenarioResult(**s, runs=runs))
        return cls(data["profiles"], scenarios, data.get("problems", []), data.get("forced"))


def assemble(records: list[dict[str, Any]], profiles: list[str], problems: list[str],
             forced: str | None, sources: dict[str, str]) -> RunResult:
    by_key: dict[str, ScenarioResult] = {}
    for r in records:
        key = f"{r['feature']}:{r['line']}"
        s = by_key.get(key)
        if s is None:
            src = "; ".join(dict.fromkeys(sources[i] for i in r["ids"] if i in sources))
            s = by_key[key] = ScenarioResult(r["feature"], r["line"], r["scenario"], r["description"],
                                             r["tags"], r["ids"], source=src)
        s.runs[r["profile"]] = ProfileRun(r["profile"], r["status"], r["detail"], r["outcome"],
                                          r["observations"], r["trace"], r["duration"], r["forced"])
    ordered = sorted(by_key.values(), key=lambda s: (s.feature, s.line))
    return RunResult(profiles, ordered, problems, forced)
