"""Moving cards between zones: one card, a creature into or out of the battle zone, a draw.

Every move asks :mod:`engine.mechanics.replacement` first (a replacement ability may say what happens
instead); then a full zone overflows (000 ゾーンの枚数上限: the card is put into the
graveyard as if it had always been there, no event, nothing triggers); otherwise the card
arrives and the move is an event. Moves made together are the business of
:mod:`engine.mechanics.moving_together`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.kernel.args import FILTER, Arg, ListOf, quantity, zones
from engine.kernel.registry import EVOLVES_FROM_KEYS, Context, check, declare_keys
from engine.kernel.rules import Rules
from engine.mechanics import continuous, not_destroyed, pending, replacement, seals, stacked_shields, statics
from engine.mechanics.filters import Perspective, has_keyword, matches
from engine.mechanics.kinds import bit, changed, having
from engine.model.cards import CardDef, CardType, Civ
from engine.model.decisions import Decision
from engine.model.errors import IllegalActionError
from engine.model.events import Event
from engine.model.impending import ImpendingEvent
from engine.model.objects import USE, ZONE_WORDS, Card, Creature, Player, Zone
from engine.model.trace import Overflow
from engine.model.view import choose_several


def fits(game: Rules, player: Player, zone: Zone) -> bool:
    """Whether one more card (object) fits ``player``'s ``zone`` under the profile's limits. A
    sealed creature, ignored, still takes its place in the battle zone (DMPS FAQ via dmwiki
    P'S封印: it counts toward the 7)."""
    held = player.count(zone) + (len(player.sealed) if zone is Zone.BATTLE else 0)
    return game.profile.limits.fits(zone, held)


def overflow(game: Rules, card: Card, zone: Zone, cause: str) -> None:
    """The zone is full: the card is put into the graveyard as if it had always been there. No
    event, so nothing triggers (000, ゾーンの枚数上限). Like every card that arrives in a zone, it
    arrives untapped (a tapped mana card returned to a full hand goes to the graveyard untapped)."""
    owner = game.state.players[card.owner]
    card.tapped = False
    owner.graveyard.append(card)
    game.trace.add(Overflow(card.name, owner.name, str(zone), cause))


def take(game: Rules, card: Card) -> tuple[Player, Zone] | None:
    """Take a card out of the zone it is in (not the battle zone), or None if it is nowhere. A
    pending card leaves the pending area (its zone: the one it belongs to)."""
    if card.pending is not None:
        state = pending.take(game, card)
        return (game.state.players[state.owner], state.zone) if state is not None and state.zone is not None else None
    if card.seal:  # a seal leaves the element it is on (116)
        return seals.detach(game, card)
    where = game.state.locate(card)
    if where is None:
        return None
    p, zone = where
    if zone is Zone.BATTLE:
        raise IllegalActionError(f"{card.name} is in the battle zone; move its creature instead")
    card.given = frozenset()  # a card that moves loses the effects it was given where it was
    if zone is Zone.SHIELDS:
        card.face_up = False  # a face-up shield is face up only while in the shield zone
    if zone is Zone.MANA:
        game.profile.mana.take(game, p, card)
    elif card in p.castles:
        p.castles.remove(card)
        card.fortifies = None
    elif stacked_shields.take(game, card):  # a card under a shield, taken alone (the stack stays a shield)
        pass
    else:
        p.cards_in(zone).remove(card)
    return p, zone


def _arrive(game: Rules, owner: Player, card: Card, to: Zone, cause: str, from_zone: Zone | None,
            landing: tuple[Civ, ...] | None, bottom: bool) -> None:
    card.tapped = False
    if to is Zone.DECK and not bottom:
        owner.deck.insert(0, card)
    else:
        owner.cards_in(to).append(card)
    if to is Zone.MANA:
        game.profile.mana.on_put(game, owner, card, landing or card.definition.card_civilizations,
                                 statics.held_by_opponent_of(game, "opponent cards enter mana tapped", owner.name))
    game.emit(Event("moved", owner.name, card=card, from_zone=from_zone, to_zone=to, cause=cause))


def put_lock(game: Rules, card: Card, origin: Zone | None, to: Zone = Zone.BATTLE,
             player: str | None = None) -> tuple[Creature, str] | None:
    """The battle-zone element whose ``cannot be put`` static forbids putting ``card`` from
    ``origin`` into ``to`` now, and why; None when nothing does. The static's keys: ``from``
    (zones; default any), ``into`` (default the battle zone), ``filter`` (default creatures),
    ``players`` (who may not put it: each, the default, or opponent: the holder's opponent, when
    ``player`` is known) and ``while`` (a condition). バリバリ・ケドケド: no creature from a shield or
    mana zone; 族長の魂友 ワチャゴナ: nobody puts a D2 field while you have one."""
    for holder in having(game, bit("cannot be put")):  # the elements that may have one (engine.mechanics.kinds)
        for ab in game.abilities_of(holder):
            spec = ab.static.get("cannot be put") if ab.kind == "static" else None
            if not spec or to.value not in spec.get("into", [Zone.BATTLE.value]):
                continue
            if "from" in spec and (origin is None or origin.value not in spec["from"]):
                continue
            if str(spec.get("players", "each")) == "opponent" and player == holder.controller:
                continue
            ctx = Context(game, holder.controller, holder.top, holder)
            if not check(ctx, spec.get("while") or {}) or not check(ctx, ab.condition):
                continue
            if not matches(game, card, spec.get("filter") or {"creature": True},
                           Perspective(holder.controller, holder.top, holder)):
                continue
            if "from" in spec:
                return holder, f"{holder.name}: a creature cannot be put from the {origin} into the {to}"
            return holder, f"{holder.name} forbids putting {card.name} into the {to}"
    return None


def unputtable(game: Rules, card: Card, origin: Zone | None) -> str | None:
    """Why a card cannot be put from ``origin`` into the battle zone at all (:func:`put_lock`), or
    None. A ``cannot leave`` lock does not make it unputtable: its summon may still be declared,
    and the card stays (004 裁定の変遷, 若き大長老 アプル)."""
    lock = put_lock(game, card, origin)
    return lock[1] if lock is not None else None


def stays(game: Rules, card: Card, origin: Zone | None, to: Zone) -> str | None:
    """Why ``card`` cannot move from ``origin`` to ``to`` now, or None: a static ability of a
    creature in the battle zone says so — ``cannot leave: {zones, player}`` (若き大長老 アプル:
    the opponent's cards do not leave their graveyard or mana zone) or ``cannot be put``
    (:func:`put_lock`)."""
    if origin is None or origin is to:
        return None
    held = cannot_leave(game, card, origin)
    if held:
        return held
    put = put_lock(game, card, origin, to)
    return put[1] if put is not None else None


def cannot_leave(game: Rules, card: Card, origin: Zone) -> str | None:
    """Why ``card`` does not leave ``origin`` now (a ``cannot leave: {zones, player}`` static of the battle
    zone: 若き大長老 アプル), or None."""
    for cr in having(game, bit("cannot leave")):  # the elements that may have one (engine.mechanics.kinds)
        for ab in game.abilities_of(cr):
            if ab.kind != "static":
                continue
            lock = ab.static.get("cannot leave")
            if lock and origin.value in lock.get("zones", ()) and _whose(lock, cr.controller, card.owner):
                return f"{cr.name}: the card does not leave the {origin}"
    return None


def _whose(spec: dict[str, object], controller: str, owner: str) -> bool:
    whose = str(spec.get("player", "any"))
    return whose == "any" or (owner == controller) == (whose == "you")


def move_card(game: Rules, card: Card, to: Zone, cause: str, *, to_player: str | None = None,
              bottom: bool = False, landing_civs: tuple[Civ, ...] | None = None,
              by: Creature | None = None, from_zone: Zone | None = None) -> bool:
    """Move one card (not a creature) to a zone of its owner. Replacement abilities apply first;
    then a full zone overflows. Returns False when the card does not arrive (replaced or
    overflowed). ``by``: the creature breaking a shield; ``from_zone``: where a card that is
    already out of every zone came from.

    A pending card (保留状態) going back to its own zone is released there: under 409 it is not
    put into it (no event, no "put into" replacement but a spell's own after-casting one, same
    place and orientation); the profile says when it is (the nowhere zone before 2022-09-14)."""
    if card.copy:
        pending.take(game, card)  # a copy ceases to exist (smash burst): no event, nothing moves
        return False
    where = game.state.locate(card)
    state = card.pending
    origin = state.zone if state is not None else (where[1] if where else from_zone)
    dest_name = to_player or card.owner
    spell_done = cause.startswith("spell resolved")
    back = pending.back_in_zone(card, to, dest_name)
    placed = not back or game.profile.pending.placed_back(spell_done, to)
    if to is not Zone.BATTLE and replacement.apply(
            game, ImpendingEvent(card, to, cause, dest_name, origin, by, in_place=not placed)):
        return False
    if card.pending is not None and not placed:
        pending.release(game, card)
        return True
    locked = stays(game, card, origin, to)
    if locked:
        game.note(f"{card.name} stays: {locked}")
        if card.pending is not None:
            pending.release(game, card)
        return False
    src = take(game, card)
    from_zone = src[1] if src else from_zone
    if state is not None:  # the end of a use: from the nowhere zone, or (a spell) from no zone
        from_zone = Zone.NOWHERE if state.shown_in is Zone.NOWHERE else (None if spell_done else state.zone)
    dest = game.state.players[dest_name]
    if card.definition.type.is_hyperspatial and to not in (Zone.BATTLE, Zone.HYPERSPATIAL):
        game.note(f"{card.name} is a {card.definition.type}: it goes to the hyperspatial zone")
        to = Zone.HYPERSPATIAL
    if to is Zone.BATTLE:
        game.put_into_battle(dest.name, [card], cause, from_zone=from_zone)
        return True
    if not fits(game, dest, to):
        overflow(game, card, to, cause)
        return False
    _arrive(game, dest, card, to, cause, from_zone, landing_civs, bottom)
    return True


Source = Creature | Card


# An evolution's ``evolves_from`` is a filter (of its sources) plus these.
declare_keys(
    EVOLVES_FROM_KEYS,
    Arg("count", quantity("any"), 1, doc="how many sources (進化V: 2; up to n: at least one; any: 超無限)"),
    Arg("zone", zones("mana zone", "graveyard"),
        doc="the sources are creature cards of that zone of yours (マナ進化, 墓地進化), not creatures"),
    Arg("all of", ListOf(FILTER), doc="one source passing each filter (進化V-自分のマーフォーク1体とキマイラ1体を重ねた"
                                      "上に置く): as many sources as filters, each a different creature"),
)


def evolution_sources(game: Rules, player: str, d: CardDef) -> list[Source]:
    """What an evolution creature may go on: the player's creatures passing its ``evolves_from``
    filter, or, with ``zone: mana zone`` (マナ進化) / ``graveyard``, the creature cards of that
    zone that pass it (present cards only: a pending card is in no zone's list)."""
    want = {k: v for k, v in d.evolves_from.items() if k not in ("count", "zone", "all of")}
    who = Perspective(player)
    p = game.state.players[player]
    if "all of" in d.evolves_from:  # 進化V: one of each; none unless every filter can have its own source
        filters = list(d.evolves_from["all of"])
        pool: list[Source] = [cr for cr in p.battle
                              if evolvable(game, cr) and any(matches(game, cr, f, who) for f in filters)]
        return pool if _assignable(game, pool, filters, who) else []
    if "zone" in d.evolves_from:
        zone = ZONE_WORDS[str(d.evolves_from["zone"])]
        cards = p.cards_in(zone)
        return [c for c in cards if matches(game, c, {"creature": "type" not in want, **want}, who)]
    any_race = {k: v for k, v in want.items() if k not in RACE_KEYS}
    return [cr for cr in p.battle if evolvable(game, cr) and (
        matches(game, cr, want, who) or has_keyword(game, cr, "any evolution") and matches(game, cr, any_race, who))]


# The filter keys of a race: 「どんな種族の進化クリーチャーを、このクリーチャーの上に置いてもよい」 lifts them.
RACE_KEYS = ("race", "race category", "not race category")


def evolvable(game: Rules, element: Creature) -> bool:
    """An evolution creature goes on a creature (進化: クリーチャーの上に置く); a non-creature element
    only with シンカライズ, "as if it were a creature" (a タマシード: Q&A 41412, dmwiki シンカライズ;
    an ability, so it works in the battle zone only: a mana evolution never uses it)."""
    return element.definition.type.is_creature or has_keyword(game, element, "shinkarize")


def _assignable(game: Rules, pool: Sequence[Source], filters: Sequence[dict[str, Any]], who: Perspective) -> bool:
    """Whether each filter can have its own source from ``pool`` (a different one each)."""
    if not filters:
        return True
    return any(matches(game, s, filters[0], who)
               and _assignable(game, [x for x in pool if x is not s], filters[1:], who) for s in pool)


def sources_needed(d: CardDef) -> tuple[int, int]:
    """How many evolution sources: ``count`` n (進化V 2, 進化GV 3), ``up to n`` (at least one),
    ``any`` (超無限); ``all of``: one per filter."""
    if "all of" in d.evolves_from:
        return len(d.evolves_from["all of"]), len(d.evolves_from["all of"])
    raw = str(d.evolves_from.get("count", 1))
    if raw == "any":
        return 1, 10**6
    if raw.startswith("up to"):
        return 1, int(raw.replace("up to", "").strip())
    return int(raw), int(raw)


def choose_sources(game: Rules, player: str, d: CardDef, card: Card | None = None) -> list[Source] | None:
    """The sources the player chooses for an evolution creature (``card``, never its own
    source), top first; None if too few."""
    pool = [s for s in evolution_sources(game, player, d) if s is not card]
    least, most = sources_needed(d)
    if len(pool) < least:
        return None
    if "all of" in d.evolves_from:  # one for each filter, in order, leaving a source for the rest
        who = Perspective(player)
        filters = list(d.evolves_from["all of"])
        chosen: list[Source] = []
        for i, f in enumerate(filters):
            rest = [x for x in pool if x not in chosen]
            options = [x for x in rest if matches(game, x, f, who)
                       and _assignable(game, [y for y in rest if y is not x], filters[i + 1:], who)]
            if not options:
                return None
            chosen.append(game.decide(player, Decision.EVOLVE_ONTO, options, lambda x: x.name))
        return chosen
    return choose_several(game, player, Decision.EVOLVE_ONTO, pool, most, least)


def onto_problem(game: Rules, player: str, d: CardDef, card: Card | None,
                 onto: Source | Sequence[Source]) -> str | None:
    """Why the sources a player names for an evolution creature ``d`` are not what it may go on, or
    None: each must be one of its evolution sources (:func:`evolution_sources`), as many as it needs
    (:func:`sources_needed`), each named once, and for 進化V one for each of its conditions (801.1a:
    適正な進化元がなければ進化クリーチャーをバトルゾーンに出すことはできません). A proper source elsewhere
    does not make a wrong one right."""
    chosen = [onto] if isinstance(onto, (Creature, Card)) else list(onto)
    least, most = sources_needed(d)
    if len({id(s) for s in chosen}) != len(chosen):
        return "the same evolution source is named twice (rule 801.1a)"
    if not least <= len(chosen) <= most:
        need = str(least) if least == most else f"{least} to {most}"
        return f"{d.name} goes on {need} evolution source(s), not {len(chosen)} (rule 801.1a)"
    pool = [s for s in evolution_sources(game, player, d) if s is not card]
    wrong = next((s for s in chosen if not any(s is x for x in pool)), None)
    if wrong is not None:
        return f"{wrong.name} is not a proper evolution source of {d.name} (rule 801.1a)"
    if "all of" in d.evolves_from and not _assignable(game, chosen, list(d.evolves_from["all of"]),
                                                     Perspective(player)):
        return f"these sources do not meet each of {d.name}'s evolution conditions (rule 801.1a)"
    return None


def put_into_battle(game: Rules, player: str, cards: list[Card], cause: str, from_zone: Zone | None = None,
                    tapped: bool = False, onto: Source | Sequence[Source] | None = None) -> Creature | None:
    """Put a creature into the battle zone (top card first in ``cards``). ``onto``: the
    evolution source(s) — creatures, or cards of a zone (マナ進化); several (進化V) are stacked
    in the order given, and the new stack is tapped if any source creature was (an assumption:
    the sources don't say); an evolution creature put without them chooses them, and cannot
    be put without enough. The card is pending while it is being put (409: a summon is a use;
    since 2022-09-14 an effect's put too); a landing replacement applies to a single card
    before it moves, reading it as it was before it became pending; a spell, or an オーラ with no
    creature to go on, is put into its owner's graveyard instead (302.3: 呪文が単独でバトルゾーンに存在
    することはありません。不適正の場合、墓地に置かれます; 310.5 likewise); a full battle zone (DMPS:
    7 objects) then sends the cards to the graveyard, no event. A card that is not put goes
    back to its zone (released in place, or put there again under the profile's rule)."""
    p = game.state.players[player]
    if len(cards) == 1:
        card = cards[0]
        pending.make_pending(game, card, pending.reason_of(cause))
        where = game.state.locate(card)
        origin = card.pending.zone if card.pending is not None else (from_zone or (where[1] if where else None))
        game.checkpoint("is being summoned" if pending.reason_of(cause) == USE else "is being put", card)
        locked = stays(game, card, origin, Zone.BATTLE)
        if locked:
            game.note(f"{card.name} is not put into the battle zone: {locked}")
            _not_put(game, card)
            return None
        kept = _kept_source(game, onto)
        if kept:  # a card put under it can't leave its zone: it can't enter either (dmjudgeall, 若き大長老 アプル)
            game.note(f"{card.name} is not put into the battle zone: {kept}")
            _not_put(game, card)
            return None
        if replacement.apply(game, ImpendingEvent(card, Zone.BATTLE, cause, player, origin)):
            _not_put(game, card)
            return None
        rule = CANNOT_BE_ALONE.get(card.definition.type)
        if rule is not None and onto is None:  # a spell, an オーラ with no creature: never alone in the battle zone
            game.note(f"{card.name} cannot be in the battle zone alone ({rule}): it is put into the graveyard")
            move_card(game, card, Zone.GRAVEYARD, f"cannot be in the battle zone alone ({rule})", to_player=card.owner)
            return None
        if card.definition.type is CardType.EVOLUTION_CREATURE and onto is None:
            onto = choose_sources(game, player, card.definition, card)
            if onto is None:
                game.note(f"{card.name} has no evolution source to go on: it is not put into the battle zone")
                _not_put(game, card)
                return None
    for c in cards:
        if c.pending is not None or game.state.locate(c) is not None:
            take(game, c)
    if onto is None and not fits(game, p, Zone.BATTLE):
        for c in cards:
            overflow(game, c, Zone.BATTLE, cause)
        return None
    sources = [onto] if isinstance(onto, (Creature, Card)) else list(onto or [])
    stack = list(cards)
    for c in stack:
        c.entered_battle = game.state.turn_id
    creatures = [s for s in sources if isinstance(s, Creature)]
    for src in sources:
        if isinstance(src, Creature):
            p.battle.remove(src)
            changed()
            stack.extend(src.cards)
        else:
            take(game, src)
            src.entered_battle = game.state.turn_id
            stack.append(src)
    if creatures:
        tapped = any(src.tapped for src in creatures)
    cr = Creature(game.state.next_uid(), stack, player, game.state.next_position(), game.state.turn_id,
                  tapped=tapped, entered_by=cause)
    cr.sources = list(sources)
    p.battle.append(cr)
    changed()
    if not cr.tapped and statics.enters_tapped(game, cr):  # …はタップされた状態でバトルゾーンに出る
        cr.tapped = True
    continuous.inherit(game, creatures, cr)  # an evolution keeps the effects its sources had
    if creatures and game.state.attacking in creatures:
        game.state.attacking = cr  # an evolved attacker goes on attacking (侵略)
    choose_shield_force(game, cr)
    make_ex_life_shield(game, cr)
    seals.note_entry(game, cr)
    game.emit(Event("entered", player, card=cr.top, creature=cr, from_zone=from_zone,
                    to_zone=Zone.BATTLE, cause=cause))
    return cr


def _kept_source(game: Rules, onto: Source | Sequence[Source] | None) -> str | None:
    """Why a card of a zone among the sources (not an element of the battle zone) can't leave its zone now
    (``cannot leave``), or None: then the creature put onto it can't be put either."""
    for src in [onto] if isinstance(onto, (Creature, Card)) else list(onto or []):
        where = game.state.locate(src) if isinstance(src, Card) else None
        held = cannot_leave(game, src, where[1]) if isinstance(src, Card) and where is not None else None
        if held:
            return held
    return None


def _not_put(game: Rules, card: Card) -> None:
    """A card that was not put into the battle zone and that no replacement moved: it goes back
    to the zone it belongs to (released there, or put there again: the profile's rule)."""
    if card.pending is None:
        return
    state = card.pending
    if state.zone is None:
        pending.release(game, card)
        return
    move_card(game, card, state.zone, "not put", to_player=state.owner)


def make_ex_life_shield(game: Rules, cr: Creature) -> None:
    """EXライフ (「このクリーチャーを出す時、自分の山札の上から1枚目をシールド化する」): as the creature is
    put — a state-defining effect, before anything sees it enter (dmwiki EXライフ) — the top card of
    its controller's deck becomes a new shield, its EXライフ shield (``GameState.ex_life``)."""
    if not cr.has("ex life"):
        return
    deck = game.state.players[cr.controller].deck
    if not deck:
        game.note(f"{cr.name}: no card in the deck, so no EXライフ shield")
        return
    shield = deck[0]
    move_card(game, shield, Zone.SHIELDS, "EXライフ")
    game.state.ex_life[cr.uid] = shield


def choose_shield_force(game: Rules, cr: Creature) -> None:
    """シールド・フォース (DM-28): as the creature enters, its controller may choose one of their
    shields; the creature has its shield-force abilities (a ``shield force`` static, or abilities under
    ``if: {shield force: true}``) while that shield stays."""
    if not any((ab.kind == "static" and "shield force" in ab.static) or "shield force" in ab.condition
               for ab in game.abilities_of(cr)):
        return
    shields = game.state.players[cr.controller].shields
    pick = game.decide(cr.controller, Decision.SHIELD_FORCE, [*shields, None],
                       lambda c: "none" if c is None else f"shield {shields.index(c) + 1}")
    if pick is not None:
        game.state.shield_force[cr.uid] = pick


def remove_creature(game: Rules, creature: Creature, to: Zone, cause: str, bottom: bool = False) -> None:
    """A creature leaves the battle zone: its cards go to ``to``, top card first (``bottom``: to
    the bottom of the deck instead of the top). Its "left" event keeps its power just before it
    left (``data["power"]``: its last known information, 110.5a)."""
    p = game.state.players[creature.controller]
    if creature not in p.battle:
        return
    if cause == "destroyed" and not_destroyed.spared(game, [creature]):
        return  # 破壊されない for now (ブロック中: engine.mechanics.not_destroyed): the destruction does nothing
    if replacement.apply(game, ImpendingEvent(creature.top, to, cause, creature.controller,
                                              Zone.BATTLE, leaving=creature)):
        return  # a leave replacement (e.g. meteorburn) keeps it in the battle zone
    last_power = game.power(creature)  # its last known power, read by what refers to it later (110.5a)
    p.battle.remove(creature)
    changed()
    destroyed = cause == "destroyed"
    game.emit(Event("left", creature.controller, card=creature.top, creature=creature,
                    from_zone=Zone.BATTLE, to_zone=to, cause=cause, data={"destroyed": destroyed, "power": last_power}))
    for c in [creature.top, *creature.linked_cards, *creature.cards[1:]]:
        landing = landing_civs(creature, c) if to is Zone.MANA else None
        place_from_battle(game, c, to, cause, landing, bottom)
    auras_follow(game, creature, to, bottom)
    seals.orphaned(game, creature)


AURA_FOLLOWS = "aura follows its creature (310.8a)"
AURA_ALONE = "an aura cannot be in the battle zone alone (310.5)"
CANNOT_BE_ALONE = {CardType.SPELL: "302.3", CardType.AURA: "310.5"}  # types never alone in the battle zone


def auras_follow(game: Rules, creature: Creature, to: Zone, bottom: bool = False) -> None:
    """The オーラ attached to a creature that left the battle zone go to the zone it went to (its
    owner's), in that zone's proper state — face down as a new shield, untapped in the mana zone
    — by the rules, not by the effect that moved the creature (310.8a: not destroyed, even when
    the creature was; Q&A 32927). A zone an aura cannot be in alone (the hyperspatial zone) sends
    it to the graveyard instead, as an aura attached to nothing is (310.5, 310.4 in rule notice 31440
    of 2019-06-18; the engine's reading)."""
    auras, creature.auras = list(creature.auras), []
    dest = Zone.GRAVEYARD if to in (Zone.HYPERSPATIAL, Zone.NOWHERE, Zone.BATTLE) else to
    for aura in auras:
        place_from_battle(game, aura, dest, AURA_FOLLOWS, None, bottom)


def auras_left_alone(game: Rules, creature: Creature) -> None:
    """The last card of a creature left the battle zone on its own (a card an effect chose, 109.2a:
    only that card is affected), so the creature did not move and its オーラ do not follow it
    (310.8 is about a creature that moves; Q&A on S級宇宙 アダムスキー quoted by dmwiki's オーラ page: a
    card moved on its own does not take the オーラ along): they stay with nothing under them, and an
    オーラ cannot be in the battle zone alone, so they are put into their owners' graveyards (310.5;
    310.4 in rule notice 31440 of 2019-06-18: 不適正の場合は墓地へ置かれます)."""
    auras, creature.auras = list(creature.auras), []
    for aura in auras:
        place_from_battle(game, aura, Zone.GRAVEYARD, AURA_ALONE)


def landing_civs(creature: Creature, card: Card) -> tuple[Civ, ...]:
    """The civilizations a card has as it lands in the mana zone. A God card reverts to its card
    form before landing; a 中央G・リンク card only after (000, the God rows)."""
    d = card.definition
    if card is creature.top and d.god == "central g link" and d.battle_civilizations:
        return d.battle_civilizations
    return d.civilizations


def place_from_battle(game: Rules, card: Card, to: Zone, cause: str, landing: tuple[Civ, ...] | None = None,
                      bottom: bool = False) -> None:
    """A card of a creature goes from the battle zone to a zone of its owner (replacements first,
    then a full zone overflows)."""
    owner = game.state.players[card.owner]
    if card.definition.type.is_hyperspatial and to is not Zone.HYPERSPATIAL:
        to = Zone.HYPERSPATIAL
    if replacement.apply(game, ImpendingEvent(card, to, cause, owner.name, Zone.BATTLE)):
        return
    if not fits(game, owner, to):
        overflow(game, card, to, cause)
        return
    _arrive(game, owner, card, to, cause, Zone.BATTLE, landing, bottom)


def draw(game: Rules, player: str, n: int = 1) -> int:
    """Draw n cards one at a time. A draw with a full hand is no draw (DMPS): the card goes to
    the graveyard and no "drew" event happens. Returns the cards drawn."""
    p = game.state.players[player]
    drawn = 0
    for _ in range(n):
        if not p.deck:
            game.note(f"player {player} cannot draw: the deck is empty")
            break
        card = p.deck[0]
        if not fits(game, p, Zone.HAND):
            p.deck.pop(0)
            overflow(game, card, Zone.HAND, "draw")
            continue
        p.deck.pop(0)
        p.hand.append(card)
        drawn += 1
        game.emit(Event("drew", player, card=card, from_zone=Zone.DECK, to_zone=Zone.HAND, cause="draw"))
    return drawn
