"""Running a scenario: its steps looked up and bound as pytest-bdd does, set-up and actions recorded
on the World, and the run's outcome classified into a :class:`~steps.runtime.status.Status`. The
pytest plugin (reports/plugin.py), the in-process tests (tests/play.py), the engine-only bench and
the mutation runs all classify through here."""
