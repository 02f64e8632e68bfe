"""The runs fork attribution made of one scenario, shared by its trials and by all its pairs of profiles.

A run of a scenario reads some forks of its profile (:func:`engine.policies.profiles.forks_read`),
and the rules see a profile only through the forks they read: a profile whose policies are those of
a run made already on every fork that run read goes the same way, step for step, and never reads
another fork (up to the first fork read where the two differ, the runs are one; there is none). So
its observations, the forks it reads and its work are that run's, taken instead of running it
again. Which profile asks does not matter: P with the forks S switched to Q's policies is the same
run whoever Q is, and is often the run of another profile (every fork of tcg-2021 switched to tcg's
is tcg). A message may name the running profile (a refused board names its limit's profile), so a
run whose observations name its profile is taken only for a profile of the same name.

Taking a run does not change the search: it counts towards the budget as the run it stands for
(reports/model/attribution.py), so the search tries the same sets and ends at the same place,
whatever was taken and in whichever order the pairs come.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from engine.policies.profiles import Profile, forks_read, watched


@dataclass
class Observed:
    """What one run of a scenario observed: each verdict's observation (as dicts), whether it
    stopped before its end, and why."""

    observations: list[dict[str, Any]]
    stopped: bool
    detail: str
    units: int = 1  # the run's work (exploration_cost.units)


@dataclass(frozen=True)
class Made:
    """One run made: the policies of the forks it read (in the order of ``read``), its profile's
    name, whether its observations name that profile, and what it observed."""

    read: tuple[str, ...]
    policies: tuple[object, ...]
    name: str
    names_itself: bool
    observed: Observed


class Runs:
    """The runs made of one scenario (``run``: the scenario under a profile, as a watched profile
    notes the forks read); :meth:`get` makes a run or takes the one it would repeat."""

    def __init__(self, run: Callable[[Profile], Observed]) -> None:
        self.run = run
        self.made: dict[tuple[str, ...], list[Made]] = {}  # by the forks read
        self.taken = 0  # the runs taken instead of made

    def get(self, profile: Profile) -> tuple[Observed, frozenset[str]]:
        """What a run under ``profile`` observes, and the forks it reads."""
        for read, runs in self.made.items():
            policies = tuple(getattr(profile, f) for f in read)
            for m in runs:
                if m.policies == policies and (m.name == profile.name or not m.names_itself):
                    self.taken += 1
                    return m.observed, frozenset(read)
        mine = watched(profile)
        got = self.run(mine)
        read = tuple(sorted(forks_read(mine)))
        text = json.dumps([got.observations, got.detail], ensure_ascii=False, default=str)
        self.made.setdefault(read, []).append(
            Made(read, tuple(getattr(profile, f) for f in read), profile.name, profile.name in text, got))
        return got, frozenset(read)
