"""Fork attribution: which forks of the rules explain a divergence between two profiles.

For a scenario where profiles P and Q diverge, P is run again with some of its forks switched to
Q's policy (:func:`engine.policies.profiles.switched`) until P's observations equal Q's on the
diverging verdicts: one fork at a time, then pairs, then triples (a delta-debugging search over
the forks of ``engine/policies/profiles.py``). The smallest sets that do it explain the
divergence; where no set of up to :data:`MOST` forks does, that is a finding: an interaction the
forks do not capture.

The search only tries what can matter. Every run goes through a profile that notes the forks the
rules read (:class:`~engine.policies.profiles.WatchedProfile`): a run with the forks S switched is
the run of P until the rules first read a fork of S, so a fork that the run of S never reads
changes nothing when added to S. Each set of size k+1 is therefore a failing set of size k plus a
fork its run read; this finds every smallest explaining set (order the forks of one by the time
they are first read: each is read by the run of those before it).

The search's budget is counted in work, not seconds, so it ends at the same place on every machine
and under any load: at most :data:`MAX_RUNS` runs and :data:`MAX_UNITS` units per pair (a run is one
unit, and one more per state its explorations visit; reports/model/exploration_cost.py). Where it
ends early, that is a finding that says how far it got.

The runs of one scenario are shared by its trials and its pairs (reports/model/attribution_runs.py):
a run is made once for the policies of the forks it reads, and taken for any later profile with
those policies there. A taken run counts towards the budget as the run it stands for, so the search
tries the same sets, takes the same runs and ends at the same place whatever was taken.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable, Iterator
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any, Protocol

from engine.policies.profiles import FORKS, Profile, fork_fields, get_profile, switched
from reports.model.attribution_runs import Observed, Runs
from reports.model.exploration_cost import units
from steps.runtime.status import Status

MOST = 3  # the largest set of forks tried
MAX_RUNS = 400  # runs per pair before the search gives up (a finding)
MAX_UNITS = 20_000  # units of work per pair (runs and explored states) before the search gives up (a finding)
STOPPED = "the search stopped after {runs} runs ({units} units of work; the budget is {budget})"
NONE_FOUND = f"no set of up to {MOST} forks explains it"
NOT_REPRODUCED = "the run of {p} in this process does not give what the suite recorded"
ALL_FORKS_FAIL = "even with every fork switched, {p} does not observe what {q} does: the forks do not capture it"

# A verdict's view for comparison: the values the players' choices reach (sorted), None: not reached.
View = tuple[bool, tuple[tuple[str, ...] | None, ...], str]


@dataclass
class Attribution:
    """Why two profiles diverge on one scenario: P run with ``forks`` switched to Q's policies
    observes what Q observes on the diverging verdicts."""

    base: str  # P
    other: str  # Q
    forks: list[str]  # the labels of the first smallest explaining set ([]: none found)
    fields: list[str]  # the same forks as Profile field names
    alternatives: list[list[str]] = field(default_factory=list)  # every explaining set of that size (labels)
    claims: list[str] = field(default_factory=list)  # the diverging verdicts
    finding: str = ""  # why nothing explains it ("" when a set does)
    runs: int = 0  # the runs the search took
    seconds: float = 0.0  # CPU seconds the search took (where it was computed: a cached one keeps its own)

    pair: str = ""  # the pair of profiles as reports name it (``tcg/dmps``: the earlier profile first)

    def __post_init__(self) -> None:
        self.pair = self.pair or pair_key(self.base, self.other)

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Attribution:
        return cls(**data)


def pair_key(p: str, q: str) -> str:
    """How reports name a pair of profiles: ``tcg/dmps``."""
    return f"{p}/{q}"


def label(field_name: str) -> str:
    return FORKS[field_name]


# ------------------------------------------------------------------ observations compared
def view(observations: list[dict[str, Any]], stopped: bool, detail: str, indices: Iterable[int]) -> View:
    """What the comparison looks at: whether the run stopped, and each diverging verdict's values."""
    values = tuple(tuple(sorted(o.get("outcomes") or [o["observed"]])) if n < len(observations) else None
                   for n in indices for o in [observations[n] if n < len(observations) else {}])
    return stopped, values, detail if stopped and not values else ""


def named_as(value: View, profile: str, other: str) -> View:
    """A view with the run profile's name read as ``other``'s (a message may name the profile)."""
    stopped, values, detail = value

    def swap(text: str) -> str:
        return text.replace(profile, other)

    return (stopped, tuple(tuple(swap(v) for v in vs) if vs is not None else None for vs in values), swap(detail))


# ------------------------------------------------------------------ the search
@dataclass
class Trial:
    """One run of P with some forks switched: what it showed and which forks its rules read."""

    view: View
    read: frozenset[str]



def search(p: Profile, q: Profile, indices: list[int], own: View, target: View,
           run: Callable[[Profile], Observed], made: Runs | None = None) -> tuple[list[list[str]], str, int]:
    """The smallest sets of forks (field names) that make P observe ``target`` (Q's view), the
    finding when there is none, and how many runs it took (those taken from ``made``, the runs
    of the scenario made so far, counted as made: reports/model/attribution_runs.py). ``own``:
    what the suite recorded for P (the first run, of P itself, must give it back)."""
    runs_made = made if made is not None else Runs(run)
    differing = set(fork_fields(p, q))
    runs = 0
    spent = 0  # units of work so far
    last = 0  # the last run's units

    def over_budget() -> bool:
        return runs >= MAX_RUNS or spent + last > MAX_UNITS

    def trial(forks: frozenset[str]) -> Trial:
        nonlocal runs, spent, last
        runs += 1
        profile = switched(p, q, forks) if forks else p
        got, read = runs_made.get(profile)
        last = got.units
        spent += got.units
        seen = view(got.observations, got.stopped, got.detail, indices)
        if forks:  # a message that names the run's profile names the one it stands in for
            seen = named_as(seen, profile.name, q.name)
        return Trial(seen, read)

    start = trial(frozenset())
    if start.view[1] != own[1]:
        return [], NOT_REPRODUCED.format(p=p.name), runs
    level: dict[frozenset[str], Trial] = {frozenset(): start}
    seen: set[frozenset[str]] = {frozenset()}
    for _size in range(1, MOST + 1):
        found: list[frozenset[str]] = []
        nxt: dict[frozenset[str], Trial] = {}
        for forks, done in level.items():
            for f in sorted(done.read & differing - forks, key=list(FORKS).index):
                bigger = forks | {f}
                if bigger in seen:
                    continue
                seen.add(bigger)
                if over_budget():
                    return [], STOPPED.format(runs=runs, units=spent, budget=MAX_UNITS), runs
                t = trial(bigger)
                if t.view == target:
                    found.append(bigger)
                else:
                    nxt[bigger] = t
        if found:
            ordered = sorted(found, key=lambda s: sorted(list(FORKS).index(f) for f in s))
            return [sorted(s, key=list(FORKS).index) for s in ordered], "", runs
        level = nxt
    if spent + last > MAX_UNITS:
        return [], STOPPED.format(runs=runs, units=spent, budget=MAX_UNITS), runs
    everything = trial(frozenset(differing))
    finding = NONE_FOUND if everything.view == target else ALL_FORKS_FAIL.format(p=p.name, q=q.name)
    return [], finding, runs


def diverging_indices(base: list[dict[str, Any]], other: list[dict[str, Any]]) -> list[int]:
    """The verdicts (by position) where two profiles' observations differ."""
    from reports.model.results import difference

    return [n for n in range(max(len(base), len(other)))
            if difference(base[n] if n < len(base) else None, other[n] if n < len(other) else None)]


def representatives(runs: dict[str, Any]) -> list[str]:
    """One profile per group of profiles that observed the same (the first of each), in order."""
    firsts: dict[str, str] = {}
    for name, run in runs.items():
        firsts.setdefault(run.signature(), name)
    return list(firsts.values())


def pairs(runs: dict[str, Any]) -> Iterator[tuple[str, str]]:
    """The pairs of profiles attribution explains: the first profile of each group of agreeing
    profiles, against each later group's first."""
    reps = representatives(runs)
    for i, p in enumerate(reps):
        for q in reps[i + 1:]:
            yield p, q


# ------------------------------------------------------------------ over a run's scenarios
class Scenarios:
    """The parsed scenarios of the feature files, by (feature under features/, name, example row)."""

    def __init__(self, features: Path) -> None:
        self.features = features
        self._by_file: dict[str, dict[tuple[str, str], Any]] = {}
        self._runs: tuple[Any, Runs] | None = None  # the runs made of the last scenario asked for

    def get(self, feature: str, name: str, example: str) -> Any:
        from steps.runtime.runner import parse_feature, rendered

        found = self._by_file.get(feature)
        if found is None:
            parsed = parse_feature(self.features / feature)
            found = self._by_file[feature] = {(sc.name, row): sc for row, sc in rendered(parsed)}
        return found.get((name, example))

    def runs(self, parsed: Any) -> Runs:
        """The runs made of a parsed scenario, shared by its pairs (kept for the last one asked for only)."""
        if self._runs is None or self._runs[0] is not parsed:
            steps = BoundSteps(parsed)
            self._runs = (parsed, Runs(lambda profile: run_observed(parsed, profile, steps)))
        return self._runs[1]


class BoundSteps:
    """A parsed scenario's steps, each bound to its definition when a run first reaches it and kept
    for its later runs (as :func:`steps.runtime.runner.run_scenario` binds them: an error binding
    one is the step's, raised again by each run that reaches it). A run's replays already call a
    step again with the same arguments, so runs may share them."""

    def __init__(self, parsed: Any) -> None:
        from steps.runtime.runner import spoken_for

        self.parsed = parsed
        self.speaks_for = spoken_for(s.name for s in parsed.steps)
        self.bound: list[Any] = []

    def __iter__(self) -> Iterator[Any]:
        from steps.runtime.runner import library

        where = f"features/{self.parsed.feature.rel_filename}"
        for n, step in enumerate(self.parsed.steps):
            if n == len(self.bound):
                self.bound.append(library().bind_step(step, f"{where}:{step.line_number}"))
            yield self.bound[n]


def run_observed(parsed: Any, profile: Profile, steps: BoundSteps | None = None) -> Observed:
    """A parsed scenario run in this process under ``profile`` with no verdict asserted (``steps``:
    its steps bound by earlier runs)."""
    from steps.runtime.runner import run

    steps = steps or BoundSteps(parsed)
    outcome = run(steps, profile, steps.speaks_for, forced="(attribution)")
    return Observed([o.as_dict() for o in outcome.world.observations], stopped(outcome.status, outcome.detail),
                    outcome.detail, units(outcome.world))


def stopped(status: Status, detail: str) -> bool:
    """Whether a run stopped on the way (a refused board is not: its verdicts say so, whatever is asserted)."""
    return status is not Status.refused and status.stopped(detail)


def explain_pair(parsed: Any, p_name: str, q_name: str, p_run: Observed, q_run: Observed,
                 made: Runs | None = None) -> Attribution:
    """The forks that explain why P (``p_run``) and Q (``q_run``) diverge on a parsed scenario
    (``made``: the runs of it made so far, which the search takes where they fit)."""
    started = time.process_time()
    p, q = get_profile(p_name), get_profile(q_name)
    indices = diverging_indices(p_run.observations, q_run.observations)
    longer = q_run.observations if len(q_run.observations) >= len(p_run.observations) else p_run.observations
    result = Attribution(p_name, q_name, [], [], claims=[longer[n]["claim"] for n in indices])

    target = view(q_run.observations, q_run.stopped, q_run.detail, indices)
    own = view(p_run.observations, p_run.stopped, p_run.detail, indices)
    sets, result.finding, result.runs = search(p, q, indices, own, target, lambda prof: run_observed(parsed, prof),
                                               made)
    if sets:
        result.fields = sets[0]
        result.forks = [label(f) for f in sets[0]]
        result.alternatives = [[label(f) for f in s] for s in sets]
    result.seconds = round(time.process_time() - started, 3)
    return result


def attribute(scenario: Any, p_name: str, q_name: str, scenarios: Scenarios) -> Attribution:
    """The forks that explain why ``p_name`` and ``q_name`` diverge on ``scenario`` (a ScenarioResult).
    The search runs the profile whose trace is shorter, with forks switched to the other's policies
    (the same choice on every machine)."""
    pair = pair_key(p_name, q_name)
    parsed = scenarios.get(scenario.feature, scenario.scenario, scenario.example)
    if parsed is None:
        return Attribution(p_name, q_name, [], [], finding=f"the scenario is no longer at {scenario.location}",
                           pair=pair)
    if len(scenario.runs[q_name].trace) < len(scenario.runs[p_name].trace):  # the shorter run: less to redo
        p_name, q_name = q_name, p_name
    p_run, q_run = (Observed(r.observations, stopped(r.status, r.detail), r.detail)
                    for r in (scenario.runs[p_name], scenario.runs[q_name]))
    result = explain_pair(parsed, p_name, q_name, p_run, q_run, scenarios.runs(parsed))
    result.pair = pair
    return result


def remembered(memo: Memo | None, scenario: Any, p: str, q: str) -> Attribution | None:
    """The attribution ``memo`` holds for the pair (None: none, or one that is not an attribution)."""
    known = memo.get(scenario, p, q) if memo is not None else None
    try:
        return Attribution.from_json(known) if isinstance(known, dict) else None
    except (TypeError, ValueError):
        return None


class Memo(Protocol):
    """Attributions already computed (reports/model/run_cache.py: by the scenario, the pair and the code)."""

    def get(self, scenario: Any, p: str, q: str) -> dict[str, Any] | None: ...

    def put(self, scenario: Any, p: str, q: str, attribution: dict[str, Any]) -> None: ...


def attribute_run(result: Any, features: Path, on_progress: Callable[[int, int], None] | None = None,
                  memo: Memo | None = None, on_start: Callable[[str], None] | None = None) -> float:
    """Attributes every diverging scenario of ``result`` (a RunResult) in place (each one's
    ``attributions``, per pair of profile groups; those ``memo`` knows are taken from it, the others
    put in it); returns the seconds it took. ``on_progress``: (pairs done, pairs), ``on_start``: the
    scenario and pair being explained."""
    started = time.process_time()
    scenarios = Scenarios(features)
    todo = [(s, p, q) for s in result.scenarios if s.diverges() for p, q in pairs(s.runs)]
    for s in {id(s): s for s, _, _ in todo}.values():
        s.attributions = []
    if on_progress:
        on_progress(0, len(todo))
    for n, (s, p, q) in enumerate(todo):
        found = remembered(memo, s, p, q)
        if found is None:
            if on_start:
                on_start(f"{s.location} {s.title} · {pair_key(p, q)}")
            found = attribute(s, p, q, scenarios)
            if memo is not None:
                memo.put(s, p, q, found.to_json())
        s.attributions.append(found)
        if on_progress:
            on_progress(n + 1, len(todo))
    return time.process_time() - started
