"""Setting up a game (003 ゲーム開始時基本設定 and 開始準備).

Each player shuffles their deck, puts the top 5 cards face down as shields, then draws 5
cards as the starting hand; a 40-card deck is left with 30. There is no mulligan, and no
shield or hand maximum in the TCG (the profile's zone limits still apply). Set-up happens
before the game: nothing triggers and nothing is a "draw" event.
"""

from __future__ import annotations

from engine.kernel.rules import Rules
from engine.model.cards import DeckList
from engine.model.decisions import Decision
from engine.model.objects import Card, Zone
from engine.model.trace import Chose, SetupStep
from engine.policies.lots import shuffle

STARTING_SHIELDS = 5
STARTING_HAND = 5


def _span(order: list[Card], cards: list[Card]) -> str:
    places = sorted(order.index(c) + 1 for c in cards)
    if not places:
        return "no cards"
    return f"cards {places[0]}-{places[-1]}" if places == list(range(places[0], places[-1] + 1)) \
        else "cards " + ", ".join(map(str, places))


def _deal(deck: list[Card], to: list[Card], n: int) -> list[Card]:
    """Move the top n cards of the deck onto the end of ``to`` (set-up: no events)."""
    dealt = deck[:n]
    del deck[:n]
    to.extend(dealt)
    return dealt


def set_up(game: Rules, decks: dict[str, DeckList] | None = None) -> None:
    """Build the decks (from ``decks``, else what is already in each deck), then shuffle, put
    5 shields and draw 5 cards for each player, the first player first. Records one "setup"
    trace entry per step, with the player in its data."""
    order = [game.state.first_player, "B" if game.state.first_player == "A" else "A"]
    for name in order:
        p = game.state.players[name]
        if decks and name in decks:
            p.deck.clear()
            _build(game, name, Zone.DECK, decks[name].main)
            _build(game, name, Zone.HYPERSPATIAL, decks[name].hyperspatial)
            _build(game, name, Zone.GR, decks[name].gr)
        if p.gr:  # the super GR is shuffled too and put face down in the super GR zone (dmwiki 超GR)
            shuffle(game, p.gr)
            game.trace.add(SetupStep(f"player {name} shuffles the super GR ({len(p.gr)} cards)", name, "shuffle GR"))
        shuffle(game, p.deck)
        shuffled = list(p.deck)
        game.trace.add(SetupStep(f"player {name} shuffles the deck ({len(shuffled)} cards)", name, "shuffle"))
        shields = _deal(p.deck, p.shields, STARTING_SHIELDS)
        span = _span(shuffled, shields)
        game.trace.add(SetupStep(f"player {name} puts {span} of the shuffled deck face down as shields",
                                 name, "shields", span))
        hand = _deal(p.deck, p.hand, STARTING_HAND)
        span = _span(shuffled, hand)
        game.trace.add(SetupStep(f"player {name} draws {span} of the shuffled deck as the hand", name, "hand", span))
    if game.profile.mulligan.offered:
        for name in order:
            _offer_mulligan(game, name)
    game.trace.add(SetupStep(f"player {game.state.first_player} goes first"
                             + ("" if game.profile.mulligan.offered else
                                "; no mulligan is offered (003: マリガン：無し)")))


def _build(game: Rules, owner: str, zone: Zone, names: tuple[str, ...]) -> None:
    game.state.players[owner].cards_in(zone).extend(game.new_card(n, owner) for n in names)


def _offer_mulligan(game: Rules, name: str) -> None:
    """A profile with a mulligan: the player may shuffle the hand back and draw it again."""
    p = game.state.players[name]
    if game.profile.mulligan.wants(game, name):
        p.deck.extend(p.hand)
        p.hand.clear()
        shuffle(game, p.deck)
        _deal(p.deck, p.hand, STARTING_HAND)


def setup_steps(game: Rules, player: str) -> list[str]:
    """The set-up steps recorded for ``player``, in order: "shuffle", "shields: cards 1-5"..."""
    return [r.step + (f": {r.span}" if r.span else "") for r in game.trace.of(SetupStep) if r.player == player]


def mulligans_offered(game: Rules) -> int:
    """How many mulligan decisions set-up asked of the players."""
    return sum(1 for r in game.trace.of(Chose) if r.decision == Decision.MULLIGAN)
