"""The card catalog's cache: the validated cards as plain JSON, so a second load skips YAML and checks.

The cache is data a user can touch (it lives next to the card files, ``__pycache__/catalog.json``
in the folder), so nothing in it can run code: it is JSON, and reading it builds only the card
model's own classes (:data:`CLASSES`, :data:`ENUMS`) from plain values. Its first line is a header
with the key it was written for (:func:`cache_key`: content hashes of the card files and of the
engine's source files, whose vocabulary decides what loads); the rest is read only when the key
matches. A cache that can't be read (corrupt, a symlink, not a regular file, too large) is
ignored with a note on stderr and rewritten; one that can't be written is skipped.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import sys
from enum import Enum
from pathlib import Path
from typing import Any

from engine.catalog import reading, writing
from engine.model.cards import Ability, CardDef, CardType, Civ, Effect, Trigger
from engine.model.errors import DmRulesError

CACHE_FORMAT = "dmrules-catalog-cache"
CACHE_VERSION = 2
MAX_CACHE_BYTES = 256 * 1024 * 1024  # 1,837 cards make 2 MB
CLASSES: dict[str, type[Any]] = {c.__name__: c for c in (CardDef, Ability, Effect, Trigger)}
ENUMS: dict[str, type[Enum]] = {e.__name__: e for e in (Civ, CardType)}
_ENGINE = Path(__file__).resolve().parent.parent


def cache_file(folder: Path) -> Path:
    return folder / "__pycache__" / "catalog.json"


def cache_key(folder: Path) -> str | None:
    """What the validated catalog depends on: each card file's name and content, and each of the
    engine's source files' (None: a card file can't be read, and the loader will say why)."""
    digest = hashlib.sha256(f"{CACHE_FORMAT} {CACHE_VERSION}\n".encode())
    try:
        for path in sorted(folder.glob("*.yaml")):
            digest.update(f"card file {path.name} {hashlib.sha256(reading.read_bytes(path)).hexdigest()}\n".encode())
    except reading.InputError:
        return None
    for path in sorted(_ENGINE.rglob("*.py")):
        digest.update(f"source {path.relative_to(_ENGINE).as_posix()} ".encode()
                      + hashlib.sha256(path.read_bytes()).digest() + b"\n")
    return digest.hexdigest()


# ------------------------------------------------------------------ plain values
def plain(value: Any) -> Any:
    """A card-model value as JSON values: a tuple ``{"~t": [...]}``, a frozenset ``{"~f": [...]}``,
    an enum ``{"~e": [class, value]}``, a card-model object ``{"~c": class, "~v": {field: value}}``
    (fields at their default left out), a mapping whose keys are not plain strings ``{"~d": pairs}``."""
    if isinstance(value, Enum):  # before str: the card model's enums are strings too
        return {"~e": [type(value).__name__, value.value]}
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    if isinstance(value, list):
        return [plain(v) for v in value]
    if isinstance(value, tuple):
        return {"~t": [plain(v) for v in value]}
    if isinstance(value, frozenset):
        return {"~f": [plain(v) for v in sorted(value, key=repr)]}
    if isinstance(value, dict):
        if all(isinstance(k, str) and not k.startswith("~") for k in value):
            return {k: plain(v) for k, v in value.items()}
        return {"~d": [[plain(k), plain(v)] for k, v in value.items()]}
    if type(value).__name__ in CLASSES and dataclasses.is_dataclass(value):
        return {"~c": type(value).__name__, "~v": {f.name: plain(getattr(value, f.name))
                                                   for f in dataclasses.fields(value) if not _default(value, f)}}
    raise TypeError(f"no cache form for {type(value).__name__}")


def _default(obj: Any, f: dataclasses.Field[Any]) -> bool:
    value = getattr(obj, f.name)
    if f.default is not dataclasses.MISSING:
        return bool(value is f.default or (type(value) is type(f.default) and value == f.default))
    if f.default_factory is not dataclasses.MISSING:
        return bool(value == f.default_factory())
    return False


def _revive(obj: dict[str, Any]) -> Any:
    """The JSON decoder's hook: a tagged object back as its value (only the card model's classes)."""
    if len(obj) == 1:
        (tag, inner), = obj.items()
        if tag == "~t":
            return tuple(inner)
        if tag == "~f":
            return frozenset(inner)
        if tag == "~e":
            return ENUMS[inner[0]](inner[1])
        if tag == "~d":
            return {_hashable(k): v for k, v in inner}
    elif len(obj) == 2 and "~c" in obj and "~v" in obj:
        return CLASSES[obj["~c"]](**obj["~v"])
    return obj


def _hashable(key: Any) -> Any:
    return tuple(key) if isinstance(key, list) else key


# ------------------------------------------------------------------ reading and writing
def note(message: str) -> None:
    sys.stderr.write(f"dmrules: note: {message}\n")


def load(folder: Path, key: str) -> list[CardDef] | None:
    """The cached cards of ``folder`` if the cache was written for ``key`` (None: no usable cache;
    a corrupt one is noted on stderr)."""
    path = cache_file(folder)
    data = reading.read_cache(path, MAX_CACHE_BYTES)
    if data is None:
        return None
    head, _, body = data.partition(b"\n")
    try:
        header = json.loads(head)
        if not isinstance(header, dict) or header.get("format") != CACHE_FORMAT:
            raise ValueError("no cache header")
    except (ValueError, RecursionError) as exc:
        note(f"the card cache {path} is corrupt ({exc}); the card files were read instead, and it is rewritten")
        return None
    if header.get("version") != CACHE_VERSION or header.get("key") != key:
        return None  # written for other card files or another engine: stale, not corrupt
    try:
        cards = json.loads(body, object_hook=_revive)
        if not isinstance(cards, list) or not all(isinstance(c, CardDef) for c in cards):
            raise ValueError("not a list of cards")
    except (ValueError, TypeError, KeyError, IndexError, RecursionError, DmRulesError) as exc:
        note(f"the card cache {path} is corrupt ({type(exc).__name__}: {str(exc)[:100]}); the card files were "
             f"read instead, and it is rewritten")
        return None
    return cards


def keep(folder: Path, key: str, cards: list[CardDef]) -> None:
    """Writes the cache (atomically; never through a symlink; a folder that can't be written is
    left without one, a cache path that is a symlink or not a regular file is noted and left)."""
    path = cache_file(folder)
    header = json.dumps({"format": CACHE_FORMAT, "version": CACHE_VERSION, "key": key})
    body = json.dumps([plain(c) for c in cards], ensure_ascii=False, separators=(",", ":"))
    if path.parent.is_symlink():
        note(f"the card cache was not written: {path.parent} is a symlink (dmrules never writes through one)")
        return
    try:
        path.parent.mkdir(exist_ok=True)
        writing.write_atomic(path, header + "\n" + body)
    except writing.WriteRefused as exc:
        note(f"the card cache was not written: {exc}")
    except OSError:
        return
