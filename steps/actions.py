"""Player actions of issue 13's topics: tap skills, and (in their own sections) the card types of
003 — cross gear, castles, G-link. Shared phrases live in when.py."""

from __future__ import annotations

from pytest_bdd import parsers, when

from steps.world import World

P = r"player (?P<player>[AB])"


@when(parsers.re(rf"{P} uses the tap skill of (?P<card>.+)"))
def tap_skill(world: World, player: str, card: str) -> None:
    """The creature taps instead of attacking and its tap skill (タップスキル) triggers."""
    if world.begin():
        cr = world.find_creature(card, player)
        world.act(f"use the tap skill of {card}", world.game.use_tap_skill, cr)
