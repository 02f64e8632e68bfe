"""Steps about rebuild (002, 再構築): only the top card of a creature leaving, the cards under a
creature and their order. Shared phrases live in board.py / actions.py / game_state.py."""

from __future__ import annotations

from pytest_bdd import given, when

from engine.model.decisions import Decision
from engine.model.objects import Zone
from steps.runtime.lists import in_order
from steps.runtime.phrases import phrase
from steps.runtime.world import World

P = r"player (?P<player>[AB])"
DESTINATIONS = {"to its owner's hand": (Zone.HAND, "bounce"), "into its owner's graveyard": (Zone.GRAVEYARD, "effect"),
                "into its owner's mana zone": (Zone.MANA, "mana send")}


@given(phrase(rf"{P} will keep (?P<cards>.+) as separate creatures"))
def will_keep(world: World, player: str, cards: str) -> None:
    """Script the rule before 2021-03-16: the creature cards under a departing evolution card the
    player keeps as separate creatures, in order (the profile keeps as many as it allows)."""
    for name in in_order(cards):
        world.decider.add(player, Decision.KEEP_SEPARATE, name)


@given(phrase(rf"{P} will choose (?P<cards>.+) to put under (?P<creature>.+)"))
def will_put_under(world: World, player: str, cards: str, creature: str) -> None:
    """Script the creature cards goes under and the cards an effect puts under it, in order."""
    world.decider.add(player, Decision.TARGET, creature.strip())
    for name in in_order(cards):
        world.decider.add(player, Decision.PUT_UNDER, name)


@when(phrase(rf"an effect of {P}'s (?:returns|puts) only the top card of (?P<card>.+?) "
                 r"(?P<dest>to its owner's hand|into its owner's graveyard|into its owner's mana zone)"))
def top_card_leaves(world: World, player: str, card: str, dest: str) -> None:
    """Only the top card of a creature leaves the battle zone (退化); what stays is the profile's
    rebuild (002)."""
    if world.begin():
        cr = world.find_creature(card)
        to, cause = DESTINATIONS[dest]
        world.act(f"only the top card of {card} leaves", world.game.remove_top, cr, to, cause)


@when(phrase(rf"{P} reorders the cards under (?P<card>.+?) as: (?P<cards>.+)"))
def reorder(world: World, player: str, card: str, cards: str) -> None:
    """A player rearranges the cards under their creature, top to bottom (allowed only before
    2021-03-16; else refused)."""
    if world.begin():
        cr = world.find_creature(card, player)
        under = list(cr.cards[1:])
        order = []
        for name in in_order(cards):
            found = next(c for c in under if c.name == name and c not in order)
            order.append(found)
        world.act(f"reorder the cards under {card}", world.game.reorder_under, cr, order)
