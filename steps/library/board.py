"""The board a scenario starts from (Given), and the players' scripted answers. Set-up puts
cards straight into zones (no events, nothing triggers); the profile's limits are checked when
the first action runs. The zone steps (``holds:``, ``has n cards``, ``has X``) are generated for
every zone by :mod:`steps.library.zone_vocabulary`, which calls the set-up functions here."""

from __future__ import annotations

from pytest_bdd import given

from engine.model.decisions import Decision
from engine.model.errors import ScriptError
from engine.model.objects import Zone
from engine.model.turn_step import TurnStep
from steps.runtime.lists import card_count, in_order, names, parse_list, zone_of
from steps.runtime.phrases import phrase
from steps.runtime.world import FILLER, World

P = r"player (?P<player>[AB])"


@given(phrase(rf"it is {P}'s turn"))
def turn_of(world: World, player: str) -> None:
    """It is a player's turn (not the first turn of the game); A went first."""
    world.game.board.turn(player)


@given(phrase(rf"it is {P}'s turn (?P<n>\d+)"))
def turn_number(world: World, player: str, n: str) -> None:
    """It is a player's n-th turn; A went first."""
    world.game.board.turn(player, int(n))


STEP_WORDS = {"mana charge": TurnStep.MANA_CHARGE, "main": TurnStep.MAIN, "attack": TurnStep.ATTACK}


@given(phrase(r"the turn is in its (?P<step>mana charge|main|attack) step"))
def turn_step(world: World, step: str) -> None:
    """The turn is in this step (500.1; engine.mechanics.turn_steps): an action of an earlier step is
    refused. Unsaid, a board is in the mana charge step (a summon starts the main step, an attack the
    attack step)."""
    world.game.board.step(STEP_WORDS[step])


def zone_holds(world: World, player: str, zone: str, cards: str) -> None:
    """Cards in a zone, left to right (mark a mana card ``(tapped)``, a shield ``(face up)``; in the
    shield zone ``X on Y`` is the castle X fortifying the shield Y)."""
    z = zone_of(zone)
    for entry in parse_list(cards):
        _check_marks(entry.name, entry.marks, z)
        if entry.under and z is Zone.SHIELDS:
            if len(entry.under) > 1 or entry.count > 1:  # never a card silently dropped
                raise ScriptError(f"{' on '.join([entry.name, *entry.under])}: in the shield zone 'X on Y' is one "
                                  "castle X fortifying (要塞化) one shield Y, without a count")
            shield = world.game.board.cards(player, z, entry.under)[0]
            world.game.board.castle(player, entry.name, shield)
            continue
        made = world.game.board.cards(player, z, [entry.name] * entry.count, tapped="tapped" in entry.marks)
        if "face up" in entry.marks and z is Zone.SHIELDS:
            world.game.board.face_up(made)


# The marks a card of each zone may carry in a set-up list; any other is an error, not ignored.
MARKS: dict[Zone, frozenset[str]] = {Zone.MANA: frozenset({"tapped"}), Zone.SHIELDS: frozenset({"face up"}),
                                     Zone.BATTLE: frozenset({"tapped", "summoned this turn"})}


def _check_marks(name: str, marks: set[str], zone: Zone) -> None:
    """A mark the set-up does not model in that zone (a "face down" mana card: 405.4 is not
    modelled) is an error naming the marks it knows, never silently dropped."""
    known = MARKS.get(zone, frozenset())
    unknown = sorted(marks - known)
    if unknown:
        raise ScriptError(f"{name} ({', '.join(unknown)}): the {zone.value} set-up knows no such mark; "
                          + (f"known: {', '.join(sorted(known))}" if known else "it takes no marks"))


def deck_holds(world: World, player: str, cards: str) -> None:
    """The deck, top card first; nothing else is added to it."""
    world.game.board.cards(player, Zone.DECK, names(parse_list(cards)))
    world.mark_deck_set(player)


@given(phrase(rf"{P}'s deck is empty"))
def deck_empty(world: World, player: str) -> None:
    world.game.board.empty_deck(player)
    world.mark_deck_set(player)


def deck_size(world: World, player: str, n: str) -> None:
    world.game.board.cards(player, Zone.DECK, [FILLER] * card_count(n, "the deck"))
    world.mark_deck_set(player)


def zone_size(world: World, player: str, zone: str, n: str) -> None:
    """Fill a zone with filler cards (予言者リュゾル) up to n cards."""
    z = zone_of(zone)
    have = world.game.state.players[player].count(z)
    world.game.board.cards(player, z, [FILLER] * max(0, card_count(n, f"the {zone}") - have))


@given(phrase(rf"{P} has (?P<n>\d+) shields?"))
def shield_count(world: World, player: str, n: str) -> None:
    """Fill the shields with filler cards up to n."""
    have = len(world.game.state.players[player].shields)
    world.game.board.cards(player, Zone.SHIELDS, [FILLER] * max(0, card_count(n, "the shields") - have))


@given(phrase(rf"{P}'s mana zone has (?P<n>\d+) cards? of (?P<card>.+)"))
def mana_count(world: World, player: str, n: str, card: str) -> None:
    world.game.board.cards(player, Zone.MANA, [card.strip()] * card_count(n, card.strip()))


def battle_holds(world: World, player: str, cards: str) -> None:
    """Creatures left to right. ``X on Y`` is X evolved onto Y; ``A + B`` linked cards; ``X with
    A`` the オーラ A attached to X; marks: ``(tapped)``, ``(summoned this turn)``."""
    for entry in parse_list(cards):
        _check_marks(entry.name, entry.marks, Zone.BATTLE)
        name, *auras = entry.name.split(" with ")
        for _ in range(entry.count):
            world.game.board.creature(player, [name.strip(), *entry.under], tapped="tapped" in entry.marks,
                                      sick="summoned this turn" in entry.marks, auras=[a.strip() for a in auras])


@given(phrase(rf"{P} has spent (?P<n>\d+) mana this turn"))
def spent(world: World, player: str, n: str) -> None:
    """TCG: that many mana cards are tapped; DMPS: usable mana is that much lower."""
    world.game.board.spent_mana(player, int(n))


@given(phrase(rf"{P} has charged mana this turn"))
def charged(world: World, player: str) -> None:
    world.game.board.charged_mana(player)


# ------------------------------------------------------------ decisions, one step per form
# A decision a scenario leaves unscripted takes the first legal option; where a fork of the
# rules leaves it to the players (the TCG's order of waiting effects, ...), every verdict's
# observation ranges over the options (steps.runtime.world.FREE_KINDS).
@given(phrase(rf"{P} will block with (?P<card>.+)"))
def will_block(world: World, player: str, card: str) -> None:
    """Script a block: the creature that blocks the next attack (one step per block).

    Example: ``player B will block with アクア・ガード``"""
    world.decider.add(player, Decision.BLOCK, card.strip())


@given(phrase(rf"{P} will use the guardman of (?P<card>.+)"))
def will_use_guardman(world: World, player: str, card: str) -> None:
    """Script a ガードマン: the creature that takes the next attack on another of the player's
    creatures (a redirect, not a block)."""
    world.decider.add(player, Decision.BLOCK, f"{card.strip()}: guardman")


@given(phrase(rf"{P} will not block"))
def will_not_block(world: World, player: str) -> None:
    """Script a player not blocking the next attack."""
    world.decider.add(player, Decision.BLOCK, "no block")


@given(phrase(rf"{P} will use the shield trigger of (?P<card>.+)"))
def will_use_shield_trigger(world: World, player: str, card: str) -> None:
    """Script a player using a broken shield's shield trigger.

    Example: ``player B will use the shield trigger of デーモン・ハンド``"""
    world.decider.add(player, Decision.USE_SHIELD_TRIGGER, f"use {card.strip()}")


@given(phrase(rf"{P} will not use the shield trigger of (?P<card>.+)"))
def will_not_use_shield_trigger(world: World, player: str, card: str) -> None:
    """Script a player not using a broken shield's shield trigger.

    Example: ``player B will not use the shield trigger of デーモン・ハンド``"""
    world.decider.add(player, Decision.USE_SHIELD_TRIGGER, f"don't use {card.strip()}")


@given(phrase(rf"{P} will choose (?P<card>.+) as target"))
def will_target(world: World, player: str, card: str) -> None:
    """Script the target of the player's next targeted effect (one step per target)."""
    world.decider.add(player, Decision.TARGET, card.strip())


@given(phrase(rf"{P} will choose (?P<cards>.+) to put into mana"))
def will_put_into_mana(world: World, player: str, cards: str) -> None:
    """Script the cards an effect puts into the mana zone, in order."""
    for name in names(parse_list(cards)):
        world.decider.add(player, Decision.PUT_INTO_MANA, name)


@given(phrase(rf"{P} will choose (?P<cards>.+) to put into the battle zone"))
def will_put_into_battle(world: World, player: str, cards: str) -> None:
    """Script the creatures an effect puts into the battle zone, in the order chosen (``X then Y``)."""
    for name in in_order(cards):
        world.decider.add(player, Decision.PUT_INTO_BATTLE, name)


@given(phrase(rf"{P} will resolve (?P<card>.+) first"))
def will_resolve_first(world: World, player: str, card: str) -> None:
    """Script the order of waiting effects (TCG): the next one of the player's to resolve."""
    world.decider.add(player, Decision.ORDER, card.strip())


@given(phrase(rf"{P} will break shield (?P<shield>\d+)"))
def will_break_shield(world: World, player: str, shield: str) -> None:
    """Script which shield (counted from the left) the player's attacking creature breaks next."""
    world.decider.add(player, Decision.BREAK, f"shield {shield}")


@given(phrase(rf"{P} will declare (?P<cards>.+)"))
def will_declare(world: World, player: str, cards: str) -> None:
    """Script declared abilities (使用宣言): the cards the player declares, in the order declared."""
    for name in in_order(cards):
        world.decider.add(player, Decision.DECLARE, name)


@given(phrase(rf"{P} will not declare (?P<card>.+)"))
def will_not_declare(world: World, player: str, card: str) -> None:
    """Script a player declaring nothing more when offered a declared ability (使用宣言).

    Example: ``player B will not declare 革命の鉄拳``"""
    world.decider.add(player, Decision.DECLARE, "done")


@given(phrase(rf"{P} will cast (?P<cards>.+) from (?:the )?hand"))
def will_cast_from_hand(world: World, player: str, cards: str) -> None:
    """Script the spells an effect lets the player cast from their hand, in order.

    Example: ``player B will cast デーモン・ハンド from hand``"""
    for name in in_order(cards):
        world.decider.add(player, Decision.CAST_FROM_HAND, name)


@given(phrase(rf"{P} will not cast (?P<card>.+) for free"))
def will_not_cast_for_free(world: World, player: str, card: str) -> None:
    """Script a player declining an offer to cast a card for free (「コストを支払わずに唱えてもよい」): the
    player's next "cast for free" decision stops (the card names the offer it answers).

    Example: ``player A will not cast 7777777 for free``"""
    world.decider.add(player, Decision.CAST_FOR_FREE, "stop")


@given(phrase(rf"{P} will cast (?P<cards>.+) from (?:the )?(?P<zone>graveyard|mana zone)"))
def will_cast_from_zone(world: World, player: str, cards: str, zone: str) -> None:
    """Script the spells an effect casts from the graveyard or the mana zone, in order.

    Example: ``player A will cast エナジー・ライト from the graveyard``"""
    for name in in_order(cards):
        world.decider.add(player, Decision.CAST_FROM_ZONE, name)


@given(phrase(rf"{P} will choose player (?P<owner>[AB])'s shield (?P<shield>\d+)"))
def will_choose_shield(world: World, player: str, owner: str, shield: str) -> None:
    """Script the shield (counted from the left) an effect of the player's chooses."""
    world.decider.add(player, Decision.CHOOSE_SHIELD, f"player {owner}'s shield {shield}")
