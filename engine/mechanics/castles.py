"""Castles (城, 003 カード構成): shield equipment. A castle fortifies one of its owner's shields (要塞化),
put there for its cost; it can't be put anywhere else (003: クロスギアとは異なり独立配置はできない),
and one shield may hold any number of castles. A castle is not a shield: shield counts, breaks
and shield lists don't see it. Its abilities work from the shield zone.

When the fortified shield leaves the shield zone the castle goes to its owner's graveyard — the
card text (その要塞化されたシールドがシールドゾーンから離れた時、このカードを自分の墓地に置く) and 000
(トンギヌスの槍: 城は状況起因処理により墓地に置かれる) make it a state-based action, so a shield
trigger of the shield is used while the castle is still there (003: ※シールド・トリガー能力は、城の破壊
前に解決される). 003 calls this 破壊; the engine does not treat it as a destruction (a reading).
Fortifying gives no protection by itself (003).
"""

from __future__ import annotations

from engine.kernel.rules import Rules
from engine.mechanics import turn_steps
from engine.model.cards import CardType
from engine.model.errors import IllegalActionError
from engine.model.events import Event
from engine.model.objects import Card, Zone


def fortifying(game: Rules, shield: Card) -> list[Card]:
    """The castles that fortify a shield, in the order they were put."""
    return [c for c in game.state.players[shield.owner].castles if c.fortifies is shield]


def fortify(game: Rules, player: str, card: Card, shield_number: int) -> None:
    """Put a castle from the hand onto the player's shield (counted from the left), paying its cost."""
    p = game.state.players[player]
    if card not in p.hand:
        game.refuse(f"{card.name} is not in player {player}'s hand")
    if card.definition.type is not CardType.CASTLE:
        game.refuse(f"{card.name} is not a castle")
    if player != game.state.turn_player:
        game.refuse(f"it is not player {player}'s turn")
    late = turn_steps.step_problem(game, turn_steps.FORTIFY)
    if late:
        game.refuse(f"player {player} cannot fortify with {card.name}: {late}")
    if not p.shields:
        game.refuse(f"player {player} has no shield to fortify: a castle can't be put on its own (003)")
    if not 1 <= shield_number <= len(p.shields):
        game.refuse(f"player {player} has no shield {shield_number}")
    d = card.definition
    why = game.profile.mana.payment_problem(game, p, d, d.cost)
    if why:
        game.refuse(f"player {player} cannot fortify with {card.name}: {why}")
    try:
        game.profile.mana.pay(game, p, d, d.cost)
    except IllegalActionError as exc:
        game.refuse(f"player {player} cannot fortify with {card.name}: {exc}")
    turn_steps.enter_for(game, turn_steps.FORTIFY, f"the fortification with {card.name}")
    shield = p.shields[shield_number - 1]
    p.hand.remove(card)
    attach(game, card, shield)
    game.emit(Event("fortified", player, card=card, from_zone=Zone.HAND,
                    data={"detail": f"shield {shield_number} of player {player}"}))
    game.settle()


def attach(game: Rules, castle: Card, shield: Card) -> None:
    castle.fortifies = shield
    game.state.players[shield.owner].castles.append(castle)


def clean_up(game: Rules) -> None:
    """State-based: a castle whose shield is no longer in its owner's shield zone goes to the
    graveyard."""
    for p in game.state.players.values():
        for castle in [c for c in p.castles if c.fortifies not in p.shields]:
            p.castles.remove(castle)
            castle.fortifies = None
            game.note(f"{castle.name}: its fortified shield left the shield zone")
            game.move_card(castle, Zone.GRAVEYARD, "castle left", from_zone=Zone.SHIELDS)
