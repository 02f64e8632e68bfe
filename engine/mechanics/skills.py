"""Tap skills (タップスキル; TCG: 「このクリーチャーで攻撃するかわりに、タップして次の能力を使ってもよい」):
a creature that could attack taps instead, and its ``when: tap skill`` abilities trigger.

It stands for an attack, so the creature must be its controller's, untapped and not summoning
sick on its controller's turn. A creature that must attack if able may use it instead of
attacking as the profile's fork says (:mod:`engine.policies.tap_skills`, 000 その他).
"""

from __future__ import annotations

from engine.kernel.rules import Rules
from engine.mechanics.abilities import has_keyword
from engine.mechanics.combat import attack_problem
from engine.model.events import Event
from engine.model.objects import Creature

TAP_SKILL = "tap skill"


def has_tap_skill(game: Rules, creature: Creature) -> bool:
    return any(ab.kind == "triggered" and any(t.event == TAP_SKILL for t in ab.triggers)
               for ab in game.abilities_of(creature))


def use_tap_skill(game: Rules, creature: Creature) -> None:
    player = creature.controller
    if creature not in game.state.players[player].battle:
        game.refuse(f"{creature.name} is not in the battle zone")
    if not has_tap_skill(game, creature):
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
