"""Loads the step library for every feature (steps are fixtures: they must be imported here)."""

pytest_plugins = ["steps.given", "steps.when", "steps.then"]
