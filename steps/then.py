"""Then: verdicts, each ``under <profiles> ...`` (see :mod:`steps.verdicts`)."""

from __future__ import annotations

from engine.cards import Civ
from engine.state import Zone
from engine.trace import WaitingRecord
from steps.lists import names, parse_list, zone_of
from steps.verdicts import verdict, yes
from steps.world import World, named

P = r"player (?P<player>[AB])"
COUNTERS = r"(?P<counter>max mana|usable mana|usable-mana cap|untapped mana|mana cards)"


@verdict(rf"{P}'s {COUNTERS} is (?P<n>\d+)")
def counter_is(world: World, player: str, counter: str, n: str) -> tuple[str, str]:
    """A mana counter: DMPS max mana, usable-mana cap, usable mana; TCG untapped mana."""
    view = world.game.mana_view(player)
    observed = str(view[counter]) if counter in view else f"n/a ({world.profile.mana.name})"
    return observed, n


@verdict(rf"{P}'s released civilizations are (?P<civs>.+)")
def released(world: World, player: str, civs: str) -> tuple[str, str]:
    """DMPS released civilizations (TCG: the civilizations of untapped mana cards)."""
    g = world.game
    have = g.profile.mana.available_civs(g, g.players[player])
    want = [] if civs.strip() == "none" else [Civ(c) for c in names(parse_list(civs))]
    order = list(Civ)
    return (", ".join(c.value for c in sorted(have, key=order.index)) or "none",
            ", ".join(c.value for c in sorted(want, key=order.index)) or "none")


@verdict(rf"{P} (?P<can>can|cannot) (?P<verb>summon|cast) (?P<card>.+)")
def can_play(world: World, player: str, can: str, verb: str, card: str) -> tuple[str, str]:
    """Whether a card in hand could be summoned / cast now (nothing is done)."""
    g = world.game
    c = world.find_card(player, card, (Zone.HAND,))
    why = g.summon_problem(player, c) if verb == "summon" else g.cast_problem(player, c)
    observed = "can" if why is None else f"cannot ({why})"
    return (observed if can == "can" else observed.split(" (")[0]), can


@verdict(r"the last action is refused")
def last_refused(world: World) -> tuple[str, str]:
    """The last action was refused by the rules (and the refusal is acknowledged)."""
    refused = bool(world.refusals) and world.game.last_refusal == world.refusals[-1]
    world.acknowledged = len(world.refusals)
    return ("refused" if refused else "done"), "refused"


@verdict(r"the last action is allowed")
def last_allowed(world: World) -> tuple[str, str]:
    """The last action went through."""
    refused = len(world.refusals) > world.acknowledged
    world.acknowledged = len(world.refusals)
    return ("refused: " + world.refusals[-1]) if refused else "done", "done"


@verdict(rf"{P}'s (?P<zone>hand|mana zone|shield zone|shields|graveyard|deck|hyperspatial zone) "
         r"(?:has|holds) (?P<n>\d+) cards?")
def zone_count(world: World, player: str, zone: str, n: str) -> tuple[str, str]:
    return str(world.game.players[player].count(zone_of(zone))), n


@verdict(rf"{P}'s battle zone holds (?P<n>\d+) creatures?")
def battle_count(world: World, player: str, n: str) -> tuple[str, str]:
    return str(len(world.game.players[player].battle)), n


@verdict(rf"{P}'s (?P<zone>hand|mana zone|shield zone|shields|graveyard|hyperspatial zone|nowhere zone) "
         r"holds: (?P<cards>.+)")
def zone_is(world: World, player: str, zone: str, cards: str) -> tuple[str, str]:
    """A zone holds exactly these cards, in order (left to right; graveyard oldest first); a
    pending card that belongs to it is listed at its place, marked ``(pending)``."""
    got = [c.name + (" (pending)" if c.pending is not None and zone != "nowhere zone" else "")
           for c in world.game.players[player].belonging(zone_of(zone))]
    want = [e.name + (" (pending)" if "pending" in e.marks else "") for e in parse_list(cards) for _ in range(e.count)]
    return ", ".join(got) or "nothing", ", ".join(want) or "nothing"


@verdict(rf"{P}'s battle zone holds, left to right: (?P<cards>.+)")
def battle_is(world: World, player: str, cards: str) -> tuple[str, str]:
    """The creatures left to right (``X on Y`` for a stack, ``A + B`` for cards linked side by side)."""
    got = [" on ".join([" + ".join(c.name for c in cr.top_layer), *(c.name for c in cr.cards[1:])])
           for cr in world.game.players[player].battle]
    want = [" on ".join([e.name, *e.under]) for e in parse_list(cards) for _ in range(e.count)]
    return ", ".join(got) or "nothing", ", ".join(want) or "nothing"


@verdict(rf"(?P<card>.+?) (?P<is_>is|is not) in {P}'s "
         r"(?P<zone>hand|mana zone|shield zone|shields|graveyard|deck|battle zone|hyperspatial zone|nowhere zone)")
def card_in(world: World, card: str, is_: str, player: str, zone: str) -> tuple[str, str]:
    """Whether a card is in a zone (a pending card is in the zone it belongs to, 409; under the
    rules before 2022-09-14 a card being used is in the nowhere zone)."""
    z = zone_of(zone)
    p = world.game.players[player]
    if z is Zone.BATTLE:
        present = any(card in (c.name for c in [*cr.cards, *cr.linked]) or card in cr.definition.aliases
                      for cr in p.battle)
    else:
        present = any(c.name == card or card in c.definition.aliases for c in p.belonging(z))
    return ("is" if present else "is not"), is_


@verdict(rf"{P} has (?P<n>\d+) shields?")
def shields(world: World, player: str, n: str) -> tuple[str, str]:
    return str(len(world.game.players[player].shields)), n


@verdict(r"(?P<who>player [AB] wins|player [AB] loses|both players lose|the game goes on)")
def game_result(world: World, who: str) -> tuple[str, str]:
    outcome = world.game.outcome
    observed = outcome.result() if outcome is not None else "the game goes on"
    if who.endswith(" loses"):
        loser = who.split()[1]
        other_ = "B" if loser == "A" else "A"
        return observed, f"player {other_} wins"
    return observed, who


@verdict(r"(?P<card>.+?)'s power is (?P<n>-?\d+)")
def power_is(world: World, card: str, n: str) -> tuple[str, str]:
    """A creature's power now (a creature that is not in the battle zone is reported as such)."""
    if not any(named(cr.definition, card) for p in world.game.players.values() for cr in p.battle):
        world.game.catalog.get(card)  # an unknown name gets suggestions
        return "not in the battle zone", n
    return str(world.game.power(world.find_creature(card))), n


@verdict(r"(?P<card>.+?) breaks (?P<n>\d+) shields? when (?:it|they) attacks?")
def breaks(world: World, card: str, n: str) -> tuple[str, str]:
    return str(world.game.breaker_count(world.find_creature(card))), n


@verdict(r"(?P<card>.+?)'s ability (?P<did>triggers|does not trigger)")
def triggered(world: World, card: str, did: str) -> tuple[str, str]:
    """Whether an ability of the card started waiting (from the trace)."""
    fired = any(w.source_name == card for w in world.game.resolved) or any(
        w.source_name == card for w in world.game.waiting)
    return ("triggers" if fired else "does not trigger"), did


@verdict(r"no ability triggers")
def nothing_triggered(world: World) -> tuple[str, str]:
    waited = [w.text() for w in world.game.trace.of(WaitingRecord)]
    return ("; ".join(waited) or "none"), "none"


@verdict(r"(?P<card>.+?) (?P<is_>is|is not) summoning sick")
def sick(world: World, card: str, is_: str) -> tuple[str, str]:
    return ("is" if world.game.summoning_sick(world.find_creature(card)) else "is not"), is_


@verdict(r"(?P<card>.+?) (?P<is_>is|is not) tapped")
def tapped(world: World, card: str, is_: str) -> tuple[str, str]:
    """A creature in the battle zone, or else a card in a mana zone, is (not) tapped; a card in
    neither is reported as such (so "is not tapped" never holds for a creature that is gone)."""
    game = world.game
    creatures = [cr for p in "AB" for cr in game.players[p].battle if cr.name == card or card in cr.definition.aliases]
    if creatures:
        return ("is" if creatures[0].tapped else "is not"), is_
    mana = [c for p in "AB" for c in game.players[p].belonging(Zone.MANA)
            if c.name == card or card in c.definition.aliases]
    if mana:
        return ("is" if mana[0].tapped else "is not"), is_
    game.catalog.get(card)  # an unknown name gets suggestions
    return "not in the battle zone or a mana zone", is_


__all__ = ["yes"]
