"""Every scenario under every profile without pytest: the engine and the step library alone.

The feature files are parsed by pytest-bdd's parser (as ``dmrules verify`` parses them); each
step is bound once to its definition by the scenario runner (steps/runtime/runner.py: the
definition pytest-bdd would run) and each scenario runs there under each profile, in a fresh
:class:`steps.runtime.world.World`, classified as ``dmrules verify`` classifies it. What pytest adds
(collection, fixtures, step lookup among fixtures, reports) is left out: this is the ceiling a
run through pytest approaches.
"""

from __future__ import annotations

import time
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

from pytest_bdd.parser import Scenario

from engine.policies.profiles import profile_names
from reports.model.feature_files import scan
from steps.runtime.runner import Bound, StepLibrary, library, parse_feature, rendered, run, spoken_for
from steps.runtime.status import Status

ROOT = Path(__file__).resolve().parent.parent


@dataclass(frozen=True)
class Prepared:
    """A scenario's steps bound, and the profiles it speaks for."""

    steps: list[Bound]
    speaks_for: frozenset[str]


def scenarios(root: Path = ROOT) -> list[Scenario]:
    """Every scenario (each row of an outline) of the well-formed feature files under ``root/features``."""
    return [s for path in scan([root / "features"], root).good for _, s in rendered(parse_feature(path))]


def prepare(scenario: Scenario, steps: StepLibrary | None = None) -> Prepared:
    """The scenario's steps bound once (a step with no definition raises when it is reached)."""
    lib = steps or library()
    where = f"features/{scenario.feature.rel_filename}"
    return Prepared([lib.bind_step(s, f"{where}:{s.line_number}") for s in scenario.steps],
                    spoken_for(s.name for s in scenario.steps))


def run_one(prepared: Prepared, profile: str) -> Status:
    """One scenario under one profile: its status."""
    return run(prepared.steps, profile, prepared.speaks_for).status


def main(repeat: int = 3) -> tuple[int, int, float, Counter[Status]]:
    """(scenarios, runs, seconds of the best of ``repeat``, statuses) of every scenario under
    every profile; the steps are bound once, outside the timing."""
    bound = [prepare(sc) for sc in scenarios()]
    profiles = profile_names()
    best, statuses = float("inf"), Counter[Status]()
    for _ in range(repeat):
        start = time.perf_counter()
        statuses = Counter(run_one(steps, p) for steps in bound for p in profiles)
        best = min(best, time.perf_counter() - start)
    assert not any(s.failing for s in statuses), statuses
    return len(bound), len(bound) * len(profiles), best, statuses
