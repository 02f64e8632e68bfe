"""Catch-all no-op steps: every Given, When and Then matches and does nothing; every scenario
runs once per profile, as the real suite runs them (``scenarios/conftest.py``)."""

from __future__ import annotations

import pytest
from pytest_bdd import given, parsers, then, when

from engine.policies.profiles import profile_names

ANY = parsers.re(r".*")


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    if "floor_profile" in metafunc.fixturenames:
        metafunc.parametrize("floor_profile", profile_names())


@pytest.fixture(autouse=True)
def floor_world(floor_profile: str) -> str:
    return floor_profile


@given(ANY)
def any_given() -> None:
    """Set-up that does nothing."""


@when(ANY)
def any_when() -> None:
    """An action that does nothing."""


@then(ANY)
def any_then() -> None:
    """A verdict that holds."""
