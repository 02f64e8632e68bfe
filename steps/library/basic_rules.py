"""The basic rules (features/basic/): deck lists and the game's set-up, mulligans, breaking shields, keywords,
blocking, what a player may see, and the state-based check on power.
Shared phrases live in board.py / actions.py / game_state.py."""

from __future__ import annotations

from copy import deepcopy

from pytest_bdd import given, when

from engine.catalog.decks import DeckList, deck_problems
from engine.mechanics.setup import mulligans_offered, set_up, setup_steps
from engine.model.cards import Effect
from engine.model.decisions import Decision
from engine.model.errors import UnknownWordError
from engine.model.keywords import KEYWORDS
from engine.model.trace import Chose, PowerDestroyed
from steps.runtime.lists import names, parse_list, zone_of
from steps.runtime.phrases import phrase
from steps.runtime.refs import base_name, card_list, creature, in_game, whereabouts
from steps.runtime.verdicts import verdict
from steps.runtime.world import World

P = r"player (?P<player>[AB])"
KW = r"(?P<keyword>[a-z][a-z ]*[a-z])"


def _keyword(word: str) -> str:
    if word not in KEYWORDS:
        raise UnknownWordError("keyword", word, KEYWORDS)
    return word


DECK_LISTS = "deck_lists"  # where the scenario's deck lists are kept on the world
NO_LISTS: dict[str, dict[str, list[str]]] = {p: {"main": [], "hyperspatial": [], "gr": []} for p in "AB"}


def _lists(world: World) -> dict[str, dict[str, list[str]]]:
    """The deck lists the scenario gave, per player and part (kept on the world)."""
    store: dict[str, dict[str, list[str]]] = world.__dict__.setdefault(DECK_LISTS, deepcopy(NO_LISTS))
    return store


def _deck_list(world: World, player: str) -> DeckList:
    parts = _lists(world)[player]
    return DeckList(tuple(parts["main"]), tuple(parts["hyperspatial"]), tuple(parts["gr"]))


def _listed(world: World, player: str) -> bool:
    parts = _lists(world)[player]
    return bool(parts["main"] or parts["hyperspatial"] or parts["gr"])


# ------------------------------------------------------------------- given
def _add(world: World, players: tuple[str, ...], part: str, cards: str) -> None:
    for name in players:
        for card in names(parse_list(cards)):
            world.game.catalog.get(card)  # unknown names get suggestions
            _lists(world)[name][part].append(card)


@given(phrase(rf"{P}'s deck list includes: (?P<cards>.+)"))
def deck_list_includes(world: World, player: str, cards: str) -> None:
    """Add cards to a player's main deck list (for deck validation or set-up)."""
    _add(world, (player,), "main", cards)


@given(phrase(r"each player's deck list includes: (?P<cards>.+)"))
def each_deck_list_includes(world: World, cards: str) -> None:
    """Add the same cards to both players' main deck lists."""
    _add(world, ("A", "B"), "main", cards)


@given(phrase(rf"{P}'s hyperspatial list includes: (?P<cards>.+)"))
def hyperspatial_list_includes(world: World, player: str, cards: str) -> None:
    """Add cards to the list of a player's hyperspatial zone (for deck validation or set-up)."""
    _add(world, (player,), "hyperspatial", cards)


@given(phrase(rf"{P}'s super GR list includes: (?P<cards>.+)"))
def gr_list_includes(world: World, player: str, cards: str) -> None:
    """Add cards to the list of a player's super GR (超GR: for deck validation or set-up)."""
    _add(world, (player,), "gr", cards)


@given(phrase(rf"{P} will choose to break (?P<n>\d+) shields?"))
def choose_breaker(world: World, player: str, n: str) -> None:
    """Script which breaker ability applies when a player has a choice (TCG)."""
    world.decider.add(player, "breaker", f"break {n}")


# -------------------------------------------------------------------- when
@when(phrase(r"the game is set up"))
def game_set_up(world: World) -> None:
    """Set up the game from the deck lists: shuffle, 5 shields, 5 cards in hand (003)."""
    decks = {p: _deck_list(world, p) for p in "AB" if _listed(world, p)}
    for p in decks:
        world.mark_deck_set(p)
    if world.begin():
        world.act("set up the game", set_up, world.game, decks)


@when(phrase(rf"an effect of {P}'s gives (?P<card>(?:(?! in their ).)+?)(?! in their ) {KW}"))
def grant_keyword(world: World, player: str, card: str, keyword: str) -> None:
    """An effect of a player's gives one of their creatures a keyword (the grant operation).
    Example: ``an effect of player A's gives 青銅の鎧 blocker``"""
    if not world.begin():
        return
    world.decider.add(player, "target", world.find_creature(card, player).name)
    effect = Effect("grant", {"keywords": [_keyword(keyword)], "target": {"player": "you", "count": 1}})
    world.act(f"give {card} {keyword}", world.game.effect, player, effect)


# -------------------------------------------------------------------- then
def _deck_verdict(world: World, player: str) -> str:
    problems = deck_problems(_deck_list(world, player), world.profile, world.game.catalog)
    return ("rejected: " + "; ".join(problems)) if problems else "accepted"


def deck_accepted(world: World, player: str) -> tuple[str, str]:
    """The deck list is legal under the running profile (40 cards, 4 copies, psychic, DP殿堂)."""
    return _deck_verdict(world, player), "accepted"


verdict(rf"{P}'s deck list is accepted")(deck_accepted)


def deck_rejected(world: World, player: str, reason: str) -> tuple[str, str]:
    """The deck list breaks these rules under the running profile (every reason, "; " between)."""
    return _deck_verdict(world, player), f"rejected: {reason}"


verdict(rf"{P}'s deck list is rejected: (?P<reason>.+)")(deck_rejected)


def setup_was(world: World, player: str, steps: str) -> tuple[str, str]:
    """The set-up steps of a player, in order (``shuffle; shields: cards 1-5; hand: cards 6-10``)."""
    return "; ".join(setup_steps(world.game, player)) or "no set-up", steps


verdict(rf"{P}'s set-up was: (?P<steps>.+)")(setup_was)


def no_mulligan(world: World) -> tuple[str, str]:
    """Set-up asked no player whether to mulligan."""
    n = mulligans_offered(world.game)
    return ("no mulligan offered" if n == 0 else f"{n} mulligans offered"), "no mulligan offered"


verdict(r"no player is offered a mulligan")(no_mulligan)


def could_block(world: World, player: str, cards: str) -> tuple[str, str]:
    """The creatures a player was offered to block with, at the last attack (``nothing``)."""
    offered: list[str] = []
    for r in world.game.trace.of(Chose):
        if r.player == player and r.decision == Decision.BLOCK:
            offered = [o for o in r.options if o != "no block"]
    return ", ".join(offered) or "nothing", card_list(world, cards)


verdict(rf"{P} could block with: (?P<cards>.+)")(could_block)


def has_keyword(world: World, card: str, has: str, keyword: str) -> tuple[str, str]:
    """Whether a creature in the battle zone has a keyword (its top card's, given by an effect or
    a static ability, or had at a power). The creature must be in the battle zone: else ``gone
    (where it is)``, and neither holds."""
    word = _keyword(keyword)
    cr = creature(world, card)
    return (cr if isinstance(cr, str) else "has" if world.game.has_keyword(cr, word) else "does not have"), has


verdict(rf"(?P<card>(?:(?! in player [AB]'s ).)+?) (?P<has>has|does not have) the keyword {KW}")(has_keyword)


def can_see(world: World, viewer: str, can: str, player: str, zone: str) -> tuple[str, str]:
    """Whether a player may look at the cards of a zone (face-down and hidden zones)."""
    cards = world.game.state.players[player].cards_in(zone_of(zone))
    seen = [world.game.visible_to(c, viewer) for c in cards]
    observed = "can" if seen and all(seen) else "cannot" if not any(seen) else "can see some"
    return observed, can


verdict(rf"player (?P<viewer>[AB]) (?P<can>can|cannot) see the cards in {P}'s "
         r"(?P<zone>hand|mana zone|shield zone|shields|graveyard|deck|hyperspatial zone)")(can_see)


def sba_destroyed(world: World, card: str, n: str) -> tuple[str, str]:
    """A creature was destroyed for having power 0 or less; the power it had then. The card must
    be in the game."""
    name = base_name(world, card)
    for r in world.game.trace.of(PowerDestroyed):
        got = dict(r.creatures)
        if name in got:
            return str(got[name]), n
    return ("not destroyed by the state-based check" if in_game(world, name) else whereabouts(world, name)), n


verdict(r"(?P<card>.+?) was destroyed by the state-based check at power (?P<n>-?\d+)")(sba_destroyed)

