"""Attacks: declaring an attack, blocks, battles, breaking shields, shield triggers.

The game's ``attack``, ``battle``, ``break_shields`` and ``blocker_options`` are these
functions.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine import replacement
from engine.decisions import Decision
from engine.declarations import declare_shield_backs, use_shield_backs
from engine.events import Event
from engine.filters import has_keyword, unchoosable
from engine.impending import ImpendingEvent
from engine.ops.registry import Context, check
from engine.outcome import Outcome, Termination
from engine.rules import Rules
from engine.state import Card, Creature, Zone, other
from engine.trace import Declared, TriggerBarred


def attack(game: Rules, attacker: Creature, target: Creature | str) -> None:
    """``target`` is the defending player's name or one of their creatures. What an effect said
    to do "after the attack" (その攻撃の後) happens once the attack is over, however it ended."""
    _attack(game, attacker, target)
    while game.after_attack and not game.game_over:
        game.after_attack.pop(0)()
        game.settle()


def _attack(game: Rules, attacker: Creature, target: Creature | str) -> None:
    player = attacker.controller
    defender = other(player)
    tname = target if isinstance(target, str) else target.name
    if player != game.turn_player:
        game.refuse(f"it is not player {player}'s turn: only the turn player attacks")
    if attacker.tapped:
        game.refuse(f"{attacker.name} is tapped and cannot attack")
    mach = mach_fighting(game, attacker, target)
    if game.summoning_sick(attacker) and not mach:
        game.refuse(f"{attacker.name} has summoning sickness and cannot attack this turn")
    if attacker.has("cannot attack"):
        game.refuse(f"{attacker.name} cannot attack")
    if isinstance(target, str):
        if attacker.has("cannot attack players"):
            game.refuse(f"{attacker.name} cannot attack players")
    else:
        if target.controller != defender:
            game.refuse(f"{target.name} is not an opponent's creature")
        if not target.tapped and not mach:
            game.refuse(f"{target.name} is untapped: only tapped creatures can be attacked")
    attacker.tapped = True
    game.attacking = attacker
    game.emit(Event("attacked", player, card=attacker.top, creature=attacker,
                    data={"target": tname, "detail": f"-> {tname}"}))
    game.settle()
    attacker = game.attacking or attacker  # an invader or a revolution change goes on attacking
    if game.game_over or attacker not in game.players[player].battle:
        return
    # Each block changes the attack target; the profile says how many times one attack may
    # be redirected (000 最新のものとは異なる裁定: DMPS once; TCG latest ruling: again and again).
    blocker: Creature | None = None
    redirects = 0
    while game.profile.redirection.allows(redirects):
        options = block_options(game, attacker, blocker, None if isinstance(target, str) else target)
        choice = game.decide(defender, Decision.BLOCK, options,
                             lambda c: "no block" if c is None else c.name) if options else None
        if choice is None:
            break
        blocker, redirects = choice, redirects + 1
        blocker.tapped = True
        game.emit(Event("blocked", defender, card=blocker.top, creature=blocker,
                        data={"detail": f"blocks {attacker.name}"}))
        game.settle()
        if game.game_over or attacker not in game.players[player].battle:
            return
    if blocker is not None:
        battle(game, attacker, blocker)
    elif isinstance(target, Creature):
        battle(game, attacker, target)
    else:
        game.emit(Event("unblocked", player, card=attacker.top, creature=attacker,
                        data={"target": defender, "detail": f"-> player {defender}, not blocked"}))
        game.settle()
        if game.game_over or attacker not in game.players[player].battle:
            return
        attack_player(game, attacker, defender)
    game.settle()


def mach_fighting(game: Rules, attacker: Creature, target: Creature | str) -> bool:
    """マッハファイター: the turn it entered, the creature may attack a creature, tapped or untapped."""
    return not isinstance(target, str) and attacker.has("mach fighter") and attacker.entered_turn == game.turn_id


def block_options(game: Rules, attacker: Creature, blocked_by: Creature | None,
                  attacked: Creature | None = None) -> list[Creature | None]:
    """What the defender may answer to "block?": ``None`` (no block) unless the attacker must
    be blocked if able, then each untapped blocker. ``blocked_by``: the creature already
    blocking this attack (another block changes the target again, 000: TCG latest ruling).
    ``attacked``: the creature under attack, which cannot block that attack (507.1a; ruling
    notice 31636, 2021-09-07)."""
    blockers = [b for b in game.blocker_options(attacker) if b is not blocked_by and b is not attacked]
    if not blockers:
        return []
    return list(blockers) if has_keyword(game, attacker, "must be blocked") else [None, *blockers]


def blocker_options(game: Rules, attacker: Creature) -> list[Creature]:
    """The defender's creatures that may block ``attacker``: untapped, with blocker (003:
    相手は"ブロッカー"能力を持つクリーチャーでのみ防御できる), unless it is unblockable."""
    if attacker.has("unblockable"):
        return []
    return [cr for cr in game.players[other(attacker.controller)].battle
            if cr.has("blocker") and not cr.tapped and not cr.has("cannot block")]


def battle(game: Rules, a: Creature, b: Creature) -> None:
    if a not in game.all_creatures() or b not in game.all_creatures():
        return
    pa, pb = game.power(a), game.power(b)
    game.emit(Event("battle", a.controller, creature=a,
                    data={"detail": f"{a.name} ({pa}) vs {b.name} ({pb})", "against": b}))
    losers = [c for c, mine, theirs in ((a, pa, pb), (b, pb, pa)) if mine <= theirs]
    game.destroy(losers, "destroyed")


def shield_triggers_locked(game: Rules, player: str) -> str | None:
    """Why ``player`` cannot use shield triggers now (an opponent's ``static: {no shield triggers:
    ...}`` whose ``if:`` holds, e.g. ヤミノリミット), or None."""
    for cr in game.players[other(player)].battle:
        for ab in cr.definition.abilities:
            if ab.kind == "static" and "no shield triggers" in ab.static and check(
                    Context(game, cr.controller, cr.top, cr), ab.condition):
                return f"{cr.name}'s ability forbids it"
    return None


def attack_player(game: Rules, attacker: Creature, defender: str) -> None:
    d = game.players[defender]
    if not d.shields:
        game.emit(Event("direct attack", attacker.controller, creature=attacker))
        if not replacement.losses(game, [defender], "attack"):
            return  # the loss was replaced, or an effect says the defender does not lose
        game.end_game(Outcome(Termination.DIRECT_ATTACK, attacker.controller,
                              f"{attacker.name} attacks player {defender}, who has no shields: "
                              f"player {attacker.controller} wins"))
        return
    break_shields(game, attacker, defender, game.breaker_count(attacker))


def break_shields(game: Rules, attacker: Creature | None, defender: str, n: int) -> None:
    d = game.players[defender]
    n = min(n, len(d.shields))
    chosen: list[Card] = []
    for _ in range(n):
        pool = [s for s in d.shields if s not in chosen]
        chosen.append(game.decide(attacker.controller if attacker else other(defender),
                                  Decision.BREAK, pool, lambda c: f"shield {d.shields.index(c) + 1}"))
    burned = [s for s in chosen if attacker is not None and replacement.would_replace(
        game, ImpendingEvent(s, Zone.HAND, "break", defender, Zone.SHIELDS, attacker))]
    triggers = []
    game.waiting_shields = list(chosen)  # waiting shields while the declarations are made (113.6)
    locked = shield_triggers_locked(game, defender)
    for s in chosen:
        if not s.definition.has("shield trigger") or s in burned:
            continue
        if locked is not None:
            game.trace.add(TriggerBarred(defender, s.name, locked))
        elif game.decide(defender, Decision.USE_SHIELD_TRIGGER, ["use", "don't use"],
                         ("{} " + s.name).format) == "use":
            triggers.append(s)
    strikes = [s for s in chosen if s not in triggers and s not in burned and s.definition.has("g strike")
               and game.decide(defender, Decision.USE_G_STRIKE, ["use", "don't use"],
                               ("{} G・ストライク of " + s.name).format) == "use"]
    for s in strikes:  # 509.3b: declared with the shield triggers, the card shown
        game.trace.add(Declared(defender, s.name, "g strike"))
    backs = declare_shield_backs(game, defender, [s for s in chosen if s not in triggers and s not in burned
                                                  and s not in strikes])
    in_hand = game.profile.pending.declared_in_hand
    game.waiting_shields = []
    for s in chosen:
        game.emit(Event("broke", defender, card=s, cause="break",
                        data={"detail": f"shield of player {defender}", "by": attacker}))
        if s in triggers:
            game.note(f"player {defender} declares the shield trigger of {s.name}")
            if in_hand:  # 113.6: the declared card goes to the hand with the others, not pending (004)
                game.move_card(s, Zone.HAND, "break", by=attacker)
            else:
                d.shields.remove(s)
        elif s in backs:  # S-back: discarded instead of reaching the hand
            game.move_card(s, Zone.GRAVEYARD, "discard")
        else:
            game.move_card(s, Zone.HAND, "break", by=attacker)
    use_declared_triggers(game, defender, [s for s in chosen if s in triggers or s in strikes], strikes)
    use_shield_backs(game, defender, backs, [s for s in chosen if s not in triggers and s not in backs])
    game.settle()


def use_declared_triggers(game: Rules, player: str, declared: list[Card], strikes: Sequence[Card] = ()) -> None:
    """Use the declared shield triggers (and G・ストライク, ``strikes``) one at a time. Where they
    wait meanwhile is the profile's: in the hand, as hand cards that can be counted, discarded,
    and then not used, in the order the player chooses (TCG 113.6; 004: 宣言済みのカードをわざと
    落とすなどは適正である; 509.3d, 2021-12-16: shield triggers and G・ストライク in any order), or
    out of every zone, in the order they were broken (DMPS, 000; the order is not given). A
    G・ストライク card is in the hand under every profile; it too is used only while it is there
    (the reading chosen: a declared card waits in the hand like a declared shield trigger)."""
    in_hand = game.profile.pending.declared_in_hand
    left = list(declared)
    while left:
        # TCG: the player orders them (113.6); cards of one name are alike; DMPS: as they were broken
        alike = len({c.name for c in left}) == 1
        card = left[0] if alike or not in_hand else game.decide(player, Decision.USE_TRIGGER, left, lambda c: c.name)
        left.remove(card)
        what = "G・ストライク" if card in strikes else "shield trigger"
        if (in_hand or card in strikes) and card not in game.players[player].hand:
            game.note(f"{card.name} is no longer in player {player}'s hand: its {what} is not used")
            continue
        if card in strikes:
            g_strike(game, player, card)
        else:
            game.use_for_free(player, card, "shield trigger")


def g_strike(game: Rules, player: str, card: Card) -> None:
    """G・ストライク: the player may choose one of the opponent's creatures; it cannot attack this
    turn (the card itself stays in the hand, not cast)."""
    game.note(f"player {player} uses the G・ストライク of {card.name}")
    foes = [cr for cr in game.players[other(player)].battle if not unchoosable(cr, player)]
    if not foes:
        return
    pick = game.decide(player, Decision.TARGET, [None, *foes], lambda c: "none" if c is None else c.name)
    if pick is not None:
        pick.granted_keywords.add("cannot attack")  # ends with the turn (engine.turns.end_turn)
        game.note(f"G・ストライク of {card.name}: {pick.name} cannot attack this turn")
