"""Loads the step library for every feature (steps are fixtures: they must be imported here),
and registers the hypothesis profiles before pytest reads ``--hypothesis-profile``."""

import scenarios.hypothesis_profiles  # noqa: F401  (registers dev, ci and long)
from steps.catalog import STEP_MODULES

pytest_plugins = STEP_MODULES
