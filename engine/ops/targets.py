"""Target specs (``target:`` of an operation): which creatures an effect picks, and how many.

A spec is a filter (:mod:`engine.filters`) plus the selection keys: ``player`` (whose
creatures: you | opponent | each; default the operation's), ``count`` (n | all | up to n),
``pick: random`` (drawn) and ``chooser`` (you | opponent: who picks).
"""

from __future__ import annotations

from typing import Any

from engine.decisions import Decision
from engine.filters import Perspective, matches
from engine.ops.registry import Context
from engine.policies.picks import draw_lots
from engine.state import Creature

SELECTION_KEYS = {"player": "whose creatures: you | opponent | each", "count": "n | all | up to n",
                  "pick": "random: drawn instead of chosen", "chooser": "you | opponent: who picks"}


def perspective(ctx: Context) -> Perspective:
    return Perspective(ctx.controller, ctx.source_card, ctx.source_creature,
                       ctx.event.creature if ctx.event is not None else None)


def unchoosable(creature: Creature, chooser: str) -> bool:
    """The creature cannot be chosen by ``chooser``: it has "unchoosable" (相手に選ばれない, e.g.
    given by ジャストダイバー) and ``chooser`` is its controller's opponent. "All" chooses nothing
    (605.2b), so such a creature is still affected by an "all" effect."""
    return creature.has("unchoosable") and creature.controller != chooser


def select_creatures(ctx: Context, spec: dict[str, Any], default_player: str = "opponent") -> list[Creature]:
    """Creatures a ``target`` spec names: player, filter, count (n | all | up to n), pick."""
    game = ctx.game
    pool: list[Creature] = []
    for name in ctx.players(spec.get("player", default_player)):
        pool.extend(game.players[name].battle)
    who = perspective(ctx)
    pool = [c for c in pool if matches(game, c, spec, who)]
    count = spec.get("count", 1)
    if count == "all":
        return pool
    n = int(str(count).replace("up to", "").strip())
    chooser = ctx.players(spec.get("chooser", "you"))[0]
    pool = [c for c in pool if not unchoosable(c, chooser)]  # 相手に選ばれない
    picks: list[Creature] = []
    for _ in range(min(n, len(pool))):
        options = [c for c in pool if c not in picks]
        if spec.get("pick") == "random":
            picks.append(draw_lots(game, ctx.controller, options, lambda c: c.name))
        else:
            picks.append(game.decide(chooser, Decision.TARGET, options, lambda c: c.name))
    return picks
