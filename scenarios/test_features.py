"""Binds every feature under features/ to the step library."""

from pytest_bdd import scenarios

scenarios("../features")
