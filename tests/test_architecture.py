"""The rules of the house, as a test (README, Layout).

- The engine's modules import each other in one direction: tiers from the data up to the
  façade, never back; no cycle, not even through imports only type checkers read.
- No imports inside functions in the engine.
- No module uses another module's underscore names.
- Nothing asks which class a policy is (``isinstance`` on a policy): a fork is a method.
- Every operation of the card data is registered and documented in engine/cards/README.md,
  and the reverse; every fork of a profile is listed.
"""

from __future__ import annotations

import ast
import re
from dataclasses import fields
from pathlib import Path

import engine
from engine.ops.registry import OPS
from engine.profiles import FORKS, PROFILES, Profile
from engine.vocabulary import EFFECT_OPS

ROOT = Path(__file__).resolve().parent.parent
ENGINE = ROOT / "engine"

# The engine's tiers, bottom first. A module imports modules of its own tier or below.
TIERS: list[tuple[str, set[str]]] = [
    ("data", {"errors", "cards", "vocabulary", "outcome", "state", "catalog", "decisions", "events", "explorer",
              "impending", "lasting", "trace", "waiting", "view"}),
    ("policies", {"policies", "policies.*", "profiles", "deck"}),
    ("interface", {"rules", "ops.registry", "ops.args"}),
    ("mechanics", {"board", "continuous", "queries", "setup", "turns", "filters", "declarations", "playing",
                   "replacement", "triggers", "combat", "moves", "resolution", "zones", "ops.targets", "pending",
                   "rebuild"}),
    ("ops", {"ops", "ops.*"}),
    ("facade", {"game", ""}),
]


def _module(path: Path) -> str:
    parts = path.relative_to(ENGINE).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _tier(module: str) -> int:
    for i, (_, names) in enumerate(TIERS):
        if module in names or any(n.endswith(".*") and module.startswith(n[:-1]) for n in names):
            return i
    raise AssertionError(f"engine.{module} is in no tier: add it to TIERS in tests/test_architecture.py")


def _sources(*folders: str) -> list[Path]:
    return [p for f in folders for p in sorted((ROOT / f).rglob("*.py"))]


def _imports(path: Path) -> set[str]:
    """The engine modules ``path`` imports (``from engine.x import y`` counts y if it is a module)."""
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
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
    wrong = [f"engine.{m} ({TIERS[_tier(m)][0]}) imports engine.{d} ({TIERS[_tier(d)][0]})"
             for m, deps in _graph().items() for d in sorted(deps) if _tier(d) > _tier(m)]
    assert not wrong, "imports that point up:\n" + "\n".join(wrong)


def test_policies_see_only_the_data_tier() -> None:
    wrong = [f"engine.{m} imports engine.{d}" for m, deps in _graph().items() if m.startswith("policies")
             for d in deps if _tier(d) > 0 and not d.startswith("policies")]
    assert not wrong, "\n".join(wrong)


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
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                found += [f"{path.relative_to(ROOT)}:{n.lineno}" for n in ast.walk(node)
                          if isinstance(n, (ast.Import, ast.ImportFrom))]
    assert not found, "imports inside functions: " + ", ".join(found)


def _private(name: str) -> bool:
    return name.startswith("_") and not name.startswith("__")


PROJECT = ("engine", "steps", "reports", "scenarios", "bench")


def test_no_module_uses_another_modules_underscore_names() -> None:
    """Within the project: a library's own private names (``argparse._SubParsersAction``) are its business."""
    found = []
    for path in _sources(*PROJECT):
        tree = ast.parse(path.read_text(encoding="utf-8"))
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
        names |= {n.name for n in ast.walk(ast.parse(path.read_text(encoding="utf-8"))) if isinstance(n, ast.ClassDef)}
    return names


def test_nothing_asks_which_class_a_policy_is() -> None:
    policies = _policy_classes()
    found = []
    for path in _sources("engine", "steps", "reports", "tests", "scenarios", "bench"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "isinstance":
                kinds = node.args[1] if len(node.args) > 1 else None
                named = {n.id for n in ast.walk(kinds) if isinstance(n, ast.Name)} if kinds else set()
                if named & policies:
                    found.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert not found, "isinstance on a policy: " + ", ".join(found)


def test_every_operation_is_registered_and_documented_both_ways() -> None:
    assert engine.ops  # importing the engine registers every operation
    readme = (ENGINE / "cards" / "README.md").read_text(encoding="utf-8")
    block = readme.split("### Operations", 1)[1].split("###", 1)[0]
    documented = set(re.findall(r"^- `([^`]+)`", block, re.M))
    assert set(OPS) == set(EFFECT_OPS), "registered vs engine/vocabulary.py: " + str(set(OPS) ^ set(EFFECT_OPS))
    assert documented == set(OPS), "engine/cards/README.md vs registered: " + str(documented ^ set(OPS))


def test_every_fork_is_listed_and_every_profile_has_a_policy_for_it() -> None:
    assert set(FORKS) == {f.name for f in fields(Profile)} - {"name", "title", "dates", "parent", "changes"}
    for profile in PROFILES.values():
        assert list(profile.forks()) == list(FORKS.values())
        assert all(value for value in profile.forks().values()), profile.name
