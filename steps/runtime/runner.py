"""The one scenario runner: a scenario's steps looked up and bound as pytest-bdd does, run on a
fresh :class:`~steps.runtime.world.World` per profile, and the run classified into a :class:`Status`.

``dmrules verify`` runs the scenarios through pytest-bdd (reports/plugin/hooks.py, scenarios/conftest.py):
pytest-bdd looks the steps up and calls them, and the plugin's hooks call :func:`before_call`,
:func:`check_refusals` and :func:`classify` from here. The in-process runs (tests/helpers/scenario_runs.py, the
replayed baseline that mutation testing runs, bench/engine_only.py) run the whole scenario here,
with :class:`StepLibrary` finding each step's definition where pytest-bdd would.
"""

from __future__ import annotations

import importlib
import inspect
import traceback
from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

from pytest_bdd.parser import Feature, FeatureParser, Scenario, Step
from pytest_bdd.steps import StepFunctionContext, step_function_context_registry

from engine.model.errors import CardDataError, DmRulesError, UnknownCardError, UnknownProfileError, UnknownWordError
from engine.policies.profiles import Profile, get_profile, profile_names
from steps.library import STEP_MODULES
from steps.runtime.refs import NotInGameError
from steps.runtime.status import Status
from steps.runtime.verdicts import profiles_spoken_for
from steps.runtime.world import World
from steps.vocabulary.suggestions import unknown_step_message

STEPDEF_PREFIX = "pytestbdd_stepdef_"  # the fixtures pytest-bdd's step decorators register
# The plugins that register step definitions, in the order pytest registers them: pytest-bdd's own
# (its "trace" step), then the step library (conftest.py's ``pytest_plugins``).
STEP_PLUGINS = ("pytest_bdd.plugin", *STEP_MODULES)
KINDS = ("given", "when", "then")
RECORDED = ("given", "when")  # set-up and actions: the explorer replays them


class StepNotFound(DmRulesError):
    """No step definition matches a step of the scenario."""


class IdleScriptError(DmRulesError):
    """A step scripts a player's answer that no decision takes under any profile: the scenario does not
    play what it says (``player B will not use the optional ability of X`` where X never asks)."""


# Errors that say the scenario cannot run at all, under any profile: it names a card, a word, a
# profile or a step that does not exist, a verdict reads a card that is not in the game, a step scripts an
# answer no profile takes, or the card data is bad.
CANNOT_RUN: tuple[type[DmRulesError], ...] = (UnknownCardError, UnknownWordError, UnknownProfileError, CardDataError,
                                              StepNotFound, NotInGameError, IdleScriptError)


NOTHING_ASSERTED = ("the scenario asserts nothing under any profile: no step is a verdict (Then under PROFILE ...); "
                    "a misspelt keyword makes a step description text")


# ------------------------------------------------------------------ the step library
class StepLibrary:
    """The step definitions of the plugins, in the order pytest registers their fixtures: plugin
    by plugin (:data:`STEP_PLUGINS`), each module's names sorted (pytest reads a module with
    ``dir``); a fixture name two modules register keeps the place of its first. pytest-bdd lists
    the definitions visible to the test in that order and, where several match a step, pytest
    takes the last."""

    def __init__(self, modules: Sequence[str] = STEP_PLUGINS) -> None:
        by_name: dict[str, list[StepFunctionContext]] = {}
        for name in modules:
            module = importlib.import_module(name)
            for attr in dir(module):
                if attr.startswith(STEPDEF_PREFIX):
                    ctx = step_function_context_registry.get(inspect.unwrap(getattr(module, attr)))
                    if ctx is not None:
                        by_name.setdefault(attr, []).append(ctx)
        self.definitions = [ctx for found in by_name.values() for ctx in found]
        self._matching: dict[tuple[str, str], list[StepFunctionContext]] = {}
        self._parameters: dict[int, Collection[str]] = {}

    def matching(self, kind: str, text: str) -> list[StepFunctionContext]:
        """The definitions of that keyword (given | when | then; a definition of no keyword
        serves every keyword) whose pattern matches ``text``, in registration order."""
        key = (kind, text)
        found = self._matching.get(key)
        if found is None:
            found = self._matching[key] = [ctx for ctx in self.definitions if ctx.type in (None, kind)
                                           and ctx.parser.is_matching(text)]
        return found

    def find(self, kind: str, text: str) -> StepFunctionContext | None:
        """The definition pytest-bdd runs for the step: the last registered of those that match."""
        found = self.matching(kind, text)
        return found[-1] if found else None

    def bind(self, kind: str, text: str, datatable: list[list[str]] | None = None, docstring: str | None = None,
             keyword: str = "", where: str = "") -> Bound:
        """The step bound to its definition, its arguments as pytest-bdd passes them: parsed from
        the text, through the definition's converters, those the function takes; the table and the
        doc string if it takes them. A step no definition matches is bound to its error
        (:class:`StepNotFound`, raised when it runs, as pytest-bdd raises it when it reaches it);
        ``keyword`` and ``where`` (``features/FILE:LINE``) are for its message."""
        ctx = self.find(kind, text)
        if ctx is None:
            message = unknown_step_message(kind, keyword or kind.capitalize(), text, where)
            return Bound(kind, text, _not_found(message), {}, missing=message)
        params = self.parameters(ctx)
        args = ctx.parser.parse_arguments(text) or {}
        kwargs = {k: convert(ctx, k, v) for k, v in args.items() if k in params}
        if "datatable" in params and datatable is not None:
            kwargs["datatable"] = datatable
        if "docstring" in params and docstring is not None:
            kwargs["docstring"] = docstring
        return Bound(kind, text, ctx.step_func, kwargs, takes_world="world" in params)

    def bind_step(self, step: Step, where: str = "") -> Bound:
        """A parsed step of a feature file bound (see :meth:`bind`)."""
        table = [[str(cell) for cell in row] for row in step.datatable.raw()] if step.datatable is not None else None
        return self.bind(step.type, step.name, table, step.docstring, step.keyword.strip(), where)

    def parameters(self, ctx: StepFunctionContext) -> Collection[str]:
        key = id(ctx)
        params = self._parameters.get(key)
        if params is None:
            params = self._parameters[key] = frozenset(inspect.signature(ctx.step_func).parameters)
        return params


def convert(ctx: StepFunctionContext, name: str, value: Any) -> Any:
    """A step argument through its converter, if the step definition gives one."""
    converter = ctx.converters.get(name)
    return converter(value) if converter is not None else value


def _not_found(message: str) -> Callable[..., None]:
    """The step function of a step that has none: it raises the lookup's error."""

    def step(**_: Any) -> None:
        raise StepNotFound(message)

    return step


@cache
def library() -> StepLibrary:
    """The project's step library (built once per process)."""
    return StepLibrary()


@dataclass(frozen=True)
class Bound:
    """A step matched to its definition, its arguments parsed and converted."""

    kind: str  # given | when | then
    text: str  # the step as written, without its keyword
    func: Callable[..., Any]
    kwargs: dict[str, Any]
    missing: str = ""  # no definition matches: the message of its StepNotFound
    takes_world: bool = True  # the one fixture a step of the library asks for (pytest-bdd's "trace" asks none)


# ------------------------------------------------------------------ running
def before_call(world: World, kind: str, text: str, func: Callable[..., Any], kwargs: dict[str, Any]) -> None:
    """What happens right before a step function is called: the world knows which step runs (a
    verdict reads its claim there), and a set-up or action step is recorded, so the explorer can
    replay the scenario (:meth:`steps.runtime.world.World.replay`)."""
    world.current_step = text
    world.current_kind = kind
    if kind in RECORDED:
        world.recorded.append((func, {k: v for k, v in kwargs.items() if k != "world"}))


def run_step(world: World, step: Bound) -> None:
    """One bound step on ``world``: it raises what the step raises (a failing verdict: AssertionError)."""
    if step.missing:
        raise StepNotFound(step.missing)
    before_call(world, step.kind, step.text, step.func, step.kwargs)
    if step.takes_world:
        step.func(world=world, **step.kwargs)
    else:
        step.func(**step.kwargs)


def idle_script(world: World) -> list[str]:
    """The scripting steps of the scenario none of whose answers a decision took, under the world's
    profile nor under any other (each replays the scenario's set-up and actions): a step some profile
    answers with is a difference between the profiles, not a mistake."""
    idle = dict(world.decider.idle_steps())  # place -> text
    for name in profile_names():
        if not idle or name == world.profile.name:
            continue
        other = World(get_profile(name))
        try:
            for fn, kwargs in world.recorded:
                other.current_kind = "given"  # every answer is placed; only the idle set-up steps' places are kept
                other.recorded.append((fn, kwargs))
                fn(world=other, **kwargs)
        except (DmRulesError, AssertionError):
            return []  # the other profile stopped: nothing is known of what it would have asked
        still = {place for place, _ in other.decider.idle_steps()}
        idle = {place: text for place, text in idle.items() if place in still}
    return [idle[place] for place in sorted(idle)]


def check_refusals(world: World) -> None:
    """After the last step: an action the rules refused that no verdict says was refused fails a
    scenario that asserts anything (raises AssertionError); a step that scripts an answer no decision
    takes under any profile is an error naming the step (raises IdleScriptError)."""
    idle = idle_script(world)
    if idle:
        raise IdleScriptError("; ".join(f"'{text}': no decision takes this scripted answer under any profile"
                                        for text in idle)
                              + " (the player is never asked: say what the source says with a verdict, "
                                "e.g. 'player B was not asked to \"block\"', or remove the step)")
    refusals = world.unacknowledged_refusals()
    if refusals and any(o.asserted for o in world.observations):
        name = world.profile.name
        raise AssertionError(f"under {name}: an action was refused and no verdict says so: {refusals[0]} "
                             f"(add 'Then under {name} the last action is refused' if that is expected)")


def spoken_for(step_texts: Iterable[str]) -> frozenset[str]:
    """The profiles a scenario speaks for: those its verdict steps name (English or Japanese)."""
    return frozenset(p for text in step_texts for p in profiles_spoken_for(text))


def classify(world: World, error: BaseException | None, speaks_for: Collection[str]) -> tuple[Status, str]:
    """(status, detail) of one scenario run under one profile, from its world and what it raised.

    - It ran to the end but asserts nothing under any profile (no verdict step names one:
      ``speaks_for`` is empty): **error** (cucumber's "undefined"; a misspelt keyword turns
      steps into description text, and such a scenario must not pass).
    - It ran to the end: **refused** if the profile refused the board and nothing was asserted,
      else **passed** if a verdict was asserted for the profile, else **observed**.
    - A verdict asserted for the profile did not hold (AssertionError): **failed**.
    - The scenario cannot run (:data:`CANNOT_RUN`: an unknown card, word, profile or step, bad
      card data): **error**, under every profile.
    - The run stopped (any other DmRulesError: a named creature is not there, a scripted choice
      is not legal, ...): **error** where the scenario speaks for the profile (``speaks_for``
      holds the profile, or the verdicts forced onto it) or asserted something before it stopped;
      **failed** elsewhere. The detail says ``stopped: ...``.
    - Anything else is a bug: **error**, ``internal error: ...``.

    (A stop where the scenario does not speak for the profile has always ended as a failure of
    the pytest-bdd run; this keeps it so.)"""
    asserted = any(o.asserted for o in world.observations)
    if error is None and not speaks_for:
        return Status.error, NOTHING_ASSERTED
    if error is None:
        if world.board_refused and not asserted:
            return Status.refused, world.board_refused
        return (Status.passed if asserted else Status.observed), ""
    if isinstance(error, AssertionError):
        return Status.failed, str(error)
    if isinstance(error, CANNOT_RUN):
        return Status.error, str(error)
    if isinstance(error, DmRulesError):
        speaks = (world.forced or world.profile.name) in speaks_for
        return (Status.error if asserted or speaks else Status.failed), f"stopped: {error}"
    text = "".join(traceback.format_exception_only(type(error), error)).strip()
    return Status.error, f"internal error: {text}"


@dataclass
class Outcome:
    """One scenario run under one profile: its status, why (for any but passed and observed), its world."""

    status: Status
    detail: str
    world: World = field(repr=False)


def run(steps: Iterable[Bound], profile: str | Profile, speaks_for: Collection[str],
        forced: str | None = None) -> Outcome:
    """A scenario under ``profile`` (a name, or a profile made for the run) in a fresh world: each
    step in turn (``steps`` may bind them lazily: an error binding one counts as the step's), the
    refusals checked, the run classified."""
    world = World(get_profile(profile) if isinstance(profile, str) else profile, forced=forced)
    error: Exception | None = None
    try:
        for step in steps:
            run_step(world, step)
        check_refusals(world)
    except Exception as exc:  # classified
        error = exc
    return Outcome(*classify(world, error, speaks_for), world)


def run_scenario(scenario: Scenario, profile: str | Profile, forced: str | None = None,
                 steps: StepLibrary | None = None) -> Outcome:
    """A parsed scenario of a feature file (background first; an outline's row rendered) under
    ``profile``: each step looked up when it is reached, as pytest-bdd does."""
    lib = steps or library()
    where = f"features/{scenario.feature.rel_filename}"
    bound = (lib.bind_step(s, f"{where}:{s.line_number}") for s in scenario.steps)
    return run(bound, profile, spoken_for(s.name for s in scenario.steps), forced)


# ------------------------------------------------------------------ feature files
def parse_feature(path: Path) -> Feature:
    """A feature file parsed as pytest-bdd parses the files ``scenarios()`` binds: its
    ``rel_filename`` is its folder's name and its own (``mana/tcg_basics.feature``), as the
    results name it."""
    return FeatureParser(str(path.parent), path.name).parse()


def rendered(feature: Feature) -> list[tuple[str, Scenario]]:
    """Every scenario of a feature, each row of an outline rendered, in the file's order: each with
    its Examples row as :func:`example_text` writes it ("" for a plain scenario)."""
    out: list[tuple[str, Scenario]] = []
    for template in feature.scenarios.values():
        contexts = [c for ex in template.examples for c in ex.as_contexts()] or [{}]
        out += [(example_text(c), template.render(c)) for c in contexts]
    return out


def example_text(row: Mapping[str, object]) -> str:
    """An outline's Examples row as the results name it: ``name=value, ...`` ("" for none)."""
    return ", ".join(f"{k}={v}" for k, v in row.items())
