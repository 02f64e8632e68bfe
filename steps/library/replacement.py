"""Steps about replacement effects (置換効果): which one applies when several could (000
適用する置換効果の決定: DMPS by priority 1-5, no player chooses; TCG 609.9: the affected player
chooses), and what the players may reach by choosing. Shared phrases live in board.py /
actions.py / game_state.py; ``X's replacement ability applies`` lives in simultaneous_moves.py."""

from __future__ import annotations

import re

from pytest_bdd import given

from engine.model.decisions import Decision
from engine.model.trace import CannotReplace, Replaced, ReplacementChoice
from steps.runtime.exploring import explored_worlds
from steps.runtime.lists import in_order
from steps.runtime.phrases import phrase
from steps.runtime.refs import ability_missing, base_name, card_names
from steps.runtime.verdicts import evaluate, quantified, verdict
from steps.runtime.world import World

P = r"player (?P<player>[AB])"



# ------------------------------------------------------------------- given
@given(phrase(rf"{P} will apply the replacement effect of (?P<cards>.+)"))
def will_apply(world: World, player: str, cards: str) -> None:
    """Script which replacement effect the player chooses (TCG), one per event, in order (``X then Y``)."""
    for name in in_order(cards):
        world.decider.add(player, Decision.REPLACEMENT, name)


@given(phrase(rf"{P} will not use the replacement effect of (?P<card>.+)"))
def will_not_use(world: World, player: str, card: str) -> None:
    """Script a player declining an optional replacement effect ("てもよい") once."""
    world.decider.add(player, Decision.USE_REPLACEMENT, f"skip {card.strip()}")


# -------------------------------------------------------------------- then
def nobody_chooses(world: World) -> tuple[str, str]:
    """When several replacement effects could apply, no player was asked which (000: DMPS decides).
    Several must have been considered together at least once, else the verdict fails (it would
    hold of nothing)."""
    considered = world.game.trace.of(ReplacementChoice)
    if not considered:
        return "no replacement effects were considered together", "no player chooses"
    asked = [r for r in considered if r.chooser]
    if not asked:
        return "no player chooses", "no player chooses"
    first = asked[0]
    return f"player {first.chooser} chooses among: {', '.join(first.names)}", "no player chooses"


verdict(r"no player chooses a replacement effect")(nobody_chooses)


def player_chooses(world: World, player: str, cards: str) -> tuple[str, str]:
    """The first time several replacement effects could apply, this player chose among exactly
    these (named by the card that has or gives each; TCG 609.9)."""
    choices = world.game.trace.of(ReplacementChoice)
    want = f"player {player} chooses among: {', '.join(card_names(world, cards))}"
    if not choices:
        return "no choice of replacement effects", want
    first = choices[0]
    if not first.chooser:
        return f"no player chooses (the game applies {first.picked}'s)", want
    return f"player {first.chooser} chooses among: {', '.join(first.names)}", want


verdict(rf"{P} chooses among the replacement effects of: (?P<cards>.+)")(player_chooses)


def choosers_in_order(world: World, players: str) -> tuple[str, str]:
    """Every player who chose among several replacement effects, in the order they chose (TCG
    609.9, 609.9a: each player decides for its own replacement effects, the turn player first).
    With no choice at all it does not hold (it would hold of nothing)."""
    want = ", ".join(f"player {p}" for p in re.findall(r"[AB]", players))
    got = [f"player {r.chooser}" for r in world.game.trace.of(ReplacementChoice) if r.chooser]
    return ", ".join(got) or "no player chooses", want


CHOOSERS = r"(?P<players>player [AB](?:,? (?:and )?player [AB])*)"
verdict(rf"the players who chose among replacement effects were, in order: {CHOOSERS}")(choosers_in_order)


def appliedin_order(world: World, cards: str) -> tuple[str, str]:
    """Every replacement that replaced an event, in order (named by the card that has or gives it)."""
    got = [r.source for r in world.game.trace.of(Replaced)]
    return ", ".join(got) or "none", ", ".join(card_names(world, cards)) or "none"


verdict(r"the replacement effects that applied were, in order: (?P<cards>.+)")(appliedin_order)


def was_usable(world: World, card: str, neg: str | None) -> tuple[str, str]:
    """Whether a replacement ability that fitted an event could be used: its condition held, its
    once a turn was not spent and it could produce its result (601.1a; 000: else the next). The
    card must be in the game with a replacement ability it has or gives (or one a card in the
    game gives): else the observation says which is missing."""
    name = base_name(world, card)
    want = "was not usable" if neg else "was usable"
    trace = world.game.trace
    if any(r.origin == name for r in trace.of(CannotReplace)):
        return "was not usable", want
    offered = any(name in r.names for r in trace.of(ReplacementChoice)) or any(
        r.source == name for r in trace.of(Replaced))
    if not offered:
        missing = ability_missing(world, name, "replacement")
        if missing:
            return missing, want
    return ("was usable" if offered else "never fitted an event"), want


verdict(r"(?P<card>.+?)'s replacement ability was (?P<neg>not )?usable")(was_usable)


def still_waiting(world: World, card: str, is_: str) -> tuple[str, str]:
    """An ability of the card triggered and has not resolved (e.g. the game ended first). The card
    must be in the game with a triggered ability (its own or one a card in the game grants):
    else the observation says which is missing, and "is not waiting" does not hold."""
    name = base_name(world, card)
    waiting = any(w.source_name == name for w in world.game.state.waiting)
    if not waiting:
        missing = ability_missing(world, name, "triggered")
        if missing:
            return missing, f"{is_} waiting"
    return ("is still" if waiting else "is not") + " waiting", f"{is_} waiting"


verdict(r"(?P<card>.+?)'s ability (?P<is_>is still|is not) waiting")(still_waiting)


def in_some_choice(world: World, quant: str, claim: str) -> tuple[str, str]:
    """A claim that holds after some (or every) choice the players may make among the replacement
    effects that could apply, declining optional ones included (TCG 609.9)."""
    kinds = (Decision.REPLACEMENT, Decision.USE_REPLACEMENT)
    results = [evaluate(branch, claim) for branch in explored_worlds(world, kinds)]
    world.reached = [obs for obs, _ in results]
    return quantified(quant, results, "choices")


verdict(r"in (?P<quant>some|every) choice of replacement effects, (?P<claim>.+)", explores=True)(in_some_choice)
