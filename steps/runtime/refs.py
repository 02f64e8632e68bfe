"""What a verdict looks for: card names checked against the catalog, and where a card is.

Every verdict step that names a card goes through here, so that a claim can fail:

- a name that is neither a catalog name nor an alias is an error that names the nearest
  catalog names, under every profile (a misspelt ``X is not in the graveyard`` must never hold);
- a known card that is not where the claim looks is an observation: ``gone (player B's
  graveyard)`` for a creature the claim reads that is no longer in the battle zone, ``not in
  the game`` for a card no zone of either player holds, ``has no triggered ability`` for a
  card whose abilities (and those any card in the game could give it) never wait;
- a claim about what happened to a card (declared, offered, seen, put, left) on a card that is not
  in the game is an error (:func:`present`): its negative form would hold of nothing.

Names come back as the catalog writes them (an English alias becomes the Japanese name), so
an alias compares equal to what the engine records.
"""

from __future__ import annotations

from collections.abc import Iterator

from engine.mechanics.replacement import KEYWORD_REPLACEMENTS
from engine.model.cards import Ability, CardDef
from engine.model.errors import ScriptError
from engine.model.objects import CARD_ZONES, Card, Creature, Zone
from steps.runtime.lists import names, nth, parse_list, split_index
from steps.runtime.world import World

NOT_IN_GAME = "not in the game"
GRANTING_OPS = ("grant", "grant replacement")


def card_name(world: World, name: str) -> str:
    """The catalog's name of a card (an alias becomes the Japanese name; ``#k`` is kept).
    An unknown name raises UnknownCardError with the nearest catalog names."""
    base, index = split_index(name)
    return world.game.catalog.get(base).name + index


def base_name(world: World, name: str) -> str:
    """The catalog's name of a card, without a ``#k`` index."""
    return split_index(card_name(world, name))[0]


def card_names(world: World, text: str) -> list[str]:
    """A card list (``X, 2 x Y``, ``X then Y``, ``nothing``) as catalog names, in order."""
    return [card_name(world, n) for n in names(parse_list(text.replace(" then ", ", ")))]


def card_list(world: World, text: str) -> str:
    """A card list as a verdict's expected value: catalog names joined by ``, `` (``nothing``)."""
    return ", ".join(card_names(world, text)) or "nothing"


def copies(world: World, name: str) -> Iterator[tuple[str, Zone, Card]]:
    """Every card of that catalog name in the game: (player, zone, card); a creature's cards count."""
    base, _ = split_index(name)
    return ((player, zone, card) for player, zone, card in _every_card(world) if card.name == base)


def whereabouts(world: World, name: str) -> str:
    """Where the cards of that name are (``player B's graveyard``), or ``not in the game``."""
    places = dict.fromkeys(f"player {player}'s {zone}" for player, zone, _ in copies(world, name))
    return ", ".join(places) or NOT_IN_GAME


def in_game(world: World, name: str) -> bool:
    return any(True for _ in copies(world, name))


class NotInGameError(ScriptError):
    """A verdict names a card that no zone of either player holds: a claim about it would hold of
    nothing (``player B does not declare X`` for an X that is not there), so the scenario is wrong."""


def present(world: World, name: str) -> str:
    """The catalog's name of a card a verdict reads, which must be in the game (any zone of either
    player, where it belongs): an unknown name raises UnknownCardError, an absent one NotInGameError."""
    base = base_name(world, name)
    if not in_game(world, base):
        raise NotInGameError(f"{base} is not in the game (no zone of either player holds it): a verdict on it "
                             "would hold of nothing; set it up where the source has it")
    return base


def creature(world: World, name: str) -> Creature | str:
    """The creature a claim reads (its top card has that name; ``X#k``: the k-th), or what
    became of it: ``gone (player B's graveyard)`` or ``not in the game``."""
    base, index = split_index(card_name(world, name))
    k = nth(index)
    found = [cr for pl in ("A", "B") for cr in world.game.state.players[pl].battle if cr.name == base]
    if len(found) >= k:
        return found[k - 1]
    where = whereabouts(world, base)
    return NOT_IN_GAME if where == NOT_IN_GAME else f"gone ({where})"


def _abilities(definition: CardDef) -> Iterator[Ability]:
    """A card's abilities and the abilities its static abilities grant."""
    for ab in definition.abilities:
        yield ab
        yield from ab.static.get("abilities", ())


def _gives(ab: Ability) -> bool:
    """Whether an ability gives creatures abilities or keywords (a static grant, a grant operation)."""
    return "grant" in ab.static or any(e.op in GRANTING_OPS for e in ab.effects)


def _every_card(world: World) -> Iterator[tuple[str, Zone, Card]]:
    """Every card in the game where it belongs: pending cards at their zone (409), cards in the
    nowhere zone (before 2022-09-14), castles on the shields, a creature's cards, linked cards and
    auras, sealed creatures' too (116: in the battle zone, ignored); not face-down seals."""
    for player, p in world.game.state.players.items():
        for zone in CARD_ZONES:
            for card in p.belonging(zone):
                yield player, zone, card
        for card in p.cards_in(Zone.NOWHERE):
            yield player, Zone.NOWHERE, card
        for card in p.declared:  # a declared DMPS shield trigger waits out of every zone (000)
            yield player, Zone.NOWHERE, card
        for card in (*p.castles, *p.under_shields):  # castles on shields, cards stacked under them
            yield player, Zone.SHIELDS, card
        for cr in (*p.battle, *p.sealed):
            for card in [*cr.cards, *cr.linked_cards, *cr.auras]:
                yield player, Zone.BATTLE, card


def has_ability(world: World, name: str, kind: str) -> bool:
    """Whether a card of that name in the game (its text under the running profile) has an ability
    of ``kind`` (``triggered`` or ``replacement``; a replacement keyword counts), or a card in the
    game gives abilities (which may be one of those)."""
    base, _ = split_index(name)
    for _, _, card in copies(world, base):
        d = card.definition
        if any(ab.kind == kind for ab in _abilities(d)):
            return True
        if kind == "replacement" and any(d.has(k) for k in KEYWORD_REPLACEMENTS):
            return True
    return any(_gives(ab) for _, _, card in _every_card(world) for ab in card.definition.abilities)


def ability_missing(world: World, name: str, kind: str) -> str | None:
    """Why a claim about the ``kind`` ability of a card can't be about anything (the card is
    not in the game, or has no such ability), or None when there is one to look at."""
    base = card_name(world, name)
    if not in_game(world, base):
        return NOT_IN_GAME
    if not has_ability(world, base, kind):
        return f"has no {kind} ability"
    return None
