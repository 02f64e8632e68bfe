"""Feature locations as a user types them: ``FILE``, ``FOLDER`` or ``FILE:LINE``.

A location resolves from the current folder, from the project root, or from its ``features/``
folder, so the form the reports print (``features/basic/attack.feature:136``) and the shorter
one under ``features/`` (``basic/attack.feature:136``) both paste back.
"""

from __future__ import annotations

from pathlib import Path

from engine.model.errors import DmRulesError


def split(text: str) -> tuple[str, int | None]:
    """``FILE:LINE`` → (FILE, LINE); anything else → (text, None)."""
    path, sep, line = text.rpartition(":")
    if sep and path and line.isdigit():
        return path, int(line)
    return text, None


def find(root: Path, text: str) -> tuple[Path, int | None]:
    """The feature file or folder a location names (absolute) and its line, or a DmRulesError."""
    path, line = split(text)
    root = root.resolve()
    features = root / "features"
    for base in (Path.cwd(), root, features):
        candidate = (base / path).resolve()
        if candidate.exists():
            break
    else:
        raise DmRulesError(f"no such feature file or folder: {text} (looked in ., {root} and {features})")
    if line is not None and not candidate.is_file():
        raise DmRulesError(f"{text}: a line number needs a feature file, and {path} is not one")
    if candidate != features and features not in candidate.parents:
        raise DmRulesError(f"{text}: only feature files under {features} run (scenarios/ binds that folder)")
    return candidate, line


def canonical(root: Path, text: str) -> str:
    """The location relative to the project root, as the reports print it (``features/...[:LINE]``)."""
    path, line = find(root, text)
    rel = path.relative_to(root.resolve()).as_posix()
    return rel + (f":{line}" if line is not None else "")


def for_cwd(root: Path, text: str) -> str:
    """The location as a path that resolves from the current folder (relative when it is under it)."""
    path, line = find(root, text)
    try:
        shown = str(path.relative_to(Path.cwd().resolve()))
    except ValueError:
        shown = str(path)
    return shown + (f":{line}" if line is not None else "")
