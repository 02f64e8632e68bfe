"""Where things are: the project folder, and the catalog of examples."""

from __future__ import annotations

import os
from pathlib import Path

from engine.model.errors import DmRulesError

CATALOG_ENV = "DMRULES_CATALOG"


def project_root(explicit: str | None) -> Path:
    """--root, else the first folder with features/ and scenarios/ from here up, else this package's project."""
    if explicit:
        return Path(explicit).resolve()
    for base in (Path.cwd(), *Path.cwd().parents, Path(__file__).resolve().parent.parent):
        if (base / "features").is_dir() and (base / "scenarios").is_dir():
            return base
    raise DmRulesError("cannot find the project (a folder with features/ and scenarios/); use --root")


def catalog_path(explicit: str | None, root: Path, required: bool = True) -> Path | None:
    """The catalog of examples: --catalog PATH, else $DMRULES_CATALOG, else ../shared/examples.yaml
    next to the project. A path that was given and is missing is an error; a missing default is
    one only when ``required`` (else None: nothing to check against)."""
    for given, how in ((explicit, "--catalog"), (os.environ.get(CATALOG_ENV), CATALOG_ENV)):
        if given:
            path = Path(given).expanduser()
            if not path.is_file():
                raise DmRulesError(f"no catalog of examples at {path} (from {how})")
            return path
    default = root.parent / "shared" / "examples.yaml"
    if default.is_file():
        return default
    if required:
        raise DmRulesError(f"no catalog of examples: give --catalog PATH or set {CATALOG_ENV} "
                           f"(the default {default} does not exist)")
    return None
