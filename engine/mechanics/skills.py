"""Tap skills (タップスキル; TCG: 「このクリーチャーで攻撃するかわりに、タップして次の能力を使ってもよい」):
a creature that could attack taps instead, and its ``when: tap skill`` abilities trigger.

It stands for an attack, so the creature must be its controller's, untapped and not summoning
sick on its controller's turn. A creature that must attack if able may use it instead of
attacking as the profile's fork says (:mod:`engine.policies.tap_skills`, 000 その他).

Silent skills (サイレントスキル「自分のターンのはじめに、このクリーチャーがタップされていたら、アンタップ
するかわりに次の能力を使ってもよい」): as its controller's turn starts, a tapped creature with one may stay
tapped instead of untapping (a replacement of the untap: dmwiki サイレントスキル, "アンタップステップに
タップ状態のまま入った時、アンタップするかわりに"), and its ``when: silent skill`` abilities trigger.
"""

from __future__ import annotations

from engine.kernel.rules import Rules
from engine.mechanics import statics
from engine.mechanics.combat import attack_problem
from engine.mechanics.filters import has_keyword
from engine.model.decisions import Decision
from engine.model.events import Event
from engine.model.objects import Creature, Player

TAP_SKILL = "tap skill"
SILENT_SKILL = "silent skill"


def has_tap_skill(creature: Creature) -> bool:
    return any(ab.kind == "triggered" and any(t.event == TAP_SKILL for t in ab.triggers)
               for ab in creature.definition.abilities)


def use_tap_skill(game: Rules, creature: Creature) -> None:
    player = creature.controller
    if creature not in game.state.players[player].battle:
        game.refuse(f"{creature.name} is not in the battle zone")
    if not has_tap_skill(creature):
        game.refuse(f"{creature.name} has no tap skill")
    why = attack_problem(game, creature)  # it stands for an attack
    if why is not None:
        game.refuse(f"{creature.name} cannot use its tap skill: {why}")
    if has_keyword(game, creature, "must attack") and not game.profile.tap_skills.must_attack_may_tap:
        game.refuse(f"{creature.name} must attack if able: it cannot use its tap skill instead "
                    f"({game.profile.tap_skills.name})")
    creature.tapped = True
    game.emit(Event(TAP_SKILL, player, card=creature.top, creature=creature, data={"detail": "taps for its tap skill"}))
    game.settle()


def has_silent_skill(creature: Creature) -> bool:
    return any(ab.kind == "triggered" and any(t.event == SILENT_SKILL for t in ab.triggers)
               for ab in creature.definition.abilities)


def untap_or_silent_skill(game: Rules, player: Player) -> list[Creature]:
    """The untap at the start of ``player``'s turn: each tapped creature with a silent skill may stay
    tapped instead (its controller decides, leftmost first: ``use``/``skip`` the optional ability);
    every other creature untaps but one whose own ``does not untap`` static says it does not
    (ルナ・リボルバーホイール: 「自分のターンのはじめにアンタップする時、このクリーチャーはアンタップされない」).
    The creatures that stayed tapped, whose silent skills are used."""
    kept = [cr for cr in player.battle if cr.tapped and has_silent_skill(cr) and _uses(game, cr)]
    for cr in player.battle:
        if cr not in kept and not statics.has_static(cr, "does not untap"):
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
