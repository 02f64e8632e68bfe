"""The steps every zone has, generated from one table (:data:`ZONES`), in English and Japanese.

For each zone of the table, set-up (Given) and verdict (Then) say the same three things:

- ``player A's <zone> holds: <cards>`` — its cards in order (the table says which order: the deck
  top first, the graveyard oldest first, the others left to right; the order may be written out:
  ``holds, top first:``); ``プレイヤーAの<zone>に(上から|左から) <cards> がある``;
- ``player A's <zone> has n cards`` (the battle zone: ``n creatures``) — set-up fills the zone with
  filler cards; ``プレイヤーAの<zone>が2枚ある`` / ``…は2枚``;
- ``player A's <zone> has <card>`` — set-up puts the card there (as ``holds:``); the verdict asks
  whether it is there (``does not have``: whether it is not); ``プレイヤーAの<zone>に <card> がある``.

Each step calls the one function that implements it for that zone (the set-up of
:mod:`steps.library.board`, the verdicts of :mod:`steps.library.game_state`): the zone words of a
step are generated here, its meaning lives there once. The older spellings the scenarios use
(``battle zone holds, left to right:``, ``deck holds, top first:``, ``hand holds 2 cards``) are these
steps' own (the optional order words, ``holds`` beside ``has``). The Japanese twins are generated from
the same table by :mod:`steps.library.japanese_zones`.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from dataclasses import dataclass

from pytest_bdd import given

from engine.model.errors import ScriptError
from steps.library import board, game_state
from steps.runtime.lists import card_count
from steps.runtime.phrases import phrase
from steps.runtime.verdicts import verdict
from steps.runtime.world import FILLER, World


@dataclass(frozen=True)
class ZoneWords:
    """One zone as the steps name it."""

    en: str  # the English word (``mana zone``), as steps.runtime.lists.zone_of reads it
    ja: str  # the Japanese word (``マナゾーン``)
    order: str = "left to right"  # how a list of its cards is read (written out: ``holds, top first:``)
    order_ja: str = "左から"
    unit: str = "cards"  # what ``has n ...`` counts
    unit_ja: str = "枚"
    also: tuple[str, ...] = ()  # other English words for it
    also_ja: tuple[str, ...] = ()
    setup: bool = True  # a set-up may put cards there
    fill: bool = True  # a set-up may fill it with filler cards (予言者リュゾル)


ZONES: tuple[ZoneWords, ...] = (
    ZoneWords("hand", "手札"),
    ZoneWords("mana zone", "マナゾーン"),
    ZoneWords("shield zone", "シールドゾーン", also=("shields",), also_ja=("シールド",)),
    ZoneWords("graveyard", "墓地", order="oldest first", order_ja="順に"),
    ZoneWords("deck", "山札", order="top first", order_ja="上から"),
    ZoneWords("battle zone", "バトルゾーン", unit="creatures", unit_ja="体"),
    ZoneWords("hyperspatial zone", "超次元ゾーン", fill=False),
    ZoneWords("super GR zone", "超GRゾーン", fill=False),
    ZoneWords("nowhere zone", "どこでもないゾーン", setup=False, fill=False),
)

P = r"player (?P<player>[AB])"
NOT_A_COUNT = r"(?!\d+ (?!x ))"  # ``has 2 cards`` is a count, ``has 2 x X`` and ``has 750男`` are cards


def words(zones: tuple[ZoneWords, ...], ja: bool = False) -> str:
    """The zones' words as a regex alternation, in the table's order."""
    return "|".join(w for z in zones for w in ((z.ja, *z.also_ja) if ja else (z.en, *z.also)))


def _zone(word: str) -> ZoneWords:
    """The table's row of a zone word (English or Japanese)."""
    return next(z for z in ZONES if word in (z.en, z.ja, *z.also, *z.also_ja))


SETUP = tuple(z for z in ZONES if z.setup)
FILLED = tuple(z for z in ZONES if z.fill)
ORDERS = "|".join(dict.fromkeys(z.order for z in ZONES))
ORDERS_JA = "|".join(dict.fromkeys(z.order_ja for z in ZONES))
UNITS = "|".join(dict.fromkeys(f"{z.unit[:-1]}s?" for z in ZONES))
UNITS_JA = "|".join(dict.fromkeys(z.unit_ja for z in ZONES))


def _checked(word: str, order: str | None = None, unit: str | None = None) -> ZoneWords:
    """The zone a step names, with the order or unit it writes checked against the table (a deck
    is listed top first; a battle zone counts creatures): a mismatch is a ScriptError."""
    z = _zone(word)
    if order and order not in (z.order, z.order_ja) and order != "順に":
        raise ScriptError(f"the {z.en} is listed {z.order} ({z.order_ja}), not {order}")
    if unit and unit.rstrip("s") != z.unit.rstrip("s") and unit != z.unit_ja:
        raise ScriptError(f"the {z.en} counts {z.unit} ({z.unit_ja}): write 'has n {z.unit}'")
    return z


# ------------------------------------------------------------------ the set-up (Given)
def holds(world: World, player: str, zone: str, cards: str, order: str | None = None) -> None:
    """Cards in a zone, in the zone's order (the deck top first; the battle zone left to right, ``X on
    Y`` X evolved onto Y, ``A + B`` linked, ``X with A`` the オーラ A attached to X; marks: a mana card
    ``(tapped)``, a shield ``(face up)``, a creature ``(tapped)``, ``(summoned this turn)``; in the
    shield zone ``X on Y`` is the castle X fortifying the shield Y)."""
    z = _checked(zone, order)
    if z.en == "deck":
        board.deck_holds(world, player, cards)
    elif z.en == "battle zone":
        board.battle_holds(world, player, cards)
    else:
        board.zone_holds(world, player, z.en, cards)


def has_card(world: World, player: str, zone: str, cards: str) -> None:
    """A card (or several) put into a zone, as ``holds:`` puts them.

    Example: ``player A's battle zone has 青銅の鎧``"""
    holds(world, player, zone, cards)


def has_count(world: World, player: str, zone: str, n: str, unit: str | None = None) -> None:
    """A zone with n cards (the battle zone: n creatures): filler cards (予言者リュゾル) are added up to
    n (the deck: n filler cards are added; the shield zone: shields up to n)."""
    z = _checked(zone, unit=unit)
    if z.en == "deck":
        board.deck_size(world, player, n)
    elif z.en == "shield zone":
        board.shield_count(world, player, n)
    elif z.en == "battle zone":
        have = len(world.game.state.players[player].battle)
        more = max(0, card_count(n, "the battle zone") - have)
        board.battle_holds(world, player, f"{more} x {FILLER}" if more else "nothing")
    else:
        board.zone_size(world, player, z.en, n)


# ------------------------------------------------------------------ the verdicts (Then)
def holds_now(world: World, player: str, zone: str, cards: str, order: str | None = None) -> tuple[str, str]:
    """A zone holds exactly these cards, in the zone's order (the deck top first, the graveyard
    oldest first, the others left to right; a creature ``X on Y``, linked ``A + B``); a pending card
    that belongs to it is listed at its place, marked ``(pending)``. Every name must be a catalog
    card (``nothing`` for an empty zone)."""
    z = _checked(zone, order)
    if z.en == "battle zone":
        return game_state.battle_is(world, player, cards)
    return game_state.zone_is(world, player, z.en, cards)


verdict(rf"{P}'s (?P<zone>{words(ZONES)}) holds(?:, (?P<order>{ORDERS}))?: (?P<cards>.+)")(holds_now)


def count_now(world: World, player: str, zone: str, n: str, unit: str | None = None) -> tuple[str, str]:
    """How many cards a zone holds (the battle zone: how many creatures, not the other objects)."""
    z = _checked(zone, unit=unit)
    if z.en == "battle zone":
        return game_state.battle_count(world, player, n)
    return game_state.zone_count(world, player, z.en, n)


verdict(rf"{P}'s (?P<zone>{words(ZONES)}) (?:has|holds) (?P<n>\d+) (?P<unit>{UNITS})")(count_now)


def has_now(world: World, player: str, zone: str, has: str, card: str) -> tuple[str, str]:
    """Whether a card is in a player's zone (as ``X is in player A's zone``: in the battle zone any card
    of a creature; a pending card is in the zone it belongs to). The card must be somewhere in the
    game: else the observation is ``not in the game``, and neither "has" nor "does not have" holds.

    Example: ``player A's hand has 青銅の鎧``"""
    z = _zone(zone)
    observed, expected = game_state.card_in(world, card, "is" if has == "has" else "is not", player, z.en)
    words = {"is": "has", "is not": "does not have"}
    return words.get(observed, observed), words.get(expected, expected)


verdict(rf"{P}'s (?P<zone>{words(ZONES)}) (?P<has>has|does not have) {NOT_A_COUNT}(?P<card>.+)")(has_now)


# ------------------------------------------------------------------ registering the set-up steps
# register_given() runs at import, registering the step where pytest-bdd looks for it (a frame up): mutation testing
# leaves it alone, as it leaves verdict() (a mutant's trampoline would add a frame and register nothing).
def register_given(pattern: str, fn: Callable[..., None]) -> None:  # pragma: no mutate block
    """Register a set-up step where it is called from (its location: the line that calls this)."""
    caller = sys._getframe(1)
    fn.__dict__["location"] = f"steps/library/{caller.f_code.co_filename.rsplit('/', 1)[-1]}:{caller.f_lineno}"
    given(phrase(pattern), stacklevel=2)(fn)


def given_holds(world: World, player: str, zone: str, cards: str, order: str | None = None) -> None:
    holds(world, player, zone, cards, order)


given_holds.__doc__ = holds.__doc__


def given_has_card(world: World, player: str, zone: str, cards: str) -> None:
    has_card(world, player, zone, cards)


given_has_card.__doc__ = has_card.__doc__


def given_has_count(world: World, player: str, zone: str, n: str, unit: str | None = None) -> None:
    has_count(world, player, zone, n, unit)


given_has_count.__doc__ = has_count.__doc__

register_given(rf"{P}'s (?P<zone>{words(SETUP)}) holds(?:, (?P<order>{ORDERS}))?: (?P<cards>.+)", given_holds)
register_given(rf"{P}'s (?P<zone>{words(SETUP)}) has {NOT_A_COUNT}(?P<cards>.+)", given_has_card)
register_given(rf"{P}'s (?P<zone>{words(FILLED)}) has (?P<n>\d+) (?P<unit>{UNITS})", given_has_count)
