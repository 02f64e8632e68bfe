"""Operations of the hyperspatial zone's cards: a psychic creature flipped to its other side (覚醒 /
解除, 003 サイキック・クリーチャー) and a dragheart's 龍解."""

from __future__ import annotations

from typing import Any

from engine.kernel.args import AMOUNT, BOOL, REQUIRED, Arg, CardName
from engine.kernel.registry import Context, op
from engine.mechanics.kinds import changed
from engine.mechanics.queries import creatures_of
from engine.mechanics.replacement import replacing
from engine.model.decisions import Decision
from engine.model.events import Event
from engine.model.objects import Creature


@op("flip", Arg("to", CardName(), REQUIRED, doc="its other side"),
    Arg("awaken", BOOL, False, doc="true: 覚醒, after which the creature is not summoning sick (805.6); a flip by 解除 "
                                   "or any other effect ends that: it is sick again if it entered this turn (805.6a)"),
    doc="flip this creature's card to its other side: 覚醒 / 解除 of psychic creatures; it stays the same creature, "
        "tapped or not as it was")
def _flip(ctx: Context, args: dict[str, Any]) -> None:
    """Flip this creature's card to its other side (覚醒 / 解除, 003 サイキック・クリーチャー): the same
    creature, tapped or not as it was; no "enters", no summon. The face up is the card it is now
    (200.3c, rule notice 31440 of 2019-06-18). A creature 覚醒 flipped is no longer summoning sick
    (805.6: 覚醒したサイキック・クリーチャーは召喚酔いに影響されません). A flip by 解除 or another effect is
    no 覚醒: the side up did not awaken, so the creature is summoning sick again if it entered the
    battle zone this turn, and not if it was there since the turn began (805.6a)."""
    game = ctx.game
    pending = replacing(ctx.game)
    cr = pending.leaving if pending is not None and pending.leaving is not None else ctx.source_creature
    if cr is None or cr not in game.state.all_creatures():
        game.note("flip: the creature is gone")
        return
    old = cr.top.name
    cr.top.definition = game.profile.texts.version(game.catalog.get(str(args["to"])))
    changed()  # the element's kinds of abilities are its new side's (engine.mechanics.kinds)
    game.made.note(cr.top.definition)  # a definition of a card of the game (engine.model.made)
    cr.awakened = bool(args["awaken"])  # 805.6 / 805.6a: only a 覚醒 flip frees it from summoning sickness
    game.emit(Event("flipped", ctx.controller, card=cr.top, creature=cr, data={"detail": f"{old} -> {cr.name}"}))


@op("dragsolution", Arg("to", CardName(), REQUIRED, doc="its other side"),
    Arg("destroy yours", AMOUNT, 0, doc="first destroys n of your other creatures (chosen)"),
    doc="龍解: flip this dragheart to its other side and untap it")
def _dragsolution(ctx: Context, args: dict[str, Any]) -> None:
    """龍解: flip this dragheart to its other side (to: name) and untap it; ``destroy yours: n``
    first destroys n of your other creatures, chosen (極魔王殿 ウェルカム・ヘル)."""
    game, cr = ctx.game, ctx.source_creature
    if cr is None or cr not in game.state.all_creatures():
        game.note("dragsolution: the dragheart is gone")
        return
    n = int(args["destroy yours"])
    if n:
        pool = [c for c in creatures_of(game, ctx.controller) if c is not cr]
        if len(pool) < n:
            game.note(f"dragsolution: fewer than {n} creatures to destroy, nothing happens")
            return
        picks: list[Creature] = []
        for _ in range(n):
            picks.append(game.decide(ctx.controller, Decision.DESTROY, [c for c in pool if c not in picks],
                                     lambda c: c.name))
        game.destroy(picks)
    old = cr.top.name
    cr.top.definition = game.profile.texts.version(game.catalog.get(str(args["to"])))
    changed()  # the element's kinds of abilities are its new side's (engine.mechanics.kinds)
    game.made.note(cr.top.definition)  # a definition of a card of the game (engine.model.made)
    cr.tapped = False
    game.emit(Event("dragsolution", ctx.controller, card=cr.top, creature=cr, data={"detail": f"{old} -> {cr.name}"}))
