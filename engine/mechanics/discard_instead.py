"""A replacement of a discard of several cards at once, applied to them all or to none
(グラディアン・バレット・ドラゴン, dmwiki: 「各ターンに一度、コスト3以下のクリーチャーを1体以上自分の手札から捨てる時、
それらを墓地に置くかわりにすべて出してもよい。このターン、それらに「スピードアタッカー」を与える。」).

The ability replaces one event, the discard of the cards discarded together (609: a replacement effect replaces
the event; each applies once to it), so its controller chooses once whether to use it: all the creatures it covers
are put into the battle zone, or none (公式Q&A of 2024-04-12, dmwiki 公式Q&A 2024年4月12日更新版: four cost-3 creatures
discarded at once by ロスト・Re:ソウル are put out all together or not at all; some only is no choice). Its holder's
static ``discarded creatures enter instead: {filter, once per turn, keywords}`` is read as the discard is made
(:func:`engine.mechanics.moving_together.move_together`), before the cards move.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.kernel.rules import Rules
from engine.mechanics.filters import Perspective, matches
from engine.mechanics.kinds import bit, having
from engine.model.decisions import Decision
from engine.model.objects import Card, Zone
from engine.policies.simultaneous_moves import Mover

STATIC = "discarded creatures enter instead"


def replace(game: Rules, movers: Sequence[Mover]) -> list[Mover]:
    """The movers still to discard once each discarding player's holders of the static have been offered to put
    the cards it covers into the battle zone instead, all of them (its controller's one choice)."""
    left = list(movers)
    for owner in dict.fromkeys(m.owner for m in movers if isinstance(m, Card)):
        p = game.state.players[owner]
        for holder in having(game, bit(STATIC), p.battle):
            for ab in game.abilities_of(holder):
                spec = ab.static.get(STATIC) if ab.kind == "static" else None
                key = (id(ab), holder.top.uid, game.state.turn_id)
                if not spec or (spec.get("once per turn") and key in game.state.replaced_this_turn):
                    continue
                covered = [c for c in left if isinstance(c, Card) and c.owner == owner and c in p.hand
                           and matches(game, c, dict(spec.get("filter") or {}), Perspective(owner))]
                if not covered or game.decide(owner, Decision.USE_REPLACEMENT, ["use", "skip"],
                                              f"{{}} {holder.name}".format) != "use":
                    continue
                game.state.replaced_this_turn.add(key)
                game.note(f"{holder.name}: instead of being discarded, "
                          + ", ".join(c.name for c in covered) + " are put into the battle zone")
                with game.simultaneously():
                    for card in covered:
                        cr = game.put_into_battle(owner, [card], "effect", from_zone=Zone.HAND)
                        if cr is not None:
                            cr.granted_keywords = cr.granted_keywords | set(spec.get("keywords") or ())
                left = [m for m in left if m not in covered]
    return left
