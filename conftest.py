"""Loads the step library for every feature (steps are fixtures: they must be imported here)."""

from steps.catalog import STEP_MODULES

pytest_plugins = STEP_MODULES
