"""The super GR zone (超GRゾーン) and GR summon (GR召喚).

A player may bring a super GR (超GR): exactly 12 GR creatures, at most 2 of a name, or none
(rule notice 2019-03-15, 100.4; engine.catalog.decks). It is shuffled before the game and put
face down in the super GR zone: hidden, ordered, not a deck (an effect on "the deck" never
reads it, and an empty super GR makes nobody lose: dmwiki 超GR).

GR summon: the player summons the top card of their super GR as if its cost were paid (GR召喚:
自分の超GRの上から1枚目を、コストを支払ったものとして召喚する). It is a summon: a lock on summoning
stops it, an effect against putting creatures without a summon does not (dmwiki GR召喚). Since
2021-04-14 a GR creature that could not come out is not summoned at all, and stays where it is
(dmwiki GR召喚, Q&A 39609/39612). Several GR summons are made one at a time, each creature put
before the next summon (official Q&A of 2022-07-22).

A GR creature put into a zone other than the battle zone goes there, then at once to the
bottom of its owner's super GR face down (rule notice 2019-03-15, 117.1/118; dmwiki 超GRゾーン:
「一度指定されたゾーンを経由して直ぐに…一番下に裏向きで置かれる」): the engine makes that
second move a state-based action, so what the first move triggered still triggers. The GR
summon itself is an operation (engine.ops.gr_summon).
"""

from __future__ import annotations

from operator import attrgetter

from engine.kernel.rules import Rules
from engine.model.cards import CardType
from engine.model.objects import CARD_LISTS, CARD_ZONES, Zone

BACK_TO_GR = "GR creature back to the super GR (118)"
_GR = CardType.GR_CREATURE
_TYPE = attrgetter("definition.type")
# the zones other than the super GR, in CARD_ZONES's order, as Player attributes (Player.cards_in, read directly)
_OUTSIDE_GR = tuple(CARD_LISTS[zone] for zone in CARD_ZONES if zone is not Zone.GR)


def back_to_gr(game: Rules) -> None:
    """State-based: each GR creature card in a zone other than the battle zone and the super GR
    is put on the bottom of its owner's super GR, face down (118), zone by zone."""
    if not game.made.gr:
        return  # the game made no GR creature card (engine.model.made)
    for p in game.state.players.values():
        for held_in in _OUTSIDE_GR:
            cards = getattr(p, held_in)
            if _GR not in map(_TYPE, cards):  # the common case, read in one pass
                continue
            for card in [c for c in cards if c.definition.type is _GR]:
                game.move_card(card, Zone.GR, BACK_TO_GR, bottom=True)
