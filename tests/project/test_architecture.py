"""The rules of the house, as a test (README, Layout).

- The engine's modules import each other in one direction: tiers from the data up to the
  façade, never back; a module's tier is its folder; no cycle, not even through imports only
  type checkers read. engine/'s root (the façade) holds at most eight modules.
- The project's packages import each other in one direction: engine < steps < reports < bench, tools;
  within steps/ and reports/ too, a module's tier being its folder: steps.runtime < steps.library <
  steps.vocabulary (< the runner), reports.model < reports.render < reports.plugin < reports.cli.
- No imports inside functions in the engine.
- No two modules of the engine share a file name (``__init__.py`` aside): a policy is named after its
  fork, an operation module after its topic of the card vocabulary, a mechanics module after its mechanic.
- No module uses another module's underscore names.
- Nothing asks which class a policy is (``isinstance`` on a policy): a fork is a method.
- Every entry of the card data's vocabulary (operations, conditions, trigger and replacement events,
  static abilities) is registered with a doc and documented in engine/catalog/cards/README.md with its
  arguments, and the reverse; every fork of a profile is listed.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Callable, Iterator
from dataclasses import fields
from functools import cache
from pathlib import Path
from typing import Any

import pytest

import engine.catalog.vocabulary  # noqa: F401  (imports every module that declares vocabulary)
from engine.kernel import registry
from engine.kernel.args import Arg
from engine.policies.profiles import FORKS, PROFILES, Profile
from tests.helpers import ROOT

ENGINE = ROOT / "engine"

# The engine's tiers, bottom first: one folder each (the façade is engine/'s root). A module's tier is
# its folder; a module imports modules of its own tier or below.
TIERS: list[str] = ["model", "policies", "kernel", "mechanics", "ops", "catalog", ""]
FACADE_MODULES = 8  # engine/'s root holds at most this many modules (the façade)
# The project's packages, bottom first: each imports only the ones before it (tests and scenarios may
# import anything).
PACKAGES: list[set[str]] = [{"engine"}, {"steps"}, {"reports"}, {"bench", "tools"}]
# Within steps/ and reports/ the folders are tiers too, bottom first: a module's tier is its folder (or,
# where named, the module itself) and it imports modules of its own tier or below. The runner lives with
# the runtime it drives but binds a scenario's steps to the library and asks the vocabulary about a step
# the library lacks: it is the top of steps/.
SUBTIERS: dict[str, list[str]] = {
    "steps": ["runtime", "library", "vocabulary", "runtime.runner"],
    "reports": ["model", "render", "plugin", "cli"],
}


def _module(path: Path) -> str:
    parts = path.relative_to(ENGINE).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _tier(module: str) -> int:
    """The tier of ``engine.<module>``: its folder under engine/ (a root module: the façade)."""
    folder = module.split(".")[0] if "." in module or (ENGINE / module).is_dir() else ""
    if folder not in TIERS:
        raise AssertionError(f"engine/{folder}/ is no tier: add it to TIERS in tests/project/test_architecture.py")
    return TIERS.index(folder)


@pytest.fixture(autouse=True, scope="module")
def _forget_trees() -> Iterator[None]:
    """The module's syntax trees are parsed once for all its tests (each test reads most of the project),
    and let go when its tests are done (they are tens of megabytes)."""
    yield
    _tree.cache_clear()


@cache
def _tree(path: Path) -> ast.Module:
    return ast.parse(path.read_text(encoding="utf-8"))


def _sources(*folders: str) -> list[Path]:
    return [p for f in folders for p in sorted((ROOT / f).rglob("*.py"))]


def _imports(path: Path) -> set[str]:
    """The engine modules ``path`` imports (``from engine.x import y`` counts y if it is a module)."""
    out: set[str] = set()
    for node in ast.walk(_tree(path)):
        names: list[str] = []
        if isinstance(node, ast.ImportFrom) and node.module and node.module.split(".")[0] == "engine":
            package = [] if node.module == "engine" else [node.module]  # "from engine import x" imports x
            names = package + [f"{node.module}.{a.name}" for a in node.names]
        elif isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        for name in names:
            if name == "engine" or name.startswith("engine."):
                rel = name[len("engine."):] if name != "engine" else ""
                target = ENGINE.joinpath(*rel.split(".")) if rel else ENGINE
                if target.with_suffix(".py").exists() or (target / "__init__.py").exists():
                    out.add(rel)
    return out


def _graph() -> dict[str, set[str]]:
    return {_module(p): _imports(p) - {_module(p)} for p in _sources("engine")}


def test_every_engine_import_points_down_the_tiers() -> None:
    wrong = [f"engine.{m} ({TIERS[_tier(m)] or 'façade'}) imports engine.{d} ({TIERS[_tier(d)] or 'façade'})"
             for m, deps in _graph().items() for d in sorted(deps) if _tier(d) > _tier(m)]
    assert not wrong, "imports that point up:\n" + "\n".join(wrong)


def test_policies_see_only_the_data_tier() -> None:
    wrong = [f"engine.{m} imports engine.{d}" for m, deps in _graph().items() if m.startswith("policies")
             for d in deps if _tier(d) > TIERS.index("model") and not d.startswith("policies")]
    assert not wrong, "\n".join(wrong)


def test_the_facade_is_small_and_every_folder_is_a_tier() -> None:
    root = [p.name for p in ENGINE.glob("*.py")]
    assert len(root) <= FACADE_MODULES, f"engine/'s root holds {len(root)} modules: {sorted(root)}"
    folders = {p.parent.relative_to(ENGINE).parts[0] for p in ENGINE.rglob("*.py") if p.parent != ENGINE}
    assert folders <= set(TIERS), f"folders of engine/ that are no tier: {sorted(folders - set(TIERS))}"


def test_no_engine_module_name_is_used_twice() -> None:
    where: dict[str, list[str]] = {}
    for path in _sources("engine"):
        if path.name != "__init__.py":
            where.setdefault(path.name, []).append(str(path.relative_to(ROOT)))
    twice = [f"{name}: {', '.join(paths)}" for name, paths in sorted(where.items()) if len(paths) > 1]
    assert not twice, "module names used more than once in engine/:\n" + "\n".join(twice)


def _package_imports(path: Path) -> set[str]:
    out: set[str] = set()
    for node in ast.walk(_tree(path)):
        if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            out.add(node.module.split(".")[0])
        elif isinstance(node, ast.Import):
            out |= {a.name.split(".")[0] for a in node.names}
    return out


def _subtier(package: str, module: str) -> int:
    """The tier of ``package.module`` within its package (see SUBTIERS): the most specific that holds it."""
    tiers = SUBTIERS[package]
    held = [t for t in tiers if module == t or module.startswith(t + ".")]
    if not held:
        raise AssertionError(f"{package}.{module} is in no tier: add its folder to SUBTIERS in {Path(__file__).name}")
    return tiers.index(max(held, key=len))


def _subpackage_imports(package: str, path: Path) -> set[str]:
    """The modules of ``package`` that ``path`` imports, relative to it (``from p.x import y`` counts y if it is a
    module)."""
    out: set[str] = set()
    for node in ast.walk(_tree(path)):
        names: list[str] = []
        if isinstance(node, ast.ImportFrom) and node.module and node.module.split(".")[0] == package:
            names = [node.module] + [f"{node.module}.{a.name}" for a in node.names]
        elif isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        for name in names:
            parts = name.split(".")
            target = ROOT.joinpath(*parts)
            if parts[0] == package and len(parts) > 1 and (target.with_suffix(".py").exists()
                                                           or (target / "__init__.py").exists()):
                out.add(".".join(parts[1:]))
    return out


def test_every_package_imports_only_the_packages_below_it() -> None:
    rank = {name: i for i, names in enumerate(PACKAGES) for name in names}
    wrong = [f"{path.relative_to(ROOT)} imports {dep}" for names in PACKAGES for name in sorted(names)
             for path in _sources(name) for dep in sorted(_package_imports(path))
             if dep in rank and rank[dep] > rank[name]]
    for package in SUBTIERS:
        for path in _sources(package):
            parts = path.relative_to(ROOT / package).with_suffix("").parts
            if parts == ("__init__",):
                continue  # the package's docstring
            module = ".".join(parts[:-1] if parts[-1] in ("__init__", "__main__") else parts)
            wrong += [f"{path.relative_to(ROOT)} ({package}.{SUBTIERS[package][_subtier(package, module)]}) imports "
                      f"{package}.{dep} ({package}.{SUBTIERS[package][_subtier(package, dep)]})"
                      for dep in sorted(_subpackage_imports(package, path))
                      if _subtier(package, dep) > _subtier(package, module)]
    assert not wrong, "imports that point up the packages or their tiers:\n" + "\n".join(wrong)


def test_the_engine_has_no_import_cycle() -> None:
    graph = _graph()
    state: dict[str, int] = {}

    def visit(m: str, path: list[str]) -> None:
        state[m] = 1
        for d in sorted(graph.get(m, ())):
            if state.get(d) == 1:
                raise AssertionError("import cycle: " + " -> ".join([*path[path.index(d):], d]))
            if d not in state:
                visit(d, [*path, d])
        state[m] = 2

    for m in sorted(graph):
        if m not in state:
            visit(m, [m])


def test_the_engine_does_not_import_inside_functions() -> None:
    found = []
    for path in _sources("engine"):
        for node in ast.walk(_tree(path)):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                found += [f"{path.relative_to(ROOT)}:{n.lineno}" for n in ast.walk(node)
                          if isinstance(n, (ast.Import, ast.ImportFrom))]
    assert not found, "imports inside functions: " + ", ".join(found)


def _private(name: str) -> bool:
    return name.startswith("_") and not name.startswith("__")


PROJECT = ("engine", "steps", "reports", "scenarios", "bench", "tools")


def test_no_module_uses_another_modules_underscore_names() -> None:
    """Within the project: a library's own private names (``argparse._SubParsersAction``) are its business."""
    found = []
    for path in _sources(*PROJECT):
        tree = _tree(path)
        libraries = {(a.asname or a.name).split(".")[0] for n in ast.walk(tree) if isinstance(n, ast.Import)
                     for a in n.names if a.name.split(".")[0] not in PROJECT}
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and (node.module or "").split(".")[0] in PROJECT:
                found += [f"{path.relative_to(ROOT)}:{node.lineno} imports {a.name}"
                          for a in node.names if _private(a.name)]
            elif isinstance(node, ast.Attribute) and _private(node.attr):
                owner = node.value
                if not (isinstance(owner, ast.Name) and owner.id in ("self", "cls", *libraries)):
                    found.append(f"{path.relative_to(ROOT)}:{node.lineno} uses .{node.attr}")
    assert not found, "\n".join(found)


def _policy_classes() -> set[str]:
    names: set[str] = set()
    for path in _sources("engine/policies"):
        names |= {n.name for n in ast.walk(_tree(path)) if isinstance(n, ast.ClassDef)}
    return names


def test_nothing_asks_which_class_a_policy_is() -> None:
    policies = _policy_classes()
    found = []
    for path in _sources("engine", "steps", "reports", "tests", "scenarios", "bench"):
        for node in ast.walk(_tree(path)):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "isinstance":
                kinds = node.args[1] if len(node.args) > 1 else None
                named = {n.id for n in ast.walk(kinds) if isinstance(n, ast.Name)} if kinds else set()
                if named & policies:
                    found.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert not found, "isinstance on a policy: " + ", ".join(found)


def _documented(readme: str, title: str) -> dict[str, str]:
    """The entries of the README's vocabulary section ``title``: name -> its line."""
    block = readme.split(f"### {title}", 1)[1].split("\n###", 1)[0]
    return dict(re.findall(r"^- `([^`]+)` — (.*)$", block, re.M))


def test_every_entry_of_the_vocabulary_is_registered_and_documented_both_ways() -> None:
    readme = (ENGINE / "catalog" / "cards" / "README.md").read_text(encoding="utf-8")
    tables: list[tuple[str, dict[str, Any], Callable[[Any], tuple[Arg, ...]]]] = [
        ("Operations", registry.OPS, lambda d: tuple(a for a in d.args if a.name != "if")),
        ("Conditions", registry.CONDITIONS, lambda d: ()),
        ("Trigger events", registry.TRIGGERS, lambda d: d.params),
        ("Replacement events", registry.REPLACEMENTS, lambda d: d.params),
        ("Static abilities", registry.STATICS, lambda d: ()),
    ]
    for title, table, args_of in tables:
        documented = _documented(readme, title)
        assert set(documented) == set(table), f"{title}: README vs registered: {set(documented) ^ set(table)}"
        for name, entry in table.items():
            assert entry.doc, f"{title}: {name!r} has no doc"
            undocumented = [a.name for a in args_of(entry) if not a.doc or f"`{a.name}`" not in documented[name]]
            assert not undocumented, f"{title}: {name!r}: arguments not documented: {undocumented}"
    for title, keys in [("Filter keys", registry.FILTER_KEYS), ("Target specs", registry.SELECTION_KEYS),
                        ("Trigger keys", registry.TRIGGER_KEYS), ("Replacement keys", registry.REPLACEMENT_KEYS)]:
        assert set(_documented(readme, title)) == set(keys), title


def test_every_fork_is_listed_and_every_profile_has_a_policy_for_it() -> None:
    assert set(FORKS) == {f.name for f in fields(Profile)} - {"name", "title", "dates", "parent", "changes"}
    for profile in PROFILES.values():
        assert list(profile.forks()) == list(FORKS.values())
        assert all(value for value in profile.forks().values()), profile.name
