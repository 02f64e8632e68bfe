"""Scenario lines run in this process through the scenario runner (steps/runtime/runner.py; no
pytest-bdd run): fast enough for unit tests of single verdicts, and for mutation testing."""

from __future__ import annotations

from functools import cache
from typing import Any

from pytest_bdd.parser import Feature, Scenario

from engine.policies.profiles import get_profile
from steps.runtime.runner import library, parse_feature, rendered, run_scenario, run_step
from steps.runtime.status import Status
from steps.runtime.world import Observation, World
from tests.helpers import ROOT

FEATURES = ROOT / "features"


def registered(keyword: str) -> list[Any]:
    """The step library's steps of one keyword (given | when | then), in the order pytest registers them."""
    return [ctx for ctx in library().definitions if ctx.type == keyword]


def play(world: World, line: str, table: list[list[str]] | None = None) -> None:
    """One step: ``Given ...``, ``When ...`` or ``Then ...``, run as a scenario runs it (set-up and
    actions are recorded, so the explorer can replay them)."""
    keyword, text = line.split(" ", 1)
    run_step(world, library().bind(keyword.lower(), text, table, keyword=keyword))


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
    return parse_feature(FEATURES / feature)


def feature_lines(feature: str, name: str) -> list[tuple[str, list[list[str]] | None]]:
    """A scenario of ``features/<feature>`` (background first) as (``Given ...`` line, table) pairs."""
    template = parse(feature).scenarios[name]
    return [(f"{step.type.capitalize()} {step.name}",
             [[str(cell) for cell in row] for row in step.datatable.raw()] if step.datatable else None)
            for step in template.steps]


@cache
def rows(feature: str) -> dict[tuple[str, str], Scenario]:
    """The scenarios of ``features/<feature>`` (each row of an outline) by name and Examples row, as
    the results name them ("" for a plain scenario)."""
    return {(s.name, example): s for example, s in rendered(parse(feature))}


def replay(feature: str, name: str, profile: str, example: str = "") -> tuple[Status, list[list[str]], list[str]]:
    """A scenario of ``features/<feature>`` (a row of an outline: ``example``, as the results name
    it) run in this process under ``profile``: its status (as ``dmrules verify`` classifies it),
    its verdicts' [claim, observed] and its trace's lines, as the baseline records them."""
    outcome = run_scenario(rows(feature)[name, example], profile)
    world = outcome.world
    return outcome.status, [[o.claim, o.observed] for o in world.observations], world.game.trace.lines()
