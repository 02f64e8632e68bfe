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

from pytest_bdd import parsers, then

from engine.model.errors import ScriptError, nearest
from engine.policies.profiles import profile_names
from steps.runtime.exploring import OrderSteps, order_outcomes, outcomes
from steps.runtime.world import World

PROFILES = (r"under (?P<profiles>every profile|all profiles|"
            r"[a-z][a-z0-9-]*(?:(?:, and |, | and )[a-z][a-z0-9-]*)*)")
# The Japanese prefix: ``dmpsでは、``, ``tcgとdmpsでは、``, ``すべてのプロファイルでは、``.
PROFILES_JA = r"(?P<profiles>すべてのプロファイル|[a-z][a-z0-9-]*(?:(?:と|、)[a-z][a-z0-9-]*)*)では、"

Check = Callable[..., tuple[str, str]]

# Every verdict's claim pattern (without "under ..."), so a claim can be evaluated inside
# another verdict ("in some order of the waiting effects, <claim>").
CLAIMS: list[tuple[re.Pattern[str], Check]] = []


def evaluate(world: World, claim: str) -> tuple[str, str]:
    """(observed, expected) of a claim, as its verdict step would compute it."""
    for pattern, fn in CLAIMS:
        m = pattern.fullmatch(claim)
        if m:
            return fn(world, **m.groupdict())
    close = nearest(claim, [p.pattern for p, _ in CLAIMS])
    raise ScriptError(f"unknown claim {claim!r}" + (f"; closest patterns: {close}" if close else ""))


# verdict() and verdict_ja() run at import, registering the steps: a mutant of them could never be
# switched on in a test, so mutation testing leaves them alone (their work at run time is judge's).
def reachable(results: list[tuple[str, str]]) -> str:
    """A "some choice" verdict's value: ``reachable`` when a branch observed what it expected, else
    ``unreachable (seen: v1, v2)``, the values the branches observed."""
    if any(obs == exp for obs, exp in results):
        return "reachable"
    return f"unreachable (seen: {', '.join(sorted({obs for obs, _ in results})) or 'nothing'})"


def verdict(pattern: str, lang: str = "en", explores: bool = False,
            order: OrderSteps | None = None) -> Callable[[Check], Check]:  # pragma: no mutate block
    """Register ``Then under <profiles> <pattern>`` (``lang="ja"``: ``Then <profiles>では、<pattern>``);
    the function returns (observed, expected). ``explores``: its value already ranges over the
    players' choices (it is not explored again). ``order``: the verdict is about an order the
    trace shows, these steps of each record (its value is :func:`steps.runtime.exploring.read_order`), so
    its values over the players' choices are read off the explored graph however many they are."""

    def register(fn: Check) -> Check:
        CLAIMS.append((re.compile(pattern), fn))
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
        then(parsers.re((PROFILES_JA if lang == "ja" else PROFILES + " ") + pattern), stacklevel=2)(step)
        return fn

    return register


def judge(world: World, fn: Check, profiles: str, kwargs: dict[str, object], lang: str, explores: bool,
          order: OrderSteps | None = None) -> None:
    """Run one verdict step: compute what ``fn`` observes (over the players' open choices unless
    it ``explores`` them itself) and record it, raising if it is asserted and does not hold."""
    claim = _claim(world.current_step, profiles, lang)
    profiles = _profiles_en(profiles) if lang == "ja" else profiles
    if not world.started:
        world.begin()
    if world.board_refused is not None:
        world.check(profiles, claim, "", "(as written)")
        return
    world.reached = None
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
    prefix = f"{profiles}では、" if lang == "ja" else f"under {profiles} "
    return step_text[len(prefix):] if step_text.startswith(prefix) else step_text


def _profiles_en(profiles: str) -> str:
    """A Japanese profile list as World.check reads it: ``tcgとdmps`` -> ``tcg, dmps``."""
    return "every profile" if profiles == "すべてのプロファイル" else ", ".join(re.split(r"と|、", profiles))


def profiles_spoken_for(step_text: str) -> list[str]:
    """The profiles a verdict step names (English or Japanese prefix), or [] for other steps."""
    m = re.match(PROFILES + " ", step_text)
    if m:
        text = m.group("profiles")
    else:
        m = re.match(PROFILES_JA, step_text)
        if not m:
            return []
        text = _profiles_en(m.group("profiles"))
    if text in ("every profile", "all profiles"):
        return profile_names()
    return [n.strip() for n in re.split(r",|\band\b", text) if n.strip()]


def yes(flag: bool) -> str:
    return "yes" if flag else "no"
