"""The game state: every mutable thing of one game, in one object.

:class:`GameState` holds the players and their zones, whose turn it is, the waiting effects,
the continuous effects of resolved abilities, the events the rules look back at, the counters
that name new objects, the random generator and the outcome. The game (:class:`engine.game.Game`)
is a façade over a state, a profile and a catalog; the mechanics and the operations read and
write the state through ``game.state``. The trace is not state: it observes (engine.model.trace).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.model.agenda import Step
from engine.model.cards import Civ
from engine.model.events import Batch, Event
from engine.model.impending import ImpendingEvent
from engine.model.lasting import Lasting
from engine.model.lot import GameRandom
from engine.model.objects import Card, Creature, Player, Zone, locate
from engine.model.outcome import Outcome
from engine.model.turn_step import AttackStep, TurnStep
from engine.model.waiting import Waiting, WaitingEffects


def _players() -> dict[str, Player]:
    return {"A": Player("A"), "B": Player("B")}


@dataclass(eq=False)
class GameState:
    """All that changes during one game. Players are "A" and "B"; A goes first unless told."""

    players: dict[str, Player] = field(default_factory=_players)
    first_player: str = "A"
    turn_player: str = "A"
    round: int = 1
    # the turn's step (500.1; engine.mechanics.turn_steps) and what moved the turn into it ("the attack
    # of 青銅の鎧"); a board set up by hand is in the mana charge step, so its first summon starts the main step
    step: TurnStep = TurnStep.MANA_CHARGE
    step_since: str = ""
    # the sub-step of the attack in progress (505.1; engine.mechanics.attack_steps), None between attacks
    attack_step: AttackStep | None = None
    waiting: WaitingEffects = field(default_factory=WaitingEffects)
    resolving: Waiting | None = None  # the waiting effect resolving now, or the last one that did
    # the (ability, source card uid, batch) of each waiting effect started this turn ("one or more")
    triggered_in_batch: set[tuple[int, int, object]] = field(default_factory=set)
    events: list[Event] = field(default_factory=list)  # this turn's events, in order ("the first time this turn")
    deferred: list[Event] = field(default_factory=list)  # events whose later-looking abilities wait for a second pass
    lasting: list[Lasting] = field(default_factory=list)  # continuous effects of resolved abilities
    shield_force: dict[int, Card] = field(default_factory=dict)  # creature uid -> the shield its shield force chose
    ex_life: dict[int, Card] = field(default_factory=dict)  # creature uid -> its EXライフ shield (engine.ops.shields)
    super_bonus: set[int] = field(default_factory=set)  # cards whose スーパー・S・トリガー gave them their S ability
    frozen: set[int] = field(default_factory=set)  # creature uids that don't untap at their controller's next turn
    # one-shot reductions of a player's next summon this turn: (player, n less, floor) (engine.ops.lasting_effects)
    next_summon_reductions: list[tuple[str, int, int]] = field(default_factory=list)
    known: dict[str, set[int]] = field(default_factory=lambda: {"A": set(), "B": set()})  # hidden cards seen
    attacking: Creature | None = None  # the attacking creature (after invasions and swaps)
    blocking: Creature | None = None  # the creature that blocked the current attack (ブロック中), until it ends
    after_attack: list[Step] = field(default_factory=list)  # what happens once the current attack is over
    after_battle: list[Step] = field(default_factory=list)  # what happens once the coming battle is over (バトルの後)
    no_battle: bool = False  # an ability said the blocked attack has no battle (バトルは行われない), until it ends
    at_end_of_turn: list[Step] = field(default_factory=list)  # delayed: at the end of this turn (このターンの終わりに)
    waiting_shields: list[Card] = field(default_factory=list)  # broken shields waiting for declarations (113.6)
    batch: Batch | None = None  # moves being made together (engine.mechanics.resolution.simultaneously)
    batches: int = 0
    event_seq: int = 0
    waiting_seq: int = 0
    uid: int = 0  # the last object number given
    position: int = 0  # the last battle-zone position given
    outcome: Outcome | None = None
    last_refusal: str | None = None
    rng: GameRandom = field(default_factory=GameRandom)
    agenda: list[Step] = field(default_factory=list)  # what the procedure still has to do, last first
    followups: list[Step] = field(default_factory=list)  # what the running step asked for next, in order
    chain: int = 0  # waiting effects resolved since the waiting ones last ran out (a loop past a bound)
    # the replacement effects applied to the event being replaced and what its effects cause (one
    # replacement applies at most once to them), and the event whose replacement is being applied
    replacements_applied: frozenset[tuple[int, int, int, tuple[str, int]]] = frozenset()
    replacing: ImpendingEvent | None = None
    replaced_this_turn: set[tuple[int, int, int]] = field(default_factory=set)  # (ability, card uid, turn id)
    # (owner, civilizations, name) of each command that entered (or was summoned), owing a seal removal (116.4a)
    unsealing: list[tuple[str, tuple[Civ, ...], str]] = field(default_factory=list)

    # ----------------------------------------------------------------- queries
    @property
    def game_over(self) -> bool:
        return self.outcome is not None

    @property
    def turn_id(self) -> int:
        """A number unique to the current turn."""
        p = self.players[self.turn_player]
        return p.turns_taken * 2 + (0 if self.turn_player == self.first_player else 1)

    def locate(self, card: Card) -> tuple[Player, Zone] | None:
        """The player and zone a card is in (a card of a creature: the battle zone), or None."""
        return locate(self.players, card)

    def creature_of(self, card: Card) -> Creature | None:
        """The battle-zone element the card is part of (top, under, linked, or an attached オーラ), or None."""
        return next((cr for p in self.players.values() for cr in p.battle
                     if card in cr.cards or card in cr.linked_cards or card in cr.auras), None)

    def all_creatures(self) -> list[Creature]:
        """Every element in the battle zone, the turn player's first, left to right."""
        players, turn = self.players, self.turn_player
        return [*players[turn].battle, *players["B" if turn == "A" else "A"].battle]

    # ------------------------------------------------------------- new names
    def next_uid(self) -> int:
        self.uid += 1
        return self.uid

    def next_position(self) -> int:
        self.position += 1
        return self.position
