"""Forced attacks (攻撃強制, 「可能であれば攻撃する」): a creature that must attack attacks if it can.

A creature must attack this turn when it has the keyword ``must attack`` (このクリーチャーは、可能であれば
毎ターン攻撃する), when an opponent's creature has ``static: {opponent creatures must attack: {during:
opponent turn}}`` and that ability's ``if:`` holds (イガルス・ドラグーン: 相手のターンにこのクリーチャーが
タップされていれば、相手のクリーチャーはすべて、可能であれば攻撃する), or when another creature of its
controller with ``static: {others must attack after this attacks: true}`` attacked this turn
(一撃勇者ホノオ: このクリーチャーが攻撃したターン、自分の他のクリーチャーも、可能であれば攻撃する), or when an
opponent's creature with ``static: {opponent creatures must attack this: true}`` is one it can attack
(超神龍アバス・ノナリス: 相手のクリーチャーは、可能であればこのクリーチャーを攻撃する — then it attacks that creature,
:func:`engine.mechanics.combat.attack_problem` refusing another target while it can).

What "if able" means (dmwiki 攻撃強制, the rulings it gathers): a creature that can attack must;
one that cannot (summoning sick, tapped, "cannot attack", no target it may attack) need not, and
nobody must make it able. The obligation is one attack a turn: once it attacked this turn it is
met. The turn player cannot end the turn while a creature of theirs must attack and could
(:func:`forced_attacker`: the turn's end is refused, and random play is not offered it).
"""

from __future__ import annotations

from engine.kernel.registry import Context, check
from engine.kernel.rules import Rules
from engine.mechanics import statics
from engine.mechanics.combat import attack_problem
from engine.mechanics.filters import has_keyword
from engine.mechanics.kinds import bits, having
from engine.model.objects import Creature, other

OPPONENTS_MUST_ATTACK = "opponent creatures must attack"
OTHERS_MUST_ATTACK = "others must attack after this attacks"
_MUST = bits(OPPONENTS_MUST_ATTACK, OTHERS_MUST_ATTACK)


def attacked_this_turn(game: Rules, creature: Creature) -> bool:
    """Whether the creature attacked this turn (the turn's events)."""
    return any(e.kind == "attacked" and e.creature is creature for e in game.state.events)


def must_attack(game: Rules, creature: Creature) -> bool:
    """Whether the creature must attack this turn if able (the module's four sources), not having
    attacked yet."""
    if has_keyword(game, creature, "must attack"):
        return not attacked_this_turn(game, creature)
    # 相手のクリーチャーは、可能であればこのクリーチャーを攻撃する (超神龍アバス・ノナリス)
    if any(attack_problem(game, creature, lure) is None for lure in statics.attack_lures(game, creature)):
        return not attacked_this_turn(game, creature)
    for holder in having(game, _MUST):  # the elements that may have one (engine.mechanics.kinds)
        for ab in game.abilities_of(holder):
            if ab.kind != "static":
                continue
            spec = ab.static.get(OPPONENTS_MUST_ATTACK)
            if spec is not None and holder.controller == other(creature.controller) and _during(game, holder, spec) \
                    and check(Context(game, holder.controller, holder.top, holder), ab.condition):
                return not attacked_this_turn(game, creature)
            if ab.static.get(OTHERS_MUST_ATTACK) and holder is not creature \
                    and holder.controller == creature.controller and attacked_this_turn(game, holder):
                return not attacked_this_turn(game, creature)
    return False  # (the turn's events are read only once a source says it must attack)


def _during(game: Rules, holder: Creature, spec: object) -> bool:
    """The spec's ``during`` (opponent turn | your turn, from the holder's side) holds now."""
    during = spec.get("during") if isinstance(spec, dict) else None
    if during is None:
        return True
    return bool((game.state.turn_player == holder.controller) == (during == "your turn"))


def can_attack(game: Rules, creature: Creature) -> bool:
    """Whether the creature may attack something now: the opponent or one of their creatures."""
    opponent = other(creature.controller)
    targets: list[Creature | str] = [opponent, *game.state.players[opponent].battle]
    return any(attack_problem(game, creature, t) is None for t in targets)


def forced_attacker(game: Rules, player: str) -> Creature | None:
    """The leftmost creature of ``player`` that must attack and can: while there is one, their
    turn does not end."""
    return next((cr for cr in game.state.players[player].battle
                 if cr.definition.type.is_creature and must_attack(game, cr) and can_attack(game, cr)), None)
