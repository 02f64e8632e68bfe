"""The regression gate: what every scenario observed, per profile, kept in a baseline file.

``dmrules verify --baseline FILE`` compares the run with FILE: a scenario whose verdict (its
status, each verdict's observed value, its failure detail) or trace moved fails the gate and
is shown with what moved. Only ``--update-baseline`` writes FILE, atomically and under a lock
(re-read and merged under it). A missing or corrupt baseline (its shape is checked entry by
entry) is an error that says so; it is never rewritten to "repair" it.

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

from engine.catalog.reading import load_json
from engine.model.errors import DmRulesError
from reports.model import digests
from reports.model.causes import CardFacts, card_facts
from reports.model.digests import Changes, Digests, unnumbered
from reports.model.outputs import locked, write_atomic
from reports.model.results import ProfileRun, RunResult
from steps.runtime.status import Status

BASELINE_FORMAT = "dmrules-baseline"
BASELINE_VERSION = 1
CARD_FACTS = "card facts"  # the key of each card's fields (the gate names a card's change by field)

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


def entries(result: RunResult, rulings: dict[str, str] | None = None) -> dict[str, Entry]:
    rulings = ruling_digests() if rulings is None else rulings
    return {s.uid: {"key": s.key, "ids": s.ids,
                    "rulings": {i: rulings[i] for i in s.ids if i in rulings},
                    "runs": {p: snapshot(r) for p, r in s.runs.items()}}
            for s in result.scenarios}


MAX_BASELINE_BYTES = 64 * 1024 * 1024


def load(path: Path) -> dict[str, Entry]:
    """The baseline's entries; a BaselineError says why it can't be used (and that it was left alone).
    Only a regular file is read (a FIFO or a device is refused, never waited on), and its shape is
    checked entry by entry."""
    if not path.exists() and not path.is_symlink():
        raise BaselineError(f"baseline {path} does not exist; create it with --update-baseline")
    try:
        data = load_json(path, MAX_BASELINE_BYTES)
    except DmRulesError as exc:
        raise BaselineError(f"corrupt baseline: {exc}; it was left as it is: restore it (e.g. from version control) "
                            f"or delete it and run the whole suite with --update-baseline") from None
    if not isinstance(data, dict) or data.get("format") != BASELINE_FORMAT:
        raise BaselineError(f"{path} is not a dmrules baseline (no \"format\": \"{BASELINE_FORMAT}\"); "
                            f"it was left as it is")
    version = data.get("version")
    if type(version) is not int or version != BASELINE_VERSION:
        shown = repr(version) if len(repr(version)) <= 40 else repr(version)[:40] + "..."
        raise BaselineError(f"baseline {path} has version {shown}, this dmrules reads {BASELINE_VERSION}; "
                            f"it was left as it is: rewrite it with --update-baseline after deleting it")
    problem = shape_problem(data.get("scenarios"))
    if problem:
        raise BaselineError(f"baseline {path} is corrupt ({problem}); it was left as it is: restore it "
                            f"(e.g. from version control) or delete it and run the whole suite with "
                            f"--update-baseline")
    scenarios: dict[str, Entry] = data["scenarios"]
    return scenarios


def _strings(value: Any) -> bool:
    return isinstance(value, list) and all(isinstance(v, str) for v in value)


def shape_problem(scenarios: Any) -> str | None:
    """What is wrong with a baseline's ``scenarios`` (None: the shape :func:`dump` writes)."""
    if not isinstance(scenarios, dict):
        return "\"scenarios\" is not an object"
    statuses = {s.value for s in Status}
    for uid, entry in scenarios.items():
        if not isinstance(entry, dict) or not isinstance(entry.get("runs"), dict):
            return f"{uid!r}: no \"runs\" object"
        if not isinstance(entry.get("key", ""), str) or not _strings(entry.get("ids", [])):
            return f"{uid!r}: \"key\" must be text and \"ids\" a list of texts"
        for profile, run in entry["runs"].items():
            where = f"{uid!r} under {profile!r}"
            if not isinstance(run, dict):
                return f"{where}: the run is not an object"
            if run.get("status") not in statuses:
                return f"{where}: status {str(run.get('status'))[:40]!r} is none of {', '.join(sorted(statuses))}"
            if not isinstance(run.get("detail", ""), str) or not _strings(run.get("trace", [])):
                return f"{where}: \"detail\" must be text and \"trace\" a list of texts"
            verdicts = run.get("verdicts", [])
            if not isinstance(verdicts, list) or not all(_strings(v) and len(v) == 2 for v in verdicts):
                return f"{where}: \"verdicts\" must be a list of [claim, observed] texts"
    return None


_PAIR = re.compile(r'\[\n\s+("(?:[^"\\]|\\.)*"),\n\s+("(?:[^"\\]|\\.)*")\n\s+\]')


def load_digests(path: Path) -> Digests | None:
    """The digests of the cards and policies the baseline was computed from (None: it records none)."""
    try:
        data = load_json(path, MAX_BASELINE_BYTES)
    except DmRulesError:
        return None
    found = data.get("digests") if isinstance(data, dict) else None
    return found if isinstance(found, dict) else None


def load_card_facts(path: Path) -> CardFacts | None:
    """The facts of every card the baseline was computed from (None: it keeps none)."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError):
        return None
    found = data.get(CARD_FACTS) if isinstance(data, dict) else None
    return found if isinstance(found, dict) else None


def dump(scenarios: dict[str, Entry], digests: Digests | None = None, facts: CardFacts | None = None) -> str:
    """Sorted, one trace line or verdict [claim, observed] per line: small diffs under version control.
    ``digests``: the cards' and policies' (:mod:`reports.model.digests`), one per line; ``facts``: each
    card's fields (:func:`reports.model.causes.card_facts`: the gate shows a card's change by field)."""
    data: dict[str, Any] = {"format": BASELINE_FORMAT, "version": BASELINE_VERSION}
    if digests is not None:
        data["digests"] = digests
    if facts is not None:
        data[CARD_FACTS] = {name: facts[name] for name in sorted(facts)}
    data["scenarios"] = {uid: scenarios[uid] for uid in sorted(scenarios)}
    return _PAIR.sub(r"[\1, \2]", json.dumps(data, ensure_ascii=False, indent=1)) + "\n"


def update(path: Path, result: RunResult, rulings: dict[str, str] | None = None) -> int:
    """Writes the run into the baseline (atomically, under a lock); returns how many scenarios it holds.

    A run of the whole suite replaces the baseline; a narrower run (paths, tags, profiles,
    shard) replaces only what it ran and keeps the rest, merged into the baseline as it is when
    the lock is taken (so two updates at once both land). A baseline that has become unreadable
    meanwhile is left alone (BaselineError).
    """
    if result.forced:
        raise DmRulesError("a run with --force-verdicts can't be a baseline")
    if result.problems:
        raise DmRulesError("not updating the baseline: the run had problems (see above)")
    if result.skipped:
        raise DmRulesError("not updating the baseline: malformed feature files were skipped (see above)")
    current = entries(result, rulings)
    with locked(path):
        if not result.complete and (path.exists() or path.is_symlink()):
            merged = load(path)
            for uid, entry in current.items():
                old_runs = merged.get(uid, {}).get("runs", {})
                merged[uid] = {**entry, "runs": {**old_runs, **entry["runs"]}}
            current = merged
        write_atomic(path, dump(current, digests.current(), card_facts()))
    return len(current)


@dataclass
class Move:
    """One scenario under one profile whose outcome moved since the baseline."""

    uid: str
    key: str
    profile: str
    kind: str  # moved | source moved | new | gone
    changes: list[str] = field(default_factory=list)  # verdicts, status, detail: "old → new"
    trace_diff: list[str] = field(default_factory=list)  # unified diff of the traces (without line numbers)
    causes: list[str] = field(default_factory=list)  # cards and policies it used that changed since the baseline

    def same_as(self, other: Move) -> bool:
        """Whether two profiles' moves of one scenario are alike (the gate shows them once)."""
        return (self.kind, self.changes, self.trace_diff) == (other.kind, other.changes, other.trace_diff)


def source_moves(old: Entry | None, entry: Entry) -> list[str]:
    """The rulings of a scenario whose answer (its digest in the ledger) changed since the baseline."""
    before = (old or {}).get("rulings")
    if not isinstance(before, dict):
        return []  # written before the baseline kept digests
    return [f"{i}: the answer changed: {before[i]!r} → {digest!r} (check the scenario against it)"
            for i, digest in entry["rulings"].items() if i in before and before[i] != digest]


def compare(baseline: dict[str, Entry], result: RunResult, changed: Changes | None = None,
            rulings: dict[str, str] | None = None) -> list[Move]:
    """What moved between the baseline and the run. Scenarios the run left out (a narrower
    selection) are not compared; a scenario or profile that is new, or gone from a complete
    run, counts as moved; a scenario whose ruling's answer changed in the ledger (``rulings``:
    each ruling's digest) is "source moved" under every profile it ran. ``changed``: the cards
    and policies that changed since the baseline; each move lists those its run used."""
    moves = _compare(baseline, result, rulings)
    if changed:
        runs = {s.uid: s.runs for s in result.scenarios}
        for m in moves:
            run = runs.get(m.uid, {}).get(m.profile)
            texts = [*(run.trace if run else []), *(str(st.get("name", "")) for st in (run.steps if run else []))]
            m.causes = changed.for_run(m.profile, texts)
    return moves


def _compare(baseline: dict[str, Entry], result: RunResult, rulings: dict[str, str] | None = None) -> list[Move]:
    moves: list[Move] = []
    current = entries(result, rulings)
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


def change(claim: str, old: str, new: str) -> str:
    """``claim: old → new``; values of several lines one below the other (was / now)."""
    if "\n" not in old + new:
        return f"{claim}: {old} → {new}"
    block = "\n    ".join
    return f"{claim}:\n  was: {block(old.splitlines())}\n  now: {block(new.splitlines())}"


def diff_runs(uid: str, key: str, profile: str, before: dict[str, Any], after: dict[str, Any]) -> Move | None:
    changes = []
    stopped = after["status"] in ("failed", "error", "refused") and len(after["verdicts"]) < len(before.get(
        "verdicts", []))
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
        elif v is None and stopped:
            changes.append(f"verdict not reached (the run stopped: {after['status']}): {o[0]} (was {o[1]})")
        elif v is None:
            changes.append(f"verdict gone from the scenario: {o[0]} (was {o[1]})")
        elif o[0] != v[0]:
            changes.append(f"verdict {n + 1} changed: {o[0]} → {v[0]}")
        else:
            changes.append(change(v[0], o[1], v[1]))
    if before.get("detail", "") != after["detail"] and before.get("status") == after["status"]:
        changes.append(change("detail", before.get("detail", ""), after["detail"]))
    trace = list(difflib.unified_diff(unnumbered(before.get("trace", [])), unnumbered(after["trace"]),
                                      "baseline", "this run", lineterm="", n=2))
    if not changes and not trace:
        return None
    return Move(uid, key, profile, "moved", changes, trace)
