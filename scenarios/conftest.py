"""Every scenario runs once per selected profile, in a fresh :class:`steps.world.World`."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from engine.profiles import get_profile
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
    """Profiles the scenario speaks for: read from its feature file's verdict steps."""
    scenario = scenario_template(request.function)
    if scenario is None:
        return set()
    out: set[str] = set()
    for step in scenario.steps:
        m = re.match(r"under (every profile|all profiles|[a-z0-9-]+(?:(?:, | and |, and )[a-z0-9-]+)*) ",
                     step.name)
        if m:
            text = m.group(1)
            if text in ("every profile", "all profiles"):
                from engine.profiles import profile_names
                out.update(profile_names())
            else:
                out.update(n.strip() for n in re.split(r",|\band\b", text) if n.strip())
    return out

