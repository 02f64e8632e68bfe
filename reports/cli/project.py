"""Where things are: the project folder, and the examples file (the worked examples of the rules
sources, each with its id: what ``@ex:ID`` tags name)."""

from __future__ import annotations

import os
from pathlib import Path

from engine.model.errors import DmRulesError

EXAMPLES_ENV = "DMRULES_EXAMPLES"
FORMER_ENV = "DMRULES_CATALOG"  # the variable's former name, still read after EXAMPLES_ENV


def project_root(explicit: str | None) -> Path:
    """--root, else the first folder with features/ and scenarios/ from here up, else this package's project."""
    if explicit:
        return Path(explicit).resolve()
    for base in (Path.cwd(), *Path.cwd().parents, Path(__file__).resolve().parents[2]):
        if (base / "features").is_dir() and (base / "scenarios").is_dir():
            return base
    raise DmRulesError("cannot find the project (a folder with features/ and scenarios/); use --root")


EXAMPLES_FILE = Path("reports") / "examples.yaml"  # the project's own catalog of its sources' examples


def examples_path(explicit: str | None, root: Path, required: bool = True) -> Path | None:
    """The examples file: --examples PATH, else $DMRULES_EXAMPLES, else the project's own
    reports/examples.yaml. A path that was given and is missing is an error; a missing default is
    one only when ``required`` (else None: nothing to check against)."""
    for given, how in ((explicit, "--examples"), (os.environ.get(EXAMPLES_ENV), EXAMPLES_ENV),
                       (os.environ.get(FORMER_ENV), FORMER_ENV)):
        if given:
            path = Path(given).expanduser()
            if not path.is_file():
                raise DmRulesError(f"no examples file at {path} (from {how})")
            return path
    default = root / EXAMPLES_FILE
    if default.is_file():
        return default
    if required:
        raise DmRulesError(f"no examples file: give --examples PATH or set {EXAMPLES_ENV} "
                           f"(the default {default} does not exist)")
    return None
