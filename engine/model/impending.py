"""Events about to happen that a replacement effect (置換効果) may replace, and the replacement
abilities that fit one. Data only: the rules that find and apply them are
:mod:`engine.mechanics.replacement`; which one applies is the profile's
:class:`engine.policies.replacement_choice.ReplacementPolicy`.

(Called ``Pending`` before: renamed so that "pending" means the pending state, 保留状態.)
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.model.cards import Ability
from engine.model.objects import Card, Creature, Zone

MOVE, LOSE = "move", "lose"  # the events a replacement may replace: a move, a player's loss
BATTLES = "battles"  # ... and a creature about to battle because of an opponent's attack (``leaving``: it)
BREAKS = "breaks"  # ... and a shield about to be broken (``card``: the shield, ``by``: the breaking creature)

# Where a replacement ability comes from (000 priority 1-5 ranks them).
OWN = "own"  # printed on the card the event happens to (or one of its keywords)
STATIC = "given by a static ability"
GRANT = "given by a continuous effect"
BATTLE = "a battle-zone card's"
OUTSIDE = "a card's outside the battle zone"


@dataclass(frozen=True)
class ImpendingEvent:
    """An event about to happen, which a replacement ability may replace: a card's move
    (``card`` to ``to``), a creature leaving the battle zone as a whole (``leaving``), or a
    player's loss (``event=LOSE``, no card; ``cause``: deck out | attack)."""

    card: Card | None
    to: Zone | None
    cause: str
    player: str  # whose zone receives the card (for the battle zone: the controller); the losing player
    from_zone: Zone | None = None
    by: Creature | None = None  # the creature breaking the shield (cause "break")
    leaving: Creature | None = None  # a creature about to leave the battle zone as a whole (its top card)
    event: str = MOVE
    in_place: bool = False  # a pending card going back to its zone, which is not being put into it (409.2a)
    top_only: bool = False  # only the top card of ``leaving`` leaves (退化, rebuild 801.4)

    @property
    def affected_player(self) -> str:
        """The player the event happens to (TCG 609.9: they choose among the replacements)."""
        if self.leaving is not None:
            return self.leaving.controller
        return self.card.owner if self.card is not None else self.player

    @property
    def key(self) -> tuple[str, int]:
        """What the event happens to ("a replacement applies at most once to an event")."""
        if self.leaving is not None:
            return "creature", self.leaving.uid
        if self.card is not None:
            return "card", self.card.uid
        return f"player {self.player}", 0

    def concerns(self, card: Card | None, creature: Creature | None) -> bool:
        """Whether ``card`` / ``creature`` is what the event happens to (000 priority 1)."""
        if creature is not None and creature is self.leaving:
            return True
        return card is not None and (card is self.card or (self.leaving is not None and card in self.leaving.cards))

    def what(self) -> str:
        if self.leaving is not None:
            return self.leaving.name
        return self.card.name if self.card is not None else f"player {self.player}"

    def describe(self) -> str:
        if self.event == LOSE:
            return f"player {self.player} would lose the game ({self.cause})"
        if self.event == BREAKS:
            return f"shield {self.what()} of player {self.player} would be broken ({self.cause})"
        if self.event == BATTLES:
            return f"{self.what()} would battle {self.by.name if self.by else 'the attacker'} ({self.cause})"
        return f"{self.what()} would go to the {self.to} ({self.cause})"


@dataclass(frozen=True)
class Candidate:
    """A replacement ability that fits an impending event, and where it comes from."""

    ability: Ability
    controller: str
    source_card: Card  # the card that has it (a given ability: the top card of the creature given it)
    source_creature: Creature | None
    origin: str = BATTLE
    grantor: Card | None = None  # the card whose static ability or continuous effect gave it
    grantor_creature: Creature | None = None
    granted_seq: int = 0  # a continuous effect: the order it was made in (earlier first)

    @property
    def origin_name(self) -> str:
        """The card a player names it by: the grantor of a given ability, else its own card."""
        return (self.grantor or self.source_card).name

    def describe(self) -> str:
        return f"{self.origin_name}: {self.ability.name}"
