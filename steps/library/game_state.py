"""Verdicts on the game's state (Then): counters, zones, power, what may be played, the last
action, the result; each ``under <profiles> ...`` (see :mod:`steps.runtime.verdicts`).

Each verdict is registered by a call after its function, not by a decorator: mutmut (``tox -e
mutation``) leaves decorated functions alone, and these are the functions whose mutants the
tests must kill. The zone verdicts (``holds:``, ``has n cards``, ``has X``) are registered for every
zone by :mod:`steps.library.zone_vocabulary`, which calls the functions here."""

from __future__ import annotations

import re
from collections.abc import Iterable

from engine.model.cards import Civ
from engine.model.errors import ScriptError, UnknownWordError
from engine.model.objects import Zone
from engine.model.text import normal
from engine.model.trace import WaitingRecord
from steps.runtime.lists import names, parse_list, zone_of
from steps.runtime.refs import NOT_IN_GAME, ability_missing, base_name, card_name, creature, in_game, whereabouts
from steps.runtime.verdicts import verdict, yes
from steps.runtime.world import World

P = r"player (?P<player>[AB])"
COUNTERS = r"(?P<counter>max mana|usable mana|usable-mana cap|untapped mana|mana cards)"


def counter_is(world: World, player: str, counter: str, n: str) -> tuple[str, str]:
    """A mana counter: DMPS max mana, usable-mana cap, usable mana; TCG untapped mana."""
    view = world.game.mana_view(player)
    observed = str(view[counter]) if counter in view else f"n/a ({world.profile.mana.name})"
    return observed, n


verdict(rf"{P}'s {COUNTERS} is (?P<n>\d+)")(counter_is)


def released(world: World, player: str, civs: str) -> tuple[str, str]:
    """DMPS released civilizations (TCG: the civilizations of untapped mana cards)."""
    g = world.game
    have = g.profile.mana.available_civs(g, g.state.players[player])
    words = [] if civs.strip() == "none" else names(parse_list(civs))
    unknown = [w for w in words if w not in {c.value for c in Civ}]
    if unknown:
        raise UnknownWordError("civilization", unknown[0], [c.value for c in Civ])
    want = [Civ(c) for c in words]
    order = list(Civ)
    return (", ".join(c.value for c in sorted(have, key=order.index)) or "none",
            ", ".join(c.value for c in sorted(want, key=order.index)) or "none")


verdict(rf"{P}'s released civilizations are (?P<civs>.+)")(released)


def _civs(words: str) -> list[Civ]:
    """Civilization words (``water, light``; ``colourless`` for none), checked."""
    found = [] if words.strip() == "colourless" else names(parse_list(words))
    unknown = [w for w in found if w not in {c.value for c in Civ}]
    if unknown:
        raise UnknownWordError("civilization", unknown[0], [c.value for c in Civ] + ["colourless"])
    return [Civ(c) for c in found]


def _civ_words(civs: Iterable[Civ]) -> str:
    """Civilizations in the rules' order, ``colourless`` for none: 106.2c 「文明を持たないカードは、無色カードと
    呼ばれます。」; the catalog's ``zero`` (ゼロ文明) is that absence, not a civilization beside the others."""
    order = list(Civ)
    return ", ".join(c.value for c in sorted(set(civs) - {Civ.ZERO}, key=order.index)) or "colourless"


def creature_civilizations(world: World, card: str, civs: str) -> tuple[str, str]:
    """The civilizations a creature in the battle zone has (an evolution creature: its top
    card's, 200.3a; ``colourless`` for none, ``zero`` its other word). It must be in the battle zone:
    else ``gone (...)``."""
    want = _civ_words(_civs(civs))
    cr = creature(world, card)
    if isinstance(cr, str):
        return cr, want
    return _civ_words(world.game.civilizations(cr)), want


verdict(r"(?P<card>.+?)'s civilizations are (?P<civs>.+)")(creature_civilizations)


def gives_reason(written: str, observed: str) -> bool:
    """Whether the reason a scenario writes is the rules' reason: its words, in NFKC and any case, are
    part of the engine's (a player named or not: ``it is not the player's turn`` is ``it is not player
    A's turn``)."""

    def words(text: str) -> str:
        text = " ".join(normal(text).casefold().split()).rstrip(".")
        return re.sub(r"\bplayer [ab]\b|\bthe player\b", "the player", text)

    return bool(written.strip()) and words(written) in words(observed)


def can_play(world: World, player: str, can: str, verb: str, card: str, reason: str | None = None) -> tuple[str, str]:
    """Whether a card in the player's hand could be summoned / cast now (nothing is done); with a
    reason (``cannot summon X: it is not the player's turn``), cannot for that reason of the rules,
    and the observation says the reason it saw. The card must be in that hand: else the observation
    says where it is (``not in player A's hand: player A's graveyard``), and neither "can" nor
    "cannot" holds."""
    g = world.game
    name = base_name(world, card)
    if reason is not None and can == "can":
        raise ScriptError(f"'can {verb} {card}: {reason}': a reason goes with 'cannot' (why the rules forbid it)")
    expected = f"{can}: {reason}" if reason is not None else can
    in_hand = [c for c in g.state.players[player].hand if c.name == name]
    if not in_hand:
        return f"not in player {player}'s hand: {whereabouts(world, name)}", expected
    c = in_hand[0]
    why = g.summon_problem(player, c) if verb == "summon" else g.cast_problem(player, c)
    if why is None:
        return "can", expected
    if reason is not None:
        return f"cannot: {reason if gives_reason(reason, why) else why}", expected
    return (f"cannot ({why})" if can == "can" else "cannot"), expected


verdict(rf"{P} (?P<can>can|cannot) (?P<verb>summon|cast) (?P<card>.+?)(?:: (?P<reason>.+))?")(can_play)


def last_refused(world: World, reason: str | None = None) -> tuple[str, str]:
    """The scenario's last action was refused by the rules (an earlier refusal does not count); with
    a reason (``the last action is refused: it is not the player's turn``), refused for that reason,
    and the observation says the reason it saw. Saying so (for the reason the rules give)
    acknowledges that refusal."""
    expected = f"refused: {reason}" if reason is not None else "refused"
    last = world.last_action
    if last is None:
        return "no action", expected
    if last.refusal is None:
        return f"done: {last.description}", expected
    if reason is not None and not gives_reason(reason, last.refusal):
        return f"refused: {last.refusal}", expected
    last.acknowledged = True
    return expected, expected


verdict(r"the last action is refused(?:: (?P<reason>.+))?")(last_refused)


def last_allowed(world: World) -> tuple[str, str]:
    """The scenario's last action went through (an earlier refusal does not count)."""
    last = world.last_action
    if last is None:
        return "no action", "done"
    return ("refused: " + last.refusal) if last.refusal is not None else "done", "done"


verdict(r"the last action is allowed")(last_allowed)


def zone_count(world: World, player: str, zone: str, n: str) -> tuple[str, str]:
    """How many cards a zone holds."""
    return str(world.game.state.players[player].count(zone_of(zone))), n


def battle_count(world: World, player: str, n: str) -> tuple[str, str]:
    """How many creatures a battle zone holds (not the other objects: cross gear, fields)."""
    return str(sum(1 for cr in world.game.state.players[player].battle if cr.definition.type.is_creature)), n


def zone_is(world: World, player: str, zone: str, cards: str) -> tuple[str, str]:
    """A zone holds exactly these cards, in order (left to right; graveyard oldest first); a
    pending card that belongs to it is listed at its place, marked ``(pending)``. Every name must
    be a catalog card (``nothing`` for an empty zone)."""
    got = [c.name + (" (pending)" if c.pending is not None and zone != "nowhere zone" else "")
           for c in world.game.state.players[player].belonging(zone_of(zone))]
    want = [card_name(world, e.name) + (" (pending)" if "pending" in e.marks else "")
            for e in parse_list(cards) for _ in range(e.count)]
    return ", ".join(got) or "nothing", ", ".join(want) or "nothing"


def battle_is(world: World, player: str, cards: str) -> tuple[str, str]:
    """The creatures left to right (``X on Y`` for a stack, ``A + B`` for cards linked side by
    side). Every name must be a catalog card."""
    got = [" on ".join([" + ".join(c.name for c in cr.top_layer), *(c.name for c in cr.cards[1:])])
           for cr in world.game.state.players[player].battle]
    want = [" on ".join(" + ".join(card_name(world, x.strip()) for x in n.split(" + "))
                        for n in [e.name, *e.under]) for e in parse_list(cards) for _ in range(e.count)]
    return ", ".join(got) or "nothing", ", ".join(want) or "nothing"


def card_in(world: World, card: str, is_: str, player: str, zone: str) -> tuple[str, str]:
    """Whether a card is in a player's zone (in the battle zone: any card of a creature or an オーラ
    attached to one; a pending card is in the zone it belongs to, 409; under the rules before
    2022-09-14 a card being used is in the nowhere zone). The card must be somewhere in the game:
    one that no zone holds is ``not in the game``, and neither "is" nor "is not" holds."""
    name = base_name(world, card)
    if not in_game(world, name):
        return NOT_IN_GAME, is_
    z = zone_of(zone)
    p = world.game.state.players[player]
    if z is Zone.BATTLE:
        present = any(name in (c.name for c in [*cr.cards, *cr.linked_cards, *cr.auras])
                      for cr in (*p.battle, *p.sealed))  # a sealed creature (116) is in the battle zone
    else:  # a card under a shield (シールド・プラス) is in the shield zone too, part of that shield
        cards = [*p.belonging(z), *(p.under_shields if z is Zone.SHIELDS else [])]
        present = any(c.name == name for c in cards)
    return ("is" if present else "is not"), is_


verdict(rf"(?P<card>.+?) (?P<is_>is|is not) in {P}'s (?P<zone>hand|mana zone|shield zone|shields|graveyard|deck|"
        r"battle zone|hyperspatial zone|nowhere zone|super GR zone)")(card_in)


def shields(world: World, player: str, n: str) -> tuple[str, str]:
    """How many shields a player has."""
    return str(len(world.game.state.players[player].shields)), n


verdict(rf"{P} has (?P<n>\d+) shields?")(shields)


def game_result(world: World, who: str) -> tuple[str, str]:
    """Who won, who lost, that no player wins (a loop no player can stop), or that the game goes on."""
    outcome = world.game.state.outcome
    observed = outcome.result() if outcome is not None else "the game goes on"
    if who.endswith(" loses"):
        loser = who.split()[1]
        other_ = "B" if loser == "A" else "A"
        return observed, f"player {other_} wins"
    return observed, who


verdict(r"(?P<who>player [AB] wins|player [AB] loses|both players lose|no player wins|the game goes on)")(game_result)


def power_is(world: World, card: str, n: str) -> tuple[str, str]:
    """A creature's power. It must be in the battle zone: else ``gone (where it is)``; ``X#2``:
    the second creature called X, left to right."""
    cr = creature(world, card)
    return (cr if isinstance(cr, str) else str(world.game.power(cr))), n


verdict(r"(?P<card>.+?)'s power is (?P<n>-?\d+)")(power_is)


def breaks(world: World, card: str, n: str) -> tuple[str, str]:
    """How many shields a creature breaks. It must be in the battle zone: else ``gone (...)``."""
    cr = creature(world, card)
    return (cr if isinstance(cr, str) else str(world.game.breaker_count(cr))), n


verdict(r"(?P<card>.+?) breaks (?P<n>\d+) shields? when (?:it|they) attacks?")(breaks)


def triggered(world: World, card: str, did: str) -> tuple[str, str]:
    """Whether an ability of the card started waiting (from the trace). The card must be in the
    game with a triggered ability (its own or one a card in the game grants): else the
    observation says which is missing, and "does not trigger" does not hold."""
    name = base_name(world, card)
    fired = world.game.trace.triggered(name) > 0
    if not fired:
        missing = ability_missing(world, name, "triggered")
        if missing:
            return missing, did
    return ("triggers" if fired else "does not trigger"), did


verdict(r"(?P<card>.+?)'s ability (?P<did>triggers|does not trigger)")(triggered)


def nothing_triggered(world: World) -> tuple[str, str]:
    """No ability started waiting at all."""
    waited = [w.text() for w in world.game.trace.of(WaitingRecord)]
    return ("; ".join(waited) or "none"), "none"


verdict(r"no ability triggers")(nothing_triggered)


def sick(world: World, card: str, is_: str) -> tuple[str, str]:
    """Whether a creature is summoning sick. It must be in the battle zone: else ``gone (...)``."""
    cr = creature(world, card)
    return (cr if isinstance(cr, str) else "is" if world.game.summoning_sick(cr) else "is not"), is_


verdict(r"(?P<card>.+?) (?P<is_>is|is not) summoning sick")(sick)


def tapped(world: World, card: str, is_: str) -> tuple[str, str]:
    """A creature in the battle zone, or else a card in a mana zone, is (not) tapped. The card
    must be in one of them: else the observation says where it is, and neither holds."""
    game = world.game
    name = base_name(world, card)
    creatures = [cr for p in "AB" for cr in (*game.state.players[p].battle, *game.state.players[p].sealed)
                 if cr.name == name]  # a sealed creature (116) is in the battle zone too
    if creatures:
        return ("is" if creatures[0].tapped else "is not"), is_
    mana = [c for p in "AB" for c in game.state.players[p].belonging(Zone.MANA) if c.name == name]
    if mana:
        return ("is" if mana[0].tapped else "is not"), is_
    return f"not in the battle zone or a mana zone: {whereabouts(world, name)}", is_


verdict(r"(?P<card>.+?) (?P<is_>is|is not) tapped")(tapped)


__all__ = ["yes"]
