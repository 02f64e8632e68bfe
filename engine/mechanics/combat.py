"""Attacks: declaring an attack, blocks, battles, breaking shields, shield triggers.

The game's ``attack``, ``attack_problem``, ``battle``, ``break_shields`` and ``blocker_options``
are these functions.
"""

from __future__ import annotations

from engine.kernel.registry import Context, check
from engine.kernel.rules import Rules
from engine.mechanics import (
    attack_steps,
    continuous,
    dynamo,
    not_destroyed,
    replacement,
    shield_triggers,
    stacked_shields,
    statics,
    turn_steps,
)
from engine.mechanics.declarations import declare_shield_backs, use_shield_backs
from engine.mechanics.filters import has_keyword, keyword_instances
from engine.mechanics.kinds import bit, having
from engine.mechanics.triggers import collect, listens, tapped
from engine.model.agenda import Step
from engine.model.decisions import Decision
from engine.model.events import Event
from engine.model.impending import BATTLES, BREAKS, ImpendingEvent
from engine.model.objects import Card, Creature, Zone, other
from engine.model.outcome import Outcome, Termination
from engine.model.turn_step import AttackStep


def attack_problem(game: Rules, attacker: Creature, target: Creature | str | None = None) -> str | None:
    """Why ``attacker`` can't attack ``target`` now (the defending player's name or one of their
    creatures), or None when it can. Without a target: whether it could attack at all, or tap
    instead (a tap skill): it is a creature, it is its controller's turn, it is untapped and not
    summoning sick. An effect that lets it attack untapped creatures overrides summoning sickness
    for such an attack (000), and so does マッハファイター for an attack on a creature."""
    player = attacker.controller
    if not attacker.definition.type.is_creature:
        return f"{attacker.name} is a {attacker.definition.type}, not a creature"
    if player != game.state.turn_player:
        return f"it is not player {player}'s turn: only the turn player attacks"
    late = turn_steps.step_problem(game, turn_steps.ATTACK)
    if late:
        return late
    if attacker.tapped:
        return f"{attacker.name} is tapped and cannot attack"
    # 000: an effect that lets it attack untapped creatures; マッハファイター: any creature, the turn it entered
    untapped_ok = isinstance(target, Creature) and not target.tapped and continuous.may_attack_untapped(game, attacker)
    mach = target is not None and mach_fighting(game, attacker, target)
    # 「バトルゾーンに出たターン、相手プレイヤーを攻撃できる」: the opponent, the turn it entered
    rushing = isinstance(target, str) and has_keyword(game, attacker, "attacks players the turn it enters")
    if not (untapped_ok or mach or rushing) and game.summoning_sick(attacker):
        return f"{attacker.name} has summoning sickness and cannot attack this turn"
    if attacker.entered_turn == game.state.turn_id and has_keyword(game, attacker, "speed attacker") \
            and statics.in_force(game, "speed attackers wait a turn"):
        return f"{attacker.name} has speed attacker and cannot attack the turn it entered"
    if target is None:
        return None
    if has_keyword(game, attacker, "cannot attack"):  # printed, gained, or given by a static grant
        return f"{attacker.name} cannot attack"
    if isinstance(target, str):
        if target != other(player):  # 505.2: …クリーチャーは非ターン・プレイヤーと…に対して攻撃することができます
            return f"player {target} is not the opponent: a creature attacks the non-turn player (rule 505.2)"
        if has_keyword(game, attacker, "cannot attack players") \
                and not statics.ignores_cannot_attack_players(game, attacker):
            return f"{attacker.name} cannot attack players"
        if has_keyword(game, attacker, "attacks only blockers"):
            return f"{attacker.name} can attack only creatures that have blocker"
    else:
        if target.controller != other(player) or not target.definition.type.is_creature:
            return f"{target.name} is not an opponent's creature"
        if has_keyword(game, attacker, "cannot attack creatures"):
            return f"{attacker.name} cannot attack creatures"
        if has_keyword(game, attacker, "attacks only blockers") and not has_keyword(game, target, "blocker"):
            return f"{attacker.name} can attack only creatures that have blocker"
        if has_keyword(game, target, "cannot be attacked") or statics.safe_from(
                game, target, attacker, ("unattackable by", "unattackable and unblockable by")):
            return f"{target.name} cannot be attacked" + ("" if has_keyword(game, target, "cannot be attacked") else
                                                          f" by {attacker.name}")
        if not target.tapped and not (untapped_ok or mach) and not has_keyword(game, attacker, "attacks untapped") \
                and not statics.safe_from(game, attacker, target, ("may attack",)):
            return f"{target.name} is untapped: only tapped creatures can be attacked"
    lures = statics.attack_lures(game, attacker)  # 「可能であればこのクリーチャーを攻撃する」: it, if it can
    if lures and target not in lures and any(attack_problem(game, attacker, lure) is None for lure in lures):
        return f"{attacker.name} must attack {' or '.join(lure.name for lure in lures)} (it can)"
    return None


def attack(game: Rules, attacker: Creature, target: Creature | str) -> None:
    """``target`` is the defending player's name or one of their creatures. The attack is a
    procedure of steps (engine.model.agenda): the attack and its triggers, each block and its
    triggers, the battle or the break. What an effect said to do "after the attack" (その攻撃の後)
    happens once the attack is over, however it ended."""
    why = attack_problem(game, attacker, target)
    if why:
        game.refuse(why)
    turn_steps.enter_for(game, turn_steps.ATTACK, f"the attack of {attacker.name}")  # the main step ends (505)
    attack_steps.enter(game, AttackStep.DECLARE, attacker.top, f"the attack of {attacker.name} is declared")  # 506
    attacker.tapped = True
    game.state.attacking = attacker
    tname = target if isinstance(target, str) else target.name
    game.emit(Event("attacked", attacker.controller, card=attacker.top, creature=attacker,
                    data={"target": tname, "detail": f"-> {tname}",
                          "attacked creature": None if isinstance(target, str) else target}))
    if not isinstance(target, str):  # the attacked creature's side of it: 「…を攻撃する時」「…が攻撃された時」
        game.emit(Event("creature attacked", target.controller, card=target.top, creature=target,
                        data={"attacker": attacker, "detail": f"by {attacker.name}"}))
    if isinstance(target, str) and has_keyword(game, attacker, "dies after attacking a player"):
        game.state.after_attack.append(Step(_dies_after_attacking, (attacker,)))
    game.settle()
    game.later(_block_step, attacker, target, None, 0)
    game.later(_after_the_attack)


def _dies_after_attacking(game: Rules, attacker: Creature) -> None:
    """「このクリーチャーは相手プレイヤーを攻撃した後、持ち主の墓地に置かれる」: once the attack on the player
    is over (however it ended), the creature is put into its owner's graveyard (from the battle zone:
    destroyed); one that left meanwhile stays where it is."""
    if attacker in game.state.all_creatures():
        game.destroy([attacker])


def _goes_on(game: Rules, attacker: Creature, player: str) -> bool:
    """The attack goes on: the game is not over and the attacker is still in the battle zone."""
    return not game.state.game_over and attacker in game.state.players[player].battle


def _block_step(game: Rules, attacker: Creature, target: Creature | str, blocker: Creature | None,
                redirects: int) -> None:
    """The defender may block (again: each block changes the attack target; the profile says how
    many times one attack may be redirected — 000 最新のものとは異なる裁定: DMPS once; TCG latest
    ruling: again and again). A block's triggers resolve before the next chance to block."""
    if redirects == 0:
        player = attacker.controller
        attacker = game.state.attacking or attacker  # an invader or a revolution change goes on attacking
        if not _goes_on(game, attacker, player):
            return  # the attack ends: its other sub-steps are skipped (505.6a, 505.2a)
        attack_steps.enter(game, AttackStep.BLOCK, attacker.top, f"the attack of {attacker.name} goes on")  # 507
    defender = other(attacker.controller)
    late = attack_steps.window_problem(game, defender, attack_steps.BLOCK)
    if late:  # 507.1: only the non-turn player, only in the block creature step
        game.note(f"player {defender} cannot block: {late}")
    elif game.profile.redirection.allows(redirects):
        attacked = None if isinstance(target, str) else target
        options: list[tuple[Creature, str] | None] = [None if b is None else (b, "block") for b in
                                                      block_options(game, attacker, blocker, attacked)]
        guards = [(g, "guardman") for g in guardman_options(game, attacker, attacked, blocker)]
        if guards:
            options = [*(options or [None]), *guards]
        choice = game.decide(defender, Decision.BLOCK, options,
                             lambda c: "no block" if c is None else c[0].name if c[1] == "block"
                             else f"{c[0].name}: guardman") if options else None
        if choice is not None:
            redirect, how = choice
            redirect.tapped = True
            if how == "guardman":  # a redirect, not a block: no "blocked" event (dmwiki ガードマン)
                game.note(f"{redirect.name} takes {attacker.name}'s attack (guardman)")
                tapped(game, redirect, "guardman")
            else:
                game.state.blocking = redirect
                game.emit(Event("blocked", defender, card=redirect.top, creature=redirect,
                                data={"detail": f"blocks {attacker.name}", "attacker": attacker}))
            game.settle()
            game.later(_after_block, attacker, target, redirect, redirects + 1)
            return
    _fight(game, attacker, target, blocker)


def guardman_options(game: Rules, attacker: Creature, attacked: Creature | None,
                     redirected_to: Creature | None) -> list[Creature]:
    """ガードマン (DMR-05: このクリーチャーをタップして、相手クリーチャーの攻撃先を、自分の他のクリーチャーから
    このクリーチャーに変更してもよい): the defender's untapped creatures with it, summoning sick or not, when
    the attack's original target is another of their creatures (507: a redirect is chosen against the
    target the attacker chose, so not on an attack on a player, even after a block; dmwiki 攻撃先変更能力).
    It is no block: "cannot be blocked" does not stop it."""
    if attacked is None:
        return []
    return [cr for cr in game.state.players[other(attacker.controller)].battle
            if has_keyword(game, cr, "guardman") and not cr.tapped and cr is not attacked and cr is not redirected_to]


def _after_block(game: Rules, attacker: Creature, target: Creature | str, blocker: Creature,
                 redirects: int) -> None:
    if _goes_on(game, attacker, attacker.controller):
        _block_step(game, attacker, target, blocker, redirects)


def _fight(game: Rules, attacker: Creature, target: Creature | str, blocker: Creature | None) -> None:
    """The attacker battles its blocker or the creature it attacks (the battle step, 508), or, unblocked,
    goes on to the defending player (its "unblocked" triggers resolve first, in the block creature step:
    507.3c); a blocked attack skips the direct attack step, an attack on a player the battle step (505.2a)."""
    if blocker is not None or isinstance(target, Creature):
        attack_steps.enter(game, AttackStep.BATTLE, attacker.top, f"the attack of {attacker.name} reaches its battle")
    if blocker is not None and (statics.has_static(game, attacker, "no battle when blocked") or game.state.no_battle):
        game.note(f"{attacker.name}'s attack is blocked: no battle (both stay tapped)")
    elif blocker is not None:
        attack_battle(game, attacker, blocker)
    elif isinstance(target, Creature):
        attack_battle(game, attacker, target)
    else:
        game.emit(Event("unblocked", attacker.controller, card=attacker.top, creature=attacker,
                        data={"target": target, "detail": f"-> player {target}, not blocked"}))
        game.settle()
        game.later(_reach_the_player, attacker, target)
        return
    game.settle()


def _reach_the_player(game: Rules, attacker: Creature, defender: str) -> None:
    if _goes_on(game, attacker, attacker.controller):
        attack_steps.enter(game, AttackStep.DIRECT_ATTACK, attacker.top,
                           f"the attack of {attacker.name} reaches player {defender}")  # 509
        attack_player(game, attacker, defender)
        game.settle()


def _after_the_attack(game: Rules) -> None:
    """What an effect said to do after the attack (その攻撃の後), one at a time, each followed by
    the waiting effects it caused. The end of attack step (510). A game that ended during the attack
    (a direct attack, a deck out) ends there (104.1): its attack never ends, so what holds while attacking
    (パワーアタッカー, 510.2) still holds in the final state."""
    if game.state.game_over:
        return
    attacking = game.state.attacking  # its cards may all have gone (top card to mana, cards under to hand)
    attack_steps.enter(game, AttackStep.END, attacking.top if attacking and attacking.cards else None,
                       "the attack ends")
    if game.state.after_attack and not game.state.game_over:
        step = game.state.after_attack.pop(0)
        step.run(game, *step.args)
        game.settle()
        game.later(_after_the_attack)
    else:
        game.state.attacking = None  # the attack is over: nothing is attacking (攻撃中 ends here, 510.2)
        attack_steps.end(game)
        game.state.blocking = None
        game.state.after_battle.clear()  # "after the battle" of a battle that did not happen: never
        game.state.no_battle = False
        game.settle()  # a bonus while attacking is gone: a creature it kept above 0 power is destroyed now


def mach_fighting(game: Rules, attacker: Creature, target: Creature | str) -> bool:
    """マッハファイター: the turn it entered, the creature may attack a creature, tapped or untapped."""
    return not isinstance(target, str) and has_keyword(game, attacker, "mach fighter") \
        and attacker.entered_turn == game.state.turn_id


def block_options(game: Rules, attacker: Creature, blocked_by: Creature | None,
                  attacked: Creature | None = None) -> list[Creature | None]:
    """What the defender may answer to "block?": ``None`` (no block) unless the attacker must
    be blocked if able, then each untapped blocker. ``blocked_by``: the creature already
    blocking this attack (another block changes the target again, 000: TCG latest ruling).
    ``attacked``: the creature under attack, which cannot block that attack (507.1a; ruling
    notice 31636, 2021-09-07)."""
    blockers = [b for b in game.blocker_options(attacker) if b is not blocked_by and b is not attacked]
    if attacked is not None and has_keyword(game, attacker, "unblockable when attacking creatures"):
        return []
    if not blockers:
        return []
    forced = [b for b in blockers if has_keyword(game, b, "must block")]
    if forced:  # 可能であればブロックする: each that can block must (dmwiki: since DMR-17, all of them in turn)
        return list(forced)
    return list(blockers) if has_keyword(game, attacker, "must be blocked") else [None, *blockers]


def blocker_options(game: Rules, attacker: Creature) -> list[Creature]:
    """The defender's creatures that may block ``attacker``: untapped, with blocker (003:
    相手は"ブロッカー"能力を持つクリーチャーでのみ防御できる), unless it is unblockable."""
    if has_keyword(game, attacker, "unblockable"):
        return []
    weaker = game.power(attacker) if has_keyword(game, attacker, "unblockable by weaker") else None
    return [cr for cr in game.state.players[other(attacker.controller)].battle
            if (has_keyword(game, cr, "blocker") or statics.safe_from(game, cr, attacker, ("blocker against",)))
            and not cr.tapped and not has_keyword(game, cr, "cannot block")
            and (weaker is None or game.power(cr) >= weaker)
            and not statics.safe_from(game, attacker, cr, ("unblockable by", "unattackable and unblockable by"))
            and not continuous.unblockable_by_effect(game, attacker, cr)
            and not statics.safe_from(game, cr, attacker, ("cannot block",))]


def attack_battle(game: Rules, attacker: Creature, defending: Creature) -> None:
    """The attacker battles the creature it attacks or that blocked it, unless a replacement says
    another creature battles instead (DMPS 独裁者ケンジ・パンダネルラ将軍). A creature's 「バトルする時」
    abilities (``when: this battles``) trigger as the battle begins and resolve before the powers are
    compared (スマッシュブロウ・ドラグーン: +4000 against a blocker)."""
    if replacement.apply(game, ImpendingEvent(defending.top, None, "attack", defending.controller, Zone.BATTLE,
                                              by=attacker, leaving=defending, event=BATTLES)):
        return
    if dynamo.any_may_give(game):  # ダイナモ: as the battle begins (engine.mechanics.dynamo)
        dynamo.battle_begins(game)
        game.later(_battle_begins, attacker, defending)
        return
    _battle_begins(game, attacker, defending)


def _battle_begins(game: Rules, attacker: Creature, defending: Creature) -> None:
    """The battle begins: the 「バトルする時」 abilities of the two, then the battle (neither left:
    else there is none)."""
    here = game.state.all_creatures()
    if attacker not in here or defending not in here:
        return
    if listens(game, ("this battles",), [attacker, defending]) or listens(
            game, ("a creature battles",), game.state.all_creatures()):
        for me, them in ((attacker, defending), (defending, attacker)):
            game.emit(Event("battling", me.controller, card=me.top, creature=me,
                            data={"against": them, "detail": f"against {them.name}"}))
        game.settle()
        game.later(_battle_then_settle, attacker, defending)
        return
    battle(game, attacker, defending)


def _battle_then_settle(game: Rules, a: Creature, b: Creature) -> None:
    """The battle, once its 「バトルする時」 abilities resolved (neither left: else there is none)."""
    battle(game, a, b)
    game.settle()


def battle(game: Rules, a: Creature, b: Creature) -> None:
    if a not in game.state.all_creatures() or b not in game.state.all_creatures():
        return
    pa, pb = game.power(a) + statics.battling_bonus(game, a, b), game.power(b) + statics.battling_bonus(game, b, a)
    winner = a if pa > pb else b if pb > pa else None  # "wins a battle" (覚醒: バトルに勝った時)
    game.emit(Event("battle", a.controller, creature=a,
                    data={"detail": f"{a.name} ({pa}) vs {b.name} ({pb})", "against": b, "winner": winner}))
    losers = [c for c, mine, theirs in ((a, pa, pb), (b, pb, pa)) if mine <= theirs]
    kept = not_destroyed.spared(game, losers, battling=True)  # バトル中破壊されない (115.3b's destruction)
    losers = [c for c in losers if c not in kept]
    slain = [theirs for mine, theirs in ((a, b), (b, a))
             for _ in range(keyword_instances(game, mine, "slayer")
                            or int(statics.safe_from(game, mine, theirs, ("slayer against",))))]
    game.destroy(losers, "destroyed")
    _slay(game, slain + [c for c in (winner,) if c is not None and has_keyword(game, c, "dies after winning")])
    if game.state.after_battle:
        game.later(_after_the_battle)


def _after_the_battle(game: Rules) -> None:
    """What an effect said to do after the battle (バトルの後でアンタップする), one at a time, each
    followed by the waiting effects it caused."""
    if game.state.after_battle and not game.state.game_over:
        step = game.state.after_battle.pop(0)
        step.run(game, *step.args)
        game.settle()
        game.later(_after_the_battle)


def _slay(game: Rules, creatures: list[Creature]) -> None:
    """スレイヤー (printed: 「このクリーチャーがバトルする時、バトルの後、相手クリーチャーを破壊する」): the
    creature a slayer battled is destroyed after the battle, once the battle's loser is (115), even when
    the slayer itself lost; so is a winner that dies after winning (バトルに勝っても、バトルの後、持ち主の
    墓地に置かれる). A loser a replacement kept in the battle zone (a セイバー) is destroyed all the same:
    スレイヤー destroys after the battle whoever won it (its DM-10 reminder text; dmwiki スレイヤー). One
    that left the battle zone meanwhile stays where it is. A creature listed n times (two スレイヤー: 110.7,
    each instance of a keyword works on its own) is destroyed n times, one destruction after the other, each
    its own event that a replacement (a セイバー) may replace."""
    rounds = [list(dict.fromkeys(c for c in creatures if creatures.count(c) > i))
              for i in range(max((creatures.count(c) for c in creatures), default=0))]
    for batch in rounds:
        alive = [c for c in batch if c in game.state.all_creatures()]
        if alive:
            game.destroy(alive, "destroyed")


def attack_player(game: Rules, attacker: Creature, defender: str) -> None:
    d = game.state.players[defender]
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
    """The breaking creature's controller chooses the shields to break (a stacked shield is one), unless
    a static ability of the defender's says they choose them (キュロロ 「自分のシールドが相手のクリーチャーに
    ブレイクされる時、ブレイクされるシールドを裏向きのまま自分で選ぶ」)."""
    d = game.state.players[defender]
    n = min(n, len(d.shields))
    chooser = attacker.controller if attacker else other(defender)
    if chooser != defender and _defender_chooses(game, defender):
        chooser = defender
    chosen: list[Card] = []
    for _ in range(n):
        pool = [s for s in d.shields if s not in chosen]
        chosen.append(game.decide(chooser, Decision.BREAK, pool, lambda c: f"shield {d.shields.index(c) + 1}"))
    if attacker is not None and _before_break(game, attacker, chosen):
        game.settle()  # the "before the break" abilities resolve first (509.4, 603.7) ...
        game.later(_break_chosen, attacker, defender, chosen)  # ... then the shields chosen are broken
        return
    _break_chosen(game, attacker, defender, chosen)


def _defender_chooses(game: Rules, defender: str) -> bool:
    """A creature of the defender's has ``static: {you choose your broken shields: true}`` whose if: holds."""
    return any(ab.kind == "static" and ab.static.get("you choose your broken shields")
               and check(Context(game, cr.controller, cr.top, cr), ab.condition)
               for cr in having(game, bit("you choose your broken shields"), game.state.players[defender].battle)
               for ab in game.abilities_of(cr))


def _before_break(game: Rules, attacker: Creature, chosen: list[Card]) -> bool:
    """The shields to break are chosen: a "before the break" (ブレイクの前に) ability triggers once per
    shield (603.7; dmwiki ブレイクの前). Whether one started waiting. The moment is recorded as
    events only when an ability watches it (a break that nothing watches reads as it always did)."""
    probe = Event("breaking", attacker.controller, card=chosen[0] if chosen else None, creature=attacker,
                  data={"by": attacker, "turn": game.state.turn_id, "batch": None})
    if not chosen or not collect(game, probe, None):
        return False
    waiting = len(game.state.waiting)
    for s in chosen:
        game.emit(Event("breaking", attacker.controller, card=s, creature=attacker, data={"by": attacker}))
    return len(game.state.waiting) > waiting


def _break_chosen(game: Rules, attacker: Creature | None, defender: str, chosen: list[Card]) -> None:
    """The shields chosen are broken (even if the breaking creature left meanwhile: 509.4), those
    still in the shield zone; the shield triggers and S-backs are declared and used."""
    d = game.state.players[defender]
    chosen = [s for s in chosen if s in d.shields]
    chosen = [s for s in chosen if not replacement.apply(  # シールド・セイバー: not broken at all
        game, ImpendingEvent(s, Zone.HAND, "break", defender, Zone.SHIELDS, attacker, event=BREAKS))]
    burned = [s for s in chosen if attacker is not None and replacement.would_replace(
        game, ImpendingEvent(s, Zone.HAND, "break", defender, Zone.SHIELDS, attacker))]
    # a stacked shield is broken as one shield, and every card of it goes to the hand (stacked_shields)
    stacks = {s.uid: stacked_shields.shield_cards(game, s) for s in chosen}
    cards = [c for s in chosen for c in stacks[s.uid]]
    kept = [c for s in chosen if s not in burned for c in stacks[s.uid]]
    game.state.waiting_shields = list(chosen)  # waiting shields while the declarations are made (113.6)
    triggers = shield_triggers.declare(game, defender, kept, attacker)
    strikes = shield_triggers.declare_g_strikes(game, defender, [c for c in kept if c not in triggers])
    backs = declare_shield_backs(game, defender, [c for c in kept if c not in triggers and c not in strikes])
    game.state.waiting_shields = []
    for s in chosen:
        game.emit(Event("broke", defender, card=s, cause="break",
                        data={"detail": f"shield of player {defender}", "by": attacker}))
        for c in stacks[s.uid]:
            if c in triggers:  # it waits for its turn: in the hand (TCG) or out of every zone (DMPS)
                shield_triggers.wait(game, defender, c, "break", by=attacker)
            elif c in backs:  # S-back: discarded instead of reaching the hand
                game.move_card(c, Zone.GRAVEYARD, "discard")
            else:
                game.move_card(c, Zone.HAND, "break", by=attacker)
    shield_triggers.use(game, defender, [c for c in cards if c in triggers or c in strikes], strikes)
    use_shield_backs(game, defender, backs, [c for c in cards if c not in triggers and c not in backs])
    game.settle()
