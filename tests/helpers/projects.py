"""Snapshots of the project for end-to-end tests of ``dmrules``, and a way to run it on one."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

from tests.helpers import ROOT


def make_project(dest: Path, copy: list[str], write: dict[str, str] | None = None) -> Path:
    """A project at ``dest`` with the step library's bindings, the feature files ``copy`` (paths
    under features/) and the files ``write`` (path under features/ → text)."""
    for name in ("pyproject.toml", "conftest.py"):
        shutil.copy(ROOT / name, dest / name)
    (dest / "scenarios").mkdir()
    for name in ("__init__.py", "conftest.py", "test_features.py"):
        shutil.copy(ROOT / "scenarios" / name, dest / "scenarios" / name)
    for rel in copy:
        (dest / "features" / rel).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(ROOT / "features" / rel, dest / "features" / rel)
    for rel, text in (write or {}).items():
        (dest / "features" / rel).parent.mkdir(parents=True, exist_ok=True)
        (dest / "features" / rel).write_text(text, encoding="utf-8")
    return dest


def dmrules(project: Path, *args: str, cwd: Path | None = None,
            env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    """``dmrules --root PROJECT ARGS`` in a fresh process (from ``cwd``, default the project)."""
    base = {k: v for k, v in os.environ.items() if not k.startswith(("PYTEST_", "COV_", "DMRULES_"))}
    return subprocess.run([sys.executable, "-m", "reports.cli", "--root", str(project), *args], cwd=cwd or project,
                          env={**base, **(env or {})}, text=True, capture_output=True, timeout=600)
