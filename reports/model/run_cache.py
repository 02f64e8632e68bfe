"""The results cache of ``dmrules verify``: a scenario run (and a fork attribution) is computed once per
content of what it is computed from, as build tools and pytest's own cache keep their results.

A run's key is a digest of everything its record is made from:

- the scenario as pytest-bdd runs it: its feature file's path, name and tags, its name, line,
  description, tags (and its rule's), its Examples row, and each step (background first) with its
  keyword, text, line, table and doc string;
- the profile it runs under and the profile whose verdicts are forced onto it (``--force-verdicts``);
- the code that runs it: every file of ``engine/`` (the card catalog's YAML included: a card a
  scenario names may reach any other through its abilities, so the whole catalog counts, not the
  cards the scenario names), ``steps/`` and ``reports/plugin/``, the modules of ``reports/model/``
  the plugin reads, the project's ``conftest.py``, ``scenarios/`` bindings and ``pyproject.toml``,
  and the versions of Python, pytest, pytest-bdd and the Gherkin parser;
- the profiles' policies as this process holds them (reports.model.digests: each policy's class
  and settings; a profile edited in place, as a test or a plugin may, is another run);
- the explorer's guard for the run (``DMRULES_EXPLORE_CPU``, ``DMRULES_EXPLORE_MEMORY``: a walk
  stopped by it is a partial verdict, so a run under another guard is another run).

An attribution's key adds the pair of profiles and the attribution's own code
(``reports/model/attribution.py``, ``results.py``). So a second run of an unchanged tree computes
nothing again; an edited scenario runs again alone; an edited card, engine or step module runs
everything again (the whole catalog and engine are one input).

The cache is plain JSON (never pickle: nothing in it can run), one file per feature file under
``.dmrules/cache/`` (which .gitignore leaves out), each written atomically. A file that can't be
read is ignored with a note and rewritten; a file written by other code (another digest) is
emptied. ``dmrules verify --no-cache`` runs everything and leaves the cache alone.
"""

from __future__ import annotations

import hashlib
import json
import os
import platform
import sys
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from importlib import metadata
from pathlib import Path
from typing import Any

from engine.catalog.reading import load_json
from engine.model.errors import DmRulesError
from reports.model.digests import policy_settings
from steps.runtime.status import Status

CACHE_FOLDER = Path(".dmrules") / "cache"  # under the project root
CACHE_FORMAT = "dmrules-cache"
CACHE_VERSION = 1
MAX_CACHE_FILE_BYTES = 512 * 1024 * 1024

PACKAGES = Path(__file__).resolve().parent.parent.parent  # where engine/, steps/ and reports/ are installed
RUN_CODE = ("engine", "steps", "reports/plugin", "reports/model/feature_files.py", "reports/model/results.py",
            "reports/model/tags.py", "reports/model/shards.py", "reports/model/locations.py")
PROJECT_FILES = ("conftest.py", "pyproject.toml", "scenarios/__init__.py", "scenarios/conftest.py",
                 "scenarios/test_features.py")
ATTRIBUTION_CODE = ("reports/model/attribution.py", "reports/model/results.py")
LIBRARIES = ("pytest", "pytest-bdd", "gherkin-official")
# A record's keys (reports/plugin/hooks.py: build_record) a cached one must have, to be used.
RECORD_KEYS: dict[str, type | tuple[type, ...]] = {
    "feature": str, "line": int, "scenario": str, "description": str, "example": str, "tags": list, "ids": list,
    "profile": str, "status": str, "detail": str, "observations": list, "outcome": str, "trace": list,
    "records": list, "steps": list, "duration": (int, float)}


def digest(value: Any) -> str:
    return hashlib.sha256(json.dumps(value, ensure_ascii=False, sort_keys=True).encode("utf-8")).hexdigest()


def files_digest(paths: Iterable[Path], base: Path) -> str:
    """A digest of the files at ``paths`` (folders: every file under them but ``__pycache__``), each by
    its path under ``base`` and its bytes. A path that does not exist counts as absent."""
    h = hashlib.sha256()
    for path in paths:
        files = sorted(p for p in path.rglob("*") if p.is_file() and "__pycache__" not in p.parts) \
            if path.is_dir() else [path] if path.is_file() else []
        for f in files:
            data = f.read_bytes()
            h.update(f"{f.relative_to(base).as_posix() if f.is_relative_to(base) else f}\0{len(data)}\0".encode())
            h.update(data)
        if not files:
            h.update(f"{path.name}\0absent\0".encode())
    return h.hexdigest()


def _versions() -> list[str]:
    out = [platform.python_implementation(), sys.version.split()[0]]
    for name in LIBRARIES:
        try:
            out.append(f"{name}=={metadata.version(name)}")
        except metadata.PackageNotFoundError:
            out.append(f"{name} absent")
    return out


def _guard() -> list[str | None]:
    """The explorer's guard this process runs under (``--explore-cpu``/``--explore-memory`` set it)."""
    from engine.explorer import CPU_VARIABLE, MEMORY_VARIABLE

    return [os.environ.get(CPU_VARIABLE), os.environ.get(MEMORY_VARIABLE)]


@dataclass(frozen=True)
class CodeDigests:
    """The digests of the code a run, and an attribution, is computed by."""

    runs: str
    attributions: str

    @classmethod
    def of(cls, root: Path, packages: Path = PACKAGES) -> CodeDigests:
        """The digests of the code installed at ``packages`` and of the project at ``root``."""
        runs = digest([files_digest([packages / p for p in RUN_CODE], packages),
                       files_digest([root / p for p in PROJECT_FILES], root), _versions(),
                       _guard(), policy_settings()])
        return cls(runs, digest([runs, files_digest([packages / p for p in ATTRIBUTION_CODE], packages)]))


def scenario_material(scenario: Any, example: str) -> list[Any]:
    """Everything of a rendered pytest-bdd scenario its run's record is made from (see the module)."""
    feature = scenario.feature
    rule = getattr(scenario, "rule", None)
    steps = [[s.type, str(s.keyword).strip(), s.name, s.line_number,
              [[str(c) for c in row] for row in s.datatable.raw()] if s.datatable is not None else None,
              s.docstring] for s in scenario.steps]
    return [feature.rel_filename, feature.name, sorted(feature.tags), scenario.name, scenario.line_number,
            scenario.description or "", sorted(scenario.tags), sorted(rule.tags) if rule else [], example, steps]


def run_key(code: CodeDigests, material: list[Any], profile: str, forced: str | None) -> str:
    return digest(["run", code.runs, material, profile, forced])


def attribution_key(code: CodeDigests, material: list[Any], p: str, q: str) -> str:
    return digest(["attribution", code.attributions, material, p, q])


def usable_record(record: Any) -> bool:
    """Whether a cached record has the shape the plugin writes (anything else is not used)."""
    return (isinstance(record, dict) and all(isinstance(record.get(k), t) for k, t in RECORD_KEYS.items())
            and record["status"] in {s.value for s in Status})


def worth_keeping(record: dict[str, Any]) -> bool:
    """A run whose record may be reused: not one that stopped on a bug of this code (an internal error
    may come from the machine, e.g. memory, and must be seen again)."""
    return not str(record.get("detail", "")).startswith("internal error")


@dataclass
class _Shard:
    runs: dict[str, dict[str, Any]] = field(default_factory=dict)
    attributions: dict[str, dict[str, Any]] = field(default_factory=dict)
    changed: bool = False


class ResultsCache:
    """The cache of one project (``root``): records and attributions by key, one JSON file per feature file.
    ``note`` is told, once per file, when a cache file was ignored."""

    def __init__(self, root: Path, code: CodeDigests | None = None,
                 note: Callable[[str], None] | None = None) -> None:
        self.folder = root / CACHE_FOLDER
        self.code = code or CodeDigests.of(root)
        self.note = note
        self._shards: dict[str, _Shard] = {}
        self.hits = 0

    def path(self, feature: str) -> Path:
        return self.folder / f"{hashlib.sha256(feature.encode('utf-8')).hexdigest()[:20]}.json"

    def _shard(self, feature: str) -> _Shard:
        shard = self._shards.get(feature)
        if shard is None:
            shard = self._shards[feature] = self._load(feature)
        return shard

    def _load(self, feature: str) -> _Shard:
        path = self.path(feature)
        if not path.exists():
            return _Shard()
        try:
            data = load_json(path, MAX_CACHE_FILE_BYTES)
        except DmRulesError as exc:
            return self._ignored(path, str(exc))
        if not isinstance(data, dict) or data.get("format") != CACHE_FORMAT or data.get("version") != CACHE_VERSION:
            return self._ignored(path, f"not a {CACHE_FORMAT} file of version {CACHE_VERSION}")
        if data.get("code") != self.code.runs:
            return _Shard(changed=True)  # written by other code: nothing in it holds now
        runs, attributions = data.get("runs"), data.get("attributions", {})
        if not (isinstance(runs, dict) and isinstance(attributions, dict) and data.get("feature") == feature
                and all(usable_record(r) for r in runs.values())
                and all(isinstance(a, dict) for a in attributions.values())):
            return self._ignored(path, "its entries do not have the shape dmrules writes")
        return _Shard(runs, attributions)

    def _ignored(self, path: Path, why: str) -> _Shard:
        if self.note:
            self.note(f"ignored the cache file {path} ({why}); it will be written again")
        return _Shard(changed=True)

    # ------------------------------------------------------------ runs
    def record(self, feature: str, key: str) -> dict[str, Any] | None:
        found = self._shard(feature).runs.get(key)
        if found is not None:
            self.hits += 1
        return found

    def put_record(self, feature: str, key: str, record: dict[str, Any]) -> None:
        if worth_keeping(record):
            shard = self._shard(feature)
            shard.runs[key] = record
            shard.changed = True

    # ------------------------------------------------------------ attributions
    def attribution(self, feature: str, key: str) -> dict[str, Any] | None:
        return self._shard(feature).attributions.get(key)

    def put_attribution(self, feature: str, key: str, found: dict[str, Any]) -> None:
        shard = self._shard(feature)
        shard.attributions[key] = found
        shard.changed = True

    def attribution_memo(self, materials: dict[tuple[str, int, str], list[Any]]) -> AttributionMemo:
        """The attributions of the scenarios whose material is known, by (feature, line, example)."""
        return AttributionMemo(self, materials)

    # ------------------------------------------------------------ writing
    def save(self) -> int:
        """Writes every cache file that changed (atomically); returns how many. A cache that can't be
        written is a note, never an error: the run's results stand without it."""
        from reports.model.outputs import write_atomic

        written = 0
        for feature, shard in self._shards.items():
            if not shard.changed:
                continue
            data = {"format": CACHE_FORMAT, "version": CACHE_VERSION, "feature": feature, "code": self.code.runs,
                    "runs": shard.runs, "attributions": shard.attributions}
            try:
                self.folder.mkdir(parents=True, exist_ok=True)
                write_atomic(self.path(feature), json.dumps(data, ensure_ascii=False))
            except (OSError, DmRulesError) as exc:
                if self.note:
                    self.note(f"the results cache was not written ({exc})")
                return written
            shard.changed = False
            written += 1
        return written


class AttributionMemo:
    """Fork attributions by scenario and pair of profiles, in the cache (reports/model/attribution.py asks it)."""

    def __init__(self, cache: ResultsCache, materials: dict[tuple[str, int, str], list[Any]]) -> None:
        self.cache = cache
        self.materials = materials
        self.hits = 0

    def _key(self, scenario: Any, p: str, q: str) -> str | None:
        material = self.materials.get((scenario.feature, scenario.line, scenario.example))
        return None if material is None else attribution_key(self.cache.code, material, p, q)

    def get(self, scenario: Any, p: str, q: str) -> dict[str, Any] | None:
        """The attribution of ``scenario`` (a ScenarioResult) for the pair (p, q), as JSON data, if known."""
        key = self._key(scenario, p, q)
        found = None if key is None else self.cache.attribution(scenario.feature, key)
        self.hits += found is not None
        return found

    def put(self, scenario: Any, p: str, q: str, attribution: dict[str, Any]) -> None:
        key = self._key(scenario, p, q)
        if key is not None:
            self.cache.put_attribution(scenario.feature, key, attribution)
