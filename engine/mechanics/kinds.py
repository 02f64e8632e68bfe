"""Which kinds of abilities the elements of the battle zone may have: the fast paths of the lookups.

Every reader of the battle zone's abilities (a lock, a cost static, a keyword grant, an ignore
effect) asks each element for its abilities (:func:`engine.mechanics.abilities.of`), and on most
boards no element has the kind of ability it looks for. A card definition is immutable, so the
kinds of its abilities are a fact computed once (:func:`definition_mask`, a bit per kind); the
kinds an element of the battle zone may have now are those of its cards' definitions, of the
static abilities a static grant of the battle zone gives (サバイバー), and any kind at all while a
continuous effect gives abilities (ダイナモ: :data:`engine.model.lasting.GIVES`). :func:`battle_mask`
ORs them over the battle zone, so a reader that skips its walk when the answer is no skips only a walk
that would have found nothing; :func:`having` keeps the elements a reader needs to ask. What is kept
about a board: the mask of a :func:`steady` query (one that changes nothing: the legal plays, the
powers of the state-based check, trigger collection), from its start to its end; and, between two
changes of the battle zone's elements (:func:`changed`: every mechanic that adds, removes or reorders
an element, changes a stack's cards or flips a card calls it), the zone's mask and each
:func:`having` answer for one state. ``DMRULES_CHECK_STEADY=1`` (the random-play tests) checks every
read of either against the board.

A kind is a key of a static ability (``cannot summon``, ``grant``), ``triggered`` or
``replacement`` (the ability's kind), ``when: <event>`` (a trigger event), or
:data:`GRANTS_STATICS`.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable, Sequence
from typing import TypeVar, cast

from engine.kernel.rules import Rules
from engine.model.cards import Ability, CardDef
from engine.model.lasting import GIVES
from engine.model.objects import Creature
from engine.model.state import GameState

T = TypeVar("T")

GRANTS_STATICS = "grants statics"  # a static grant that gives static abilities (サバイバー: abilities.static_grants)
ANY = -1  # every bit: an element may have any kind of ability (a continuous effect gave abilities)

_BITS: dict[str, int] = {}
_STEADY: dict[int, int] = {}  # id(state) -> its battle mask, while a steady query runs on it
_STEADY_HAVING: dict[int, dict[int, Sequence[Creature]]] = {}  # id(state) -> kinds -> having(), likewise
_STEADY_KEPT: dict[int, dict[object, object]] = {}  # id(state) -> key -> a kept answer (:func:`kept`), likewise
CHECK_STEADY = os.environ.get("DMRULES_CHECK_STEADY") == "1"  # every read inside a steady query checked
_MASKS: dict[int, int] = {}  # id(definition) -> its mask; _KEEP keeps each definition alive, so an id is never reused
_KEEP: list[CardDef] = []


def bit(kind: str) -> int:
    """The bit of a kind (given the first time it is asked for)."""
    found = _BITS.get(kind)
    if found is None:
        found = _BITS[kind] = 1 << len(_BITS)
    return found


def bits(*kinds: str) -> int:
    """The bits of several kinds."""
    out = 0
    for kind in kinds:
        out |= bit(kind)
    return out


_GRANTS_STATICS = bit(GRANTS_STATICS)


def when(event: str) -> str:
    """The kind of a trigger event."""
    return f"when: {event}"


def _ability_mask(ab: Ability) -> int:
    m = bit(ab.kind)
    for key in ab.static:
        m |= bit(key)
    for t in ab.triggers:
        m |= bit(when(t.event))
    return m


def _compute(d: CardDef) -> int:
    m = 0
    for ab in d.abilities:
        m |= _ability_mask(ab)
        if "grant" in ab.static and any(getattr(g, "kind", None) == "static" for g in ab.static.get("abilities", ())):
            m |= bit(GRANTS_STATICS)
        for given in ab.static.get("abilities", ()) if "grant" in ab.static else ():
            # what a static grant gives other elements (サバイバー); anything else: any kind at all
            m |= _ability_mask(given) if isinstance(given, Ability) else ANY
    _KEEP.append(d)
    _MASKS[id(d)] = m
    return m


def definition_mask(d: CardDef) -> int:
    """The kinds of the card's abilities, and of those its static grants give."""
    m = _MASKS.get(id(d))
    return _compute(d) if m is None else m


def element_mask(cr: Creature) -> int:
    """The kinds of the abilities an element's cards print (a linked god: each god's)."""
    if cr.linked:
        m = 0
        for c in cr.cards:
            m |= definition_mask(c.definition)
        return m
    d = cr.cards[0].definition
    found = _MASKS.get(id(d))
    return _compute(d) if found is None else found


def battle_mask(game: Rules, among: Iterable[Creature] | None = None) -> int:
    """The kinds of abilities an element of the battle zone (of ``among``: a look back) may have now."""
    if among is None and _STEADY:
        held = _STEADY.get(id(game.state))
        if held is not None:
            if CHECK_STEADY and held != _read(game, None):
                raise AssertionError("the battle zone changed inside a steady query (engine.mechanics.kinds.steady)")
            return held
    return _read(game, among)


def changed() -> None:
    """An element of the battle zone entered, left or moved in it, a stack's cards changed, or a card's
    definition changed (a flip): what is kept of the battle zone between changes is read again."""
    global _version
    _version += 1


_version = 0  # the changes of the battle zone's elements so far (:func:`changed`), of every state
# (state, version, turn player, battle mask, having answers by kinds) of the last state read: kept while
# the version is the same; the state is held, so no other state takes its id meanwhile
_kept: tuple[GameState | None, int, str, int, dict[int, tuple[Creature, ...]]] = (None, -1, "", 0, {})


def _given(state: GameState) -> bool:
    """A continuous effect gives abilities: any element may have any kind."""
    return bool(state.lasting) and any(GIVES in e.ability.static for e in state.lasting)


def _fresh(state: GameState) -> int:
    m = 0
    for p in state.players.values():
        m |= _union(p.battle)
    return m


def _kept_of(state: GameState) -> dict[int, tuple[Creature, ...]]:
    """The having answers kept for ``state`` at this version (the mask kept with them: :func:`_read`)."""
    global _kept
    held, version, turn, m, answers = _kept
    if held is not state or version != _version or turn != state.turn_player:
        m = _fresh(state)
        answers = {}
        _kept = (state, _version, state.turn_player, m, answers)
    elif CHECK_STEADY and m != _fresh(state):
        raise AssertionError("the battle zone changed with no kinds.changed() (engine.mechanics.kinds)")
    return answers


def _read(game: Rules, among: Iterable[Creature] | None) -> int:
    state = game.state
    if _given(state):
        return ANY
    if among is not None:
        return _union(among)
    _kept_of(state)
    return _kept[3]


class steady:  # noqa: N801 - used as a context manager, like a function
    """A query that changes nothing (the legal plays, the state-based check's powers, the abilities an
    event triggers): the battle zone's mask is read once at its start, and each :func:`having` answer
    once, and kept to its end. With :data:`CHECK_STEADY` (the tests turn it on), every read inside
    compares what was kept with the board now and fails if a step inside changed it."""

    __slots__ = ("game", "key", "outer")

    def __init__(self, game: Rules) -> None:
        self.game = game
        self.key = id(game.state)  # the state is alive while the query runs: its id names it alone
        self.outer = False

    def __enter__(self) -> None:
        self.outer = self.key in _STEADY  # a steady query inside another keeps the outer one's mask
        if not self.outer:
            _STEADY[self.key] = _read(self.game, None)
            _STEADY_HAVING[self.key] = {}
            _STEADY_KEPT[self.key] = {}

    def __exit__(self, *exc: object) -> None:
        if not self.outer:
            del _STEADY[self.key], _STEADY_HAVING[self.key], _STEADY_KEPT[self.key]


def kept(game: Rules, key: object, compute: Callable[[], T]) -> T:
    """Inside a steady query, ``compute()``'s answer kept under ``key`` to its end (a question about the board,
    which the query does not change: a holder's condition, read again for each creature whose power is asked;
    ``key`` names the objects it reads by identity, alive while the query runs); outside one, computed now.
    With :data:`CHECK_STEADY`, every kept answer is compared with the board now."""
    memo = _STEADY_KEPT.get(id(game.state)) if _STEADY_KEPT else None
    if memo is None:
        return compute()
    if key not in memo:
        memo[key] = compute()
    elif CHECK_STEADY and memo[key] != compute():
        raise AssertionError("a kept answer changed inside a steady query (engine.mechanics.kinds.kept)")
    return cast(T, memo[key])


def _union(creatures: Iterable[Creature]) -> int:
    m = 0
    get = _MASKS.get
    for cr in creatures:
        if cr.linked:
            m |= element_mask(cr)
            continue
        d = cr.cards[0].definition
        x = get(id(d))
        m |= _compute(d) if x is None else x
    return m


def having(game: Rules, kinds: int, creatures: Sequence[Creature] | None = None) -> Sequence[Creature]:
    """Of ``creatures`` (default: every element of the battle zone, in the order of
    ``state.all_creatures``), those that may have an ability of one of these kinds now, in their
    order: an element whose own cards print none has one only if a static grant of the battle
    zone gives it one (then every element is kept) or a continuous effect gave it abilities. A
    walk over the elements kept finds what a walk over all of them finds."""
    if creatures is None and _STEADY:
        kept = _STEADY_HAVING.get(id(game.state))
        if kept is not None:  # inside a steady query: each answer is kept to its end
            found = kept.get(kinds)
            if found is None:
                found = kept[kinds] = () if not battle_mask(game) & kinds else tuple(_having(game, kinds, None))
            elif CHECK_STEADY and list(found) != list(_having(game, kinds, None)):
                raise AssertionError("the battle zone changed inside a steady query (engine.mechanics.kinds.steady)")
            return found
    return _having(game, kinds, creatures)


def _having(game: Rules, kinds: int, creatures: Sequence[Creature] | None) -> Sequence[Creature]:
    state = game.state
    if creatures is None and not _given(state):  # kept between changes of the battle zone
        answers = _kept_of(state)
        found = answers.get(kinds)
        if found is None:
            found = answers[kinds] = tuple(_walk(game, kinds, None))
        elif CHECK_STEADY and list(found) != list(_walk(game, kinds, None)):
            raise AssertionError("the battle zone changed with no kinds.changed() (engine.mechanics.kinds)")
        return found
    return _walk(game, kinds, creatures)


def _walk(game: Rules, kinds: int, creatures: Sequence[Creature] | None) -> Sequence[Creature]:
    state = game.state
    every = state.all_creatures() if creatures is None else creatures
    if _given(state):
        return every
    out: list[Creature] = []
    m = 0
    for cr in every:
        x = element_mask(cr)
        m |= x
        if x & kinds:
            out.append(cr)
    if creatures is not None:
        m = battle_mask(game)  # the grantors are the battle zone's, whoever is asked about
    if m & _GRANTS_STATICS and m & kinds:
        return every
    return out
