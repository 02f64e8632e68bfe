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
MAX_FEATURE_BYTES = 4 * 1024 * 1024


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


def _from_parser(path: Path, exc: ParserException, text: str = "") -> Broken:
    loc = getattr(exc, "location", None) or {}
    line = int(loc.get("line") or 1)
    lines = text.splitlines()
    hint = keyword_hint(lines[line - 1]) if 0 < line <= len(lines) else ""
    return Broken(path, line, f"malformed Gherkin: {readable(str(exc))}{hint}")


def keyword_hint(line: str) -> str:
    """``; 'Thne' looks like the keyword 'Then'`` where the line's first word looks like an English
    keyword mistyped, else ""."""
    word = line.strip().split(" ", 1)[0].rstrip(":")
    keywords = ["Given", "When", "Then", "And", "But", "Feature", "Background", "Scenario", "Example", "Examples",
                "Rule", "Scenario Outline"]
    near = next((k for k in keywords if _close(word, k)), None)
    return f"; '{word}' looks like the keyword '{near}'" if near else ""


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
    from engine.catalog.reading import InputError, read_text

    try:
        text = read_text(path, MAX_FEATURE_BYTES)  # a regular file only: a FIFO would never end
        doc: Any = Parser().parse(text)
    except InputError as exc:
        return Broken(path, exc.line, exc.problem)
    except CompositeParserException as exc:
        return _from_parser(path, exc.errors[0], text)
    except ParserException as exc:
        return _from_parser(path, exc, text)
    except RecursionError:
        return Broken(path, 1, "malformed Gherkin: nested too deeply")
    if not doc.get("feature"):
        return Broken(path, 1, "no 'Feature:' in this file")
    slips = keyword_slips(doc, text)
    if slips:
        return Broken(path, slips[0][0], slip_problem(*slips[0][1:]))
    return _bindable(path) or dict(doc)


def slip_problem(word: str, keyword: str) -> str:
    """What is wrong with a line :func:`keyword_slips` found, and what to write."""
    if word == keyword:
        return (f"a step before the first Scenario: ('{word} ...' is read as the feature's description "
                f"and would not run); put it under Background: or a Scenario:")
    return (f"'{word}' looks like the keyword '{keyword}' (Gherkin reads the line as description text, "
            f"so it would not run); write '{keyword}'")


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


# ------------------------------------------------------------------ lines that look like misspelt keywords
STEP_KINDS = ("given", "when", "then")


def distance(a: str, b: str) -> int:
    """Edit distance with adjacent transpositions (optimal string alignment): ``Gievn``/``Given`` is 1."""
    rows = [list(range(len(b) + 1))]
    for i, ca in enumerate(a, 1):
        row = [i]
        for j, cb in enumerate(b, 1):
            best = min(rows[-1][j] + 1, row[j - 1] + 1, rows[-1][j - 1] + (ca != cb))
            if i > 1 and j > 1 and ca == b[j - 2] and a[i - 2] == cb:
                best = min(best, rows[-2][j - 2] + 1)
            row.append(best)
        rows.append(row)
    return rows[-1][-1]


def _close(word: str, keyword: str) -> bool:
    """Whether ``word`` looks like ``keyword`` mistyped: another case, or one slip (a letter left out,
    added, changed or two swapped); a short keyword (When, Then, And, But, Rule) only by a swap, so
    that ``The``, ``They`` or ``Rules`` starting a sentence are not taken for one."""
    w, k = word.lower(), keyword.lower()
    if word == keyword:
        return False
    if w == k:
        return True
    d = distance(w, k)
    if len(k) <= 4:
        return d == 1 and sorted(w) == sorted(k)
    return d == 1


def keyword_slips(doc: dict[str, Any], text: str) -> list[tuple[int, str, str]]:
    """Lines of a feature's descriptions that look like a misspelt or wrongly-cased keyword
    (``Gievn …``, ``given …``, ``Scenaro: …``) or a step before the first ``Scenario:``: Gherkin
    takes them for description text, so what they say would silently not run. Returns
    (line, the word, the keyword it looks like). A step keyword counts only where the rest of the
    line is a step of the library (prose that starts with ``Given the source …`` is left alone)."""
    from gherkin.dialect import Dialect

    feature = doc.get("feature") or {}
    dialect = Dialect.for_name(feature.get("language") or "en") or Dialect.for_name("en")
    if dialect is None:
        return []
    steps = {k.strip(): kind for kind, ks in (("given", dialect.given_keywords), ("when", dialect.when_keywords),
                                               ("then", dialect.then_keywords), ("and", dialect.and_keywords),
                                               ("but", dialect.but_keywords)) for k in ks if k.strip() != "*"}
    blocks = [k.strip() for ks in (dialect.feature_keywords, dialect.background_keywords, dialect.scenario_keywords,
                                   dialect.scenario_outline_keywords, dialect.examples_keywords,
                                   dialect.rule_keywords) for k in ks]
    raw = text.splitlines()
    found: list[tuple[int, str, str]] = []
    for start, description, is_feature in _descriptions(feature):
        for line_text in description.splitlines():
            line = _find_line(raw, line_text, start)
            start = max(start, line)
            slip = _slip(line_text.strip(), steps, blocks, is_feature)
            if slip:
                found.append((line, *slip))
    return found


def _descriptions(feature: dict[str, Any]) -> list[tuple[int, str, bool]]:
    """(line of the keyword, description, is it the feature's) of the feature and every block in it."""
    out = [(int(feature.get("location", {}).get("line", 1)), str(feature.get("description") or ""), True)]
    for child in feature.get("children", []):
        for key in ("background", "scenario", "rule"):
            block = child.get(key)
            if block:
                out.append((int(block["location"]["line"]), str(block.get("description") or ""), False))
                out += _descriptions({"children": block.get("children", [])})[1:] if key == "rule" else []
                for ex in block.get("examples", []):
                    out.append((int(ex["location"]["line"]), str(ex.get("description") or ""), False))
    return out


def _find_line(raw: list[str], line_text: str, after: int) -> int:
    for n in range(after, len(raw)):
        if raw[n].strip() == line_text.strip():
            return n + 1
    return after


def _slip(line: str, steps: dict[str, str], blocks: list[str], is_feature: bool) -> tuple[str, str] | None:
    head, _, rest = line.partition(" ")
    if head.endswith(":"):
        word = line.split(":", 1)[0]
        return next(((word, f"{keyword}:") for keyword in blocks if _close(word, keyword)), None)
    if not rest.strip():
        return None
    for keyword, kind in steps.items():
        exact_in_feature = is_feature and head == keyword
        if (exact_in_feature or _close(head, keyword)) and _is_step(rest.strip(), kind):
            return head, keyword
    return None


def _is_step(text: str, kind: str) -> bool:
    """Whether ``text`` is a step of the library (of ``kind``, or of any kind after And / But)."""
    from steps.runtime.runner import library

    kinds = STEP_KINDS if kind not in STEP_KINDS else (kind,)
    return any(library().matching(k, text) for k in kinds)
