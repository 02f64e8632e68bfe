"""Random legal play under hypothesis, with the invariants every reachable state keeps.

:class:`RandomPlayMachine` (a hypothesis ``RuleBasedStateMachine``) deals two random 40-card
decks from :data:`engine.autoplay.POOL` and plays the game one legal play at a time — charge,
summon, cast, attack, end the turn — to a win, a loss or the turn limit, then deals again.
Every other choice (block, shield trigger, target, shields to break) is drawn by hypothesis
through :class:`DataDecider`. After every step :func:`invariant_problems` must be empty.
``tests/properties/test_random_play.py`` runs it per profile (bounded; ``--hypothesis-profile long``: at
least 10,000 steps per profile), and ``bench/random_play.py`` measures the long run.

The differential half (:func:`forks_touched`, :func:`projection`): on decks and games that
touch no fork where two profiles differ, they play the same game.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any, ClassVar, TypeVar

from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, precondition, rule

from engine.autoplay import COPIES, POOL_NAMES, TURN_LIMIT, every_card, new_game, perform, turns_played
from engine.catalog.decks import MAIN_DECK_SIZE, DeckList
from engine.game import Game
from engine.mechanics.legal import ATTACK, CAST, CHARGE, END_TURN, SUMMON, Play, legal_plays
from engine.model.cards import CardType
from engine.model.decisions import Decision
from engine.model.objects import Zone
from engine.model.outcome import Termination
from engine.model.trace import Chose, EventRecord, GameOver, Lots, Overflow, Record, Resolved
from engine.policies.profiles import FORKS, Profile, get_profile
from scenarios.written_out import board_steps, write_out

T = TypeVar("T")

LIMITED = (Zone.HAND, Zone.SHIELDS, Zone.BATTLE, Zone.MANA)


class DataDecider:
    """Each decision with more than one option is drawn by hypothesis (shrinking towards the
    first legal option); random draws of the rules stay on the game's seeded RNG."""

    def __init__(self) -> None:
        self.data: st.DataObject | None = None

    def choose(self, player: str, kind: str, options: Sequence[T], describe: Callable[[T], str]) -> T:
        if len(options) == 1 or self.data is None:
            return options[0]
        i = self.data.draw(st.integers(0, len(options) - 1), label=f"player {player} {kind}")
        return options[i]

    def answers(self, player: str, kind: str) -> bool:
        return False


@st.composite
def deck_lists(draw: st.DrawFn, names: Sequence[str] = POOL_NAMES, size: int = MAIN_DECK_SIZE) -> DeckList:
    """A legal main deck from ``names``: ``size`` cards, at most 4 copies of each."""
    counts: Counter[str] = Counter()
    for _ in range(size):
        counts[draw(st.sampled_from([n for n in names if counts[n] < COPIES]))] += 1
    return DeckList(tuple(n for n in names for _ in range(counts[n])))


# ------------------------------------------------------------------ invariants
LEFT_WAITING = "effects left waiting"  # 104.1: the game ends at once, what waits never resolves
NO_POWER_KEPT = "a creature of power 0 or less kept"  # the loop no player can stop (resolution._endless)

# What each ending may leave that a game in play never holds; every Termination has its entry
# (tests/properties/test_random_play.py checks), so an ending the engine adds is thought about here.
ENDING_LEAVES: dict[Termination, frozenset[str]] = {
    Termination.DECK_OUT: frozenset({LEFT_WAITING}),
    Termination.BOTH_DECKS_OUT: frozenset({LEFT_WAITING}),
    Termination.DIRECT_ATTACK: frozenset({LEFT_WAITING}),
    Termination.CARD_WIN: frozenset({LEFT_WAITING}),
    Termination.TURN_LIMIT: frozenset({LEFT_WAITING}),
    # dmwiki 無限ループ: destroyed at power 0 or less and kept by a replacement no player chose, again
    # and again; the game ends with no winner, the creature still in the battle zone.
    Termination.LOOP: frozenset({LEFT_WAITING, NO_POWER_KEPT}),
}


def ending_leaves(game: Game) -> frozenset[str]:
    """What the game's ending (none yet: nothing) may leave behind, from :data:`ENDING_LEAVES`."""
    outcome = game.state.outcome
    return frozenset() if outcome is None else ENDING_LEAVES[outcome.termination]


def invariant_problems(game: Game, cards: dict[int, str]) -> list[str]:
    """What is wrong with a settled game state (empty: nothing), short of what its ending may leave
    (:func:`ending_leaves`). ``cards``: every card's id at the start of the game and its owner."""
    out: list[str] = []
    leaves = ending_leaves(game)
    found = Counter(id(c) for c in every_card(game))
    out += [f"a card is in {n} places" for n in found.values() if n > 1]
    if set(found) != set(cards):
        out.append(f"cards appeared or vanished: {len(found)} cards in play, {len(cards)} dealt")
    for p in game.state.players.values():
        for zone in (Zone.DECK, Zone.HAND, Zone.MANA, Zone.SHIELDS, Zone.GRAVEYARD):
            out += [f"{c} of player {c.owner} is in player {p.name}'s {zone}" for c in p.cards_in(zone)
                    if c.owner != p.name]
            if zone is not Zone.MANA:
                out += [f"{c} is tapped in the {zone}" for c in p.cards_in(zone) if c.tapped]
        for zone in LIMITED:
            cap = game.profile.limits.of(zone)
            if cap is not None and p.count(zone) > cap:
                out.append(f"player {p.name}'s {zone} holds {p.count(zone)}, over the {game.profile.name} limit {cap}")
        out += mana_problems(game, p.name)
        if NO_POWER_KEPT not in leaves:
            out += [f"{cr} has power {game.power(cr)} in the battle zone" for cr in p.battle
                    if cr.definition.type.is_creature and game.power(cr) <= 0]  # a gear or a field has no power
    if LEFT_WAITING not in leaves and (game.state.waiting or game.state.batch is not None):
        out.append("effects still waiting (or a batch of moves open) after a play")
    return out


def mana_problems(game: Game, player: str) -> list[str]:
    """DMPS: 0 <= usable mana <= usable-mana cap <= max mana = cards in the mana zone. TCG:
    0 <= untapped mana <= mana cards = cards in the mana zone."""
    p = game.state.players[player]
    view = game.mana_view(player)
    if "usable mana" in view:
        chain = [0, p.usable_mana, view["usable-mana cap"], view["max mana"]]
        size = view["max mana"]
    else:
        chain = [0, view["untapped mana"], view["mana cards"]]
        size = view["mana cards"]
    out = [] if chain == sorted(chain) else [f"player {player}'s mana counters out of order: {view}, "
                                              f"stored usable {p.usable_mana}"]
    if size != len(p.mana):
        out.append(f"player {player} has {len(p.mana)} mana cards, the counters say {size}")
    return out


# ------------------------------------------------------------------ the state machine
class RandomPlayMachine(RuleBasedStateMachine):
    """Random legal play under one profile (see the module's docstring)."""

    steps: ClassVar[Counter[str]] = Counter()  # steps played per profile, over every run (reports read it)
    games: ClassVar[Counter[str]] = Counter()  # games played to their end, per profile

    def __init__(self, profile: Profile) -> None:
        super().__init__()
        self.profile = profile
        self.decider = DataDecider()
        self.game: Game | None = None
        self.cards: dict[int, str] = {}
        self.plays: list[Play] = []
        self.last: tuple[list[str], Play] | None = None  # the board before the last play, and the play

    def __repr__(self) -> str:
        return f"RandomPlayMachine({self.profile.name})"

    def live(self) -> bool:
        return self.game is not None and not self.game.state.game_over and turns_played(self.game) < TURN_LIMIT

    def can(self, kind: str) -> bool:
        return self.live() and any(p.kind == kind for p in self.plays)

    @precondition(lambda self: not self.live())
    @rule(a=deck_lists(), b=deck_lists(), seed=st.integers(0, 2 ** 32 - 1))
    def deal(self, a: DeckList, b: DeckList, seed: int) -> None:
        if self.game is not None:
            self.games[self.profile.name] += 1
        self.decider.data = None
        self.game = new_game(self.profile, {"A": a, "B": b}, seed, self.decider)
        self.cards = {id(c): c.owner for c in every_card(self.game)}
        self.plays = legal_plays(self.game)

    def make(self, kind: str, data: st.DataObject) -> None:
        assert self.game is not None
        play = data.draw(st.sampled_from([p for p in self.plays if p.kind == kind]), label="play")
        self.last = (board_steps(self.game), play)
        self.decider.data = data
        perform(self.game, play)
        self.decider.data = None
        self.plays = legal_plays(self.game)
        self.steps[self.profile.name] += 1

    @precondition(lambda self: self.can(CHARGE))
    @rule(data=st.data())
    def charge(self, data: st.DataObject) -> None:
        self.make(CHARGE, data)

    @precondition(lambda self: self.can(SUMMON))
    @rule(data=st.data())
    def summon(self, data: st.DataObject) -> None:
        self.make(SUMMON, data)

    @precondition(lambda self: self.can(CAST))
    @rule(data=st.data())
    def cast(self, data: st.DataObject) -> None:
        self.make(CAST, data)

    @precondition(lambda self: self.can(ATTACK))
    @rule(data=st.data())
    def attack(self, data: st.DataObject) -> None:
        self.make(ATTACK, data)

    @precondition(lambda self: self.can(END_TURN))
    @rule(data=st.data())
    def end_turn(self, data: st.DataObject) -> None:
        self.make(END_TURN, data)

    @invariant()
    def holds(self) -> None:
        if self.game is not None:
            problems = invariant_problems(self.game, self.cards)
            if problems and self.last is not None:  # the play that broke it, as a scenario to replay
                path = write_out(self.profile.name, *self.last, problems)
                problems.append(f"written out as a scenario: {path}")
            assert not problems, "; ".join(problems)


def machine_factory(profile: str) -> Callable[[], RandomPlayMachine]:
    prof = get_profile(profile)
    return lambda: RandomPlayMachine(prof)


# ------------------------------------------------------------------ the differential half
def projection(game: Game) -> list[tuple[str, Any]]:
    """What two profiles must agree on when no fork is touched: the events, the decisions and
    their options, what resolved, and the outcome. Left out: notes (a mana payment is told as
    tapped cards or as usable mana) and why a waiting effect resolved next (chosen, or a
    precedence rule)."""
    out: list[tuple[str, Any]] = []
    for entry in game.trace:
        r: Record = entry.record
        if isinstance(r, EventRecord | Chose):
            out.append((type(r).__name__, r.fields()))
        elif isinstance(r, Resolved):
            out.append(("Resolved", (r.source, r.ability, r.controller)))
        elif isinstance(r, GameOver) and game.state.outcome is not None:
            out.append(("GameOver", (game.state.outcome.termination, game.state.outcome.winner)))
    return out


FORK_DECISIONS = {Decision.ORDER: "waiting effects", Decision.BREAKER: "several breakers",
                  Decision.MOVE_ORDER: "simultaneous moves", Decision.REPLACEMENT: "replacement effects",
                  Decision.REFERS_TO: "simultaneous moves", Decision.LOTTERY: "ties and paid resources"}


def forks_touched(game: Game) -> set[str]:
    """The forks (labels of :data:`engine.policies.profiles.FORKS`) a finished game touched, read from its
    trace: a choice only one side's policy makes (the order of waiting effects, a breaker, the
    order of cards moved together, a replacement), a random draw, an overflow, a second block of
    one attack (TCG: again and again; DMPS: once), the DMPS turn limit, a declared shield
    trigger (where it waits), a card through the nowhere zone (the pending state's fork before
    2022-09-14). Zone limits that another
    profile would have applied are :func:`watch_limits`' business; the mana fork is not read here
    (mono-civilization decks do not touch it)."""
    out = {FORK_DECISIONS[Decision(r.decision)] for r in game.trace.of(Chose) if r.decision in FORK_DECISIONS}
    if game.trace.of(Lots):
        out.add("ties and paid resources")
    if any(r.decision == Decision.USE_SHIELD_TRIGGER and r.picked.startswith("use ") for r in game.trace.of(Chose)):
        out.add(FORKS["shield_triggers"])  # declared: into the hand (TCG) or out of every zone (DMPS)
    if any(isinstance(e.record, EventRecord) and Zone.NOWHERE.value in (e.record.from_zone, e.record.to_zone)
           for e in game.trace):
        out.add(FORKS["pending"])  # a used card went through the nowhere zone (before 2022-09-14)
    if game.trace.of(Overflow):
        out.add("zone limits")
    blocked = False
    for entry in game.trace:
        r = entry.record
        if isinstance(r, EventRecord) and r.event in ("attacked", "blocked"):
            blocked = r.event == "blocked"
        elif isinstance(r, Chose) and r.decision == Decision.BLOCK and blocked:
            out.add("attack redirection")
    if game.state.round >= 99:
        out.add("turn limit")
    return out


def watch_limits(limits: Profile, touched: set[str]) -> Callable[[Game, Play], None]:
    """An ``after`` hook for :func:`engine.autoplay.play_game`: notes "zone limits" in
    ``touched`` when the game goes where ``limits`` would have played otherwise: a zone holds
    more than its capacity (a card arrived that would have overflowed: a play only adds to the
    hand and the shields, so the count after it is its peak), or the turn player may summon a
    creature with the battle zone at capacity (``limits`` does not offer that summon)."""

    def after(game: Game, play: Play) -> None:
        for p in game.state.players.values():
            for zone in LIMITED:
                cap = limits.limits.of(zone)
                if cap is not None and p.count(zone) > cap:
                    touched.add("zone limits")
        cap = limits.limits.of(Zone.BATTLE)
        if cap is not None and game.state.players[game.state.turn_player].count(Zone.BATTLE) >= cap and any(
                p.kind == SUMMON and p.card is not None and p.card.definition.type is not CardType.EVOLUTION_CREATURE
                for p in legal_plays(game)):
            touched.add("zone limits")

    return after
