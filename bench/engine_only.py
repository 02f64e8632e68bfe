"""Every scenario under every profile without pytest: the engine and the step library alone.

The feature files are parsed by pytest-bdd's parser (as ``dmrules verify`` parses them); each
step is matched once against the step library's definitions (pytest-bdd's registry of step
functions) and called with a fresh :class:`steps.world.World` per scenario and profile, the
way the pytest plugin records set-up and action steps (so the explorer can replay them). What
pytest adds (collection, fixtures, step lookup among fixtures, reports) is left out: this is
the ceiling a run through pytest approaches.
"""

from __future__ import annotations

import importlib
import inspect
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pytest_bdd.parser import FeatureParser, Scenario, Step
from pytest_bdd.steps import StepFunctionContext, step_function_context_registry

from engine.model.errors import DmRulesError
from engine.policies.profiles import get_profile, profile_names
from reports.gherkin_check import scan
from steps.catalog import STEP_MODULES
from steps.world import World

ROOT = Path(__file__).resolve().parent.parent


@dataclass(frozen=True)
class Bound:
    """A step matched to its definition, its arguments parsed and converted."""

    kind: str
    func: Callable[..., Any]
    kwargs: dict[str, Any]


def step_library() -> list[StepFunctionContext]:
    """The step definitions in the order pytest registers their fixtures: the step modules in
    ``pytest_plugins`` order, each module's fixtures by name (pytest reads a module's names
    sorted)."""
    for module in STEP_MODULES:
        importlib.import_module(module)

    def order(c: StepFunctionContext) -> tuple[int, str]:
        return STEP_MODULES.index(c.step_func.__module__), f"pytestbdd_stepdef_{c.type or '*'}_{c.parser.name}"

    return sorted(step_function_context_registry.values(), key=order)


def bind(step: Step, library: list[StepFunctionContext]) -> Bound:
    """Where several definitions match, pytest-bdd takes the fixture registered last; so does this."""
    matching = [c for c in library if c.type in (None, step.type) and c.parser.is_matching(step.name)]
    ctx = matching[-1] if matching else None
    if ctx is None:
        raise LookupError(f"no step matches {step.type} {step.name!r}")
    params = inspect.signature(ctx.step_func).parameters
    args = ctx.parser.parse_arguments(step.name) or {}
    kwargs = {k: convert(ctx, k, v) for k, v in args.items() if k in params}
    if "datatable" in params and step.datatable is not None:
        kwargs["datatable"] = step.datatable.raw()
    if "docstring" in params and step.docstring is not None:
        kwargs["docstring"] = step.docstring
    return Bound(step.type, ctx.step_func, kwargs)


def convert(ctx: StepFunctionContext, name: str, value: Any) -> Any:
    """A step argument through its converter, if the step definition gives one."""
    converter = ctx.converters.get(name)
    return converter(value) if converter is not None else value


def scenarios() -> list[Scenario]:
    """Every scenario (each row of an outline) of the well-formed feature files."""
    out: list[Scenario] = []
    for path in scan([ROOT / "features"], ROOT).good:
        feature = FeatureParser(str(path.parent), path.name).parse()
        for template in feature.scenarios.values():
            contexts = [c for ex in template.examples for c in ex.as_contexts()] or [{}]
            out += [template.render(c) for c in contexts]
    return out


def run_one(steps: list[Bound], profile: str) -> str:
    """One scenario under one profile: "ok", "stopped" (a DmRulesError) or the failure's type."""
    world = World(get_profile(profile))
    try:
        for b in steps:
            if b.kind in ("given", "when"):
                world.recorded.append((b.func, b.kwargs))
            b.func(world=world, **b.kwargs)
    except AssertionError:
        return "failed"
    except DmRulesError:
        return "stopped"
    return "ok"


def main(repeat: int = 3) -> tuple[int, int, float, Counter[str]]:
    """(scenarios, runs, seconds of the best of ``repeat``, statuses) of every scenario under
    every profile; the steps are bound once, outside the timing."""
    library = step_library()
    bound = [[bind(s, library) for s in sc.steps] for sc in scenarios()]
    profiles = profile_names()
    best, statuses = float("inf"), Counter[str]()
    for _ in range(repeat):
        start = time.perf_counter()
        statuses = Counter(run_one(steps, p) for steps in bound for p in profiles)
        best = min(best, time.perf_counter() - start)
    assert set(statuses) == {"ok"}, statuses
    return len(bound), len(bound) * len(profiles), best, statuses
