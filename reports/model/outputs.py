"""Writing report and baseline files: checked before a run starts, written atomically after it.

- Only a regular file (or nothing) is ever replaced: a folder, a device (``/dev/null``), a FIFO or a
  socket at the path is refused. A symlink is **followed**: the file it points to is written (and
  the message says so); a dangling symlink is refused.
- A run's own inputs (feature files, card data, step code, the baseline it gates, the files it
  merges) are never written over: :func:`check_writable` takes them as ``inputs``.
- The new text goes to a temporary file next to the target, then is renamed over it: a write that
  is interrupted leaves the old file as it was and removes its temporary file. Temporary files
  that a killed process left behind (their process is gone) are removed by the next write.
- :func:`locked` serialises writers of one file (an advisory lock on its folder), so a baseline
  update can re-read the file under the lock and merge into what is there now.
"""

from __future__ import annotations

import contextlib
import fcntl
import os
import re
import stat
import tempfile
from collections.abc import Iterable, Iterator
from pathlib import Path

from engine.catalog.reading import file_kind
from engine.model.errors import DmRulesError

# Folders of the project whose files are a run's inputs (scenarios, card data, step code).
INPUT_FOLDERS = ("features", "engine", "steps", "scenarios", "reports/model", "reports/render", "reports/plugin",
                 "reports/cli")
INPUT_FILES = ("pyproject.toml", "conftest.py")


def target(path: Path) -> Path:
    """The file a write to ``path`` replaces: ``path`` itself, or the file its symlink points to.
    Raises DmRulesError for anything but a regular file or nothing (a dangling symlink too)."""
    if path.is_symlink():
        real = Path(os.path.realpath(path))
        if not real.exists() and not real.is_symlink():
            raise DmRulesError(f"cannot write {path}: it is a symlink to {real}, which does not exist "
                               f"(dmrules follows symlinks only to an existing file)")
        path = real
    try:
        mode = path.stat().st_mode
    except FileNotFoundError:
        return path
    except OSError as exc:
        raise DmRulesError(f"cannot write {path}: {exc.strerror}") from None
    if not stat.S_ISREG(mode):
        raise DmRulesError(f"cannot write {path}: it is {file_kind(mode)}; dmrules writes only regular files "
                           f"(it left {path} as it is)")
    return path


def project_inputs(root: Path) -> list[Path]:
    """The folders and files of the project at ``root`` that a run reads."""
    return [root / f for f in INPUT_FOLDERS] + [root / f for f in INPUT_FILES]


def is_input(path: Path, inputs: Iterable[Path]) -> Path | None:
    """The input ``path`` is (or lies under), if any."""
    real = Path(os.path.realpath(path))
    for item in inputs:
        item_real = Path(os.path.realpath(item))
        if real == item_real or item_real in real.parents:
            return item
    return None


def check_writable(path: Path, inputs: Iterable[Path] = (), what: str = "report") -> Path:
    """Raises DmRulesError now if ``path`` could not be written later (so a long run isn't wasted);
    returns the file a write would replace (``path``, or the file its symlink points to)."""
    real = target(path)
    clash = is_input(real, inputs)
    if clash is not None:
        raise DmRulesError(f"cannot write the {what} to {path}: it is one of the run's inputs ({clash}); "
                           f"choose another file")
    parent = real.parent if str(real.parent) else Path(".")
    if not parent.is_dir():
        raise DmRulesError(f"cannot write {path}: folder {parent} does not exist")
    if real.exists() and not os.access(real, os.W_OK):
        raise DmRulesError(f"cannot write {path}: permission denied")
    if not os.access(parent, os.W_OK | os.X_OK):
        raise DmRulesError(f"cannot write {path}: folder {parent} is not writable")
    return real


def symlink_note(path: Path) -> str:
    """`` (a symlink to X: X was written)`` for a symlink, else ""."""
    return f" (a symlink: dmrules followed it and wrote {os.path.realpath(path)})" if path.is_symlink() else ""


def _temp_pattern(name: str) -> re.Pattern[str]:
    return re.compile(rf"^\.{re.escape(name)}\.(\d+)\.[^.]+\.tmp$")


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def clean_stale_temps(path: Path) -> list[Path]:
    """Removes the temporary files of writes to ``path`` whose process is gone; returns them."""
    pattern = _temp_pattern(path.name)
    gone: list[Path] = []
    with contextlib.suppress(OSError):
        for entry in path.parent.iterdir():
            m = pattern.match(entry.name)
            if m and int(m.group(1)) != os.getpid() and not _alive(int(m.group(1))):
                with contextlib.suppress(OSError):
                    entry.unlink()
                    gone.append(entry)
    return gone


def write_atomic(path: Path, text: str) -> None:
    """Writes a temporary file next to the target, then renames it over the target (never
    half-written; a symlink is followed; anything but a regular file is refused)."""
    real = target(path)
    folder = real.parent if str(real.parent) else Path(".")
    clean_stale_temps(real)
    fd, tmp = tempfile.mkstemp(dir=folder, prefix=f".{real.name}.{os.getpid()}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.chmod(tmp, _mode_for(real))
        target(real)  # still a regular file (or nothing) now that the run is over
        os.replace(tmp, real)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


@contextlib.contextmanager
def locked(path: Path) -> Iterator[None]:
    """Holds an exclusive advisory lock for writing ``path`` (on its folder, so no lock file is
    left behind); a second writer waits for the first."""
    real = target(path)
    folder = real.parent if str(real.parent) else Path(".")
    fd = os.open(folder, os.O_RDONLY)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
        yield
    finally:
        os.close(fd)  # closing releases the lock


def _mode_for(path: Path) -> int:
    """The existing file's permissions, or what a plain open() would give (0o666 less the umask)."""
    if path.exists():
        return path.stat().st_mode & 0o777
    umask = os.umask(0)
    os.umask(umask)
    return 0o666 & ~umask
