"""Feature files before a run: which ones parse, and one ``file:line: problem`` per broken one.

A broken file is skipped; the others still run (``scenarios/test_features.py`` binds only the
files that parse, and adds one failing test per broken file for plain pytest).
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from gherkin.errors import CompositeParserException, ParserException
from gherkin.parser import Parser

TOKENS = {"#EOF": "the end of the file", "#TableRow": "a table row", "#DocStringSeparator": "a doc string",
          "#StepLine": "a step", "#TagLine": "a tag", "#ExamplesLine": "Examples:", "#ScenarioLine": "Scenario:",
          "#RuleLine": "Rule:", "#Comment": "a comment", "#Empty": "an empty line", "#FeatureLine": "Feature:",
          "#BackgroundLine": "Background:", "#Language": "# language:", "#Other": "text"}
_EXPECTED = re.compile(r"expected: (.*), got '(.*)'$")
MALFORMED_MARK = "dmrules_malformed"


def shown(path: Path, root: Path | None = None) -> str:
    """A path as a user can paste it: relative to the project root (which ``dmrules`` looks in),
    else to the current folder, else absolute."""
    for base in ([root] if root else []) + [Path.cwd()]:
        try:
            return str(path.resolve().relative_to(base.resolve()))
        except ValueError:
            continue
    return str(path)


@dataclass(frozen=True)
class Broken:
    """A feature file that can't be bound: where and why."""

    path: Path
    line: int
    problem: str
    root: Path | None = None

    def text(self) -> str:
        return f"{shown(self.path, self.root)}:{self.line}: {self.problem}"


@dataclass
class Scan:
    documents: dict[Path, dict[str, Any]] = field(default_factory=dict)  # the files that parse: their Gherkin AST
    broken: list[Broken] = field(default_factory=list)

    @property
    def good(self) -> list[Path]:
        return list(self.documents)


def feature_files(paths: Iterable[Path]) -> list[Path]:
    out: list[Path] = []
    for p in paths:
        if p.is_dir():
            out.extend(sorted(p.rglob("*.feature")))
        elif p.suffix == ".feature":
            out.append(p)
    return out


def readable(message: str) -> str:
    """The parser's message in words: ``unexpected line 'x' (expected a step, a tag, ...)``."""
    message = re.sub(r"^\(\d+:\d+\): ", "", message)
    m = _EXPECTED.search(message)
    if not m:
        return message
    wanted = [TOKENS.get(t.strip(), t.strip()) for t in m.group(1).split(",")]
    return f"unexpected line '{m.group(2)}' (expected {', '.join(wanted[:-1])} or {wanted[-1]})" \
        if len(wanted) > 1 else f"unexpected line '{m.group(2)}' (expected {wanted[0]})"


def _from_parser(path: Path, exc: ParserException) -> Broken:
    loc = getattr(exc, "location", None) or {}
    return Broken(path, int(loc.get("line") or 1), f"malformed Gherkin: {readable(str(exc))}")


# Files parsed in this process, by path, with the (mtime, size) they had: ``dmrules verify``
# scans the features before the run and the run's test module scans them again.
_PARSED: dict[Path, tuple[tuple[int, int], dict[str, Any] | Broken]] = {}


def _parse(path: Path) -> dict[str, Any] | Broken:
    """The file's Gherkin document, or why it can't be bound (parsed once while it is unchanged)."""
    try:
        st = path.stat()
    except OSError as exc:
        return Broken(path, 1, f"can't be read ({exc.strerror})")
    stamp = (st.st_mtime_ns, st.st_size)
    cached = _PARSED.get(path)
    if cached is not None and cached[0] == stamp:
        return cached[1]
    parsed = _parse_file(path)
    _PARSED[path] = (stamp, parsed)
    return parsed


def _parse_file(path: Path) -> dict[str, Any] | Broken:
    try:
        doc: Any = Parser().parse(path.read_text(encoding="utf-8"))
    except CompositeParserException as exc:
        return _from_parser(path, exc.errors[0])
    except ParserException as exc:
        return _from_parser(path, exc)
    except UnicodeDecodeError as exc:
        return Broken(path, 1, f"not UTF-8 text ({exc.reason})")
    except OSError as exc:
        return Broken(path, 1, f"can't be read ({exc.strerror})")
    if not doc.get("feature"):
        return Broken(path, 1, "no 'Feature:' in this file")
    return _bindable(path) or dict(doc)


def _bindable(path: Path) -> Broken | None:
    """What pytest-bdd refuses beyond the grammar (e.g. a scenario whose first step is 'And')."""
    from pytest_bdd.exceptions import GherkinParseError
    from pytest_bdd.feature import get_feature

    try:
        get_feature(str(path.parent), path.name)
    except GherkinParseError as exc:
        return Broken(path, exc.line, f"malformed Gherkin: {exc.message}")
    return None


def scan(paths: Iterable[Path], root: Path | None = None) -> Scan:
    """Every feature file under ``paths``, parsed once (broken ones shown from ``root``)."""
    found = Scan()
    for path in feature_files(paths):
        parsed = _parse(path)
        if isinstance(parsed, Broken):
            found.broken.append(Broken(parsed.path, parsed.line, parsed.problem, root))
        else:
            found.documents[path] = parsed
    return found


def malformed_test(broken: list[Broken]) -> Callable[[str], None]:
    """A test that fails once per broken file, so plain pytest reports them (dmrules deselects it)."""
    import pytest

    texts = [b.text() for b in broken]

    def test_feature_file_is_well_formed(problem: str) -> None:
        pytest.fail(problem, pytrace=False)

    ids = [os.path.basename(str(b.path)) for b in broken]
    marked = pytest.mark.parametrize("problem", texts, ids=ids)(test_feature_file_is_well_formed)
    return pytest.mark.dmrules_malformed(marked)  # the MALFORMED_MARK
