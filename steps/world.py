"""The world a scenario runs in: one game under one profile, and what the verdicts saw."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from engine.cards import CardType
from engine.decisions import Scripted
from engine.errors import BoardLimitError, DmRulesError, IllegalActionError, ScriptError
from engine.explorer import PathDecider, explore
from engine.game import Game
from engine.profiles import Profile, get_profile, profile_names
from engine.state import Card, Creature, Zone
from engine.trace import Action, Refused

FILLER = "予言者リュゾル"
DEFAULT_DECK = 20


@dataclass
class Observation:
    """What one verdict step saw under the running profile."""

    claim: str
    profiles: list[str]
    observed: str
    expected: str
    asserted: bool

    @property
    def held(self) -> bool:
        return self.observed == self.expected

    def as_dict(self) -> dict[str, Any]:
        return {"claim": self.claim, "profiles": self.profiles, "observed": self.observed,
                "expected": self.expected, "asserted": self.asserted, "held": self.held}


@dataclass
class World:
    """One scenario run. Set-up steps build the board; the first action validates it."""

    profile: Profile
    forced: str | None = None  # assert the verdicts written for this profile instead
    game: Game = field(init=False)
    decider: Scripted = field(default_factory=Scripted)
    observations: list[Observation] = field(default_factory=list)
    refusals: list[str] = field(default_factory=list)
    acknowledged: int = 0
    board_refused: str | None = None
    started: bool = False
    last_action: str = ""
    current_step: str = ""
    recorded: list[tuple[Any, dict[str, Any]]] = field(default_factory=list)
    explorer: PathDecider | None = None  # a replay: it decides the explored kinds, the script the rest
    offers_before: int = 0  # how many choices had been offered when the last action began

    def __post_init__(self) -> None:
        if self.explorer is not None:
            self.explorer.defer_to(self.decider)
        self.game = Game(self.profile, decider=self.explorer or self.decider)
        self._deck_set = {"A": False, "B": False}

    # ------------------------------------------------------------ set-up
    def mark_deck_set(self, player: str) -> None:
        self._deck_set[player] = True

    def begin(self) -> bool:
        """Called before the first action: fill unspecified decks, validate the board.
        Returns False when the profile refuses the board (the run then only records)."""
        if not self.started:
            self.started = True
            for name, done in self._deck_set.items():
                if not done and not self.game.players[name].deck:
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
        self.last_action = description
        self.offers_before = len(self.game.offers)
        self.game.trace.add(Action(description))
        try:
            return action(*args, **kwargs)
        except IllegalActionError as exc:
            self.refusals.append(str(exc))
            return None

    # ------------------------------------------------------------ verdicts
    def profilesnamed(self, text: str) -> list[str]:
        if text in ("every profile", "all profiles"):
            return profile_names()
        names = [n.strip() for n in re.split(r",|\band\b", text) if n.strip()]
        for n in names:
            get_profile(n)  # raises UnknownProfileError with the known ones
        return names

    def check(self, profiles_text: str, claim: str, observed: str, expected: str) -> None:
        profiles = self.profilesnamed(profiles_text)
        speaks_for = self.forced or self.profile.name
        asserted = speaks_for in profiles
        if self.board_refused is not None:
            observed = f"board refused: {self.board_refused}"
        obs = Observation(claim, profiles, observed, expected, asserted)
        self.observations.append(obs)
        if asserted and not obs.held:
            forced = f" (verdicts of {self.forced} forced onto {self.profile.name})" if self.forced else ""
            refusal = f"\n  refused action: {self.refusals[-1]}" if self.refusals else ""
            raise AssertionError(f"under {self.profile.name}{forced}: {claim}\n"
                                 f"  expected: {expected}\n  observed: {observed}{refusal}")

    def unacknowledged_refusals(self) -> list[str]:
        return self.refusals[self.acknowledged:]

    # ---------------------------------------------------------- exploring
    def replay(self, explorer: PathDecider) -> World:
        """The same scenario's set-up and actions, run again in a fresh world whose player
        choices go to ``explorer`` (scripted answers still apply to what it doesn't explore)."""
        fresh = World(self.profile, forced=self.forced, explorer=explorer)
        for fn, kwargs in self.recorded:
            fn(world=fresh, **kwargs)
        return fresh

    def explore(self, kinds: tuple[str, ...] = ("order",)) -> list[World]:
        """Every branch of the given decision kinds (default: the order of waiting effects)."""
        return [b.result for b in explore(self.replay, kinds)]

    # --------------------------------------------------------- references
    def find_card(self, player: str, name: str, zones: tuple[Zone, ...] | None = None) -> Card:
        """The leftmost card called ``name`` (or ``name#k``: the k-th) in a player's zones."""
        base, k = _split_index(name)
        p = self.game.players[player]
        order = zones or (Zone.HAND, Zone.MANA, Zone.SHIELDS, Zone.GRAVEYARD, Zone.DECK, Zone.HYPERSPATIAL)
        matches = [c for z in order for c in p.cards_in(z) if named(c.definition, base)]
        if len(matches) < k:
            self.game.catalog.get(base)  # unknown card names get suggestions
            where = ", ".join(str(z) for z in order)
            raise ScriptError(f"player {player} has no {name} in the {where}")
        return matches[k - 1]

    def find_creature(self, name: str, player: str | None = None) -> Creature:
        base, k = _split_index(name)
        players = [player] if player else ["A", "B"]
        matches = [cr for pl in players for cr in self.game.players[pl].battle
                   if named(cr.definition, base)]
        if len(matches) < k:
            self.game.catalog.get(base)
            present = [cr.name for pl in players for cr in self.game.players[pl].battle]
            raise ScriptError(f"no creature {name} in the battle zone; there: {', '.join(present) or 'none'}")
        return matches[k - 1]


def named(definition: Any, name: str) -> bool:
    """Whether a card definition is called ``name`` (its name or an alias)."""
    return bool(definition.name == name or name in definition.aliases)


def _split_index(name: str) -> tuple[str, int]:
    m = re.fullmatch(r"(.+?)#(\d+)", name.strip())
    return (m.group(1).strip(), int(m.group(2))) if m else (name.strip(), 1)


def card_is(card_type: CardType, *types: CardType) -> bool:
    return card_type in types


__all__ = ["World", "Observation", "DmRulesError", "FILLER"]
