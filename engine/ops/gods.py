"""Operations of God cards: G・リンク as a god enters (the link itself is
:mod:`engine.mechanics.links`; whether it is offered then is the profile's fork,
:mod:`engine.policies.g_link`)."""

from __future__ import annotations

from typing import Any

from engine.kernel.registry import Context, op
from engine.mechanics import links
from engine.model.decisions import Decision


@op("g link",
    doc="G・リンク as this god enters (TCG: its controller may link it with its named partner, card field g link: "
        "{with, side}); under a profile where G-link is activated, nothing")
def _g_link(ctx: Context, args: dict[str, Any]) -> None:
    """G・リンク as this god enters (TCG: a static ability; its controller may link it with its
    named partner). Under a profile where G-link is activated, nothing happens here."""
    game, god = ctx.game, ctx.source_creature
    if god is None or god not in game.state.all_creatures():
        return
    if not game.profile.g_link.on_entering:
        game.note(f"{god.name}: G-link is activated under this profile ({game.profile.g_link.name})")
        return
    other = links.partner(game, god)
    if other is None:
        return
    if game.decide(god.controller, Decision.G_LINK, ["link", "don't link"], lambda o: f"{o} {god.name}") == "link":
        links.link_in_play(game, god, other)
