"""Compiled cards as catalog entries (the shape of ``engine/catalog/cards/*.yaml``).

The compiler's values keep the text's structure (one list of items per line) and surface hints;
this package turns a compiled card into one catalog entry: keywords gathered (:mod:`.keywords`),
abilities in text order with ``when``/``do``/``text`` (:mod:`.cards`), "may" lifted to ``optional``
(:mod:`.sequences`), steps as the engine's operations (:mod:`.steps`), static abilities as its static
kinds (:mod:`.statics`), headers (「次の能力」) applied to the line they introduce, internal trigger
events mapped to the engine's names (:mod:`.when`), hints dropped.
"""

from __future__ import annotations

from engine.catalog.text.entries.aliases import alias_for, english_aliases
from engine.catalog.text.entries.card_entries import CARD_TYPES, export_card
from engine.catalog.text.entries.sequences import export_do
from engine.catalog.text.entries.static_entries import export_static
from engine.catalog.text.entries.steps import export_step
from engine.catalog.text.entries.when import export_when

__all__ = ["CARD_TYPES", "alias_for", "english_aliases", "export_card", "export_do", "export_static", "export_step",
           "export_when"]
