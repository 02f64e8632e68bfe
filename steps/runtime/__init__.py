"""What a scenario runs in: the world (one game under one profile, and what the verdicts saw), the
parsing of card lists and card references, exploring the players' choices, the ``under <profiles>``
verdict machinery and the statuses; on top, the runner: a scenario's steps looked up and bound as
pytest-bdd does, set-up and actions recorded on the World, and the run's outcome classified into a
:class:`~steps.runtime.status.Status`. The pytest plugin (reports/plugin/), the in-process tests
(tests/helpers/scenario_runs.py), the engine-only bench and the mutation runs all classify through here."""
