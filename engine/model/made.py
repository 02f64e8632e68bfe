"""The card definitions a game has made cards of: a superset of its cards' definitions, for fast paths.

Every card of a game is made by :meth:`engine.game.Game.new_card` (the set-up, a board) or as the copy
of a spell side (engine.ops.casting), and takes another definition only by a flip (覚醒, 解除, 龍解:
engine.ops.hyperspatial); each notes its definition here. The set only grows, and a state the game goes
back to (the explorer, a trial: the same game object) holds only cards the game made, so it is a
superset of the definitions of the cards of every state of the game. A question "may some card of the
game be such" (a trigger from outside the battle zone, a GR creature card to send back) reads the
definitions here, not every zone; a question it cannot settle reads the zones as before.
:func:`problem` (with ``DMRULES_CHECK_STEADY=1``, the random-play tests) checks the superset.
"""

from __future__ import annotations

from collections.abc import Iterator

from engine.model.cards import CardDef, CardType
from engine.model.objects import CARD_LISTS, Card
from engine.model.state import GameState


class Made:
    """The definitions of the cards a game made, in the order first noted (each kept alive, so its id names
    it alone), whether one is a GR creature or a dragheart weapon, how many of them each fast path has
    read (``read``: a path reads only those noted since) and what the fast paths found in them (``facts``)."""

    __slots__ = ("definitions", "ids", "gr", "weapon", "read", "facts")

    def __init__(self) -> None:
        self.definitions: list[CardDef] = []
        self.ids: set[int] = set()
        self.gr = False
        self.weapon = False  # a dragheart weapon (305): engine.mechanics.weapons
        self.read: dict[str, int] = {}
        self.facts: dict[str, object] = {}

    def note(self, d: CardDef) -> None:
        """A card of the game has the definition ``d`` (made so, or flipped to it)."""
        if id(d) not in self.ids:
            self.ids.add(id(d))
            self.definitions.append(d)
            self.gr = self.gr or d.type is CardType.GR_CREATURE
            self.weapon = self.weapon or d.dragheart == "weapon"

    def unread(self, path: str) -> list[CardDef]:
        """The definitions noted since ``path`` last asked (all of them the first time): it reads them now."""
        done, now = self.read.get(path, 0), len(self.definitions)
        if done == now:
            return []
        self.read[path] = now
        return self.definitions[done:]


def _cards(state: GameState) -> Iterator[Card]:
    """Every card of the state's zones, pending and declared cards, castles, cards under shields and the
    cards of each element (its stack, linked cards, オーラ, seals), sealed elements' too."""
    for p in state.players.values():
        for held_in in CARD_LISTS.values():
            yield from getattr(p, held_in)
        yield from (*p.pending, *p.castles, *p.under_shields, *p.declared)
        for cr in (*p.battle, *p.sealed):
            yield from (*cr.cards, *cr.linked_cards, *cr.auras, *cr.seals)


def problem(made: Made, state: GameState) -> str | None:
    """A card of ``state`` whose definition ``made`` lacks (a way of making cards that notes nothing), or None."""
    for card in _cards(state):
        if id(card.definition) not in made.ids:
            return f"{card} has a definition the game never noted (engine.model.made)"
    return None
