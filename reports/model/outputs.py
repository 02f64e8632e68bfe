"""Every file dmrules writes goes through here: reports (``--out``), Markdown pages (``--split``),
baselines, skeletons, the rerun list, the sources table and caches (:func:`write_cache`).

- What may be written at all is :mod:`engine.catalog.writing`'s rule (the one guard, which the card
  catalog's cache uses too): a regular file or nothing, never through a symlink, never a device,
  FIFO, socket or folder, atomically.
- A run's own inputs (feature files, card data, code, the project's reports/ data — the examples
  file, the sources table, the not-modelled list, the baseline —, the baseline it gates, the files
  it merges) are never written over: :func:`check_writable` takes them as ``inputs``; the project's
  are :func:`project_inputs`. A baseline is written only by ``--update-baseline``.
- An existing file is replaced only by a command whose purpose is to replace it (a report, the
  rerun list, a cache, ``--update-baseline``); a command that makes a new file (a skeleton) passes
  ``replace=False`` and never writes over one.
- :func:`locked` serialises writers of one file (an advisory lock on its folder), so a baseline
  update can re-read the file under the lock and merge into what is there now.

Caches (the catalog's, a results cache under ``.dmrules/``) call :func:`write_cache` and read with
:func:`engine.catalog.reading.read_cache`: a cache that can't be written is skipped, never an error.
"""

from __future__ import annotations

import contextlib
import fcntl
import os
from collections.abc import Iterable, Iterator
from pathlib import Path

from engine.catalog import writing
from engine.catalog.writing import WriteRefused
from engine.model.errors import DmRulesError

# Folders of the project whose files a run reads (scenarios, card data, code) or that hold code.
INPUT_FOLDERS = ("features", "engine", "steps", "scenarios", "reports/model", "reports/render", "reports/plugin",
                 "reports/cli", "tests", "tools", "bench", ".ci")
# Files of the project a run reads (reports/'s data: the examples, their sources, what is not
# modelled, the baseline) or that hold its configuration.
INPUT_FILES = ("pyproject.toml", "conftest.py", "tox.ini", "README.md", "reports/__init__.py",
               "reports/examples.yaml", "reports/sources.tsv", "reports/not_modelled.tsv", "reports/baseline.json")

__all__ = ["WriteRefused", "check_writable", "is_input", "locked", "prepare_folder", "project_inputs",
           "clean_stale_temps", "without", "write_atomic", "write_cache"]

clean_stale_temps = writing.clean_stale_temps


def project_inputs(root: Path) -> list[Path]:
    """The folders and files of the project at ``root`` that a run reads (or that hold its code)."""
    return [root / f for f in INPUT_FOLDERS] + [root / f for f in INPUT_FILES]


def _real(path: Path) -> Path:
    return Path(os.path.realpath(path))


def is_input(path: Path, inputs: Iterable[Path]) -> Path | None:
    """The input ``path`` is (or lies under), if any (symlinks resolved on both sides)."""
    real = _real(path)
    for item in inputs:
        item_real = _real(item)
        if real == item_real or item_real in real.parents:
            return item
    return None


def without(inputs: Iterable[Path], path: Path) -> list[Path]:
    """``inputs`` less ``path`` itself (the baseline ``--update-baseline`` is asked to write)."""
    return [i for i in inputs if _real(i) != _real(path)]


def check_writable(path: Path, inputs: Iterable[Path] = (), what: str = "report", replace: bool = True,
                   folder_made: bool = False) -> Path:
    """Raises DmRulesError now if ``path`` could not be written later (so a long run isn't wasted):
    a symlink, a device, FIFO or folder, one of ``inputs`` (or under one), an existing file where
    ``replace`` is false, a missing or read-only folder (unless the writer makes it: ``folder_made``).
    Returns ``path``."""
    writing.check(path, replace)
    clash = is_input(path, inputs)
    if clash is not None:
        raise WriteRefused(f"cannot write the {what} to {path}: it is one of the run's inputs ({clash}); "
                           f"choose another file")
    parent = path.parent if str(path.parent) else Path(".")
    if folder_made and not parent.exists():
        return path
    if not parent.is_dir():
        raise WriteRefused(f"cannot write {path}: folder {parent} does not exist")
    if path.exists() and not os.access(path, os.W_OK):
        raise WriteRefused(f"cannot write {path}: permission denied")
    if not os.access(parent, os.W_OK | os.X_OK):
        raise WriteRefused(f"cannot write {path}: folder {parent} is not writable")
    return path


def prepare_folder(folder: Path, inputs: Iterable[Path] = (), what: str = "pages") -> Path:
    """A folder to write pages into (``--split``): made if missing, never one of ``inputs`` (nor
    under one), and holding no ``*.md`` entry that is a symlink or not a regular file (a page is
    never written through one). Raises DmRulesError before anything is made otherwise."""
    inputs = list(inputs)
    clash = is_input(folder, inputs)
    if clash is not None:
        raise WriteRefused(f"cannot write the {what} into {folder}: it is one of the run's inputs ({clash}); "
                           f"choose another folder")
    if folder.exists() and not folder.is_dir():
        raise WriteRefused(f"cannot write the {what} into {folder}: it is not a folder")
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise WriteRefused(f"cannot make the folder {folder}: {exc.strerror}") from None
    for entry in sorted(folder.glob("*.md")):
        writing.check(entry)
    check_writable(folder / "index.md", inputs, what)
    return folder


def write_atomic(path: Path, text: str | Iterable[str], replace: bool = True) -> None:
    """Writes ``text`` atomically (see :func:`engine.catalog.writing.write_atomic`)."""
    writing.write_atomic(path, text, replace)


def write_cache(path: Path, data: str | bytes) -> str | None:
    """Writes a cache file (its folder made if missing), atomically, never through a symlink nor
    over anything but a regular file; None when written, else why not (a cache that can't be
    written is skipped: the caller may say so, never fail)."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        writing.write_atomic(path, data)
    except (DmRulesError, OSError) as exc:
        return str(exc) if isinstance(exc, DmRulesError) else f"cannot write {path}: {exc.strerror}"
    return None


@contextlib.contextmanager
def locked(path: Path) -> Iterator[None]:
    """Holds an exclusive advisory lock for writing ``path`` (on its folder, so no lock file is
    left behind); a second writer waits for the first."""
    writing.check(path)
    folder = path.parent if str(path.parent) else Path(".")
    fd = os.open(folder, os.O_RDONLY)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
        yield
    finally:
        os.close(fd)  # closing releases the lock
