"""Steps about the attack's sub-steps (505.1, 506–510) and what a player may try at a moment of the game.

``Then while the attack of X is in its block creature step, under <profiles> <claim>`` replays the
scenario in a fresh world and evaluates ``<claim>`` as the attack of X enters that sub-step (the
moment engine.mechanics.attack_steps marks). ``player A trying to summon X now is refused by rule N``
tries the action at the moment the claim is evaluated, on a copy of the game (engine.trial), and says
what the engine did with it."""

from __future__ import annotations

import re
from collections.abc import Callable

from pytest_bdd import then

from engine.game import Game
from engine.mechanics.attack_steps import BLOCK, WINDOWS, window_problem
from engine.model.objects import Card, Creature, Zone, other
from engine.model.trace import StepEntered
from engine.model.turn_step import ATTACK_STEP_NAMES as ATTACK_STEP_NAMES
from engine.trial import try_now
from steps.library.pending import at_checkpoint
from steps.runtime.phrases import phrase
from steps.runtime.verdicts import PROFILES, verdict
from steps.runtime.world import World

P = r"player (?P<player>[AB])"
SUB_STEPS = {label: step for step, (label, _, _) in ATTACK_STEP_NAMES.items()}
SUB_STEP = rf"(?P<step>{'|'.join(SUB_STEPS)})"
RESULT = r"(?P<result>allowed|refused by rule (?P<rule>\d{3}(?:\.\d+[a-z]?)?))"
VERBS = {"summon": Zone.HAND, "cast": Zone.HAND, "charge": Zone.HAND, "generate": Zone.HAND}


# -------------------------------------------------------------------- then
def at_attack_step(world: World, card: str, step: str, claim: str) -> tuple[str, str]:
    """(observed, expected) of ``claim`` as the attack of ``card`` enters ``step`` (the checkpoint
    ``attack <step>`` of engine.mechanics.attack_steps.enter)."""
    return at_checkpoint(world, card, f"attack {step}", claim)


@then(phrase(rf"while the attack of (?P<card>.+?) is in its {SUB_STEP}, " + PROFILES + r" (?P<claim>.+)"))
def while_attack_step(world: World, card: str, step: str, profiles: str, claim: str) -> None:
    """A claim about the game as the attack of a creature enters one of its sub-steps (505.1: attack
    creature, block creature, battle, direct attack, end of attack); ``no such moment`` when that attack
    never got there under the profile (a blocked attack has no direct attack step: 505.2a).
    Example: ``while the attack of 青銅の鎧 is in its block creature step, under all profiles player A trying
    to summon アクア・ビークル now is refused by rule 505.4``"""
    if not world.started:
        world.begin()
    text = f"while the attack of {card} is in its {step}, {claim}"
    if world.board_refused is not None:
        world.check(profiles, text, "", "(as written)")
        return
    observed, expected = at_attack_step(world, card, step, claim)
    world.check(profiles, text, observed, expected)


def _judged(outcome: str, rule: str | None) -> str:
    """The engine's outcome said as the claim says it: "allowed", "refused by rule N" (the refusal names
    rule N), or what it was."""
    if outcome == "allowed" or rule is None:
        return outcome
    named = rf"\brules? (?:[\d.a-z]+(?:,| and) )*{re.escape(rule)}(?![0-9.a-z])"
    if outcome.startswith("refused: ") and re.search(named, outcome):
        return f"refused by rule {rule}"
    return outcome


def _tried(world: World, run: Callable[[Game, Callable[[object], object]], None], result: str,
           rule: str | None) -> tuple[str, str]:
    return _judged(try_now(world.game, run), rule), result


def trying_card(world: World, player: str, verb: str, card: str, result: str, rule: str | None = None
                ) -> tuple[str, str]:
    """What the engine does if the player tried now to summon / cast / charge / generate a card of their
    hand (tried on a copy of the game, then undone: engine.trial): allowed, or refused naming the rule."""
    c = world.find_card(player, card, (VERBS[verb],))

    def run(game: Game, mapped: Callable[[object], object]) -> None:
        mine = mapped(c)
        assert isinstance(mine, Card)
        game.card_action(verb, player, mine)
    return _tried(world, run, result, rule)


verdict(rf"{P} trying to (?P<verb>{'|'.join(VERBS)}) (?P<card>.+?) now is {RESULT}")(trying_card)


def trying_attack(world: World, player: str, target: str, card: str, result: str, rule: str | None = None
                  ) -> tuple[str, str]:
    """What the engine does if the player tried now to attack with one of their creatures (on a copy)."""
    attacker = world.find_creature(card, player)
    tgt: Creature | str = target.split()[-1] if target.startswith("player ") else \
        world.find_creature(target, other(player))

    def run(game: Game, mapped: Callable[[object], object]) -> None:
        mine, theirs = mapped(attacker), mapped(tgt)
        assert isinstance(mine, Creature) and isinstance(theirs, Creature | str)
        game.attack(mine, theirs)
    return _tried(world, run, result, rule)


verdict(rf"{P} trying to attack (?P<target>player [AB]|.+?) with (?P<card>.+?) now is {RESULT}")(trying_attack)


def trying_to_end(world: World, player: str, result: str, rule: str | None = None) -> tuple[str, str]:
    """What the engine does if the turn player tried now to end the turn (on a copy)."""
    return _tried(world, lambda game, _: game.end_turn(), result, rule)


verdict(rf"{P} trying to end the turn now is {RESULT}")(trying_to_end)


def attack_went_through(world: World, steps: str) -> tuple[str, str]:
    """The sub-steps the scenario's last attack entered, in order (505.1; a skipped one is not entered:
    505.2a), from the attack creature step on; ``nothing``: no attack was declared, so no sub-step was
    entered (506.2)."""
    labels = [r.step for r in world.game.trace.of(StepEntered) if r.step in SUB_STEPS]
    starts = [i for i, label in enumerate(labels) if label == "attack creature step"]
    last = labels[starts[-1]:] if starts else []
    return ", ".join(last) or "nothing", ", ".join(s.strip() for s in steps.split(","))


verdict(r"the last attack went through its (?P<steps>.+)")(attack_went_through)


def _declaration_names() -> dict[str, str]:
    """Each declaration as a claim names it ("a block", "ニンジャ・ストライク"): its kind
    (engine.mechanics.attack_steps)."""
    return {("a block" if kind == BLOCK else w.doing.removeprefix("declaring ")): kind for kind, w in WINDOWS.items()}


DECLARATIONS = _declaration_names()


def may_declare(world: World, player: str, may: str, what: str, rule: str | None = None) -> tuple[str, str]:
    """Whether the player may make a declaration now — a block, or a declared ability by its keyword
    (ニンジャ・ストライク, 革命チェンジ and the others) — by its window (engine.mechanics.attack_steps: 506.3b,
    506.3d, 507.1, 507.3d, 511.1); with ``, by rule N`` after "may not": and the reason names rule N."""
    why = window_problem(world.game, player, DECLARATIONS[what])
    expected = f"{may} declare {what} now" + (f", by rule {rule}" if rule else "")
    if why is None:
        return f"may declare {what} now", expected
    said = _judged(f"refused: {why}", rule)
    return (f"may not declare {what} now" + (f", by rule {rule}" if said.startswith("refused by") else f": {why}")
            if rule else f"may not declare {what} now"), expected


verdict(rf"{P} (?P<may>may|may not) declare (?P<what>{'|'.join(map(re.escape, DECLARATIONS))}) now"
        r"(?:, by rule (?P<rule>\d{3}(?:\.\d+[a-z]?)?))?")(may_declare)
