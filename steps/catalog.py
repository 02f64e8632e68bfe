"""The step vocabulary as data: for ``dmrules steps`` and for "closest step" hints."""

from __future__ import annotations

import re
from dataclasses import dataclass


@dataclass(frozen=True)
class KnownStep:
    keyword: str  # Given | When | Then
    pattern: str
    example: str  # the pattern made readable: <player>, <card>, ...
    doc: str
    module: str


def readable(pattern: str) -> str:
    text = pattern
    text = text.replace("(?P<profiles>every profile|all profiles|[a-z][a-z0-9-]*(?:(?:, | and |, and )"
                        "[a-z][a-z0-9-]*)*)", "<profiles>")
    text = re.sub(r"\(\?P<player>\[AB\]\)", "A", text)
    text = re.sub(r"\(\?P<(\w+)>(?:[^()]|\([^()]*\))*\)", lambda m: f"<{m.group(1)}>", text)
    text = re.sub(r"\(\?:([^()]*?)\)\?", r"[\1]", text)
    text = re.sub(r"\(\?:([^()|]*)\|[^()]*\)", r"\1", text)
    text = re.sub(r"\\(.)", r"\1", text)
    return text.replace("s?", "s").replace("[AB]", "A")


STEP_MODULES = ["steps.given", "steps.when", "steps.then", "steps.mana", "steps.zones", "steps.basic",
                "steps.ordering"]


def known_steps() -> list[KnownStep]:
    """Every registered step, in definition order."""
    import importlib

    from pytest_bdd.steps import step_function_context_registry

    for name in STEP_MODULES:
        importlib.import_module(name)
    out = []
    for ctx in step_function_context_registry.values():
        module = getattr(ctx.step_func, "__module__", "")
        if not module.startswith("steps."):
            continue
        pattern = getattr(ctx.parser, "name", str(ctx.parser))
        if hasattr(pattern, "pattern"):
            pattern = pattern.pattern
        keyword = {"given": "Given", "when": "When", "then": "Then"}.get(str(ctx.type), str(ctx.type))
        doc = (ctx.step_func.__doc__ or "").strip().split("\n\n")[0].replace("\n", " ")
        out.append(KnownStep(keyword, str(pattern), readable(str(pattern)), re.sub(r"\s+", " ", doc), module))
    return out
