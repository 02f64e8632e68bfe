"""dmrules rules engine: pure Python, no pytest imports.

The public entry points are :class:`engine.game.Game` (with its set-up API
:class:`engine.mechanics.board.Board` as ``game.board``), the profile registry in
:mod:`engine.policies.profiles` and the card catalog in :mod:`engine.catalog.loader`. Importing the package
registers every operation of the card data's vocabulary (:mod:`engine.ops`).
"""

from engine import ops as ops
from engine.game import Game as Game

__all__ = ["Game", "ops"]
