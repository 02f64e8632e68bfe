"""The ``under <profiles>`` machinery shared by every verdict step.

A verdict step computes what the engine shows (the observed value) and what the scenario
expects. Under a profile the step names, a mismatch fails; under the others the observed
value is only recorded, so a report shows every profile's outcome side by side.

Where the scenario's script leaves a player's choice open, the observed value is every value
the players' choices reach (:meth:`steps.runtime.world.World.outcomes`): one value when the rules fix
it, "by the players' choices, one of: ..." when they don't. Such a verdict asserted for a
profile holds only if the rules force the expected value. A verdict that walks choices
itself (``in some order of the waiting effects, ...``) says so with ``explores=True``.
"""

from __future__ import annotations

import inspect
import re
from collections.abc import Callable

from pytest_bdd import then

from engine.model.errors import ScriptError, UnknownProfileError, nearest
from engine.model.text import normal
from engine.policies.profiles import EVERY, profile_list
from steps.runtime.exploring import OrderSteps, order_outcomes, outcomes
from steps.runtime.phrases import phrase
from steps.runtime.twins import function_id, location_of, twins
from steps.runtime.world import World

# A profile as a scenario may spell it (any case; NFKC has made full-width letters ASCII):
# ``dmps``, ``DMPS``, ``デュエプレ`` (engine.policies.profiles.profile_named reads it).
NAME = r"(?:[A-Za-z][A-Za-z0-9-]*|デュエプレ)"
PROFILES_GROUP = rf"(?P<profiles>every profile|all profiles|{NAME}(?:(?:, and |, ?| and ){NAME})*)"
PROFILES = rf"under {PROFILES_GROUP}"
# The Japanese prefix: ``dmpsでは、``, ``DMPSでは``, ``tcgとdmpsでは、``, ``dmps, dmps-oldでは、``,
# ``すべてのプロファイルでは、``, ``全プロファイルでは``.
PROFILES_JA = (r"(?P<profiles>すべてのプロファイル|全てのプロファイル|全プロファイル|"
               rf"{NAME}(?:\s*(?:と|、|,)\s*{NAME})*)では(?:、|,|)\s*")

Check = Callable[..., tuple[str, str]]

# Every verdict's claim pattern (without "under ..."), so a claim can be evaluated inside
# another verdict ("in some order of the waiting effects, <claim>").
CLAIMS: list[tuple[re.Pattern[str], Check]] = []


# Each verdict's ``explores`` and ``order`` by its function (``module.name``): a Japanese twin
# registered from a table (steps/library/japanese_topics.py) takes its English verdict's.
OPTIONS: dict[str, tuple[bool, OrderSteps | None]] = {}


def claim_of(claim: str) -> tuple[Check, dict[str, str | None]] | None:
    """The verdict a nested claim (``in some order of the waiting effects, <claim>``) says and its
    arguments in NFKC, as a step is matched: as written, else in NFKC (``プレイヤーＢの手札は１枚``);
    where several verdicts match, the one registered last, as pytest-bdd takes the last definition
    (``in some order of ..., X is in player A's hand`` is the order verdict, not ``X is in ...`` with
    the card ``in some order of ..., X``). None for a claim no verdict says."""
    for text in dict.fromkeys((claim, normal(claim))):
        for pattern, fn in reversed(CLAIMS):
            m = pattern.fullmatch(text)
            if m:
                return fn, {k: normal(v) if v is not None else v for k, v in m.groupdict().items()}
    return None


def unknown_claim(claim: str) -> ScriptError:
    """The error of a nested claim no verdict says, with the closest patterns."""
    close = nearest(normal(claim), [p.pattern for p, _ in CLAIMS])
    return ScriptError(f"unknown claim {claim!r}" + (f"; closest patterns: {close}" if close else ""))


def evaluate(world: World, claim: str) -> tuple[str, str]:
    """(observed, expected) of a claim, as its verdict step would compute it."""
    found = claim_of(claim)
    if found is None:
        raise unknown_claim(claim)
    fn, kwargs = found
    return fn(world, **kwargs)


def same(observed: str, expected: str) -> bool:
    """Whether a verdict observed what it expects: compared in NFKC, as the project reads what people
    type (``５０００`` is ``5000``)."""
    return normal(observed) == normal(expected)


def in_nfkc(value: object) -> object:
    """A step's argument as a verdict reads it: a string (a number, a name, a list) in NFKC, a
    table's cells too; anything else as it is."""
    if isinstance(value, str):
        return normal(value)
    if isinstance(value, list):
        return [in_nfkc(v) for v in value]
    return value


# verdict() and verdict_ja() run at import, registering the steps: a mutant of them could never be
# switched on in a test, so mutation testing leaves them alone (their work at run time is judge's).
def reachable(results: list[tuple[str, str]]) -> str:
    """A "some choice" verdict's value: ``reachable`` when a branch observed what it expected, else
    ``unreachable (seen: v1, v2)``, the values the branches observed."""
    if any(same(obs, exp) for obs, exp in results):
        return "reachable"
    return f"unreachable (seen: {', '.join(sorted({obs for obs, _ in results})) or 'nothing'})"


def quantified(quant: str, results: list[tuple[str, str]], unit: str) -> tuple[str, str]:
    """(observed, expected) of ``in some|every <branch>, <claim>`` from each branch's (observed,
    expected) of the claim: ``reachable`` / ``always``, else what was seen or how many branches held."""
    if quant == "some":
        return reachable(results), "reachable"
    held = sum(1 for obs, exp in results if same(obs, exp))
    return ("always" if held == len(results) else f"{held} of {len(results)} {unit}"), "always"


def verdict(pattern: str, lang: str = "en", explores: bool = False, order: OrderSteps | None = None,
            stacklevel: int = 2) -> Callable[[Check], Check]:  # pragma: no mutate block
    """Register ``Then under <profiles> <pattern>`` (``lang="ja"``: ``Then <profiles>では、<pattern>``);
    the function returns (observed, expected). ``explores``: its value already ranges over the
    players' choices (it is not explored again). ``order``: the verdict is about an order the
    trace shows, these steps of each record (its value is :func:`steps.runtime.exploring.read_order`), so
    its values over the players' choices are read off the explored graph however many they are.
    ``stacklevel``: how far up the module that registers the step is (pytest-bdd puts its fixture there)."""

    def register(fn: Check) -> Check:
        CLAIMS.append((re.compile(pattern), fn))
        OPTIONS[function_id(fn)] = (explores, order)
        params = [p for p in inspect.signature(fn).parameters if p not in ("world", "datatable")]
        wants_table = "datatable" in inspect.signature(fn).parameters

        def step(world: World, profiles: str, **kwargs: object) -> None:
            if wants_table and kwargs.get("datatable") is None:
                claim = _claim(world.current_step, profiles, lang)
                raise ScriptError(f"this step needs a table below it (rows of | cells |): {claim or pattern}")
            judge(world, fn, profiles, kwargs, lang, explores, order)

        sig = [inspect.Parameter("world", inspect.Parameter.POSITIONAL_OR_KEYWORD),
               inspect.Parameter("profiles", inspect.Parameter.POSITIONAL_OR_KEYWORD)]
        sig += [inspect.Parameter(p, inspect.Parameter.KEYWORD_ONLY, default=None) for p in params]
        if wants_table:
            sig.append(inspect.Parameter("datatable", inspect.Parameter.KEYWORD_ONLY, default=None))
        step.__signature__ = inspect.Signature(sig)  # type: ignore[attr-defined]
        step.__name__ = fn.__name__
        step.__doc__ = fn.__doc__
        step.__module__ = fn.__module__
        step.__dict__["twins"] = twins(fn)
        step.__dict__["location"] = getattr(fn, "location", "") or location_of(fn)
        then(phrase((PROFILES_JA if lang == "ja" else PROFILES + " ") + pattern), stacklevel=stacklevel)(step)
        return fn

    return register


def judge(world: World, fn: Check, profiles: str, kwargs: dict[str, object], lang: str, explores: bool,
          order: OrderSteps | None = None) -> None:
    """Run one verdict step: compute what ``fn`` observes (over the players' open choices unless
    it ``explores`` them itself) and record it, raising if it is asserted and does not hold."""
    claim = _claim(world.current_step, profiles, lang)
    # The profiles are read before anything runs, in either language: a misspelt one is the scenario's
    # error (steps.runtime.runner.CANNOT_RUN: under every profile), never hidden behind what the claim raises.
    profiles = _profiles_en(profiles)
    if not world.started:
        world.begin()
    if world.board_refused is not None:
        world.check(profiles, claim, "", "(as written)")
        return
    world.reached = None
    kwargs = {k: in_nfkc(v) for k, v in kwargs.items()}
    observed, expected = fn(world, **kwargs)
    if explores:
        seen: list[str] = world.reached or []
        world.check(profiles, claim, observed, expected, varies=len(set(seen)) > 1)
        return
    if order is not None:
        values, complete, count = order_outcomes(world, order, kwargs, observed, expected)
        world.check(profiles, claim, observed, expected, values, complete, count=count)
        return
    values, complete = outcomes(world, lambda w: fn(w, **kwargs)[0], observed)
    world.check(profiles, claim, observed, expected, values, complete)


def verdict_ja(pattern: str, explores: bool = False,
               order: OrderSteps | None = None) -> Callable[[Check], Check]:  # pragma: no mutate block
    """Register ``Then <profiles>では、<pattern>`` (profiles joined by と or 、)."""
    return verdict(pattern, "ja", explores, order)


def _claim(step_text: str, profiles: str, lang: str) -> str:
    """The step's words after its profiles (``under dmps ``, ``DMPSでは、``), as written where the
    prefix matches as written, else in NFKC."""
    prefix = PROFILES_JA if lang == "ja" else PROFILES + " "
    for text in (step_text, normal(step_text)):
        m = re.match(prefix, text)
        if m and m.group("profiles") in (profiles, normal(profiles)):
            return text[m.end():]
    return step_text


def _profiles_en(profiles: str) -> str:
    """A profile list as the English steps write it: ``TCGとデュエプレ``, ``tcg and DMPS`` -> ``tcg, dmps``
    (raises UnknownProfileError for a name that is no profile)."""
    if normal(profiles).strip().casefold() in EVERY:
        return "every profile"
    return ", ".join(profile_list(profiles))


def profiles_named_by(step_text: str) -> str | None:
    """The profiles part of a verdict step (``DMPSでは``'s ``DMPS``), or None for other steps."""
    text = normal(step_text)
    # after a moment a "while" verdict names: ``while the attack of X is in its battle step, under tcg …``
    m = re.match(r"(?:while [^,]+?, )?" + PROFILES + " ", text) or re.match(r"(?:[^、]+?とき、)?" + PROFILES_JA, text)
    return m.group("profiles") if m else None


def profiles_spoken_for(step_text: str) -> list[str]:
    """The profiles a verdict step names (English or Japanese prefix), or [] for other steps; a
    name that is no profile is kept as written (the step raises UnknownProfileError when it runs)."""
    named = profiles_named_by(step_text)
    if named is None:
        return []
    try:
        return profile_list(named)
    except UnknownProfileError:
        return [n.strip() for n in re.split(r",|、|と|\band\b", named) if n.strip()]


def yes(flag: bool) -> str:
    return "yes" if flag else "no"
