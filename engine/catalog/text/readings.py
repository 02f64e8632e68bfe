"""Which parses of a printed line the text can mean: the rules that tell two exact parses apart.

The grammar reads a line as a sequence of items; several sequences may cover the same words (a
sentence that is a step of the ability before it, or an ability of its own). These rules keep the
readings the printed text allows, from what the words and the card say:

- **a body's sentences are its steps**: within a line, an effect without timing, or a continuation
  (「その後、…」「そうした場合、…」), never follows an item with a body (a triggered, labelled or
  replacement ability, an effect): the body chains its sentences with 「。」, so the sentence is the next
  step of that body (a continuation item is for a line that continues the line before it);
- **a sentence with no timing on a permanent is a static ability**: on a card that is not a spell, an
  effect without timing (no 「…時、」, no trigger) is read only on the line after a header whose ability
  is *used* (「…次の能力を使ってもよい」, 「次の能力を1回行ってもよい」: :attr:`~engine.model.keywords.Header.
  takes_effect`); anywhere else a sentence with no timing is what the card *is* while it is in play
  (常在型能力: 「このクリーチャーのパワーは+2000される」), never a one-shot effect whose timing the text
  does not give;
- **what happens at the end of this turn is an effect's delayed step**: 「このターンの終わりに、…」
  names the turn the effect happens in, so it is a step an effect sets up (遅延誘発), never a triggered
  ability of the card; likewise a spell's 「このターン、…」 is what the spell does as it is cast, never a
  static ability of the spell; and a sentence about 「その…」 (what an effect chose or put) is a step of
  that effect, never a static ability;
- **an object left unsaid is the one the text just named**: a step that leaves its object unsaid
  (「…手札に戻す」「…墓地に置く」) acts on this card when it opens the ability, and on the card an
  earlier step acted on (chosen, revealed, put) when it follows one — never the other way round.
"""

from __future__ import annotations

from typing import Any

from engine.catalog.text.templates import Value
from engine.model.keywords import DEFINITIONS

# Headers whose next line is an effect used (not an ability the card has).
EFFECT_HEADERS = frozenset(k.name for k in DEFINITIONS if k.header is not None and k.header.takes_effect)


def kind(item: Value) -> str:
    """What an item is: keyword, header, reminder, static, evolution, continuation, effect (no timing),
    or ability (triggered, labelled or replacement: with a body)."""
    if not isinstance(item, dict):
        return "other"
    for key, name in (("keyword", "keyword"), ("header", "header"), ("reminder", "reminder"), ("static", "static"),
                      ("evolves_from", "evolution")):
        if key in item:
            return name
    if item.get("continues"):
        return "continuation"
    if "when" in item or "label" in item or "instead of" in item:
        return "ability"
    return "effect" if "do" in item else "other"


def header_name(item: Value) -> str | None:
    """The name of a header item (None: not a header)."""
    if not isinstance(item, dict) or "header" not in item:
        return None
    header = item["header"]
    return header if isinstance(header, str) else next(iter(header))


def _implicit(step: Value) -> str | None:
    """``self``: a step whose unsaid object reads as this card; ``that``: one whose unsaid object reads as
    the card an earlier step acted on (the grammar marks both with the hint ``_i``)."""
    if not isinstance(step, dict):
        return None
    if step.get("_i") in ("implicit", "bare") and "that card" in step:
        return "that"
    for args in step.values():
        target = args.get("target") if isinstance(args, dict) else None
        if isinstance(args, dict) and args.get("_i") == "implicit" and target == {"self": True}:
            return "self"
    return None


def _objects_read(item: dict[str, Any]) -> bool:
    """Whether every unsaid object of an item's steps reads as the text names it (see the module)."""
    steps = item.get("do")
    if not isinstance(steps, list):
        return True
    for i, step in enumerate(steps):
        first = i == 0 and not item.get("continues")
        if _implicit(step) == ("that" if first else "self"):
            return False
    return True


def _about_chosen(target: Value) -> bool:
    return isinstance(target, dict) and bool(target.get("chosen") or target.get("that"))


# The events of a turn's start or end: a card waits for them in a zone, which a spell never stays in.
TURN_EVENTS = frozenset({"your turn starts", "your turn ends", "opponent turn starts", "opponent turn ends",
                         "each turn ends"})


def _event(when: Value) -> Value:
    """The event a ``when`` names (a name, or a mapping with ``event``)."""
    return when.get("event") if isinstance(when, dict) else when


def well_formed(items: list[Value], spell: bool, after: str | None) -> bool:
    """Whether the text can mean ``items`` (a line's parse) on a card (``spell``), ``after``: the header
    the line before ends with (None: none)."""
    gate = after
    previous: str | None = None
    for item in items:
        k = kind(item)
        if k in ("effect", "continuation") and previous in ("effect", "continuation", "ability"):
            return False
        if k == "effect" and not spell and gate not in EFFECT_HEADERS:
            return False
        if isinstance(item, dict) and not _objects_read(item):
            return False
        if k == "ability" and isinstance(item, dict) and isinstance(item.get("when"), dict) \
                and item["when"].get("event") == "this turn ends":
            return False
        if spell and k == "ability" and isinstance(item, dict) and _event(item.get("when")) in TURN_EVENTS:
            return False  # a spell waits in no zone: 「自分のターンの終わりに、…」 on it is no ability it has
        if k == "static" and isinstance(item, dict) and (spell and "until" in item["static"]
                                                         or _about_chosen(item["static"].get("target"))):
            return False
        gate = header_name(item) or gate
        previous = k
    return True


def last_header(items: list[Value] | None) -> str | None:
    """The header a line's items end with (it gates the next line)."""
    if not items:
        return None
    return header_name(items[-1])
