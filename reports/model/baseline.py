"""The regression gate: what every scenario observed, per profile, kept in a baseline file.

``dmrules verify --baseline FILE`` compares the run with FILE: a scenario whose verdict (its
status, each verdict's observed value, its failure detail) or trace moved fails the gate and
is shown with what moved. Only ``--update-baseline`` writes FILE, atomically. A missing or
corrupt baseline is an error that says so; it is never rewritten to "repair" it.

A baseline entry is keyed by the scenario's feature file and name (not its line), so moving
a scenario within its file moves nothing. It also keeps the digest of each official ruling the
scenario encodes (``@qa:ID``, from the ledger): when the ledger's digest of that answer
changes, the scenario's runs are "source moved" until the scenario is checked against the new
answer and the baseline updated (an entry without digests, written before they were kept, is
not compared on them).
"""

from __future__ import annotations

import difflib
import json
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from engine.model.errors import DmRulesError
from reports.model.outputs import write_atomic
from reports.model.results import ProfileRun, RunResult

BASELINE_FORMAT = "dmrules-baseline"
BASELINE_VERSION = 1

Entry = dict[str, Any]  # uid -> {"key", "ids", "rulings": {id: digest}, "runs": {profile: {...}}}


class BaselineError(DmRulesError):
    """The baseline file is missing or unreadable."""


def snapshot(run: ProfileRun) -> dict[str, Any]:
    """What the gate compares for one scenario under one profile."""
    return {"status": run.status, "detail": run.detail, "verdicts": [list(v) for v in run.verdicts()],
            "trace": run.trace}


def ruling_digests(ledger: Path | None = None) -> dict[str, str]:
    """``qa:ID`` → the digest of that ruling's answer in the ledger."""
    from reports.model.rulings import load_ledger
    from reports.model.sources import LEDGER

    return {f"qa:{r.id}": r.digest for r in load_ledger(ledger or LEDGER)}


def entries(result: RunResult, digests: dict[str, str] | None = None) -> dict[str, Entry]:
    digests = ruling_digests() if digests is None else digests
    return {s.uid: {"key": s.key, "ids": s.ids,
                    "rulings": {i: digests[i] for i in s.ids if i in digests},
                    "runs": {p: snapshot(r) for p, r in s.runs.items()}}
            for s in result.scenarios}


def load(path: Path) -> dict[str, Entry]:
    """The baseline's entries; a BaselineError says why it can't be used (and that it was left alone)."""
    if not path.exists():
        raise BaselineError(f"baseline {path} does not exist; create it with --update-baseline")
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise BaselineError(f"baseline {path} is corrupt ({exc}); it was left as it is: "
                            f"restore it or rewrite it with --update-baseline") from exc
    if not isinstance(data, dict) or data.get("format") != BASELINE_FORMAT:
        raise BaselineError(f"{path} is not a dmrules baseline (no \"format\": \"{BASELINE_FORMAT}\"); "
                            f"it was left as it is")
    if data.get("version") != BASELINE_VERSION:
        raise BaselineError(f"baseline {path} has version {data.get('version')!r}, this dmrules reads "
                            f"{BASELINE_VERSION}; rewrite it with --update-baseline")
    scenarios = data.get("scenarios")
    if not isinstance(scenarios, dict) or not all(isinstance(e, dict) and isinstance(e.get("runs"), dict)
                                                  for e in scenarios.values()):
        raise BaselineError(f"baseline {path} is corrupt (bad \"scenarios\"); it was left as it is")
    return scenarios


_PAIR = re.compile(r'\[\n\s+("(?:[^"\\]|\\.)*"),\n\s+("(?:[^"\\]|\\.)*")\n\s+\]')


def dump(scenarios: dict[str, Entry]) -> str:
    """Sorted, one trace line or verdict [claim, observed] per line: small diffs under version control."""
    data = {"format": BASELINE_FORMAT, "version": BASELINE_VERSION,
            "scenarios": {uid: scenarios[uid] for uid in sorted(scenarios)}}
    return _PAIR.sub(r"[\1, \2]", json.dumps(data, ensure_ascii=False, indent=1)) + "\n"


def update(path: Path, result: RunResult, digests: dict[str, str] | None = None) -> int:
    """Writes the run into the baseline (atomically); returns how many scenarios it holds.

    A run of the whole suite replaces the baseline; a narrower run (paths, tags, profiles,
    shard) replaces only what it ran and keeps the rest.
    """
    if result.forced:
        raise DmRulesError("a run with --force-verdicts can't be a baseline")
    if result.problems:
        raise DmRulesError("not updating the baseline: the run had problems (see above)")
    if result.skipped:
        raise DmRulesError("not updating the baseline: malformed feature files were skipped (see above)")
    current = entries(result, digests)
    if not result.complete and path.exists():
        merged = load(path)
        for uid, entry in current.items():
            old_runs = merged.get(uid, {}).get("runs", {})
            merged[uid] = {**entry, "runs": {**old_runs, **entry["runs"]}}
        current = merged
    write_atomic(path, dump(current))
    return len(current)


@dataclass
class Move:
    """One scenario under one profile whose outcome moved since the baseline."""

    uid: str
    key: str
    profile: str
    kind: str  # moved | source moved | new | gone
    changes: list[str] = field(default_factory=list)  # verdicts, status, detail: "old → new"
    trace_diff: list[str] = field(default_factory=list)  # unified diff of the traces


def source_moves(old: Entry | None, entry: Entry) -> list[str]:
    """The rulings of a scenario whose answer (its digest in the ledger) changed since the baseline."""
    before = (old or {}).get("rulings")
    if not isinstance(before, dict):
        return []  # written before the baseline kept digests
    return [f"{i}: the answer changed: {before[i]!r} → {digest!r} (check the scenario against it)"
            for i, digest in entry["rulings"].items() if i in before and before[i] != digest]


def compare(baseline: dict[str, Entry], result: RunResult, digests: dict[str, str] | None = None) -> list[Move]:
    """What moved between the baseline and the run. Scenarios the run left out (a narrower
    selection) are not compared; a scenario or profile that is new, or gone from a complete
    run, counts as moved; a scenario whose ruling's answer changed in the ledger is "source
    moved" under every profile it ran."""
    moves: list[Move] = []
    current = entries(result, digests)
    for uid, entry in current.items():
        old = baseline.get(uid)
        if sources := source_moves(old, entry):
            moves += [Move(uid, entry["key"], profile, "source moved", sources) for profile in entry["runs"]]
        for profile, snap in entry["runs"].items():
            before = old["runs"].get(profile) if old else None
            if before is None:
                moves.append(Move(uid, entry["key"], profile, "new", ["not in the baseline"]))
                continue
            move = diff_runs(uid, entry["key"], profile, before, snap)
            if move:
                moves.append(move)
        if old and result.complete:
            for profile in old["runs"]:
                if profile not in entry["runs"] and profile in result.profiles:
                    moves.append(Move(uid, entry["key"], profile, "gone", ["no longer runs"]))
    if result.complete:
        for uid, old in baseline.items():
            if uid not in current:
                for profile in old["runs"]:
                    if profile in result.profiles:
                        moves.append(Move(uid, str(old.get("key", "")), profile, "gone",
                                          ["in the baseline, not in the suite"]))
    return moves


def diff_runs(uid: str, key: str, profile: str, before: dict[str, Any], after: dict[str, Any]) -> Move | None:
    changes = []
    if before.get("status") != after["status"]:
        changes.append(f"status: {before.get('status')} → {after['status']}")
    old_v = [tuple(v) for v in before.get("verdicts", [])]
    new_v = [tuple(v) for v in after["verdicts"]]
    for n in range(max(len(old_v), len(new_v))):
        o = old_v[n] if n < len(old_v) else None
        v = new_v[n] if n < len(new_v) else None
        if o == v:
            continue
        if o is None:
            changes.append(f"new verdict: {v[0]} → {v[1]}" if v else "")
        elif v is None:
            changes.append(f"verdict gone: {o[0]} (was {o[1]})")
        elif o[0] != v[0]:
            changes.append(f"verdict {n + 1} changed: {o[0]} → {v[0]}")
        else:
            changes.append(f"{v[0]}: {o[1]} → {v[1]}")
    if before.get("detail", "") != after["detail"] and before.get("status") == after["status"]:
        changes.append(f"detail: {before.get('detail', '')!r} → {after['detail']!r}")
    trace = list(difflib.unified_diff(before.get("trace", []), after["trace"], "baseline", "this run", lineterm=""))
    if not changes and not trace:
        return None
    return Move(uid, key, profile, "moved", changes, trace)
