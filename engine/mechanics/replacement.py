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
by a continuous effect, :mod:`engine.mechanics.continuous`; another battle-zone card's; a card's outside
the battle zone, ``from: hand|graveyard|mana|shield``). Those that cannot produce their result
are dropped (601.1a; 000: "より劣る優先度の置換効果を適用しようとする", see :data:`CAN_DO`),
and the profile's :class:`engine.policies.replacement_choice.ReplacementPolicy` picks the one that
applies (DMPS: priority 1-5, no player chooses; TCG: the affected player chooses, 609.9).
One replacement applies at most once to an event, including the events its own effects
cause, so two replacements that would send a card back and forth apply once each.

A player's loss is an event too (:func:`losses`): 不敗のダイハード・リュウセイ replaces it by
destroying itself, but the state-based check runs again before any waiting effect resolves,
so a deck that is still empty loses the game all the same (000).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from operator import attrgetter

from engine.kernel.args import BOOL, Arg, choice, players, zones
from engine.kernel.registry import (
    REPLACEMENT_KEYS,
    REPLACEMENTS,
    Context,
    cannot_do,
    check,
    declare_keys,
    replacement,
    run,
)
from engine.kernel.rules import Rules
from engine.mechanics import abilities, continuous, queries
from engine.mechanics.filters import Perspective, grants_to, matches
from engine.mechanics.kinds import bit, having
from engine.mechanics.triggers import SUMMONED
from engine.model.cards import Ability, CardDef, CardType, Effect, Trigger
from engine.model.errors import CardDataError
from engine.model.impending import (
    BATTLE,
    BATTLES,
    BREAKS,
    GRANT,
    LOSE,
    MOVE,
    OUTSIDE,
    OWN,
    STATIC,
    Candidate,
    ImpendingEvent,
)
from engine.model.memo import per_definition
from engine.model.objects import CARD_LISTS, ZONE_WORDS, Card, Creature, Zone, other
from engine.model.trace import CannotReplace, Replaced

HIDDEN_FROM = (Zone.HAND, Zone.DECK, Zone.SHIELDS)  # 400.2b's hidden zones a card moves out of
HIDDEN_TO = (Zone.HAND, Zone.DECK, Zone.SHIELDS, None)

OUTSIDE_ZONES = ((Zone.HAND, "hand"), (Zone.GRAVEYARD, "graveyard"), (Zone.MANA, "mana"), (Zone.SHIELDS, "shield"))
_OUTSIDE = tuple((word, CARD_LISTS[zone]) for zone, word in OUTSIDE_ZONES)  # Player.cards_in, read directly

Matcher = Callable[[Rules, Trigger, ImpendingEvent, Candidate], bool]


def _during(game: Rules, t: Trigger, controller: str) -> bool:
    during = t.filter.get("during")
    if during is None:
        return True
    mine = game.state.turn_player == controller
    return mine if during == "your turn" else not mine


def _perspective(found: Candidate) -> Perspective:
    return Perspective(found.controller, found.source_card, found.source_creature)


def _enters(game: Rules, t: Trigger, p: ImpendingEvent, f: Candidate) -> bool:
    """A creature card about to be put into the battle zone (a landing replacement, 着地置換効果):
    the card passes the filter (whose: the player receiving it; race category, max cost, ...),
    and ``not from`` names a zone it must not come from."""
    if p.card is None or p.to is not Zone.BATTLE or not p.card.definition.type.is_creature:
        return False
    if not matches(game, p.card, t.filter, _perspective(f)):
        return False
    if t.filter.get("not summoned") and p.cause in SUMMONED:
        return False  # 召喚以外の方法で: a summon, by an effect too (メクレイド; dmwiki メクレイド), is not replaced
    return not ("not from" in t.filter and p.from_zone is ZONE_WORDS[str(t.filter["not from"])])


def _leaves(game: Rules, t: Trigger, p: ImpendingEvent, f: Candidate) -> bool:
    to = t.filter.get("to")
    return (p.leaving is not None and (to is None or p.to is ZONE_WORDS[str(to)])
            and matches(game, p.leaving, t.filter, _perspective(f)))


def _card_to(zone: Zone) -> Matcher:
    """A card (not a creature leaving as a whole) would be put into ``zone``: the card passes the
    filter (``whose``: its owner; ``other``: not the ability's own card) — e.g. 生命と霊力の変換:
    "このカード以外のカードが自分の墓地に置かれる時"."""
    def fits(game: Rules, t: Trigger, p: ImpendingEvent, f: Candidate) -> bool:
        return p.card is not None and p.to is zone and matches(game, p.card, t.filter, _perspective(f))
    return fits


def _loses(game: Rules, t: Trigger, p: ImpendingEvent, f: Candidate) -> bool:
    """A player would lose the game (``whose``; ``not by: attack`` — 完全防御革命: a win by any
    means but a creature's attack)."""
    whose = str(t.filter.get("whose", "any"))
    return (p.event == LOSE and (whose == "any" or (whose == "you") == (p.player == f.controller))
            and not ("not by" in t.filter and p.cause == str(t.filter["not by"])))


def _opponent_spell_resolving(game: Rules, controller: str) -> bool:
    """A spell of ``controller``'s opponent is being cast and resolving now (「相手の呪文の効果で」, ギガデウス): a
    card of theirs cast this turn and still pending (409: a card being used is pending until its use is over)."""
    opponent = game.state.players[other(controller)]
    return any(c.pending is not None and any(e.kind == "cast" and e.card is c for e in game.state.events)
               for c in opponent.pending)


def instead_of(name: str, matcher: Matcher, *params: Arg, doc: str, filtered: bool = False) -> None:
    """Register the replacement event ``name`` with its matcher (typed here: a :data:`Matcher`)."""
    replacement(name, matcher, *params, doc=doc, filtered=filtered)


# What every ``instead of:`` may carry besides the filter and its event's own parameters.
declare_keys(
    REPLACEMENT_KEYS,
    Arg("from", choice(*(word for _, word in OUTSIDE_ZONES), what="zone"),
        doc="the zone the ability works from when it is not the battle zone (DMPS priority 5)"),
    Arg("during", choice("your turn", "opponent turn", what="turn"), doc="only during that player's turn"),
)

# What each event means as ``instead of:`` (the event that would happen). ``filtered``: the event reads
# the filter keys (against the card or creature about to move).
instead_of("this put into graveyard", lambda g, t, p, f: p.to is Zone.GRAVEYARD and p.card is f.source_card,
           doc="this card would be put into the graveyard")
instead_of("this discarded", lambda g, t, p, f: p.cause == "discard" and p.card is f.source_card,
           doc="this card would be discarded (madness-type abilities)")
instead_of("this breaks a shield", lambda g, t, p, f: p.cause == "break" and p.to is Zone.HAND
           and p.by is not None and p.by is f.source_creature,
           doc="a shield this creature breaks would go to the hand (a break replacement, e.g. redirect: graveyard "
               "= shield burning)")
instead_of("a creature enters", _enters,
           Arg("not from", zones(), doc="a zone the entering creature must not come from"),
           Arg("not summoned", BOOL, doc="true: only a creature put otherwise than by a summon (召喚以外の方法で)"),
           doc="a creature card would be put into the battle zone (a landing replacement; whose: the player "
               "receiving it)", filtered=True)
# a creature about to leave the battle zone (e.g. meteorburn); only the leaving creature's
# own move is offered, never the moves of its cards that follow (engine.game.remove_creature)
instead_of("this leaves", lambda g, t, p, f: p.leaving is not None and p.leaving is f.source_creature
           and (t.filter.get("by") != "opponent spell" or _opponent_spell_resolving(g, f.controller)),
           Arg("by", choice("opponent spell", what="cause"),
               doc="opponent spell: only while a spell of the opponent resolves (相手の呪文の効果で…離れる時)"),
           doc="this creature would leave the battle zone (a leave replacement, e.g. meteorburn)")
instead_of("this destroyed", lambda g, t, p, f: p.leaving is not None and p.cause == "destroyed"
           and p.leaving is f.source_creature, doc="this creature would be destroyed (before it leaves)")
instead_of("a creature destroyed", lambda g, t, p, f: p.leaving is not None and p.cause == "destroyed"
           and matches(g, p.leaving, t.filter, _perspective(f)), doc="a creature would be destroyed", filtered=True)
instead_of("crossed creature destroyed", lambda g, t, p, f: p.leaving is not None and p.cause == "destroyed"
           and f.source_creature is not None and p.leaving is f.source_creature.attached_to,
           doc="the creature this cross gear is crossed onto would be destroyed (これをクロスしたクリーチャーが破壊"
               "される時)")
instead_of("a creature leaves", _leaves, Arg("to", zones(), doc="where it would go"),
           doc="a creature would leave the battle zone", filtered=True)


def _cast_from(game: Rules, t: Trigger, card: Card) -> bool:
    """The spell's last cast was from the trigger's ``cast from`` zone (裁きの紋章: 「この呪文を自分の手札から唱えた
    後」; a shield trigger is cast from the hand it went to, or counts as from the hand where it waited in no
    zone: engine.mechanics.playing)."""
    if "cast from" not in t.filter:
        return True
    cast = next((e for e in reversed(game.state.events) if e.kind == "cast" and e.card is card), None)
    return cast is not None and cast.from_zone is ZONE_WORDS[str(t.filter["cast from"])]


instead_of("this spell put into graveyard", lambda g, t, p, f: p.cause == "spell resolved"
           and p.to is Zone.GRAVEYARD and p.card is f.source_card and _cast_from(g, t, p.card),
           Arg("cast from", zones("hand", "graveyard", "mana zone", "deck", "shield zone"),
               doc="only when it was cast from this zone (裁きの紋章: 自分の手札から唱えた後)"),
           doc="this spell would be put into the graveyard after it is cast (チャージャー: into the mana zone "
               "instead)")
instead_of("you lose the game", _loses,
           Arg("whose", players("you", "opponent", "any"), "any", doc="who would lose"),
           Arg("not by", choice("attack", "deck out", what="cause"), doc="a loss by any other means"),
           doc="a player would lose the game")
# (独裁者ケンジ・パンダネルラ将軍, DMPS: 相手クリーチャーの攻撃によってバトルする時)
instead_of("this battles", lambda g, t, p, f: p.event == BATTLES and p.leaving is f.source_creature
           and (not t.filter.get("attacked") or p.cause == "attack"),
           Arg("attacked", BOOL, doc="true: because of an opponent creature's attack (it was attacked or it blocked)"),
           doc="this creature would battle")
instead_of("card put into graveyard", _card_to(Zone.GRAVEYARD),
           doc="a card would be put into a graveyard (whose: its owner; other: not this card)", filtered=True)
instead_of("your shield leaves the shield zone", lambda g, t, p, f: p.card is not None
           and p.from_zone is Zone.SHIELDS and p.to is not Zone.SHIELDS and p.card.owner == f.controller
           and ("not to" not in t.filter or p.to is not ZONE_WORDS[str(t.filter["not to"])]),
           Arg("not to", zones(), doc="a zone it is not going to"),
           doc="one of your shields would go from the shield zone to another zone")
instead_of("your shield broken", lambda g, t, p, f: p.card is not None and p.card.owner == f.controller,
           doc="one of your shields would be broken (シールド・セイバー: 自分のシールドがブレイクされる時、かわりに"
               "このクリーチャーを破壊してもよい); the shield stays, unbroken")
instead_of("card put into mana zone", _card_to(Zone.MANA),
           doc="a card would be put into a mana zone (whose: its owner; other: not this card)", filtered=True)
# the events that replace a creature leaving as a whole
LEAVING = frozenset({"this leaves", "this destroyed", "a creature destroyed", "a creature leaves",
                     "crossed creature destroyed"})
LOSING = frozenset({"you lose the game"})  # the events that replace a player's loss
# A pending card back in its own zone is not put there (409.2a), so no replacement of its being
# put there applies — except a spell's own "instead of the graveyard after it is cast" (004: 例外
# として…墓地から唱えた呪文が再び墓地に置かれる場合でも適用される).
AFTER_CASTING = frozenset({"this spell put into graveyard"})
BATTLING = frozenset({"this battles"})  # the events that replace a creature's battle
BREAKING = frozenset({"your shield broken"})  # the events that replace a shield's break

# Keywords that are replacement abilities.
KEYWORD_REPLACEMENTS: dict[str, Ability] = {
    "madness": Ability(kind="replacement", text="マッドネス", optional=True,
                       trigger=Trigger("this discarded", {"during": "opponent turn"}),
                       effects=(Effect("redirect", {"to": "battle zone"}),)),
    "charger": Ability(kind="replacement", label="charger",
                       text="チャージャー（この呪文を唱えた後、墓地に置くかわりに自分のマナゾーンに置く）",
                       trigger=Trigger("this spell put into graveyard"),
                       effects=(Effect("redirect", {"to": "mana zone"}),)),
    "cyclone": Ability(kind="replacement", label="cyclone",
                       text="サイクロン（このターン、この呪文を唱える直前にクリーチャーを召喚していれば、この呪文を唱えた後、"
                            "墓地に置くかわりに自分の手札に戻す）",
                       trigger=Trigger("this spell put into graveyard"), condition={"last play was a summon": True},
                       effects=(Effect("redirect", {"to": "hand"}),)),
    "escape": Ability(kind="replacement", label="escape", optional=True,
                      text="エスケープ（このクリーチャーが破壊される時、かわりに自分のシールドを1つ手札に加えてもよい。"
                           "そのシールドの「S・トリガー」は使えない）",
                      trigger=Trigger("this destroyed"), effects=(Effect("add shield to hand"),)),
    "ex life": Ability(kind="replacement", label="ex life",
                       text="EXライフ（…このクリーチャーが離れる時、かわりにそのシールドを墓地に置く）",
                       trigger=Trigger("this leaves"), effects=(Effect("burn the ex life shield"),)),
    "eternal omega": Ability(kind="replacement", label="eternal omega",
                             text="エターナル・Ω（このクリーチャーがバトルゾーンを離れる時、かわりに手札に戻す）",
                             trigger=Trigger("this leaves"), effects=(Effect("redirect", {"to": "hand"}),)),
}

Key = tuple[int, int, int, tuple[str, int]]


def replacing(game: Rules) -> ImpendingEvent | None:
    """The event the replacement being applied (or checked) replaces, if any."""
    return game.state.replacing


@contextmanager
def _replacing(game: Rules, pending: ImpendingEvent, applied: Key | None = None) -> Iterator[None]:
    """While a replacement's effects run (or are checked): the event it replaces, and the
    replacements applied to it and what it leads to (``applied``: one more)."""
    state = game.state
    before = state.replacing, state.replacements_applied
    state.replacing = pending
    if applied is not None:
        state.replacements_applied = state.replacements_applied | {applied}
    try:
        yield
    finally:
        state.replacing, state.replacements_applied = before


def _key(found: Candidate, pending: ImpendingEvent) -> Key:
    grantor = found.grantor.uid if found.grantor is not None else 0
    return id(found.ability), found.source_card.uid, grantor, pending.key


def _own(card: Card) -> tuple[Ability, ...]:
    return _own_abilities(card.definition)


@per_definition
def _own_abilities(d: CardDef) -> tuple[Ability, ...]:
    """The card's replacement abilities: printed, then those of its replacement keywords (チャージャー)."""
    return (*(ab for ab in d.abilities if ab.kind == "replacement"),
            *(ab for kw, ab in KEYWORD_REPLACEMENTS.items() if d.has(kw)))


_REPLACEMENT = bit("replacement")


@per_definition
def _grants(d: CardDef) -> bool:
    """Whether the card has a static ability that grants something."""
    return any(ab.kind == "static" and "grant" in ab.static for ab in d.abilities)


@per_definition
def _replaces_from(d: CardDef) -> frozenset[str]:
    """The zones outside the battle zone the card's replacement abilities work from (``from:``)."""
    return frozenset(str(ab.trigger.filter["from"]) for ab in d.abilities if ab.kind == "replacement"
                     and ab.trigger is not None and "from" in ab.trigger.filter)


_FROM_NOWHERE: set[int] = set()  # ids of definitions seen whose replacements work from no outside zone
_DEFINITION = attrgetter("definition")
_FROM_OUTSIDE = "replaces from outside"  # a fact of engine.model.made: a card the game made does


def _outside_words(d: CardDef) -> frozenset[str]:
    """:func:`_replaces_from`, noting a definition that has none in :data:`_FROM_NOWHERE` (its memo keeps
    the definition alive, so the id names it alone)."""
    words = _replaces_from(d)
    if not words:
        _FROM_NOWHERE.add(id(d))
    return words


def _given(game: Rules, holder: Creature, grantors: list[Creature]) -> Iterator[Candidate]:
    """Replacement abilities given to ``holder``: by static abilities of ``grantors`` (the
    battle-zone cards that grant something, left to right), by the grant operation (keywords),
    by continuous effects (earliest first)."""
    for grantor in grantors:
        for ab in game.abilities_of(grantor):
            if ab.kind != "static" or "grant" not in ab.static or not grants_to(game, grantor, ab, holder):
                continue
            spec = ab.static["grant"] or {}
            given = [*ab.static.get("abilities", ()),
                     *(KEYWORD_REPLACEMENTS[k] for k in spec.get("keywords", []) if k in KEYWORD_REPLACEMENTS)]
            for g in given:
                if g.kind == "replacement":
                    yield Candidate(g, holder.controller, holder.top, holder, STATIC, grantor.top, grantor)
    for kw in sorted(holder.granted_keywords & KEYWORD_REPLACEMENTS.keys()) if holder.granted_keywords else ():
        yield Candidate(KEYWORD_REPLACEMENTS[kw], holder.controller, holder.top, holder, GRANT)
    for effect in continuous.given_to(game, holder) if game.state.lasting else ():  # none without a lasting effect
        yield Candidate(effect.ability, holder.controller, holder.top, holder, GRANT, effect.source,
                        effect.source_creature, effect.seq)


def _given_to_spell(game: Rules, card: Card) -> Iterator[Candidate]:
    """Keyword replacements a static ability gives the spells its controller casts (龍素記号Cg
    ダイシャリン: 自分が唱える呪文は「チャージャー」を得る)."""
    for grantor in game.state.players[card.owner].battle:
        for ab in game.abilities_of(grantor):
            spec = ab.static.get("your spells have") if ab.kind == "static" else None
            for kw in (spec or {}).get("keywords", []):
                if kw in KEYWORD_REPLACEMENTS and not card.definition.has(kw):
                    yield Candidate(KEYWORD_REPLACEMENTS[kw], card.owner, card, None, STATIC, grantor.top, grantor)


def _own_sources(pending: ImpendingEvent) -> Iterator[Candidate]:
    """The affected card's own replacement abilities (the first of :func:`_sources`)."""
    card, holder = pending.card, pending.leaving
    if card is not None:
        owner = holder.controller if holder is not None else card.owner
        yield from (Candidate(ab, owner, card, holder, OWN) for ab in _own(card))


def _sources(game: Rules, pending: ImpendingEvent) -> Iterator[Candidate]:
    """Every replacement ability that might fit ``pending``, in the order the TCG offers them."""
    card, holder = pending.card, pending.leaving
    if card is not None:
        yield from _own_sources(pending)
        if holder is None and card.definition.type is CardType.SPELL:
            yield from _given_to_spell(game, card)
    grantors = sorted((cr for cr in game.state.all_creatures() if _grants(cr.definition)), key=lambda c: c.position)
    if holder is not None:
        yield from _given(game, holder, grantors)
    others = [cr for cr in game.state.all_creatures() if cr is not holder]
    replacing = having(game, _REPLACEMENT, others)  # the others that may have one (engine.mechanics.kinds)
    for cr in others:
        if cr in replacing:
            yield from (Candidate(ab, cr.controller, cr.top, cr, BATTLE) for ab in game.abilities_of(cr)
                        if ab.kind == "replacement" and ab.trigger is not None and "from" not in ab.trigger.filter)
        # an オーラ's abilities work from the creature it is attached to; not while that creature's
        # abilities are ignored (the オーラ is one of its cards)
        for aura in cr.auras if cr.auras and not abilities.ignored(game, cr) else ():
            yield from (Candidate(ab, cr.controller, aura, cr, BATTLE) for ab in aura.definition.abilities
                        if ab.kind == "replacement" and ab.trigger is not None)
    for cr in others:  # given to another creature, e.g. a break replacement given to the attacker
        if grantors or cr.granted_keywords or game.state.lasting:  # else _given finds nothing
            yield from _given(game, cr, grantors)
    facts = game.made.facts
    for d in game.made.unread("replacement"):  # each definition of the game read once (engine.model.made)
        if _outside_words(d):
            facts[_FROM_OUTSIDE] = True
    if _FROM_OUTSIDE not in facts:
        return  # no card the game made replaces from outside the battle zone
    for name in (game.state.turn_player, other(game.state.turn_player)):
        for word, held_in in _OUTSIDE:
            cards = getattr(game.state.players[name], held_in)
            if _FROM_NOWHERE.issuperset(map(id, map(_DEFINITION, cards))):
                continue  # no card of the zone replaces from outside the battle zone (one C pass)
            for c in cards:
                if word in _outside_words(c.definition):
                    yield from (Candidate(ab, name, c, None, OUTSIDE) for ab in c.definition.abilities
                                if c is not card and ab.kind == "replacement" and ab.trigger is not None
                                and ab.trigger.filter.get("from") == word)


def candidates(game: Rules, pending: ImpendingEvent) -> Iterator[Candidate]:
    """Replacement abilities that fit ``pending``: the affected card's own, those given to it
    by static abilities (left to right) and by continuous effects (earliest first), the other
    battle-zone cards' (turn player first, left to right), then those of cards outside the
    battle zone. None that already replaced this event (or the event it became)."""
    return _fitting(game, pending, _sources(game, pending))


def _fitting(game: Rules, pending: ImpendingEvent, sources: Iterator[Candidate]) -> Iterator[Candidate]:
    """The ``sources`` that fit ``pending`` (:func:`candidates`), in their order."""
    applied = game.state.replacements_applied
    for found in sources:
        t = found.ability.trigger
        if t is None or _key(found, pending) in applied:
            continue
        meaning = REPLACEMENTS.get(t.event)
        if meaning is None:
            raise CardDataError(found.source_card.definition.source or "card data", 0, "instead of",
                                f"{t.event!r} cannot be replaced; replaceable: {', '.join(sorted(REPLACEMENTS))}")
        leaving = pending.leaving is not None and pending.event == MOVE
        if (t.event in LEAVING) != leaving or (t.event in LOSING) != (pending.event == LOSE) \
                or (t.event in BATTLING) != (pending.event == BATTLES) \
                or (t.event in BREAKING) != (pending.event == BREAKS):
            continue
        if pending.in_place and t.event not in AFTER_CASTING:
            continue  # not put into the zone: only a spell's own after-casting replacement applies (004)
        if _during(game, t, found.controller) and meaning.matcher(game, t, pending, found):
            yield found


def _context(game: Rules, found: Candidate) -> Context:
    return Context(game, found.controller, found.source_card, found.source_creature)


def unusable(game: Rules, pending: ImpendingEvent, found: Candidate) -> str | None:
    """Why ``found`` cannot replace ``pending`` now, or None: its condition does not hold, its
    once-per-turn is spent, or a step of it cannot produce its result (e.g. no shield to add)."""
    ab = found.ability
    ctx = _context(game, found)
    if not check(ctx, ab.condition):
        return "its condition is not met"
    if ab.once_per_turn and _used_this_turn(game, found):
        return "it was already used this turn"
    with _replacing(game, pending):
        return cannot_do(ctx, ab.effects)


def usable(game: Rules, pending: ImpendingEvent) -> list[Candidate]:
    """The replacements that fit ``pending`` and can produce their result (noted otherwise)."""
    out = []
    for found in candidates(game, pending):
        why = unusable(game, pending, found)
        if why is None:
            out.append(found)
        else:
            game.trace.add(CannotReplace(found.origin_name,
                                         f"{found.describe()} cannot replace it ({pending.describe()}): {why}"))
    return out


def would_replace(game: Rules, pending: ImpendingEvent) -> bool:
    """Whether a replacement ability could replace ``pending`` (asked before the move, e.g. a
    burned shield offers no shield trigger: it will never reach the hand)."""
    return any(unusable(game, pending, f) is None for f in candidates(game, pending))


def apply(game: Rules, pending: ImpendingEvent) -> bool:
    """Replace ``pending`` with the replacement the profile picks among the usable ones. True
    when the event was replaced (the caller then does not make it)."""
    return _apply(game, pending) is not None


def _apply(game: Rules, pending: ImpendingEvent) -> Candidate | None:
    _show_for_own_replacement(game, pending)
    options = usable(game, pending)
    found = game.profile.replacement.pick(game, pending, options) if options else None
    if found is None:
        return None
    ab = found.ability
    instead = {LOSE: "does not lose the game", BATTLES: "does not battle"}.get(
        pending.event, f"does not go to the {pending.to}")
    game.trace.add(Replaced(pending.what(), instead, pending.cause, found.origin_name, found.source_card.name,
                            ab.text or ab.name, id(ab), found.source_card.uid, game.state.turn_id))
    game.state.replaced_this_turn.add((id(ab), found.source_card.uid, game.state.turn_id))
    with _replacing(game, pending, _key(found, pending)):
        run(_context(game, found), ab.effects)
    return found


def _show_for_own_replacement(game: Rules, pending: ImpendingEvent) -> None:
    """400.2f (rule notice of 2025-10-01): a card moving from a hidden zone to a public one is shown
    after it moves, but when a replacement effect needs the moving card's text, every player sees its
    face just before it moves (「置換効果の適用のために…カードを公開」; the notice's example: 夜露死苦 キャロル
    discarded with fire and water in its owner's mana zone is identified before reaching the graveyard,
    and its replacement keeps it in the hand). The card's own replacement abilities that fit the event
    are such a need: the card is then known to both players (what ``player X has seen`` reads; the
    trace is unchanged)."""
    card = pending.card
    if card is None or card.pending is not None or pending.event != MOVE or pending.to in HIDDEN_TO:
        return  # a card being used (a spell cast) was shown when it was used
    if queries.zone_of(game, card) not in HIDDEN_FROM:
        return
    if next(_fitting(game, pending, _own_sources(pending)), None) is not None:  # an OWN one of candidates()
        for name in game.state.players:
            game.state.known[name].add(card.uid)


def losses(game: Rules, players: Sequence[str], cause: str, again: Callable[[str], bool] | None = None) -> list[str]:
    """The players among ``players`` who really lose the game now (turn player first). A loss
    is an event a replacement may replace (不敗のダイハード・リュウセイ, 完全防御革命), and a
    player an effect protects this turn does not lose. ``again``: whether the reason to lose
    still holds after a replacement — then it is checked again at once, before any waiting
    effect resolves (000: Ryusei is destroyed, yet an empty deck still loses); each
    replacement applies at most once in one check, so this ends."""
    out: list[str] = []
    for name in sorted(players, key=lambda n: n != game.state.turn_player):
        before = game.state.replacements_applied
        try:
            while not game.state.game_over and not continuous.protected(game, name):
                pending = ImpendingEvent(None, None, cause, name, event=LOSE)
                found = _apply(game, pending)
                if found is None:
                    out.append(name)
                    break
                game.state.replacements_applied = game.state.replacements_applied | {_key(found, pending)}
                if again is None or not again(name):
                    break
        finally:
            game.state.replacements_applied = before
    return out


def _used_this_turn(game: Rules, found: Candidate) -> bool:
    """``once per turn``: this replacement ability of this card already replaced an event this
    turn (e.g. the DMPS 聖鎧亜キング・アルカディアス, 単騎連射 マグナム's ターン1)."""
    return (id(found.ability), found.source_card.uid, game.state.turn_id) in game.state.replaced_this_turn
