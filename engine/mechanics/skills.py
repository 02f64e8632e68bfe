"""Tap skills (タップスキル; TCG: 「このクリーチャーで攻撃するかわりに、タップして次の能力を使ってもよい」):
a creature that could attack taps instead, and its ``when: tap skill`` abilities trigger.

It stands for an attack, so the creature must be its controller's, untapped and not summoning
sick on its controller's turn. A creature that must attack if able may use it instead of
attacking as the profile's fork says (:mod:`engine.policies.tap_skills`, 000 その他). A creature may
also use a tap skill another creature of its controller gives (``grant to``: 「このクリーチャーがバトル
ゾーンにある間、バトルゾーンにある自分の光のクリーチャーをタップし、攻撃するかわりに次の能力を使ってもよい」:
the giver's ability triggers; a cross gear's 「これをクロスしたクリーチャーで攻撃するかわりに、タップして次の能力を
使ってもよい」, ``crossed tap skill``: the creature it is crossed onto), and a tap skill may cost
untapped mana cards too (``tap mana: n``: 「このクリーチャーと自分のマナゾーンのタップされていないカードを
８枚タップして」).

Silent skills (サイレントスキル「自分のターンのはじめに、このクリーチャーがタップされていたら、アンタップ
するかわりに次の能力を使ってもよい」): as its controller's turn starts, a tapped creature with one may stay
tapped instead of untapping (a replacement of the untap: dmwiki サイレントスキル, "アンタップステップに
タップ状態のまま入った時、アンタップするかわりに"), and its ``when: silent skill`` abilities trigger.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.kernel.rules import Rules
from engine.mechanics import dynamo, statics, turn_steps
from engine.mechanics.combat import attack_problem
from engine.mechanics.filters import Perspective, has_keyword, matches
from engine.mechanics.forced_attacks import must_attack
from engine.model.decisions import Decision
from engine.model.events import Event
from engine.model.objects import Creature, Player, other

TAP_SKILL = "tap skill"
CROSSED_TAP_SKILL = "crossed tap skill"  # a cross gear's: the creature it is crossed onto taps
SILENT_SKILL = "silent skill"


@dataclass(frozen=True)
class TapSkill:
    """A tap skill a creature may use: whose ability it is, whether that creature gives it to others
    (``grant to``), and how many untapped mana cards it taps too."""

    holder: Creature
    granted: bool
    mana: int


def tap_skills(game: Rules, creature: Creature) -> list[TapSkill]:
    """The tap skills ``creature`` may use: its own, then those its controller's creatures give it."""
    found: list[TapSkill] = []
    for ab in game.abilities_of(creature):
        for t in ab.triggers if ab.kind == "triggered" else ():
            if t.event == TAP_SKILL and "grant to" not in t.filter:
                found.append(TapSkill(creature, False, int(t.filter.get("tap mana", 0))))
    for holder in game.state.players[creature.controller].battle:
        for ab in game.abilities_of(holder):
            for t in ab.triggers if ab.kind == "triggered" else ():
                if t.event == TAP_SKILL and "grant to" in t.filter and matches(
                        game, creature, dict(t.filter["grant to"]), Perspective(holder.controller, holder.top, holder)):
                    found.append(TapSkill(holder, True, int(t.filter.get("tap mana", 0))))
                elif t.event == CROSSED_TAP_SKILL and holder.attached_to is creature:
                    found.append(TapSkill(holder, True, 0))
    return list(dict.fromkeys(found))


def use_tap_skill(game: Rules, creature: Creature) -> None:
    player = creature.controller
    if creature not in game.state.players[player].battle:
        game.refuse(f"{creature.name} is not in the battle zone")
    skills = tap_skills(game, creature)
    if not skills:
        game.refuse(f"{creature.name} has no tap skill")
    why = attack_problem(game, creature)  # it stands for an attack
    if why is not None:
        game.refuse(f"{creature.name} cannot use its tap skill: {why}")
    if must_attack(game, creature) and not game.profile.tap_skills.must_attack_may_tap:
        game.refuse(f"{creature.name} must attack if able: it cannot use its tap skill instead "
                    f"({game.profile.tap_skills.name})")
    skill = game.decide(player, Decision.CHOOSE, skills, lambda k: f"the tap skill of {k.holder.name}")
    mana = [c for c in game.state.players[player].mana if not c.tapped]
    if len(mana) < skill.mana:
        game.refuse(f"{creature.name} cannot use the tap skill of {skill.holder.name}: it taps {skill.mana} untapped "
                    f"mana cards too, player {player} has {len(mana)}")
    for _ in range(skill.mana):
        card = game.decide(player, Decision.TAP_MANA, mana, lambda c: f"tap {c.name}")
        card.tapped = True
        mana.remove(card)
    turn_steps.enter_for(game, turn_steps.TAP_SKILL, f"the tap skill of {creature.name}")
    creature.tapped = True
    game.emit(Event(TAP_SKILL, player, card=creature.top, creature=creature,
                    data={"detail": "taps for its tap skill" if skill.holder is creature and not skill.granted
                          else f"taps for the tap skill of {skill.holder.name}",
                          "skill of": skill.holder, "granted": skill.granted}))
    game.settle()


def could_attack(game: Rules, creature: Creature) -> bool:
    """Whether the creature could attack now: the opponent or one of their creatures (attack_problem)."""
    opponent = other(creature.controller)
    targets: list[Creature | str] = [opponent, *game.state.players[opponent].battle]
    return any(attack_problem(game, creature, t) is None for t in targets)


CAN_ATTACK = "can attack"  # the event of 「このクリーチャーが攻撃できる時」 abilities used


def use_when_able_to_attack(game: Rules, creature: Creature) -> None:
    """「このクリーチャーが攻撃できる時、…してもよい」 (超神龍アルグロス・クリューソス's meteorburn): while the
    creature could attack, its controller may use these abilities (``when: this can attack``); it does not
    tap, and may attack after. Read: each moment it could attack is such a time, so the ability may be used
    again while it still could (its own cost, a card from under it, limits it)."""
    player = creature.controller
    if creature not in game.state.players[player].battle:
        game.refuse(f"{creature.name} is not in the battle zone")
    if not any(ab.kind == "triggered" and any(t.event == "this can attack" for t in ab.triggers)
               for ab in game.abilities_of(creature)):
        game.refuse(f"{creature.name} has no ability used when it could attack")
    why = attack_problem(game, creature)
    if why is not None or not could_attack(game, creature):
        game.refuse(f"{creature.name} could not attack now: " + (why or "it could attack nothing"))
    turn_steps.enter_for(game, turn_steps.TAP_SKILL, f"the 攻撃できる時 ability of {creature.name}")
    game.emit(Event(CAN_ATTACK, player, card=creature.top, creature=creature,
                    data={"detail": "could attack: its ability is used"}))
    game.settle()


def use_dynamo(game: Rules, creature: Creature) -> None:
    """ダイナモ when the creature could attack (「このクリーチャーで攻撃できる時」, engine.mechanics.dynamo): it
    taps instead of attacking and gives another dynamo of its controller its power and abilities. A
    creature that must attack if able follows the tap skills' fork (it stands for an attack)."""
    player = creature.controller
    if creature not in game.state.players[player].battle:
        game.refuse(f"{creature.name} is not in the battle zone")
    if not has_keyword(game, creature, dynamo.DYNAMO):
        game.refuse(f"{creature.name} has no ダイナモ")
    why = attack_problem(game, creature)
    if why is not None or not could_attack(game, creature):
        game.refuse(f"{creature.name} cannot use its ダイナモ: " + (why or "it could attack nothing"))
    if must_attack(game, creature) and not game.profile.tap_skills.must_attack_may_tap:
        game.refuse(f"{creature.name} must attack if able: it cannot tap for its ダイナモ instead "
                    f"({game.profile.tap_skills.name})")
    if not dynamo.receivers(game, creature):
        game.refuse(f"{creature.name} cannot use its ダイナモ: player {player} has no other ダイナモ")
    turn_steps.enter_for(game, turn_steps.TAP_SKILL, f"the ダイナモ of {creature.name}")
    receiver = dynamo.choose(game, creature, False)
    if receiver is not None:
        dynamo.give(game, creature, receiver)
    game.settle()


def has_silent_skill(game: Rules, creature: Creature) -> bool:
    return any(ab.kind == "triggered" and any(t.event == SILENT_SKILL for t in ab.triggers)
               for ab in game.abilities_of(creature))


def untap_or_silent_skill(game: Rules, player: Player, frozen: frozenset[int] = frozenset()) -> list[Creature]:
    """The untap at the start of ``player``'s turn: each tapped creature with a silent skill may stay
    tapped instead (its controller decides, leftmost first: ``use``/``skip`` the optional ability);
    every other creature untaps, but those ``frozen`` (creature uids: 「次のターンのはじめに、その
    クリーチャーはアンタップされない」), which stay tapped with no untap to replace, and one whose own
    ``does not untap`` static says it does not (ルナ・リボルバーホイール: 「自分のターンのはじめにアンタップする時、
    このクリーチャーはアンタップされない」). The creatures that stayed tapped, whose silent skills are used."""
    kept = [cr for cr in player.battle if cr.tapped and cr.uid not in frozen and has_silent_skill(game, cr)
            and _uses(game, cr)]
    for cr in player.battle:
        if cr.uid in frozen:
            game.note(f"{cr.name} does not untap this turn")
        elif cr not in kept and not statics.has_static(game, cr, "does not untap"):
            cr.tapped = False
    return kept


def _uses(game: Rules, creature: Creature) -> bool:
    name = creature.name
    return game.decide(creature.controller, Decision.USE_OPTIONAL, ["use", "skip"], lambda o: f"{o} {name}") == "use"


def use_silent_skills(game: Rules, creatures: list[Creature]) -> None:
    """The silent skills of ``creatures`` (which stayed tapped) are used: their abilities trigger."""
    for cr in creatures:
        game.emit(Event(SILENT_SKILL, cr.controller, card=cr.top, creature=cr,
                        data={"detail": "stays tapped for its silent skill"}))
