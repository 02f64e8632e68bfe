"""Every scenario runs once per selected profile, in a fresh :class:`steps.world.World`."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from engine.policies.profiles import get_profile
from reports.plugin import scenario_template, selected_profiles
from steps.world import World


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
    w.asserted_profiles = _asserted_profiles(request)  # type: ignore[attr-defined]
    request.node.dmrules_world = w
    yield w


def pytest_bdd_before_step_call(request: pytest.FixtureRequest, feature: object, scenario: object,
                                step: object, step_func: object, step_func_args: dict[str, object]) -> None:
    """Record each set-up and action step, so the explorer can replay the scenario."""
    world = getattr(request.node, "dmrules_world", None)
    kind = getattr(step, "type", "")
    if world is not None and kind in ("given", "when"):
        world.recorded.append((step_func, {k: v for k, v in step_func_args.items() if k != "world"}))


def _asserted_profiles(request: pytest.FixtureRequest) -> set[str]:
    """Profiles the scenario speaks for: read from its verdict steps (English or Japanese)."""
    from steps.verdicts import profiles_spoken_for

    scenario = scenario_template(request.function)
    if scenario is None:
        return set()
    return {p for step in scenario.steps for p in profiles_spoken_for(step.name)}
