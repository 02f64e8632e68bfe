"""Questions about the board that several rules ask: power, breakers, sickness, visibility."""

from __future__ import annotations

from engine.cards import CardType
from engine.filters import Perspective, count, has_keyword
from engine.rules import Rules
from engine.state import Card, Creature, Zone

# Breaker keywords and how many shields each breaks.
BREAKERS = {"w breaker": 2, "t breaker": 3}


def shield_force_shield(game: Rules, creature: Creature) -> Card | None:
    """The shield the creature's shield force chose, while it is still one of its controller's
    shields (000: a shield send that overflows touches no shield, so it does not release
    shield force)."""
    card = game.shield_force.get(creature.uid)
    return card if card is not None and card in game.players[creature.controller].shields else None


def _shield_force_power(game: Rules, creature: Creature) -> int:
    if shield_force_shield(game, creature) is None:
        return 0
    return sum(int(ab.static["shield force"].get("power", 0)) for ab in creature.definition.abilities
               if ab.kind == "static" and "shield force" in ab.static)


def _static_power(game: Rules, creature: Creature) -> int:
    """Power its own static abilities give: ``power per card`` (+amount for each card a count
    expression counts: 紅神龍オグリストヴァル, +3000 per card in your hand; pending cards are not
    counted, 004) and ``power from cards under: sum`` (the printed powers of the cards under it:
    超神龍バリアント・バデス)."""
    total = 0
    for ab in creature.definition.abilities:
        if ab.kind != "static":
            continue
        per = ab.static.get("power per card")
        if per:
            who = Perspective(creature.controller, creature.top, creature)
            total += int(per.get("amount", 0)) * count(game, per, who)
        if ab.static.get("power from cards under") == "sum":
            total += sum(c.definition.power or 0 for c in creature.cards[1:])
    return total


def power(game: Rules, creature: Creature) -> int:
    """Printed power, plus this turn's changes and static bonuses, in the profile's range."""
    base = ((creature.definition.power or 0) + creature.power_bonus + _shield_force_power(game, creature)
            + _static_power(game, creature) + sum(c.definition.power or 0 for c in creature.linked))
    return game.profile.power.apply(base)


def breaker_options(game: Rules, creature: Creature) -> list[int]:
    """How many shields each breaker ability of the creature breaks, largest first; [1] without
    one (003 シールドについて: one shield per attack unless an effect says more)."""
    counts = sorted({n for kw, n in BREAKERS.items() if has_keyword(game, creature, kw)}, reverse=True)
    return counts or [1]


def breaker_count(game: Rules, creature: Creature) -> int:
    """How many shields the creature breaks: its breaker abilities, as the profile's breaker
    policy picks among several (:mod:`engine.policies.breakers`)."""
    return game.profile.breakers.count(game, creature.controller, breaker_options(game, creature))


def summoning_sick(game: Rules, creature: Creature) -> bool:
    if creature.has("speed attacker"):
        return False
    if creature.definition.type is CardType.EVOLUTION_CREATURE:
        return False
    return creature.entered_turn == game.turn_id and creature.controller == game.turn_player


def counted_shields(game: Rules, player: str) -> int:
    """How many shields the player has, as effects count them: broken shields waiting for
    declarations are not counted unless the profile says so (113.6a, engine.policies.shields)."""
    shields = game.players[player].shields
    if game.profile.shields.counted:
        return len(shields)
    return sum(1 for s in shields if s not in game.waiting_shields)


def visible_to(game: Rules, card: Card, viewer: str) -> bool:
    """Whether ``viewer`` may look at the card: the deck and the shields are face down (003
    シールドについて: シールドのカード内容を確認することはできない), a hand is its owner's; every
    other zone is open."""
    where = game.locate(card)
    if where is None:
        return True
    owner, zone = where
    if zone in (Zone.DECK, Zone.SHIELDS):
        return False
    return zone is not Zone.HAND or owner.name == viewer
