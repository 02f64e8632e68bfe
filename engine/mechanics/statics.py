"""Static abilities that change power (常在型能力): "the power of X is +n" for as long as its
holder is in the battle zone, and power counted per card in a zone.

``static: {power: {amount: n, player: you|each, filter: {...}}}`` — the holder's controller's
creatures (``you``) or every creature (``each``) passing the filter get +n; ``race: chosen``
in the filter is the race the holder chose as it entered (光器ペトローバ). ``static: {power per
card: {amount: n, zone: graveyard, player: you|each, name: X}}`` — the holder itself gets +n per
card its count counts (engine.mechanics.filters.count; 伝承するクローン・ホーン). An ability's ``if:`` (e.g.
``wave striker: true``) must hold.
"""

from __future__ import annotations

from typing import Any

from engine.kernel.registry import Context, check
from engine.kernel.rules import Rules
from engine.mechanics.filters import Perspective, count, matches
from engine.model.cards import Ability, CardDef
from engine.model.memo import per_definition
from engine.model.objects import Creature


def _filter(holder: Creature, spec: dict[str, Any]) -> dict[str, Any] | None:
    """The spec's filter with ``race: chosen`` read as the holder's chosen race (None: nothing chosen)."""
    f = dict(spec.get("filter") or {})
    if f.get("race") == "chosen":
        race = holder.chosen.get("race")
        if race is None:
            return None
        f["race"] = race
    return f


def _reaches(game: Rules, holder: Creature, spec: dict[str, Any], target: Creature) -> bool:
    if str(spec.get("player", "you")) == "you" and target.controller != holder.controller:
        return False
    f = _filter(holder, spec)
    return f is not None and matches(game, target, f, Perspective(holder.controller, holder.top, holder))


def _per_card(game: Rules, creature: Creature, spec: dict[str, Any]) -> int:
    """``power per card``: +amount for each card its count counts (紅神龍オグリストヴァル: cards in
    your hand; 伝承するクローン・ホーン: its name in the graveyards); pending cards are not counted (004)."""
    return int(spec.get("amount", 0)) * count(game, spec, Perspective(creature.controller, creature.top, creature))


def crossed_with(game: Rules, creature: Creature) -> list[dict[str, Any]]:
    """The ``crossed`` statics of the gears crossed onto the creature ({power, keywords})."""
    return [dict(ab.static["crossed"] or {}) for g in game.state.players[creature.controller].battle
            if g.attached_to is creature for ab in g.definition.abilities
            if ab.kind == "static" and "crossed" in ab.static]


@per_definition
def power_statics(d: CardDef) -> tuple[Ability, ...]:
    """The card's static abilities that change power (``power``, ``power per card``)."""
    return tuple(ab for ab in d.abilities if ab.kind == "static" and ("power" in ab.static
                                                                     or "power per card" in ab.static))


def power_bonus(game: Rules, creature: Creature) -> int:
    """What static abilities add to the creature's power now."""
    total = sum(int(spec.get("power", 0)) for spec in crossed_with(game, creature))
    for castle in game.state.players[creature.controller].castles:  # a castle's "your creatures" statics
        for ab in castle.definition.abilities:
            spec = ab.static.get("power") if ab.kind == "static" else None
            if spec and str(spec.get("player", "you")) == "you" and check(
                    Context(game, creature.controller, castle), ab.condition) and matches(
                    game, creature, spec.get("filter") or {}, Perspective(creature.controller, castle)):
                total += int(spec.get("amount", 0))
    for holder in game.state.all_creatures():
        for ab in power_statics(holder.definition):
            if not check(Context(game, holder.controller, holder.top, holder), ab.condition):
                continue
            if "power" in ab.static and _reaches(game, holder, ab.static["power"], creature):
                total += int(ab.static["power"].get("amount", 0))
            if "power per card" in ab.static and holder is creature:
                total += _per_card(game, creature, ab.static["power per card"])
    return total
