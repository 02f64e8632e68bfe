"""The Cucumber JSON report, the format cucumber dashboards read.

A list of features (``uri``, ``name``, ``elements``); an element per scenario × profile, the
profile in its name (``... [dmps]``) and its id; each with its steps (background first) and
their ``result.status``: passed, failed, undefined (no such step) or skipped (not reached).
A run that failed after its steps (an unacknowledged refusal) or before them carries the
failure in an ``after`` hook. The run's duration is shared evenly by the steps that ran
(dmrules times scenarios, not steps); the feature's tags are those all its scenarios carry.
"""

from __future__ import annotations

import re
from typing import Any

from reports.model.results import ProfileRun, RunResult, ScenarioResult
from reports.render.escaping import json_text


def slug(text: str) -> str:
    return re.sub(r"\s+", "-", text.strip().lower()) or "-"


def _tags(names: list[str], line: int) -> list[dict[str, Any]]:
    return [{"name": f"@{t}", "line": line} for t in names]


def step(s: ScenarioResult, record: dict[str, Any], seconds: float) -> dict[str, Any]:
    result: dict[str, Any] = {"status": record["status"]}
    if record["status"] in ("passed", "failed"):
        result["duration"] = int(seconds * 1e9)
    if record.get("error"):
        result["error_message"] = record["error"]
    out: dict[str, Any] = {"keyword": f"{record['keyword']} ", "name": record["name"], "line": record["line"],
                           "match": {"location": f"{s.location.rsplit(':', 1)[0]}:{record['line']}"},
                           "result": result}
    if record.get("rows"):
        out["rows"] = [{"cells": row} for row in record["rows"]]
    if record.get("docstring"):
        out["doc_string"] = {"value": record["docstring"], "content_type": "", "line": record["line"] + 1}
    return out


def element(s: ScenarioResult, run: ProfileRun) -> dict[str, Any]:
    ran = [r for r in run.steps if r["status"] in ("passed", "failed")]
    share = run.duration / len(ran) if ran else 0.0
    steps = [step(s, r, share) for r in run.steps]
    out: dict[str, Any] = {
        "id": f"{slug(s.feature_name or s.feature)};{slug(s.title)};{run.profile}",
        "keyword": "Scenario Outline" if s.example else "Scenario", "type": "scenario",
        "name": f"{s.title} [{run.profile}]", "line": s.line,
        "description": s.description + (f"\nsource: {s.source}" if s.source else "")
        + "".join(f"\nforks ({a.pair}): {' + '.join(a.forks) or a.finding}" for a in s.attributions),
        "tags": _tags(s.tags, s.line), "steps": steps}
    if run.status.failing and not any(st["result"]["status"] in ("failed", "undefined") for st in steps):
        out["after"] = [{"match": {"location": "dmrules"},
                         "result": {"status": "failed", "duration": 0, "error_message": run.detail}}]
    return out


def feature(scenarios: list[ScenarioResult], profiles: list[str]) -> dict[str, Any]:
    first = scenarios[0]
    common = sorted(set.intersection(*(set(s.tags) for s in scenarios)))
    return {"uri": f"features/{first.feature}", "id": slug(first.feature_name or first.feature),
            "keyword": "Feature", "name": first.feature_name or first.feature, "line": 1, "description": "",
            "tags": _tags(common, 1),
            "elements": [element(s, s.runs[p]) for s in scenarios for p in profiles if p in s.runs]}


def render_cucumber(result: RunResult) -> str:
    by_file: dict[str, list[ScenarioResult]] = {}
    for s in result.scenarios:
        by_file.setdefault(s.feature, []).append(s)
    data = [feature(scenarios, result.profiles) for scenarios in by_file.values()]
    return json_text(data) + "\n"
