"""The grammar: templates from printed Japanese to the dmrules card vocabulary.

Every template is written once (see :mod:`engine.catalog.text.templates` for the notation: slots, wording
choices ``[a|b]``, conjugated verbs ``<verb>``, value skeletons) and composes with the others
through nonterminals. One module per topic, imported in the order the templates are tried; from the
bottom up:

- terminals: ``num``, ``name`` (a card name inside 《》), ``civ``, ``race``, ``racecat``;
- ``kwname``: a keyword named inside 「」 (「ブロッカー」 -> blocker);
- ``mod`` + ``noun`` -> ``np``: a creature noun phrase as a filter dict in text order
  (相手の / パワー2000以下の / タップされていない / 「ブロッカー」を持つ ... + クリーチャー or a race);
  ``cmod`` + ``cnoun`` -> ``cnp``: the same for cards in a zone;
- ``count`` (1体, 2体まで, すべて), ``ccount`` (1枚 ...), ``zone``, ``per`` (「…1体につき」);
- ``tsel`` / ``target``: a noun phrase with its count and how the choice is worded (…を1体選び、);
- ``dur`` (このターン、), ``subj`` (このクリーチャー, …すべて) and ``gain`` (のパワーは+Nされる, は「…」を得る);
- ``op``: one operation, ending in a conjugated verb (so ``op.may`` 〜てもよい, ``op.stem`` 〜し、,
  ``op.te``, ``op.past`` exist too); ``step``: an operation or a choice of two (「AするかBする」);
- ``body``: steps chained by 、 / 。 / その後、 / そうした場合、 ..., ending with 。;
- ``cond`` (「…があれば」), ``trigger`` (「…時、」: ``tsubj`` が ``tevent`` 時), ``instead`` + ``repl``
  (replacement abilities), ``spre`` (the situation of a static ability);
- ``item``: what a line is made of — a keyword (its reminder text recognised), a header (「次の能力」),
  a triggered ability, a one-shot effect (spells), a static ability, an evolution condition;
- ``line``: a sequence of items.

Values follow the catalog's YAML (``engine/catalog/cards/README.md``): ability dicts with
``when``/``do``, operations as ``{op: args}``, targets as ``{player, count, filter keys...}``;
:mod:`engine.catalog.text.entries` maps the few internal shapes (trigger events, statics) to the catalog's.
Keys starting with ``_`` are surface hints (a wording the vocabulary does not distinguish), dropped
on export. Where two templates could give the same value, one of them records a hint, so the
renderer's first applicable template is always the printed wording.
"""

from __future__ import annotations

import importlib
from functools import lru_cache

from engine.catalog.text.grammar.terminals import CIVILIZATIONS, RACE_CATEGORIES, RACES, G
from engine.catalog.text.templates import Grammar

# The topic modules, in the order their templates are registered (the order in which the parser tries them).
TOPICS = ("keyword_templates", "notes", "headers", "nouns", "gains", "creature_ops", "card_ops", "deck_ops",
          "other_ops", "bodies", "condition_templates", "trigger_templates", "static_templates", "items")
_MODULES = {topic: importlib.import_module(f"{__name__}.{topic}") for topic in TOPICS}

# The printed notes (parenthesised reminders of what an effect gives), read by the exporter.
KEYWORD_REMINDERS: list[str] = _MODULES["notes"].KEYWORD_REMINDERS
TRIGGERS_USABLE: tuple[str, ...] = _MODULES["notes"].TRIGGERS_USABLE
# Printed keyword names (ブロッカー -> blocker), from the keyword definitions.
KEYWORD_NAMES: dict[str, str] = _MODULES["keyword_templates"].KEYWORD_NAMES

__all__ = ["CIVILIZATIONS", "KEYWORD_NAMES", "KEYWORD_REMINDERS", "RACES", "RACE_CATEGORIES", "TRIGGERS_USABLE", "G", "grammar"]


@lru_cache(maxsize=1)
def grammar() -> Grammar:
    """The grammar, checked once (every slot's nonterminal exists, values and patterns agree)."""
    problems = G.check()
    if problems:
        raise ValueError("; ".join(problems))
    return G
