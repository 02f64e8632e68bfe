"""What the ledgers' records share (the rulings' and the comprehensive rules' clauses'): YAML read
with the file and line of a fault, and a record's fields checked against the known ones, a wrong
word answered with the nearest right one."""

from __future__ import annotations

import difflib
from collections.abc import Callable, Iterable, Mapping
from typing import Any

import yaml

from engine.model.errors import DmRulesError


def nearest(word: str, options: Iterable[str]) -> str:
    """``; did you mean 'X'?`` for the option closest to ``word``, or nothing."""
    close = difflib.get_close_matches(word, list(options), n=1)
    return f"; did you mean {close[0]!r}?" if close else ""


def compose(text: str, where: str, error: type[DmRulesError]) -> yaml.Node | None:
    """The YAML node tree of ``text``; bad YAML is one ``error`` naming ``where:line``."""
    try:
        return yaml.compose(text)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        at = f":{mark.line + 1}" if mark else ""
        raise error(f"{where}{at}: not valid YAML: {getattr(exc, 'problem', exc)}") from None


def check_fields(data: Mapping[str, Any], required: tuple[str, ...], optional: tuple[str, ...],
                 fail: Callable[[str], DmRulesError]) -> None:
    """Every field is a known one and every required one has a value (``fail(message)`` is raised)."""
    for key in data:
        if key not in required + optional:
            raise fail(f"unknown field {key!r}{nearest(key, required + optional)}")
    for key in required:
        if data.get(key) in (None, ""):
            raise fail(f"lacks {key!r}")


def check_choice(value: str, what: str, options: tuple[str, ...], fail: Callable[[str], DmRulesError]) -> None:
    """``value`` is one of ``options`` (``what``: the field's name, e.g. status)."""
    if value not in options:
        raise fail(f"{what} {value!r} is not one of {', '.join(options)}{nearest(value, options)}")
