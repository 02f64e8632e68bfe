"""Which waiting effect resolves next: the players choose (TCG) or a fixed precedence (DMPS).

A fixed precedence is a sort key over stable facts of each waiting effect (controller, zone,
battle-zone position, event order, text order), so the engine can keep waiting effects in
a heap: choosing the next of n is O(log n), and effects that trigger during a resolution
simply join the heap (000: the order is recomputed whenever new effects trigger).
"""

from __future__ import annotations

from typing import Protocol

from engine.model.view import GameView
from engine.model.waiting import Key, Waiting, WaitingEffects

# Where a waiting effect's source was when it triggered, in DMPS precedence order (000).
# 000 does not place the mana zone (no example waits there): after the shield zone is our reading.
ZONE_RANK = {"battle": 0, "graveyard": 1, "hyperspatial": 1, "shield": 2, "mana": 3, "hand": 4, "player": 5}

# Trigger kinds as 001 groups them (older DMPS: a fixed order by trigger kind).
CATEGORY = {
    "this enters": "enters", "your creature enters": "your creature enters",
    "this destroyed": "destroyed", "another creature destroyed": "destroyed", "this leaves": "leaves",
    "your creature leaves": "leaves",
    "this attacks": "attacks", "your creature attacks": "attacks", "opponent creature attacks": "attacks",
    "crossed creature attacks": "attacks",
}

# Declared abilities that resolve before all others at an attack or at the end of a turn
# (000, steps 2 and 3): invasion, then revolution change, then attack chance; revenge chance
# and invasion ZERO in the order chosen.
SPECIAL_RANK = {"invasion": 0, "revolution change": 1, "attack chance": 2, "revenge chance": 0,
                "invasion zero": 0}


class OrderingPolicy(Protocol):
    name: str

    def key(self, game: GameView, w: Waiting) -> Key | None:
        """A fixed precedence (smaller first), or None when a player chooses."""

    def next(self, game: GameView, waiting: WaitingEffects) -> tuple[Waiting, str]:
        """Take the effect to resolve next out of ``waiting`` (a player's choice, or the smallest key), and
        say why (for the trace)."""

    def classify(self, game: GameView, w: Waiting) -> str:
        """The class this precedence puts ``w`` in (for verdicts and reports)."""


class PlayersChoose:
    """TCG: the turn player resolves their own waiting effects first, in the order they
    choose; then the non-turn player, likewise. The decider makes the choice."""

    name = "players choose (turn player first)"

    def key(self, game: GameView, w: Waiting) -> Key | None:
        return None

    def classify(self, game: GameView, w: Waiting) -> str:
        return "none (the players choose)"

    def next(self, game: GameView, waiting: WaitingEffects) -> tuple[Waiting, str]:
        tp = game.state.turn_player
        every = waiting.as_list()
        mine = [w for w in every if w.controller == tp]
        pool = sorted(mine or every, key=lambda w: w.seq)
        chooser = pool[0].controller
        if len(pool) == 1:
            pick, why = pool[0], "only one waiting" if len(every) == 1 else "turn player's first"
        else:
            pick = game.decide(chooser, "order", pool, lambda w: w.describe())
            why = f"player {chooser} chose (turn player first)"
        waiting.remove(pick)
        return pick, why


def explain_by_key(names: tuple[str, ...], key: Key, runner: Waiting | None, runner_key: Key | None) -> str:
    """Name the first precedence rule on which the effect of ``key`` beat the runner-up."""
    if runner is None or runner_key is None:
        return "only one waiting"
    for name, mine, theirs in zip(names, key, runner_key, strict=False):
        if mine != theirs:
            return f"{name} (ahead of {runner.describe()})"
    return "in the order they triggered"


def _common(game: GameView, w: Waiting) -> tuple[int, int, int]:
    tp = 0 if w.controller == game.state.turn_player else 1
    special = SPECIAL_RANK.get(w.special, 9)
    return tp, special, w.choice_rank


class _KeyedPrecedence:
    """A precedence the app applies: the smallest key resolves next; no player chooses."""

    KEY_NAMES: tuple[str, ...] = ()

    def key(self, game: GameView, w: Waiting) -> Key:
        raise NotImplementedError

    def next(self, game: GameView, waiting: WaitingEffects) -> tuple[Waiting, str]:
        """Every effect started waiting with its key (engine.mechanics.resolution): the smallest resolves."""
        best, key, runner, runner_key = waiting.pop_by_key()
        return best, explain_by_key(self.KEY_NAMES, key, runner, runner_key)


class FixedPrecedence(_KeyedPrecedence):
    """DMPS (000, 待機した効果の解決の順序): turn player first; declared specials; zone
    (battle > graveyard, hyperspatial > shield > hand > player); in the battle zone
    "enters" abilities left to right, then all others right to left (a departed creature
    keeps the position it left from); one element's abilities by event order, then text
    order (granted abilities after its own, leftmost grantor first)."""

    name = "fixed precedence (DMPS)"
    KEY_NAMES = ("turn player's effects first", "declared specials first", "in the order chosen",
                 "zone precedence (battle > graveyard/hyperspatial > shield > hand > player)",
                 "'enters' abilities before the others", "position ('enters' left to right, others right to left)",
                 "same element: in the order it triggered", "same element: text order (granted last)",
                 "granted abilities: leftmost grantor first", "in the order they triggered")

    def classify(self, game: GameView, w: Waiting) -> str:
        """000: in the battle zone, "enters" abilities (this creature's own entering) or the
        others; elsewhere the zone decides."""
        if w.zone != "battle":
            return f"{w.zone} zone"
        return "enters" if w.is_enter else "other"

    def key(self, game: GameView, w: Waiting) -> Key:
        if w.zone == "battle":
            group, pos = (0, w.position) if w.is_enter else (1, -w.position)
        else:
            group, pos = 0, 0
        return (*_common(game, w), ZONE_RANK[w.zone], group, pos, w.event.seq, w.ability_index,
                w.grantor_position, w.seq)


CATEGORY_RANK = {"enters": 0, "your creature enters": 1, "destroyed": 2, "leaves": 3, "attacks": 4,
                 "castle": 5, "other": 6}


class CategoryPrecedence(_KeyedPrecedence):
    """Older DMPS (001, Ver.3.9.2): a fixed order by trigger kind — enters, your creature
    enters, destroyed / another destroyed, leaves, attacks / your X attacks, castle — then
    battle zone before graveyard; within a kind, enters left to right, others right first."""

    name = "fixed order by trigger kind (older DMPS)"
    KEY_NAMES = ("turn player's effects first", "declared specials first", "in the order chosen",
                 "battle zone before graveyard", "trigger kind (enters > your creature enters > destroyed > "
                 "leaves > attacks > castle)", "position ('enters' left to right, others right to left)",
                 "same element: in the order it triggered", "same element: text order (granted last)",
                 "granted abilities: leftmost grantor first", "in the order they triggered")

    def classify(self, game: GameView, w: Waiting) -> str:
        """001: the trigger kind (enters, your creature enters, destroyed, leaves, attacks, castle)."""
        return category(w)

    def key(self, game: GameView, w: Waiting) -> Key:
        kind = category(w)
        rank = CATEGORY_RANK[kind]
        pos = w.position if kind == "enters" else -w.position
        return (*_common(game, w), ZONE_RANK[w.zone], rank, pos, w.event.seq, w.ability_index,
                w.grantor_position, w.seq)


def category(w: Waiting) -> str:
    """001's trigger kind of a waiting effect: castle (it waits in the shield zone), enters (its
    own creature entering), else by its trigger event."""
    if w.zone == "shield":
        return "castle"
    if w.is_enter:
        return "enters"
    return CATEGORY.get(w.trigger_event, "other")
