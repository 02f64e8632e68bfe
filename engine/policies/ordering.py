"""Which waiting effect resolves next: the players choose (TCG) or a fixed precedence (DMPS)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from engine.waiting import ZONE_RANK, Waiting

if TYPE_CHECKING:
    from engine.game import Game


class OrderingPolicy(Protocol):
    name: str

    def next(self, game: Game, waiting: list[Waiting]) -> tuple[Waiting, str]:
        """The effect to resolve next, and the rule that decided it (for the trace)."""


class PlayersChoose:
    """TCG: the turn player resolves their own waiting effects first, in the order they
    choose; then the non-turn player, likewise. The decider makes the choice."""

    name = "players choose (turn player first)"

    def next(self, game: Game, waiting: list[Waiting]) -> tuple[Waiting, str]:
        tp = game.turn_player
        mine = [w for w in waiting if w.controller == tp]
        pool = mine or waiting
        chooser = pool[0].controller
        if len(pool) == 1:
            return pool[0], "only one waiting"
        pick = game.decide(chooser, "order", pool, lambda w: w.describe())
        return pick, f"player {chooser} chose (turn player first)"


def dmps_key(game: Game, w: Waiting) -> tuple[int, ...]:
    """DMPS precedence (000, 待機した効果の解決の順序): turn player first; zone rank;
    in the battle zone "enters" abilities left to right, then the rest right to left; one
    element's abilities by event order, then text order (granted after own, leftmost
    grantor first)."""
    tp = 0 if w.controller == game.turn_player else 1
    special = 0 if w.special else 1
    zone = ZONE_RANK[w.zone]
    if w.zone == "battle":
        group = 0 if w.is_enter else 1
        pos = w.position if w.is_enter else -w.position
    else:
        group, pos = 0, 0
    return (tp, special, w.choice_rank, zone, group, pos, w.event.seq, w.ability_index,
            w.grantor_position, w.seq)


class FixedPrecedence:
    """DMPS: the app orders waiting effects; players cannot choose."""

    name = "fixed precedence (DMPS)"

    def next(self, game: Game, waiting: list[Waiting]) -> tuple[Waiting, str]:
        best = min(waiting, key=lambda w: dmps_key(game, w))
        return best, _why(game, best, waiting)


def _why(game: Game, best: Waiting, waiting: list[Waiting]) -> str:
    if len(waiting) == 1:
        return "only one waiting"
    reasons = []
    if any(w.controller != best.controller for w in waiting):
        reasons.append("turn player first")
    if any(w.zone != best.zone for w in waiting):
        reasons.append(f"zone: {best.zone}")
    if best.zone == "battle":
        reasons.append("enters ability, leftmost first" if best.is_enter else "rightmost first")
    return "; ".join(reasons) or "text order"
