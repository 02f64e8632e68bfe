"""The pytest plugin (:mod:`~reports.plugin.hooks`, loaded for every run by ``-p reports.plugin.hooks``
in pyproject): each scenario under each profile, its verdicts and steps recorded; and
:mod:`~reports.plugin.run`, the suite run through pytest in this process, its records gathered
into a result."""
