"""``dmrules merge``: several JSON results (shards of one suite, or runs of different profiles)
combined into one result, which renders and gates like a single run."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from engine.catalog.reading import InputError, JsonStream
from engine.model.errors import DmRulesError
from reports.model.results import (
    RESULTS_FORMAT,
    RESULTS_VERSION,
    RunResult,
    ScenarioResult,
    check_header,
    scenario_from_json,
    sort_scenarios,
)
from reports.model.shards import parse_shard

# A results file holds every run's trace: it grows with the suite (24 MB at 786 scenarios × 5
# profiles), so it gets a larger bound than other inputs (engine.catalog.reading.MAX_BYTES).
MAX_RESULTS_BYTES = 512 * 1024 * 1024


def load_result(path: Path) -> RunResult:
    """A results file (``--format json``), read a scenario at a time (memory follows its scenarios,
    not its text); any problem is a DmRulesError naming the file (and the line, where there is one)."""
    header: dict[str, Any] = {}
    scenarios: list[ScenarioResult] = []
    listed = False
    try:
        with JsonStream(path, MAX_RESULTS_BYTES) as stream:
            for key, value in stream.members("scenarios"):
                if key != "scenarios":
                    header[key] = value
                    if key in ("format", "version"):
                        check_header({"format": RESULTS_FORMAT, "version": RESULTS_VERSION, key: value})
                    continue
                listed = True
                for line, item in value:
                    try:
                        scenarios.append(scenario_from_json(item))
                    except (KeyError, TypeError, AttributeError, ValueError) as exc:
                        raise DmRulesError(f"{path}:{line}: malformed dmrules results: a scenario's {exc!r}") \
                            from None
            stream.end()
        check_header(header)
        if not listed:
            raise DmRulesError("malformed dmrules results: no \"scenarios\"")
    except InputError as exc:
        raise DmRulesError(f"{path}: no such results file" if exc.problem == "no such file"
                           else f"{path}: not readable JSON results (line {exc.line}: {exc.problem})") from exc
    except DmRulesError as exc:
        raise DmRulesError(str(exc) if str(exc).startswith(str(path)) else f"{path}: {exc}") from exc
    return RunResult.from_header(header, scenarios)


def merge(results: list[RunResult]) -> RunResult:
    """One result from many. The same scenario under the same profile in two inputs is an error
    (overlapping shards); different profiles of one scenario join into one scenario."""
    if not results:
        raise DmRulesError("nothing to merge")
    forced = {r.forced for r in results}
    if len(forced) > 1:
        raise DmRulesError(f"can't merge runs with different --force-verdicts: {sorted(map(str, forced))}")
    profiles: list[str] = []
    scenarios: dict[str, ScenarioResult] = {}
    for r in results:
        profiles += [p for p in r.profiles if p not in profiles]
        for s in r.scenarios:
            have = scenarios.get(s.uid)
            if have is None:
                scenarios[s.uid] = ScenarioResult(s.feature, s.line, s.scenario, s.description, s.tags, s.ids,
                                                  dict(s.runs), s.source, s.example, s.feature_name,
                                                  list(s.attributions), list(s.readings))
                continue
            have.attributions += [a for a in s.attributions if a.pair not in {b.pair for b in have.attributions}]
            for p, run in s.runs.items():
                if p in have.runs:
                    raise DmRulesError(f"{s.uid} under {p} is in two of the results (overlapping shards?)")
                have.runs[p] = run
    for s in scenarios.values():
        s.runs = {p: s.runs[p] for p in profiles if p in s.runs}
    problems = [p for r in results for p in r.problems]
    skipped = list(dict.fromkeys(line for r in results for line in r.skipped))
    return RunResult(profiles, sort_scenarios(scenarios.values()), problems, results[0].forced,
                     merged_selection(results), max(r.created for r in results), skipped)


def merged_selection(results: list[RunResult]) -> dict[str, object]:
    """The selection of the merged run: shards 1..N of the same selection make it whole again;
    different profiles of the same selection add up."""
    others = [{k: v for k, v in r.selection.items() if k not in ("shard", "profiles")} for r in results]
    out: dict[str, object] = dict(others[0]) if all(o == others[0] for o in others) else {"merged": others}
    shards = [r.selection.get("shard") for r in results]
    if any(shards):
        parsed = {parse_shard(str(s)) for s in shards if s}
        counts = {n for _, n in parsed}
        whole = len(counts) == 1 and all(shards) and {i for i, _ in parsed} == set(range(1, counts.pop() + 1))
        if not whole:
            out["shard"] = ", ".join(sorted({str(s) for s in shards if s}))
    profile_sets = [r.selection.get("profiles") for r in results]
    if all(profile_sets):
        out["profiles"] = sorted({str(p) for ps in profile_sets for p in ps})  # type: ignore[union-attr]
    return out
