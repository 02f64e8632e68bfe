"""The registry of the card data's vocabulary: every name the card data may write, declared once
where it is implemented, with its arguments (:mod:`engine.kernel.args`) and a line of doc.

- Effect operations (``do:``): :func:`op` in :mod:`engine.ops` (:data:`OPS`); what a
  replacement's operation needs to produce its result: :func:`can_do`.
- Conditions (``if:``): :func:`condition` (:data:`CONDITIONS`).
- Trigger events (``when:``): :func:`trigger` in :mod:`engine.mechanics.triggers`; replacement
  events (``instead of:``): :func:`replacement` in :mod:`engine.mechanics.replacement`. An event
  is registered with its matcher, so a name without a meaning cannot exist.
- Keys of the mappings that hold card data: filter keys (:mod:`engine.mechanics.filters`),
  target keys (:mod:`engine.mechanics.targets`), the keys every trigger or replacement may carry,
  count keys, grant keys, ``evolves_from`` keys: :func:`declare_keys`.
- Static abilities (``static:``): :func:`static` in :mod:`engine.mechanics.statics`.

The tables fill as the modules are imported (importing :mod:`engine` imports them all); the card
loader (:mod:`engine.catalog.loader`) checks the card data against them, and
:mod:`engine.catalog.vocabulary` documents them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, fields
from typing import Any

from engine.kernel.args import CONDITION, Arg, ArgType, Bool, Choice, Signature, one_of
from engine.kernel.rules import Rules
from engine.model.agenda import Step
from engine.model.cards import Effect
from engine.model.decisions import Decision
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
    tried: list[Card] = field(default_factory=list)  # cards an earlier step chose to put, arrived or not (Q&A 42847)
    picked: list[Creature] = field(default_factory=list)  # creatures an earlier step chose (target: {chosen: true})
    targeted: list[Creature] = field(default_factory=list)  # creatures the latest target chose ("それが…であれば")

    @property
    def opponent(self) -> str:
        return other(self.controller)

    def players(self, who: str) -> list[str]:
        return {"you": [self.controller], "opponent": [self.opponent],
                "each": [self.controller, self.opponent], "any": [self.controller, self.opponent]}[who]

    def kept(self) -> dict[str, Any]:
        """What a step put off keeps of this context in the game state: all but the game itself. A
        state is copied when a scenario explores its branches (and keyed): the put-off step must run
        in the game it is part of then, given to it as it runs (:meth:`resumed`), and a game kept in
        its own state would make the state contain itself."""
        return {f.name: getattr(self, f.name) for f in fields(self) if f.name != "game"}

    @classmethod
    def resumed(cls, game: Rules, kept: dict[str, Any]) -> Context:
        """The context of a put-off step, in the game it runs in now (see :meth:`kept`)."""
        return cls(game=game, **kept)


Op = Callable[[Context, dict[str, Any]], None]
ConditionFn = Callable[[Context, Any], bool]
CanDo = Callable[[Context, dict[str, Any]], str | None]

# Every operation may carry ``if:``: it runs only when the condition holds then.
IF = Arg("if", CONDITION, doc="the step happens only if this holds when it runs")
# Every operation may carry ``may:`` (「…してもよい」 of one step): its controller chooses, as the step
# runs, whether it happens (an operation that reads its own ``may`` declares it); ``may: opponent`` is
# the opponent's choice (「相手は…してもよい」: the sentence's subject is the one who may, ウェーブ・クロウラー).
MAY = Arg("may", one_of(Bool(), Choice(("opponent", "each"), "player")), False,
          doc="true: the controller may skip the step (〜してもよい); opponent: the opponent may (相手は…てもよい); "
              "each: a step each player does (player: each), each player choosing for themselves "
              "(各プレイヤーは…てもよい)")
# Every operation may be put off (「バトルの後、…」, 「攻撃の後、…」, 「そのターンの終わりに…」): the step happens then,
# for the same effect (what it chose or put is what the step acts on).
TIMING = (Arg("after battle", Bool(), False, doc="true: once the coming battle is over (バトルの後; at once when "
                                                  "a battle triggered the ability: it is over)"),
          Arg("after attack", Bool(), False, doc="true: once the current attack is over (攻撃の後)"),
          Arg("at", Choice(("end of turn",), "time"), doc="end of turn: at the end of this turn (ターンの終わりに)"))


def _doc(name: str, doc: str | None, fn: object) -> str:
    """The one-line doc given, else the first paragraph of the function's docstring."""
    text = doc if doc is not None else (getattr(fn, "__doc__", None) or "").split("\n\n")[0]
    text = " ".join(text.split())
    if not text:
        raise ValueError(f"{name!r} is registered without a doc")
    return text


def _new(table: dict[str, Any], name: str, what: str) -> None:
    if name in table:
        raise ValueError(f"{what} {name!r} is registered twice")


# ------------------------------------------------------------------ operations
@dataclass(frozen=True)
class OpDef:
    """An operation: its function, its arguments (a bare value ``- op: v`` is its first argument),
    its doc, and whether it reads its own ``if:`` (any other operation's is checked before it runs)."""

    name: str
    fn: Op
    signature: Signature
    doc: str
    reads_if: bool = False
    reads_may: bool = False

    @property
    def args(self) -> tuple[Arg, ...]:
        return self.signature.args


OPS: dict[str, OpDef] = {}
# Why an operation of a replacement could not produce its result now (None: it can). A
# replacement with such a step cannot be used (601.1a), and DMPS tries the next priority (000).
CAN_DO: dict[str, CanDo] = {}


def op(name: str, *args: Arg, doc: str, reads_if: bool = False) -> Callable[[Op], Op]:
    """Register an effect operation: ``@op("destroy", Arg("target", TARGET, REQUIRED), doc="...")``."""
    def register(fn: Op) -> Op:
        _new(OPS, name, "operation")
        own = {a.name for a in args}
        reads_may = "may" in own
        common = [a for a in (MAY, *TIMING) if a.name not in own]
        OPS[name] = OpDef(name, fn, Signature.of((*args, IF, *common)), _doc(name, doc, fn), reads_if, reads_may)
        return fn
    return register


def can_do(name: str) -> Callable[[CanDo], CanDo]:
    """Register why the operation ``name`` could not produce its result now."""
    def register(fn: CanDo) -> CanDo:
        if name not in OPS:
            raise KeyError(f"can_do for {name!r}, which is no registered operation")
        CAN_DO[name] = fn
        return fn
    return register


# ------------------------------------------------------------------ conditions
@dataclass(frozen=True)
class ConditionDef:
    """A condition: its function and the type of its value (``if: {name: value}``)."""

    name: str
    fn: ConditionFn
    value: ArgType
    doc: str


CONDITIONS: dict[str, ConditionDef] = {}


def condition(name: str, value: ArgType | None = None, doc: str | None = None) -> Callable[[ConditionFn], ConditionFn]:
    """Register a condition (``if: {name: value}``); its value is ``true``/``false`` unless ``value``
    says otherwise; its doc is the function's docstring unless ``doc`` is given."""
    def register(fn: ConditionFn) -> ConditionFn:
        _new(CONDITIONS, name, "condition")
        CONDITIONS[name] = ConditionDef(name, fn, value or Bool(), _doc(name, doc, fn))
        return fn
    return register


# ------------------------------------------------------------------ events
@dataclass(frozen=True)
class EventDef:
    """A trigger event (``when:``) or a replacement event (``instead of:``): the matcher that gives
    it its meaning, the parameters of its own, whether it reads the filter keys (against the
    object the event concerns), and where its abilities wait (triggers: None is the battle zone)."""

    name: str
    matcher: Callable[..., bool]
    params: tuple[Arg, ...]
    doc: str
    filtered: bool = False
    waits_from: str | None = None


TRIGGERS: dict[str, EventDef] = {}
REPLACEMENTS: dict[str, EventDef] = {}


def _event(table: dict[str, EventDef], what: str, name: str, matcher: Callable[..., bool], params: Sequence[Arg],
           doc: str, filtered: bool, waits_from: str | None) -> EventDef:
    _new(table, name, what)
    if not callable(matcher):
        raise TypeError(f"{what} {name!r} needs a matcher (what it means), got {matcher!r}")
    Signature.of(params)
    table[name] = EventDef(name, matcher, tuple(params), _doc(name, doc, None), filtered, waits_from)
    return table[name]


def trigger(name: str, matcher: Callable[..., bool], *params: Arg, doc: str, filtered: bool = False,
            waits_from: str | None = None) -> EventDef:
    """Register a trigger event with its matcher (``matcher(game, trigger, event, source)``)."""
    return _event(TRIGGERS, "trigger event", name, matcher, params, doc, filtered, waits_from)


def replacement(name: str, matcher: Callable[..., bool], *params: Arg, doc: str,
                filtered: bool = False) -> EventDef:
    """Register a replacement event with its matcher (``matcher(game, trigger, impending, candidate)``)."""
    return _event(REPLACEMENTS, "replacement event", name, matcher, params, doc, filtered, None)


# ------------------------------------------------------------------ keys of mappings
FILTER_KEYS: dict[str, Arg] = {}  # the one set of filter keys (engine.mechanics.filters)
SELECTION_KEYS: dict[str, Arg] = {}  # a target spec's keys besides the filter (engine.mechanics.targets)
TRIGGER_KEYS: dict[str, Arg] = {}  # what every ``when:`` may carry besides the filter and its event's own
REPLACEMENT_KEYS: dict[str, Arg] = {}  # what every ``instead of:`` may carry likewise
COUNT_KEYS: dict[str, Arg] = {}  # a count expression's keys (engine.mechanics.filters.count)
GRANT_KEYS: dict[str, Arg] = {}  # a static grant's keys besides the filter
EVOLVES_FROM_KEYS: dict[str, Arg] = {}  # an evolution's ``evolves_from`` keys besides the filter


def declare_keys(table: dict[str, Arg], *args: Arg) -> None:
    """Declare keys of one of the tables above, each with its type and doc."""
    for a in args:
        _new(table, a.name, "key")
        if not a.doc:
            raise ValueError(f"key {a.name!r} is declared without a doc")
        table[a.name] = a


# ------------------------------------------------------------------ static abilities
@dataclass(frozen=True)
class StaticDef:
    """A static ability (``static: {name: value}``): the type of its value, and its doc."""

    name: str
    value: ArgType
    doc: str


STATICS: dict[str, StaticDef] = {}


def static(name: str, value: ArgType, doc: str) -> None:
    """Register a static ability (read where it applies: see each one's doc)."""
    _new(STATICS, name, "static ability")
    STATICS[name] = StaticDef(name, value, _doc(name, doc, None))


# ------------------------------------------------------------------ running
def check(ctx: Context, conditions: dict[str, Any]) -> bool:
    """Whether every condition of an ``if:`` holds now."""
    for key, value in conditions.items():
        found = CONDITIONS.get(key)
        if found is None:
            raise CardDataError("card data", 0, "if", f"unknown condition {key!r}; known: "
                                + ", ".join(sorted(CONDITIONS)))
        if not found.fn(ctx, value):
            return False
    return True


def run_effects(game: Rules, controller: str, effects: Sequence[Effect], source_card: Card | None,
                source_creature: Creature | None = None, event: Event | None = None) -> None:
    """Carry out effects in order for ``controller``."""
    run(Context(game, controller, source_card, source_creature, event=event), effects)


def run(ctx: Context, effects: Sequence[Effect]) -> None:
    """Carry out the steps in order (each with its declared defaults); a step with ``if:`` only when
    its condition holds now. Between two steps, creatures of power 0 or less are destroyed (the
    state-based check inside an effect, Q&A 46075: :meth:`Rules.destroy_powerless`)."""
    for n, effect in enumerate(effects):
        if n:
            ctx.game.destroy_powerless()
        found = OPS[effect.op]
        if _put_off(ctx, effect, found):
            continue
        if "if" in effect.args and not found.reads_if and not check(ctx, dict(effect.args["if"] or {})):
            ctx.game.note(f"{effect.op}: its condition is not met, the step does nothing")
            continue
        if effect.args.get("may") == "each" and not found.reads_may:
            _each_may(ctx, effect, found)
            continue
        asked = ctx.opponent if effect.args.get("may") == "opponent" else ctx.controller
        if effect.args.get("may") and not found.reads_may and not _agrees(ctx, effect.op, asked):
            ctx.game.note(f"{effect.op}: player {asked} does not do it")
            continue
        found.fn(ctx, _arguments(found, effect))


def _put_off(ctx: Context, effect: Effect, found: OpDef) -> bool:
    """Whether the step is put off (``after battle``, ``after attack``, ``at: end of turn``, unless the
    operation reads that argument itself): then it waits in the game state for its time, without
    the timing argument (its ``if``/``may`` are read then)."""
    declared = found.signature.named
    state = ctx.game.state
    for key in ("after battle", "after attack", "at"):
        if not effect.args.get(key) or declared[key] not in TIMING:
            continue
        later = Step(_run_put_off, (ctx.kept(), Effect(effect.op, {k: v for k, v in effect.args.items() if k != key})))
        if key == "after battle" and not (ctx.event is not None and ctx.event.kind == "battle"):
            state.after_battle.append(later)  # engine.mechanics.combat runs them as the battle ends
        elif key == "after attack" and state.attacking is not None:
            state.after_attack.append(later)
        elif key == "at":
            state.at_end_of_turn.append(later)  # engine.mechanics.turns runs them as the turn ends
        else:
            continue  # the battle or the attack is over already: the step happens now
        ctx.game.note(f"{effect.op}: put off until {'the end of the turn' if key == 'at' else key}")
        return True
    return False


def _run_put_off(game: Rules, kept: dict[str, Any], effect: Effect) -> None:
    """A step that was put off, now that its time has come (in the game it runs in now)."""
    run(Context.resumed(game, kept), [effect])


def _each_may(ctx: Context, effect: Effect, found: OpDef) -> None:
    """「各プレイヤーはカードを1枚引いてもよい」 (``player: each``, ``may: each``): each player chooses whether they
    do the step, the turn player first, and those who do, do it in that order (the step for ``player: you`` /
    ``opponent`` of the source's controller)."""
    game = ctx.game
    for name in sorted((ctx.controller, ctx.opponent), key=lambda p: p != game.state.turn_player):
        if not _agrees(ctx, effect.op, name):
            game.note(f"{effect.op}: player {name} does not do it")
            continue
        who = "you" if name == ctx.controller else "opponent"
        found.fn(ctx, _arguments(found, Effect(effect.op, {**effect.args, "player": who, "may": False})))


def _agrees(ctx: Context, step: str, player: str) -> bool:
    """``player`` (the controller, or the opponent for ``may: opponent``) chooses whether an optional
    step of the source's effect happens."""
    name = ctx.source_card.name if ctx.source_card is not None else step
    return ctx.game.decide(player, Decision.USE_OPTIONAL, ["use", "skip"], lambda o: f"{o} {name}") == "use"


def cannot_do(ctx: Context, effects: Sequence[Effect]) -> str | None:
    """Why one of ``effects`` could not produce its result now, or None."""
    for effect in effects:
        why = CAN_DO[effect.op](ctx, _arguments(OPS[effect.op], effect)) if effect.op in CAN_DO else None
        if why:
            return why
    return None


def _arguments(found: OpDef, effect: Effect) -> dict[str, Any]:
    """The effect's arguments with the operation's declared defaults."""
    try:
        return found.signature.complete(effect.args)
    except KeyError as missing:
        raise CardDataError("card data", 0, effect.op, str(missing.args[0])) from None
