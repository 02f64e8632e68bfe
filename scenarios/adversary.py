"""The adversarial random player: random games in which, at random moments, a player also tries
what the engine would not offer — every kind of action, with cards of every zone of both players,
in every step, evolutions onto any creature, attacks on any target — and the rules oracle
(scenarios/rules_oracle.py, data from the comprehensive rules, independent of the engine's legality
code) says what must be refused or allowed. Each try runs on the game and is then undone (the
state copied before, restored after: engine.model.snapshot), so the game goes on with legal random
play (engine.autoplay). Every disagreement is written out as a scenario (scenarios/written_out.py):
the board, the turn's step, the action, and the verdict the rules demand.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TypeVar, cast

from engine.autoplay import POOL_NAMES, TURN_LIMIT, RandomDecider, new_game, random_deck, step, turns_played
from engine.game import Game
from engine.model.cards import CardType
from engine.model.errors import DmRulesError, IllegalActionError
from engine.model.objects import Creature, Zone
from engine.model.snapshot import Copier
from engine.policies.profiles import Profile
from scenarios.rules_oracle import ACTIONS, Attempt, Judgement, TurnLog, judge
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


def _ask(game: Game, attempt: Attempt, log: TurnLog) -> Judgement:
    target = attempt.target
    attacker = attempt.attacker
    return judge(attempt, game.state.turn_player, log, len(game.state.players[attempt.player].mana),
                 simple_board=_simple_board(game), attacker_tapped=bool(attacker and attacker.tapped),
                 target_tapped=isinstance(target, Creature) and target.tapped,
                 target_owner=target.controller if isinstance(target, Creature) else "",
                 speed_attacker=bool(attacker and "speed attacker" in attacker.definition.keywords),
                 onto_matches=_onto_matches(game, attempt),
                 waiting=bool(game.state.waiting or game.state.agenda))


def _run(game: Game, attempt: Attempt) -> None:
    card, kind, player = attempt.card, attempt.kind, attempt.player
    if kind == "attack":
        if attempt.attacker is None or attempt.target is None:
            raise IllegalActionError("nothing to attack with")
        game.attack(attempt.attacker, attempt.target)
    elif card is None:
        raise IllegalActionError("no card there")
    elif kind == "charge":
        game.charge(player, card)
    elif kind == "summon":
        game.summon(player, card, onto=attempt.onto)
    elif kind == "cast":
        game.cast(player, card)
    elif kind == "generate":
        game.generate(player, card)
    elif kind == "use tamaseed":
        game.use_tamaseed(player, card)


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


def try_attempt(game: Game, attempt: Attempt, log: TurnLog) -> tuple[Judgement, str]:
    """Run the attempt on a copy of the game's state, then go back to the state as it was: the oracle's
    judgement and what the engine did. (``attempt`` names objects of the original state: the copier's
    memo maps them.)"""
    judged = _ask(game, attempt, log)
    original = game.state
    copier = Copier(shared=[game])
    game.state = copier.copy(original)  # the attempt runs on a copy: the game keeps its own objects

    def mapped(obj: T) -> T:
        return obj if obj is None or isinstance(obj, str) else cast(T, copier.memo.get(id(obj), obj))

    on_copy = replace(attempt, card=mapped(attempt.card), onto=mapped(attempt.onto),
                      attacker=mapped(attempt.attacker), target=mapped(attempt.target))
    mark = game.trace.mark()
    try:
        _run(game, on_copy)
        engine = "allowed"
    except IllegalActionError as exc:
        engine = f"refused: {exc}"
    except DmRulesError as exc:
        engine = f"error: {type(exc).__name__}: {exc}"
    finally:
        game.state = original
        game.trace.rewind(mark)
        game.running = False
    return judged, engine


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


def play_adversarial_game(profile: Profile, seed: int, tries: float = 0.3, pool: tuple[str, ...] = POOL_NAMES,
                          turn_limit: int = TURN_LIMIT, out: Path | None = OUT) -> tuple[list[Disagreement], int]:
    """One random game; before each legal play, with probability ``tries``, one adversarial attempt.
    The disagreements (each written to ``out/adversarial-<profile>-<seed>-<n>.feature`` unless ``out``
    is None) and the number of attempts."""
    rng = random.Random(seed)
    decks = {"A": random_deck(rng, pool), "B": random_deck(rng, pool)}
    game = new_game(profile, decks, seed, RandomDecider(seed))
    log = TurnLog()
    found: list[Disagreement] = []
    attempts = 0
    while not game.state.game_over and turns_played(game) < turn_limit:
        turn = (game.state.turn_player, game.state.turn_id)
        log.new_turn(turn, {id(cr) for cr in game.state.players[game.state.turn_player].battle})
        attempt = _random_attempt(game, rng) if rng.random() < tries else None
        if attempt is not None and (attempt.card is not None or attempt.attacker is not None):
            attempts += 1
            judged, engine = try_attempt(game, attempt, log)
            wrong = (judged.verdict == "refuse" and not engine.startswith("refused")) or \
                    (judged.verdict == "allow" and engine != "allowed") or engine.startswith("error")
            if wrong:
                text = scenario_text(profile.name, game, attempt, log, judged, engine)
                found.append(Disagreement(profile.name, describe(attempt), engine, judged, text))
                if out is not None:
                    out.mkdir(parents=True, exist_ok=True)
                    (out / f"adversarial-{profile.name}-{seed}-{len(found)}.feature").write_text(text, "utf-8")
        play = step(game)
        if play is None:
            break
        if play.kind in ACTIONS:
            log.done(play.kind)
    return found, attempts


