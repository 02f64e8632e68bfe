"""Reading input files with limits: card data, deck lists, the examples file, baselines, results.

A careless or hostile file gets one clear error, never a hang, a traceback or unbounded memory:

- only a regular file is read (a FIFO, a device such as ``/dev/zero``, a folder is refused before
  it is opened), at most ``max_bytes`` of it;
- YAML is nested at most :data:`MAX_DEPTH` deep, its aliases add at most
  :data:`MAX_ALIAS_NODES` nodes once expanded, or :data:`ALIAS_FACTOR` times what the file
  writes if more (a "billion laughs" file stops there; a file without aliases is bounded by its
  size alone), an integer has at most
  :data:`MAX_DIGITS` digits, a key given twice in one mapping is an error (YAML 1.2 §3.2.1.3:
  keys are unique), and so is a value holding a control character (:data:`CONTROLS`: a terminal
  escape, a bidirectional override), each with its line.
"""

from __future__ import annotations

import codecs
import csv
import json
import os
import re
import stat
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import yaml

from engine.model.errors import DmRulesError

MAX_BYTES = 16 * 1024 * 1024  # an input file larger than this is refused (the largest we read is ~3 MB)
MAX_DEPTH = 40  # YAML nesting (card data nests 11 deep)
MAX_ALIAS_NODES = 200_000  # YAML nodes that aliases add once expanded (the card files use none) ...
ALIAS_FACTOR = 4  # ... or this many times the values and aliases the file writes, if more (``- *shared`` per card)
MAX_DIGITS = 18  # digits of a YAML integer
_INT_TAG = "tag:yaml.org,2002:int"
# Characters no input value may hold and no output shows: C0 and C1 controls but line breaks and tabs
# (terminal escape sequences start with one), and the bidirectional overrides and marks (which make
# text read in another order than it is written).
CONTROLS = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]")
_FAST: type[yaml.SafeLoader] = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


class InputError(DmRulesError):
    """An input file that can't be read, or breaks a limit: ``where:line: problem``."""

    def __init__(self, where: str, line: int, problem: str) -> None:
        super().__init__(f"{where}:{line}: {problem}")
        self.where, self.line, self.problem = where, line, problem


def strip_controls(text: str) -> str:
    """``text`` without :data:`CONTROLS` (what may reach a terminal)."""
    return CONTROLS.sub("", text)


def control_problem(text: str) -> str | None:
    """What is wrong with a value that holds one of :data:`CONTROLS` (None: it holds none)."""
    m = CONTROLS.search(text)
    if m is None:
        return None
    return (f"a control character U+{ord(m.group()):04X} (a terminal escape or a bidirectional override) in a "
            f"value: dmrules refuses them")


def file_kind(mode: int) -> str:
    """What a file that is not a regular file is, from its ``st_mode`` (for error messages)."""
    for test, name in ((stat.S_ISDIR, "a folder"), (stat.S_ISCHR, "a character device"),
                       (stat.S_ISBLK, "a block device"), (stat.S_ISFIFO, "a FIFO (named pipe)"),
                       (stat.S_ISSOCK, "a socket")):
        if test(mode):
            return name
    return "not a regular file"


def read_bytes(path: Path, max_bytes: int = MAX_BYTES) -> bytes:
    """The file's bytes: a regular file of at most ``max_bytes`` (else an InputError at line 1)."""
    where = str(path)
    try:
        mode = os.stat(path).st_mode
    except FileNotFoundError:
        raise InputError(where, 1, "no such file") from None
    except OSError as exc:
        raise InputError(where, 1, f"can't be read ({exc.strerror})") from None
    if not stat.S_ISREG(mode):
        raise InputError(where, 1, f"it is {file_kind(mode)}, not a regular file: dmrules reads only files")
    try:
        with open(path, "rb") as fh:
            data = fh.read(max_bytes + 1)
    except OSError as exc:
        raise InputError(where, 1, f"can't be read ({exc.strerror})") from None
    if len(data) > max_bytes:
        raise InputError(where, 1, f"larger than {max_bytes // (1024 * 1024)} MB: not a dmrules input")
    return data


def read_cache(path: Path, max_bytes: int) -> bytes | None:
    """A cache file's bytes, or None: absent, a symlink, not a regular file, larger than
    ``max_bytes`` or unreadable (a cache is never an error; it is not read through a symlink)."""
    try:
        st = os.lstat(path)
        if not stat.S_ISREG(st.st_mode) or st.st_size > max_bytes:
            return None
        fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK)
    except OSError:
        return None
    try:
        with os.fdopen(fd, "rb") as fh:
            if not stat.S_ISREG(os.fstat(fh.fileno()).st_mode):
                return None
            data = fh.read(max_bytes + 1)
    except OSError:
        return None
    return data if len(data) <= max_bytes else None


def read_text(path: Path, max_bytes: int = MAX_BYTES) -> str:
    """The file as UTF-8 text (see :func:`read_bytes`)."""
    data = read_bytes(path, max_bytes)
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise InputError(str(path), data.count(b"\n", 0, exc.start) + 1, f"not UTF-8 text ({exc.reason})") from None


def _check_events(text: str, where: str) -> int:
    """Nesting depth, from the parser's events (the parser does not recurse; composing does); the
    number of events (what the file writes: each value, each alias)."""
    depth = count = 0
    for event in yaml.parse(text, Loader=_FAST):
        count += 1
        if isinstance(event, (yaml.MappingStartEvent, yaml.SequenceStartEvent)):
            depth += 1
            if depth > MAX_DEPTH:
                line = event.start_mark.line + 1 if event.start_mark else 1
                raise InputError(where, line, f"nested more than {MAX_DEPTH} levels deep")
        elif isinstance(event, (yaml.MappingEndEvent, yaml.SequenceEndEvent)):
            depth -= 1
    return count


def _check_nodes(root: yaml.Node, where: str, written: int = 0) -> None:
    """Expanded size (aliases count each time they are used; ``written``: the file's events),
    integer length, duplicate keys."""
    allowed = max(MAX_ALIAS_NODES, ALIAS_FACTOR * written)  # linear in the file: never a bomb
    sizes: dict[int, int] = {}
    stack: list[tuple[yaml.Node, bool]] = [(root, False)]
    while stack:
        node, done = stack.pop()
        if id(node) in sizes:
            continue
        children = [n for pair in node.value for n in pair] if isinstance(node, yaml.MappingNode) \
            else list(node.value) if isinstance(node, yaml.SequenceNode) else []
        if not done:
            if isinstance(node, yaml.ScalarNode) and isinstance(node.value, str) \
                    and (problem := control_problem(node.value)) is not None:
                raise InputError(where, node.start_mark.line + 1, problem)
            if isinstance(node, yaml.ScalarNode) and node.tag == _INT_TAG:
                digits = sum(c.isdigit() for c in str(node.value))
                if digits > MAX_DIGITS:
                    raise InputError(where, node.start_mark.line + 1,
                                     f"an integer of {digits} digits (at most {MAX_DIGITS})")
            if isinstance(node, yaml.MappingNode):
                _check_keys(node, where)
            stack.append((node, True))
            stack += [(c, False) for c in children if id(c) not in sizes]
            continue
        sizes[id(node)] = 1 + sum(sizes[id(c)] for c in children)
        if sizes[id(node)] - len(sizes) > allowed:  # what aliases add (its own nodes are all in sizes)
            raise InputError(where, node.start_mark.line + 1,
                             f"its aliases expand to more than {allowed:,} further values ({ALIAS_FACTOR} times "
                             f"the values the file writes, at least {MAX_ALIAS_NODES:,})")


def _check_keys(node: yaml.MappingNode, where: str) -> None:
    seen: dict[str, int] = {}
    for key, _ in node.value:
        if not isinstance(key, yaml.ScalarNode):
            continue
        line = key.start_mark.line + 1
        if key.value in seen:
            raise InputError(where, line, f"key {key.value!r} given twice in one mapping (first at line "
                                          f"{seen[key.value]}): YAML keys are unique")
        seen[key.value] = line


def compose(text: str, where: str) -> yaml.Node | None:
    """The YAML document's node tree (with line marks), within the limits; None for an empty
    document. A syntax error is a ``yaml.YAMLError`` (the pure-Python parser's, with its marks)."""
    written = 0
    try:
        written = _check_events(text, where)
        root = yaml.compose(text, Loader=_FAST)
    except yaml.YAMLError:  # the pure-Python parser's message and marks are the clearer ones
        try:
            root = yaml.compose(text, Loader=yaml.SafeLoader)
        except RecursionError:
            raise InputError(where, 1, f"nested more than {MAX_DEPTH} levels deep") from None
    if root is not None:
        _check_nodes(root, where, written)
    return root


def load_yaml(text: str, where: str) -> Any:
    """The YAML document's value (as ``yaml.safe_load``), within the limits."""
    root = compose(text, where)
    if root is None:
        return None
    loader = yaml.SafeLoader("")
    return loader.construct_document(root)


def yaml_error(exc: yaml.YAMLError, text: str) -> tuple[int, str]:
    """A YAML syntax error as (line, problem)."""
    if isinstance(exc, yaml.MarkedYAMLError):
        mark = exc.problem_mark or exc.context_mark
        return (mark.line + 1 if mark else 1), str(exc.problem or exc.context)
    if isinstance(exc, yaml.reader.ReaderError):  # a character YAML does not allow
        char = f"#x{exc.character:04x}" if isinstance(exc.character, int) else repr(exc.character)
        return text.count("\n", 0, exc.position) + 1, f"unacceptable character {char}: {exc.reason}"
    return 1, str(exc).splitlines()[0] if str(exc) else type(exc).__name__


def compose_file(path: Path, max_bytes: int = MAX_BYTES) -> yaml.Node | None:
    """A YAML file's node tree (with line marks) within the limits (None: an empty file); any
    problem is an InputError naming the file and line."""
    text = read_text(path, max_bytes)
    try:
        return compose(text, str(path))
    except yaml.YAMLError as exc:
        line, problem = yaml_error(exc, text)
        raise InputError(str(path), line, f"not valid YAML: {problem}") from None


def load_yaml_file(path: Path, max_bytes: int = MAX_BYTES) -> Any:
    """A YAML file's value (as ``yaml.safe_load``) within the limits; any problem is an InputError
    naming the file and line."""
    root = compose_file(path, max_bytes)
    if root is None:
        return None
    try:
        return yaml.SafeLoader("").construct_document(root)
    except yaml.YAMLError as exc:  # a value no safe YAML type has
        line, problem = yaml_error(exc, "")
        raise InputError(str(path), line, f"not valid YAML: {problem}") from None


def read_tsv(path: Path, columns: tuple[str, ...], max_bytes: int = MAX_BYTES) -> list[dict[str, str]]:
    """A tab-separated table with a header row holding ``columns``: its rows (an InputError naming
    the file and line for a missing column, a row with too few cells, a control character)."""
    lines = read_text(path, max_bytes).splitlines()
    rows = list(csv.reader(lines, delimiter="\t"))
    if not rows:
        return []
    header = rows[0]
    missing = [c for c in columns if c not in header]
    if missing:
        raise InputError(str(path), 1, f"no column {missing[0]!r} in the header ({', '.join(header)})")
    out = []
    for n, row in enumerate(rows[1:], 2):
        if not any(cell.strip() for cell in row):
            continue
        if len(row) < len(header):
            raise InputError(str(path), n, f"{len(row)} cells, the header has {len(header)}")
        problem = next((p for cell in row if (p := control_problem(cell))), None)
        if problem:
            raise InputError(str(path), n, problem)
        out.append(dict(zip(header, row, strict=False)))
    return out


def load_json(path: Path, max_bytes: int = MAX_BYTES) -> Any:
    """A JSON file's value: a regular file within ``max_bytes``, nested within Python's stack,
    numbers within Python's digit limit; an InputError otherwise."""
    text = read_text(path, max_bytes)
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise InputError(str(path), exc.lineno, f"not JSON ({exc.msg})") from None
    except RecursionError:
        raise InputError(str(path), 1, "nested too deeply to be dmrules JSON") from None
    except ValueError as exc:  # an integer of more than 4,300 digits
        raise InputError(str(path), 1, str(exc)) from None


class JsonStream:
    """A JSON file read a value at a time, so that memory follows the largest value, not the file:
    ``items()`` walks a top-level array, ``members()`` a top-level object's keys with, for the key
    named, its array's items one by one. Problems are InputErrors with the file and line."""

    CHUNK = 1024 * 1024

    def __init__(self, path: Path, max_bytes: int = MAX_BYTES) -> None:
        self.where = str(path)
        try:
            mode = os.stat(path).st_mode
        except FileNotFoundError:
            raise InputError(self.where, 1, "no such file") from None
        except OSError as exc:
            raise InputError(self.where, 1, f"can't be read ({exc.strerror})") from None
        if not stat.S_ISREG(mode):
            raise InputError(self.where, 1, f"it is {file_kind(mode)}, not a regular file: dmrules reads only files")
        self.max_bytes = max_bytes
        self.read = 0
        self.fh = open(path, "rb")  # noqa: SIM115  (closed by close(), at the end or on an error)
        self.decoder = codecs.getincrementaldecoder("utf-8")("strict")
        self.buffer = ""
        self.pos = 0
        self.lines_before = 0  # line breaks in the part of the file dropped from the buffer
        self.counted, self.counted_lines = 0, 0  # line breaks in the buffer before ``counted``
        self.eof = False
        self.json = json.JSONDecoder()

    def close(self) -> None:
        self.fh.close()

    def __enter__(self) -> JsonStream:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @property
    def line(self) -> int:
        """The line of the current position (counted on from where it was last asked)."""
        if self.pos < self.counted:
            self.counted, self.counted_lines = 0, 0
        self.counted_lines += self.buffer.count("\n", self.counted, self.pos)
        self.counted = self.pos
        return self.lines_before + self.counted_lines + 1

    def fail(self, problem: str) -> InputError:
        return InputError(self.where, self.line, problem)

    def _fill(self, at_least: int) -> bool:
        """Reads at least ``at_least`` more characters (fewer at the end); False at the end."""
        if self.eof:
            return False
        if self.pos > self.CHUNK:  # drop what was read
            self.lines_before += self.buffer.count("\n", 0, self.pos)
            self.buffer, self.pos, self.counted, self.counted_lines = self.buffer[self.pos:], 0, 0, 0
        wanted = max(at_least, self.CHUNK)
        data = self.fh.read(wanted)
        self.read += len(data)
        if self.read > self.max_bytes:
            raise InputError(self.where, 1, f"larger than {self.max_bytes // (1024 * 1024)} MB: not a dmrules input")
        try:
            self.buffer += self.decoder.decode(data, final=not data)
        except UnicodeDecodeError as exc:
            line = self.lines_before + self.buffer.count("\n") + data.count(b"\n", 0, max(exc.start, 0)) + 1
            raise InputError(self.where, line, f"not UTF-8 text ({exc.reason})") from None
        if not data:
            self.eof = True
        return True

    def _skip(self) -> str:
        """The next non-blank character (not consumed; "" at the end)."""
        while True:
            while self.pos < len(self.buffer) and self.buffer[self.pos] in " \t\r\n":
                self.pos += 1
            if self.pos < len(self.buffer) or not self._fill(self.CHUNK):
                return self.buffer[self.pos:self.pos + 1]

    def expect(self, chars: str, what: str) -> str:
        ch = self._skip()
        if not ch or ch not in chars:
            raise self.fail(f"not JSON of the expected shape: expected {what}, got {ch or 'the end'!r}")
        self.pos += 1
        return ch

    def value(self) -> Any:
        """The next JSON value, whole."""
        self._skip()
        while True:
            try:
                value, end = self.json.raw_decode(self.buffer, self.pos)
            except json.JSONDecodeError as exc:
                if self._fill(len(self.buffer) - self.pos):  # perhaps cut off: read as much again
                    continue
                self.pos = exc.pos
                raise self.fail(f"not JSON ({exc.msg})") from None
            except RecursionError:
                raise self.fail("nested too deeply to be dmrules JSON") from None
            except ValueError as exc:  # an integer of more than 4,300 digits
                raise self.fail(str(exc)) from None
            if end == len(self.buffer) and self._fill(self.CHUNK):
                continue  # a number may go on in what was not read yet
            self.pos = end
            return value

    def items(self) -> Iterator[tuple[int, Any]]:
        """The items of the array that comes next, one by one, each with its line."""
        self.expect("[", "a list")
        if self._skip() == "]":
            self.pos += 1
            return
        while True:
            self._skip()
            line = self.line
            yield line, self.value()
            if self.expect(",]", "',' or ']'") == "]":
                return

    def members(self, streamed: str) -> Iterator[tuple[str, Any]]:
        """The keys and values of the object that comes next; the value of the key ``streamed``
        (an array) as an iterator of its (line, item) pairs, to be consumed before the next key."""
        self.expect("{", "an object")
        if self._skip() == "}":
            self.pos += 1
            return
        while True:
            self._skip()
            key = self.value()
            if not isinstance(key, str):
                raise self.fail("not JSON (an object's key must be a string)")
            self.expect(":", "':'")
            if key == streamed:
                yield key, self.items()
            else:
                yield key, self.value()
            if self.expect(",}", "',' or '}'") == "}":
                return

    def end(self) -> None:
        """Nothing but blanks may follow."""
        if self._skip():
            raise self.fail("not JSON (extra data after the value)")
