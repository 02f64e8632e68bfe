"""Binds every feature under features/ to the step library (malformed Gherkin is reported
as file:line before pytest-bdd parses it)."""

from pathlib import Path

from pytest_bdd import scenarios

from reports.gherkin_check import check

check([Path(__file__).resolve().parent.parent / "features"])
scenarios("../features")
