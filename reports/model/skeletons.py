"""A ruling of the ledger as the skeleton of its scenario: a Japanese feature (``# language: ja``)
with one scenario tagged ``@qa:ID``, the ruling's question as its description and its answer,
date and source below it, and the steps to fill in as comments (``dmrules skeleton ruling ID``).

A ruling record has at least ``id``, ``date``, ``source``, ``question`` and ``answer`` (the ledger
of official rulings, features/faq/rulings.yaml); ``profiles`` and ``cards`` are used when present.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

import yaml

from engine.catalog.reading import InputError, load_yaml, read_text, strip_controls
from engine.model.errors import DmRulesError

LEDGER = Path("features") / "faq" / "rulings.yaml"
REQUIRED = ("id", "date", "source", "question", "answer")


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


def ruling_skeleton(record: Mapping[str, Any]) -> str:
    """The skeleton feature of one ruling (see the module's docstring)."""
    rid, date, source = _one_line(record["id"]), _one_line(record["date"]), _one_line(record["source"])
    question, answer = _one_line(record["question"]), _one_line(record["answer"])
    profiles = "と".join(str(p) for p in record.get("profiles") or ["tcg"])
    cards = "、".join(str(c) for c in record.get("cards") or []) or "…"
    title = question if len(question) <= 60 else question[:59] + "…"
    return (f"# language: ja\n@faq\n機能: 公式Q&A {rid}（{date}）\n\n"
            f"  @qa:{rid}\n  シナリオ: {title}\n"
            f"    {question}\n"
            f"    回答（{date}、{source}）：{answer}\n\n"
            f"    前提 プレイヤーAのターンである\n"
            f"    # かつ プレイヤーAのバトルゾーンに左から {cards} がいる\n"
            f"    # もし プレイヤーAは … を召喚する\n"
            f"    # ならば {profiles}では、…\n"
            f"    # (`dmrules steps --language ja WORD` finds the steps; each is the twin of an English one)\n")
