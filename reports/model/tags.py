"""Gherkin tags: the known topics, tag expressions, and the checks of tags against the examples.

Any tag may be written and selected with ``--tags``. A topic tag (on a ``Feature:`` line) that
is close to a known topic but not one is warned about (a typo); an ``@ex:ID`` that the examples file
of examples lacks is warned about too. Warnings never stop a run.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

from engine.model.errors import DmRulesError
from reports.model.feature_files import shown

TOPIC_TAGS = {
    "mana": "mana payment and the DMPS mana pool",
    "zone_limits": "DMPS zone limits and overflow",
    "basic": "basic rules of the game",
    "turn": "turn structure",
    "battle": "attacks, blocks, battles and shields",
    "trigger_order": "the order of waiting effects",
    "replacement": "replacement effects",
    "movement": "simultaneous moves",
    "bad_input": "scenarios that show how bad input is reported",
    "misc": "other DMPS differences",
    "japanese": "scenarios written in Japanese Gherkin (# language: ja)",
}


class TagExpressionError(DmRulesError):
    pass


MAX_OPERATORS = 100  # and / or / not and "(" in one tag expression


def parse_expression(text: str) -> Any:
    """A cucumber tag expression, or one clear TagExpressionError."""
    from cucumber_tag_expressions import parse  # type: ignore[import-untyped]
    from cucumber_tag_expressions.parser import TagExpressionError as ParseError  # type: ignore[import-untyped]

    operators = len(re.findall(r"\b(?:and|or|not)\b|\(", text))
    if operators > MAX_OPERATORS:  # the expression is evaluated recursively: its depth is bounded
        raise TagExpressionError(f"bad tag expression ({len(text):,} characters): {operators:,} operators and "
                                 f"parentheses, at most {MAX_OPERATORS}")
    try:
        return parse(text)
    except ParseError as exc:
        reason = re.sub(r" \(expressions=.*\)$", "", str(exc).splitlines()[0].split(" in: ")[0].strip())
        raise TagExpressionError(f"bad tag expression {text!r}: {reason} "
                                 "(e.g. '@mana and not @wip', '(@basic or @battle) and @ex:BASIC-RULE-02')") from None


def is_marker_name(tag: str) -> bool:
    """Whether a tag can also be a pytest marker (``pytest -m tag``)."""
    return tag.isidentifier()


def _tags(node: dict[str, Any]) -> Iterator[tuple[str, int]]:
    for t in node.get("tags", []):
        yield t["name"].lstrip("@"), int(t["location"]["line"])


def _scenario_tags(feature: dict[str, Any]) -> Iterator[tuple[str, int]]:
    for child in feature.get("children", []):
        if "rule" in child:
            yield from _tags(child["rule"])
            yield from _scenario_tags(child["rule"])
        if "scenario" in child:
            yield from _tags(child["scenario"])
            for examples in child["scenario"].get("examples", []):
                yield from _tags(examples)


def _near(word: str, known: Iterable[str]) -> str:
    close = difflib.get_close_matches(word, list(known), n=1, cutoff=0.75)
    return f" (did you mean @{close[0]}?)" if close else ""


def warnings(documents: dict[Path, dict[str, Any]], topics: set[str], example_ids: set[str] | None,
             root: Path | None = None, clauses: set[str] | None = None) -> list[str]:
    """One line per doubtful tag: ``file:line: ...`` (from ``root``). ``example_ids`` None: ids unchecked;
    ``clauses``: the clause numbers of the clauses' ledger, which ``@cr:NUMBER`` tags must name (None:
    unchecked)."""
    out: list[str] = []
    if clauses is not None:
        for path, doc in documents.items():
            feature = doc["feature"]
            for tag, line in [*_tags(feature), *_scenario_tags(feature)]:
                if tag.startswith("cr:") and tag[3:] not in clauses:
                    out.append(f"{shown(path, root)}:{line}: @{tag} names no clause of the clauses' ledger"
                               f"{_near(tag, (f'cr:{n}' for n in clauses))}")
    for path, doc in documents.items():
        feature = doc["feature"]
        where = shown(path, root)
        for tag, line in _tags(feature):
            if tag not in topics and not tag.startswith("ex:") and _near(tag, topics):
                out.append(f"{where}:{line}: topic tag @{tag} is not a known topic{_near(tag, topics)}")
        if example_ids is None:
            continue
        for tag, line in [*_tags(feature), *_scenario_tags(feature)]:
            if tag.startswith("ex:") and tag[3:] not in example_ids:
                hint = _near(tag, (f"ex:{i}" for i in example_ids))
                out.append(f"{where}:{line}: @{tag} is not in the examples file{hint}")
    return out


def known_topics(features_dir: Path) -> set[str]:
    """The documented topics and the topic folders of features/."""
    folders = {p.name for p in features_dir.iterdir() if p.is_dir()} if features_dir.is_dir() else set()
    return set(TOPIC_TAGS) | folders
