"""One result, many formats: the dispatch from a ``--format`` name to its renderer."""

from __future__ import annotations

from collections.abc import Iterator

from engine.model.errors import DmRulesError
from reports.model.results import RunResult

FORMATS = ("rich", "markdown", "json", "junit", "html", "cucumber")
SHOWS = ("failures", "diff", "all")  # how much of the divergences the terminal report shows (--show)


def render_pieces(result: RunResult, fmt: str, failures_only: bool = False, width: int = 120,
                  show: str = "all") -> Iterator[str]:
    """:func:`render_as`'s text in pieces: JSON a scenario at a time (a large result is never one
    string), the other formats whole."""
    if fmt == "json":
        from reports.render.escaping import result_json

        yield from result_json(result)
        yield "\n"
    else:
        yield render_as(result, fmt, failures_only, width, show)


def render_as(result: RunResult, fmt: str, failures_only: bool = False, width: int = 120, show: str = "all") -> str:
    """The report as text in one of FORMATS (``rich`` gives the terminal report as plain text,
    showing what ``show`` says; the others are always complete)."""
    if fmt == "rich":
        from reports.render.terminal import render_text

        return render_text(result, width, failures_only, show)
    if fmt == "markdown":
        from reports.render.markdown import render_markdown

        return render_markdown(result, failures_only, show)
    if fmt == "json":
        from reports.render.escaping import json_text

        return json_text(result.to_json()) + "\n"
    if fmt == "junit":
        from reports.render.junit import render_junit

        return render_junit(result)
    if fmt == "html":
        from reports.render.html import render_html

        return render_html(result)
    if fmt == "cucumber":
        from reports.render.cucumber import render_cucumber

        return render_cucumber(result)
    raise DmRulesError(f"unknown format {fmt!r}; one of: {', '.join(FORMATS)}")
