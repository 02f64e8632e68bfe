"""Copies of a game state, and the canonical key that says when two states are the same.

:class:`Copier` copies every object reachable from what it is given that can change during a
game (players, cards, creatures, waiting effects, events, the agenda's arguments, ...), each
once, so references between them are kept: a copy of a state is a state of its own. What
cannot change is shared: card definitions and abilities, enums, strings and numbers, the
functions of agenda steps, and any object the caller names (the game façade a rules context
points back to).

:func:`state_key` is the model checker's visited-set key (engine.explorer): two states with
the same key play on alike. It reads every part of the state the rules read, and leaves out
what only names things: object numbers given in the order things happened (creatures,
waiting effects, events, batches of moves), and absolute battle-zone positions (only their
order matters). The events of this turn are kept as a set of batches — a future event comes
after all of them, so "the first time this turn" and "the n-th attack" only count them — in
their order only while an event waits for its second look (``deferred``).
"""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Callable, Hashable, Iterable
from dataclasses import fields, is_dataclass
from enum import Enum
from itertools import chain
from operator import attrgetter, itemgetter
from types import BuiltinFunctionType, FunctionType, MethodType
from typing import Any, cast

from engine.model.cards import Ability, CardDef, CardType, Civ, Effect, Trigger
from engine.model.events import Event
from engine.model.lot import GameRandom
from engine.model.objects import KEY_CACHE, Card, Creature, Zone
from engine.model.state import GameState

SHARED_TYPES: tuple[type, ...] = (int, str, float, bool, type(None), bytes, CardDef, Ability, Effect, Trigger,
                                  BuiltinFunctionType, type)


class Copier:
    """Copies objects of a game state, each once (a memo keeps their references to each other).

    What cannot change is shared rather than copied: names, numbers and enums, card definitions
    and abilities, functions, frozensets, and a tuple that holds only such values."""

    def __init__(self, shared: Iterable[object] = ()) -> None:
        self.memo: dict[int, Any] = {id(o): o for o in shared}

    def copy(self, obj: Any) -> Any:
        if type(obj) in _ATOMIC:
            return obj
        return self._any(obj)

    def _any(self, obj: Any) -> Any:
        """A value that is not atomic: its copy (the one made already, if any)."""
        found = self.memo.get(id(obj))
        if found is not None:
            return found
        kind = type(obj)
        plan = _PLANS.get(kind)
        if plan is None:
            plan = _PLANS[kind] = self._plan_for(kind)
        return plan(self, obj)

    @classmethod
    def _plan_for(cls, kind: type) -> Callable[[Copier, Any], Any]:
        """How a value of this type is copied (decided once per type)."""
        if kind in _ATOMIC or issubclass(kind, SHARED_TYPES) or issubclass(kind, Enum):
            return _same
        plans: dict[type, Callable[[Copier, Any], Any]] = {
            Card: cls._card, Event: cls._event, list: cls._list, tuple: cls._tuple, dict: cls._dict,
            set: cls._set, deque: cls._deque, frozenset: _same, FunctionType: _function, MethodType: cls._method}
        if kind in plans:
            return plans[kind]
        if kind is GameRandom:
            return cls._game_random
        if issubclass(kind, random.Random):
            return cls._random
        if is_dataclass(kind) and not hasattr(kind, "__slots__"):
            return cls._dataclass(kind)
        if hasattr(kind, "__dict__") and not hasattr(kind, "__slots__"):
            return cls._object
        raise TypeError(f"a game state can't hold a {kind.__name__}: it can't be copied")

    def _card(self, card: Card) -> Card:
        """A card: its fields are names and numbers but for a few (the hot path of a copy)."""
        out = object.__new__(Card)
        self.memo[id(card)] = out
        fields = card.__dict__.copy()  # memory and the keyword sets are replaced, never changed: shared
        if fields["pending"] is not None:
            fields["pending"] = self._any(fields["pending"])
        if fields["fortifies"] is not None:
            fields["fortifies"] = self._any(fields["fortifies"])
        if fields["stacked_under"] is not None:
            fields["stacked_under"] = self._any(fields["stacked_under"])
        object.__setattr__(out, "__dict__", fields)  # not Card.__setattr__: its key part (KEY_CACHE) still holds
        return out

    def _event(self, event: Event) -> Event:
        """An event: names and numbers, a card, a creature and a mapping of facts (the hot path)."""
        out = object.__new__(Event)
        self.memo[id(event)] = out
        fields = event.__dict__.copy()
        copy = self._any
        if fields["card"] is not None:
            fields["card"] = copy(fields["card"])
        if fields["creature"] is not None:
            fields["creature"] = copy(fields["creature"])
        data = fields["data"]
        if "batch" not in data or not all([type(v) in _ATOMIC for v in data.values()]):
            fields["data"] = {k: v if type(v) in _ATOMIC else copy(v) for k, v in data.items()}
        # else shared: names and numbers of an event made already (emitting sets its turn and batch, and
        # nothing changes an event's facts after that)
        out.__dict__ = fields
        return out

    def _list(self, obj: list[Any]) -> list[Any]:
        out: list[Any] = []
        memo = self.memo
        memo[id(obj)] = out
        if obj:
            copy, card, get = self._any, self._card, memo.get
            # cards are most of a state's lists (its zones): copied without the general dispatch
            out.extend([x if type(x) in _ATOMIC else (get(id(x)) or card(x)) if type(x) is Card else copy(x)
                        for x in obj])
        return out

    def _tuple(self, obj: tuple[Any, ...]) -> tuple[Any, ...]:
        if all([type(x) in _ATOMIC for x in obj]):
            return obj  # names and numbers only: it can't change
        copy = self._any
        out = tuple([x if type(x) in _ATOMIC else copy(x) for x in obj])
        self.memo[id(obj)] = out
        return out

    def _dict(self, obj: dict[Any, Any]) -> dict[Any, Any]:
        out: dict[Any, Any] = {}
        self.memo[id(obj)] = out
        copy = self._any
        for k, v in obj.items():
            out[k if type(k) in _ATOMIC else copy(k)] = v if type(v) in _ATOMIC else copy(v)
        return out

    def _set(self, obj: set[Any]) -> set[Any]:
        out = set(obj)  # of names and numbers
        self.memo[id(obj)] = out
        return out

    def _deque(self, obj: deque[Any]) -> deque[Any]:
        out: deque[Any] = deque()
        self.memo[id(obj)] = out
        out.extend(self.copy(x) for x in obj)
        return out

    def _method(self, obj: MethodType) -> MethodType:
        owner = self.copy(obj.__self__)
        return obj if owner is obj.__self__ else MethodType(obj.__func__, owner)

    def _game_random(self, obj: GameRandom) -> GameRandom:
        out = self.memo[id(obj)] = obj.copy()  # its state read once per draw, not once per copy
        return out

    def _random(self, obj: random.Random) -> random.Random:
        out = random.Random.__new__(random.Random)  # not seeded: its state is set at once
        out.setstate(obj.getstate())
        self.memo[id(obj)] = out
        return out

    @staticmethod
    def _dataclass(kind: type) -> Callable[[Copier, Any], Any]:
        """How an object of a dataclass is copied: its fields copied as they are, then each field that
        may hold something that can change (not declared as a name, a number or a frozenset) copied
        like any value: what :meth:`_object` does, without looking at the plain fields. An object
        holding more than its declared fields is copied by :meth:`_object`."""
        declared = fields(kind)
        count = len(declared)
        changing = tuple(f.name for f in declared if not (
            isinstance(f.type, str) and (f.type in _PLAIN_TYPES or f.type.startswith("frozenset["))))

        def plan(self: Copier, obj: Any) -> Any:  # called as a method of the copier, like the others
            state = obj.__dict__
            if len(state) != count:
                return self._object(obj)
            out: Any = object.__new__(kind)
            self.memo[id(obj)] = out
            state = state.copy()
            copy, memo = self._any, self.memo
            for name in changing:
                v = state[name]
                if type(v) not in _ATOMIC:
                    found = memo.get(id(v))
                    if found is None:
                        if type(v) is list and not v:  # the commonest field: an empty list
                            found = memo[id(v)] = []
                        else:
                            found = copy(v)
                    state[name] = found
            object.__setattr__(out, "__dict__", state)
            return out

        return plan

    def _object(self, obj: Any) -> Any:
        out = object.__new__(type(obj))
        self.memo[id(obj)] = out
        fields = obj.__dict__.copy()
        copy = self._any
        for k, v in fields.items():
            if type(v) not in _ATOMIC:
                fields[k] = copy(v)  # a value replaced, no key added: the walk goes on
        object.__setattr__(out, "__dict__", fields)
        return out


# Types whose values are copied as they are, checked first (the commonest values of a state).
_ATOMIC: frozenset[type] = frozenset({int, str, bool, float, type(None), Zone, Civ, CardType})
_PLANS: dict[type, Callable[[Copier, Any], Any]] = {}  # how each type met so far is copied
# The declared types of a dataclass's fields that hold only names, numbers and frozensets (shared:
# engine.model code replaces them, never changes them in place; mypy checks the declarations).
_PLAIN_TYPES = frozenset({"int", "str", "bool", "float", "int | None", "str | None", "bool | None"})


def _same(copier: Copier, obj: Any) -> Any:
    return obj


def _function(copier: Copier, fn: FunctionType) -> FunctionType:
    if fn.__closure__:
        raise TypeError(f"a game state can't hold the closure {fn.__qualname__}: it can't be copied "
                        "(use a module-level function and an agenda step's arguments)")
    return fn


# ------------------------------------------------------------------ the canonical key
# What a card that is neither pending nor tied to another card is (Namer.card), by a number of its own:
# below zero (canonical names are zero or more), one per description met in the process, never reused,
# so equal numbers are equal descriptions. A key holds the number: hashed and compared as one int, not
# as eleven fields (the cards are most of a key's values; a visited-set lookup hashes the whole key).
_CARD_KINDS: dict[Hashable, int] = {}


class Namer:
    """Canonical names for the objects a key refers to, in the order the key first meets them;
    the first time, what the object is comes with its name. Cards that are alike (the same
    definition, the same state) in the same places make the same key whatever their numbers: a
    deck of twenty 予言者リュゾル shuffled is the same deck. ``shared``: objects that are the same
    in every state (the game façade a rules context points back to), named by their type only."""

    def __init__(self, shared: Iterable[object] = ()) -> None:
        self.names: dict[int, int] = {}  # creature (and other object) ids
        self.cards: dict[int, int] = {}  # card uids
        self.shared = {id(o) for o in shared}

    def __call__(self, obj: object) -> int:
        return self.names.setdefault(id(obj), len(self.names))

    def card(self, c: Card) -> Hashable:
        """A card by its canonical name (a number); the first time, what it is instead (a card that
        is neither pending nor tied to another card: the negative number of its description, which it
        keeps until a field of it changes: Card, _CARD_KINDS). The first time needs no number: it is
        the count of the first times before it, which the key before it says (:func:`zone_key` relies
        on this)."""
        found = self.cards.get(c.uid)
        if found is not None:
            return found
        n = self.cards[c.uid] = len(self.cards)
        fields = c.__dict__
        known: Hashable = fields.get(KEY_CACHE)
        if known is not None:
            return known
        if c.pending is None and c.fortifies is None and c.stacked_under is None:
            what = (id(c.definition), c.owner, c.tapped, c.entered_battle, c.copy, c.face_up, c.shielded_from,
                    tuple(sorted((k, repr(v)) for k, v in c.memory.items())) if c.memory else (),
                    tuple(sorted(c.given)) if c.given else (), tuple(sorted(c.keywords)) if c.keywords else (),
                    c.seal)
            known = _CARD_KINDS.get(what)
            if known is None:
                known = _CARD_KINDS[what] = -1 - len(_CARD_KINDS)
            fields[KEY_CACHE] = known
            return known
        return (n, id(c.definition), c.owner, c.tapped, None if c.pending is None else tuple(vars(c.pending).values()),
                c.entered_battle, c.copy, c.face_up, c.shielded_from,
                None if c.fortifies is None else self.card(c.fortifies),
                None if c.stacked_under is None else self.card(c.stacked_under),
                tuple(sorted((k, repr(v)) for k, v in c.memory.items())) if c.memory else (),
                tuple(sorted(c.given)) if c.given else (), tuple(sorted(c.keywords)) if c.keywords else (), c.seal)

    def uid(self, uid: int) -> Hashable:
        """A card by its number (a set of cards someone has seen, ...): its canonical name."""
        return self.cards.get(uid, ("unseen card", uid))


def canonical(value: Any, name: Namer) -> Hashable:
    """A hashable description of a value of the state, objects by their canonical names."""
    kind = type(value)
    if kind in _ATOMIC:
        return cast(Hashable, value)
    if id(value) in name.shared:
        return ("shared", kind.__qualname__)
    describe = _DESCRIBE.get(kind)
    if describe is None:
        describe = _DESCRIBE[kind] = _describer(kind)
    return describe(value, name)


def _creature(value: Creature, name: Namer) -> Hashable:
    if id(value) in name.names:
        return ("creature", name(value))
    n = name(value)  # first met: what it is, too (a creature that left is its last known state)
    card = name.card
    return ("creature", n, tuple([card(c) for c in value.cards]), value.controller, value.position,
            value.entered_turn, value.tapped, value.power_bonus,
            tuple(sorted(value.granted_keywords)) if value.granted_keywords else (), value.attack_power,
            value.entered_by, canonical(value.sources, name) if value.sources else (),
            tuple([card(c) for c in value.linked_cards]) if value.linked_cards else (),
            tuple([card(c) for c in value.auras]) if value.auras else (),
            canonical(value.chosen, name) if value.chosen else _EMPTY_DICT,
            None if value.attached_to is None else canonical(value.attached_to, name), value.linked, value.awakened,
            value.hyper_released, tuple([card(c) for c in value.seals]) if value.seals else ())


def _event(value: Event, name: Namer) -> Hashable:
    fields = value.__dict__
    fixed = fields.get(EVENT_KEY)
    if fixed is None:
        data = value.data  # built in one order by the code that makes the event: no need to sort
        if "batch" not in data or not all([type(v) in _ATOMIC for v in data.values()]):
            return ("event", value.kind, value.player, None if value.card is None else name.card(value.card),
                    None if value.creature is None else _creature(value.creature, name), value.from_zone,
                    value.to_zone, value.cause, tuple([(k, v if type(v) in _ATOMIC else canonical(v, name))
                                                       for k, v in data.items() if k != "batch"]))
        # emitted (it has its batch), names and numbers only: what it is but its card and creature is fixed
        # (nothing changes an event once emitted), found once and kept on it (copies share it)
        fixed = fields[EVENT_KEY] = (value.kind, value.player, value.from_zone, value.to_zone, value.cause,
                                     tuple([(k, v) for k, v in data.items() if k != "batch"]))
    return ("event", fixed, None if value.card is None else name.card(value.card),
            None if value.creature is None else _creature(value.creature, name))


# An emitted event's part of a key that names no object (_event), kept in its __dict__.
EVENT_KEY = "_fixed_key"


def _sequence(value: Any, name: Namer) -> Hashable:
    return tuple([v if type(v) in _ATOMIC else canonical(v, name) for v in value])


def _set(value: Any, name: Namer) -> Hashable:
    if not value:
        return _EMPTY_SET
    return ("set", tuple(sorted((canonical(v, name) for v in value), key=hash)))


def _dict(value: dict[Any, Any], name: Namer) -> Hashable:
    if not value:
        return _EMPTY_DICT
    return ("dict", tuple(sorted(((canonical(k, name), canonical(v, name)) for k, v in value.items()), key=hash)))


_EMPTY_SET: Hashable = ("set", ())  # what _set and _dict give for an empty one (the commonest: no sorting)
_EMPTY_DICT: Hashable = ("dict", ())


def _object(value: Any, name: Namer) -> Hashable:
    return (type(value).__qualname__, canonical(vars(value), name))


def _describer(kind: type) -> Callable[[Any, Namer], Hashable]:
    """How a value of this type is described in a key (decided once per type)."""
    if issubclass(kind, Enum):
        return lambda v, n: v
    if issubclass(kind, (CardDef, Ability, Effect, Trigger)):
        return lambda v, n: ("def", id(v))
    if issubclass(kind, (FunctionType, BuiltinFunctionType)):
        return lambda v, n: ("fn", v.__module__, v.__qualname__)
    if issubclass(kind, MethodType):
        return lambda v, n: ("method", v.__func__.__qualname__, canonical(v.__self__, n))
    if kind is GameRandom:
        return lambda v, n: ("rng", v.state_hash())  # the same value, found once per draw
    if issubclass(kind, random.Random):
        return lambda v, n: ("rng", hash(v.getstate()))
    table: dict[type, Callable[[Any, Namer], Hashable]] = {
        Card: lambda v, n: ("card", n.card(v)), Creature: _creature, Event: _event, list: _sequence,
        tuple: _sequence, deque: _sequence, set: _set, frozenset: _set, dict: _dict}
    if kind in table:
        return table[kind]
    if is_dataclass(kind) and not hasattr(kind, "__slots__"):
        return _fields_describer(kind)
    if hasattr(kind, "__dict__"):
        return _object
    return lambda v, n: ("opaque", type(v).__qualname__, id(v))


def _fields_describer(kind: type) -> Callable[[Any, Namer], Hashable]:
    """A dataclass's object: its type and its declared fields' values in their declared order (what
    :func:`_object` says, without sorting its attributes: they are the same for every object of the
    type). An object holding more or less than its declared fields is described by :func:`_object`."""
    names = tuple(f.name for f in fields(kind))
    qualname = kind.__qualname__

    def describe(value: Any, name: Namer) -> Hashable:
        state = value.__dict__
        if len(state) != len(names):
            return _object(value, name)
        try:
            values = [state[n] for n in names]
        except KeyError:
            return _object(value, name)
        return qualname, "fields", tuple([v if type(v) in _ATOMIC else canonical(v, name) for v in values])

    return describe


_DESCRIBE: dict[type, Callable[[Any, Namer], Hashable]] = {}


def zone_key(cards: list[Card], name: Namer) -> Hashable:
    """A zone's cards as :meth:`Namer.card` names them, in order. The common case — every card
    met for the first time and still keyed as it was (its KEY_CACHE) — is read off the cards at
    once: what each is, its name the next number."""
    names = name.cards
    if not cards:
        return ()
    try:
        known = tuple(map(_KNOWN, cards))
    except AttributeError:  # a card whose key part is to be found again
        return tuple([name.card(c) for c in cards])
    uids = list(map(_UID, cards))
    before = len(names)
    if before and not names.keys().isdisjoint(uids):  # a card met before: named by its number
        return tuple([name.card(c) for c in cards])
    names.update(zip(uids, range(before, before + len(uids)), strict=True))
    if len(names) != before + len(uids):  # a card twice in the zone: the second time by its number
        for uid in uids:
            names.pop(uid, None)
        return tuple([name.card(c) for c in cards])
    return known


_KNOWN, _UID = attrgetter(KEY_CACHE), attrgetter("uid")


ZONE_LISTS = ("deck", "hand", "mana", "shields", "graveyard", "hyperspatial", "gr", "pending", "declared", "castles",
              "under_shields")
_ZONES = itemgetter(*ZONE_LISTS)  # a player's zone lists, from its __dict__


def zones_key(lists: dict[str, Any], name: Namer) -> tuple[tuple[int, ...], Hashable]:
    """A player's zones (:data:`ZONE_LISTS`, from its ``__dict__``): how many cards each holds, then
    their cards in turn as :func:`zone_key` names them, in one pass (most zones are empty; the
    common case is read off the cards at once). The same information as each zone's key in turn,
    so the same equalities."""
    zones = _ZONES(lists)
    return tuple(map(len, zones)), zone_key(list(chain.from_iterable(zones)), name)


def state_key(state: GameState, name: Namer | None = None) -> Hashable:
    """The canonical key of a game state between two steps of its agenda (see the module's
    docstring for what it leaves out); ``name``: the namer of a larger key it is part of."""
    name = name or Namer()
    card = name.card
    players = []
    for p in state.players.values():
        zones = zones_key(p.__dict__, name)
        battle = tuple((canonical(cr, name), tuple([card(c) for c in (*cr.cards, *cr.linked_cards, *cr.auras)]))
                       for cr in p.battle)
        sealed = tuple(canonical(cr, name) for cr in p.sealed)  # sealed creatures (116), in order
        players.append((p.name, zones, battle, sealed, p.usable_mana, p.cap_doubled, tuple(p.cap_reductions),
                        p.charged_this_turn, p.turns_taken, p.extra_turns))
    # the events the rules look back at, by batch of moves (a batch is its events, in order)
    # each event described once (events only, no subclass: without canonical's dispatch); met again
    # (waiting, deferred), it is described the same way: a later description would follow from the
    # first one and the names before it, so two states this keys alike were keyed alike before
    described: dict[int, Hashable] = {}
    batches: dict[object, list[Hashable]] = {}
    for e in state.events:
        described[id(e)] = d = _event(e, name)
        batches.setdefault(e.data.get("batch"), []).append(d)
    batch_of = {b: tuple(events) for b, events in batches.items()}
    if state.deferred:  # an event waits for a second look: the order of this turn's events counts
        events: Hashable = tuple([described[id(e)] for e in state.events])
    else:
        events = tuple(sorted(batch_of.values(), key=hash))

    def event(e: Event) -> Hashable:
        d = described.get(id(e))
        if d is None:
            d = described[id(e)] = _event(e, name)
        return (d, batch_of.get(e.data.get("batch")))

    waiting = tuple((k, w.controller, id(w.ability), w.ability_index, event(w.event), canonical(w.source_card, name),
                     canonical(w.source_creature, name), w.zone, w.position, w.is_enter, w.trigger_event,
                     w.grantor_position, w.special, w.choice_rank, w.mode)
                    for k, w in state.waiting.in_order())
    by_uid = {cr.uid: cr for p in state.players.values() for cr in p.battle}
    shield_force = tuple(sorted(((canonical(by_uid.get(uid), name), card(c)) for uid, c in state.shield_force.items()),
                                key=hash))
    ex_life = tuple(sorted(((canonical(by_uid.get(uid), name), card(c)) for uid, c in state.ex_life.items()),
                           key=hash))
    frozen = tuple(sorted((canonical(by_uid.get(uid), name) for uid in state.frozen if uid in by_uid), key=hash))
    known = tuple((player, tuple(sorted((name.uid(u) for u in uids), key=hash))) for player, uids in
                  sorted(state.known.items()))
    turn = state.turn_id
    return (state.first_player, state.turn_player, state.round, state.step, state.attack_step, tuple(players),
            waiting, events,
            tuple(event(e) for e in state.deferred),
            tuple((id(x.ability), x.controller, card(x.source), canonical(x.source_creature, name),
                   canonical(x.targets, name), x.until, x.turn, x.controller_turns) for x in state.lasting),
            shield_force, ex_life, tuple(sorted((name.uid(u) for u in state.super_bonus), key=hash)), frozen, known,
            tuple(state.next_summon_reductions),
            canonical(state.attacking, name), canonical(state.blocking, name),
            canonical(state.after_attack, name), canonical(state.after_battle, name), state.no_battle,
            canonical(state.at_end_of_turn, name), tuple(card(c) for c in state.waiting_shields),
            canonical(state.outcome, name), state.last_refusal, canonical(state.rng, name),
            canonical(state.agenda, name), state.chain,
            tuple(sorted(((a, name.uid(u)) for a, u, t in state.replaced_this_turn if t == turn), key=hash)),
            tuple(sorted(((a, name.uid(u), batch_of.get(b)) for a, u, b in state.triggered_in_batch), key=hash)),
            canonical(state.unsealing, name))
