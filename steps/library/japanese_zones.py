"""The Japanese twins of the zone steps, generated from the same table (:data:`steps.library.zone_vocabulary.ZONES`):
``プレイヤーAの<zone>に(上から|左から) <cards> がある``, ``プレイヤーAの<zone>が2枚ある`` (the battle zone:
``2体いる``), and the verdicts ``…の<zone>のカードは <cards>``, ``…の<zone>は2枚``, ``…の<zone>に <card> がある|ない``.
Each reads its Japanese words (a card list with 、, 《》 around names) and calls its English step's function."""

from __future__ import annotations

from steps.library import board
from steps.library.japanese_phrasings import card_en, cards_en
from steps.library.zone_vocabulary import (
    FILLED,
    SETUP,
    ZONES,
    count_now,
    given_has_card,
    given_has_count,
    given_holds,
    has_count,
    has_now,
    holds,
    holds_now,
    register_given,
    words,
)
from steps.runtime.twins import twin_of
from steps.runtime.verdicts import verdict
from steps.runtime.world import World

P = r"プレイヤー(?P<player>[AB])"
ORDERS = "|".join(dict.fromkeys(z.order_ja for z in ZONES))
UNITS = "|".join(dict.fromkeys(z.unit_ja for z in ZONES))
NOT_A_COUNT = r"(?!\d+(?:枚|体)$)"  # ``…のカードは2枚`` is a count


@twin_of(given_holds, given_has_card,
         examples=("プレイヤーAの手札に青銅の鎧、アクア・ビークルがある", "プレイヤーAのバトルゾーンに青銅の鎧がいる"))
def ja_holds(world: World, player: str, zone: str, cards: str, order: str | None = None) -> None:
    """Cards in a zone (``player A's <zone> holds: ...``, ``player A's <zone> has X``)."""
    holds(world, player, zone, cards_en(cards), order)


@twin_of(given_has_count, board.shield_count,
         examples=("プレイヤーAの手札が2枚ある", "プレイヤーAのシールドが2枚ある"))
def ja_has_count(world: World, player: str, zone: str, n: str, unit: str | None = None) -> None:
    """Filler cards up to n (``player A's <zone> has n cards``)."""
    has_count(world, player, zone, n, unit)


register_given(rf"{P}の(?P<zone>{words(SETUP, True)})に(?P<order>{ORDERS})?\s*(?P<cards>.+?)\s*が(?:ある|いる)",
               ja_holds)
register_given(rf"{P}の(?P<zone>{words(FILLED, True)})(?:に(?:カード|クリーチャー))?が(?P<n>\d+)(?P<unit>{UNITS})"
               r"(?:ある|いる)", ja_has_count)


@twin_of(holds_now)
def ja_holds_now(world: World, player: str, zone: str, cards: str, order: str | None = None) -> tuple[str, str]:
    """Exactly these cards, in order (``player A's <zone> holds: ...``)."""
    return holds_now(world, player, zone, cards_en(cards), order)


verdict(rf"{P}の(?P<zone>{words(ZONES, True)})の(?:カード|クリーチャー)は(?P<order>{ORDERS})?\s*"
        rf"{NOT_A_COUNT}(?P<cards>.+)", "ja")(ja_holds_now)


@twin_of(count_now)
def ja_count_now(world: World, player: str, zone: str, n: str, unit: str | None = None) -> tuple[str, str]:
    """How many cards (``player A's <zone> has n cards``)."""
    return count_now(world, player, zone, n, unit)


verdict(rf"{P}の(?P<zone>{words(ZONES, True)})(?:の(?:カード|クリーチャー))?は(?P<n>\d+)(?P<unit>{UNITS})",
        "ja")(ja_count_now)


@twin_of(has_now)
def ja_has_now(world: World, player: str, zone: str, card: str, has: str) -> tuple[str, str]:
    """Whether the card is there (``player A's <zone> has|does not have X``)."""
    return has_now(world, player, zone, "does not have" if has.endswith("ない") else "has", card_en(card))


verdict(rf"{P}の(?P<zone>{words(ZONES, True)})に\s*(?P<card>.+?)\s*が(?P<has>ある|いる|ない|いない)", "ja")(ja_has_now)
