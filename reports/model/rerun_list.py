"""The rerun list (cucumber's rerun file, ``.dmrules/rerun.txt``): the failing scenarios of the last
run, one ``features/FILE.feature:LINE`` a line; ``dmrules verify --rerun`` runs them again.

Read with :mod:`engine.catalog.reading`'s limits (a regular file, UTF-8, at most
:data:`MAX_RERUN_BYTES`); a line that is no scenario location is an error naming the file and
line. Written with :mod:`reports.model.outputs` (never through a symlink, never over an input):
a list that can't be written is a warning, never the end of the run it records.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from pathlib import Path

from engine.catalog.reading import InputError, read_text
from engine.model.errors import DmRulesError
from reports.model.outputs import is_input, project_inputs, write_cache

MAX_RERUN_BYTES = 1024 * 1024  # 1 MB: about 20,000 locations
LOCATION = re.compile(r"^[^\x00-\x1f\x7f]+\.feature:\d{1,9}$")


def read_rerun_list(path: Path) -> list[str]:
    """The locations of the rerun list at ``path`` ([] when there is none); a DmRulesError that
    names the file and line for anything else."""
    if not path.exists() and not path.is_symlink():
        return []
    try:
        text = read_text(path, MAX_RERUN_BYTES)
    except InputError as exc:
        raise DmRulesError(f"{exc} (the rerun list: delete it, or run without --rerun)") from None
    out: list[str] = []
    for n, line in enumerate(text.splitlines(), 1):
        entry = line.strip()
        if not entry:
            continue
        if not LOCATION.match(entry):
            shown = entry if len(entry) <= 60 else entry[:59] + "…"
            raise DmRulesError(f"{path}:{n}: {shown!r} is not a scenario's FILE.feature:LINE (the rerun list "
                               f"holds one a line: delete it, or run without --rerun)")
        out.append(entry)
    return out


def write_rerun_list(root: Path, rel: Path, locations: Iterable[str]) -> str | None:
    """Writes the rerun list ``root/rel``; None when written, else why not (a warning to show)."""
    path = root / rel
    clash = is_input(path, project_inputs(root))
    if clash is not None:
        return f"the rerun list was not written: {path} is one of the run's inputs ({clash})"
    problem = write_cache(path, "".join(f"{loc}\n" for loc in locations))
    return f"the rerun list was not written: {problem}" if problem else None
