"""The effect vocabulary of the card data: every operation and condition, registered in
:mod:`engine.kernel.registry` as these modules are imported (importing :mod:`engine` imports them
all). Each operation declares its arguments and its doc as it registers (``@op(name, Arg(...),
doc=...)``); ``engine/catalog/cards/README.md`` lists them (generated)."""

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
