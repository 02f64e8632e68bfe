"""Reading input files with limits: card data, deck lists, the examples file, baselines, results.

A careless or hostile file gets one clear error, never a hang, a traceback or unbounded memory:

- only a regular file is read (a FIFO, a device such as ``/dev/zero``, a folder is refused before
  it is opened), at most ``max_bytes`` of it;
- YAML is nested at most :data:`MAX_DEPTH` deep, its aliases add at most
  :data:`MAX_ALIAS_NODES` nodes once expanded (a "billion laughs" file stops there; a file without
  aliases is bounded by its size alone), an integer has at most
  :data:`MAX_DIGITS` digits, and a key given twice in one mapping is an error (YAML 1.2 §3.2.1.3:
  keys are unique), each with its line.
"""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path
from typing import Any

import yaml

from engine.model.errors import DmRulesError

MAX_BYTES = 16 * 1024 * 1024  # an input file larger than this is refused (the largest we read is ~3 MB)
MAX_DEPTH = 40  # YAML nesting (card data nests 11 deep)
MAX_ALIAS_NODES = 200_000  # YAML nodes that aliases add once expanded (the card files use none)
MAX_DIGITS = 18  # digits of a YAML integer
_INT_TAG = "tag:yaml.org,2002:int"
_FAST: type[yaml.SafeLoader] = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


class InputError(DmRulesError):
    """An input file that can't be read, or breaks a limit: ``where:line: problem``."""

    def __init__(self, where: str, line: int, problem: str) -> None:
        super().__init__(f"{where}:{line}: {problem}")
        self.where, self.line, self.problem = where, line, problem


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


def _check_events(text: str, where: str) -> None:
    """Nesting depth, from the parser's events (the parser does not recurse; composing does)."""
    depth = 0
    for event in yaml.parse(text, Loader=_FAST):
        if isinstance(event, (yaml.MappingStartEvent, yaml.SequenceStartEvent)):
            depth += 1
            if depth > MAX_DEPTH:
                line = event.start_mark.line + 1 if event.start_mark else 1
                raise InputError(where, line, f"nested more than {MAX_DEPTH} levels deep")
        elif isinstance(event, (yaml.MappingEndEvent, yaml.SequenceEndEvent)):
            depth -= 1


def _check_nodes(root: yaml.Node, where: str) -> None:
    """Expanded size (aliases count each time they are used), integer length, duplicate keys."""
    sizes: dict[int, int] = {}
    stack: list[tuple[yaml.Node, bool]] = [(root, False)]
    while stack:
        node, done = stack.pop()
        if id(node) in sizes:
            continue
        children = [n for pair in node.value for n in pair] if isinstance(node, yaml.MappingNode) \
            else list(node.value) if isinstance(node, yaml.SequenceNode) else []
        if not done:
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
        if sizes[id(node)] - len(sizes) > MAX_ALIAS_NODES:  # what aliases add (its own nodes are all in sizes)
            raise InputError(where, node.start_mark.line + 1,
                             f"its aliases expand to more than {MAX_ALIAS_NODES:,} further values")


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
    try:
        _check_events(text, where)
        root = yaml.compose(text, Loader=_FAST)
    except yaml.YAMLError:  # the pure-Python parser's message and marks are the clearer ones
        try:
            root = yaml.compose(text, Loader=yaml.SafeLoader)
        except RecursionError:
            raise InputError(where, 1, f"nested more than {MAX_DEPTH} levels deep") from None
    if root is not None:
        _check_nodes(root, where)
    return root


def load_yaml(text: str, where: str) -> Any:
    """The YAML document's value (as ``yaml.safe_load``), within the limits."""
    root = compose(text, where)
    if root is None:
        return None
    loader = yaml.SafeLoader("")
    return loader.construct_document(root)


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
