"""Writing report files: checked before a run starts, written atomically after it."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from engine.model.errors import DmRulesError


def check_writable(path: Path) -> None:
    """Raises DmRulesError now if ``path`` could not be written later (so a long run isn't wasted)."""
    if path.is_dir():
        raise DmRulesError(f"cannot write {path}: it is a folder")
    parent = path.parent if str(path.parent) else Path(".")
    if not parent.is_dir():
        raise DmRulesError(f"cannot write {path}: folder {parent} does not exist")
    if path.exists() and not os.access(path, os.W_OK):
        raise DmRulesError(f"cannot write {path}: permission denied")
    if not os.access(parent, os.W_OK | os.X_OK):
        raise DmRulesError(f"cannot write {path}: folder {parent} is not writable")


def write_atomic(path: Path, text: str) -> None:
    """Writes a temporary file next to ``path``, then renames it over ``path`` (never half-written)."""
    fd, tmp = tempfile.mkstemp(dir=path.parent if str(path.parent) else ".", prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.chmod(tmp, _mode_for(path))
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def _mode_for(path: Path) -> int:
    """The existing file's permissions, or what a plain open() would give (0o666 less the umask)."""
    if path.exists():
        return path.stat().st_mode & 0o777
    umask = os.umask(0)
    os.umask(umask)
    return 0o666 & ~umask
