"""What each report format does to the text it embeds (scenario names, claims, details, paths):
nothing a feature file or a results file holds can run, restyle or rewrite where it is shown.

- Terminal: control characters (ESC sequences that clear the screen, recolour or set the
  window title; C1 controls; bidirectional overrides) are removed; line breaks and tabs stay. Every
  rich console of the command line does so on its own (:func:`guard_consoles`), whatever it prints.
- Markdown: ``<``, ``>`` and ``&`` become HTML entities (a viewer that renders HTML in Markdown
  shows them as text), and the marks of links, images and code (``[ ] ` \\``) are backslash-escaped,
  so a name can't become a link or an image; in a code span, backticks are dropped instead.
- HTML shows each control character as ``[U+202E]`` (:func:`visible_controls`, the templates'
  finalize) and escapes the rest; JUnit shows control characters as HTML does and escapes the rest
  in its renderer (ElementTree); JSON and cucumber JSON write them as ``\\u202e`` escapes
  (:func:`json_text`: the same string, nothing shown raw).
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from typing import Any

import rich.control
import rich.text

from engine.catalog.reading import CONTROLS, strip_controls
from reports.model.results import RunResult

_MD_MARKS = re.compile(r"([\\`\[\]])")


def printable(text: str) -> str:
    """Text safe to print on a terminal: no control characters but line breaks and tabs."""
    return strip_controls(text)


def visible_controls(text: str) -> str:
    """Text for HTML: each control character shown as ``[U+202E]`` (the page escapes the rest)."""
    return CONTROLS.sub(lambda m: f"[U+{ord(m.group()):04X}]", text)


def json_text(data: Any, indent: int | None = 1) -> str:
    """``data`` as JSON (non-ASCII letters as they are), each control character as a ``\\uXXXX``
    escape: the same value, and nothing that restyles or reorders a terminal showing it."""
    text = json.dumps(data, ensure_ascii=False, indent=indent)
    return CONTROLS.sub(lambda m: f"\\u{ord(m.group()):04x}", text)  # they occur inside strings only


def result_json(result: RunResult) -> Iterator[str]:
    """``json_text(result.to_json())``, a scenario at a time: writing a large result holds one
    scenario's text at once, never the whole file's."""
    head = json_text(result.header_json())
    if not result.scenarios:
        yield head[:-2] + ',\n "scenarios": []\n}'
        return
    yield head[:-2] + ',\n "scenarios": [\n'
    for n, s in enumerate(result.scenarios):
        lines = json_text(result.scenario_json(s)).split("\n")  # JSON holds raw line breaks between tokens only
        yield ("" if n == 0 else ",\n") + "\n".join("  " + line for line in lines)  # each moves in by two
    yield "\n ]\n}"


def _printable_codes(text: str, *rest: Any) -> str:
    """rich's own stripping (bell, backspace, carriage return...), then every control character."""
    return printable(rich.control.strip_control_codes(text, *rest))


def guard_consoles() -> None:
    """Every rich console prints text without control characters: each ``Text`` rich makes (of a
    string, markup, a table's cell, a panel's title) drops them, while rich's own styles and cursor
    moves stay; whatever a card, a feature file or an argument holds reaches the terminal printable."""
    # the name rich.text calls to sanitize every Text it makes
    rich.text.strip_control_codes = _printable_codes  # type: ignore[attr-defined,assignment]


def _printable_tree(value: Any) -> Any:
    if isinstance(value, str):
        return printable(value)
    if isinstance(value, list):
        return [_printable_tree(v) for v in value]
    if isinstance(value, dict):
        return {printable(k) if isinstance(k, str) else k: _printable_tree(v) for k, v in value.items()}
    return value


def printable_result(result: RunResult) -> RunResult:
    """The result with every text it holds made printable (for the terminal report)."""
    return RunResult.from_json(_printable_tree(result.to_json()))


def markdown_text(text: object) -> str:
    """Text for Markdown (outside code): HTML entities for ``< > &``, link and code marks escaped."""
    out = str(text).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    return _MD_MARKS.sub(r"\\\1", printable(out))


def markdown_code(text: object) -> str:
    """Text as a Markdown code span (```text```) where it holds nothing to escape; else as escaped
    text (:func:`markdown_text`): a naive viewer never sees raw markup, even in code."""
    plain = printable(str(text))
    if re.search(r"[<>&`\n]", plain):
        return markdown_text(plain)
    return f"`{plain}`"
