"""The game's random generator: a :class:`random.Random` whose state is read once per draw.

Copies and keys of a game state (engine.model.snapshot) read the generator's whole state (625
numbers) each time, though most games never draw: :class:`GameRandom` keeps the state it read
(and its hash) until the next draw, and a copy starts with the same one. The draws are
:class:`random.Random`'s: the same methods, the same numbers from the same seed (every draw goes
through :meth:`random`, :meth:`getrandbits`, :meth:`gauss` or a new seed or state, which forget
what was read).
"""

from __future__ import annotations

import random
from typing import Any


class GameRandom(random.Random):
    """:class:`random.Random` with its state read once per draw (:meth:`state`, :meth:`state_hash`)."""

    _read: tuple[Any, ...] | None = None  # getstate() since the last draw (shared by copies: a tuple)
    _hash: int = 0  # its hash

    def random(self) -> float:
        self._read = None
        return super().random()

    def getrandbits(self, k: int, /) -> int:
        self._read = None
        return super().getrandbits(k)

    def gauss(self, mu: float = 0.0, sigma: float = 1.0) -> float:
        self._read = None  # it may use the second number of its last pair without drawing
        return super().gauss(mu, sigma)

    def seed(self, *args: Any, **kwargs: Any) -> None:
        self._read = None
        super().seed(*args, **kwargs)

    def setstate(self, state: tuple[Any, ...]) -> None:
        self._read = None
        super().setstate(state)

    def state(self) -> tuple[Any, ...]:
        """``getstate()``, read once per draw."""
        read = self._read
        if read is None:
            read = self._read = self.getstate()
            self._hash = hash(read)
        return read

    def state_hash(self) -> int:
        """``hash(getstate())``, found once per draw."""
        if self._read is None:
            self.state()
        return self._hash

    def copy(self) -> GameRandom:
        """Another generator in the same state, which draws the same numbers (it keeps what was read)."""
        out = GameRandom.__new__(GameRandom)  # not seeded: its state is set at once
        out.take(self.state(), self.state_hash())
        return out

    def take(self, read: tuple[Any, ...], read_hash: int) -> None:
        """Set to a state another generator read (``getstate()``) and its hash, kept as read."""
        self.setstate(read)
        self._read, self._hash = read, read_hash
