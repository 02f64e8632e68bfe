"""Setting up a game (003 ゲーム開始時基本設定 and 開始準備).

Each player shuffles their deck, puts the top 5 cards face down as shields, then draws 5
cards as the starting hand; a 40-card deck is left with 30. There is no mulligan, and no
shield or hand maximum in the TCG (the profile's zone limits still apply). Set-up happens
before the game: nothing triggers and nothing is a "draw" event.
"""

from __future__ import annotations

from engine.deck import DeckList
from engine.game import Game
from engine.state import Card, Zone

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


def set_up(game: Game, decks: dict[str, DeckList] | None = None) -> None:
    """Build the decks (from ``decks``, else what is already in each deck), then shuffle, put
    5 shields and draw 5 cards for each player, the first player first. Records one "setup"
    trace entry per step, with the player in its data."""
    order = [game.first_player, "B" if game.first_player == "A" else "A"]
    for name in order:
        p = game.players[name]
        if decks and name in decks:
            p.deck.clear()
            game.setup_cards(name, Zone.DECK, list(decks[name].main))
            game.setup_cards(name, Zone.HYPERSPATIAL, list(decks[name].hyperspatial))
        game.rng.shuffle(p.deck)
        shuffled = list(p.deck)
        game.trace.add("setup", f"player {name} shuffles the deck ({len(shuffled)} cards)", player=name,
                       step="shuffle")
        shields = _deal(p.deck, p.shields, STARTING_SHIELDS)
        game.trace.add("setup", f"player {name} puts {_span(shuffled, shields)} of the shuffled deck "
                       "face down as shields", player=name, step="shields", span=_span(shuffled, shields))
        hand = _deal(p.deck, p.hand, STARTING_HAND)
        game.trace.add("setup", f"player {name} draws {_span(shuffled, hand)} of the shuffled deck "
                       "as the hand", player=name, step="hand", span=_span(shuffled, hand))
    if game.profile.mulligan:
        for name in order:
            _offer_mulligan(game, name)
    game.trace.add("setup", f"player {game.first_player} goes first"
                   + ("" if game.profile.mulligan else "; no mulligan is offered (003: マリガン：無し)"))


def _offer_mulligan(game: Game, name: str) -> None:
    """A profile with a mulligan: the player may shuffle the hand back and draw it again."""
    p = game.players[name]
    if game.decide(name, "mulligan", ["keep", "mulligan"], str) == "mulligan":
        p.deck.extend(p.hand)
        p.hand.clear()
        game.rng.shuffle(p.deck)
        _deal(p.deck, p.hand, STARTING_HAND)


def setup_steps(game: Game, player: str) -> list[str]:
    """The set-up steps recorded for ``player``, in order: "shuffle", "shields: cards 1-5"..."""
    return [str(e.data["step"]) + (f": {e.data['span']}" if "span" in e.data else "")
            for e in game.trace.of_kind("setup") if e.data.get("player") == player]


def mulligans_offered(game: Game) -> int:
    """How many mulligan decisions set-up asked of the players."""
    return sum(1 for e in game.trace.of_kind("decision") if e.data.get("decision") == "mulligan")
