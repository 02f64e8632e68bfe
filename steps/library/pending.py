"""Steps about the pending state (004 保留状態) and what a moment of a use looks like.

``Then while X resolves, under <profiles> <claim>`` replays the scenario in a fresh world and
evaluates ``<claim>`` at X's checkpoint (a spell paid for and pending, before its first effect;
a creature just before its landing replacements): what the board looked like *while* X was
used. Shared phrases live in board.py / actions.py / game_state.py."""

from __future__ import annotations

from pytest_bdd import given, then, when

from engine.model.decisions import Decision
from engine.model.errors import ScriptError, did_you_mean
from engine.model.keywords import KEYWORDS
from engine.model.objects import Card, Zone
from engine.model.trace import Chose, EventRecord, Offered
from steps.runtime.lists import in_order, zone_of
from steps.runtime.phrases import phrase
from steps.runtime.refs import present
from steps.runtime.verdicts import PROFILES, evaluate, verdict
from steps.runtime.world import World, named, named_in_record

P = r"player (?P<player>[AB])"
ZONES = r"(?P<zone>hand|mana zone|shield zone|shields|graveyard|deck|hyperspatial zone|nowhere zone)"
MOMENTS = {"resolves": "resolves", "is being summoned": "is being summoned", "is being put": "is being put",
           "'s ability resolves": "ability resolves"}
OFFERS = {"discard": Decision.DISCARD, "choose": Decision.TARGET, "put into mana": Decision.PUT_INTO_MANA,
          "put into the battle zone": Decision.PUT_INTO_BATTLE, "evolve onto": Decision.EVOLVE_ONTO,
          "cast": Decision.CAST_FROM_ZONE}
NO_MOMENT = "no such moment"


# ------------------------------------------------------------------- given
@given(phrase(rf"{P} will use the shield triggers in this order: (?P<cards>.+)"))
def trigger_order(world: World, player: str, cards: str) -> None:
    """Script the order in which a player uses the shield triggers (and G・ストライク) they declared
    (``X then Y``)."""
    for name in in_order(cards):
        world.decider.add(player, Decision.USE_TRIGGER, name)


@given(phrase(rf"{P} will (?P<use>use|not use) the optional ability of (?P<card>.+)"))
def optional_ability(world: World, player: str, use: str, card: str) -> None:
    """Script a player's "may" (てもよい) for the next optional ability or effect of the card."""
    world.decider.add(player, Decision.USE_OPTIONAL, f"{'use' if use == 'use' else 'skip'} {card.strip()}")


# -------------------------------------------------------------------- when
@when(phrase(rf"an effect of {P}'s casts (?P<card>.+?) from (?:their|the) "
                 r"(?P<zone>hand|mana zone|graveyard|shield zone|shields) without paying its cost"))
def effect_casts(world: World, player: str, card: str, zone: str) -> None:
    """An effect of a player's casts a spell from one of their zones for free (a use: the spell
    is pending while it resolves, 004)."""
    if world.begin():
        c = world.find_card(player, card, (zone_of(zone),))
        world.act(f"cast {card} from the {zone} for free", world.game.cast_for_free, player, c)


@when(phrase(rf"an effect of {P}'s gives (?P<card>.+?) in their (?P<zone>hand|mana zone|graveyard|shield zone) "
                 r"the keyword (?P<keyword>[a-z][a-z ]*[a-z])"))
def gives_keyword(world: World, player: str, card: str, zone: str, keyword: str) -> None:
    """An effect of a player's gives one of their cards outside the battle zone a keyword (an
    effect given to that card, kept while it stays where it is)."""
    if world.begin():
        c = world.find_card(player, card, (zone_of(zone),))
        if keyword not in KEYWORDS:
            raise ScriptError(f"unknown keyword {keyword!r}" + did_you_mean(keyword, KEYWORDS))
        world.act(f"give {card} {keyword}", world.game.give_keyword, c, keyword)


# -------------------------------------------------------------------- then
def at_moment(world: World, card: str, moment: str, claim: str) -> tuple[str, str]:
    """(observed, expected) of ``claim`` at the first checkpoint where ``card`` ``moment``."""
    return at_checkpoint(world, card, MOMENTS[moment], claim)


def at_checkpoint(world: World, card: str, label: str, claim: str) -> tuple[str, str]:
    """(observed, expected) of ``claim`` at the first checkpoint ``label`` of ``card``: the scenario
    is replayed in a fresh world that watches its checkpoints."""
    fresh = World(world.profile, forced=world.forced)
    seen: list[tuple[str, str]] = []

    def watch(checkpoint: str, c: Card) -> None:
        if not seen and checkpoint == label and named(c.definition, card):
            seen.append(evaluate(fresh, claim))

    fresh.game.watch(watch)
    for fn, kwargs in world.recorded:
        fn(world=fresh, **kwargs)
    if seen:
        return seen[0]
    return NO_MOMENT, evaluate(world, claim)[1]


@then(phrase(r"while (?P<card>.+?)(?P<moment>'s ability resolves| resolves| is being summoned| is being put), "
                 + PROFILES + r" (?P<claim>.+)"))
def while_verdict(world: World, card: str, moment: str, profiles: str, claim: str) -> None:
    """A claim about the board at a moment of a use: while a spell resolves (paid for, pending,
    before its first effect) or a creature is being summoned / put (just before its landing
    replacements), or a waiting ability of the card resolves (``X's ability resolves``: declared and
    used, before its first effect). ``no such moment`` when the card never got there under the profile.
    Example: ``while 青銅の鎧 is being put, under tcg player A's mana zone has 2 cards``"""
    if not world.started:
        world.begin()
    moment = moment.strip()
    text = f"while {card}{'' if moment.startswith(chr(39)) else ' '}{moment}, {claim}"
    if world.board_refused is not None:
        world.check(profiles, text, "", "(as written)")
        return
    observed, expected = at_moment(world, card, moment, claim)
    world.check(profiles, text, observed, expected)


def _every_card(world: World) -> list[Card]:
    g = world.game
    cards: list[Card] = []
    for p in g.state.players.values():
        cards += p.pending
        for z in (Zone.HAND, Zone.MANA, Zone.SHIELDS, Zone.GRAVEYARD, Zone.DECK, Zone.HYPERSPATIAL):
            cards += p.cards_in(z)
        cards += [c for cr in p.battle for c in cr.cards]
    return cards


def is_pending(world: World, card: str, is_: str) -> tuple[str, str]:
    """Whether a card (the first of that name found) is pending (保留状態) now."""
    found = [c for c in _every_card(world) if named(c.definition, card)]
    if not found:
        world.game.catalog.get(card)
        return "no such card", is_
    return ("is" if any(c.pending is not None for c in found) else "is not"), is_


verdict(r"(?P<card>.+?) (?P<is_>is|is not) pending")(is_pending)


def was_put_into(world: World, card: str, was: str, player: str, zone: str) -> tuple[str, str]:
    """Whether the card was put into the zone during the actions: an event moved it there (a
    pending card released back into its zone is not put there under 409.2a). The card must be in the game."""
    z = zone_of(zone)
    card = present(world, card)
    put = any(named_in_record(world, r.card, card) and r.to_zone == z and r.player == player
              and r.event in ("moved", "entered", "drew") for r in world.game.trace.of(EventRecord))
    return ("was" if put else "was not"), was


verdict(rf"(?P<card>.+?) (?P<was>was|was not) put into {P}'s {ZONES}")(was_put_into)


def left_zone(world: World, card: str, did: str, player: str, zone: str) -> tuple[str, str]:
    """Whether an event moved the card out of the zone during the actions (becoming pending is
    not leaving it: 004 カードは保留状態になっても、そのゾーンを離れたことにはならない). The card must be in
    the game."""
    z = zone_of(zone)
    card = present(world, card)
    out = any(named_in_record(world, r.card, card) and r.from_zone == z and r.owner == player
              for r in world.game.trace.of(EventRecord))
    return ("left" if out else "did not leave"), did


verdict(rf"(?P<card>.+?) (?P<did>left|did not leave) {P}'s {ZONES}")(left_zone)


def offered(world: World, player: str, what: str, cards: str) -> tuple[str, str]:
    """The options of the first choice of that kind offered to the player during the last action
    (``nothing``: none was, e.g. the effect found nothing to choose), in the order offered; "stop"
    is not listed."""
    kind = str(OFFERS[what])
    offers = [e.record.options for e in world.game.trace.entries[world.trace_before:]
              if isinstance(e.record, Chose | Offered) and e.record.player == player and e.record.decision == kind]
    got = [o for o in offers[0] if o != "stop"] if offers else []
    return ", ".join(got) or "nothing", ", ".join(in_order(cards)) or "nothing"


verdict(rf"{P} was offered to (?P<what>{'|'.join(OFFERS)}): (?P<cards>.+)")(offered)


def card_has_keyword(world: World, card: str, player: str, zone: str, has: str, keyword: str) -> tuple[str, str]:
    """Whether a card outside the battle zone has a keyword: printed, or given to it by an effect."""
    found = [c for c in world.game.state.players[player].belonging(zone_of(zone)) if named(c.definition, card)]
    if not found:
        world.game.catalog.get(card)
        return f"not in player {player}'s {zone}", has
    got = found[0].definition.has(keyword) or keyword in found[0].given
    return ("has" if got else "does not have"), has


verdict(rf"(?P<card>.+?) in {P}'s {ZONES} (?P<has>has|does not have) the keyword (?P<keyword>[a-z][a-z ]*[a-z])")(
    card_has_keyword)
