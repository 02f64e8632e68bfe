"""Why a run moved since the baseline: the regression gate's causes, per profile.

The gate lists, for each run that moved, what changed since the baseline that the run used
(:meth:`reports.model.digests.Changes.for_run`: the cards its steps or trace name, its profile's
changed policies). This module narrows and explains that list:

- **a card** is named with the fields that changed (``power 9500 → 9000``), read from the facts of
  every card the baseline keeps (:func:`card_facts`, written by ``--update-baseline``);
- **a policy** is named only where switching it back restores the run: the run is made again, in
  this process, with the changed forks switched to the policies the baseline was computed from, by
  fork attribution's search (:func:`reports.model.attribution.search`: one fork, then pairs, growing a
  set only by a fork its run read), and the smallest sets that give back the baseline's verdicts and
  trace are the causes. A baseline policy is found in this code by its digest (a profile that now
  uses another policy, a rule change's policy, a reading's, a module's); a policy edited in place
  has no such twin: it is named only when the run read its fork, and says it was not switched back;
- the causes are the run's own (its profile's), never those of other profiles that moved alike;
  :func:`cause_counts` counts the runs and scenarios each cause explains.
"""

from __future__ import annotations

import dataclasses
import enum
import importlib
import pkgutil
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from engine.policies.profiles import FORKS, PROFILES, RULE_CHANGES, Profile, forks_read, get_profile, watched
from reports.model.attribution import Scenarios, search, view
from reports.model.attribution_runs import Observed
from reports.model.digests import Changes, Digests, policy_digest, unnumbered

CardFacts = dict[str, dict[str, str]]  # card name -> {field path: value}
SKIPPED_FIELDS = ("source",)  # where a card's facts come from (as its digest leaves it out)
TRACE = 0  # the trace's place among the compared values (the verdicts follow it)
NO_CAUSE = "no cause named"  # a run that moved with nothing changed that it used (the engine's code, the scenario)
NOT_SWITCHED = "changed in place: its baseline version is not in this code, so it was not switched back"


# ------------------------------------------------------------------ cards: the fields that changed
def facts(value: Any, path: str = "", out: dict[str, str] | None = None) -> dict[str, str]:
    """A card's data as ``field path: value`` (``power: 9500``, ``abilities[0].effects[0].args.n: 2``);
    empty fields are left out."""
    out = {} if out is None else out
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        for f in dataclasses.fields(value):
            if f.name not in SKIPPED_FIELDS:
                facts(getattr(value, f.name), f"{path}.{f.name}" if path else f.name, out)
    elif isinstance(value, dict):
        for k in sorted(value, key=str):
            facts(value[k], f"{path}.{k}", out)
    elif isinstance(value, (list, tuple)):
        for n, item in enumerate(value):
            facts(item, f"{path}[{n}]", out)
    elif isinstance(value, (set, frozenset)):
        if value:
            out[path] = ", ".join(sorted(map(str, value)))
    elif isinstance(value, enum.Enum):
        out[path] = str(value.value)
    elif value is not None and value != "" and value is not False:
        out[path] = str(value)
    return out


def card_facts() -> CardFacts:
    """Every catalog card's facts (what the baseline keeps, to show a card's change field by field)."""
    from engine.catalog.loader import default_catalog

    return {c.name: facts(c) for c in default_catalog()}


def card_change(before: dict[str, str] | None, after: dict[str, str] | None) -> str:
    """What changed in a card, field by field: ``power 9500 → 9000; races[1] (none) → ドラゴン``
    (``new``, ``gone``; the baseline may keep no facts: ``its data changed``)."""
    if before is None and after is None:
        return "its data changed (the baseline keeps no facts of it)"
    if before is None:
        return "new" if after is not None else ""
    if after is None:
        return "gone"
    fields = [k for k in dict.fromkeys([*before, *after]) if before.get(k) != after.get(k)]
    return "; ".join(f"{k} {before.get(k, '(none)')} → {after.get(k, '(none)')}" for k in fields) or \
        "its data changed (not in a field the facts show)"


# ------------------------------------------------------------------ policies: the baseline's, found by digest
def _policy_objects() -> Iterator[Any]:
    """Every policy this code holds: each profile's, each rule change's, each reading's, each policy
    module's (a profile may have switched to one of them, or from one)."""
    import engine.policies

    for p in PROFILES.values():
        yield from (getattr(p, f) for f in FORKS)
    yield from (c.before for c in RULE_CHANGES)
    for info in pkgutil.iter_modules(engine.policies.__path__):
        module = importlib.import_module(f"engine.policies.{info.name}")
        yield from (v for v in vars(module).values() if type(v).__module__.startswith("engine.policies.")
                    and not isinstance(v, type))


def policies_by_digest() -> dict[str, Any]:
    """Every policy this code holds, by its digest (the first of equal ones)."""
    found: dict[str, Any] = {}
    for policy in _policy_objects():
        try:
            found.setdefault(policy_digest(policy), policy)
        except TypeError:  # not data a digest reads (a module's helper object)
            continue
    return found


# ------------------------------------------------------------------ a move's causes
def _run(parsed: Any, profile: Profile, keep: int) -> Observed:
    """A scenario run in this process under ``profile`` (nothing asserted): its trace (the first
    ``keep`` lines: what the baseline recorded) and verdicts as the values the gate compares."""
    from steps.runtime.runner import run_scenario

    outcome = run_scenario(parsed, profile, forced="(regression gate)")
    trace = unnumbered(outcome.world.game.trace.lines())[:keep]
    values = [{"observed": "\n".join(trace)}, *({"observed": o.observed} for o in outcome.world.observations)]
    return Observed(values, False, "")


def _baseline_values(run: dict[str, Any]) -> Observed:
    values = [{"observed": "\n".join(unnumbered(run.get("trace", [])))},
              *({"observed": v[1]} for v in run.get("verdicts", []))]
    return Observed(values, False, "")


@dataclass
class PolicyCauses:
    """What switching a run's changed policies back found: the forks that restore it (each smallest
    set), and the changed forks its run read that could not be switched back."""

    restoring: list[list[str]]
    untried: list[str]


def policy_causes(parsed: Any, profile: str, forks: list[str], old: dict[str, Any], old_run: dict[str, Any]) -> \
        PolicyCauses:
    """Which of ``forks`` (field names of ``profile`` changed since the baseline) explain the move of
    ``parsed``'s run from ``old_run`` (its baseline entry): see the module's docstring. ``old``: the
    baseline's policy of each fork, where this code holds it."""
    p = get_profile(profile)
    found = {f: old.get(f) for f in forks}
    keep = len(old_run.get("trace", []))
    target_run = _baseline_values(old_run)
    mine = watched(p)
    now = _run(parsed, mine, keep)
    read = forks_read(mine)
    untried = [f for f in forks if found[f] is None and f in read]
    indices = [n for n in range(len(target_run.observations))
               if n >= len(now.observations) or now.observations[n] != target_run.observations[n]]
    switchable = {f: policy for f, policy in found.items() if policy is not None and f in read}
    if not indices or not switchable:
        return PolicyCauses([], untried)
    q = replace(p, **switchable)
    own = view(now.observations, False, "", indices)
    target = view(target_run.observations, False, "", indices)
    sets, _, _ = search(p, q, indices, own, target, lambda prof: _run(parsed, prof, keep))
    return PolicyCauses(sets, untried)


def baseline_policies(before: Digests, profile: str, forks: list[str], known: dict[str, Any]) -> dict[str, Any]:
    """The policy the baseline was computed from for each fork of ``profile``, where this code holds
    one with its digest (``known``: :func:`policies_by_digest`); a policy edited in place has none."""
    digests = before.get("policies", {}).get(profile, {})
    return {f: known[str(digests.get(f))] for f in forks if str(digests.get(f)) in known}


def _policy_text(profile: str, fork: str, old: Any, note: str = "") -> str:
    """``policy dmps.wave_striker (own side → both sides; note)``: the policy's name before and now,
    where the baseline's is known."""
    now = getattr(get_profile(profile), fork)
    names = f"{getattr(old, 'name', old)} → {getattr(now, 'name', now)}" if old is not None else ""
    detail = "; ".join(x for x in (names, note) if x)
    return f"policy {profile}.{fork}" + (f" ({detail})" if detail else "")


def explain_moves(moves: Iterable[Any], result: Any, baseline: dict[str, Any], path: Path, features: Path,
                  changed: Changes | None) -> None:
    """Rewrites each move's causes (reports.model.baseline.Move.causes) as the module's docstring
    says, and the cards' details of ``changed`` (what the gate's first line shows)."""
    if not changed:
        return
    from reports.model.baseline import load_card_facts, load_digests

    before = load_digests(path) or {}
    old_facts = load_card_facts(path)
    new_facts = card_facts() if changed.cards else {}
    for c in changed.cards:
        changed.details[f"card {c}"] = card_change(None, None) if old_facts is None else \
            card_change(old_facts.get(c), new_facts.get(c))
    scenarios = {s.uid: s for s in result.scenarios}
    parsed_scenarios = Scenarios(features)
    known = policies_by_digest() if changed.policies else {}
    for m in moves:
        if m.kind != "moved":  # new, gone, source moved: the scenario or the ledger did it
            m.causes = []
            continue
        cards = [c for c in m.causes if c.startswith("card ")]
        forks = [c.split(".", 1)[1] for c in m.causes if c.startswith("policy ")]
        texts = [f"{c} ({changed.details[c]})" if c in changed.details else c for c in cards]
        s = scenarios.get(m.uid)
        old_run = baseline.get(m.uid, {}).get("runs", {}).get(m.profile)
        if forks and s is not None and old_run is not None:
            parsed = parsed_scenarios.get(s.feature, s.scenario, s.example)
            if parsed is not None:
                old = baseline_policies(before, m.profile, forks, known)
                found = policy_causes(parsed, m.profile, forks, old, old_run)
                for restoring in found.restoring:
                    note = "switching it back restores this run" if len(restoring) == 1 else \
                        f"switching back {' and '.join(restoring)} together restores this run"
                    named = (_policy_text(m.profile, f, old.get(f), note) for f in restoring)
                    texts += [t for t in named if t not in texts]
                texts += [_policy_text(m.profile, f, None, NOT_SWITCHED) for f in found.untried]
        m.causes = texts


def cause_counts(moves: Iterable[Any]) -> list[tuple[str, int, int]]:
    """Each cause the gate names, with the runs and the scenarios it explains (most first); the runs
    with no cause last, as :data:`NO_CAUSE`."""
    runs: dict[str, int] = {}
    scenarios: dict[str, set[str]] = {}
    for m in moves:
        if m.kind != "moved":
            continue
        for cause in m.causes or [NO_CAUSE]:
            runs[cause] = runs.get(cause, 0) + 1
            scenarios.setdefault(cause, set()).add(m.uid)
    order = sorted(runs, key=lambda c: (c == NO_CAUSE, -runs[c], c))
    return [(c, runs[c], len(scenarios[c])) for c in order]
