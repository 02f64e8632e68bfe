"""Card types and abilities with actions of their own: tap skills, and the card types of 003 —
cross gear, G-link, castles — each with its action, its set-up and its verdict. Shared phrases
live in actions.py."""

from __future__ import annotations

from pytest_bdd import given, when

from engine.mechanics.castles import fortifying
from engine.mechanics.gear import crossed_onto
from engine.mechanics.seals import elements
from engine.mechanics.stacked_shields import shield_cards
from engine.mechanics.weapons import equipped_to
from engine.model.errors import ScriptError
from engine.model.objects import Creature, Zone
from steps.runtime.lists import in_order
from steps.runtime.phrases import phrase
from steps.runtime.verdicts import verdict
from steps.runtime.world import FILLER, World, named

P = r"player (?P<player>[AB])"


@when(phrase(rf"{P} uses the tap skill of (?P<card>.+)"))
def tap_skill(world: World, player: str, card: str) -> None:
    """The creature taps instead of attacking and its tap skill (タップスキル) triggers."""
    if world.begin():
        cr = world.find_creature(card, player)
        world.act(f"use the tap skill of {card}", world.game.use_tap_skill, cr)


@when(phrase(rf"{P} uses the dynamo of (?P<card>.+)"))
def dynamo(world: World, player: str, card: str) -> None:
    """ダイナモ when the creature could attack: it taps instead and gives another dynamo its power and
    abilities (the receiver: ``player A will give the dynamo to Y``, else the leftmost)."""
    if world.begin():
        cr = world.find_creature(card, player)
        world.act(f"use the dynamo of {card}", world.game.use_dynamo, cr)


@when(phrase(rf"{P} uses the could-attack ability of (?P<card>.+)"))
def could_attack_ability(world: World, player: str, card: str) -> None:
    """The creature could attack, and its 「このクリーチャーが攻撃できる時」 ability is used (it does not tap)."""
    if world.begin():
        cr = world.find_creature(card, player)
        world.act(f"use the could-attack ability of {card}", world.game.use_when_able_to_attack, cr)


# ------------------------------------------------------------------ cross gear (003)
@when(phrase(rf"{P} generates (?P<card>.+)"))
def generate(world: World, player: str, card: str) -> None:
    """ジェネレート: put a cross gear from the hand into the battle zone, paying its cost."""
    if world.begin():
        c = world.find_card(player, card, (Zone.HAND,))
        world.act(f"generate {card}", world.game.generate, player, c)


@when(phrase(rf"{P} crosses (?P<gear>.+?) onto (?P<card>.+)"))
def cross(world: World, player: str, gear: str, card: str) -> None:
    """クロス: attach the player's generated gear to a creature, paying its cost again."""
    if world.begin():
        g = world.find_creature(gear, player)
        world.act(f"cross {gear} onto {card}", world.game.cross, g, world.find_creature(card))


@given(phrase(r"(?P<gear>.+?) is crossed onto (?P<card>.+)"))
def crossed_setup(world: World, gear: str, card: str) -> None:
    """Set-up: a generated gear crossed onto a creature of the same player (no cost)."""
    world.game.board.cross(world.find_creature(gear), world.find_creature(card))


def crossed(world: World, gear: str, is_: str, card: str | None) -> tuple[str, str]:
    """The creature a cross gear is crossed onto (003: the gear stays when it leaves)."""
    g = world.find_creature(gear)
    onto = crossed_onto(world.game, g)
    observed = f"is crossed onto {onto.name}" if onto is not None else "is not crossed onto any creature"
    return observed, is_


verdict(r"(?P<gear>.+?) (?P<is_>is crossed onto (?P<card>.+?)|is not crossed onto any creature)")(crossed)


# ------------------------------------------------------------------ dragheart weapons (305)
@given(phrase(r"(?P<weapon>.+?) is equipped to (?P<card>.+)"))
def equipped_setup(world: World, weapon: str, card: str) -> None:
    """Set-up: a dragheart weapon of the battle zone already equipped to a creature of the same player (305.2)."""
    world.game.board.equip(_element(world, weapon), _element(world, card))


def equipped(world: World, weapon: str, is_: str, card: str | None) -> tuple[str, str]:
    """The creature a dragheart weapon is equipped to (305.2; a sealed one too: it is in the battle zone)."""
    host = equipped_to(world.game, _element(world, weapon))
    observed = f"is equipped to {host.name}" if host is not None else "is not equipped to any creature"
    return observed, is_


verdict(r"(?P<weapon>.+?) (?P<is_>is equipped to (?P<card>.+?)|is not equipped to any creature)")(equipped)


# ------------------------------------------------------------------ G-link (003 / 000)
@when(phrase(rf"{P} activates the G-link of (?P<card>.+)"))
def activate_g_link(world: World, player: str, card: str) -> None:
    """DMPS: the player links the god with its partner (an activated ability; refused where G-link
    is static)."""
    if world.begin():
        world.act(f"activate the G-link of {card}", world.game.activate_g_link, world.find_creature(card, player))


@given(phrase(r"(?P<a>.+?) and (?P<b>.+?) are linked"))
def linked_setup(world: World, a: str, b: str) -> None:
    """Set-up: two gods of one player already in the battle zone are one linked creature."""
    world.game.board.link(world.find_creature(a), world.find_creature(b))


def are_linked(world: World, a: str, b: str, are: str) -> tuple[str, str]:
    """Whether one linked creature holds both gods (G-link)."""
    ca, cb = world.find_creature(a), world.find_creature(b)
    return ("are" if ca is cb and ca.linked else "are not"), are


verdict(r"(?P<a>.+?) and (?P<b>.+?) (?P<are>are|are not) linked")(are_linked)


# ------------------------------------------------------------------ castles (003)
@when(phrase(rf"{P} fortifies shield (?P<n>\d+) with (?P<card>.+)"))
def fortify(world: World, player: str, n: str, card: str) -> None:
    """要塞化: put a castle from the hand onto one of the player's shields (counted from the left)."""
    if world.begin():
        c = world.find_card(player, card, (Zone.HAND,))
        world.act(f"fortify shield {n} with {card}", world.game.fortify, player, c, int(n))


@given(phrase(rf"{P}'s shield (?P<n>\d+) is fortified by (?P<card>.+)"))
def fortified_setup(world: World, player: str, n: str, card: str) -> None:
    """Set-up: a castle already fortifies the player's shield (counted from the left)."""
    world.game.board.fortified(player, int(n), card.strip())


def fortified_by(world: World, player: str, n: str, cards: str) -> tuple[str, str]:
    """The castles fortifying the player's shield n (counted from the left), in the order put."""
    shields = world.game.state.players[player].shields
    want = ", ".join(in_order(cards)) or "nothing"
    if not 1 <= int(n) <= len(shields):
        return "no such shield", want
    got = [c.name for c in fortifying(world.game, shields[int(n) - 1])]
    return ", ".join(got) or "nothing", want


verdict(rf"{P}'s shield (?P<n>\d+) is fortified by: (?P<cards>.+)")(fortified_by)


# ------------------------------------------------------------------ stacked shields (シールド・プラス)
@given(phrase(rf"{P}'s shield (?P<n>\d+) has under it: (?P<cards>.+)"))
def stacked_setup(world: World, player: str, n: str, cards: str) -> None:
    """Set-up: cards already under the player's shield n (counted from the left), top first: with
    it they are one shield (シールド・プラス)."""
    world.game.board.stacked(player, int(n), in_order(cards))


def shield_made_of(world: World, player: str, n: str, cards: str) -> tuple[str, str]:
    """The cards of the player's shield n (counted from the left): its top card, then the cards
    under it (a stacked shield is one shield)."""
    shields = world.game.state.players[player].shields
    want = ", ".join(in_order(cards)) or "nothing"
    if not 1 <= int(n) <= len(shields):
        return "no such shield", want
    return ", ".join(c.name for c in shield_cards(world.game, shields[int(n) - 1])) or "nothing", want


verdict(rf"{P}'s shield (?P<n>\d+) is made of: (?P<cards>.+)")(shield_made_of)


# ------------------------------------------------------------------ seals (116)
def _element(world: World, card: str) -> Creature:
    """The element of the battle zone called ``card``, sealed creatures included."""
    found = [cr for cr in elements(world.game) if named(cr.definition, card)]
    if not found:
        world.game.catalog.get(card)  # unknown card names get suggestions
        raise ScriptError(f"no element {card} in the battle zone (sealed ones included)")
    return found[0]


@given(phrase(r"(?P<card>.+?) has (?P<n>\d+) seals?"))
def sealed_setup(world: World, card: str, n: str) -> None:
    """Set-up: seals (封印, 116) already on an element of the battle zone, cards of its controller's
    (予言者リュゾル); a creature with a seal is ignored by both players."""
    world.game.board.seal(_element(world, card), int(n), FILLER)


def seal_count(world: World, card: str, n: str) -> tuple[str, str]:
    """How many seals are on an element of the battle zone (0: it is not sealed)."""
    return str(len(_element(world, card).seals)), n


verdict(r"(?P<card>.+?) has (?P<n>\d+) seals?")(seal_count)
