"""The game's random generator (engine.model.lot.GameRandom): random.Random's draws, its state read once
per draw, copies that draw the same numbers."""

from __future__ import annotations

import random

from engine.model.lot import GameRandom


def test_it_draws_what_random_draws_from_the_same_seed() -> None:
    plain, game = random.Random(11), GameRandom(11)
    a, b = list(range(40)), list(range(40))
    for _ in range(5):
        plain.shuffle(a)
        game.shuffle(b)
        assert a == b
        assert plain.choice(a) == game.choice(b) and plain.randrange(10**20) == game.randrange(10**20)
        assert plain.random() == game.random() and plain.gauss() == game.gauss()
        assert plain.getstate() == game.getstate() == game.state()


def test_its_state_is_read_once_per_draw() -> None:
    rng = GameRandom(3)
    first = rng.state()
    assert rng.state() is first and rng.state_hash() == hash(rng.getstate())
    rng.random()
    assert rng.state() is not first and rng.state() == rng.getstate() != first
    rng.gauss()  # its pair's second number is kept: the state changed without a new draw of random()
    kept = rng.state()
    rng.gauss()
    assert rng.state() != kept and rng.state_hash() == hash(rng.getstate())
    rng.seed(3)
    assert rng.state() == first
    rng.setstate(kept)
    assert rng.state() == kept


def test_a_copy_draws_the_same_numbers_and_alone() -> None:
    rng = GameRandom(5)
    rng.random()
    copy = rng.copy()
    assert type(copy) is GameRandom and copy.state() is rng.state() and copy.state_hash() == rng.state_hash()
    assert [copy.random() for _ in range(3)] == [rng.random() for _ in range(3)]
    copy.random()
    assert copy.getstate() != rng.getstate() and copy.state() == copy.getstate()
