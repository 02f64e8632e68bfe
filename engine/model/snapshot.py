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
from enum import Enum
from types import BuiltinFunctionType, FunctionType, MethodType
from typing import Any

from engine.model.cards import Ability, CardDef, CardType, Civ, Effect, Trigger
from engine.model.events import Event
from engine.model.objects import Card, Creature, Zone
from engine.model.state import GameState

SHARED_TYPES: tuple[type, ...] = (int, str, float, bool, type(None), bytes, CardDef, Ability, Effect, Trigger,
                                  BuiltinFunctionType, type)


class Copier:
    """Copies objects of a game state, each once (a memo keeps their references to each other)."""

    def __init__(self, shared: Iterable[object] = (), shared_types: tuple[type, ...] = ()) -> None:
        self.memo: dict[int, Any] = {id(o): o for o in shared}
        self.shared_types = SHARED_TYPES + shared_types
        self._plan: dict[type, Callable[[Any], Any]] = dict.fromkeys(_ATOMIC, _same)

    def copy(self, obj: Any) -> Any:
        kind = type(obj)
        if kind in _ATOMIC:
            return obj
        found = self.memo.get(id(obj))
        if found is not None:
            return found
        plan = self._plan.get(kind)
        if plan is None:
            plan = self._plan[kind] = self._plan_for(kind)
        return plan(obj)

    # ------------------------------------------------------------ per type
    def _plan_for(self, kind: type) -> Callable[[Any], Any]:
        if issubclass(kind, self.shared_types) or issubclass(kind, Enum):
            return _same
        if kind is Card:
            return self._card
        if kind is list:
            return self._list
        if kind is tuple:
            return self._tuple
        if kind is dict:
            return self._dict
        if kind is set:
            return self._set
        if kind is deque:
            return self._deque
        if kind is frozenset:
            return _same  # of names and numbers
        if kind is FunctionType:
            return _function
        if kind is MethodType:
            return self._method
        if issubclass(kind, random.Random):
            return self._random
        if hasattr(kind, "__dict__") and not hasattr(kind, "__slots__"):
            return self._object
        raise TypeError(f"a game state can't hold a {kind.__name__}: it can't be copied")

    def _card(self, card: Card) -> Card:
        """A card: its fields are names and numbers but for a few (the hot path of a copy)."""
        out = object.__new__(Card)
        self.memo[id(card)] = out
        fields = card.__dict__.copy()  # memory and the keyword sets are replaced, never changed: shared
        if card.pending is not None:
            fields["pending"] = self.copy(card.pending)
        if card.fortifies is not None:
            fields["fortifies"] = self.copy(card.fortifies)
        out.__dict__ = fields
        return out

    def _list(self, obj: list[Any]) -> list[Any]:
        out: list[Any] = []
        self.memo[id(obj)] = out
        copy = self.copy
        out.extend([x if type(x) in _ATOMIC else copy(x) for x in obj])
        return out

    def _tuple(self, obj: tuple[Any, ...]) -> tuple[Any, ...]:
        copy = self.copy
        out = tuple([x if type(x) in _ATOMIC else copy(x) for x in obj])
        self.memo[id(obj)] = out
        return out

    def _dict(self, obj: dict[Any, Any]) -> dict[Any, Any]:
        out: dict[Any, Any] = {}
        self.memo[id(obj)] = out
        copy = self.copy
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

    def _random(self, obj: random.Random) -> random.Random:
        out = random.Random()
        out.setstate(obj.getstate())
        self.memo[id(obj)] = out
        return out

    def _object(self, obj: Any) -> Any:
        out = object.__new__(type(obj))
        self.memo[id(obj)] = out
        copy = self.copy
        object.__setattr__(out, "__dict__", {k: v if type(v) in _ATOMIC else copy(v)
                                             for k, v in obj.__dict__.items()})
        return out


# Types whose values are copied as they are, checked first (the commonest values of a state).
_ATOMIC: frozenset[type] = frozenset({int, str, bool, float, type(None), Zone, Civ, CardType})


def _same(obj: Any) -> Any:
    return obj


def _function(fn: FunctionType) -> FunctionType:
    if fn.__closure__:
        raise TypeError(f"a game state can't hold the closure {fn.__qualname__}: it can't be copied "
                        "(use a module-level function and an agenda step's arguments)")
    return fn


# ------------------------------------------------------------------ the canonical key
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
        """A card by its canonical name; the first time, with what it is."""
        found = self.cards.get(c.uid)
        if found is not None:
            return found
        n = self.cards[c.uid] = len(self.cards)
        return (n, id(c.definition), c.owner, c.tapped, None if c.pending is None else tuple(vars(c.pending).values()),
                c.entered_battle, c.copy, c.face_up, c.shielded_from,
                None if c.fortifies is None else self.card(c.fortifies),
                tuple(sorted((k, repr(v)) for k, v in c.memory.items())) if c.memory else (),
                tuple(sorted(c.given)), tuple(sorted(c.keywords)))

    def uid(self, uid: int) -> Hashable:
        """A card by its number (a set of cards someone has seen, ...): its canonical name."""
        return self.cards.get(uid, ("unseen card", uid))


def canonical(value: Any, name: Namer) -> Hashable:
    """A hashable description of a value of the state, objects by their canonical names."""
    if isinstance(value, (str, int, float, bool, type(None), Enum)):
        return value
    if isinstance(value, Card):
        return ("card", name.card(value))
    if isinstance(value, Creature):
        if id(value) in name.names:
            return ("creature", name(value))
        n = name(value)  # first met: what it is, too (a creature that left is its last known state)
        return ("creature", n, tuple(name.card(c) for c in value.cards), value.controller, value.position,
                value.entered_turn, value.tapped, value.power_bonus, tuple(sorted(value.granted_keywords)),
                value.entered_by, canonical(value.sources, name), tuple(name.card(c) for c in value.linked_cards),
                tuple(name.card(c) for c in value.auras), canonical(value.chosen, name),
                canonical(value.attached_to, name), value.linked)
    if id(value) in name.shared:
        return ("shared", type(value).__qualname__)
    if isinstance(value, (list, tuple, deque)):
        return tuple(canonical(v, name) for v in value)
    if isinstance(value, (set, frozenset)):
        return ("set", tuple(sorted((canonical(v, name) for v in value), key=repr)))
    if isinstance(value, dict):
        return ("dict", tuple(sorted(((canonical(k, name), canonical(v, name)) for k, v in value.items()), key=repr)))
    if isinstance(value, (CardDef, Ability, Effect, Trigger)):
        return ("def", id(value))
    if isinstance(value, Event):
        data = tuple((k, canonical(v, name)) for k, v in sorted(value.data.items()) if k != "batch")
        return ("event", value.kind, value.player, canonical(value.card, name), canonical(value.creature, name),
                value.from_zone, value.to_zone, value.cause, data)
    if isinstance(value, (FunctionType, BuiltinFunctionType)):
        return ("fn", value.__module__, value.__qualname__)
    if isinstance(value, MethodType):
        return ("method", value.__func__.__qualname__, canonical(value.__self__, name))
    if isinstance(value, random.Random):
        return ("rng", hash(value.getstate()))
    if hasattr(value, "__dict__"):
        return (type(value).__qualname__, canonical(vars(value), name))
    return ("opaque", type(value).__qualname__, id(value))


ZONE_LISTS = ("deck", "hand", "mana", "shields", "graveyard", "hyperspatial", "pending", "declared", "castles")


def state_key(state: GameState, name: Namer | None = None) -> Hashable:
    """The canonical key of a game state between two steps of its agenda (see the module's
    docstring for what it leaves out); ``name``: the namer of a larger key it is part of."""
    name = name or Namer()
    card = name.card
    players = []
    for p in state.players.values():
        zones = tuple(tuple([card(c) for c in getattr(p, zone)]) for zone in ZONE_LISTS)
        battle = tuple((canonical(cr, name), tuple([card(c) for c in (*cr.cards, *cr.linked_cards, *cr.auras)]))
                       for cr in p.battle)
        players.append((p.name, zones, battle, p.usable_mana, p.cap_doubled, tuple(p.cap_reductions),
                        p.charged_this_turn, p.turns_taken, p.extra_turns))
    # the events the rules look back at, by batch of moves (a batch is its events, in order)
    batches: dict[object, list[Hashable]] = {}
    for e in state.events:
        batches.setdefault(e.data.get("batch"), []).append(canonical(e, name))
    batch_of = {b: tuple(events) for b, events in batches.items()}
    if state.deferred:  # an event waits for a second look: the order of this turn's events counts
        events: Hashable = tuple(canonical(e, name) for e in state.events)
    else:
        events = tuple(sorted(batch_of.values(), key=repr))

    def event(e: Event) -> Hashable:
        return (canonical(e, name), batch_of.get(e.data.get("batch")))

    waiting = tuple((k, w.controller, id(w.ability), w.ability_index, event(w.event), canonical(w.source_card, name),
                     canonical(w.source_creature, name), w.zone, w.position, w.is_enter, w.trigger_event,
                     w.grantor_position, w.special, w.choice_rank, w.mode)
                    for k, w in state.waiting.in_order())
    by_uid = {cr.uid: cr for p in state.players.values() for cr in p.battle}
    shield_force = tuple(sorted(((canonical(by_uid.get(uid), name), card(c)) for uid, c in state.shield_force.items()),
                                key=repr))
    known = tuple((player, tuple(sorted((name.uid(u) for u in uids), key=repr))) for player, uids in
                  sorted(state.known.items()))
    turn = state.turn_id
    return (state.first_player, state.turn_player, state.round, tuple(players), waiting, events,
            tuple(event(e) for e in state.deferred),
            tuple((id(x.ability), x.controller, card(x.source), canonical(x.source_creature, name),
                   canonical(x.targets, name), x.until, x.turn, x.controller_turns) for x in state.lasting),
            shield_force, known, canonical(state.attacking, name),
            canonical(state.after_attack, name), tuple(card(c) for c in state.waiting_shields),
            canonical(state.outcome, name), state.last_refusal, canonical(state.rng, name),
            canonical(state.agenda, name), state.chain,
            tuple(sorted(((a, name.uid(u)) for a, u, t in state.replaced_this_turn if t == turn), key=repr)),
            tuple(sorted(((a, name.uid(u), batch_of.get(b)) for a, u, b in state.triggered_in_batch), key=repr)))
