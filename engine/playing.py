"""Playing cards: charging mana, summoning a creature, casting a spell, using a card for free.

Whether a play is allowed is asked first (:func:`charge_problem`, :func:`summon_problem`,
:func:`cast_problem`); a play the rules forbid is refused (:meth:`engine.rules.Rules.refuse`),
which records it.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.cards import CardDef, CardType, Effect
from engine.decisions import Decision
from engine.errors import IllegalActionError
from engine.events import Event
from engine.filters import Perspective, matches
from engine.ops.registry import run_effects
from engine.rules import Rules
from engine.state import Card, Creature, Zone


def charge_problem(game: Rules, player: str, card: Card) -> str | None:
    """Why ``player`` can't charge ``card`` now, or None when they can."""
    p = game.players[player]
    if card not in p.hand:
        return f"{card.name} is not in player {player}'s hand"
    if player != game.turn_player:
        return f"it is not player {player}'s turn: only the turn player charges mana"
    if p.charged_this_turn:
        return f"player {player} has already charged mana this turn"
    return None


def charge(game: Rules, player: str, card: Card) -> None:
    p = game.players[player]
    why = charge_problem(game, player, card)
    if why:
        game.refuse(why)
    p.charged_this_turn = True
    game.move_card(card, Zone.MANA, "charge")
    game.settle()


def evolution_sources(game: Rules, player: str, d: CardDef) -> list[Creature]:
    """The player's creatures an evolution creature may go on: its ``evolves_from`` filter
    (``count`` is how many it needs)."""
    want = {k: v for k, v in d.evolves_from.items() if k != "count"}
    who = Perspective(player)
    return [cr for cr in game.players[player].battle if matches(game, cr, want, who)]


def summon_problem(game: Rules, player: str, card: Card) -> str | None:
    p = game.players[player]
    d = card.definition
    if card not in p.hand:
        return f"{card.name} is not in player {player}'s hand"
    if player != game.turn_player:
        return f"it is not player {player}'s turn"
    if not d.type.is_creature:
        return f"{card.name} is not a creature"
    need = int(d.evolves_from.get("count", 1))
    if d.type is CardType.EVOLUTION_CREATURE and len(evolution_sources(game, player, d)) < need:
        return (f"{card.name} needs an evolution source in the battle zone" if need == 1 else
                f"{card.name} needs {need} evolution sources in the battle zone")
    full = game.profile.limits.summon_problem(len(p.battle), d.type is CardType.EVOLUTION_CREATURE)
    if full:
        return full
    return game.profile.mana.payment_problem(game, p, d, d.cost)


def cast_problem(game: Rules, player: str, card: Card) -> str | None:
    p = game.players[player]
    if card not in p.hand:
        return f"{card.name} is not in player {player}'s hand"
    if player != game.turn_player:
        return f"it is not player {player}'s turn"
    if card.definition.type is not CardType.SPELL:
        return f"{card.name} is not a spell"
    return game.profile.mana.payment_problem(game, p, card.definition, card.definition.cost)


def summon(game: Rules, player: str, card: Card, paying: Sequence[Card] | None = None,
           onto: Creature | Sequence[Creature] | None = None) -> Creature | None:
    why = summon_problem(game, player, card)
    if why:
        game.refuse(f"player {player} cannot summon {card.name}: {why}")
    d = card.definition
    try:
        game.profile.mana.pay(game, game.players[player], d, d.cost, paying)
    except IllegalActionError as exc:
        game.refuse(f"player {player} cannot summon {card.name}: {exc}")
    if d.type is CardType.EVOLUTION_CREATURE and onto is None:
        sources = evolution_sources(game, player, d)
        chosen: list[Creature] = []
        for _ in range(int(d.evolves_from.get("count", 1))):  # 進化V / GV: 2 / 3 sources (003)
            chosen.append(game.decide(player, Decision.EVOLVE_ONTO, [c for c in sources if c not in chosen],
                                      lambda c: c.name))
        onto = chosen[0] if len(chosen) == 1 else chosen
    game.players[player].hand.remove(card)
    cr = game.put_into_battle(player, [card], "summon", from_zone=Zone.HAND, onto=onto)
    game.settle()
    return cr


def cast(game: Rules, player: str, card: Card, free: bool = False) -> None:
    if not free:
        why = cast_problem(game, player, card)
        if why:
            game.refuse(f"player {player} cannot cast {card.name}: {why}")
        game.profile.mana.pay(game, game.players[player], card.definition, card.definition.cost)
    resolve_spell(game, player, card)
    game.settle()


def spell_effects(d: CardDef) -> tuple[Effect, ...]:
    """What a spell does: the effects of its ``when: this cast`` abilities, in text order."""
    return tuple(e for ab in d.abilities if ab.kind == "triggered" and ab.trigger is not None
                 and ab.trigger.event == "this cast" for e in ab.effects)


def resolve_spell(game: Rules, player: str, card: Card) -> None:
    """The spell leaves its zone, is cast (an event), does what it says, then goes to the graveyard."""
    where = game.locate(card)
    if where is not None:
        where[0].cards_in(where[1]).remove(card)
    game.emit(Event("cast", player, card=card, from_zone=where[1] if where else None, cause="cast"))
    run_effects(game, player, spell_effects(card.definition), source_card=card)
    game.move_card(card, Zone.GRAVEYARD, "spell resolved")


def use_for_free(game: Rules, player: str, card: Card, cause: str) -> None:
    """Use a card without paying its cost (shield trigger and similar)."""
    if card.definition.type is CardType.SPELL:
        resolve_spell(game, player, card)
    elif card.definition.type.is_creature:
        game.put_into_battle(player, [card], cause)
