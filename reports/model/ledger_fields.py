"""What the ledgers' records share (the rulings' and the comprehensive rules' clauses'): YAML read
with the file and line of a fault, and a record's fields checked against the known ones, a wrong
word answered with the nearest right one."""

from __future__ import annotations

import difflib
from collections.abc import Callable, Iterable, Mapping
from typing import Any

import yaml

from engine.catalog import reading
from engine.model.errors import DmRulesError


def nearest(word: str, options: Iterable[str]) -> str:
    """``; did you mean 'X'?`` for the option closest to ``word``, or nothing."""
    close = difflib.get_close_matches(word, list(options), n=1)
    return f"; did you mean {close[0]!r}?" if close else ""


def compose(text: str, where: str, error: type[DmRulesError]) -> yaml.Node | None:
    """The YAML node tree of ``text`` within :mod:`engine.catalog.reading`'s limits (depth, aliases,
    digits, control characters); bad YAML is one ``error`` naming ``where:line``."""
    try:
        return reading.compose(text, where)
    except reading.InputError as exc:
        raise error(str(exc)) from None
    except yaml.YAMLError as exc:
        line, problem = reading.yaml_error(exc, text)
        raise error(f"{where}:{line}: not valid YAML: {problem}") from None


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
