"""Steps about simultaneous moves (000 同時に複数のカードが移動する際の順序) and the older
rulings DMPS keeps (最新のものとは異なる裁定): lots, selection order, what an ability refers
to, blocks. Shared phrases live in board.py / actions.py / game_state.py."""

from __future__ import annotations

from pytest_bdd import given, when

from engine.model.cards import Effect
from engine.model.decisions import Decision
from engine.model.trace import EventRecord, MovedTogether, RefersTo, Replaced
from steps.runtime.exploring import explored_worlds
from steps.runtime.lists import in_order
from steps.runtime.phrases import phrase
from steps.runtime.refs import NOT_IN_GAME, ability_missing, base_name, card_list, card_names, whereabouts
from steps.runtime.verdicts import evaluate, quantified, verdict
from steps.runtime.world import World

P = r"player (?P<player>[AB])"
BRANCHES = {"draw of the lots": (Decision.LOTTERY,), "choice of the move order": (Decision.MOVE_ORDER,),
            "choice of what the abilities refer to": (Decision.REFERS_TO,)}



# ------------------------------------------------------------------- given
@given(phrase(rf"{P}'s random choices will pick (?P<picks>.+)"))
def lots_will_pick(world: World, player: str, picks: str) -> None:
    """Script the random draws (DMPS 抽選) of a player's effects, in order (cards or options);
    unscripted draws use the seeded RNG."""
    for name in in_order(picks):
        world.decider.add(player, Decision.LOTTERY, name)


@given(phrase(rf"{P} will choose (?P<cards>.+) to discard"))
def will_choose_discard(world: World, player: str, cards: str) -> None:
    """Script the cards a player selects for a discard, in the order selected (``X then Y``)."""
    for name in in_order(cards):
        world.decider.add(player, Decision.DISCARD, name)


@given(phrase(rf"{P} will order (?P<cards>.+) as they move together"))
def will_order(world: World, player: str, cards: str) -> None:
    """Script the order in which a player's cards that move together move (TCG: the owner's choice)."""
    for name in in_order(cards):
        world.decider.add(player, Decision.MOVE_ORDER, name)


# -------------------------------------------------------------------- when
@when(phrase(rf"an effect of {P}'s (?P<op>destroys|returns) all creatures(?: to their owners' hands)?"))
def effect_on_all(world: World, player: str, op: str) -> None:
    """An "all" effect of a player's destroys every creature, or returns them all to their owners' hands."""
    if world.begin():
        name = "destroy" if op == "destroys" else "bounce"
        effect = Effect(name, {"target": {"player": "each", "count": "all"}})
        world.act(f"{op} all creatures", world.game.effect, player, effect)


# -------------------------------------------------------------------- then
def move_order(world: World, cards: str) -> tuple[str, str]:
    """The order in which the cards of the last simultaneous move moved (000: the unique move order)."""
    orders = [r.order for r in world.game.trace.of(MovedTogether)]
    return ", ".join(orders[-1]) if orders else "no cards moved together", card_list(world, cards)


verdict(r"the last cards that moved together moved in this order: (?P<cards>.+)")(move_order)


def entered(world: World, player: str, cards: str) -> tuple[str, str]:
    """Every creature that entered the player's battle zone during the actions, in order (a
    card that overflowed a full battle zone never entered)."""
    got = [r.creature for r in world.game.trace.of(EventRecord)
           if r.event == "entered" and r.player == player and r.creature]
    return ", ".join(got) or "nothing", card_list(world, cards)


verdict(rf"the creatures put into {P}'s battle zone were: (?P<cards>.+)")(entered)


def deck_bottom(world: World, n: str, player: str, cards: str) -> tuple[str, str]:
    """The last n cards of the deck (the bottom card last)."""
    deck = world.game.state.players[player].deck
    return ", ".join(c.name for c in deck[-int(n):]) or "nothing", card_list(world, cards)


verdict(rf"the bottom (?P<n>\d+) cards of {P}'s deck are, top to bottom: (?P<cards>.+)")(deck_bottom)


def blocks(world: World, cards: str) -> tuple[str, str]:
    """The creatures that blocked the last attack, in order (each block changes the target)."""
    got: list[str] = []
    for r in world.game.trace.of(EventRecord):
        if r.event == "attacked":
            got = []
        elif r.event == "blocked" and r.creature:
            got.append(r.creature)
    return ", ".join(got) or "nothing", card_list(world, cards)


verdict(r"the blocks of the last attack were: (?P<cards>.+)")(blocks)


def battled(world: World, card: str, other: str) -> tuple[str, str]:
    """The creatures the card battled, in order. The card must be in the game."""
    name = base_name(world, card)
    want = card_list(world, other)
    pairs = [(r.creature, r.against) for r in world.game.trace.of(EventRecord) if r.event == "battle" and r.creature]
    foes = [b if a == name else a for a, b in pairs if name in (a, b)]
    if not foes and whereabouts(world, name) == NOT_IN_GAME:
        return NOT_IN_GAME, want
    return ", ".join(foes) or "nothing", want


verdict(r"(?P<card>.+?) battled (?P<other>.+)")(battled)


def replaced(world: World, card: str, did: str) -> tuple[str, str]:
    """Whether a replacement ability the card has or gives replaced an event. The card must be in
    the game with a replacement ability (its own, a keyword's, or one it or another card in the
    game gives): else the observation says which is missing, and "does not apply" does not hold."""
    name = base_name(world, card)
    used = any(r.source == name for r in world.game.trace.of(Replaced))
    if not used:
        missing = ability_missing(world, name, "replacement")
        if missing:
            return missing, did
    return ("applies" if used else "does not apply"), did


verdict(r"(?P<card>.+?)'s replacement ability (?P<did>applies|does not apply)")(replaced)


def may_refer_to(world: World, card: str, cards: str) -> tuple[str, str]:
    """Every creature the card's abilities may refer to as "the one that did it", over every
    choice the players may make (TCG: any card moved together; DMPS: the first moved)."""
    name = base_name(world, card)
    want = ", ".join(sorted(set(card_names(world, cards)))) or "nothing"
    seen: set[str] = set()
    for branch in explored_worlds(world, BRANCHES["choice of what the abilities refer to"]):
        seen.update(r.card for r in branch.game.trace.of(RefersTo) if r.source == name)
    world.reached = sorted(seen)
    if not seen and whereabouts(world, name) == NOT_IN_GAME:
        return NOT_IN_GAME, want
    return ", ".join(sorted(seen)) or "nothing", want


verdict(r"(?P<card>.+?)'s abilities may refer to: (?P<cards>.+)", explores=True)(may_refer_to)


def in_some_branch(world: World, quant: str, what: str, claim: str) -> tuple[str, str]:
    """A claim that holds after some (or every) draw of the DMPS lots / order a TCG owner
    gives their cards moving together / choice of what an ability refers to."""
    results = [evaluate(branch, claim) for branch in explored_worlds(world, BRANCHES[what])]
    world.reached = [obs for obs, _ in results]
    return quantified(quant, results, "branches")


verdict(r"in (?P<quant>some|every) (?P<what>draw of the lots|choice of the move order|"
         r"choice of what the abilities refer to), (?P<claim>.+)", explores=True)(in_some_branch)
