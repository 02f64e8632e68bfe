"""<ギャラクシールド>[文明(n)] (dmwiki ギャラクシールド, DMRP-13: 「このカードを使うコストの代わりに、[文明(n)]を支払
ってもよい。そうしたら、このカードを表向きにし、新しいシールドとしてシールドゾーンに置く」).

It is paid instead of the cost of using the card (701.5a: using is paying its cost to play it), so the card must
be one its user could use now, but for its cost: a creature that could not be summoned — its summon locked, or
its putting into the battle zone forbidden (公式Q&A 39612 of 2021-04-14: 《ジェイ-SHOCKER》 forbids putting cost-6
creatures, so cost-6 《「蒼刀の輝将」》's ギャラクシールド cannot be used) — or a spell that could not be cast, cannot
use it either. Once paid, the card goes from the hand face up into its owner's shield zone as a new shield.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from engine.kernel.rules import Rules
from engine.mechanics import pending, playing, turn_steps
from engine.mechanics.zones import unputtable
from engine.model.cards import CardType, Civ
from engine.model.errors import IllegalActionError
from engine.model.objects import USE, Card, Zone


def spec(card: Card) -> dict[str, Any] | None:
    """The card's <ギャラクシールド> (its civilization and cost), or None."""
    for ab in card.definition.abilities:
        found = ab.static.get("galaxyshield") if ab.kind == "static" else None
        if found:
            return dict(found)
    return None


def problem(game: Rules, player: str, card: Card) -> str | None:
    """Why ``player`` cannot use ``card``'s <ギャラクシールド> now, or None: it has none, it is not in their hand
    in their main step, the card itself could not be used now (a lock on summoning or casting it, or on
    putting it into the battle zone: Q&A 39612), or the mana does not pay its cost."""
    found = spec(card)
    if found is None:
        return f"{card.name} has no ギャラクシールド"
    p = game.state.players[player]
    creature = card.definition.type.is_creature
    action = turn_steps.SUMMON if creature else turn_steps.CAST
    where = game.state.locate(card)
    if where is None or where[0] is not p or where[1] is not Zone.HAND:
        return f"{card.name} is not in player {player}'s hand"
    if player != game.state.turn_player:
        return f"it is not player {player}'s turn"
    late = turn_steps.step_problem(game, action)
    if late:
        return late
    locked = playing.play_lock(game, player, card, "cannot summon" if creature else "cannot cast")
    if locked:
        return f"{card.name} cannot be used ({locked}), so its ギャラクシールド cannot be paid instead"
    if creature and card.definition.type is not CardType.EVOLUTION_CREATURE:
        kept = unputtable(game, card, Zone.HAND)
        if kept:
            return f"{card.name} cannot be put into the battle zone ({kept}), so it cannot be summoned nor its " \
                   "ギャラクシールド used"
    paid = replace(card.definition, civilizations=(Civ(str(found["civilization"])),))
    return game.profile.mana.payment_problem(game, p, paid, int(found["n"]))


def use(game: Rules, player: str, card: Card) -> None:
    """Use ``card``'s <ギャラクシールド>: it is used (pending, 409) and its ギャラクシールド cost paid instead of its
    own; then it is put face up into its owner's shield zone as a new shield (its 「表向きでシールドゾーンに置かれた
    時」 abilities trigger)."""
    why = problem(game, player, card)
    if why:
        game.refuse(f"player {player} cannot use the ギャラクシールド of {card.name}: {why}")
    found = spec(card) or {}
    paid = replace(card.definition, civilizations=(Civ(str(found["civilization"])),))
    creature = card.definition.type.is_creature
    turn_steps.enter_for(game, turn_steps.SUMMON if creature else turn_steps.CAST,
                         f"the ギャラクシールド of {card.name}")
    pending.make_pending(game, card, USE)
    try:
        game.profile.mana.pay(game, game.state.players[player], paid, int(found["n"]), None, own=card)
    except IllegalActionError as exc:
        pending.release(game, card)
        game.refuse(f"player {player} cannot use the ギャラクシールド of {card.name}: {exc}")
    with game.simultaneously():
        if game.move_card(card, Zone.SHIELDS, "galaxyshield"):
            card.face_up = True
    game.settle()
