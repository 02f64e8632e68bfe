"""Checks feature files before a run, so malformed Gherkin is reported as file:line."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from gherkin.errors import CompositeParserException, ParserException
from gherkin.parser import Parser

from engine.errors import DmRulesError


class GherkinError(DmRulesError):
    pass


def feature_files(paths: Iterable[Path]) -> list[Path]:
    out: list[Path] = []
    for p in paths:
        if p.is_dir():
            out.extend(sorted(p.rglob("*.feature")))
        elif p.suffix == ".feature":
            out.append(p)
    return out


def problems(paths: Iterable[Path]) -> list[str]:
    """One ``file:line:column: message`` per syntax error in the feature files."""
    found: list[str] = []
    for path in feature_files(paths):
        try:
            Parser().parse(path.read_text(encoding="utf-8"))
        except CompositeParserException as exc:
            found.extend(_describe(path, e) for e in exc.errors)
        except ParserException as exc:
            found.append(_describe(path, exc))
        except UnicodeDecodeError as exc:
            found.append(f"{path}: not UTF-8 text ({exc.reason})")
    return found


def _describe(path: Path, exc: ParserException) -> str:
    loc = getattr(exc, "location", None) or {}
    line, col = loc.get("line", 0), loc.get("column", 0)
    message = str(exc).split(": ", 1)[-1] if str(exc).startswith("(") else str(exc)
    return f"{path}:{line}:{col}: malformed Gherkin: {message}"


def check(paths: Iterable[Path]) -> None:
    """Raise one error naming every malformed feature file (file:line)."""
    found = problems(paths)
    if found:
        raise GherkinError("\n".join(found))
