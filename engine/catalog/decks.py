"""Deck validation: the main deck, the hyperspatial zone and the super GR a player brings to a game.

Rules (003 事前準備, 2011 TCG overview): the main deck has exactly 40 cards, at most 4 of
one card, and no psychic creature; the hyperspatial zone holds 0 to 8 cards, at most 4 of
one card, psychic creatures only (later TCG rules also admit draghearts: so do we, as any
card that lives in the hyperspatial zone). DMPS (000 DP殿堂): a DP殿堂 card at most once. The
super GR (超GR, rule notice 2019-03-15, 100.4): optional, but if brought exactly 12 cards, GR
creatures only, at most 2 of a name; GR creatures go nowhere else.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from engine.catalog.loader import default_catalog
from engine.kernel.rules import CardSource
from engine.model.cards import CardDef, CardType, DeckList
from engine.policies.profiles import Profile

MAIN_DECK_SIZE = 40
HYPERSPATIAL_MAX = 8
GR_SIZE = 12
GR_COPIES = 2

__all__ = ["GR_COPIES", "GR_SIZE", "HYPERSPATIAL_MAX", "MAIN_DECK_SIZE", "DeckList", "deck_problems"]


def _copies(names: Sequence[str], limit: int, where: str) -> list[str]:
    return [f"{n} x {name} in the {where} (at most {limit} copies of a card)"
            for name, n in Counter(names).items() if n > limit]


def _distinct(cards: Sequence[CardDef]) -> list[CardDef]:
    return list({d.name: d for d in cards}.values())


def deck_problems(deck: DeckList, profile: Profile, catalog: CardSource | None = None) -> list[str]:
    """Every rule the deck list breaks under ``profile``, in a fixed order; [] when legal."""
    cat = catalog or default_catalog()
    main = [profile.texts.version(cat.get(n)) for n in deck.main]
    hyper = [profile.texts.version(cat.get(n)) for n in deck.hyperspatial]
    gr = [profile.texts.version(cat.get(n)) for n in deck.gr]
    out: list[str] = []
    if len(main) != MAIN_DECK_SIZE:
        out.append(f"the main deck has {len(main)} cards, not exactly {MAIN_DECK_SIZE}")
    out += _copies([d.name for d in main], profile.decks.copy_limit, "main deck")
    out += [f"{d.name} is a {d.type}: it cannot be in the main deck"
            for d in _distinct(main) if d.type.is_hyperspatial]
    if len(hyper) > HYPERSPATIAL_MAX:
        out.append(f"the hyperspatial zone has {len(hyper)} cards (at most {HYPERSPATIAL_MAX})")
    out += _copies([d.name for d in hyper], profile.decks.copy_limit, "hyperspatial zone")
    out += [f"{d.name} is a {d.type}: only psychic cards go in the hyperspatial zone"
            for d in _distinct(hyper) if not d.type.is_hyperspatial]
    out += [f"{d.name} is a GR creature: it goes in the super GR only"
            for d in _distinct([*main, *hyper]) if d.type is CardType.GR_CREATURE]
    if gr and len(gr) != GR_SIZE:
        out.append(f"the super GR has {len(gr)} cards (none, or exactly {GR_SIZE})")
    out += _copies([d.name for d in gr], GR_COPIES, "super GR")
    out += [f"{d.name} is a {d.type}: only GR creatures go in the super GR"
            for d in _distinct(gr) if d.type is not CardType.GR_CREATURE]
    if profile.decks.dp_hall_of_fame:
        counts = Counter(d.name for d in [*main, *hyper] if d.dp_hall_of_fame)
        out += [f"{n} x {name} (a DP殿堂 card: at most 1 copy in a deck)" for name, n in counts.items() if n > 1]
    return out
