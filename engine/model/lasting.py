"""Continuous effects (継続的効果) that a resolved ability leaves behind for a while: the data.

Each remembers when it was made and expires by itself: ``end of turn`` when that turn is
over, ``start of your next turn`` when its controller's next turn starts. The rules that
read them are :mod:`engine.mechanics.continuous`; the operations that make them are in
:mod:`engine.ops.lasting_effects`.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.model.cards import Ability
from engine.model.objects import Card, Creature

THIS_TURN = "end of turn"
NEXT_TURN = "start of your next turn"
UNTIL = (THIS_TURN, NEXT_TURN)
NO_LOSS = "no loss"  # the static marker of "you do not lose the game"
NO_SPELLS = "not chosen by spells"  # the static marker of "your elements can't be chosen by spells"
ATTACK_UNTAPPED = "attack untapped creatures"  # the static of "may attack untapped creatures" ({player, filter})
MODIFY = "modify"  # the static of "for a while, these creatures are changed" ({power, unblockable by, extra breaks})
GIVES = "gives power and abilities"  # the static of a ダイナモ's gift ({power: n, abilities: (Ability, ...)})


@dataclass(frozen=True)
class Lasting:
    """One continuous effect: an ability it gives (or, with no targets, has itself) while it lasts."""

    seq: int  # made in this order (000 priority 3: the one given earlier first)
    ability: Ability
    controller: str
    source: Card
    source_creature: Creature | None
    targets: tuple[Creature, ...]  # the creatures it gives the ability to
    until: str
    turn: int  # the game's turn id when it was made
    controller_turns: int  # its controller's turns taken when it was made

    def lasts(self, turn_id: int, controller_turns: int) -> bool:
        """Whether it still holds, given the current turn id and its controller's turns taken."""
        if self.until == THIS_TURN:
            return turn_id == self.turn
        return controller_turns == self.controller_turns
