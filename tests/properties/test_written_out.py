"""A failing random game written out as a scenario (scenarios/written_out.py): its Given steps set up
the very board the game had, and its When step makes the same play."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from engine.autoplay import RandomDecider, new_game, perform, random_deck
from engine.mechanics.legal import legal_plays
from engine.policies.profiles import get_profile
from scenarios.written_out import board_steps, play_step, write_out
from steps.runtime.runner import library, parse_feature, rendered, run, run_scenario


@pytest.mark.parametrize("profile", ["tcg", "dmps"])
def test_a_written_out_game_sets_up_the_same_board_and_makes_the_play(profile: str, tmp_path: Path) -> None:
    rng = random.Random(7)
    game = new_game(get_profile(profile), {"A": random_deck(rng), "B": random_deck(rng)}, 7, RandomDecider(7))
    for _ in range(25):  # a few turns in: cards in every zone, creatures in the battle zone
        plays = legal_plays(game)
        if game.state.game_over or not plays:
            break
        perform(game, rng.choice(plays))
    plays = legal_plays(game)
    assert plays and not game.state.game_over
    board = board_steps(game)
    play = plays[0]
    path = write_out(profile, board, play, ["a problem"], tmp_path / "random")
    text = path.read_text(encoding="utf-8")
    assert "a problem" in text and play_step(play) in text
    _, scenario = rendered(parse_feature(path))[0]
    lib = library()
    given = [s for s in scenario.steps if s.type == "given"]
    assert len(given) == len(board)
    set_up = run([lib.bind_step(s) for s in given], profile, frozenset())
    assert board_steps(set_up.world.game) == board  # the same board, zone by zone, card by card
    outcome = run_scenario(scenario, profile, steps=lib)
    assert outcome.status in ("observed", "passed"), outcome.detail
    assert outcome.world.refusals == []  # the play is legal on the board written out
