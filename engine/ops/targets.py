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
                  "that put": "true: the creatures an earlier step of the same effect put",
                  "pick": "random: drawn instead of chosen", "chooser": "you | opponent: who picks"}


def perspective(ctx: Context) -> Perspective:
    return Perspective(ctx.controller, ctx.source_card, ctx.source_creature,
                       ctx.event.creature if ctx.event is not None else None)


def untouchable(creature: Creature, chooser: str) -> bool:
    """The creature can't be chosen by ``chooser`` (``static: {untouchable: {by: opponent}}``: 光器
    ペトローバ, 相手がクリーチャーを選ぶとき…選ぶことはできない). Played by the 2022 reading of
    アンタッチャブル for DMPS texts that omit 「選び」 (000 その他): such an effect still chooses."""
    for ab in creature.definition.abilities:
        spec = ab.static.get("untouchable") if ab.kind == "static" else None
        if spec is None:
            continue
        if str((spec or {}).get("by", "opponent")) != "opponent" or chooser != creature.controller:
            return True
    return False


def select_creatures(ctx: Context, spec: dict[str, Any], default_player: str = "opponent") -> list[Creature]:
    """Creatures a ``target`` spec names: player, filter, count (n | all | up to n), pick."""
    game = ctx.game
    pool: list[Creature] = []
    for name in ctx.players(spec.get("player", default_player)):  # creatures, not gears or fields
        pool.extend(cr for cr in game.players[name].battle if cr.definition.type.is_creature)
    if spec.get("that put"):  # the creatures an earlier step of the same effect put
        pool = [c for c in ctx.put if c in game.all_creatures()]
    who = perspective(ctx)
    pool = [c for c in pool if matches(game, c, spec, who)]
    count = spec.get("count", 1)
    if count == "all":
        return pool
    if spec.get("pick") != "random":  # an effect that chooses can't choose an untouchable creature
        chooser_name = ctx.players(spec.get("chooser", "you"))[0]
        pool = [c for c in pool if not untouchable(c, chooser_name)]
    n = int(str(count).replace("up to", "").strip())
    picks: list[Creature] = []
    for _ in range(min(n, len(pool))):
        options = [c for c in pool if c not in picks]
        if spec.get("pick") == "random":
            picks.append(draw_lots(game, ctx.controller, options, lambda c: c.name))
        else:
            chooser = ctx.players(spec.get("chooser", "you"))[0]
            picks.append(game.decide(chooser, Decision.TARGET, options, lambda c: c.name))
    return picks
