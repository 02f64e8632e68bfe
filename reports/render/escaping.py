"""What each report format does to the text it embeds (scenario names, claims, details, paths):
nothing a feature file or a results file holds can run, restyle or rewrite where it is shown.

- Terminal: control characters (ESC sequences that clear the screen, recolour or set the
  window title; C1 controls; bidirectional overrides) are removed; line breaks and tabs stay.
- Markdown: ``<``, ``>`` and ``&`` become HTML entities (a viewer that renders HTML in Markdown
  shows them as text), and the marks of links, images and code (``[ ] ` \\``) are backslash-escaped,
  so a name can't become a link or an image; in a code span, backticks are dropped instead.
- HTML shows each control character as ``[U+202E]`` (:func:`visible_controls`, the templates'
  finalize) and escapes the rest; JUnit escapes in its renderer (``html.escape``; ElementTree, with XML 1.0's illegal
  characters replaced); JSON and cucumber JSON are escaped by the JSON encoder.
"""

from __future__ import annotations

import re
from typing import Any

from engine.catalog.reading import CONTROLS, strip_controls
from reports.model.results import RunResult

_MD_MARKS = re.compile(r"([\\`\[\]])")


def printable(text: str) -> str:
    """Text safe to print on a terminal: no control characters but line breaks and tabs."""
    return strip_controls(text)


def visible_controls(text: str) -> str:
    """Text for HTML: each control character shown as ``[U+202E]`` (the page escapes the rest)."""
    return CONTROLS.sub(lambda m: f"[U+{ord(m.group()):04X}]", text)


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
