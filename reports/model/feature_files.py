"""Feature files before a run: which ones parse, and one ``file:line: problem`` per broken one.

A broken file is skipped; the others still run (``scenarios/test_features.py`` binds only the
files that parse, and adds one failing test per broken file for plain pytest).
"""

from __future__ import annotations

import os
import re
import unicodedata
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
    hint = keyword_hint(lines[line - 1], _language(text)) if 0 < line <= len(lines) else ""
    return Broken(path, line, f"malformed Gherkin: {readable(str(exc))}{hint}")


def keyword_hint(line: str, language: str = "en") -> str:
    """``; 'Thne' looks like the keyword 'Then'`` where the line starts with a word that looks like a
    keyword of the file's language mistyped (:func:`looks_like`), else ""."""
    steps, blocks = dialect_keywords(language)
    text = line.strip()
    colon = re.search(f"[{_COLONS}]", text)
    head = text[:colon.end()] if colon else ""
    near = next((k for k in blocks if head and looks_like(head, k, step=False)), None)
    if near:
        return f"; '{head.rstrip(_COLONS)}' looks like the keyword '{near}'"
    ranked = sorted((rank, -len(word), word, keyword) for keyword in steps for word, _ in _heads(text, keyword)
                    if (rank := slip_rank(word, keyword)))
    return f"; '{ranked[0][2].rstrip(_COLONS)}' looks like the keyword '{ranked[0][3]}'" if ranked else ""


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
    """Whether ``word`` looks like the block keyword ``keyword`` (``Scenario``) mistyped: another case
    or width, or one slip (a letter left out, added, changed or two swapped); a short keyword (Rule)
    only by a swap, so that ``Rules:`` starting a sentence is not taken for one."""
    w, k = _folded(word), _folded(keyword)
    if word == keyword:
        return False
    if w == k:
        return True
    d = distance(w, k)
    if len(k) <= 4:
        return d == 1 and sorted(w) == sorted(k)
    return d == 1


# Kana readings of the kanji keywords of the Japanese dialect (an IME slip leaves the reading unconverted).
READINGS = {"前提": ("ぜんてい",), "且つ": ("かつ",), "然し": ("しかし",), "但し": ("ただし",), "機能": ("きのう",),
            "背景": ("はいけい",), "例": ("れい",)}
_COLONS = ":："


def _folded(word: str) -> str:
    """A word as slips are compared: NFKC (full-width letters, half-width kana), case-folded, katakana
    as hiragana, without a trailing colon."""
    folded = unicodedata.normalize("NFKC", word).casefold().rstrip(_COLONS).strip()
    return "".join(chr(ord(c) - 0x60) if "ァ" <= c <= "ヶ" else c for c in folded)


def looks_like(word: str, keyword: str, step: bool = True) -> bool:
    """Whether ``word`` looks like ``keyword`` mistyped (never when it is the keyword as written):

    - the same once widths, case, kana and a trailing colon are set aside (``Ｇｉｖｅｎ``, ``GIVEN``,
      ``Given:``, ``ｼﾅﾘｵ``, ``モシ``), or the kana reading of a kanji keyword (``ぜんてい`` for 前提);
    - a step keyword: one slip (``Gievn``, ``Wen``, ``前堤``, ``もじ``), or the keyword inflected or
      run on (``Giving``, ``Whenever``) — the rest of the line must then be a step of the library;
    - a block keyword (``Scenario:``): :func:`_close`.
    """
    return slip_rank(word, keyword, step) > 0


def slip_rank(word: str, keyword: str, step: bool = True) -> int:
    """How near a slip of ``keyword`` ``word`` is (:func:`looks_like`): 1 the same but for width,
    case, kana or a colon (or the reading), 2 one slip, 3 inflected or run on; 0 not a slip."""
    if word == keyword:
        return 0
    w, k = _folded(word), _folded(keyword)
    if not w:
        return 0
    if w == k or w in READINGS.get(keyword, ()):
        return 1
    if not step:
        return 2 if abs(len(w) - len(k)) <= 1 and _close(word.rstrip(_COLONS), keyword) else 0
    if len(w) >= 2 and any(abs(len(w) - len(x)) <= 1 and distance(w, x) == 1
                           for x in (k, *(r for r in READINGS.get(keyword, ()) if len(r) > 2))):
        return 2
    stem = len(k) - 2
    inflected = len(k) >= 4 and (w.startswith(k) or (stem >= 3 and w[:stem] == k[:stem] and len(w) <= len(k) + 3))
    return 3 if inflected else 0


def dialect_keywords(language: str) -> tuple[dict[str, str], list[str]]:
    """The language's step keywords (→ their kind) and block keywords (``Scenario:``)."""
    from gherkin.dialect import Dialect

    dialect = Dialect.for_name(language) or Dialect.for_name("en")
    if dialect is None:
        return {}, []
    steps = {k.strip(): kind for kind, ks in (("given", dialect.given_keywords), ("when", dialect.when_keywords),
                                               ("then", dialect.then_keywords), ("and", dialect.and_keywords),
                                               ("but", dialect.but_keywords)) for k in ks if k.strip() != "*"}
    blocks = [k.strip() + ":" for ks in (dialect.feature_keywords, dialect.background_keywords,
                                         dialect.scenario_keywords, dialect.scenario_outline_keywords,
                                         dialect.examples_keywords, dialect.rule_keywords) for k in ks]
    return steps, blocks


def _language(text: str) -> str:
    m = re.search(r"^\s*#\s*language\s*:\s*([\w-]+)", text, re.M)
    return m.group(1) if m else "en"


def keyword_slips(doc: dict[str, Any], text: str) -> list[tuple[int, str, str]]:
    """Lines of a feature's descriptions that look like a misspelt or wrongly-written keyword of the
    file's language (``Gievn …``, ``given …``, ``Ｇｉｖｅｎ …``, ``Given: …``, ``前堤 …``, ``ぜんてい …``,
    ``Scenaro: …``; :func:`looks_like`) or a step before the first ``Scenario:``: Gherkin takes them
    for description text, so what they say would silently not run. Returns (line, the word, the
    keyword it looks like). A step keyword counts only where the rest of the line is a step of the
    library (prose that starts with ``Given the source …`` is left alone)."""
    feature = doc.get("feature") or {}
    steps, blocks = dialect_keywords(feature.get("language") or "en")
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


_BLANKS = " \t\u3000"


def _heads(line: str, keyword: str) -> list[tuple[str, str]]:
    """The ways ``line`` may start with a slip of ``keyword``: (head, rest) pairs. A keyword of a
    language that writes a space after it (``Given``) is a whole first word (up to a blank or a
    colon); one that takes no space (``前提``) any prefix one character shorter to two longer (and
    as long as its readings)."""
    if not line:
        return []
    m = re.match(rf"([^{_BLANKS}{_COLONS}]+[{_COLONS}]?)(.*)$", line)
    if keyword.isascii() or not m:
        return [(m.group(1), m.group(2))] if m else []
    lengths = {len(keyword) + d for d in (-1, 0, 1, 2)} | {len(r) + d for r in READINGS.get(keyword, ()) for d in
                                                           (-1, 0, 1)}
    out: list[tuple[str, str]] = []
    for n in sorted(x for x in lengths if 0 < x <= len(line)):
        head, rest = line[:n], line[n:]
        if rest[:1] in _COLONS:
            head, rest = head + rest[:1], rest[1:]
        head, rest = head.rstrip(_BLANKS), head[len(head.rstrip(_BLANKS)):] + rest
        if head and (head, rest) not in out:
            out.append((head, rest))
    return out


def _slip(line: str, steps: dict[str, str], blocks: list[str], is_feature: bool) -> tuple[str, str] | None:
    colon = re.search(f"[{_COLONS}]", line)
    head = line[:colon.end()] if colon else ""
    for keyword in blocks if head else []:
        if looks_like(head, keyword, step=False):
            return head.rstrip(_COLONS), keyword
    found: list[tuple[int, int, str, str]] = []  # (rank, -length, head, keyword): the nearest, longest wins
    for keyword, kind in steps.items():
        for head, rest in _heads(line, keyword):
            rest = rest.strip(_BLANKS + _COLONS)
            if not rest:
                continue
            if is_feature and head == keyword and _is_step(rest, kind):
                return head, keyword
            rank = slip_rank(head, keyword)
            if rank and _is_step(rest, "any"):  # a slip may be of another keyword than its step's
                found.append((rank, -len(head), head, keyword))
    if not found:
        return None
    _, _, head, keyword = min(found)
    return head, keyword


def _is_step(text: str, kind: str) -> bool:
    """Whether ``text`` is a step of the library (of ``kind``, or of any kind after And / But)."""
    from steps.runtime.runner import library

    kinds = STEP_KINDS if kind not in STEP_KINDS else (kind,)
    return any(library().matching(k, text) for k in kinds)
