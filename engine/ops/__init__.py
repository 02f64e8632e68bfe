"""The effect vocabulary of the card data: every operation and condition, registered in
:mod:`engine.kernel.registry` as these modules are imported (importing :mod:`engine` imports them
all). One module per topic of the card vocabulary (removal, the hand, searching the deck, mana,
shields, casting, putting into the battle zone, ...); conditions are :mod:`engine.ops.conditions`.
Each operation declares its arguments and its doc as it registers (``@op(name, Arg(...),
doc=...)``); ``engine/catalog/cards/README.md`` lists them (generated)."""

from engine.ops import (
           attacks,
           cards_under,
           casting,
           choices,
           choose_and_use,
           conditions,
           creatures,
           cross_gear,
           declared_abilities,
           delayed_triggers,
           game_flow,
           gods,
           gr_summon,
           graveyard,
           hand,
           hyperspatial,
           instead,
           janken,
           lasting_effects,
           majibomber,
           mana,
           mekraid,
           mugetsu,
           ninja_strike,
           put_into_battle,
           removal,
           reveal_compare,
           sabaki_z,
           sealing,
           search,
           shields,
           shuffle_in,
           swaps,
)

__all__ = ["attacks", "cards_under", "casting", "choices", "choose_and_use", "conditions", "creatures",
           "cross_gear", "declared_abilities", "delayed_triggers", "game_flow", "gods", "gr_summon", "graveyard",
           "hand", "hyperspatial", "instead", "janken", "lasting_effects", "majibomber", "mana", "mekraid", "mugetsu",
           "ninja_strike", "put_into_battle", "removal", "reveal_compare", "sabaki_z", "search", "sealing", "shields",
           "shuffle_in", "swaps"]
