"""Runs scenario lines in this process, through the registered step functions (no pytest-bdd run):
fast enough for unit tests of single verdicts, and for mutation testing."""

from __future__ import annotations

import importlib
from functools import cache
from pathlib import Path
from typing import Any

from pytest_bdd.parser import Feature, FeatureParser
from pytest_bdd.steps import step_function_context_registry

from engine.model.errors import DmRulesError, UnknownCardError, UnknownWordError
from engine.policies.profiles import get_profile
from steps.catalog import STEP_MODULES
from steps.verdicts import profiles_spoken_for
from steps.world import Observation, World

FEATURES = Path(__file__).resolve().parent.parent / "features"


@cache
def registered(keyword: str) -> list[Any]:
    """The step library's steps of one keyword (given | when | then), in the order pytest registers
    their fixtures: module by module as conftest.py lists them, each module's in name order."""
    found = []
    for name in STEP_MODULES:
        module = importlib.import_module(name)
        for attr in sorted(dir(module)):
            if attr.startswith(f"pytestbdd_stepdef_{keyword}_"):
                found.append(step_function_context_registry[getattr(module, attr)._get_wrapped_function()])
    return found


def step_for(keyword: str, text: str) -> Any:
    """The registered step of that keyword (given | when | then) whose pattern matches ``text``
    (where several do, the one pytest-bdd picks in a scenario run: the last registered)."""
    found = [ctx for ctx in registered(keyword) if ctx.parser.is_matching(text)]
    assert found, f"no {keyword} step matches {text!r}"
    return found[-1]


def play(world: World, line: str, table: list[list[str]] | None = None) -> None:
    """One step: ``Given ...``, ``When ...`` or ``Then ...`` (set-up and actions are recorded, so
    the explorer can replay them, as scenarios/conftest.py does)."""
    keyword, text = line.split(" ", 1)
    kind = keyword.lower()
    ctx = step_for(kind, text)
    args = dict(ctx.parser.parse_arguments(text) or {})
    if table is not None:
        args["datatable"] = table
    world.current_step = text
    if kind in ("given", "when"):
        world.recorded.append((ctx.step_func, args))
    ctx.step_func(world=world, **args)


def scenario(profile: str, *lines: str, forced: str | None = None) -> World:
    """A fresh world under ``profile`` after the lines (a line ``| a | b |`` is a table row of the
    step before it)."""
    world = World(get_profile(profile), forced=forced)
    pending: tuple[str, list[list[str]]] | None = None
    for line in lines:
        if line.startswith("|"):
            assert pending is not None
            pending[1].append([c.strip() for c in line.strip().strip("|").split("|")])
            continue
        if pending is not None:
            play(world, pending[0], pending[1] or None)
        pending = (line, [])
    if pending is not None:
        play(world, pending[0], pending[1] or None)
    return world


def last(world: World) -> Observation:
    """The last verdict's observation."""
    return world.observations[-1]


@cache
def parse(feature: str) -> Feature:
    """``features/<feature>`` parsed (not through pytest-bdd's cache: a run in this process sees its own)."""
    return FeatureParser(str(FEATURES), feature).parse()


def feature_lines(feature: str, name: str) -> list[tuple[str, list[list[str]] | None]]:
    """A scenario of ``features/<feature>`` (background first) as (``Given ...`` line, table) pairs."""
    template = parse(feature).scenarios[name]
    return [(f"{step.type.capitalize()} {step.name}",
             [[str(cell) for cell in row] for row in step.datatable.raw()] if step.datatable else None)
            for step in template.steps]


def replay(feature: str, name: str, profile: str) -> tuple[str, list[list[str]], list[str]]:
    """A scenario of ``features/<feature>`` run in this process under ``profile``: its status as
    reports.plugin classifies it (passed | observed | refused | failed | error), its verdicts'
    [claim, observed] and its trace's lines, as the baseline records them."""
    lines = feature_lines(feature, name)
    world = World(get_profile(profile))
    speaks = profile in {p for line, _ in lines for p in profiles_spoken_for(line.split(" ", 1)[1])}
    try:
        for line, table in lines:
            play(world, line, table)
        if world.unacknowledged_refusals() and any(o.asserted for o in world.observations):
            raise AssertionError("an action was refused and no verdict says so")
        error: Exception | None = None
    except Exception as exc:  # classified as a scenario run is
        error = exc
    asserted = any(o.asserted for o in world.observations)
    if error is None:
        status = "refused" if world.board_refused and not asserted else "passed" if asserted else "observed"
    elif isinstance(error, AssertionError):
        status = "failed"
    elif isinstance(error, DmRulesError) and not isinstance(error, (UnknownCardError, UnknownWordError)):
        status = "error" if asserted or speaks else "observed"
    else:
        status = "error"
    return status, [[o.claim, o.observed] for o in world.observations], world.game.trace.lines()
