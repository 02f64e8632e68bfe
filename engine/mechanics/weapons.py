"""Dragheart weapons (ドラグハート・ウエポン, 305): an element of the battle zone equipped to a creature.

305.1: a weapon is put into the battle zone only by an effect that puts draghearts there (the
hyperspatial zone's cards, 807.4a). 305.2: 「ウエポンはクリーチャーに装備することができます」; 305.2a: its
tapped or untapped state does not depend on the creature's. 305.3: 「ウエポンは単独でバトルゾーンに存在する
ことができません」, and 117.2: 「バトルゾーンにある単一のウエポンは、超次元ゾーンに置かれます」 — a state-based
action (:func:`clean_up`): a weapon equipped to no creature of the battle zone (one put with no creature
to equip, or whose creature left) goes to the hyperspatial zone, not destroyed. A weapon is no
component card of its creature (109.2c): it does not move with it. A sealed creature is still in the
battle zone, ignored (116): its weapon stays equipped (dmwiki ドラグハート・ウエポン, confirmed with the
office 2015-12-18). The relation is the element's ``attached_to``, as a cross gear's (003).
"""

from __future__ import annotations

from engine.kernel.rules import Rules
from engine.model.cards import CardType
from engine.model.events import Event
from engine.model.objects import Creature, Zone

WEAPON_ALONE = "a weapon alone in the battle zone (117.2)"


def is_weapon(element: Creature) -> bool:
    """The element is a dragheart weapon (its side up, 807.3)."""
    d = element.definition
    return d.type is CardType.DRAGHEART and d.dragheart == "weapon"


def equipped_to(game: Rules, weapon: Creature) -> Creature | None:
    """The creature a weapon is equipped to, while that creature is in the battle zone (a sealed one
    included: it is there, ignored)."""
    host = weapon.attached_to
    p = game.state.players[weapon.controller]
    return host if host is not None and (host in p.battle or host in p.sealed) else None


def equip(game: Rules, weapon: Creature, creature: Creature) -> None:
    """装備: the weapon is equipped to the creature (305.2), as it is put (「このクリーチャーに装備して出す」)."""
    weapon.attached_to = creature
    game.emit(Event("equipped", weapon.controller, card=weapon.top, creature=weapon,
                    data={"detail": f"to {creature.name}"}))


def clean_up(game: Rules) -> None:
    """State-based (117.2, 305.3): each weapon of the battle zone equipped to no creature there goes to
    its owner's hyperspatial zone."""
    if not game.made.weapon:
        return  # the game made no weapon card (engine.model.made)
    for p in game.state.players.values():
        for weapon in [e for e in p.battle if is_weapon(e) and equipped_to(game, e) is None]:
            game.note(f"{weapon.name} is equipped to no creature: {WEAPON_ALONE}")
            game.remove_creature(weapon, Zone.HYPERSPATIAL, WEAPON_ALONE)
