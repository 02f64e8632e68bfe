"""The random-play suites check every steady query (engine.mechanics.kinds.steady): a read of the kept
battle-zone mask that the board no longer matches fails the test."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from engine.mechanics import kinds


@pytest.fixture(autouse=True)
def check_steady_queries() -> Iterator[None]:
    saved, kinds.CHECK_STEADY = kinds.CHECK_STEADY, True
    try:
        yield
    finally:
        kinds.CHECK_STEADY = saved
