"""Playing cards: charging mana, summoning a creature, casting a spell, using a card for free.

Whether a play is allowed is asked first (:func:`charge_problem`, :func:`summon_problem`,
:func:`cast_problem`); a play the rules forbid is refused (:meth:`engine.kernel.rules.Rules.refuse`),
which records it.

Using a card (使う, 004 保留状態 / 409, 601) goes: the player declares it — from the hand, or
from a zone an ability lets it be used from (``may use from``: マナ召喚, 墓地召喚, マナ爆誕) —
and its use conditions and cost modifiers are evaluated with the card still in its zone
(G・G・G: 004, カードの使用条件を変更する効果…は…保留状態になる前に適用する); then it becomes pending
and its cost is paid while it is pending (a card used from the mana zone may tap itself,
601.1c) — before 2022-09-14 the cost was paid, then it went to the nowhere zone; then a spell
resolves (its checkpoint first: the state-based check sees the board with the spell pending,
004 例1) and goes to the graveyard, and a creature is put into the battle zone
(:func:`engine.mechanics.zones.put_into_battle`). A copy (smash burst) is used the same way and then
ceases to exist.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from engine.kernel.registry import Context, check
from engine.kernel.rules import Rules
from engine.mechanics import abilities, abyss_rush, costs, pending, seals, turn_steps
from engine.mechanics.filters import Perspective, cost_of, matches
from engine.mechanics.kinds import bit, having
from engine.mechanics.resolution import run_ability
from engine.mechanics.triggers import tapped as note_tap
from engine.mechanics.zones import Source, choose_sources, evolution_sources, onto_problem, sources_needed, unputtable
from engine.model.cards import Ability, CardDef, CardType, Civ
from engine.model.decisions import Decision
from engine.model.errors import IllegalActionError, TriggerLoopError
from engine.model.events import Event
from engine.model.objects import USE, Card, Creature, Player, Zone
from engine.model.view import choose_several


def charge_problem(game: Rules, player: str, card: Card) -> str | None:
    """Why ``player`` can't charge ``card`` now, or None when they can."""
    p = game.state.players[player]
    if card not in p.hand:
        return f"{card.name} is not in player {player}'s hand"
    if player != game.state.turn_player:
        return f"it is not player {player}'s turn: only the turn player charges mana"
    if p.charged_this_turn:
        return f"player {player} has already charged mana this turn"
    return turn_steps.step_problem(game, turn_steps.CHARGE)


def charge(game: Rules, player: str, card: Card) -> None:
    p = game.state.players[player]
    why = charge_problem(game, player, card)
    if why:
        game.refuse(why)
    p.charged_this_turn = True
    turn_steps.enter_for(game, turn_steps.CHARGE, f"player {player}'s mana charge")
    game.move_card(card, Zone.MANA, "charge")
    game.settle()


# ------------------------------------------------------------ where a card may be used from
_MAY_USE_FROM = bit("may use from")
_HAND = Zone.HAND


def permission(game: Rules, player: str, card: Card) -> dict[str, Any] | None:
    """What lets ``player`` use ``card`` where it is: ``{}`` for the hand; else the spec of a
    ``may use from: {zone, cards: this | yours, filter, free, during}`` static ability — the card's
    own (虹速 ザ・ヴェルデ, 陰陽の舞's マナ爆誕0) or one of the player's creatures' for their cards
    (不死帝 ブルース; 地封龍 ギャイア, ``during: your turn``) — whose zone is the card's; None when
    nothing does."""
    return _permission(game, player, card, game.state.locate(card))


def _permission(game: Rules, player: str, card: Card, where: tuple[Player, Zone] | None) -> dict[str, Any] | None:
    """:func:`permission`, the card located (``where``: ``state.locate(card)``)."""
    if where is None or where[0].name != player:
        return None
    zone = where[1]
    if zone is Zone.HAND:
        return {}
    for ab in card.definition.abilities:
        spec = ab.static.get("may use from") if ab.kind == "static" else None
        if spec and spec.get("cards", "this") == "this" and str(spec.get("zone")) == zone.value:
            return dict(spec)
    who = Perspective(player)
    for cr in having(game, _MAY_USE_FROM, game.state.players[player].battle):
        for ab in game.abilities_of(cr):
            spec = ab.static.get("may use from") if ab.kind == "static" else None
            if spec and spec.get("cards") == "yours" and str(spec.get("zone")) == zone.value \
                    and (spec.get("during") != "your turn" or game.state.turn_player == player) \
                    and matches(game, card, dict(spec.get("filter") or {}), who):
                return dict(spec)
    return None


def cost_to_pay(game: Rules, player: str, card: Card, allowed: dict[str, Any]) -> int:
    """The cost fixed at declaration, the card still in its zone (004): nothing with a ``free``
    permission; else its cost with the increases and reductions that reach it now
    (:func:`engine.mechanics.costs.cost_of_use`: G・G・G, G・ゼロ, the battle zone's cost statics)."""
    if allowed.get("free"):
        return 0
    return costs.cost_of_use(game, player, card)


def _hyper_energy_pool(game: Rules, player: str, card: Card) -> list[Creature]:
    """The creatures ハイパーエナジー may tap as ``card`` is summoned: the player's untapped creatures
    (its own cost is no bar: Q&A of 2024-09-20); none if the card has no ハイパーエナジー."""
    if "hyper energy" not in card.definition.keywords:
        return []
    return [cr for cr in game.state.players[player].battle if cr.definition.type.is_creature and not cr.tapped]


def _hyper_energy_reduced(cost: int, tapped: int) -> int:
    """The summon cost less 2 for each creature tapped, never 0 or less (ハイパーエナジー: ただし、コストは
    0以下にはならない); a cost already 0 (free) stays so."""
    return cost if cost <= 0 or not tapped else max(1, cost - 2 * tapped)


def tap_for_hyper_energy(game: Rules, player: str, card: Card) -> int:
    """ハイパーエナジー (dmwiki; 公式Q&A 2024-09-20): as the creature is summoned, its player may tap any
    number of their creatures whose costs all differ, chosen one at a time ("stop" offered last);
    returns how many were tapped, each making the summon cost 2 less."""
    pool = _hyper_energy_pool(game, player, card)
    tapped: list[Creature] = []
    while pool:
        options: list[Creature | None] = [*pool, None]
        pick = game.decide(player, Decision.HYPER_ENERGY, options, lambda c: "stop" if c is None else c.name)
        if pick is None:
            break
        pick.tapped = True
        tapped.append(pick)
        game.note(f"{pick.name} is tapped for ハイパーエナジー")
        note_tap(game, pick, "ハイパーエナジー")
        pool = [cr for cr in pool if cr is not pick and cr.definition.cost != pick.definition.cost]
    return len(tapped)


def _where_from(game: Rules, player: str, card: Card, where: tuple[Player, Zone] | None,
                action: str) -> tuple[dict[str, Any] | None, str | None]:
    """What lets ``player`` use ``card`` from where it is, or why they cannot: it is not theirs to
    use there, it is not their turn, or the turn is past the step of ``action`` (engine.mechanics.turn_steps)."""
    allowed = _permission(game, player, card, where)
    if allowed is None:
        return None, f"{card.name} is not in player {player}'s hand"
    if player != game.state.turn_player:
        return None, f"it is not player {player}'s turn"
    late = turn_steps.step_problem(game, action)
    if late:
        return None, late
    return allowed, None


def play_lock(game: Rules, player: str, card: Card, lock: str) -> str | None:
    """Why a static ``cannot summon`` / ``cannot cast: {player, except}`` of a creature in the battle
    zone forbids ``player`` to summon / cast ``card`` (every use, paid or free), or None: the lock
    holds while its ``if:`` does (お騒がせチューザ: while it is tapped), for the players it names (any:
    both) and spares the cards passing ``except``
    (聖霊王アルファディオス: 誰も、光以外のクリーチャーを召喚したり、光以外の呪文を唱えることはできない)."""
    for cr in having(game, bit(lock)):  # the elements that may have one (engine.mechanics.kinds)
        for ab in game.abilities_of(cr):
            spec = ab.static.get(lock) if ab.kind == "static" else None
            if spec is None or not check(Context(game, cr.controller, cr.top, cr), ab.condition):
                continue
            whose = str(spec.get("player", "any"))
            if whose != "any" and (player == cr.controller) != (whose == "you"):
                continue
            if not _limit_reached(game, player, spec):
                continue
            spared = spec.get("except") is not None and matches(game, card, dict(spec["except"]),
                                                                Perspective(cr.controller, cr.top, cr))
            if not spared:
                return f"{cr.name} forbids it ({lock})"
    return None


def _limit_reached(game: Rules, player: str, spec: dict[str, Any]) -> bool:
    """A lock with a count (``after: n``, ``in their turn``) holds once ``player`` has cast n spells this
    turn, in their own turn if it says so (ジョギラゴン&ジョニー ~Jの旅路~: 「相手は、自身の各ターンに1枚しか
    呪文を唱えられない。」: each cast is checked as it is made, a declared shield trigger too — dmjudgeall on
    the card); a lock without them always holds."""
    if spec.get("in their turn") and game.state.turn_player != player:
        return False
    if "after" not in spec:
        return True
    cast = sum(1 for e in game.state.events if e.kind == "cast" and e.player == player
               and e.data.get("turn", game.state.turn_id) == game.state.turn_id)
    return cast >= int(spec["after"])


def summon_problem(game: Rules, player: str, card: Card, in_hand: bool = False) -> str | None:
    """Why ``player`` cannot summon ``card`` now, or None. ``in_hand``: the caller took the card from
    the player's hand (the legal plays), so it is there (``state.locate`` would say so)."""
    p = game.state.players[player]
    d = card.definition
    where = (p, _HAND) if in_hand else game.state.locate(card)
    allowed, why = _where_from(game, player, card, where, turn_steps.SUMMON)
    if allowed is None:
        return why
    if not d.type.is_creature:
        return f"{card.name} is not a creature"
    locked_out = play_lock(game, player, card, "cannot summon")
    if locked_out:
        return locked_out
    if d.has("summon only after a spell") and not any(
            e.kind == "cast" and e.player == player and e.data.get("turn") == game.state.turn_id
            for e in game.state.events):
        return f"{card.name} can be summoned only in a turn its summoner cast a spell"
    need, _ = sources_needed(d)
    if d.type is CardType.EVOLUTION_CREATURE and len(evolution_sources(game, player, d)) < need:
        return (f"{card.name} needs an evolution source in the battle zone" if need == 1 else
                f"{card.name} needs {need} evolution sources in the battle zone")
    locked = unputtable(game, card, where[1] if where else None)
    if locked and not game.profile.pending.unputtable_summons:
        return f"{card.name} cannot be put into the battle zone ({locked}), so it cannot be summoned"
    # an evolution onto creatures of the battle zone adds no object there; one from another zone (マナ進化) does
    onto_battle = d.type is CardType.EVOLUTION_CREATURE and d.evolves_from.get("zone", "battle zone") == "battle zone"
    full = game.profile.limits.summon_problem(len(p.battle) + len(p.sealed), onto_battle)
    if full:
        return full
    cost = cost_to_pay(game, player, card, allowed)
    cost = _hyper_energy_reduced(cost, len({cr.definition.cost for cr in _hyper_energy_pool(game, player, card)}))
    return game.profile.mana.payment_problem(game, p, d, cost) if cost else None


def use_problem(game: Rules, player: str, card: Card) -> str | None:
    """Why ``player`` cannot use the タマシード ``card`` from its hand now (315: the turn player uses
    a タマシード from the hand, paying its cost; it is put into the battle zone), or None."""
    p = game.state.players[player]
    where = game.state.locate(card)
    allowed, why = _where_from(game, player, card, where, turn_steps.USE_TAMASEED)
    if allowed is None:
        return why
    if card.definition.type is not CardType.TAMASEED:
        return f"{card.name} is not a タマシード"
    locked = unputtable(game, card, where[1] if where else None)
    if locked:
        return f"{card.name} cannot be put into the battle zone ({locked}), so it cannot be used"
    full = game.profile.limits.summon_problem(len(p.battle), False)
    if full:
        return full
    cost = cost_to_pay(game, player, card, allowed)
    return game.profile.mana.payment_problem(game, p, card.definition, cost) if cost else None


def use_tamaseed(game: Rules, player: str, card: Card, paying: Sequence[Card] | None = None) -> Creature | None:
    """Use a タマシード (315, rule notice 31650 of 2022-04-08): the turn player pays its cost and it
    is put into the battle zone, an element that is no creature (a use, not a summon)."""
    why = use_problem(game, player, card)
    if why:
        game.refuse(f"player {player} cannot use {card.name}: {why}")
    where = game.state.locate(card)
    origin = where[1] if where else Zone.HAND
    cost = cost_to_pay(game, player, card, permission(game, player, card) or {})
    _become_pending_and_pay(game, player, card, cost, paying, "use")
    turn_steps.enter_for(game, turn_steps.USE_TAMASEED, f"the use of {card.name}")
    element = game.put_into_battle(player, [card], "use", from_zone=origin)
    game.settle()
    return element


def mugen_climb(game: Rules, player: str, card: Card) -> dict[str, Any] | None:
    """The <ムゲンクライム> the card has where it is (its own, or one that a creature of its owner
    gives to the creatures of the graveyard), or None."""
    for ab in card.definition.abilities:
        spec = ab.static.get("mugen climb") if ab.kind == "static" else None
        if spec:
            return dict(spec)
    where = game.state.locate(card)
    if where is not None and where[1] is Zone.GRAVEYARD and card.definition.type.is_creature:
        for cr in having(game, bit("graveyard creatures have mugen climb"), game.state.players[player].battle):
            for ab in game.abilities_of(cr):
                spec = ab.static.get("graveyard creatures have mugen climb") if ab.kind == "static" else None
                if spec:
                    return dict(spec)
    return None


def _mugen_payment(card: Card, spec: dict[str, Any]) -> CardDef:
    """What the mana of a ムゲンクライム pays for: its number, of its own civilization (not the
    creature's: Q&A of 2022-07-22, ∞大龍 ゲンムエンペラー)."""
    return replace(card.definition, civilizations=(Civ(str(spec["civilization"])),))


def mugen_climb_problem(game: Rules, player: str, card: Card) -> str | None:
    """Why ``player`` cannot summon ``card`` by <ムゲンクライム> now, or None. The summon must be
    possible before anything is paid: a creature that cannot be summoned makes the ability
    unusable (nothing is tapped, nothing paid; Q&A of 2020-09-11)."""
    p = game.state.players[player]
    spec = mugen_climb(game, player, card)
    if spec is None:
        return f"{card.name} has no ムゲンクライム"
    where = game.state.locate(card)
    if where is None or where[0].name != player or where[1] not in (Zone.HAND, Zone.GRAVEYARD):
        return f"{card.name} is not in player {player}'s hand or graveyard"
    if player != game.state.turn_player:
        return f"it is not player {player}'s turn"
    late = turn_steps.step_problem(game, turn_steps.SUMMON)
    if late:
        return late
    if not card.definition.type.is_creature:
        return f"{card.name} is not a creature"
    locked_out = play_lock(game, player, card, "cannot summon")
    if locked_out:
        return locked_out
    locked = unputtable(game, card, where[1])
    if locked:
        return f"{card.name} cannot be put into the battle zone ({locked}), so it cannot be summoned"
    full = game.profile.limits.summon_problem(len(p.battle), False)
    if full:
        return full
    n = int(spec["n"])
    if len([cr for cr in p.battle if cr.definition.type.is_creature and not cr.tapped]) < n:
        return f"ムゲンクライム {n} needs {n} untapped creatures of player {player}'s to tap"
    mana = costs.mugen_climb_mana(game, player, card, n)
    return game.profile.mana.payment_problem(game, p, _mugen_payment(card, spec), mana)


def summon_by_mugen_climb(game: Rules, player: str, card: Card) -> Creature | None:
    """<ムゲンクライム>n (dmwiki ムゲンクライム; Q&A of 2020-09-11): tap n of your untapped creatures
    (chosen) and pay n of its civilization to summon the creature from your hand or graveyard — an
    alternative cost, so a paid summon (not "without paying its cost"); the mana part takes the other
    cards' cost reductions (:func:`engine.mechanics.costs.mugen_climb_mana`)."""
    why = mugen_climb_problem(game, player, card)
    if why:
        game.refuse(f"player {player} cannot summon {card.name} by ムゲンクライム: {why}")
    spec = mugen_climb(game, player, card) or {}
    turn_steps.enter_for(game, turn_steps.SUMMON, f"the summon of {card.name}")
    n = int(spec["n"])
    where = game.state.locate(card)
    origin = where[1] if where else Zone.HAND
    untapped = [cr for cr in game.state.players[player].battle if cr.definition.type.is_creature and not cr.tapped]
    for cr in choose_several(game, player, Decision.TAP_FOR_COST, untapped, n, least=n):
        cr.tapped = True
        game.emit(Event("tapped", player, card=cr.top, creature=cr, cause="ムゲンクライム"))
    mana = costs.mugen_climb_mana(game, player, card, n)
    costs.use_next_summon_reductions(game, player)
    pending.make_pending(game, card, USE)
    game.profile.mana.pay(game, game.state.players[player], _mugen_payment(card, spec), mana, None, own=card)
    seals.note_summon(game, player, card)  # a summon from the graveyard too (dmjudgeall, FORBIDDEN STAR)
    element = game.put_into_battle(player, [card], "summon", from_zone=origin)
    game.settle()
    return element


def cast_problem(game: Rules, player: str, card: Card, in_hand: bool = False) -> str | None:
    """Why ``player`` cannot cast ``card`` now, or None (``in_hand``: as for :func:`summon_problem`)."""
    p = game.state.players[player]
    allowed, why = _where_from(game, player, card, (p, _HAND) if in_hand else game.state.locate(card),
                               turn_steps.CAST)
    if allowed is None:
        return why
    if card.definition.type is not CardType.SPELL:
        return f"{card.name} is not a spell"
    locked_out = play_lock(game, player, card, "cannot cast")
    if locked_out:
        return locked_out
    cost = cost_to_pay(game, player, card, allowed)
    return game.profile.mana.payment_problem(game, p, card.definition, cost) if cost else None


def _become_pending_and_pay(game: Rules, player: str, card: Card, cost: int, paying: Sequence[Card] | None,
                            verb: str, prefer: Sequence[Card] = ()) -> None:
    """Steps 3 and 4 of a use: the card becomes pending and its fixed cost is paid while it is
    (409); before 2022-09-14 the cost was paid first. A payment that fails undoes the use.
    ``prefer``: mana cards to tap if the payment can (フォートE); a card with フォートE remembers the
    races of the mana cards its summon tapped."""
    untapped = [c for c in game.state.players[player].mana if not c.tapped]

    def pay() -> None:
        if not cost:
            return
        try:
            game.profile.mana.pay(game, game.state.players[player], card.definition, cost, paying, own=card,
                                  prefer=prefer)
        except IllegalActionError as exc:
            if card.pending is not None:
                pending.release(game, card)
            game.refuse(f"player {player} cannot {verb} {card.name}: {exc}")

    if game.profile.pending.pays_first:
        pay()
        pending.make_pending(game, card, USE)
    else:
        pending.make_pending(game, card, USE)
        pay()
    if fort_e_specs(card.definition):  # remembered for this use (a new use forgets it)
        races = sorted({r for c in untapped if c.tapped for r in c.definition.races})
        card.memory = {**card.memory, FORT_E: tuple(races)}


def summon(game: Rules, player: str, card: Card, paying: Sequence[Card] | None = None,
           onto: Source | Sequence[Source] | None = None) -> Creature | None:
    why = summon_problem(game, player, card)
    if why:
        game.refuse(f"player {player} cannot summon {card.name}: {why}")
    d = card.definition
    evolving = d.type is CardType.EVOLUTION_CREATURE or d.has("neo evolution")  # NEO進化: onto a creature, or not
    wrong = onto_problem(game, player, d, card, onto) if onto is not None and evolving else None
    if wrong:
        game.refuse(f"player {player} cannot summon {card.name} onto what was named: {wrong}")
    where = game.state.locate(card)
    origin = where[1] if where else Zone.HAND
    allowed = permission(game, player, card) or {}
    cost = cost_to_pay(game, player, card, allowed)
    costs.use_next_summon_reductions(game, player)
    if cost:
        cost = _hyper_energy_reduced(cost, tap_for_hyper_energy(game, player, card))
    prefer = offer_fort_e(game, player, card) if cost and paying is None else []
    _become_pending_and_pay(game, player, card, cost, paying, "summon", prefer)
    turn_steps.enter_for(game, turn_steps.SUMMON, f"the summon of {card.name}")
    seals.note_summon(game, player, card)  # FORBIDDEN STAR: a seal comes off as it is summoned
    offer_o_drive(game, player, card)
    if d.type is CardType.EVOLUTION_CREATURE and onto is None:
        onto = choose_sources(game, player, d, card)  # 進化V / GV: 2 / 3 sources (003); マナ進化: from the mana zone
    cr = game.put_into_battle(player, [card], "summon", from_zone=origin, onto=onto)
    if allowed.get("abyss rush") and cr is not None:
        abyss_rush.follow(game, cr)
    game.settle()
    return cr


def cast(game: Rules, player: str, card: Card, free: bool = False) -> None:
    cost = 0
    if not free:
        why = cast_problem(game, player, card)
        if why:
            game.refuse(f"player {player} cannot cast {card.name}: {why}")
        cost = cost_to_pay(game, player, card, permission(game, player, card) or {})
    elif play_lock(game, player, card, "cannot cast"):
        game.refuse(f"player {player} cannot cast {card.name}: {play_lock(game, player, card, 'cannot cast')}")
    _become_pending_and_pay(game, player, card, cost, None, "cast")
    if not free:
        turn_steps.enter_for(game, turn_steps.CAST, f"the cast of {card.name}")
        offer_o_drive(game, player, card)
    resolve_spell(game, player, card)
    game.settle()


O_DRIVE = "o drive"


def o_drive_parts(d: CardDef) -> list[list[Civ]]:
    """The extra mana cards the card's O・ドライブ taps (its abilities' ``if: {o drive: ...}``), one
    civilization per card, in parts its user pays each or not: one part (「水のカードをさらに2枚」, 「光1枚と闇1枚」),
    or one per civilization its abilities name (「光1枚または闇2枚またはその両方」: its lines 「光:…」, 「闇:…」);
    empty: it has none."""
    parts: list[list[Civ]] = []
    for ab in d.abilities:
        spec = ab.condition.get(O_DRIVE)
        if spec:
            listed = spec if isinstance(spec, list) else [spec]
            part = [Civ(str(p["civilization"])) for p in listed for _ in range(int(p["n"]))]
            if part not in parts:
                parts.append(part)
    return parts


def o_drive_paid(card: Card, spec: Any) -> bool:
    """Whether the O・ドライブ part ``spec`` names (its civilizations) was paid for the card's current use."""
    paid = card.memory.get(O_DRIVE)
    if not isinstance(paid, tuple):
        return False
    listed = spec if isinstance(spec, list) else [spec]
    return all(Civ(str(p["civilization"])) in paid for p in listed if isinstance(p, dict))


def offer_o_drive(game: Rules, player: str, card: Card) -> None:
    """O・ドライブ「このクリーチャーを召喚する時、自分のマナゾーンで水のカードをさらに２枚タップしてもよい。そうした
    場合、次の能力を得る」 (DM-24; its printed reminder text): as its cost is paid, its user may tap more mana cards
    of the civilizations it names; the card remembers, for this use, the civilizations of the parts paid (condition
    ``o drive``). A card whose O・ドライブ names parts (「光1枚または闇2枚またはその両方」, DM-25) offers each part in
    turn. Offered only where those cards are there untapped (the profile's mana policy)."""
    paid: tuple[Civ, ...] = ()
    p, mana = game.state.players[player], game.profile.mana
    for needs in o_drive_parts(card.definition):
        if not mana.can_tap_more(game, p, needs):
            game.note(f"the O・ドライブ of {card.name} can't be paid: not enough untapped mana cards")
            continue
        if game.decide(player, Decision.USE_OPTIONAL, ["use", "skip"], lambda o: f"{o} {card.name}") == "skip":
            continue
        mana.tap_more(game, p, needs)
        paid += tuple(needs)
    if paid:
        card.memory = {**card.memory, O_DRIVE: paid}


FORT_E = "fort e"


def fort_e_specs(d: CardDef) -> list[Any]:
    """The races its フォートE abilities name (``if: {fort e: race | {race category: ...}}``), in text order."""
    return [ab.condition[FORT_E] for ab in d.abilities if FORT_E in ab.condition]


def fort_e_met(spec: Any, races: Sequence[str]) -> bool:
    """Whether a mana card of these races is what a フォートE names: the race, or a race whose name
    holds the category (「種族にドラゴンとあるクリーチャー」)."""
    if isinstance(spec, dict):
        return any(str(spec["race category"]) in r for r in races)
    return str(spec) in races


def offer_fort_e(game: Rules, player: str, card: Card) -> list[Card]:
    """フォートE「このクリーチャーをバトルゾーンに出した時、デスパペットを自分のマナゾーンでタップしてこのクリーチャーを
    召喚していた場合、このクリーチャーは次の能力を得る」 (DM-20; its printed reminder text): as the cost is paid,
    for each race its フォートE names, its summoner may choose an untapped mana card of that race to tap
    among the cards paying it (a player's choice of which mana to tap). The cards chosen; where the
    payment cannot take one, its ability does not apply (the races recorded are of the cards tapped).
    Not offered where nothing is tapped (DMPS: read as O・ドライブ, no DMPS version of it in the sources)."""
    p, mana = game.state.players[player], game.profile.mana
    if not mana.can_tap_more(game, p, []):
        return []
    chosen: list[Card] = []
    seen: list[Any] = []
    for wanted in fort_e_specs(card.definition):
        if wanted in seen:
            continue
        seen.append(wanted)
        options = [c for c in p.mana if not c.tapped and c not in chosen and fort_e_met(wanted, c.definition.races)]
        if not options or any(fort_e_met(wanted, c.definition.races) for c in chosen):
            continue
        if game.decide(player, Decision.USE_OPTIONAL, ["use", "skip"], ("{} " + card.name).format) == "skip":
            continue
        chosen.append(game.decide(player, Decision.TAP_MANA, options, lambda c: f"tap {c.name}"))
    return chosen


def spell_abilities(d: CardDef) -> tuple[Ability, ...]:
    """What a spell does: its ``when: this cast`` abilities, in text order."""
    return tuple(ab for ab in d.abilities if ab.kind == "triggered" and ab.trigger is not None
                 and ab.trigger.event == "this cast")


def run_spell(game: Rules, player: str, card: Card) -> None:
    """The spell's effects, one effect in text order (a later step refers to what an earlier one
    did), each ability only if its ``if:`` holds as the spell resolves; a spell that says
    「次のうちいずれか１つを選ぶ」 has its caster choose the mode as it resolves (a spell never waits,
    so its mode is chosen then under every profile)."""
    ignoring = abilities.spell_ignored(game, cost_of(card), player)
    if ignoring is not None:  # its effects do nothing (engine.mechanics.abilities)
        game.note(f"{ignoring} ignores the effects of {card.name}")
        return
    ctx = Context(game, player, card)
    for ab in spell_abilities(card.definition.spell_side or card.definition):  # a twinpact: its spell side
        if not check(ctx, ab.condition):  # 「…あれば、…」: that part of the spell does nothing
            game.note(f"{card.name}: {ab.name}: its condition is not met, it does nothing")
            continue
        if ab.optional and not _asks_itself(ab.effects) and game.decide(
                player, Decision.USE_OPTIONAL, ["use", "skip"], lambda o: f"{o} {card.name}") == "skip":
            continue
        run_ability(ctx, ab)


def _asks_itself(value: object) -> bool:
    """Whether a step of these effects has its own "may" (``may: true``), asked as it runs: the
    ability's "may" is that question, not another one."""
    if isinstance(value, dict):
        return value.get("may") is True or any(_asks_itself(v) for v in value.values())
    if isinstance(value, (list, tuple)):
        return any(_asks_itself(v) for v in value)
    args = getattr(value, "args", None)
    return _asks_itself(args) if args is not None else False


# A pending card used again within its own use (004: 英知の防壁 cast back and forth) more often than
# this is a loop the players' answers never stop: reported as a loop, not run until Python's stack ends.
REUSE_BOUND = 12


def resolve_spell(game: Rules, player: str, card: Card, bottom_of_deck: bool = False,
                  from_zone: Zone | None = None, use: str = "cast") -> None:
    """The spell is cast (an event) and pending meanwhile; the state-based check sees the board
    with it pending (004 例1: 紅神龍オグリストヴァル dies before the draws); it does what it
    says; then it goes to the graveyard (a replacement may say elsewhere; back in the graveyard
    it came from it is not put there, 409.2a) — a copy ceases to exist. ``bottom_of_deck``: the
    effect that cast it puts it on the bottom of its owner's deck instead (魔導管理室 カリヤドネ).
    ``from_zone``: where it counts as cast from when it is in no zone (a declared DMPS shield
    trigger counts as used from the hand, 000). ``use``: how it is used (cast, shield trigger, cast for
    free), which the cast event records."""
    pending.make_pending(game, card, USE)
    state = card.pending
    origin = state.zone if state is not None and state.zone is not None else from_zone
    if state is not None:
        state.uses += 1  # a pending card may be used again while it is pending (004)
        if state.uses > REUSE_BOUND:
            raise TriggerLoopError(
                f"{card.name} was used again while pending {REUSE_BOUND} times within its first use: a loop "
                "the players could stop (dmwiki 無限ループ, 選択肢のあるループ: each player stops when they "
                "choose); the scripted answers never stop it — script one player's 'will not use'")
    game.emit(Event("cast", player, card=card, from_zone=origin, cause="cast", data={"use": use}))
    game.checkpoint("resolves", card)
    game.state_based_actions()
    run_spell(game, player, card)
    if state is not None:
        state.uses -= 1
        if state.uses > 0:
            return  # the outermost use puts it where it goes
        if card.pending is None and game.state.locate(card) is not None:
            return  # its own instruction moved it (レイド・エントリー: shuffled into the deck): it stays there
    if bottom_of_deck:
        game.move_card(card, Zone.DECK, "spell resolved, instead of the graveyard", bottom=True)
    else:
        game.move_card(card, Zone.GRAVEYARD, "spell resolved")


def use_for_free(game: Rules, player: str, card: Card, cause: str, bottom_of_deck: bool = False,
                 from_zone: Zone | None = None, as_spell: bool = False) -> None:
    """Use a card without paying its cost (shield trigger and similar): a use, so it is pending.
    ``from_zone``: where it counts as used from when it is in no zone (a declared DMPS shield
    trigger: the hand, 000). A lock on summoning or casting (:func:`play_lock`) forbids a free use
    too: the card is not used (one out of every zone, a declared DMPS shield trigger, goes to the
    hand as a broken shield that is not used does). ``as_spell``: a twinpact card cast as its
    spell side (808: a twinpact is used as one of its sides)."""
    spell = as_spell or card.definition.type is CardType.SPELL
    lock = play_lock(game, player, card, "cannot cast" if spell else "cannot summon")
    if lock:
        game.note(f"{card.name} is not used: {lock}")
        if game.state.locate(card) is None and card.pending is None:
            game.move_card(card, Zone.HAND, "shield trigger", from_zone=Zone.SHIELDS)
        return
    if spell:
        resolve_spell(game, player, card, bottom_of_deck, from_zone, use=cause)
    elif card.definition.type.is_creature or card.definition.type is CardType.TAMASEED:
        where = game.state.locate(card)  # a タマシード is used too (315), put as no creature (メクレイド)
        pending.make_pending(game, card, USE)
        game.put_into_battle(player, [card], cause, from_zone=where[1] if where else from_zone)
