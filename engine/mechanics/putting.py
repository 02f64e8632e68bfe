"""Putting a card into the battle zone by an effect, and cards that can't be put now.

An evolution creature put by an effect goes onto a source of its own (進化元): its controller
chooses one among their creatures that fit (several for 進化V); with no source it is not put and
stays where it is. A card may also be locked ("誰も…をバトルゾーンに出せない": a static
``cannot put`` ability). Whether such a card may still be chosen or declared is the profile's
fork (:mod:`engine.policies.unplayable`; 000 出せないカードに関するルール): the TCG lets a player
choose or declare it (nothing happens for it), DMPS does not offer it.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.kernel.rules import Rules
from engine.mechanics.filters import Perspective, matches
from engine.mechanics.zones import choose_sources, evolution_sources, put_lock
from engine.mechanics.zones import sources_needed as source_range
from engine.model.cards import CardType
from engine.model.objects import Card, Creature, Zone


def sources_needed(card: Card) -> int:
    """How many evolution sources the card needs at least (0: not an evolution creature)."""
    d = card.definition
    return source_range(d)[0] if d.type is CardType.EVOLUTION_CREATURE else 0


def lacks_source(game: Rules, player: str, card: Card) -> bool:
    """An evolution creature with too few sources in the player's battle zone now."""
    need = sources_needed(card)
    return bool(need) and len(evolution_sources(game, player, card.definition)) < need


def put_problem(game: Rules, player: str, card: Card, also: Sequence[Card] = ()) -> str | None:
    """Why ``card`` could not be put into ``player``'s battle zone now, or None. ``also``: cards
    the same effect puts first (one of them may be the evolution source)."""
    need = sources_needed(card)
    if need:
        have = len(evolution_sources(game, player, card.definition))
        have += sum(1 for c in also if matches(game, c, {k: v for k, v in card.definition.evolves_from.items()
                                                             if k != "count"}, Perspective(player)))
        if have < need:
            return f"{card.name} has no evolution source"
    where = game.state.locate(card)  # a "cannot be put" static (族長の魂友 ワチャゴナ: 誰もD2フィールドを出せない)
    lock = put_lock(game, card, where[1] if where else None, Zone.BATTLE, player)
    return lock[1] if lock is not None else None


def put_card(game: Rules, player: str, card: Card, cause: str, from_zone: Zone | None = None) -> Creature | None:
    """Put one card into ``player``'s battle zone by an effect. An evolution creature goes onto
    sources its controller chooses; a card that can't be put now stays where it is (noted)."""
    why = put_problem(game, player, card)
    if why is not None:
        game.note(f"{why}: it is not put and stays where it is")
        return None
    onto = None
    if sources_needed(card):
        onto = choose_sources(game, player, card.definition, card)
        if onto is None:
            game.note(f"{card.name} has no evolution source: it is not put and stays where it is")
            return None
    return game.put_into_battle(player, [card], cause, from_zone=from_zone, onto=onto)
