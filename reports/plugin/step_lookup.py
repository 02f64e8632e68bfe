"""Finding a step's definition once per step text, not once per step run.

pytest-bdd finds the definition of each step it runs by asking pytest for the definitions of
every fixture name it knows and matching each step pattern against the step's text
(``pytest_bdd.scenario.find_fixturedefs_for_step``): the cost grows with the number of fixtures,
and with 130-odd step definitions it was over half of a ``dmrules verify`` run. Which
definitions match depends only on the step (its type and text) and on the fixtures visible to
the test — the same for every scenario of one test module (the step library is registered for
the whole project) — and those don't change during a session. So, per session and test module,
the step definitions visible are listed once (in pytest-bdd's order), and the ones matching a
step's type and text are remembered; pytest-bdd still picks among them and injects the step
fixture as before.
"""

from __future__ import annotations

import importlib
from pathlib import Path
from typing import Any
from weakref import WeakKeyDictionary

from pytest_bdd.compat import get_fixture_names, getfixturedefs
from pytest_bdd.steps import step_function_context_registry

# The module, not the ``scenario`` function that ``pytest_bdd`` exports under the same name.
BDD_SCENARIO: Any = importlib.import_module("pytest_bdd.scenario")


class Lookups:
    """The step definitions visible to one test module, and the matches found so far."""

    def __init__(self, fixturemanager: Any, node: Any) -> None:
        # Every fixture definition that is a step definition, in the order pytest-bdd meets them.
        self.steps = [(fd, ctx) for name in get_fixture_names(fixturemanager)
                      for fd in getfixturedefs(fixturemanager, name, node) or []
                      if (ctx := step_function_context_registry.get(fd.func)) is not None]
        self.found: dict[tuple[str, str], list[Any]] = {}

    def find(self, step: Any) -> list[Any]:
        key = (step.type, step.name)
        found = self.found.get(key)
        if found is None:
            found = self.found[key] = [fd for fd, ctx in self.steps if ctx.type in (None, step.type)
                                       and ctx.parser.is_matching(step.name)]
        return found


_SESSIONS: WeakKeyDictionary[Any, dict[Path, Lookups]] = WeakKeyDictionary()  # per fixture manager


def find_fixturedefs_for_step(step: Any, fixturemanager: Any, node: Any) -> list[Any]:
    """What ``pytest_bdd.scenario.find_fixturedefs_for_step`` finds, remembered (see the module)."""
    modules = _SESSIONS.setdefault(fixturemanager, {})
    lookups = modules.get(node.path)
    if lookups is None:
        lookups = modules[node.path] = Lookups(fixturemanager, node)
    return lookups.find(step)


def install() -> None:
    """Use the remembering lookup in pytest-bdd (once per process; later calls do nothing)."""
    BDD_SCENARIO.find_fixturedefs_for_step = find_fixturedefs_for_step
