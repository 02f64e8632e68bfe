"""Verdicts on state that issue 13's topics add: extra turns, what a player has seen or may see,
where a card has been, cross gear, castles and linked gods."""

from __future__ import annotations

from pytest_bdd import given, parsers

from engine.mechanics.castles import fortifying
from engine.mechanics.gear import crossed_onto
from engine.model.keywords import KEYWORDS
from engine.model.objects import CARD_ZONES
from engine.model.trace import EventRecord
from steps.lists import in_order, zone_of
from steps.verdicts import verdict
from steps.world import World, named_in_record

P = r"player (?P<player>[AB])"


@verdict(rf"{P} has (?P<n>\d+) extra turns?")
def extra_turns(world: World, player: str, n: str) -> tuple[str, str]:
    """How many turns the player takes after this one (ザ・ユニバース・ゲート)."""
    return str(world.game.state.players[player].extra_turns), n


def _named(card: object, name: str) -> bool:
    d = getattr(card, "definition", None)
    return d is not None and (d.name == name or name in d.aliases)


@verdict(rf"(?P<card>.+?) (?P<was>was|was never) in {P}'s (?P<zone>hand|mana zone|graveyard|shield zone|deck)")
def was_in(world: World, card: str, was: str, player: str, zone: str) -> tuple[str, str]:
    """Whether the card was (at some point during the actions, or is now) in the player's zone: a
    move or a draw put it there (000: a declared DMPS S-trigger never enters the hand)."""
    z = zone_of(zone)
    name = card.strip()
    there = any(_named(c, name) for c in world.game.state.players[player].cards_in(z)) or any(
        r.to_zone == z and r.owner == player and named_in_record(world, r.card, name)
        and r.event in ("moved", "drew") for r in world.game.trace.of(EventRecord))
    return ("was" if there else "was never"), was


@verdict(rf"(?P<card>.+?) was used from {P}'s (?P<zone>hand|shield zone|mana zone|graveyard|deck)")
def used_from(world: World, card: str, player: str, zone: str) -> tuple[str, str]:
    """The zone the card was cast or put from, as the game recorded it (000: a declared DMPS
    S-trigger counts as used from the hand)."""
    name = card.strip()
    uses = [r for r in world.game.trace.of(EventRecord) if r.event in ("cast", "entered") and r.player == player
            and named_in_record(world, r.card, name)]
    got = uses[0].from_zone if uses and uses[0].from_zone else ("nowhere" if uses else "not used")
    return got, str(zone_of(zone))


@verdict(rf"{P} (?P<has>has|has not) seen (?P<card>.+)")
def has_seen(world: World, player: str, has: str, card: str) -> tuple[str, str]:
    """Whether the player has seen a card called so: it is open to them, or they looked at it
    while it was hidden (ピーピング, a known top card)."""
    g = world.game
    name = card.strip()
    cards = [c for p in g.state.players.values() for z in CARD_ZONES for c in p.cards_in(z) if _named(c, name)]
    cards += [c for p in g.state.players.values() for cr in p.battle for c in cr.cards if _named(c, name)]
    return ("has" if any(g.has_seen(c, player) for c in cards) else "has not"), has


@verdict(rf"player (?P<viewer>[AB]) (?P<can>can|cannot) see (?P<card>(?!the cards ).+?) in {P}'s "
         r"(?P<zone>hand|mana zone|shield zone|shields|graveyard|deck|hyperspatial zone)")
def can_see_card(world: World, viewer: str, can: str, card: str, player: str, zone: str) -> tuple[str, str]:
    """Whether the viewer may look at that card where it is now (the profile's shield visibility)."""
    c = world.find_card(player, card, (zone_of(zone),))
    return ("can" if world.game.visible_to(c, viewer) else "cannot"), can


@given(parsers.re(rf"{P} has looked at the top card of their deck"))
def looked_at_top(world: World, player: str) -> None:
    """Set-up: the player knows the top card of their deck (deck manipulation); it is still hidden."""
    world.game.board.looked_at_deck_top(player)


@given(parsers.re(rf"an effect has given (?P<card>.+?) in {P}'s (?P<zone>hand|shield zone|shields|mana zone|graveyard) "
                  r"the keyword (?P<keyword>[a-z][a-z ]*[a-z])"))
def card_given_keyword(world: World, card: str, player: str, zone: str, keyword: str) -> None:
    """Set-up: an effect the source does not name gave the card itself a keyword (S・トリガー化)."""
    if keyword not in KEYWORDS:
        raise ValueError(f"unknown keyword {keyword!r}; known: {', '.join(sorted(KEYWORDS))}")
    world.game.board.give_keyword(world.find_card(player, card, (zone_of(zone),)), keyword)


@verdict(r"among (?P<cards>.+?), the name category (?P<text>.+?)(?: read (?P<reading>\S+))? matches: (?P<matched>.+)")
def name_category(world: World, cards: str, text: str, reading: str | None, matched: str) -> tuple[str, str]:
    """Which of these catalog cards a name category (名称カテゴリ) written in an ability matches,
    under the profile's name categories (TCG: the reading too; DMPS: the characters only)."""
    cat = world.game.catalog
    names = in_order(cards)
    got = [n for n in names if world.profile.names.matches(cat.get(n), text.strip(), reading)]
    want = in_order(matched) if matched.strip() not in ("nothing", "none") else []
    return ", ".join(got) or "nothing", ", ".join(want) or "nothing"


# ------------------------------------------------------------------ cross gear, castles, links
@given(parsers.re(r"(?P<gear>.+?) is crossed onto (?P<card>.+)"))
def crossed_setup(world: World, gear: str, card: str) -> None:
    """Set-up: a generated gear crossed onto a creature of the same player (no cost)."""
    world.game.board.cross(world.find_creature(gear), world.find_creature(card))


@verdict(r"(?P<gear>.+?) (?P<is_>is crossed onto (?P<card>.+?)|is not crossed onto any creature)")
def crossed(world: World, gear: str, is_: str, card: str | None) -> tuple[str, str]:
    """The creature a cross gear is crossed onto (003: the gear stays when it leaves)."""
    g = world.find_creature(gear)
    onto = crossed_onto(world.game, g)
    observed = f"is crossed onto {onto.name}" if onto is not None else "is not crossed onto any creature"
    return observed, is_


@given(parsers.re(r"(?P<a>.+?) and (?P<b>.+?) are linked"))
def linked_setup(world: World, a: str, b: str) -> None:
    """Set-up: two gods of one player already in the battle zone are one linked creature."""
    world.game.board.link(world.find_creature(a), world.find_creature(b))


@verdict(r"(?P<a>.+?) and (?P<b>.+?) (?P<are>are|are not) linked")
def are_linked(world: World, a: str, b: str, are: str) -> tuple[str, str]:
    """Whether one linked creature holds both gods (G-link)."""
    ca, cb = world.find_creature(a), world.find_creature(b)
    return ("are" if ca is cb and ca.linked else "are not"), are


@given(parsers.re(rf"{P}'s shield (?P<n>\d+) is fortified by (?P<card>.+)"))
def fortified_setup(world: World, player: str, n: str, card: str) -> None:
    """Set-up: a castle already fortifies the player's shield (counted from the left)."""
    world.game.board.fortified(player, int(n), card.strip())


@verdict(rf"{P}'s shield (?P<n>\d+) is fortified by: (?P<cards>.+)")
def fortified_by(world: World, player: str, n: str, cards: str) -> tuple[str, str]:
    """The castles fortifying the player's shield n (counted from the left), in the order put."""
    shields = world.game.state.players[player].shields
    if not 1 <= int(n) <= len(shields):
        return "no such shield", ", ".join(in_order(cards))
    got = [c.name for c in fortifying(world.game, shields[int(n) - 1])]
    return ", ".join(got) or "nothing", ", ".join(in_order(cards)) or "nothing"
