"""Replacement effects (置換効果): abilities that say what happens *instead of* a move.

Card data writes one as ``instead of: <event>`` (or ``{event: ..., filters}``) with the
effects that happen instead in ``do:``; the operation ``redirect: <zone>`` sends the card
that was about to move to that zone instead. The game asks :func:`apply` just before a
card moves (:meth:`engine.game.Game.move_card`, a card leaving the battle zone) and before
a creature is put into the battle zone (:meth:`engine.game.Game.put_into_battle`): the
replaced move never happens, the effects run, and the events they cause trigger as usual.
So a shield burned by a break replacement (シールド焼却) or a creature sent to the
graveyard by a landing replacement (着地置換効果) DOES trigger "put into the graveyard"
abilities (000, ゾーンの枚数上限).

Zone overflow is not a replacement (000: it is "as if the card had always been in the
graveyard", like a rebuild): the game applies replacements first and checks the zone's
capacity only for the move that really happens, so an overflowing draw is no discard and
madness (a replacement of a discard) cannot apply to it.

Which of several applicable replacements applies (DMPS: a fixed priority 1-5; TCG: the
affected player chooses, 609.9) is not modelled yet: the first found applies, the moving
card's own abilities first, then the battle zone's (turn player first, left to right).
One replacement applies at most once to a move, including the moves its own effects make.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextvars import ContextVar
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from engine.cards import Ability, Effect, Trigger
from engine.effects import OPS, Context, check, op
from engine.errors import CardDataError
from engine.state import ZONE_WORDS, Card, Creature, Zone

if TYPE_CHECKING:
    from engine.game import Game


@dataclass(frozen=True)
class Pending:
    """A move about to happen, which a replacement ability may replace."""

    card: Card
    to: Zone
    cause: str
    player: str  # whose zone receives the card (for the battle zone: the controller)
    from_zone: Zone | None = None
    by: Creature | None = None  # the creature breaking the shield (cause "break")
    leaving: Creature | None = None  # a creature about to leave the battle zone as a whole (its top card)


@dataclass(frozen=True)
class Found:
    """A replacement ability that fits a pending move, and where it comes from."""

    ability: Ability
    controller: str
    source_card: Card
    source_creature: Creature | None


Matcher = Callable[["Game", Trigger, Pending, "Found"], bool]


def _whose(t: Trigger, player: str, controller: str) -> bool:
    whose = str(t.filter.get("whose", "any"))
    return whose == "any" or (whose == "you") == (player == controller)


def _during(game: Game, t: Trigger, controller: str) -> bool:
    during = t.filter.get("during")
    if during is None:
        return True
    mine = game.turn_player == controller
    return mine if during == "your turn" else not mine


def _enters(game: Game, t: Trigger, p: Pending, f: Found) -> bool:
    d = p.card.definition
    if p.to is not Zone.BATTLE or not d.type.is_creature or not _whose(t, p.player, f.controller):
        return False
    if "max cost" in t.filter and d.cost > int(t.filter["max cost"]):
        return False
    if "multicolour" in t.filter and d.is_multicolour != bool(t.filter["multicolour"]):
        return False
    if "not race" in t.filter and any(str(t.filter["not race"]) in r for r in d.races):
        return False  # 龍世界 ドラゴ大王: "a non-Dragon creature" (race category: any race with ドラゴン)
    return not ("not from" in t.filter and p.from_zone is ZONE_WORDS[str(t.filter["not from"])])


# What each event means as ``instead of:`` (the move that would happen).
REPLACES: dict[str, Matcher] = {
    "this put into graveyard": lambda g, t, p, f: p.to is Zone.GRAVEYARD and p.card is f.source_card,
    "this discarded": lambda g, t, p, f: p.cause == "discard" and p.card is f.source_card,
    "this breaks a shield": lambda g, t, p, f: p.cause == "break" and p.to is Zone.HAND
    and p.by is not None and p.by is f.source_creature,
    "a creature enters": _enters,
    # a creature about to leave the battle zone (e.g. meteorburn); only the leaving creature's
    # own move is offered, never the moves of its cards that follow (engine.game.remove_creature)
    "this leaves": lambda g, t, p, f: p.leaving is not None and p.leaving is f.source_creature,
}
LEAVING = frozenset({"this leaves"})  # the events that replace a creature leaving as a whole

# Keywords that are replacement abilities.
KEYWORD_REPLACEMENTS: dict[str, Ability] = {
    "madness": Ability(kind="replacement", text="マッドネス", optional=True,
                       trigger=Trigger("this discarded", {"during": "opponent turn"}),
                       effects=(Effect("redirect", {"to": "battle zone"}),)),
}

_APPLIED: ContextVar[frozenset[tuple[int, int]]] = ContextVar("replacements_applied", default=frozenset())
_PENDING: ContextVar[Pending | None] = ContextVar("replacement_pending", default=None)


def _own(card: Card) -> Iterator[Ability]:
    d = card.definition
    yield from (ab for ab in d.abilities if ab.kind == "replacement")
    yield from (ab for kw, ab in KEYWORD_REPLACEMENTS.items() if d.has(kw))


def candidates(game: Game, pending: Pending) -> Iterator[Found]:
    """Replacement abilities that fit ``pending``, in the order they are tried."""
    sources: list[tuple[Card, Creature | None, str]] = [(pending.card, None, pending.card.owner)]
    sources += [(cr.top, cr, cr.controller) for cr in game.all_creatures()]
    applied = _APPLIED.get()
    for card, creature, controller in sources:
        abilities = _own(card) if creature is None else (
            ab for ab in card.definition.abilities if ab.kind == "replacement")
        for ab in abilities:
            t = ab.trigger
            if t is None or (id(ab), pending.card.uid) in applied:
                continue
            if t.event not in REPLACES:
                raise CardDataError(card.definition.source or "card data", 0, "instead of",
                                    f"{t.event!r} cannot be replaced; replaceable: {', '.join(sorted(REPLACES))}")
            if (t.event in LEAVING) != (pending.leaving is not None):
                continue
            found = Found(ab, controller, card, creature)
            if _during(game, t, controller) and REPLACES[t.event](game, t, pending, found):
                yield found


def would_replace(game: Game, pending: Pending) -> bool:
    """Whether a replacement ability fits ``pending`` (asked before the move, e.g. a burned
    shield offers no shield trigger: it will never reach the hand)."""
    return any(True for _ in candidates(game, pending))


def apply(game: Game, pending: Pending) -> bool:
    """Apply the first replacement that fits ``pending``. True when the move was replaced
    (the caller then does not make it)."""
    for found in candidates(game, pending):
        ab = found.ability
        ctx = Context(game, found.controller, found.source_card, found.source_creature)
        if not check(ctx, ab.condition) or (ab.once_per_turn and _used_this_turn(game, found)):
            continue
        name = found.source_card.name

        def describe(option: str, n: str = name) -> str:
            return f"{option} {n}"

        if ab.optional and game.decide(found.controller, "use replacement", ["use", "skip"], describe) == "skip":
            continue
        game.trace.add("replaced", f"{pending.card.name} does not go to the {pending.to} ({pending.cause}): "
                       f"{name} replaces it — {ab.text or ab.trigger}", card=pending.card.name, source=name,
                       ability=id(ab), source_uid=found.source_card.uid, turn=game.turn_id)
        applied = _APPLIED.set(_APPLIED.get() | {(id(ab), pending.card.uid)})
        current = _PENDING.set(pending)
        try:
            for effect in ab.effects:
                OPS[effect.op](ctx, effect.args)
        finally:
            _PENDING.reset(current)
            _APPLIED.reset(applied)
        return True
    return False


def _used_this_turn(game: Game, found: Found) -> bool:
    """``once per turn``: this replacement ability of this card already replaced a move this
    turn (e.g. the DMPS 聖鎧亜キング・アルカディアス)."""
    return any(e.data.get("ability") == id(found.ability) and e.data.get("source_uid") == found.source_card.uid
               and e.data.get("turn") == game.turn_id for e in game.trace.of_kind("replaced"))


@op("redirect")
def _redirect(ctx: Context, args: dict[str, Any]) -> None:
    """The card that was about to move goes to this zone of its owner instead."""
    pending = _PENDING.get()
    if pending is None:
        ctx.game.note("redirect: no move is being replaced, so it does nothing")
        return
    word = str(args.get("to", args.get("n", "")))
    if word not in ZONE_WORDS:
        raise CardDataError("card data", 0, "redirect", f"unknown zone {word!r}; one of {', '.join(ZONE_WORDS)}")
    to = ZONE_WORDS[word]
    cause = f"{pending.cause}, replaced"
    if to is Zone.BATTLE:
        ctx.game.put_into_battle(pending.card.owner, [pending.card], cause, from_zone=pending.from_zone)
    else:
        ctx.game.move_card(pending.card, to, cause, from_zone=pending.from_zone)
