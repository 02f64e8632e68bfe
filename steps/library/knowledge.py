"""What the game remembers and what the players know: where a card has been and where it was used
from, what a player has seen or may look at (and, set up, what they looked at or an effect gave
a card), the extra turns a player is owed, and which cards a name category matches."""

from __future__ import annotations

from pytest_bdd import given

from engine.model.keywords import KEYWORDS
from engine.model.objects import CARD_ZONES
from engine.model.trace import EventRecord
from steps.runtime.lists import in_order, zone_of
from steps.runtime.phrases import phrase
from steps.runtime.refs import present
from steps.runtime.verdicts import verdict
from steps.runtime.world import World, named_in_record

P = r"player (?P<player>[AB])"


def extra_turns(world: World, player: str, n: str) -> tuple[str, str]:
    """How many turns the player takes after this one (ザ・ユニバース・ゲート)."""
    return str(world.game.state.players[player].extra_turns), n


verdict(rf"{P} has (?P<n>\d+) extra turns?")(extra_turns)


def _named(card: object, name: str) -> bool:
    d = getattr(card, "definition", None)
    return d is not None and (d.name == name or name in d.aliases)


def was_in(world: World, card: str, was: str, player: str, zone: str) -> tuple[str, str]:
    """Whether the card was (at some point during the actions, or is now) in the player's zone: a
    move or a draw put it there (000: a declared DMPS S-trigger never enters the hand). The card must be
    in the game."""
    z = zone_of(zone)
    name = present(world, card)
    there = any(_named(c, name) for c in world.game.state.players[player].cards_in(z)) or any(
        r.to_zone == z and r.owner == player and named_in_record(world, r.card, name)
        and r.event in ("moved", "drew") for r in world.game.trace.of(EventRecord))
    return ("was" if there else "was never"), was


verdict(rf"(?P<card>.+?) (?P<was>was|was never) in {P}'s (?P<zone>hand|mana zone|graveyard|shield zone|deck)")(was_in)


def used_from(world: World, card: str, player: str, zone: str) -> tuple[str, str]:
    """The zone the card was cast or put from, as the game recorded it (000: a declared DMPS
    S-trigger counts as used from the hand)."""
    name = card.strip()
    uses = [r for r in world.game.trace.of(EventRecord) if r.event in ("cast", "entered") and r.player == player
            and named_in_record(world, r.card, name)]
    got = uses[0].from_zone if uses and uses[0].from_zone else ("nowhere" if uses else "not used")
    return got, str(zone_of(zone))


verdict(rf"(?P<card>.+?) was used from {P}'s (?P<zone>hand|shield zone|mana zone|graveyard|deck)")(used_from)


def has_seen(world: World, player: str, has: str, card: str) -> tuple[str, str]:
    """Whether the player has seen a card called so: it is open to them, or they looked at it
    while it was hidden (ピーピング, a known top card). The card must be in the game."""
    g = world.game
    name = present(world, card)
    cards = [c for p in g.state.players.values() for z in CARD_ZONES for c in p.cards_in(z) if _named(c, name)]
    cards += [c for p in g.state.players.values() for cr in p.battle for c in cr.cards if _named(c, name)]
    return ("has" if any(g.has_seen(c, player) for c in cards) else "has not"), has


verdict(rf"{P} (?P<has>has|has not) seen (?P<card>.+)")(has_seen)


def can_see_card(world: World, viewer: str, can: str, card: str, player: str, zone: str) -> tuple[str, str]:
    """Whether the viewer may look at that card where it is now (the profile's shield visibility)."""
    c = world.find_card(player, card, (zone_of(zone),))
    return ("can" if world.game.visible_to(c, viewer) else "cannot"), can


verdict(rf"player (?P<viewer>[AB]) (?P<can>can|cannot) see (?P<card>(?!the cards ).+?) in {P}'s "
         r"(?P<zone>hand|mana zone|shield zone|shields|graveyard|deck|hyperspatial zone)")(can_see_card)


@given(phrase(rf"{P} has looked at the top card of their deck"))
def looked_at_top(world: World, player: str) -> None:
    """Set-up: the player knows the top card of their deck (deck manipulation); it is still hidden."""
    world.game.board.looked_at_deck_top(player)


@given(phrase(rf"an effect has given (?P<card>.+?) in {P}'s (?P<zone>hand|shield zone|shields|mana zone|graveyard) "
                  r"the keyword (?P<keyword>[a-z][a-z ]*[a-z])"))
def card_given_keyword(world: World, card: str, player: str, zone: str, keyword: str) -> None:
    """Set-up: an effect the source does not name gave the card itself a keyword (S・トリガー化)."""
    if keyword not in KEYWORDS:
        raise ValueError(f"unknown keyword {keyword!r}; known: {', '.join(sorted(KEYWORDS))}")
    world.game.board.give_keyword(world.find_card(player, card, (zone_of(zone),)), keyword)


def name_category(world: World, cards: str, text: str, reading: str | None, matched: str) -> tuple[str, str]:
    """Which of these catalog cards a name category (名称カテゴリ) written in an ability matches,
    under the profile's name categories (TCG: the reading too; DMPS: the characters only)."""
    cat = world.game.catalog
    names = in_order(cards)
    got = [n for n in names if world.profile.names.matches(cat.get(n), text.strip(), reading)]
    want = in_order(matched)  # "nothing" / "none": no card (the list reader's words)
    return ", ".join(got) or "nothing", ", ".join(want) or "nothing"


verdict(r"among (?P<cards>.+?), the name category (?P<text>.+?)(?: read (?P<reading>\S+))? matches: (?P<matched>.+)")(
    name_category)
