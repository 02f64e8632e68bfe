"""Runs scenario lines in this process, through the registered step functions (no pytest-bdd run):
fast enough for unit tests of single verdicts, and for mutation testing."""

from __future__ import annotations

from typing import Any

from pytest_bdd.steps import step_function_context_registry

from engine.profiles import get_profile
from steps.catalog import known_steps
from steps.world import Observation, World


def step_for(keyword: str, text: str) -> Any:
    """The registered step of that keyword (given | when | then) whose pattern matches ``text``."""
    known_steps()  # imports every step module
    found = [ctx for ctx in step_function_context_registry.values()
             if str(ctx.type) == keyword and ctx.parser.is_matching(text)]
    assert len(found) == 1, f"{len(found)} {keyword} steps match {text!r}"
    return found[0]


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
