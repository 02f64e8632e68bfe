"""Which replacement effect applies when several could: a fork of the rule profiles.

DMPS (000 適用する置換効果の決定; 001 適用する置換効果の適用): the game decides, "プレイヤーは、
適用する置換効果を選択することができない". It tries them by priority, and when the preferred
one cannot produce its result (e.g. no card to pay) it tries the next:

1. the card's own ability: printed, or given by its own ability or continuous effect (FAQ 239);
2. given by another card's static "『○○』を与える" ability, the grantor further left first
   (FAQ 419; left-first confirmed by the operator 2025-01-24, a comment of 000 — 001 does not
   state it);
3. given by another card's continuous "gives" effect, the one given earlier first;
4. another battle-zone card's ability, the one further right first (FAQ 238);
5. the ability of a card outside the battle zone.

000 says 1-3 is the order for removal replacements; the other events have no card of their
own, so they start at 4. Across the two players' rows the sources give no order: the turn
player's cards first (as 000 orders waiting effects), an assumption.

TCG (609.9, 2023-04-10; 601.1a, 2023-08-10): the player the event happens to chooses which
one applies (the decider's ``replacement`` decision), among those that can be carried out;
an optional one may be declined, and when every one is optional none need apply. Events that
happen together are replaced one at a time, in the order the move policy gives (TCG: the turn
player's cards first, :mod:`engine.policies.simultaneous_moves`), each by its own player: 609.9's "each
player assigns its own, turn player first".

Either way an optional replacement asks its controller ("use replacement"), and the caller
(:mod:`engine.mechanics.replacement`) has already dropped the ones that cannot produce their result.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from engine.model.decisions import Decision
from engine.model.impending import BATTLE, GRANT, OWN, STATIC, Candidate, ImpendingEvent
from engine.model.trace import ReplacementChoice
from engine.model.view import GameView

LEVEL_NAMES = {
    1: "the card's own ability (printed, or given by its own ability or effect)",
    2: "given by another card's static ability (the grantor further left first)",
    3: "given by another card's continuous effect (the one given earlier first)",
    4: "another battle-zone card's ability (further right first)",
    5: "a card outside the battle zone",
}

Rank = tuple[int, tuple[int, ...]]


def level(game: GameView, pending: ImpendingEvent, found: Candidate) -> Rank:
    """The DMPS priority of ``found`` for ``pending`` (1 is applied first) and the tie-break
    within its level (smaller first)."""
    if found.origin == OWN:
        return 1, ()
    if found.origin in (STATIC, GRANT):
        if pending.concerns(found.grantor, found.grantor_creature):
            return 1, ()
        if found.origin == STATIC:
            return 2, (found.grantor_creature.position if found.grantor_creature is not None else 0,)
        return 3, (found.granted_seq,)
    side = 0 if found.controller == game.state.turn_player else 1
    if found.origin == BATTLE:
        return 4, (side, -(found.source_creature.position if found.source_creature is not None else 0))
    return 5, (side,)


def use_optional(game: GameView, found: Candidate) -> bool:
    """An optional replacement's controller says whether to use it."""
    answer = game.decide(found.controller, Decision.USE_REPLACEMENT, ["use", "skip"],
                         lambda o: f"{o} {found.origin_name}")
    return answer == "use"


def _record(game: GameView, pending: ImpendingEvent, usable: Sequence[Candidate], chooser: str | None,
            picked: Candidate | None, why: str) -> None:
    game.trace.add(ReplacementChoice(pending.describe(), tuple(f.describe() for f in usable),
                                     tuple(f.origin_name for f in usable), chooser,
                                     picked.origin_name if picked is not None else None, why))


class ReplacementPolicy(Protocol):
    name: str

    def pick(self, game: GameView, pending: ImpendingEvent, usable: Sequence[Candidate]) -> Candidate | None:
        """The replacement that applies to ``pending`` among ``usable`` (each can produce its
        result), or None when none does (the optional ones were declined)."""


class PriorityLevels:
    """DMPS: the game applies the usable replacement of the best priority (1-5); an optional
    one its controller declines gives way to the next."""

    name = "the game decides by priority 1-5 (DMPS)"

    def pick(self, game: GameView, pending: ImpendingEvent, usable: Sequence[Candidate]) -> Candidate | None:
        ranked = sorted(usable, key=lambda f: level(game, pending, f))
        for found in ranked:
            if found.ability.optional and not use_optional(game, found):
                continue
            n = level(game, pending, found)[0]
            if len(usable) > 1:
                _record(game, pending, usable, None, found,
                        f"no player chooses: the game applies {found.origin_name}'s, priority {n} ({LEVEL_NAMES[n]})")
            return found
        return None


class AffectedPlayerChooses:
    """TCG: the affected player (the losing player, the leaving creature's controller, the
    moving card's owner) chooses; "none" is an option only when every one is optional."""

    name = "the affected player chooses (TCG)"

    def pick(self, game: GameView, pending: ImpendingEvent, usable: Sequence[Candidate]) -> Candidate | None:
        if len(usable) == 1:
            only = usable[0]
            return None if only.ability.optional and not use_optional(game, only) else only
        chooser = pending.affected_player
        options: list[Candidate | None] = list(usable)
        if all(f.ability.optional for f in usable):
            options.append(None)
        picked = game.decide(chooser, Decision.REPLACEMENT, options, lambda f: "none" if f is None else f.describe())
        _record(game, pending, usable, chooser, picked,
                f"player {chooser} chooses " + ("none" if picked is None else f"{picked.origin_name}'s"))
        return picked


PRIORITY_LEVELS = PriorityLevels()
PLAYERS_CHOOSE = AffectedPlayerChooses()
