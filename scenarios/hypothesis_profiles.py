"""The hypothesis settings profiles of the test run, registered before pytest reads
``--hypothesis-profile`` (the root ``conftest.py`` imports this module).

- ``dev`` (default) and ``ci`` (``CI`` set: derandomized, so a CI run is reproducible): the
  bounded budgets of the normal test run;
- ``long`` (``pytest tests/properties/test_random_play.py --hypothesis-profile long``): the random-play
  suite plays at least 10,000 steps per profile (README, "Random play").
"""

from __future__ import annotations

import os

from hypothesis import HealthCheck, settings

LONG = "long"
SLOW_OK = [HealthCheck.too_slow, HealthCheck.data_too_large]

settings.register_profile("ci", max_examples=60, deadline=None, derandomize=True,
                          suppress_health_check=[HealthCheck.too_slow])
settings.register_profile("dev", max_examples=40, deadline=None)
settings.register_profile(LONG, max_examples=100, stateful_step_count=200, deadline=None,
                          suppress_health_check=SLOW_OK)
settings.load_profile("ci" if os.environ.get("CI") else "dev")


def is_long() -> bool:
    """Whether the run asked for the long profile."""
    return settings.get_current_profile_name() == LONG
