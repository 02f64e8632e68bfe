"""Resolving n waiting effects under each fixed-precedence profile.

The effects are real waiting effects (a "your turn starts" ability of a creature, each with
its own battle-zone position) resolved by ``Game.settle``; what is timed is choosing the
next effect and resolving it. The requirement: time(1000) / time(100) < 15.
"""

from __future__ import annotations

import time

from engine.game import Game
from engine.model.cards import Ability, Effect, Trigger
from engine.model.events import Event
from engine.model.objects import Creature, Zone
from engine.model.waiting import Waiting
from engine.policies.profiles import get_profile

NOOP = Ability(kind="triggered", text="no-op", trigger=Trigger("your turn starts"),
               effects=(Effect("power", {"amount": 0, "target": {"player": "you", "count": 0}}),))


def make_game(profile: str, n: int) -> Game:
    game = Game(get_profile(profile))
    for player in ("A", "B"):
        game.board.cards(player, Zone.DECK, ["予言者リュゾル"] * 5)
    event = game.emit(Event("bench", "A"))
    for i in range(n):
        cr = Creature(game.state.next_uid(), [game.new_card("予言者リュゾル", "A")], "A", position=i, entered_turn=-1)
        w = Waiting(seq=i + 1, controller="A" if i % 3 else "B", ability=NOOP, ability_index=i % 2, event=event,
                    source_card=cr.top, source_creature=cr, zone="battle", position=(i * 7919) % n,
                    is_enter=i % 4 == 0)
        game.state.waiting.add(w, game.profile.ordering.key(game, w))
    return game


def time_resolution(profile: str, n: int, repeat: int = 7) -> float:
    best = float("inf")
    for _ in range(repeat):
        game = make_game(profile, n)
        start = time.perf_counter()
        game.settle()
        best = min(best, time.perf_counter() - start)
        assert not game.state.waiting and len(game.trace.resolutions()) == n
    return best


def main() -> list[tuple[str, int, float]]:
    rows = []
    for profile in ("dmps", "dmps-old"):
        for n in (10, 100, 1000):
            rows.append((profile, n, time_resolution(profile, n)))
    return rows
