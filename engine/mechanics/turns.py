"""Turns: the start of a turn (untap, DMPS mana refill, turn-start abilities, the draw) and its
end (end-of-turn abilities, "this turn" effects end, the turn limit), and the end of the game."""

from __future__ import annotations

from engine.kernel.rules import Rules
from engine.mechanics import pending, skills, statics, turn_steps
from engine.mechanics.filters import matches
from engine.mechanics.forced_attacks import forced_attacker
from engine.mechanics.hyper_mode import end_hyper_modes
from engine.model.events import Event
from engine.model.objects import other
from engine.model.outcome import Outcome
from engine.model.trace import GameOver, TurnStarted
from engine.model.turn_step import TurnStep


def start_turn(game: Rules, player: str) -> None:
    game.state.turn_player = player
    p = game.state.players[player]
    p.turns_taken += 1
    p.charged_this_turn = False
    if player == game.state.first_player and p.turns_taken > 1:
        game.state.round += 1
    game.trace.add(TurnStarted(player, p.turns_taken, game.state.round))
    turn_steps.begin_turn(game, f"the start of player {player}'s turn")
    forget_past_turns(game)
    silent = skills.untap_or_silent_skill(game, p, frozenset(game.state.frozen))
    game.state.frozen -= {cr.uid for cr in p.battle}
    end_hyper_modes(game, player)
    kept = statics.mana_kept_tapped(game, player)  # 501.1: an effect may keep cards from untapping
    game.profile.mana.turn_start(game, p, (lambda c: any(matches(game, c, f, seen) for f, seen in kept))
                                 if kept else None)
    skills.use_silent_skills(game, silent)
    game.emit(Event("turn started", player))
    game.settle()
    game.later(_draw_step, player)


def _draw_step(game: Rules, player: str) -> None:
    """Once the turn-start abilities resolved: the draw (the first player skips it on the first turn)."""
    if game.state.game_over:
        return
    turn_steps.enter(game, TurnStep.DRAW, f"player {player}'s draw")
    if player == game.state.first_player and game.state.players[player].turns_taken == 1:
        game.note(f"player {player} goes first and skips the first draw")
    else:
        game.draw(player, 1)
    game.settle()
    game.later(_mana_charge_step, player)


def _mana_charge_step(game: Rules, player: str) -> None:
    """Once the draw's effects resolved: the mana charge step (503), where the turn player may charge."""
    if not game.state.game_over:
        turn_steps.enter(game, TurnStep.MANA_CHARGE, f"the end of player {player}'s draw step")


def forget_past_turns(game: Rules) -> None:
    """A new turn: the rules look back only at this turn's events ("the first time this turn",
    "this turn"), and at the batches of moves that effects still waiting were triggered by."""
    state = game.state
    live = {e.data.get("batch") for e in state.deferred} | {w.event.data.get("batch") for w in state.waiting}
    state.events = [e for e in state.events if e.data.get("batch") in live]
    state.triggered_in_batch = {t for t in state.triggered_in_batch if t[2] in live}


def end_turn(game: Rules) -> None:
    """The turn player ends their turn: not while a creature of theirs must attack and can
    (engine.mechanics.forced_attacks)."""
    player = game.state.turn_player
    forced = forced_attacker(game, player)
    if forced is not None:
        game.refuse(f"{forced.name} must attack if able: player {player} cannot end the turn before it attacks")
    turn_steps.enter_for(game, turn_steps.END_TURN, f"player {player} ending the turn")
    game.emit(Event("turn ended", player))
    game.settle()
    game.later(_at_end_of_turn)
    game.later(_next_turn, player)


def _at_end_of_turn(game: Rules) -> None:
    """The delayed effects of this turn (このターンの終わりに、…), in the order they were made, each
    followed by the waiting effects it caused; they come after the abilities the end of the turn
    triggered (a reading: the sources order them nowhere)."""
    if game.state.at_end_of_turn and not game.state.game_over:
        step = game.state.at_end_of_turn.pop(0)
        step.run(game, *step.args)
        game.settle()
        game.later(_at_end_of_turn)


def _next_turn(game: Rules, player: str) -> None:
    """The turn of ``player`` is over: "this turn" effects end, cards still pending go to the
    graveyard with no event (004), and the other player's turn starts (unless the game ended)."""
    game.state.at_end_of_turn.clear()  # a turn whose rest was skipped has no end (512.1)
    game.state.next_summon_reductions.clear()  # 「このターン、次に召喚する…」 ends with the turn
    for p in game.state.players.values():
        p.cap_doubled = False
        for cr in p.battle:  # "this turn" effects of the grant and power operations end
            cr.power_bonus = 0
            cr.granted_keywords = frozenset()
            cr.attack_power = 0
    pending.bury(game)
    if game.state.game_over:
        return
    expired = game.profile.turn_limit.expired(game, player)
    if expired is not None:
        game.end_game(expired)
        return
    me = game.state.players[player]
    if me.extra_turns > 0:  # "このターンの後にもう一度自分のターンを行う"
        me.extra_turns -= 1
        game.note(f"player {player} takes an extra turn")
        start_turn(game, player)
        return
    start_turn(game, other(player))


def skip_rest(game: Rules) -> None:
    """The rest of the turn is skipped (ターンの残りをとばす, 512.1): what was being done stops, the
    waiting effects are gone, no end of turn happens, and the next turn starts. A card still
    pending goes to the graveyard then (it was being used); a card only declared is not pending
    and stays where it is (004: 保留状態で…墓地送りになる / 元のゾーンに戻るのは保留状態ではない)."""
    player = game.state.turn_player
    game.note(f"the rest of player {player}'s turn is skipped")
    for w in list(game.state.waiting):
        game.state.waiting.remove(w)
    game.state.deferred.clear()
    game.state.attacking = None
    game.state.blocking = None
    _next_turn(game, player)


def end_game(game: Rules, outcome: Outcome) -> None:
    """The game ends (once): the outcome is recorded and traced."""
    if game.state.game_over:
        return
    game.state.outcome = outcome
    game.trace.add(GameOver(outcome))
