"""How an order table may name a card's ability: as the trace names it (its label, else its trigger
event), by another of its trigger events, or in its printed wording (the catalog card's text, whole
or its start: ``このクリーチャーがバトルゾーンに出た時``). :func:`ability_named` turns what a table wrote
into the trace's name; ``dmrules steps order`` lists the words (:func:`trigger_events`)."""

from __future__ import annotations

from collections.abc import Iterator

from engine.model.cards import Ability, CardDef
from engine.model.errors import ScriptError
from engine.model.text import normal
from steps.runtime.world import World

MIN_PREFIX = 4  # the fewest characters of a printed text that name an ability by its start


def _plain(text: str) -> str:
    """A printed text compared as written by hand: NFKC, no spaces, no 「」, no final 。."""
    return "".join(normal(text).split()).strip("「」").rstrip("。")


def versions(card: CardDef) -> list[CardDef]:
    """A card's texts: itself, its spell side, its DMPS versions (each once)."""
    out = [*card.sides]
    for other in (card.dmps, card.dmps_old):
        if other is not None:
            out += [o for o in other.sides if o not in out]
    return out


def abilities(card: CardDef) -> Iterator[Ability]:
    """Every ability a card's texts hold (its versions, its spell side, the abilities they grant)."""
    for version in versions(card):
        for ability in version.abilities:
            yield ability
            yield from ability.static.get("abilities", ())


def words_of(ability: Ability) -> tuple[str, ...]:
    """What names an ability besides the trace's name: its label and its trigger events."""
    return tuple(w for w in (ability.label, *(t.event for t in ability.triggers)) if w)


def ability_named(world: World, source: str, written: str) -> str:
    """The trace's name of the ability of ``source`` (a catalog name) that ``written`` names: the
    trace's name itself, a label or trigger event of one of its abilities, or its printed text (or
    the start of it). A text no ability has is returned as written (the verdict then shows what
    resolved); one that names abilities with different names is an error listing them."""
    every = list(abilities(world.game.catalog.get(source)))
    if not written.strip() or any(a.name == written.strip() for a in every):
        return written.strip()
    want = _plain(written)
    named = {a.name for a in every if want in map(_plain, words_of(a))}
    if not named and len(want) >= MIN_PREFIX:
        named = {a.name for a in every if a.text and _plain(a.text).startswith(want)}
    if len(named) > 1:
        raise ScriptError(f"{written!r} names several abilities of {source}: {', '.join(sorted(named))}; "
                          f"write one of these")
    return named.pop() if named else written.strip()


def trigger_events() -> tuple[str, ...]:
    """Every trigger event card data may use (what an ability is named by when it has no label)."""
    import engine.catalog.vocabulary  # noqa: F401  (registers the events)
    from engine.kernel import registry

    return tuple(registry.TRIGGERS)


# What ``dmrules steps`` prints under a step whose table has an ability column (the steps' ``accepts``).
ABILITY_COLUMN = (("ability", "as the trace names it (its label, else its trigger event; `dmrules cards NAME` shows "
                   "both), another of its trigger events, or its printed wording (the card's text, or its start); "
                   "the trigger events", trigger_events),)
