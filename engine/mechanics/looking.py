"""Locks on looking at decks: 巡霊者メスタポ's 「誰も山札を見ることはできない。」 (a static ``no one may look
at decks``).

Official Q&A 33394 (2020-03-27): with メスタポ in the battle zone the deck cannot be looked at, so
マジボンバー is still used but its creature can come only from the hand. Q&A 33395: knowing the top card
from an earlier effect does not help — what cannot be referred to when the effect resolves cannot be
put. The lock is read afresh each time a deck would be looked at (engine.ops.majibomber, ``look at
deck``)."""

from __future__ import annotations

from engine.kernel.registry import Context, check
from engine.kernel.rules import Rules
from engine.mechanics.kinds import bit, having

LOCK = "no one may look at decks"


def deck_look_lock(game: Rules, player: str) -> str | None:
    """Why ``player`` may not look at any deck now (a static ``no one may look at decks`` of an
    element of the battle zone whose ``if:`` holds, for the players it names), or None."""
    for cr in having(game, bit(LOCK)):  # the elements that may have one (engine.mechanics.kinds)
        for ab in game.abilities_of(cr):
            spec = ab.static.get(LOCK) if ab.kind == "static" else None
            if spec is None or not check(Context(game, cr.controller, cr.top, cr), ab.condition):
                continue
            whose = str(spec.get("player", "any")) if isinstance(spec, dict) else "any"
            if whose != "any" and (player == cr.controller) != (whose == "you"):
                continue
            return f"{cr.name}: no one may look at decks"
    return None
