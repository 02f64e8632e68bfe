"""Turns: the start of a turn (untap, DMPS mana refill, turn-start abilities, the draw) and its
end (end-of-turn abilities, "this turn" effects end, the turn limit), and the end of the game."""

from __future__ import annotations

from engine.events import Event
from engine.outcome import Outcome
from engine.rules import Rules
from engine.state import other
from engine.trace import GameOver, TurnStarted


def start_turn(game: Rules, player: str) -> None:
    game.turn_player = player
    p = game.players[player]
    p.turns_taken += 1
    p.charged_this_turn = False
    if player == game.first_player and p.turns_taken > 1:
        game.round += 1
    game.trace.add(TurnStarted(player, p.turns_taken, game.round))
    for cr in p.battle:
        cr.tapped = False
    game.profile.mana.turn_start(game, p)
    game.emit(Event("turn started", player))
    game.settle()
    if game.game_over:
        return
    if player == game.first_player and p.turns_taken == 1:
        game.note(f"player {player} goes first and skips the first draw")
    else:
        game.draw(player, 1)
    game.settle()


def end_turn(game: Rules) -> None:
    player = game.turn_player
    game.emit(Event("turn ended", player))
    game.settle()
    for p in game.players.values():
        p.cap_doubled = False
        for cr in p.battle:  # "this turn" effects of the grant and power operations end
            cr.power_bonus = 0
            cr.granted_keywords.clear()
    if game.game_over:
        return
    expired = game.profile.turn_limit.expired(game, player)
    if expired is not None:
        game.end_game(expired)
        return
    me = game.players[player]
    if me.extra_turns > 0:  # "このターンの後にもう一度自分のターンを行う"
        me.extra_turns -= 1
        game.note(f"player {player} takes an extra turn")
        start_turn(game, player)
        return
    start_turn(game, other(player))


def end_game(game: Rules, outcome: Outcome) -> None:
    """The game ends (once): the outcome is recorded and traced."""
    if game.game_over:
        return
    game.outcome = outcome
    game.trace.add(GameOver(outcome))
