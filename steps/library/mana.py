"""Mana (features/mana/): cards returned from the mana zone, playing from another zone, an ability
resolved by hand, tapped mana. Shared phrases live in board.py / actions.py / game_state.py."""

from __future__ import annotations

from pytest_bdd import given, when

from steps.runtime.lists import names, parse_list, zone_of
from steps.runtime.phrases import phrase
from steps.runtime.verdicts import verdict
from steps.runtime.world import World

P = r"player (?P<player>[AB])"


# ------------------------------------------------------------------- given
@given(phrase(rf"{P} will choose (?P<cards>.+) to return to (?:the|their) hand"))
def choose_to_return(world: World, player: str, cards: str) -> None:
    """Script a mana recovery: the cards to return from the mana zone, in order (then stop)."""
    for name in names(parse_list(cards)):
        world.decider.add(player, "return to hand", name)


# -------------------------------------------------------------------- when
@when(phrase(rf"{P} tries to (?P<verb>summon|cast) (?P<card>.+) from (?:their|the) "
                 r"(?P<zone>mana zone|graveyard|shields|shield zone|hyperspatial zone)"))
def play_from_zone(world: World, player: str, verb: str, card: str, zone: str) -> None:
    """Try to summon or cast a card that is not in the hand (the rules refuse it unless an
    effect allows it; check with ``the last action is refused``)."""
    if not world.begin():
        return
    c = world.find_card(player, card, (zone_of(zone),))
    action = world.game.summon if verb == "summon" else world.game.cast
    world.act(f"{verb} {card} from the {zone}", action, player, c)


@when(phrase(rf"the ability of (?P<card>.+?) resolves for {P}(?: (?P<n>\d+) times)?"))
def ability_resolves(world: World, card: str, player: str, n: str | None) -> None:
    """An ability whose timing the sources don't give (``when: unstated timing``) resolves
    for a player, once or n times (the card's version under the running profile)."""
    if not world.begin():
        return
    d = world.game.catalog.get(card)
    if not world.game.has_unstated_ability(d):
        world.game.resolve_ability(player, d)  # says that nothing resolves; no action is taken
        return
    world.act(f"resolve the ability of {card}", world.game.resolve_ability, player, d, int(n or 1))


# -------------------------------------------------------------------- then
def tapped_mana(world: World, player: str, n: str) -> tuple[str, str]:
    """How many cards of the mana zone are tapped (DMPS never taps mana cards)."""
    return str(sum(1 for c in world.game.state.players[player].mana if c.tapped)), n


verdict(rf"{P}'s mana zone has (?P<n>\d+) tapped cards?")(tapped_mana)
