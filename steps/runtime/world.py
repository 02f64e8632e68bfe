"""The world a scenario runs in: one game under one profile, and what the verdicts saw."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, TypeVar

from engine.game import Game
from engine.model.cards import CardType
from engine.model.decisions import FORKED, Scripted
from engine.model.errors import BoardLimitError, DmRulesError, IllegalActionError, ScriptError
from engine.model.objects import Card, Creature, Zone
from engine.model.text import name_key, normal
from engine.model.trace import Action, Refused
from engine.policies.profiles import Profile, profile_list
from steps.runtime.lists import nth, split_index

FILLER = "予言者リュゾル"
DEFAULT_DECK = 20
T = TypeVar("T")

# The decisions a verdict's outcome is explored over when the scenario leaves them open: those a
# fork of the rules leaves to the players (engine.model.decisions.FORKED). Other choices (targets,
# blocks, optional abilities) are the same choice under every profile; left open, they take
# the first legal option under every profile.
FREE_KINDS: frozenset[str] = FORKED
CHOICE_HEAD = "by the players' choices, one of:"
# A verdict whose exploration stopped at a limit (steps.runtime.exploring) says so, and what it walked.
PARTIAL_HEAD = "by the players' choices (the exploration stopped at its limit: some runs are missing), one of:"


def choice_text(outcomes: Sequence[str], complete: bool = True, count: int | None = None, stopped: str = "") -> str:
    """The observation of a verdict whose value depends on the players' choices: every value
    they reach, one bullet each (a multi-line value indented under its bullet); ``count``: how
    many there are when only some are listed; ``stopped``: where a partial exploration stopped
    and what it walked (engine.explorer.Graph.stopped)."""
    if len(outcomes) == 1 and complete and not count:
        return outcomes[0]
    head = CHOICE_HEAD if complete else PARTIAL_HEAD
    if not complete and stopped:
        head = f"by the players' choices ({stopped}; some runs are missing), one of:"
    if count and count > len(outcomes):
        head = head.replace("one of:", f"one of {count:,} values (these {len(outcomes)} listed: the first "
                                       "ones, and any value a verdict expects):")
    bullets = ["• " + value.replace("\n", "\n  ") for value in outcomes]
    return "\n".join([head, *bullets])


@dataclass
class Observation:
    """What one verdict step saw under the running profile."""

    claim: str
    profiles: list[str]
    observed: str
    expected: str
    asserted: bool

    outcomes: list[str] = field(default_factory=list)  # every value the players' choices reach (one: fixed)
    complete: bool = True  # False: the exploration stopped at a limit, some runs are missing
    varies: bool = False  # the players' choices change it (several outcomes; or seen by a verdict that walks them)
    count: int | None = None  # how many distinct values the choices reach, when ``outcomes`` lists only some

    @property
    def held(self) -> bool:
        """The expected value is observed; where the players choose, one of their choices reaches it
        (compared in NFKC: ``５０００`` is ``5000``)."""
        want = normal(self.expected)
        return any(normal(value) == want for value in (self.outcomes or [self.observed]))

    def as_dict(self) -> dict[str, Any]:
        return {"claim": self.claim, "profiles": self.profiles, "observed": self.observed,
                "expected": self.expected, "asserted": self.asserted, "held": self.held,
                "outcomes": self.outcomes or [self.observed], "complete": self.complete, "varies": self.varies,
                **({"count": self.count} if self.count else {})}


@dataclass
class ActionRun:
    """One player action of the scenario and whether the rules refused it."""

    description: str
    refusal: str | None = None
    acknowledged: bool = False  # a verdict said it was refused


class StepScript(Scripted):
    """The scenario's script of answers, each remembered with the set-up step that scripted it
    (``step()``: its place among the scenario's set-up and action steps and its text, or None for an
    answer an action step queues for itself), so that a scripting step none of whose answers a
    decision ever took is found (:meth:`idle_steps`)."""

    def __init__(self, step: Callable[[], tuple[int, str] | None]) -> None:
        super().__init__()
        self._step = step
        self._given: list[tuple[tuple[str, str], tuple[int, str] | None]] = []  # ((player, kind), step) an answer

    def add(self, player: str, kind: str, *answers: str) -> None:
        super().add(player, kind, *answers)
        self._given += [((player, kind), self._step())] * len(answers)

    def idle_steps(self) -> list[tuple[int, str]]:
        """The scripting steps (place, text) none of whose answers was taken: a queue's answers are
        taken first to last, so the ones left of a (player, kind) are the last ones scripted for it."""
        left = Counter[tuple[int, str] | None]()
        for key, answers in self.script_left().items():
            steps = [step for k, step in self._given if k == key]
            left.update(steps[len(steps) - len(answers):])
        scripted = Counter(step for _, step in self._given)
        return sorted(step for step, n in left.items() if step is not None and n == scripted[step])


class Noting:
    """The decider of a scenario's own run: its script, counting the choices the script left
    open (several options, no scripted answer: the first legal option is taken)."""

    def __init__(self, script: Scripted) -> None:
        self.script = script
        self.taken: list[tuple[int, int]] = []  # each open choice: (option taken, number of options)

    def answers(self, player: str, kind: str) -> bool:
        return self.script.answers(player, kind)

    def choose(self, player: str, kind: str, options: Sequence[T], describe: Callable[[T], str]) -> T:
        if len(options) > 1 and kind in FREE_KINDS and not self.script.answers(player, kind):
            self.taken.append((0, len(options)))  # unscripted: the first legal option
        return self.script.choose(player, kind, options, describe)


@dataclass
class World:
    """One scenario run. Set-up steps build the board; the first action validates it."""

    profile: Profile
    forced: str | None = None  # assert the verdicts written for this profile instead
    game: Game = field(init=False)
    decider: StepScript = field(init=False)
    observations: list[Observation] = field(default_factory=list)
    actions: list[ActionRun] = field(default_factory=list)
    board_refused: str | None = None
    started: bool = False
    current_step: str = ""
    current_kind: str = ""  # given | when | then: the keyword of the step that runs
    recorded: list[tuple[Any, dict[str, Any]]] = field(default_factory=list)
    trace_before: int = 0  # how many trace entries there were when the last action began
    noting: Noting = field(init=False)
    reached: list[str] | None = None  # what a verdict that walks choices itself saw in its branches

    explored: dict[tuple[Any, ...], Any] = field(default_factory=dict)  # explorations of it, by what they walked

    def __post_init__(self) -> None:
        self.decider = StepScript(self._scripting_step)
        self.noting = Noting(self.decider)
        self.game = Game(self.profile, decider=self.noting)
        self._deck_set = {"A": False, "B": False}

    def _scripting_step(self) -> tuple[int, str] | None:
        """The set-up step that scripts an answer now (its place among the recorded steps, its text),
        or None where an action step queues an answer for itself."""
        return (len(self.recorded), self.current_step) if self.current_kind == "given" else None

    # ------------------------------------------------------------ set-up
    def mark_deck_set(self, player: str) -> None:
        self._deck_set[player] = True

    def begin(self) -> bool:
        """Called before the first action: fill unspecified decks, validate the board.
        Returns False when the profile refuses the board (the run then only records)."""
        if not self.started:
            self.started = True
            for name, done in self._deck_set.items():
                if not done and not self.game.state.players[name].deck:
                    self.game.board.cards(name, Zone.DECK, [FILLER] * DEFAULT_DECK)
            try:
                self.game.board.validate()
            except BoardLimitError as exc:
                self.board_refused = str(exc)
                self.game.trace.add(Refused(str(exc)))
        return self.board_refused is None

    # ---------------------------------------------------------- actions
    def act(self, description: str, action: Any, *args: Any, **kwargs: Any) -> Any:
        """Run a player action; a refusal is recorded, not raised (a verdict step checks it)."""
        if not self.begin():
            return None
        run = ActionRun(description)
        self.actions.append(run)
        self.trace_before = len(self.game.trace.entries)
        self.game.trace.add(Action(description))
        try:
            return action(*args, **kwargs)
        except IllegalActionError as exc:
            run.refusal = str(exc)
            return None

    @property
    def last_action(self) -> ActionRun | None:
        return self.actions[-1] if self.actions else None

    @property
    def refusals(self) -> list[str]:
        return [a.refusal for a in self.actions if a.refusal is not None]

    # ------------------------------------------------------------ verdicts
    def profiles_named(self, text: str) -> list[str]:
        """The profiles a verdict names, in any spelling (raises UnknownProfileError, naming the known ones)."""
        return profile_list(text)

    def check(self, profiles_text: str, claim: str, observed: str, expected: str,
              outcomes: Sequence[str] = (), complete: bool = True, varies: bool | None = None,
              count: int | None = None) -> None:
        """Record a verdict's observation; raise when it is asserted for the running profile and
        does not hold. ``outcomes``: every value the players' choices reach (several: a choice;
        ``complete`` False: the exploration stopped at a limit; ``count``: how many values there
        are when ``outcomes`` lists only some); ``varies``: whether the players' choices change the
        value (default: several outcomes)."""
        profiles = self.profiles_named(profiles_text)
        speaks_for = self.forced or self.profile.name
        asserted = speaks_for in profiles
        if self.board_refused is not None:
            observed, outcomes, complete = f"board refused: {self.board_refused}", (), True
        elif len(outcomes) > 1 or not complete or (count or 0) > len(outcomes):
            observed = choice_text(outcomes, complete, count, "" if complete else self._stopped())
        varies = max(len(outcomes), count or 0) > 1 if varies is None else varies
        obs = Observation(claim, profiles, observed, expected, asserted, list(outcomes) or [observed], complete,
                          varies, count)
        self.observations.append(obs)
        if asserted and not obs.held:
            forced = f" (verdicts of {self.forced} forced onto {self.profile.name})" if self.forced else ""
            refusal = f"\n  refused action: {self.refusals[-1]}" if self.refusals else ""
            raise AssertionError(f"under {self.profile.name}{forced}: {claim}\n"
                                 f"  expected: {expected}\n  observed: {observed}{refusal}")

    def _stopped(self) -> str:
        """Where the last partial exploration of this world stopped, and what it walked."""
        graphs = [getattr(found, "graph", None) for found in self.explored.values()]
        return next((g.stopped for g in reversed(graphs) if g is not None and g.stopped), "")

    def unacknowledged_refusals(self) -> list[str]:
        return [a.refusal for a in self.actions if a.refusal is not None and not a.acknowledged]

    # ---------------------------------------------------------- exploring
    def decks_set(self) -> dict[str, bool]:
        """Whose decks the scenario set (the others are filled as the first action begins)."""
        return dict(self._deck_set)

    def restore_decks_set(self, decks: dict[str, bool]) -> None:
        self._deck_set = dict(decks)

    # --------------------------------------------------------- references
    def find_card(self, player: str, name: str, zones: tuple[Zone, ...] | None = None) -> Card:
        """The leftmost card called ``name`` (or ``name#k``: the k-th) in a player's zones."""
        base, index = split_index(name)
        k = nth(index)
        p = self.game.state.players[player]
        order = zones or (Zone.HAND, Zone.MANA, Zone.SHIELDS, Zone.GRAVEYARD, Zone.DECK, Zone.HYPERSPATIAL)
        matches = [c for z in order for c in p.cards_in(z) if named(c.definition, base)]
        if len(matches) < k:
            self.game.catalog.get(base)  # unknown card names get suggestions
            where = ", ".join(str(z) for z in order)
            raise ScriptError(f"player {player} has no {name} in the {where}")
        return matches[k - 1]

    def find_creature(self, name: str, player: str | None = None) -> Creature:
        base, index = split_index(name)
        k = nth(index)
        players = [player] if player else ["A", "B"]
        matches = [cr for pl in players for cr in self.game.state.players[pl].battle
                   if any(named(c.definition, base) for c in (cr.cards if cr.linked else [cr.top]))]
        if len(matches) < k:
            self.game.catalog.get(base)
            present = [cr.name for pl in players for cr in self.game.state.players[pl].battle]
            raise ScriptError(f"no creature {name} in the battle zone; there: {', '.join(present) or 'none'}")
        return matches[k - 1]


def named(definition: Any, name: str) -> bool:
    """Whether a card definition is called ``name`` (its name or an alias), compared as card names are
    (NFKC, any case: ``カワモリデン/リーフストーム・トラップ`` is ``カワモリデン／リーフストーム・トラップ``)."""
    if definition.name == name or name in definition.aliases:
        return True
    key = name_key(name)
    return any(name_key(n) == key for n in (definition.name, *definition.aliases))


def named_in_record(world: World, recorded: str, name: str) -> bool:
    """Whether the card a trace record names (``recorded``: its catalog name) is called ``name``. A record
    may name a card the catalog has no entry of its own for (the copy of a twinpact's spell side a smash
    burst casts, 004): that one is called by its own name only."""
    if not recorded or recorded == name:
        return bool(recorded)
    catalog = world.game.catalog
    return named(catalog.get(recorded), name) if recorded in catalog else name_key(recorded) == name_key(name)


def card_is(card_type: CardType, *types: CardType) -> bool:
    return card_type in types


__all__ = ["World", "Observation", "DmRulesError", "FILLER"]
