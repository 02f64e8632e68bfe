"""Player actions of issue 13's topics: tap skills, and (in their own sections) the card types of
003 — cross gear, castles, G-link. Shared phrases live in when.py."""

from __future__ import annotations

from pytest_bdd import parsers, when

from engine.model.objects import Zone
from steps.world import World

P = r"player (?P<player>[AB])"


@when(parsers.re(rf"{P} uses the tap skill of (?P<card>.+)"))
def tap_skill(world: World, player: str, card: str) -> None:
    """The creature taps instead of attacking and its tap skill (タップスキル) triggers."""
    if world.begin():
        cr = world.find_creature(card, player)
        world.act(f"use the tap skill of {card}", world.game.use_tap_skill, cr)


# ------------------------------------------------------------------ cross gear (003)
@when(parsers.re(rf"{P} generates (?P<card>.+)"))
def generate(world: World, player: str, card: str) -> None:
    """ジェネレート: put a cross gear from the hand into the battle zone, paying its cost."""
    if world.begin():
        c = world.find_card(player, card, (Zone.HAND,))
        world.act(f"generate {card}", world.game.generate, player, c)


@when(parsers.re(rf"{P} crosses (?P<gear>.+?) onto (?P<card>.+)"))
def cross(world: World, player: str, gear: str, card: str) -> None:
    """クロス: attach the player's generated gear to a creature, paying its cost again."""
    if world.begin():
        g = world.find_creature(gear, player)
        world.act(f"cross {gear} onto {card}", world.game.cross, g, world.find_creature(card))


# ------------------------------------------------------------------ G-link (003 / 000)
@when(parsers.re(rf"{P} activates the G-link of (?P<card>.+)"))
def activate_g_link(world: World, player: str, card: str) -> None:
    """DMPS: the player links the god with its partner (an activated ability; refused where G-link
    is static)."""
    if world.begin():
        world.act(f"activate the G-link of {card}", world.game.activate_g_link, world.find_creature(card, player))


# ------------------------------------------------------------------ castles (003)
@when(parsers.re(rf"{P} fortifies shield (?P<n>\d+) with (?P<card>.+)"))
def fortify(world: World, player: str, n: str, card: str) -> None:
    """要塞化: put a castle from the hand onto one of the player's shields (counted from the left)."""
    if world.begin():
        c = world.find_card(player, card, (Zone.HAND,))
        world.act(f"fortify shield {n} with {card}", world.game.fortify, player, c, int(n))
