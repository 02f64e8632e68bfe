"""The adversarial random player: random games in which, at random moments, a player also tries
what the engine would not offer — every kind of action, with cards of every zone of both players,
in every step, evolutions onto any creature, attacks on any target — and the rules oracle
(scenarios/rules_oracle.py, data from the comprehensive rules, independent of the engine's legality
code) says what must be refused or allowed. Each try runs on the game and is then undone (the
state copied before, restored after: engine.model.snapshot), so the game goes on with legal random
play (engine.autoplay). Every disagreement is written out as a scenario (scenarios/written_out.py):
the board, the turn's step, the action, and the verdict the rules demand.

In the middle of the procedure too (:class:`AdversarialDecider`, at the decisions the engine asks while an
action or an attack is carried out): each block or declaration the engine offers is judged by its window
(rules_oracle.DECLARATION_WINDOWS), and at random decisions an action is tried, which the rules refuse
(rules_oracle.MIDWAY). Those moments cannot be set up by a scenario's board: they are written out as the
seed and what happened (``adversarial-<profile>-<seed>-<n>.txt``), to replay.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, TypeVar, cast

from engine.autoplay import POOL_NAMES, TURN_LIMIT, RandomDecider, new_game, random_deck, step, turns_played
from engine.game import Game
from engine.model.cards import CardType
from engine.model.decisions import Decision
from engine.model.errors import IllegalActionError
from engine.model.objects import Creature, Zone
from engine.model.trace import EventRecord
from engine.model.waiting import Waiting
from engine.policies.profiles import Profile
from engine.trial import try_now
from scenarios.rules_oracle import ACTIONS, Attempt, Judgement, TurnLog, judge, judge_declaration
from scenarios.written_out import OUT, board_steps

T = TypeVar("T")
ZONES = (Zone.HAND, Zone.MANA, Zone.GRAVEYARD, Zone.SHIELDS, Zone.DECK)
STEP_WORDS = {3: "mana charge", 4: "main", 5: "attack"}


@dataclass(frozen=True)
class Disagreement:
    """The engine and the oracle disagreed on an attempt: the scenario that shows it."""

    profile: str
    attempt: str
    engine: str  # "allowed", "refused: …" or "error: …"
    oracle: Judgement
    scenario: str


def _simple_board(game: Game) -> bool:
    return all(not cr.definition.abilities for p in game.state.players.values() for cr in p.battle)


def _random_attempt(game: Game, rng: random.Random) -> Attempt:
    """A random action of a random player: a card of any of their zones, or an attack of any element."""
    kind = rng.choice([*ACTIONS, "summon onto"])
    player = rng.choice(["A", "B"]) if rng.random() < 0.2 else game.state.turn_player
    p = game.state.players[player]
    if kind == "attack":
        attackers = [cr for q in game.state.players.values() for cr in q.battle]
        attacker = rng.choice(attackers) if attackers else None
        targets: list[Creature | str] = ["A", "B", *(cr for q in game.state.players.values() for cr in q.battle)]
        # an attack is its attacker's controller's (the engine's attack names no player)
        return Attempt("attack", attacker.controller if attacker else player, attacker=attacker,
                       target=rng.choice(targets))
    zone = rng.choice(ZONES)
    cards = p.cards_in(zone)
    card = rng.choice(cards) if cards else None
    if kind == "summon onto":
        evolutions = [c for c in p.hand if c.definition.type is CardType.EVOLUTION_CREATURE]
        onto = [cr for q in game.state.players.values() for cr in q.battle]
        if evolutions and onto:
            return Attempt("summon", player, rng.choice(evolutions), Zone.HAND, onto=rng.choice(onto))
        kind = "summon"
    return Attempt(kind, player, card, zone)


def _onto_matches(game: Game, attempt: Attempt) -> bool | None:
    """Whether the named source meets the evolution's printed race / civilization (its own side, a
    creature): None where the condition says more than that."""
    if attempt.onto is None or attempt.card is None:
        return None
    want = dict(attempt.card.definition.evolves_from)
    onto = attempt.onto
    if set(want) - {"race", "civilization"} or not onto.definition.type.is_creature:
        return None if onto.definition.type.is_creature else False
    if onto.controller != attempt.player:
        return False
    race, civ = want.get("race"), want.get("civilization")
    return (race is None or str(race) in onto.definition.races) and (
        civ is None or str(civ) in (c.value for c in onto.definition.civilizations))


def _ask(game: Game, attempt: Attempt, log: TurnLog, midway: str = "") -> Judgement:
    target = attempt.target
    attacker = attempt.attacker
    return judge(attempt, game.state.turn_player, log, len(game.state.players[attempt.player].mana),
                 simple_board=_simple_board(game), attacker_tapped=bool(attacker and attacker.tapped),
                 target_tapped=isinstance(target, Creature) and target.tapped,
                 target_owner=target.controller if isinstance(target, Creature) else "",
                 speed_attacker=bool(attacker and "speed attacker" in attacker.definition.keywords),
                 onto_matches=_onto_matches(game, attempt),
                 midway=midway or ("waiting" if game.state.waiting or game.state.agenda else ""))


def _run(game: Game, attempt: Attempt) -> None:
    card, kind, player = attempt.card, attempt.kind, attempt.player
    if kind == "attack":
        if attempt.attacker is None or attempt.target is None:
            raise IllegalActionError("nothing to attack with")
        game.attack(attempt.attacker, attempt.target)
    elif card is None:
        raise IllegalActionError("no card there")
    else:
        game.card_action(kind, player, card, onto=attempt.onto)


def describe(attempt: Attempt) -> str:
    """The attempt as the When step of a scenario."""
    who = f"player {attempt.player}"
    if attempt.kind == "attack":
        target = attempt.target
        tname = f"player {target}" if isinstance(target, str) else getattr(target, "name", "")
        return f"When {who} attacks {tname} with {getattr(attempt.attacker, 'name', '')}"
    name = attempt.card.name if attempt.card is not None else ""
    verb = {"charge": "charges", "summon": "summons", "cast": "casts", "generate": "generates",
            "use tamaseed": "uses the タマシード"}[attempt.kind]
    onto = f" onto {attempt.onto.name}" if attempt.onto is not None else ""
    return f"When {who} {verb} {name}{onto}"


def try_attempt(game: Game, attempt: Attempt, log: TurnLog, midway: str = "") -> tuple[Judgement, str]:
    """Run the attempt on a copy of the game's state, then go back to the state as it was (engine.trial): the
    oracle's judgement and what the engine did. Between two plays it runs to its end; ``midway`` (in the middle
    of the procedure) only its own step is tried. (``attempt`` names objects of the original state: the
    copier's memo maps them.)"""
    judged = _ask(game, attempt, log, midway)

    def run(g: Game, mapped: Callable[[object], object]) -> None:
        def m(obj: T) -> T:
            return cast(T, mapped(obj))
        _run(g, replace(attempt, card=m(attempt.card), onto=m(attempt.onto), attacker=m(attempt.attacker),
                        target=m(attempt.target)))
    return judged, try_now(game, run, whole=not midway)


def scenario_text(profile: str, game: Game, attempt: Attempt, log: TurnLog, judged: Judgement, engine: str) -> str:
    board = board_steps(game)
    board.insert(1, f"And the turn is in its {STEP_WORDS.get(log.step, 'mana charge')} step")
    if log.charges:
        board.insert(2, f"And player {game.state.turn_player} has charged mana this turn")
    want = "refused" if judged.verdict == "refuse" else "allowed"
    body = "\n".join(f"    {line}" for line in [*board, describe(attempt),
                                                 f"Then under {profile} the last action is {want}"])
    return (f"@adversarial_play\nFeature: An adversarial random game under {profile}: the engine and the rules "
            f"disagree\n\n  Scenario: {describe(attempt)[5:]} under {profile}\n"
            f"    Written out by the adversarial player: the rules say {want} ({judged.why}); the engine: {engine}.\n\n"
            f"{body}\n")


def _wrong(judged: Judgement, engine: str) -> bool:
    return (judged.verdict == "refuse" and not engine.startswith("refused")) or \
        (judged.verdict == "allow" and engine != "allowed") or engine.startswith("error")


def _declared_kind(option: object) -> str:
    """The declaration a DECLARE option stands for: its ability's ``declare:`` (a printed fact of the card)."""
    if not isinstance(option, Waiting):
        return ""
    return next((str(t.filter["declare"]) for t in option.ability.triggers if t.filter.get("declare")), "")


@dataclass
class AdversarialDecider:
    """The random player's decider, adversarial in the middle of the procedure: each block or declaration the
    engine asks for is judged by its window; at a decision, with probability ``tries``, an action is tried
    (the rules refuse any: rules_oracle.MIDWAY). What disagrees is kept in ``found`` (text lines)."""

    inner: RandomDecider
    game: Game
    log: TurnLog
    rng: random.Random
    tries: float
    found: list[str] = field(default_factory=list)
    attempts: int = 0
    judged: int = 0
    mark: tuple[int, int] = (0, 0)
    busy: bool = False

    def answers(self, player: str, kind: str) -> bool:
        return self.inner.answers(player, kind)

    def choose(self, player: str, kind: str, options: Sequence[T], describe: Callable[[T], str]) -> T:
        pick = self.inner.choose(player, kind, options, describe)
        if self.busy:
            return pick
        self.busy = True
        try:
            if kind == Decision.PLAY:
                if getattr(pick, "kind", "") == "attack":  # the attack chosen: it is carried out from now on
                    self.log.in_attack, self.mark = True, self.game.trace.mark()
                return pick
            self._windows(player, kind, options)
            if self.rng.random() < self.tries:
                self._try_midway()
        finally:
            self.busy = False
        return pick

    def _events(self) -> set[str]:
        return {r.event for r in self.game.trace.since(self.mark) if isinstance(r, EventRecord)}

    def _windows(self, player: str, kind: str, options: Sequence[Any]) -> None:
        kinds = ["block"] if kind == Decision.BLOCK else \
            [k for k in map(_declared_kind, options) if k] if kind == Decision.DECLARE else []
        state = self.game.state
        for k in dict.fromkeys(kinds):
            judged = judge_declaration(k, player, state.turn_player, self.log.in_attack, self._events())
            self.judged += judged.verdict is not None
            if judged.verdict == "refuse":
                self.found.append(f"the engine asked player {player} to declare {k}: the rules say no ({judged.why})")

    def _try_midway(self) -> None:
        game = self.game
        attempt = _random_attempt(game, self.rng)
        if attempt.card is None and attempt.attacker is None:
            return
        midway = "attack" if self.log.in_attack else "waiting" if game.state.waiting else "procedure"
        self.attempts += 1
        judged, engine = try_attempt(game, attempt, self.log, midway)
        if _wrong(judged, engine):
            self.found.append(f"{describe(attempt)[5:]} in the middle of the procedure ({midway}): the rules say "
                              f"{judged.verdict} ({judged.why}); the engine: {engine}")


def play_adversarial_game(profile: Profile, seed: int, tries: float = 0.3, pool: tuple[str, ...] = POOL_NAMES,
                          turn_limit: int = TURN_LIMIT, out: Path | None = OUT,
                          stats: dict[str, int] | None = None) -> tuple[list[Disagreement], int]:
    """One random game; before each legal play, with probability ``tries``, one adversarial attempt.
    The disagreements (each written to ``out/adversarial-<profile>-<seed>-<n>.feature`` unless ``out``
    is None) and the number of attempts; ``stats`` gets the attempts made in the middle of the procedure
    and the declarations the engine offered that the windows judged, added."""
    rng = random.Random(seed)
    decks = {"A": random_deck(rng, pool), "B": random_deck(rng, pool)}
    game = new_game(profile, decks, seed, RandomDecider(seed))
    log = TurnLog()
    found: list[Disagreement] = []
    attempts = 0
    inner = cast(RandomDecider, game.decider)
    decider = AdversarialDecider(inner, game, log, random.Random(seed * 7919 + 1), tries / 2)
    game.decider = decider  # from the first turn's first play on
    while not game.state.game_over and turns_played(game) < turn_limit:
        turn = (game.state.turn_player, game.state.turn_id)
        log.new_turn(turn, {id(cr) for cr in game.state.players[game.state.turn_player].battle})
        attempt = _random_attempt(game, rng) if rng.random() < tries else None
        if attempt is not None and (attempt.card is not None or attempt.attacker is not None):
            attempts += 1
            decider.busy = True  # the attempt's own decisions are not judged (its attack is not the log's)
            try:
                judged, engine = try_attempt(game, attempt, log)
            finally:
                decider.busy = False
            if _wrong(judged, engine):
                text = scenario_text(profile.name, game, attempt, log, judged, engine)
                found.append(Disagreement(profile.name, describe(attempt), engine, judged, text))
                if out is not None:
                    out.mkdir(parents=True, exist_ok=True)
                    (out / f"adversarial-{profile.name}-{seed}-{len(found)}.feature").write_text(text, "utf-8")
        play = step(game)
        log.in_attack = False  # whatever was played is over
        if play is None:
            break
        if play.kind in ACTIONS:
            log.done(play.kind)
    if stats is not None:
        stats["midway attempts"] = stats.get("midway attempts", 0) + decider.attempts
        stats["declarations judged"] = stats.get("declarations judged", 0) + decider.judged
    for n, line in enumerate(decider.found, len(found) + 1):
        text = f"adversarial play under {profile.name}, seed {seed}: {line}\n"
        found.append(Disagreement(profile.name, line, "", Judgement("refuse", line), text))
        if out is not None:
            out.mkdir(parents=True, exist_ok=True)
            (out / f"adversarial-{profile.name}-{seed}-{n}.txt").write_text(text, "utf-8")
    return found, attempts + decider.attempts


