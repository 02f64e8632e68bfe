"""``dmrules cards NAME``: one card of the card catalog as a reader wants it, and the card catalog as rows."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from rich.console import Console
from rich.text import Text

from engine.catalog.loader import Catalog
from engine.kernel import registry
from engine.model.cards import Ability, CardDef, Effect, Trigger
from engine.model.errors import UnknownCardError, nearest
from reports.model.card_search import CardQuery, card_keywords, key, search

LIST_HEADERS = ["name", "aliases", "type", "civilizations", "cost", "power", "keywords", "DMPS version"]
ALIAS_SEP = " | "  # not ", ": an English card name has commas of its own


def find(catalog: Catalog, name: str) -> CardDef:
    """The card named ``name`` (its name or an alias; any case, any width), or an UnknownCardError
    with the nearest names."""
    found = named(catalog, name)
    if found is not None:
        return found
    raise UnknownCardError(name, near(catalog, name))


def named(catalog: Catalog, name: str) -> CardDef | None:
    """The card called exactly ``name`` (its name or an alias; compared any case, any width)."""
    if name in catalog:
        return catalog.get(name)
    return next((c for c in catalog for n in (c.name, *c.aliases) if key(n) == key(name)), None)


def near(catalog: Catalog, name: str) -> list[str]:
    """The names nearest to ``name`` (for "did you mean")."""
    names = [n for c in catalog for n in (c.name, *c.aliases)]
    return nearest(name, names) or [n for n in names if name.casefold() in n.casefold()][:3]


def lookup(catalog: Catalog, query: CardQuery) -> CardDef | list[CardDef]:
    """``dmrules cards NAME [filters]``: the one card NAME names exactly (when nothing else is
    asked), else every card the query finds (NAME: the start of a name). A name that starts no
    card's name is an UnknownCardError with the nearest names."""
    if query.prefix and not query.filters:
        exact = named(catalog, query.prefix)
        if exact is not None:
            return exact
    found = search(catalog, query)
    if query.prefix and not found and not search(catalog, CardQuery(prefix=query.prefix)):
        raise UnknownCardError(query.prefix, near(catalog, query.prefix))
    return found


def rows(catalog: Iterable[CardDef]) -> list[list[str]]:
    return [[c.name, ALIAS_SEP.join(c.aliases), c.type.value, "/".join(c.civilizations), str(c.cost),
             "" if c.power is None else str(c.power), ", ".join(card_keywords(c)), "yes" if c.dmps else ""]
            for c in catalog]


def flow(value: Any) -> str:
    """A value as compact YAML-ish text: ``{race: X, count: 2}``, ``[a, b]`` (an effect or an ability
    written in an operation's arguments as the card data writes it)."""
    if isinstance(value, Effect):
        return effect_text(value)
    if isinstance(value, Ability):
        head = {"triggered": "when", "replacement": "instead of", "static": "static"}[value.kind]
        what = " or ".join(trigger_text(t) for t in value.triggers) if value.triggers else flow(value.static)
        return "{" + f"{head}: {what}" + (f", do: {flow(value.effects)}" if value.effects else "") + "}"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{k}: {flow(v)}" for k, v in value.items()) + "}"
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(flow(v) for v in value) + "]"
    return str(value).lower() if isinstance(value, bool) else str(value)


def trigger_text(t: Trigger) -> str:
    return t.event + (f" {flow(t.filter)}" if t.filter else "")


def effect_text(e: Effect) -> str:
    """``op``, ``op: value`` (the bare value: its first argument) or ``op: {args}``."""
    if not e.args:
        return e.op
    found = registry.OPS.get(e.op)
    bare = found.args[0].name if found is not None else "n"
    if set(e.args) == {bare} and not isinstance(e.args[bare], (dict, list, tuple)):
        return f"{e.op}: {flow(e.args[bare])}"
    return f"{e.op}: {flow(e.args)}"


def ability_lines(n: int, a: Ability, indent: str) -> list[str]:
    head = {"triggered": "when", "replacement": "instead of", "static": "static"}[a.kind]
    what = " or ".join(trigger_text(t) for t in a.triggers) if a.triggers else flow(
        {k: v for k, v in a.static.items() if k != "abilities"})
    lines = [f"{indent}{n}. {head}: {what}" + (f"  ({a.label})" if a.label else "")]
    sub = indent + "   "
    if a.text:
        lines.append(f"{sub}text: {a.text}")
    flags = [f"if {flow(a.condition)}" if a.condition else "", "optional" if a.optional else "",
             "once per turn" if a.once_per_turn else ""]
    if any(flags):
        lines.append(f"{sub}" + "; ".join(f for f in flags if f))
    lines += [f"{sub}do: {effect_text(e)}" for e in a.effects]
    granted = a.static.get("abilities", ())
    if granted:
        lines.append(f"{sub}grants:")
    for m, ability in enumerate(granted, 1):
        lines += ability_lines(m, ability, sub + "  ")
    return lines


def facts(card: CardDef) -> list[tuple[str, str]]:
    """The card's facts as (field, text); an empty text: the card has none."""
    if card.reference_only:  # only its name (and reading) is known
        return [("aliases", ALIAS_SEP.join(card.aliases)), ("reference only", "yes"),
                ("ruby", " + ".join(f"{w} ({r})" if r else w for w, r in card.ruby)), ("source", card.source),
                ("note", card.note)]
    return [("aliases", ALIAS_SEP.join(card.aliases)), ("type", card.type.value),
            ("civilizations", ", ".join(card.civilizations)), ("cost", str(card.cost)),
            ("power", "" if card.power is None else str(card.power)), ("races", ", ".join(card.races)),
            ("mana number", str(card.mana_number) if card.mana_number != 1 else ""),
            ("keywords", ", ".join(sorted(card.keywords))),
            ("evolves from", flow(card.evolves_from) if card.evolves_from else ""),
            ("battle civilizations", ", ".join(card.battle_civilizations)), ("god", card.god),
            ("DP殿堂", "yes" if card.dp_hall_of_fame else ""), ("source", card.source), ("note", card.note)]


def fact_lines(card: CardDef, base: CardDef | None = None) -> list[str]:
    """One line per fact the card has; with ``base``, only the facts that differ from it."""
    old = dict(facts(base)) if base else {}
    return [f"  {k}: {v or '(none)'}" for k, v in facts(card)
            if (base is None and v) or (base is not None and old.get(k) != v)]


def card_lines(card: CardDef) -> list[str]:
    lines = [card.name, *fact_lines(card)]
    if card.abilities:
        lines.append("  abilities:")
        for n, a in enumerate(card.abilities, 1):
            lines += ability_lines(n, a, "    ")
    if card.dmps is not None:
        lines.append("  DMPS version (what differs):")
        lines += ["  " + ln for ln in fact_lines(card.dmps, card)]
        if card.dmps.abilities != card.abilities:
            lines.append("    abilities:")
            for n, a in enumerate(card.dmps.abilities, 1):
                lines += ability_lines(n, a, "      ")
    return lines


def render_card(card: CardDef, console: Console) -> None:
    lines = card_lines(card)
    console.print(Text(lines[0], style="bold"), soft_wrap=True)
    for line in lines[1:]:
        key, sep, _ = line.partition(": ")
        text = Text(line)
        if sep and not key.strip()[:1].isdigit():
            text.stylize("dim", 0, len(key) + 1)
        console.print(text, soft_wrap=True, highlight=False)
