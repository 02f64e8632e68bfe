"""Helpers the tests share: scenario lines run in this process (:mod:`~tests.helpers.scenario_runs`),
snapshots of the project to run ``dmrules`` on (:mod:`~tests.helpers.projects`) and results built
by hand for the report tests (:mod:`~tests.helpers.sample_results`). The game factory is
:func:`tests.conftest.new_game`."""

from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]  # the project
