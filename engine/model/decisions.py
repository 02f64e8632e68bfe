"""Decisions: what a player may be asked, and the deciders that answer (scripted or first legal).

Every choice the rules leave to a player goes through a :class:`Decider` as one
:class:`Decision` kind with its legal options; so does a random draw (:attr:`Decision.LOTTERY`)
when a scenario scripts it or the explorer walks it.
"""

from __future__ import annotations

from collections import defaultdict, deque
from collections.abc import Callable, Sequence
from enum import StrEnum
from typing import Protocol, TypeVar

from engine.model.errors import ScriptError

T = TypeVar("T")


class Decision(StrEnum):
    """The kinds of decision the engine asks for (the scenario scripts them by these names)."""

    ORDER = "order"  # which waiting effect resolves next (TCG)
    TARGET = "target"
    BLOCK = "block"
    BREAK = "break"  # which shield a breaker breaks
    BREAKER = "breaker"  # which breaker ability applies (TCG)
    USE_SHIELD_TRIGGER = "use shield trigger"
    DECLARE = "declare"  # declared abilities (使用宣言)
    DISCARD_FOR_S_BACK = "discard for S-back"
    USE_OPTIONAL = "use optional"
    CAST_FROM_HAND = "cast from hand"
    USE_FROM_HAND = "use from hand"
    CHOOSE_SHIELD = "choose shield"
    PUT_INTO_MANA = "put into mana"
    TAP_MANA = "tap mana"  # which mana card an ability taps (O・ドライブ, a tap skill that taps mana too)
    PUT_INTO_BATTLE = "put into battle zone"
    RETURN_TO_HAND = "return to hand"
    DISCARD = "discard"
    EVOLVE_ONTO = "evolve onto"
    SHIELD_FORCE = "shield force"
    MULLIGAN = "mulligan"
    TAKE = "take"
    METEORBURN = "meteorburn"
    MANA_TO_GRAVEYARD = "mana to graveyard"
    MANA_TO_DECK = "mana to deck"
    PUT_SAME_NAME = "put same name"
    DESTROY = "destroy"
    CHOOSE = "choose"
    REPLACEMENT = "replacement"  # which replacement effect applies (TCG 609.9)
    USE_REPLACEMENT = "use replacement"  # an optional replacement's controller
    LOTTERY = "lottery"  # a random draw (DMPS 抽選), when scripted or explored
    MOVE_ORDER = "move order"  # an owner ordering their cards that move together (TCG)
    REFERS_TO = "refers to"  # which card moved together an ability refers to (TCG)
    CAST_FROM_ZONE = "cast from zone"  # which spells an effect casts from a zone
    KEEP_SEPARATE = "keep separate"  # which creature cards stay, separately, as a top card leaves (old rebuild)
    USE_TRIGGER = "use order"  # which declared S-trigger is used next (TCG: the player's choice)
    USE_G_STRIKE = "use g strike"  # G・ストライク, declared as a shield is broken (509.3b)
    PUT_UNDER = "put under"  # which cards go under a creature
    PUT_INTO_SHIELDS = "put into shields"
    CAST_FOR_FREE = "cast for free"  # cast a card found in a hidden zone, or not ("may")
    CHOOSE_RACE = "choose race"
    CHOOSE_CIVILIZATION = "choose civilization"  # 「文明をひとつ選ぶ」
    JANKEN = "janken"  # the hand a player shows in a ジャンケン (rock, paper or scissors)
    TAP_FOR_COST = "tap for cost"  # which creatures are tapped to pay a cost (ムゲンクライム)
    COST = "cost"  # which cost of a twinpact card an effect refers to (201.2b: the player using the effect)
    MODE = "mode"  # which mode of 「次のうちいずれか１つを選ぶ」
    G_LINK = "g link"  # link a god entering next to its partner, or not (TCG)
    G_LINK_PARTNER = "g link partner"  # which of the named partners a god links with (「《X》または《Y》」)
    LINK_LEAVE = "link leave"  # which god of a linked creature leaves the battle zone
    DRAW_UP_TO = "draw up to"  # how many cards a "draw up to n" draws (TCG: 0..n)
    HYPER_ENERGY = "hyper energy"  # which creature ハイパーエナジー taps next, or stop
    DYNAMO = "dynamo"  # which other ダイナモ a dynamo gives its power and abilities to, or keep
    PLAY = "play"  # which legal play the turn player makes next (random play, engine.autoplay)


# The decisions a fork of the rules leaves to the players under one profile (the TCG) while the
# game makes them under another (DMPS): which waiting effect resolves next, the order of cards
# that move together, what an ability refers to, which replacement effect applies, which
# breaker applies. A verdict's observation ranges over these where a scenario leaves them open.
# The hands of a ジャンケン, each beating the one before it: paper beats rock, scissors paper, rock scissors.
JANKEN_HANDS = ("rock", "paper", "scissors")

FORKED: frozenset[str] = frozenset({Decision.ORDER, Decision.MOVE_ORDER, Decision.REFERS_TO,
                                    Decision.REPLACEMENT, Decision.BREAKER})


class Decider(Protocol):
    def choose(self, player: str, kind: str, options: Sequence[T], describe: Callable[[T], str]) -> T:
        """Pick one of ``options`` for ``player``; ``kind`` names the decision."""

    def answers(self, player: str, kind: str) -> bool:
        """Whether this decider has its own answer for ``player``'s next ``kind`` decision (a
        random draw is asked only then; otherwise the seeded RNG draws)."""


class FirstLegal:
    """Always the first legal option: for tests that don't care about a choice."""

    def choose(self, player: str, kind: str, options: Sequence[T], describe: Callable[[T], str]) -> T:
        return options[0]

    def answers(self, player: str, kind: str) -> bool:
        return False


class Scripted:
    """Answers decisions from a script of (player, kind) -> queued answers (option texts);
    decisions not scripted fall back to the first legal option."""

    def __init__(self) -> None:
        self._script: dict[tuple[str, str], deque[str]] = defaultdict(deque)

    def add(self, player: str, kind: str, *answers: str) -> None:
        self._script[(player, kind)].extend(answers)

    def script_left(self) -> dict[tuple[str, str], tuple[str, ...]]:
        """The scripted answers not given yet (the explorer saves them with the state)."""
        return {k: tuple(q) for k, q in self._script.items() if q}

    def restore_script(self, left: dict[tuple[str, str], tuple[str, ...]]) -> None:
        self._script = defaultdict(deque, {k: deque(q) for k, q in left.items()})

    def pending(self) -> list[str]:
        return [f"player {p} {k}: {a}" for (p, k), q in self._script.items() for a in q]

    def answers(self, player: str, kind: str) -> bool:
        return bool(self._script.get((player, kind)))

    def choose(self, player: str, kind: str, options: Sequence[T], describe: Callable[[T], str]) -> T:
        queue = self._script.get((player, kind))
        if not queue:
            return options[0]
        want = queue.popleft()
        for option in options:
            text = describe(option)
            if text == want or text.startswith(want + ":") or text.split(":")[0] == want:
                return option
        for option in options:  # "player B's shield 2" answers an option told as "shield 2" of player B's
            if want == f"player {getattr(option, 'owner', None)}'s {describe(option)}":
                return option
        listed = "; ".join(describe(o) for o in options)
        raise ScriptError(f"scripted {kind} {want!r} for player {player} is not legal here; "
                          f"the options were: {listed}")
