"""Zones and their limits (features/zone_limits/): shield force, discards, draws, overflow, the
limits each profile sets and a board a profile refuses. Shared phrases live in board.py / actions.py / game_state.py."""

from __future__ import annotations

from pytest_bdd import given, then, when

from engine.model.cards import Effect
from engine.model.objects import Zone
from engine.model.trace import EventRecord, Overflow
from steps.runtime.lists import zone_of
from steps.runtime.phrases import phrase
from steps.runtime.refs import ability_missing, base_name, creature
from steps.runtime.verdicts import PROFILES, verdict
from steps.runtime.world import World

P = r"player (?P<player>[AB])"
LIMITED = r"(?P<zone>hand|mana zone|shield zone|battle zone|graveyard|deck)"


# ------------------------------------------------------------------- given
@given(phrase(r"(?P<card>.+?)'s shield force chose shield (?P<n>\d+)"))
def shield_force_chose(world: World, card: str, n: str) -> None:
    """Set-up: the shield (counted from the left) a shield-force creature chose as it entered."""
    world.game.board.shield_force(world.find_creature(card), int(n))


# -------------------------------------------------------------------- when
@when(phrase(rf"an effect of {P}'s makes player (?P<target>[AB]) discard (?P<card>.+)"))
def effect_discard(world: World, player: str, target: str, card: str) -> None:
    """An effect of a player's makes a player discard a chosen card from their hand."""
    if not world.begin():
        return
    world.decider.add(target, "discard", world.find_card(target, card, (Zone.HAND,)).name)
    who = "you" if target == player else "opponent"
    effect = Effect("discard", {"player": who, "n": 1, "pick": "choose"})
    world.act(f"discard {card}", world.game.effect, player, effect)


# -------------------------------------------------------------------- then
def drew(world: World, player: str, n: str) -> tuple[str, str]:
    """How many "drew a card" events the player had (a draw with a full hand is none: DMPS)."""
    events = [r for r in world.game.trace.of(EventRecord) if r.event == "drew" and r.player == player]
    return str(len(events)), n


verdict(rf"{P} drew (?P<n>\d+) cards?")(drew)


def overflowed(world: World, n: str, player: str) -> tuple[str, str]:
    """How many of the player's cards went to the graveyard because a zone was full (no event)."""
    got = [r for r in world.game.trace.of(Overflow) if r.player == player]
    return str(len(got)), n


verdict(rf"(?P<n>\d+) cards? overflowed into {P}'s graveyard")(overflowed)


def triggered_times(world: World, card: str, n: str) -> tuple[str, str]:
    """How many times abilities of the card started waiting. The card must be in the game with a
    triggered ability (its own or one a card in the game grants): else the observation says
    which is missing (so "0 times" never holds for a misplaced claim)."""
    name = base_name(world, card)
    waited = world.game.trace.triggered(name)
    if not waited:
        missing = ability_missing(world, name, "triggered")
        if missing:
            return missing, n
    return str(waited), n


verdict(r"(?P<card>.+?)'s ability triggers (?P<n>\d+) times?")(triggered_times)


def shield_force(world: World, card: str, state: str) -> tuple[str, str]:
    """Whether the shield a shield-force creature chose is still one of its controller's shields.
    The creature must be in the battle zone: else ``gone (where it is)``."""
    cr = creature(world, card)
    return (cr if isinstance(cr, str) else "active" if world.game.shield_force_shield(cr) else "released"), state


verdict(r"(?P<card>.+?)'s shield force is (?P<state>active|released)")(shield_force)


def zone_limit(world: World, zone: str, limit: str, n: str | None) -> tuple[str, str]:
    """The zone's capacity under the running profile (its zone-limit policy)."""
    z = Zone.BATTLE if zone == "battle zone" else zone_of(zone)
    cap = world.profile.limits.of(z)
    unit = "objects" if z is Zone.BATTLE else "cards"
    return ("has no card limit" if cap is None else f"holds at most {cap} {unit} per player"), limit


verdict(rf"the {LIMITED} (?P<limit>has no card limit|holds at most (?P<n>\d+) (?:cards|objects) per player)")(
    zone_limit)


@then(phrase(PROFILES + r" the board is refused: (?P<why>.+)"))
def board_refused(world: World, profiles: str, why: str) -> None:
    """The running profile refuses the board as set up, for the limit named (bad input)."""
    world.begin()
    expected = f"board refused: board breaks the {world.profile.name} limit: {why}"
    claim = world.current_step.removeprefix(f"under {profiles} ")
    world.check(profiles, claim, "board accepted", expected)
