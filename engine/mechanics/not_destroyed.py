"""破壊されない for a time: static abilities that keep creatures from being destroyed while they
block or battle.

``static: {not destroyed: {while: blocking | battling, player: you | opponent | each, self: true}}``.

- ``blocking`` (ブロック中破壊されない: サッヴァーク-MAX 「自分のクリーチャーは、ブロック中破壊されない。」):
  the creature that blocked the current attack, until the attack ends: 「攻撃中」「ブロック中」の効果が
  消滅する in the end of attack step (510.2), after the abilities that resolve after the battle, so a
  スレイヤー's destruction (115.3d: after the battle) finds it still protected (Q&A 42392).
- ``battling`` (バトル中破壊されない: 爆ぜる革命 ドラッケンA 「バトル中、このクリーチャーは破壊されない。」):
  during the battle itself: the loser's destruction that the battle makes (115.3b) does not happen
  to it, but what resolves after the battle (スレイヤー) does (the official Q&A on ザイタク・チュリス
  quoted by dmwiki スレイヤー: 「「バトル中」は破壊されませんがスレイヤーのような「バトルの後」の能力が
  解決する時点では効果が適用されません」).
"""

from __future__ import annotations

from engine.kernel.registry import Context, check
from engine.kernel.rules import Rules
from engine.mechanics.kinds import battle_mask, bit, having
from engine.model.objects import Creature

KIND = "not destroyed"
_BIT = bit(KIND)


def protector(game: Rules, creature: Creature, *, battling: bool = False) -> str | None:
    """The name of the element whose ``not destroyed`` static keeps ``creature`` from being
    destroyed now (``battling``: the battle's own destruction of its loser), or None."""
    if not battle_mask(game) & _BIT:
        return None
    for holder in having(game, _BIT):
        for ab in game.abilities_of(holder):
            spec = ab.static.get(KIND) if ab.kind == "static" else None
            if spec is None or not _names(holder, spec, creature):
                continue
            now = game.state.blocking is creature if spec["while"] == "blocking" else battling
            if now and check(Context(game, holder.controller, holder.top, holder), ab.condition):
                return holder.name
    return None


def _names(holder: Creature, spec: dict[str, object], creature: Creature) -> bool:
    """The static names the creature: itself (``self``), else by its controller (``player``)."""
    if spec.get("self"):
        return holder is creature
    whose = str(spec.get("player", "you"))
    return whose == "each" or (creature.controller == holder.controller) == (whose == "you")


def spared(game: Rules, creatures: list[Creature], *, battling: bool = False) -> list[Creature]:
    """The creatures a ``not destroyed`` static keeps from this destruction (each noted)."""
    kept = []
    for cr in creatures:
        who = protector(game, cr, battling=battling)
        if who is not None:
            game.note(f"{cr.name} is not destroyed: {who}")
            kept.append(cr)
    return kept
