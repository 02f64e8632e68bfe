"""The legal plays: what the turn player may do now, as the rules that refuse a play say.

A play is charging a card, summoning a creature, casting a spell, attacking the opponent or
one of their tapped creatures, or ending the turn. Each is offered exactly when the rule that
would refuse it has no objection (:func:`engine.mechanics.playing.charge_problem`,
:func:`~engine.mechanics.playing.summon_problem`, :func:`~engine.mechanics.playing.cast_problem`,
:func:`engine.mechanics.combat.attack_problem`), so a legal play is never refused. The choices inside a
play (which blocker, which shields, a target, a shield trigger) are the decider's, as the play
resolves. Cards of the same name in the hand are one play (they are interchangeable).

Not offered: plays the engine has no action for (cross gears, castles, fields) and plays
that only effects make (using a card for free). While a creature must attack and can
(engine.mechanics.forced_attacks), the turn's end is not offered.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.kernel.rules import Rules
from engine.mechanics.combat import attack_problem
from engine.mechanics.forced_attacks import forced_attacker
from engine.mechanics.kinds import steady
from engine.mechanics.playing import cast_problem, charge_problem, summon_problem
from engine.model.cards import CardType
from engine.model.objects import Card, Creature, other

CHARGE = "charge"
SUMMON = "summon"
CAST = "cast"
ATTACK = "attack"
END_TURN = "end turn"
KINDS = (CHARGE, SUMMON, CAST, ATTACK, END_TURN)


@dataclass(frozen=True, eq=False)
class Play:
    """One legal play of the turn player: ``card`` for charge, summon and cast; ``attacker``
    and ``target`` (the defending player's name or one of their creatures) for an attack."""

    kind: str
    player: str
    card: Card | None = None
    attacker: Creature | None = None
    target: Creature | str | None = None

    def describe(self) -> str:
        if self.kind == ATTACK and self.attacker is not None:
            target = f"player {self.target}" if isinstance(self.target, str) else getattr(self.target, "name", "")
            return f"attack {target} with {self.attacker.name}"
        if self.card is not None:
            return f"{self.kind} {self.card.name}"
        return self.kind


def legal_plays(game: Rules) -> list[Play]:
    """Every legal play of the turn player, in a fixed order: charges, summons and casts in
    the order of the hand, attacks left to right (the player first, then tapped creatures),
    then ending the turn. Nothing once the game is over. Asking changes nothing (a steady query:
    engine.mechanics.kinds)."""
    if game.state.game_over:
        return []
    with steady(game):
        return _plays(game)


def _plays(game: Rules) -> list[Play]:
    player = game.state.turn_player
    p = game.state.players[player]
    plays: list[Play] = []
    seen: set[str] = set()
    for card in p.hand:
        if card.name in seen:
            continue
        seen.add(card.name)
        if charge_problem(game, player, card) is None:
            plays.append(Play(CHARGE, player, card))
        kind = card.definition.type
        if kind.is_creature and summon_problem(game, player, card, in_hand=True) is None:
            plays.append(Play(SUMMON, player, card))
        elif kind is CardType.SPELL and cast_problem(game, player, card, in_hand=True) is None:
            plays.append(Play(CAST, player, card))
    opponent = other(player)
    targets: list[Creature | str] = [opponent, *(cr for cr in game.state.players[opponent].battle if cr.tapped)]
    for attacker in p.battle:
        plays += [Play(ATTACK, player, attacker=attacker, target=t) for t in targets
                  if attack_problem(game, attacker, t) is None]
    if forced_attacker(game, player) is None:  # a creature that must attack and can: no end yet
        plays.append(Play(END_TURN, player))
    return plays
