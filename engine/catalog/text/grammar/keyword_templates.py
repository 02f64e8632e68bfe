"""Keywords and headers, built from their definitions (:mod:`engine.model.keywords`).

Each form of a keyword is an item, printed bare or followed by one of its reminder texts (recognised,
recorded as a hint); each printed name is a ``kwname`` (「ブロッカー」 -> blocker) other texts use. A
header (「…次の能力…」) is an item too, whose value the exporter applies to the next line.
"""

from __future__ import annotations

import re

from engine.catalog.text.grammar.terminals import G
from engine.catalog.text.templates import Value
from engine.model.keywords import DEFINITIONS, LACKING_PRINTED, Keyword

# Keywords whose reminder texts differ in what they say (シンパシー: the floor of the cost, read by the exporter
# from ``_r``); every other keyword's reminders are wordings of one meaning.
_MEANINGFUL_REMINDERS = ("sympathy",)


def keyword(pattern: str, value: Value, *reminders: str) -> None:
    """A keyword item: printed bare or followed by one of its reminder texts (recognised).

    The reminders of one form are one template, their wordings a choice (the choice made is the hint
    that renders each printing back exactly); where they say different things, each is a template
    with its index as a hint (``_r``). A reminder's slots repeat the keyword's and must agree with them.
    """
    G.add("item", pattern, value)
    meaningful = isinstance(value, dict) and any(k in str(value) for k in _MEANINGFUL_REMINDERS)
    if len(reminders) > 1 and not meaningful and not any("[" in r or "|" in r for r in reminders):
        G.add("item", f"{pattern}([{'|'.join(reminders)}])", {**value, "_r": "reminder"})
        return
    for i, r in enumerate(reminders):
        G.add("item", f"{pattern}({r})", {**value, "_r": i})


def register(k: Keyword) -> None:
    """Register every form of ``k`` (an item: a keyword, or a header when ``k`` is one)."""
    key = "header" if k.header is not None else "keyword"
    for form in k.forms:
        keyword(form.pattern, {key: k.name if form.value is None else form.value, **form.hint}, *form.reminders)


# The printed names of keywords without a slot (ブロッカー -> blocker), those the engine lacks too: what
# 「」 names (the card search reads them as keyword words).
KEYWORD_NAMES: dict[str, str] = {**{n: k.name for k in DEFINITIONS for n in k.printed
                                    if not re.search(r"\{\w+:", n)}, **LACKING_PRINTED}
for _k in DEFINITIONS:
    for _name in _k.printed:  # a printed name with a slot reads as the value of the keyword's first form
        G.add("kwname", _name, _k.forms[0].value if re.search(r"\{\w+:", _name) else _k.name)
for _jp, _en in LACKING_PRINTED.items():
    G.add("kwname", _jp, _en)
for _k in DEFINITIONS:
    if _k.header is None:
        register(_k)

# A keyword's own sentence quoted as what an effect gives (「このクリーチャーはブロックされない」を得る): the
# sentence forms of keywords the engine applies by name, without their full stop (a comma after は is
# optional in a quote: 「このクリーチャーはタップされていないクリーチャーを攻撃できる」). The value is spliced into the
# effect that gives it (``keywords`` and the wording's hints).
for _k in DEFINITIONS:
    if _k.applies not in ("keyword", "both") or _k.header is not None:
        continue
    for _form in _k.forms:
        if _form.value is None and _form.pattern.endswith("。") and "{" not in _form.pattern:
            _quoted = _form.pattern[:-1]
            if "[" not in _quoted:
                _quoted = _quoted.replace("は、", "は[、|]", 1)
            G.add("kwquote", _quoted, {"keywords": [_k.name], **_form.hint})
