"""Writing a file safely: the one primitive every write of dmrules goes through (reports, pages,
baselines, skeletons, rerun lists and caches: :mod:`reports.model.outputs` adds which files a
command may write; the card catalog's cache calls it directly).

- Only a regular file (or nothing) is ever replaced: a folder, a device (``/dev/null``), a FIFO or
  a socket at the path is refused and left as it is.
- Never through a symlink: a symlink at the path is refused (neither the file it points to nor
  the link itself is written).
- Where ``replace`` is false an existing file is refused (a command that makes new files, such as
  a skeleton, never writes over one).
- The new text goes to a temporary file next to the target, then is renamed over it: a write that
  is interrupted leaves the old file as it was and removes its temporary file. Temporary files
  that a killed process left behind (their process is gone) are removed by the next write.
"""

from __future__ import annotations

import contextlib
import os
import re
import stat
import tempfile
from collections.abc import Iterable
from pathlib import Path

from engine.catalog.reading import file_kind
from engine.model.errors import DmRulesError


class WriteRefused(DmRulesError):
    """A path dmrules will not write: ``cannot write PATH: why``."""


def refusal(path: Path, replace: bool = True) -> str | None:
    """Why ``path`` can't be written (None: it can): a symlink, anything but a regular file, or
    an existing file where ``replace`` is false."""
    try:
        mode = os.lstat(path).st_mode
    except FileNotFoundError:
        return None
    except OSError as exc:
        return str(exc.strerror)
    if stat.S_ISLNK(mode):
        return (f"it is a symlink (to {os.readlink(path)}); dmrules never writes through a symlink: "
                f"give the file itself")
    if not stat.S_ISREG(mode):
        return f"it is {file_kind(mode)}; dmrules writes only regular files (it left {path} as it is)"
    if not replace:
        return "it exists, and this command never writes over a file: remove it first, or choose another name"
    return None


def check(path: Path, replace: bool = True) -> None:
    """Raises :class:`WriteRefused` if :func:`refusal` finds a reason."""
    why = refusal(path, replace)
    if why is not None:
        raise WriteRefused(f"cannot write {path}: {why}")


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


def write_atomic(path: Path, data: str | bytes | Iterable[str], replace: bool = True) -> None:
    """Writes ``data`` (text as UTF-8 with ``\\n`` line ends; text in pieces, one piece in memory at a
    time) to a temporary file next to ``path``,
    then renames it over ``path``: never half-written, never through a symlink, never over anything
    but a regular file (nor over an existing one where ``replace`` is false)."""
    check(path, replace)
    folder = path.parent if str(path.parent) else Path(".")
    clean_stale_temps(path)
    fd, tmp = tempfile.mkstemp(dir=folder, prefix=f".{path.name}.{os.getpid()}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as fh:
            for piece in [data] if isinstance(data, (str, bytes)) else data:
                fh.write(piece.encode("utf-8") if isinstance(piece, str) else piece)
            fh.flush()
            os.fsync(fh.fileno())
        os.chmod(tmp, _mode_for(path))
        check(path, replace)  # still writable now that the run is over
        if replace:
            os.replace(tmp, path)
        else:
            _link(tmp, path)
    except FileExistsError:
        Path(tmp).unlink(missing_ok=True)
        raise WriteRefused(f"cannot write {path}: it appeared while dmrules was writing it; it was left as it is") \
            from None
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def _link(tmp: str, path: Path) -> None:
    """Gives ``tmp``'s file the name ``path`` if no file has it (FileExistsError otherwise)."""
    try:
        os.link(tmp, path)  # fails if a file appeared meanwhile: never over one
    except FileExistsError:
        raise
    except OSError:  # a file system without hard links: the check above stands
        os.replace(tmp, path)
        return
    os.unlink(tmp)


def _mode_for(path: Path) -> int:
    """The existing file's permissions, or what a plain open() would give (0o666 less the umask)."""
    if path.exists():
        return path.stat().st_mode & 0o777
    umask = os.umask(0)
    os.umask(umask)
    return 0o666 & ~umask
