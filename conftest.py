"""Loads the step library for every feature (steps are fixtures: they must be imported here),
and registers the hypothesis profiles before pytest reads ``--hypothesis-profile``."""

import pytest

from steps.library import STEP_MODULES

pytest_plugins = STEP_MODULES


@pytest.hookimpl(tryfirst=True)
def pytest_configure(config: pytest.Config) -> None:
    """``--hypothesis-profile NAME`` names a profile of ``scenarios/hypothesis_profiles.py``: it
    must be registered before hypothesis loads it (the test modules that use hypothesis import
    it too, so a run that does not ask for a profile does not import hypothesis here)."""
    if config.getoption("hypothesis_profile", None):
        import scenarios.hypothesis_profiles  # noqa: F401
