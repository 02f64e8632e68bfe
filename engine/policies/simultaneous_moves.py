"""The order of simultaneous moves, and the older rulings that DMPS keeps about them.

000 (同時に複数のカードが移動する際の順序): cards that move together still move one at a
time in DMPS, in one unique order. That order decides the cards' order in the destination
zone, which of them overflow a full zone, the order in which destroy/removal replacements
and madness apply, the order in which "when X does Y" abilities read them, and which card
is "the first time". The order:

* an effect that says "all" / "the rest" moves the leftmost card (in the zone it leaves)
  first, except into the hand: rightmost first;
* an evolution creature moves its top card first, then the cards under it (the game's
  :meth:`remove_creature` always does);
* any other effect moves the cards in the order they were selected on screen (remembered
  even when no numbers are shown) or drawn by lot;
* オリオティス・ジャッジ is no "all, leftmost first" effect: its deck order is random, as
  are the DMPS deck placements in "any order" (001, 系統的な調整例).

The TCG (the paper rules the sources assume): cards moved together move at once; where
their order shows (their order in a zone) each owner orders their own cards, turn player
first (609.9 assigns replacements the same way); every card moved together counts as "the
first time" (Q&A 40030, as 000 cites it).

000 (最新のものとは異なる裁定) adds two older rulings DMPS keeps: a swap (入れ替え) is
carried out as far as it goes even when a replacement keeps one of its moves from
happening; the TCG's newer reading (assumed here: 601.1a, an effect that can't be carried
out can't be used) leaves a swap that can't complete undone. The other one, one change of
attack target per attack, is :mod:`engine.policies.attack_redirection`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol, TypeVar

from engine.model.decisions import Decision
from engine.model.objects import Card, Creature, Zone, locate
from engine.model.view import GameView
from engine.policies.lots import draw_lots

Mover = Creature | Card
T = TypeVar("T")

# How an effect picks the cards it moves together.
ALL = "all"  # "all" / "the rest"
CHOSEN = "chosen"  # in the order selected (or drawn by lot while selecting)
ANY = "any"  # an order the effect leaves open ("in any order", or a forced selection of every card)
HOW = (ALL, CHOSEN, ANY)



def owner_of(m: Mover) -> str:
    return m.controller if isinstance(m, Creature) else m.owner


def name_of(m: Mover) -> str:
    return m.name


def draw_order(game: GameView, player: str, items: Sequence[T], describe: Callable[[T], str]) -> list[T]:
    """A random order of ``items``, drawn one at a time (see :func:`draw_lots`)."""
    rest, out = list(items), []
    while rest:
        pick = draw_lots(game, player, rest, describe)
        rest.remove(pick)
        out.append(pick)
    return out


def _place(game: GameView, m: Mover) -> int:
    """Left-to-right place of a mover in the zone it leaves."""
    if isinstance(m, Creature):
        return m.position
    where = locate(game.state.players, m)
    return where[0].cards_in(where[1]).index(m) if where and where[1] is not Zone.BATTLE else 0


class MovePolicy(Protocol):
    name: str
    first_time_together: bool  # every card moved together counts as "the first time"
    swap_as_far_as_possible: bool  # a swap goes as far as it can when one of its moves is replaced

    def order(self, game: GameView, movers: Sequence[Mover], how: str, to: Zone, player: str) -> list[Mover]:
        """The order in which cards moved together move (``player``: whose effect moves them)."""


class SequencedMoves:
    """DMPS (000): one unique order; "all" leftmost first (into the hand rightmost first),
    otherwise the selection order; an order the effect leaves open is drawn by lot.
    Across the two players' zones (not given by the source): the turn player's cards first."""

    name = "one by one in a unique order (DMPS)"
    first_time_together = False
    swap_as_far_as_possible = True

    def order(self, game: GameView, movers: Sequence[Mover], how: str, to: Zone, player: str) -> list[Mover]:
        if how == ALL:
            sign = -1 if to is Zone.HAND else 1
            return sorted(movers, key=lambda m: (owner_of(m) != game.state.turn_player, sign * _place(game, m)))
        if how == ANY:
            return draw_order(game, player, movers, name_of)
        return list(movers)


class OwnersOrder:
    """TCG: cards moved together move at once; each owner orders their own (turn player
    first, as 609.9 assigns replacements), where the order shows. Every card moved
    together counts as "the first time" (Q&A 40030)."""

    name = "at once, owners order their cards (TCG)"
    first_time_together = True
    swap_as_far_as_possible = False

    def order(self, game: GameView, movers: Sequence[Mover], how: str, to: Zone, player: str) -> list[Mover]:
        out: list[Mover] = []
        for owner in (game.state.turn_player, *[p for p in game.state.players if p != game.state.turn_player]):
            rest = [m for m in movers if owner_of(m) == owner]
            while rest:
                pick = game.decide(owner, Decision.MOVE_ORDER, rest, name_of) if len(rest) > 1 else rest[0]
                rest.remove(pick)
                out.append(pick)
        return out


SEQUENCED = SequencedMoves()
OWNERS_ORDER = OwnersOrder()
