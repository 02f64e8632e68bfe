"""A player's action tried now, on a copy of the game's state, then undone: what the engine does with it.

The adversarial player (scenarios/adversary.py) and the "trying to … now" verdicts (steps/library/attempts.py)
try actions at any moment, also in the middle of the procedure (an attack in progress, effects waiting). The
try runs as a player's own action (from outside the running procedure: engine.game.a_player_action), on a
copy of the state: only the action's own step runs (the rest of the agenda is left alone), decisions are
answered by the first legal option (nobody's scripted answers are used), checkpoints tell no one; then the
game is back as it was, its trace too.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import cast

from engine.game import Game
from engine.model.decisions import FirstLegal
from engine.model.errors import DmRulesError, IllegalActionError
from engine.model.snapshot import Copier


def try_now(game: Game, action: Callable[[Game, Callable[[object], object]], None], whole: bool = False) -> str:
    """Run ``action(game, mapped)`` on a copy of the state (``mapped`` maps an object of the original state
    to the copy's) and go back: "allowed", "refused: <why>" or "error: <kind>: <message>". ``whole``: the
    action and all it causes run to the end, with the game's own decider (random play, between actions)."""
    original = game.state
    copier = Copier(shared=[game])
    saved = game.running, game.driven, game.decider, game.watchers, game.midway
    game.state = copier.copy(original)
    game.running, game.watchers, game.midway = False, [], game.running
    if not whole:
        game.driven, game.decider = True, FirstLegal()

    def mapped(obj: object) -> object:
        return obj if obj is None or isinstance(obj, str) else cast(object, copier.memo.get(id(obj), obj))

    mark = game.trace.mark()
    try:
        action(game, mapped)
        return "allowed"
    except IllegalActionError as exc:
        return f"refused: {exc}"
    except DmRulesError as exc:
        return f"error: {type(exc).__name__}: {exc}"
    finally:
        game.state = original
        game.trace.rewind(mark)
        game.running, game.driven, game.decider, game.watchers, game.midway = saved
