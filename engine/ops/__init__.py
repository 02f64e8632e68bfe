"""The effect vocabulary of the card data: every operation and condition, registered in
:mod:`engine.kernel.registry` as these modules are imported (importing :mod:`engine` imports them
all). Each operation is documented in :data:`engine.catalog.vocabulary.EFFECT_OPS` and
``engine/catalog/cards/README.md``."""

from engine.ops import (
           cards,
           conditions,
           continuous,
           creatures,
           declared,
           mana,
           moves,
           picks,
           rebuild,
           replacement,
           uses,
)

__all__ = ["cards", "conditions", "continuous", "creatures", "declared", "mana", "moves", "picks", "rebuild",
           "replacement", "uses"]
