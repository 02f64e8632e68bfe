"""Every scenario runs once per selected profile, in a fresh :class:`steps.runtime.world.World`."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest
from pytest_bdd.parser import Step

from engine.policies.profiles import get_profile
from reports.plugin.hooks import scenario_template, selected_profiles
from steps.runtime.runner import before_call
from steps.runtime.world import World


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    if "dmrules_profile" in metafunc.fixturenames and scenario_template(metafunc.function) is not None:
        profiles = selected_profiles(metafunc.config)
        metafunc.parametrize("dmrules_profile", profiles, ids=profiles)


@pytest.fixture
def dmrules_profile() -> str:
    """Tests that are not scenarios (the property suites) don't run per profile."""
    return "tcg"


@pytest.fixture(autouse=True)
def world(request: pytest.FixtureRequest, dmrules_profile: str) -> Iterator[World]:
    w = World(get_profile(dmrules_profile), forced=request.config.getoption("dmrules_force"))
    request.node.dmrules_world = w
    yield w


def pytest_bdd_before_step_call(request: pytest.FixtureRequest, feature: object, scenario: object, step: Step,
                                step_func: Callable[..., Any], step_func_args: dict[str, Any]) -> None:
    """The step is about to run: the world knows which, and records a set-up or action step (the
    explorer replays them), as the scenario runner does (steps/runtime/runner.py)."""
    world = getattr(request.node, "dmrules_world", None)
    if world is not None:
        before_call(world, step.type, step.name, step_func, step_func_args)
