"""Headers (「…次の能力…」): a line whose ability is used or gained in a particular way — the next line. Built
from the keyword definitions (:mod:`engine.model.keywords`, those with a :class:`~engine.model.keywords.Header`)."""

from __future__ import annotations

from engine.catalog.text.grammar.keyword_templates import register
from engine.model.keywords import DEFINITIONS

for _k in DEFINITIONS:
    if _k.header is not None:
        register(_k)
