"""Replacement effects (置換効果): abilities that say what happens *instead of* an event — a
move (destroyed, leaving, landing, a break, going to the graveyard, a spell after casting) or
a player's loss — intercepted before it happens.

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

Several replacements may fit one event (000 適用する置換効果の決定): :func:`candidates` finds
them all with where each comes from (the affected card's own; given by a static ability; given
by a continuous effect, :mod:`engine.continuous`; another battle-zone card's; a card's outside
the battle zone, ``from: hand|graveyard|mana|shield``). Those that cannot produce their result
are dropped (601.1a; 000: "より劣る優先度の置換効果を適用しようとする", see :data:`CAN_DO`),
and the profile's :class:`engine.policies.replacement.ReplacementPolicy` picks the one that
applies (DMPS: priority 1-5, no player chooses; TCG: the affected player chooses, 609.9).
One replacement applies at most once to an event, including the events its own effects
cause, so two replacements that would send a card back and forth apply once each.

A player's loss is an event too (:func:`losses`): 不敗のダイハード・リュウセイ replaces it by
destroying itself, but the state-based check runs again before any waiting effect resolves,
so a deck that is still empty loses the game all the same (000).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from contextvars import ContextVar
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from engine import continuous
from engine.cards import Ability, Effect, Trigger
from engine.effects import OPS, Context, check, op
from engine.errors import CardDataError
from engine.policies.moves import draw_lots
from engine.state import ZONE_WORDS, Card, Creature, Zone, other
from engine.triggers import creature_matches, grants_to

if TYPE_CHECKING:
    from engine.game import Game


MOVE, LOSE = "move", "lose"  # the events a replacement may replace: a move, a player's loss


@dataclass(frozen=True)
class Pending:
    """An event about to happen, which a replacement ability may replace: a card's move
    (``card`` to ``to``), a creature leaving the battle zone as a whole (``leaving``), or a
    player's loss (``event=LOSE``, no card; ``cause``: deck out | attack)."""

    card: Card | None
    to: Zone | None
    cause: str
    player: str  # whose zone receives the card (for the battle zone: the controller); the losing player
    from_zone: Zone | None = None
    by: Creature | None = None  # the creature breaking the shield (cause "break")
    leaving: Creature | None = None  # a creature about to leave the battle zone as a whole (its top card)
    event: str = MOVE

    @property
    def affected_player(self) -> str:
        """The player the event happens to (TCG 609.9: they choose among the replacements)."""
        if self.leaving is not None:
            return self.leaving.controller
        return self.card.owner if self.card is not None else self.player

    @property
    def key(self) -> tuple[str, int]:
        """What the event happens to ("a replacement applies at most once to an event")."""
        if self.leaving is not None:
            return "creature", self.leaving.uid
        if self.card is not None:
            return "card", self.card.uid
        return f"player {self.player}", 0

    def concerns(self, card: Card | None, creature: Creature | None) -> bool:
        """Whether ``card`` / ``creature`` is what the event happens to (000 priority 1)."""
        if creature is not None and creature is self.leaving:
            return True
        return card is not None and (card is self.card or (self.leaving is not None and card in self.leaving.cards))

    def what(self) -> str:
        if self.leaving is not None:
            return self.leaving.name
        return self.card.name if self.card is not None else f"player {self.player}"

    def describe(self) -> str:
        if self.event == LOSE:
            return f"player {self.player} would lose the game ({self.cause})"
        return f"{self.what()} would go to the {self.to} ({self.cause})"


# Where a replacement ability comes from (engine.policies.replacement ranks them: 000 priority 1-5).
OWN = "own"  # printed on the card the event happens to (or one of its keywords)
STATIC = "given by a static ability"
GRANT = "given by a continuous effect"
BATTLE = "a battle-zone card's"
OUTSIDE = "a card's outside the battle zone"
OUTSIDE_ZONES = ((Zone.HAND, "hand"), (Zone.GRAVEYARD, "graveyard"), (Zone.MANA, "mana"), (Zone.SHIELDS, "shield"))


@dataclass(frozen=True)
class Found:
    """A replacement ability that fits a pending event, and where it comes from."""

    ability: Ability
    controller: str
    source_card: Card  # the card that has it (a given ability: the top card of the creature given it)
    source_creature: Creature | None
    origin: str = BATTLE
    grantor: Card | None = None  # the card whose static ability or continuous effect gave it
    grantor_creature: Creature | None = None
    granted_seq: int = 0  # a continuous effect: the order it was made in (earlier first)

    @property
    def origin_name(self) -> str:
        """The card a player names it by: the grantor of a given ability, else its own card."""
        return (self.grantor or self.source_card).name

    def describe(self) -> str:
        return f"{self.origin_name}: {self.ability.name}"


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
    if p.card is None:
        return False
    d = p.card.definition
    if p.to is not Zone.BATTLE or not d.type.is_creature or not _whose(t, p.player, f.controller):
        return False
    if "race" in t.filter and not any(str(w) in r for w in _listed(t.filter["race"]) for r in d.races):
        return False  # 「修羅」の頂 VAN・ベートーベン: "a Command or a Dragon" (race categories)
    if "max cost" in t.filter and d.cost > int(t.filter["max cost"]):
        return False
    if "multicolour" in t.filter and d.is_multicolour != bool(t.filter["multicolour"]):
        return False
    if "not race" in t.filter and any(str(t.filter["not race"]) in r for r in d.races):
        return False  # 龍世界 ドラゴ大王: "a non-Dragon creature" (race category: any race with ドラゴン)
    return not ("not from" in t.filter and p.from_zone is ZONE_WORDS[str(t.filter["not from"])])


def _listed(value: Any) -> list[Any]:
    return list(value) if isinstance(value, (list, tuple)) else [value]


def _creature_fits(game: Game, t: Trigger, cr: Creature, f: Found) -> bool:
    """The filter of "a creature destroyed / leaves": whose (relative to the ability's
    controller), other (not the ability's own creature), civilization (one or a list), race,
    and the rest of :func:`engine.triggers.creature_matches`."""
    if not _whose(t, cr.controller, f.controller) or (t.filter.get("other") and cr is f.source_creature):
        return False
    filt = {k: v for k, v in t.filter.items() if k not in ("civilization", "whose", "other", "to", "during")}
    civs = t.filter.get("civilization")
    if civs is not None and not set(_listed(civs)) & set(cr.civilizations):
        return False
    return creature_matches(game, cr, filt)


def _leaves(game: Game, t: Trigger, p: Pending, f: Found) -> bool:
    to = t.filter.get("to")
    return (p.leaving is not None and (to is None or p.to is ZONE_WORDS[str(to)])
            and _creature_fits(game, t, p.leaving, f))


def _card_to(zone: Zone) -> Matcher:
    """A card (not a creature leaving as a whole) would be put into ``zone``: ``whose`` (the
    receiving player, relative to the ability's controller), ``other`` (not the ability's own
    card) — e.g. 生命と霊力の変換: "このカード以外のカードが自分の墓地に置かれる時"."""
    def fits(game: Game, t: Trigger, p: Pending, f: Found) -> bool:
        return (p.card is not None and p.to is zone and _whose(t, p.player, f.controller)
                and not (t.filter.get("other") and p.card is f.source_card))
    return fits


def _loses(game: Game, t: Trigger, p: Pending, f: Found) -> bool:
    """A player would lose the game (``whose``; ``not by: attack`` — 完全防御革命: a win by any
    means but a creature's attack)."""
    return (p.event == LOSE and _whose(t, p.player, f.controller)
            and not ("not by" in t.filter and p.cause == str(t.filter["not by"])))


# What each event means as ``instead of:`` (the event that would happen).
REPLACES: dict[str, Matcher] = {
    "this put into graveyard": lambda g, t, p, f: p.to is Zone.GRAVEYARD and p.card is f.source_card,
    "this discarded": lambda g, t, p, f: p.cause == "discard" and p.card is f.source_card,
    "this breaks a shield": lambda g, t, p, f: p.cause == "break" and p.to is Zone.HAND
    and p.by is not None and p.by is f.source_creature,
    "a creature enters": _enters,
    # a creature about to leave the battle zone (e.g. meteorburn); only the leaving creature's
    # own move is offered, never the moves of its cards that follow (engine.game.remove_creature)
    "this leaves": lambda g, t, p, f: p.leaving is not None and p.leaving is f.source_creature,
    "this destroyed": lambda g, t, p, f: p.leaving is not None and p.cause == "destroyed"
    and p.leaving is f.source_creature,
    "a creature destroyed": lambda g, t, p, f: p.leaving is not None and p.cause == "destroyed"
    and _creature_fits(g, t, p.leaving, f),
    "a creature leaves": _leaves,
    "this spell put into graveyard": lambda g, t, p, f: p.cause == "spell resolved" and p.to is Zone.GRAVEYARD
    and p.card is f.source_card,
    "you lose the game": _loses,
    "card put into graveyard": _card_to(Zone.GRAVEYARD),
    "card put into mana zone": _card_to(Zone.MANA),
}
# the events that replace a creature leaving as a whole
LEAVING = frozenset({"this leaves", "this destroyed", "a creature destroyed", "a creature leaves"})
LOSING = frozenset({"you lose the game"})  # the events that replace a player's loss

# Keywords that are replacement abilities.
KEYWORD_REPLACEMENTS: dict[str, Ability] = {
    "madness": Ability(kind="replacement", text="マッドネス", optional=True,
                       trigger=Trigger("this discarded", {"during": "opponent turn"}),
                       effects=(Effect("redirect", {"to": "battle zone"}),)),
    "charger": Ability(kind="replacement", label="charger",
                       text="チャージャー（この呪文を唱えた後、墓地に置くかわりに自分のマナゾーンに置く）",
                       trigger=Trigger("this spell put into graveyard"),
                       effects=(Effect("redirect", {"to": "mana zone"}),)),
    "escape": Ability(kind="replacement", label="escape", optional=True,
                      text="エスケープ（このクリーチャーが破壊される時、かわりに自分のシールドを1つ手札に加えてもよい。"
                           "そのシールドの「S・トリガー」は使えない）",
                      trigger=Trigger("this destroyed"), effects=(Effect("add shield to hand"),)),
    "eternal omega": Ability(kind="replacement", label="eternal omega",
                             text="エターナル・Ω（このクリーチャーがバトルゾーンを離れる時、かわりに手札に戻す）",
                             trigger=Trigger("this leaves"), effects=(Effect("redirect", {"to": "hand"}),)),
}

Key = tuple[int, int, int, tuple[str, int]]
_APPLIED: ContextVar[frozenset[Key]] = ContextVar("replacements_applied", default=frozenset())
_PENDING: ContextVar[Pending | None] = ContextVar("replacement_pending", default=None)

# Why an operation of a replacement could not produce its result now (None: it can). A
# replacement with such a step cannot be used (601.1a), and DMPS tries the next priority (000).
CanDo = Callable[[Context, dict[str, Any]], str | None]
CAN_DO: dict[str, CanDo] = {}


def can_do(name: str) -> Callable[[CanDo], CanDo]:
    def register(fn: CanDo) -> CanDo:
        CAN_DO[name] = fn
        return fn
    return register


def _key(found: Found, pending: Pending) -> Key:
    grantor = found.grantor.uid if found.grantor is not None else 0
    return id(found.ability), found.source_card.uid, grantor, pending.key


def _own(card: Card) -> Iterator[Ability]:
    d = card.definition
    yield from (ab for ab in d.abilities if ab.kind == "replacement")
    yield from (ab for kw, ab in KEYWORD_REPLACEMENTS.items() if d.has(kw))


def _given(game: Game, holder: Creature) -> Iterator[Found]:
    """Replacement abilities given to ``holder``: by static abilities of battle-zone cards (left
    to right), by the grant operation (keywords), by continuous effects (earliest first)."""
    for grantor in sorted(game.all_creatures(), key=lambda c: c.position):
        for ab in grantor.definition.abilities:
            if ab.kind != "static" or "grant" not in ab.static or not grants_to(game, grantor, ab, holder):
                continue
            spec = ab.static["grant"] or {}
            given = [*ab.static.get("abilities", ()),
                     *(KEYWORD_REPLACEMENTS[k] for k in spec.get("keywords", []) if k in KEYWORD_REPLACEMENTS)]
            for g in given:
                if g.kind == "replacement":
                    yield Found(g, holder.controller, holder.top, holder, STATIC, grantor.top, grantor)
    for kw in sorted(holder.granted_keywords & KEYWORD_REPLACEMENTS.keys()):
        yield Found(KEYWORD_REPLACEMENTS[kw], holder.controller, holder.top, holder, GRANT)
    for effect in continuous.given_to(game, holder):
        yield Found(effect.ability, holder.controller, holder.top, holder, GRANT, effect.source,
                    effect.source_creature, effect.seq)


def _sources(game: Game, pending: Pending) -> Iterator[Found]:
    """Every replacement ability that might fit ``pending``, in the order the TCG offers them."""
    card, holder = pending.card, pending.leaving
    if card is not None:
        owner = holder.controller if holder is not None else card.owner
        yield from (Found(ab, owner, card, holder, OWN) for ab in _own(card))
    if holder is not None:
        yield from _given(game, holder)
    others = [cr for cr in game.all_creatures() if cr is not holder]
    for cr in others:
        yield from (Found(ab, cr.controller, cr.top, cr, BATTLE) for ab in cr.definition.abilities
                    if ab.kind == "replacement" and ab.trigger is not None and "from" not in ab.trigger.filter)
    for cr in others:  # given to another creature, e.g. a break replacement given to the attacker
        yield from _given(game, cr)
    for name in (game.turn_player, other(game.turn_player)):
        for zone, word in OUTSIDE_ZONES:
            for c in game.players[name].cards_in(zone):
                yield from (Found(ab, name, c, None, OUTSIDE) for ab in c.definition.abilities
                            if c is not card and ab.kind == "replacement" and ab.trigger is not None
                            and ab.trigger.filter.get("from") == word)


def candidates(game: Game, pending: Pending) -> Iterator[Found]:
    """Replacement abilities that fit ``pending``: the affected card's own, those given to it
    by static abilities (left to right) and by continuous effects (earliest first), the other
    battle-zone cards' (turn player first, left to right), then those of cards outside the
    battle zone. None that already replaced this event (or the event it became)."""
    applied = _APPLIED.get()
    for found in _sources(game, pending):
        t = found.ability.trigger
        if t is None or _key(found, pending) in applied:
            continue
        if t.event not in REPLACES:
            raise CardDataError(found.source_card.definition.source or "card data", 0, "instead of",
                                f"{t.event!r} cannot be replaced; replaceable: {', '.join(sorted(REPLACES))}")
        if (t.event in LEAVING) != (pending.leaving is not None) or (t.event in LOSING) != (pending.event == LOSE):
            continue
        if _during(game, t, found.controller) and REPLACES[t.event](game, t, pending, found):
            yield found


def _context(game: Game, found: Found) -> Context:
    return Context(game, found.controller, found.source_card, found.source_creature)


def unusable(game: Game, pending: Pending, found: Found) -> str | None:
    """Why ``found`` cannot replace ``pending`` now, or None: its condition does not hold, its
    once-per-turn is spent, or a step of it cannot produce its result (e.g. no shield to add)."""
    ab = found.ability
    ctx = _context(game, found)
    if not check(ctx, ab.condition):
        return "its condition is not met"
    if ab.once_per_turn and _used_this_turn(game, found):
        return "it was already used this turn"
    current = _PENDING.set(pending)
    try:
        for effect in ab.effects:
            why = CAN_DO[effect.op](ctx, effect.args) if effect.op in CAN_DO else None
            if why:
                return why
    finally:
        _PENDING.reset(current)
    return None


def usable(game: Game, pending: Pending) -> list[Found]:
    """The replacements that fit ``pending`` and can produce their result (noted otherwise)."""
    out = []
    for found in candidates(game, pending):
        why = unusable(game, pending, found)
        if why is None:
            out.append(found)
        else:
            game.note(f"{found.describe()} cannot replace it ({pending.describe()}): {why}",
                      cannot_replace=found.origin_name)
    return out


def would_replace(game: Game, pending: Pending) -> bool:
    """Whether a replacement ability could replace ``pending`` (asked before the move, e.g. a
    burned shield offers no shield trigger: it will never reach the hand)."""
    return any(unusable(game, pending, f) is None for f in candidates(game, pending))


def apply(game: Game, pending: Pending) -> bool:
    """Replace ``pending`` with the replacement the profile picks among the usable ones. True
    when the event was replaced (the caller then does not make it)."""
    return _apply(game, pending) is not None


def _apply(game: Game, pending: Pending) -> Found | None:
    options = usable(game, pending)
    found = game.profile.replacement.pick(game, pending, options) if options else None
    if found is None:
        return None
    ab = found.ability
    instead = "does not lose the game" if pending.event == LOSE else f"does not go to the {pending.to}"
    game.trace.add("replaced", f"{pending.what()} {instead} ({pending.cause}): {found.origin_name} replaces it — "
                   f"{ab.text or ab.name}", card=pending.what(), source=found.origin_name,
                   holder=found.source_card.name, ability=id(ab), source_uid=found.source_card.uid,
                   turn=game.turn_id)
    applied = _APPLIED.set(_APPLIED.get() | {_key(found, pending)})
    current = _PENDING.set(pending)
    try:
        ctx = _context(game, found)
        for effect in ab.effects:
            OPS[effect.op](ctx, effect.args)
    finally:
        _PENDING.reset(current)
        _APPLIED.reset(applied)
    return found


def losses(game: Game, players: Sequence[str], cause: str, again: Callable[[str], bool] | None = None) -> list[str]:
    """The players among ``players`` who really lose the game now (turn player first). A loss
    is an event a replacement may replace (不敗のダイハード・リュウセイ, 完全防御革命), and a
    player an effect protects this turn does not lose. ``again``: whether the reason to lose
    still holds after a replacement — then it is checked again at once, before any waiting
    effect resolves (000: Ryusei is destroyed, yet an empty deck still loses); each
    replacement applies at most once in one check, so this ends."""
    out: list[str] = []
    for name in sorted(players, key=lambda n: n != game.turn_player):
        token = _APPLIED.set(_APPLIED.get())
        try:
            while not game.game_over and not continuous.protected(game, name):
                pending = Pending(None, None, cause, name, event=LOSE)
                found = _apply(game, pending)
                if found is None:
                    out.append(name)
                    break
                _APPLIED.set(_APPLIED.get() | {_key(found, pending)})
                if again is None or not again(name):
                    break
        finally:
            _APPLIED.reset(token)
    return out


def _used_this_turn(game: Game, found: Found) -> bool:
    """``once per turn``: this replacement ability of this card already replaced an event this
    turn (e.g. the DMPS 聖鎧亜キング・アルカディアス, 単騎連射 マグナム's ターン1)."""
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
    if pending.leaving is not None:  # a creature leaving as a whole goes there instead
        ctx.game.remove_creature(pending.leaving, to, cause)
    elif pending.card is None:
        ctx.game.note("redirect: no card is moving, so it does nothing")
    elif to is Zone.BATTLE:
        ctx.game.put_into_battle(pending.card.owner, [pending.card], cause, from_zone=pending.from_zone)
    else:
        ctx.game.move_card(pending.card, to, cause, from_zone=pending.from_zone)


def _moving(ctx: Context) -> Creature | None:
    pending = _PENDING.get()
    return pending.leaving if pending is not None else None


@op("stay in the battle zone")
def _stay(ctx: Context, args: dict[str, Any]) -> None:
    """The creature that was about to leave stays in the battle zone (天光の精霊ミハイル)."""
    cr = _moving(ctx)
    ctx.game.note(f"{cr.name if cr else 'the creature'} stays in the battle zone")


@op("destroy this")
def _destroy_this(ctx: Context, args: dict[str, Any]) -> None:
    """Destroy the ability's own creature (不敗のダイハード・リュウセイ, セイバー)."""
    if ctx.source_creature is not None:
        ctx.game.destroy([ctx.source_creature])


@can_do("destroy this")
def _can_destroy_this(ctx: Context, args: dict[str, Any]) -> str | None:
    cr = ctx.source_creature
    return None if cr is not None and cr in ctx.game.all_creatures() else "its creature is not in the battle zone"


@op("discard this")
def _discard_this(ctx: Context, args: dict[str, Any]) -> None:
    """Discard the ability's own card from its owner's hand (完全防御革命)."""
    if ctx.source_card is not None:
        ctx.game.move_card(ctx.source_card, Zone.GRAVEYARD, "discard")


@can_do("discard this")
def _can_discard_this(ctx: Context, args: dict[str, Any]) -> str | None:
    card = ctx.source_card
    return None if card is not None and card in ctx.game.players[card.owner].hand else "the card is not in the hand"


@op("add shield to hand")
def _add_shield_to_hand(ctx: Context, args: dict[str, Any]) -> None:
    """The controller puts one of their shields into their hand; its shield trigger can't be
    used (エスケープ). TCG: they choose it; DMPS picks it at random (001 系統的な調整例: a
    replacement that uses a zone's cards picks them at random)."""
    game = ctx.game
    shields = game.players[ctx.controller].shields
    if not shields:
        return

    def name(c: Card) -> str:
        return f"shield {shields.index(c) + 1}"

    pick = draw_lots(game, ctx.controller, list(shields), name) if game.profile.random_picks else game.decide(
        ctx.controller, "choose shield", list(shields), name)
    game.move_card(pick, Zone.HAND, "escape")


@can_do("add shield to hand")
def _can_add_shield(ctx: Context, args: dict[str, Any]) -> str | None:
    return None if ctx.game.players[ctx.controller].shields else f"player {ctx.controller} has no shield to add"
