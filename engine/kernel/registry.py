"""The registry of the card data's vocabulary: effect operations, conditions, and what a
replacement's operation needs to produce its result.

An operation is a function of a :class:`Context` (who resolves it, from what) and its
arguments from the card data, registered with :func:`op` under a name that
:data:`engine.catalog.vocabulary.EFFECT_OPS` documents. Every operation module lives in
:mod:`engine.ops` and registers on import; importing :mod:`engine` imports them all.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from engine.catalog.vocabulary import EFFECT_OPS
from engine.kernel.rules import Rules
from engine.model.cards import Effect
from engine.model.errors import CardDataError
from engine.model.events import Event
from engine.model.objects import Card, Creature, other


@dataclass
class Context:
    """Who is resolving, and from what source."""

    game: Rules
    controller: str
    source_card: Card | None
    source_creature: Creature | None = None
    burned: list[Card] = field(default_factory=list)  # meteorburn: cards put from under the source
    event: Event | None = None  # the event that triggered the resolving ability ("that creature")
    moved: list[Creature] = field(default_factory=list)  # creatures an earlier step of this effect moved
    put: list[Creature] = field(default_factory=list)  # creatures an earlier step of this effect put ("that put")
    chosen: dict[str, str] = field(default_factory=dict)  # what an earlier step chose (choose race)
    took: list[Card] = field(default_factory=list)  # cards an earlier step moved ("そうした場合")

    @property
    def opponent(self) -> str:
        return other(self.controller)

    def players(self, who: str) -> list[str]:
        return {"you": [self.controller], "opponent": [self.opponent],
                "each": [self.controller, self.opponent], "any": [self.controller, self.opponent]}[who]


Op = Callable[[Context, dict[str, Any]], None]
Condition = Callable[[Context, Any], bool]
CanDo = Callable[[Context, dict[str, Any]], str | None]

OPS: dict[str, Op] = {}
OWN_IF: set[str] = set()  # operations that read their own ``if:`` (and say when it does not hold)
CONDITIONS: dict[str, Condition] = {}
# Why an operation of a replacement could not produce its result now (None: it can). A
# replacement with such a step cannot be used (601.1a), and DMPS tries the next priority (000).
CAN_DO: dict[str, CanDo] = {}


def op(name: str, reads_if: bool = False) -> Callable[[Op], Op]:
    """Register an effect operation under ``name`` (documented in EFFECT_OPS). ``reads_if``: it
    reads its own ``if:``; any other operation's ``if:`` is checked before it runs."""
    def register(fn: Op) -> Op:
        if name not in EFFECT_OPS:
            raise KeyError(f"effect {name!r} is not in engine.catalog.vocabulary.EFFECT_OPS")
        OPS[name] = fn
        if reads_if:
            OWN_IF.add(name)
        return fn
    return register


def condition(name: str) -> Callable[[Condition], Condition]:
    """Register a condition (``if: {name: value}`` in the card data)."""
    def register(fn: Condition) -> Condition:
        CONDITIONS[name] = fn
        return fn
    return register


def can_do(name: str) -> Callable[[CanDo], CanDo]:
    """Register why the operation ``name`` could not produce its result now."""
    def register(fn: CanDo) -> CanDo:
        CAN_DO[name] = fn
        return fn
    return register


def check(ctx: Context, conditions: dict[str, Any]) -> bool:
    """Whether every condition of an ``if:`` holds now."""
    for key, value in conditions.items():
        if key not in CONDITIONS:
            raise CardDataError("card data", 0, "if", f"unknown condition {key!r}; known: "
                                + ", ".join(sorted(CONDITIONS)))
        if not CONDITIONS[key](ctx, value):
            return False
    return True


def run_effects(game: Rules, controller: str, effects: Sequence[Effect], source_card: Card | None,
                source_creature: Creature | None = None, event: Event | None = None) -> None:
    """Carry out effects in order for ``controller``."""
    run(Context(game, controller, source_card, source_creature, event=event), effects)


def run(ctx: Context, effects: Sequence[Effect]) -> None:
    """Carry out the steps in order; a step with ``if:`` only when its condition holds now."""
    for effect in effects:
        if "if" in effect.args and effect.op not in OWN_IF and not check(ctx, dict(effect.args["if"] or {})):
            ctx.game.note(f"{effect.op}: its condition is not met, the step does nothing")
            continue
        OPS[effect.op](ctx, effect.args)


def cannot_do(ctx: Context, effects: Sequence[Effect]) -> str | None:
    """Why one of ``effects`` could not produce its result now, or None."""
    for effect in effects:
        why = CAN_DO[effect.op](ctx, effect.args) if effect.op in CAN_DO else None
        if why:
            return why
    return None
