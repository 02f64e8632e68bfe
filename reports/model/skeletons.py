"""A ruling of the ledger as the skeleton of its scenario (``dmrules skeleton ruling ID``): one
scenario tagged ``@qa:ID``, in the ruling's language, with its title, question and answer as the
ledger records them, and the board laid out from the cards it names.

- **Language**: the words of the source where the record keeps them (``original: {language,
  title, question, answer}``: a Takara Tomy Q&A's Japanese), else the ledger's own (condensed, in
  English). A Japanese ruling is a ``# language: ja`` feature with Japanese steps, an English one an
  English feature with English steps (``language`` forces one or the other).
- **Board**: each named card by its type — a creature in the battle zone, a spell, an evolution
  creature, a cross gear and the other cards one uses in the hand, a dragheart in the hyperspatial
  zone; a name the catalog does not know is a comment. The action and the verdict are comments to
  fill in (an action suggested from the hand: cast the spell, summon the evolution creature, else an
  attack).

A ruling record has at least ``id``, ``date``, ``source``, ``question`` and ``answer`` (the ledger
of official rulings, features/faq/rulings.yaml); ``profiles``, ``cards`` and ``original`` are used
when present.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from engine.catalog.reading import InputError, load_yaml, read_text, strip_controls
from engine.model.cards import CardDef, CardType
from engine.model.errors import DmRulesError

LEDGER = Path("features") / "faq" / "rulings.yaml"
REQUIRED = ("id", "date", "source", "question", "answer")
LANGUAGES = ("en", "ja")
JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
LATIN = re.compile(r"[A-Za-z]")
TITLE_MOST = 80  # characters of a title cut from a long question


def load_records(path: Path) -> list[dict[str, Any]]:
    """The ledger's records (a YAML list of mappings)."""
    if not path.exists():
        raise DmRulesError(f"no rulings ledger at {path}; give --ledger FILE (YAML: a list of records with "
                           f"{', '.join(REQUIRED)})")
    try:
        data = load_yaml(read_text(path), str(path))
    except InputError as exc:
        raise DmRulesError(str(exc)) from None
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        raise DmRulesError(f"{path}:{mark.line + 1 if mark else 1}: not valid YAML: {exc.problem or exc.context}") \
            from None
    except yaml.YAMLError as exc:
        raise DmRulesError(f"{path}:1: not valid YAML: {str(exc).splitlines()[0]}") from None
    if not isinstance(data, list) or not all(isinstance(r, dict) for r in data):
        raise DmRulesError(f"{path}: expected a list of ruling records")
    return data


def find_record(records: list[dict[str, Any]], ruling: str, path: Path) -> dict[str, Any]:
    from engine.model.errors import nearest

    wanted = ruling.removeprefix("qa:")
    for record in records:
        if str(record.get("id")) == wanted:
            missing = [k for k in REQUIRED if not record.get(k)]
            if missing:
                raise DmRulesError(f"{path}: ruling {wanted} lacks {', '.join(missing)}")
            return record
    close = nearest(wanted, [str(r.get("id")) for r in records])
    raise DmRulesError(f"{path}: no ruling {wanted!r}" + (f"; did you mean {close}?" if close else ""))


def _one_line(text: object) -> str:
    """A field on one line, without control characters (it reaches a terminal and a feature file)."""
    return " ".join(strip_controls(str(text)).split())


def language_of(text: str, names: list[str]) -> str:
    """``ja`` when a text, the card names it quotes left out, is more Japanese than Latin letters."""
    for name in names:
        text = text.replace(name, "")
    return "ja" if len(JAPANESE.findall(text)) > len(LATIN.findall(text)) else "en"


def title_of(question: str, lang: str) -> str:
    """A scenario's name from the question: its first sentence, cut at a word (a character in
    Japanese) past :data:`TITLE_MOST` characters."""
    first = re.split(r"(?<=[?？。])\s*" if lang == "ja" else r"(?<=[?.])\s+", question, maxsplit=1)[0]
    if len(first) <= TITLE_MOST:
        return first
    cut = first[:TITLE_MOST]
    if lang == "en" and " " in cut:
        cut = cut[:cut.rindex(" ")]
    return cut.rstrip(" ,、") + "…"


@dataclass
class Texts:
    """A ruling's words in one language: the scenario's name, the question and the answer."""

    language: str
    title: str
    question: str
    answer: str


def texts(record: Mapping[str, Any], language: str | None = None) -> Texts:
    """The ruling's title, question and answer as the source gives them (its ``original``, where the
    ledger keeps it), else as the ledger condenses them; their language."""
    names = [str(c) for c in record.get("cards") or []]
    original = record.get("original")
    if isinstance(original, Mapping) and original.get("question") and original.get("answer") and \
            language in (None, original.get("language", "ja")):
        question, answer = _one_line(original["question"]), _one_line(original["answer"])
        lang = str(original.get("language") or language_of(question, names))
        return Texts(lang, _one_line(original.get("title") or title_of(question, lang)), question, answer)
    question, answer = _one_line(record["question"]), _one_line(record["answer"])
    lang = language or language_of(question + " " + answer, names)
    return Texts(lang, title_of(question, language_of(question, names)), question, answer)


# ------------------------------------------------------------------ the board
HAND_TYPES = (CardType.SPELL, CardType.EVOLUTION_CREATURE, CardType.CROSS_GEAR, CardType.CASTLE, CardType.FIELD,
              CardType.AURA, CardType.TAMASEED)
BATTLE_TYPES = (CardType.CREATURE, CardType.PSYCHIC_CREATURE, CardType.GR_CREATURE)


@dataclass
class Board:
    """The named cards laid out by zone (catalog names), and the names the catalog does not know."""

    battle: list[str] = field(default_factory=list)
    hand: list[str] = field(default_factory=list)
    hyperspatial: list[str] = field(default_factory=list)
    unknown: list[str] = field(default_factory=list)
    types: dict[str, CardType] = field(default_factory=dict)


def board_of(names: list[str], lookup: Any) -> Board:
    """Where each named card starts: by its type (see the module's docstring). ``lookup``: a name
    to its CardDef, or None (:func:`reports.render.cards.named` over the catalog)."""
    board = Board()
    for name in names:
        card: CardDef | None = lookup(name)
        if card is None or card.reference_only:
            board.unknown.append(name)
            continue
        board.types[card.name] = card.type
        if card.type in BATTLE_TYPES:
            board.battle.append(card.name)
        elif card.type is CardType.DRAGHEART:
            board.hyperspatial.append(card.name)
        else:
            board.hand.append(card.name)
    return board


# ------------------------------------------------------------------ the feature, in either language
WORDS = {
    "en": {"feature": "Feature: Official Q&A {id} ({date})", "scenario": "Scenario",
           "answer": "Answer ({date}, {source}): ", "turn": "Given it is player A's turn",
           "battle": "And player A's battle zone holds: {cards}", "hand": "And player A's hand holds: {cards}",
           "hyperspatial": "And player A's hyperspatial zone holds: {cards}", "sep": ", ",
           "unknown": "# {name}: not in the card catalog (README: Adding a card)",
           "cast": "# When player A casts {card}", "summon": "# When player A summons {card}",
           "evolve": "# When player A summons {card} onto {base}",
           "attack": "# When player A attacks player B with {card}", "act": "# When player A …",
           "then": "# Then under {profiles} …", "and": ", ",
           "hint": "# (`dmrules steps WORD` finds the steps; `dmrules cards NAME` shows a card)"},
    "ja": {"feature": "機能: 公式Q&A {id}（{date}）", "scenario": "シナリオ", "answer": "回答（{date}、{source}）：",
           "turn": "前提 プレイヤーAのターンである", "battle": "かつ プレイヤーAのバトルゾーンに {cards} がいる",
           "hand": "かつ プレイヤーAの手札に {cards} がある",
           "hyperspatial": "かつ プレイヤーAの超次元ゾーンに {cards} がある", "sep": "、",
           "unknown": "# {name}: カード・カタログにない (README: Adding a card)",
           "cast": "# もし プレイヤーAは {card} を唱える", "summon": "# もし プレイヤーAは {card} を召喚する",
           "evolve": "# もし プレイヤーAは {card} を {base} の上に召喚する",
           "attack": "# もし プレイヤーAは {card} でプレイヤーBを攻撃する", "act": "# もし プレイヤーAは …",
           "then": "# ならば {profiles}では、…", "and": "と",
           "hint": "# (`dmrules steps --language ja WORD` finds the steps; each is the twin of an English one)"},
}


def _action(board: Board, words: dict[str, str]) -> str:
    """The action line suggested from the board: cast the first spell in hand, else summon the first
    evolution creature onto the first creature, else attack with the first creature."""
    spells = [n for n in board.hand if board.types[n] is CardType.SPELL]
    evolutions = [n for n in board.hand if board.types[n] is CardType.EVOLUTION_CREATURE]
    if spells:
        return words["cast"].format(card=spells[0])
    if evolutions and board.battle:
        return words["evolve"].format(card=evolutions[0], base=board.battle[0])
    if evolutions:
        return words["summon"].format(card=evolutions[0])
    if board.battle:
        return words["attack"].format(card=board.battle[0])
    return words["act"]


def ruling_skeleton(record: Mapping[str, Any], lookup: Any = None, language: str | None = None) -> str:
    """The skeleton feature of one ruling (see the module's docstring). ``lookup``: a card name to its
    CardDef or None (without one, every card is laid out in the battle zone as written)."""
    if language is not None and language not in LANGUAGES:
        raise DmRulesError(f"unknown language {language!r}; one of {', '.join(LANGUAGES)}")
    rid, date, source = _one_line(record["id"]), _one_line(record["date"]), _one_line(record["source"])
    said = texts(record, language)
    words = WORDS[language or said.language]
    names = [_one_line(c) for c in record.get("cards") or []]
    board = board_of(names, lookup) if lookup is not None else Board(battle=names)
    profiles = words["and"].join(str(p) for p in record.get("profiles") or ["tcg"])
    lines = (["# language: ja"] if words is WORDS["ja"] else []) + [
        "@faq", words["feature"].format(id=rid, date=date), "", f"  @qa:{rid}",
        f"  {words['scenario']}: {said.title}", f"    {said.question}",
        f"    {words['answer'].format(date=date, source=source)}{said.answer}", "", f"    {words['turn']}"]
    for zone in ("battle", "hand", "hyperspatial"):
        cards = getattr(board, zone)
        if cards:
            lines.append("    " + words[zone].format(cards=words["sep"].join(cards)))
    lines += ["    " + words["unknown"].format(name=n) for n in board.unknown]
    lines += ["    " + _action(board, words), "    " + words["then"].format(profiles=profiles), "    " + words["hint"]]
    return "\n".join(lines) + "\n"
