"""A failing random game written out as a scenario (``features/``'s Gherkin): the board just before
the play that broke an invariant as Given steps, that play as a When step, and what broke as the
description. :class:`~scenarios.random_play.RandomPlayMachine` writes it when an invariant fails
(hypothesis shrinks the game first), so the failure can be replayed with ``dmrules verify`` and
``dmrules explain`` and, once understood, kept as a regression scenario."""

from __future__ import annotations

from pathlib import Path

from engine.catalog.writing import write_atomic
from engine.game import Game
from engine.mechanics.legal import ATTACK, CAST, CHARGE, END_TURN, SUMMON, Play
from engine.model.objects import Creature, Zone

OUT = Path(__file__).resolve().parent.parent / ".dmrules" / "failing-games"
ZONE_WORDS = ((Zone.HAND, "hand"), (Zone.MANA, "mana zone"), (Zone.SHIELDS, "shield zone"),
              (Zone.GRAVEYARD, "graveyard"))


def _creature(c: Creature, turn: int) -> str:
    text = " on ".join(card.name for card in c.cards)
    marks = [m for m, on in (("tapped", c.tapped), ("summoned this turn", c.entered_turn == turn)) if on]
    return text + (f" ({', '.join(marks)})" if marks else "")


def board_steps(game: Game) -> list[str]:
    """The board as Given steps: whose turn, then each player's zones (the deck top first)."""
    state = game.state
    player = state.turn_player
    lines = [f"Given it is player {player}'s turn {state.players[player].turns_taken}"]
    for name, p in state.players.items():
        for zone, word in ZONE_WORDS:
            cards = p.cards_in(zone)
            if cards:
                items = [c.name + (" (tapped)" if zone is Zone.MANA and c.tapped else "") for c in cards]
                lines.append(f"And player {name}'s {word} holds: {', '.join(items)}")
        deck = p.cards_in(Zone.DECK)
        lines.append(f"And player {name}'s deck holds, top first: {', '.join(c.name for c in deck)}" if deck
                     else f"And player {name}'s deck is empty")
        if p.battle:
            turn = state.turn_id if name == player else -2
            lines.append(f"And player {name}'s battle zone holds, left to right: "
                         + ", ".join(_creature(c, turn) for c in p.battle))
    return lines


def play_step(play: Play) -> str:
    """The play as the When step that makes it."""
    who = f"player {play.player}"
    if play.kind == ATTACK and play.attacker is not None:
        target = f"player {play.target}" if isinstance(play.target, str) else getattr(play.target, "name", "")
        return f"When {who} attacks {target} with {play.attacker.name}"
    name = play.card.name if play.card is not None else ""
    verbs = {CHARGE: f"charges {name}", SUMMON: f"summons {name}", CAST: f"casts {name}", END_TURN: "ends the turn"}
    return f"When {who} {verbs.get(play.kind, play.describe())}"


def scenario_text(profile: str, board: list[str], play: Play, problems: list[str]) -> str:
    """A feature file with one scenario: the board, the play, and what broke (its description)."""
    allowed = f"Then under {profile} the last action is allowed"  # it was legal in the game: a verdict to start from
    body = "\n".join(f"    {line}" for line in [*board, play_step(play), allowed])
    broke = "; ".join(problems)
    return (f"@random_play\nFeature: A random game under {profile} that broke an invariant\n\n"
            f"  Scenario: {play.describe()} breaks an invariant under {profile}\n"
            f"    Written out by the random-play property test: {broke}.\n"
            f"    The choices hypothesis drew during the play are not scripted (each takes its first legal option):\n"
            f"    add `Given player X will ...` steps if the failure needs them, and a verdict showing what broke.\n\n"
            f"{body}\n")


def write_out(profile: str, board: list[str], play: Play, problems: list[str], folder: Path = OUT) -> Path:
    """Writes the scenario to ``folder/<profile>.feature``; returns where."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{profile}.feature"
    write_atomic(path, scenario_text(profile, board, play, problems))  # never through a symlink, never half-written
    return path
