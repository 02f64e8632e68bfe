"""bench/same_games.py: a seeded game's digest is the same each time it is played (what lets a speed-up
be checked against the games of the tree before it), and differs between seeds."""

from __future__ import annotations

from bench.same_games import digests


def test_a_seeded_game_has_one_digest_and_seeds_differ() -> None:
    first, again = digests(2, 0), digests(2, 0)
    assert first == again and len(first) == 10  # 5 profiles x 2 seeds
    assert first["tcg/hand/0"] != first["tcg/hand/1"]
