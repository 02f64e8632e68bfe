"""The effect vocabulary of the card data: every operation and condition, registered in
:mod:`engine.ops.registry` as these modules are imported (importing :mod:`engine` imports them
all). Each operation is documented in :data:`engine.vocabulary.EFFECT_OPS` and
``engine/cards/README.md``."""

from engine.ops import cards, conditions, continuous, creatures, declared, mana, moves, rebuild, replacement, uses

__all__ = ["cards", "conditions", "continuous", "creatures", "declared", "mana", "moves", "rebuild", "replacement",
           "uses"]
