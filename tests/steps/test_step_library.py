"""Conventions of the step library that other parts read."""

from __future__ import annotations

import inspect

from tests.helpers.scenario_runs import registered


def test_every_step_that_scripts_an_answer_says_so_first() -> None:
    """A Given step that queues a player's answer starts its docstring with "Script": the dry run
    (reports/model/dry_run.py) reads it to accept ``stop`` (no card) as a scripted pick."""
    for ctx in registered("given"):
        func = ctx.step_func
        if "decider.add" in inspect.getsource(func):
            assert (func.__doc__ or "").lstrip().startswith("Script"), func.__qualname__
