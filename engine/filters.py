"""The one interpreter of the card data's filters: which cards and creatures a filter admits.

A filter is a mapping of keys (:data:`FILTER_KEYS`) written in a trigger (``when: {event:
your creature enters, race category: ドラゴン}``), a target spec, a card filter of an
operation, a static grant, a replacement's ``instead of`` or an evolution's
``evolves_from``. Every key means the same wherever it is written; keys that are not object
filters (a trigger's ``from``, ``declare``, ...) are the business of their caller.

An object is a creature in the battle zone (its top card's facts, its battle-zone
civilizations, the races static abilities add, keywords printed or given by an effect, its
power now) or a card anywhere else (its printed facts). ``whose``, ``other``, ``self`` and
``that`` are relative to the ability that reads the filter (:class:`Perspective`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from engine.cards import Ability, CardDef, CardType, Civ
from engine.ops.registry import Context, check
from engine.rules import Rules
from engine.state import Card, Creature

FILTER_KEYS: dict[str, str] = {
    "creature": "true: a creature card (a card filter of an operation that puts creatures assumes it)",
    "type": "the card type: creature | evolution creature | spell | ...",
    "civilization": "one or a list: it has one of these civilizations (a creature: in the battle zone)",
    "multicolour": "true: multicoloured; false: not",
    "keyword": "it has the keyword (a creature: printed or given by an effect)",
    "race": "one or a list: it has one of these races, exactly",
    "race category": "one or a list: one of its races contains the word (ドラゴン, コマンド, ...; a creature: "
                     "races static abilities add count too)",
    "not race category": "none of its races contains the word",
    "max cost": "its cost is at most n; 'cards in zone': at most the number of cards in the zone it is in",
    "min cost": "its cost is at least n (革命チェンジ: コスト5以上のドラゴン)",
    "max power": "its power is at most n",
    "costs more than mana": "true: its cost is greater than the number of cards in its holder's mana zone "
                            "(奇石 ミクセル)",
    "name": "its name is exactly this",
    "name contains": "its name contains this",
    "evolution": "true: an evolution creature; false: not one",
    "whose": "you | opponent | any: controlled (a card: owned) by the ability's controller, or not",
    "other": "true: not the ability's own card or creature",
    "self": "true: the ability's own creature",
    "untapped": "true: untapped",
    "that": "true: the creature the triggering event concerns",
    "shares a race with": "that: it shares a race with the creature the triggering event concerns",
}


@dataclass(frozen=True)
class Perspective:
    """Whose ability reads the filter, from which card or creature, about which event."""

    controller: str
    source_card: Card | None = None
    source_creature: Creature | None = None
    that: Creature | None = None  # the creature the triggering event concerns
    zone_size: int | None = None  # the size of the zone the candidates are in ("max cost: cards in zone")


def listed(value: Any) -> list[Any]:
    return list(value) if isinstance(value, (list, tuple)) else [value]


def races_of(game: Rules, cr: Creature) -> tuple[str, ...]:
    """A creature's races plus those that static abilities add (``static: {add race: {race: R}}``,
    e.g. シータ・トゥレイト: your creatures all gain the Survivor race; 000's TRIG-28 example)."""
    extra: list[str] = []
    for holder in game.all_creatures():
        for ab in holder.definition.abilities:
            spec = ab.static.get("add race") if ab.kind == "static" else None
            if spec and (holder.controller == cr.controller) == (spec.get("player", "you") == "you"):
                extra.append(str(spec["race"]))
    return cr.definition.races + tuple(r for r in extra if r not in cr.definition.races)


def _facts(game: Rules, obj: Card | Creature) -> tuple[CardDef, tuple[Civ, ...], tuple[str, ...]]:
    if isinstance(obj, Creature):
        return obj.definition, obj.civilizations, races_of(game, obj)
    return obj.definition, obj.definition.civilizations, obj.definition.races


def _holder(obj: Card | Creature) -> str:
    return obj.controller if isinstance(obj, Creature) else obj.owner


def _has_category(races: tuple[str, ...], words: Any) -> bool:
    return any(str(w) in r for w in listed(words) for r in races)


def matches(game: Rules, obj: Card | Creature, f: Mapping[str, Any], who: Perspective) -> bool:
    """Whether ``obj`` passes every object-filter key of ``f`` (other keys are ignored)."""
    d, civs, races = _facts(game, obj)
    creature = obj if isinstance(obj, Creature) else None
    if f.get("creature") and not d.type.is_creature:
        return False
    if "type" in f and d.type.value != f["type"]:
        return False
    if "civilization" in f and not {Civ(c) for c in listed(f["civilization"])} & set(civs):
        return False
    if "multicolour" in f and d.is_multicolour != bool(f["multicolour"]):
        return False
    if "keyword" in f and not (creature.has(f["keyword"]) if creature is not None else d.has(f["keyword"])):
        return False
    if "race" in f and not {str(r) for r in listed(f["race"])} & set(races):
        return False
    if "race category" in f and not _has_category(races, f["race category"]):
        return False
    if "not race category" in f and _has_category(races, f["not race category"]):
        return False
    if "max cost" in f and d.cost > _max_cost(f["max cost"], who):
        return False
    if "min cost" in f and d.cost < int(f["min cost"]):
        return False
    if "max power" in f and _power(game, obj) > int(f["max power"]):
        return False
    if "costs more than mana" in f and (d.cost > len(game.players[_holder(obj)].mana)) != bool(
            f["costs more than mana"]):
        return False
    if "name" in f and d.name != f["name"]:
        return False
    if "name contains" in f and str(f["name contains"]) not in d.name:
        return False
    if "evolution" in f and (d.type is CardType.EVOLUTION_CREATURE) != bool(f["evolution"]):
        return False
    if not _relative(obj, f, who):
        return False
    return not ("shares a race with" in f and not (
        who.that is not None and set(races) & set(who.that.definition.races)))


def _max_cost(value: Any, who: Perspective) -> int:
    if value == "cards in zone":
        return who.zone_size if who.zone_size is not None else 0
    return int(value)


def _power(game: Rules, obj: Card | Creature) -> int:
    return game.power(obj) if isinstance(obj, Creature) else (obj.definition.power or 0)


def _relative(obj: Card | Creature, f: Mapping[str, Any], who: Perspective) -> bool:
    """The keys relative to the ability reading the filter: whose, other, self, that, untapped."""
    whose = str(f.get("whose", "any"))
    if whose != "any" and (_holder(obj) == who.controller) != (whose == "you"):
        return False
    own = who.source_creature if isinstance(obj, Creature) else who.source_card
    if f.get("other") and own is not None and obj is own:
        return False
    if f.get("self") and obj is not who.source_creature:
        return False
    if f.get("that") and obj is not who.that:
        return False
    return not (f.get("untapped") and isinstance(obj, Creature) and obj.tapped)


# ------------------------------------------------------------------ static grants
def grants_to(game: Rules, grantor: Creature, ab: Ability, target: Creature) -> bool:
    """Whether ``grantor``'s static grant ability ``ab`` reaches ``target``: the grant spec is a
    filter whose ``player`` (default you) is its ``whose``; the ability's ``if:`` must hold."""
    spec = dict(ab.static["grant"] or {})
    spec["whose"] = spec.pop("player", "you")
    if not matches(game, target, spec, Perspective(grantor.controller, grantor.top, grantor)):
        return False
    return check(Context(game, grantor.controller, grantor.top, grantor), ab.condition)


def has_keyword(game: Rules, cr: Creature, keyword: str) -> bool:
    """The creature has the keyword: printed, gained from an effect, or given by a static
    ``grant`` ability of a creature in the battle zone (e.g. 薩摩の超人: your Giants)."""
    if cr.has(keyword):
        return True
    for grantor in game.all_creatures():
        for ab in grantor.definition.abilities:
            spec = ab.static.get("grant") if ab.kind == "static" else None
            if spec and keyword in spec.get("keywords", []) and grants_to(game, grantor, ab, cr):
                return True
    return False
