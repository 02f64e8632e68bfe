"""The card-data vocabulary, as the engine declares it: each name with its doc and arguments.

Nothing is written here: every entry is declared once where it is implemented and lives in a
table of :mod:`engine.kernel.registry` (operations in :mod:`engine.ops`, trigger events in
:mod:`engine.mechanics.triggers`, replacement events in :mod:`engine.mechanics.replacement`,
filter keys in :mod:`engine.mechanics.filters`, target keys in :mod:`engine.mechanics.targets`,
static abilities in :mod:`engine.mechanics.statics`, keywords in :mod:`engine.model.keywords`).
Importing this module imports those modules, so the tables are full; :func:`sections` assembles
them for ``dmrules cards --vocabulary`` and ``engine/catalog/cards/README.md``
(``python -m tools.readme``).
"""

from __future__ import annotations

from collections.abc import Iterable

import engine.ops  # noqa: F401  (registers every operation and condition)
from engine.kernel import registry
from engine.kernel.args import Arg, ArgType, Filter, Keys, OneOf
from engine.mechanics import filters, replacement, statics, targets, triggers, zones  # noqa: F401  (they register)
from engine.model.keywords import KEYWORDS

__all__ = ["args_text", "sections"]


def args_text(args: Iterable[Arg]) -> str:
    """The arguments as the docs write them: ``name`` (type; default d): doc; ..."""
    return "; ".join(a.describe() for a in args)


def _with(doc: str, args: Iterable[Arg], lead: str) -> str:
    listed = args_text(args)
    return f"{doc}. {lead}: {listed}" if listed else doc


def _event(e: registry.EventDef) -> str:
    doc = e.doc + ("; it reads a filter (of the creature or card it concerns)" if e.filtered else "")
    return _with(doc, e.params, "Its own keys")


def sections() -> list[tuple[str, dict[str, str]]]:
    """The vocabulary by section: (title, {name: what it is, with its arguments})."""
    ops = {name: _with(d.doc, [a for a in d.args if a.name != "if"], "Args") for name, d in registry.OPS.items()}
    return [
        ("Trigger events (`when:`)", {name: _event(e) for name, e in registry.TRIGGERS.items()}),
        ("Replacement events (`instead of:`)", {name: _event(e) for name, e in registry.REPLACEMENTS.items()}),
        ("Operations (`do:`; a bare value `- op: v` is the first argument; every operation takes `if:`)", ops),
        ("Conditions (`if:`)", {name: f"({_value(d.value)}) {d.doc}" for name, d in registry.CONDITIONS.items()}),
        ("Trigger keys (`when:`): a filter (if the event reads it) plus these and the event's own",
         _keys(registry.TRIGGER_KEYS)),
        ("Replacement keys (`instead of:`): a filter (if the event reads it) plus these and the event's own",
         _keys(registry.REPLACEMENT_KEYS)),
        ("Filter keys (triggers, targets, card filters, grants, `evolves_from`)", _keys(registry.FILTER_KEYS)),
        ("Target specs (`target:`): a filter plus", _keys(registry.SELECTION_KEYS)),
        ("Counts (`{count: {...}, plus: k}`)", _keys(registry.COUNT_KEYS)),
        ("Grants (`static: {grant: ...}`): a filter plus", _keys(registry.GRANT_KEYS)),
        ("Evolution sources (`evolves_from:`): a filter plus", _keys(registry.EVOLVES_FROM_KEYS)),
        ("Keywords (`keywords:`)", dict(KEYWORDS)),
        ("Static abilities (`static:`)", {name: f"{d.doc}. Takes: {_value(d.value)}"
                                         for name, d in registry.STATICS.items()}),
    ]


def _value(t: ArgType) -> str:
    """What a condition or a static ability takes: a mapping's keys with their docs."""
    if isinstance(t, OneOf):
        return " | ".join(_value(o) for o in t.options)
    if isinstance(t, Keys):
        return "{" + args_text(t.args) + "}"
    if isinstance(t, Filter) and t.extra:
        return f"{t.what}, plus {{{args_text(t.extra)}}}"
    return t.describe()


def _keys(table: dict[str, Arg]) -> dict[str, str]:
    return {name: a.describe().split(" ", 1)[1] for name, a in table.items()}
