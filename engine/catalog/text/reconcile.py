"""Hand-written classic cards compared with their printed text: every catalog card written by hand whose
``source`` is a classic text (``classic-ja <id>``) against the card compiled from that text.

Both are compared as the loader reads them (:class:`~engine.model.cards.CardDef`: shorthands expanded,
texts and labels aside). A hand-written card *says less* than its text when the compiled card has a
keyword it lacks, another evolution condition, or an ability of a kind and timing it has none of (a
triggered ability on another event, a replacement of another event, a static ability of another kind);
it *says it otherwise* when both have the same kinds of abilities worded differently (its abilities
are then listed, to be read side by side); a text the compiler does not read yet is *not compiled*.
"""

from __future__ import annotations

import dataclasses
import json
import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from engine.catalog.loader import CARDS_DIR, read_file
from engine.model.cards import Ability, CardDef

SOURCE = re.compile(r"classic-ja ([a-z0-9]+-[a-z0-9]+)")
AGREE, OTHERWISE, LESS, NOT_COMPILED = "agree", "says it otherwise", "says less", "not compiled"


@dataclass
class Reconciled:
    """A hand-written classic card and how it compares with its printed text."""

    name: str
    text_id: str
    verdict: str
    notes: list[str] = field(default_factory=list)


GENERATED = CARDS_DIR / "classic_ja.yaml"  # the compiled classic cards (tools/classic_cards.py writes it)


def hand_written_cards(folder: Path = CARDS_DIR) -> list[CardDef]:
    """The catalog's hand-written cards: every card file but the generated one."""
    return [card for path in sorted(folder.glob("*.yaml")) if path.name != GENERATED.name
            for card in read_file(path)[0]]


def text_id(card: CardDef) -> str | None:
    """The classic text a hand-written card is written from (its ``source: classic-ja <id>``)."""
    m = SOURCE.match(card.source)
    return m.group(1) if m else None


def _shape(ability: Ability) -> str:
    """An ability's kind and timing: its trigger events, the replacement's event, the static's kinds (a
    creature leaving for the graveyard from the battle zone is one destroyed: 「バトルゾーンから墓地に置かれる」)."""
    if ability.kind == "static":
        return "static " + ",".join(sorted(ability.static))
    events = ",".join(sorted(_DESTROYED.get(t.event, t.event) if t.filter.get("to") == "graveyard" else t.event
                             for t in ability.triggers))
    return f"{ability.kind} {events}"


def _with_granted(abilities: Iterable[Ability]) -> Iterable[Ability]:
    """Abilities and those a static ability grants the card itself (メタモーフ's 「次の能力を得る」 written as
    a grant to ``self`` under its condition says the ability the text prints under that keyword)."""
    for a in abilities:
        yield a
        grant = a.static.get("grant")
        if isinstance(grant, dict) and grant.get("self"):
            yield from a.static.get("abilities", ())


_DESTROYED = {"a creature leaves": "a creature destroyed", "this leaves": "this destroyed"}


def _meaning(ability: Ability) -> str:
    """What an ability does, without its text and label (as one comparable string)."""
    return json.dumps(_untexted(dataclasses.asdict(ability)), sort_keys=True, ensure_ascii=False, default=str)


def _untexted(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _untexted(v) for k, v in value.items() if k not in ("text", "label")}
    if isinstance(value, (list, tuple)):
        return [_untexted(v) for v in value]
    return value


def compare(written: CardDef, compiled: CardDef) -> tuple[str, list[str]]:
    """How a hand-written card compares with the card compiled from its printed text (verdict, notes)."""
    less: list[str] = []
    if compiled.keywords - written.keywords:
        less.append(f"keywords {sorted(compiled.keywords - written.keywords)} missing")
    if compiled.evolves_from != written.evolves_from:
        less.append(f"evolves from {compiled.evolves_from}, written {written.evolves_from}")
    shapes = {_shape(a) for a in _with_granted(written.abilities)}
    less += [f"no {_shape(a)} ability ({a.text[:40]})" for a in compiled.abilities if _shape(a) not in shapes]
    if less:
        return LESS, less
    unmatched = [a for a in compiled.abilities if _meaning(a) not in {_meaning(w) for w in written.abilities}]
    extra = [w for w in written.abilities if _meaning(w) not in {_meaning(a) for a in compiled.abilities}]
    if unmatched or extra or written.keywords != compiled.keywords:
        notes = [_side_by_side(a, [w for w in extra if _shape(w) == _shape(a)]) for a in unmatched]
        if written.keywords - compiled.keywords:
            notes.append(f"written keywords {sorted(written.keywords - compiled.keywords)} the text gives otherwise")
        return OTHERWISE, notes
    return AGREE, []


def _side_by_side(text: Ability, written: list[Ability]) -> str:
    """What the text's ability and the hand-written one(s) of its kind say, where they differ."""
    mine = _untexted(dataclasses.asdict(text))
    diffs = []
    for other in written[:1]:
        theirs = _untexted(dataclasses.asdict(other))
        for key in mine:
            if mine[key] != theirs.get(key):
                diffs.append(f"{key}: text {_short(mine[key])}, written {_short(theirs.get(key))}")
    return f"{_shape(text)} — " + ("; ".join(diffs) if diffs else "no hand-written ability of its kind")


def _short(value: Any) -> str:
    text = json.dumps(value, ensure_ascii=False, default=str)
    return text if len(text) <= 160 else text[:157] + "..."


def reconcile(written: Iterable[CardDef], compiled: dict[str, CardDef | None],
              why_not: dict[str, str]) -> list[Reconciled]:
    """Every hand-written classic card (``written``) against the card compiled from its text (``compiled``:
    text id -> the compiled card, None where the text is not admitted; ``why_not``: why)."""
    out = []
    for card in written:
        tid = text_id(card)
        if tid is None:
            continue
        other = compiled.get(tid)
        if other is None:
            out.append(Reconciled(card.name, tid, NOT_COMPILED, [why_not.get(tid, "no such text")]))
            continue
        verdict, notes = compare(card, other)
        out.append(Reconciled(card.name, tid, verdict, notes))
    return out
