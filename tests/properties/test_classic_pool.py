"""Random play over the whole classic pool (every card compiled from its printed text, engine.autoplay
classic_pool): games to their end with every invariant of the random-play suite checked after every
play. Bounded here; ``python -m bench.classic_pool --games 10000`` is the long run (README)."""

from __future__ import annotations

import pytest

from bench.classic_pool import run
from engine.autoplay import classic_pool
from engine.catalog.loader import default_catalog
from engine.policies.profiles import PROFILES


def test_the_classic_pool_is_every_compiled_classic_card() -> None:
    pool = classic_pool()
    compiled = [c for c in default_catalog()
                if c.source.startswith("classic-ja ") and not c.reference_only and c.dmps is None]
    assert len(pool) == len(compiled) >= 700
    assert "天空の守護者グラン・ギューレ" in pool


@pytest.mark.parametrize("profile", list(PROFILES))
def test_random_games_over_the_classic_pool_keep_every_invariant(profile: str) -> None:
    result = run(profile, games=3, first_seed=1000)
    assert result.games == 3
    assert not result.failures, result.failures
