"""The step index: every step of the library as data, for ``dmrules steps``, README's step
vocabulary and "closest step" hints."""

from __future__ import annotations

import re
import sys
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from steps.library import STEP_MODULES
from steps.runtime.twins import function_id, location_of, twin_examples, twins
from steps.runtime.verdicts import PROFILES_GROUP, PROFILES_JA
from steps.vocabulary.step_examples import example, group_end


@dataclass(frozen=True)
class KnownStep:
    keyword: str  # Given | When | Then
    pattern: str
    example: str  # the pattern made readable: <player>, <card>, ...
    doc: str
    module: str
    sample: str = ""  # a line that matches, keyword included: "When player A summons 青銅の鎧"
    type: str = ""  # given | when | then
    function: str = ""  # module.name of the step's function (a verdict: of its check)
    language: str = "en"  # en | ja
    twins: tuple[str, ...] = ()  # a Japanese step: the functions of the English steps it says
    location: str = ""  # steps/library/board.py:42
    accepts: tuple[tuple[str, str, tuple[str, ...]], ...] = ()  # (a placeholder or column, what it takes, the words)
    twin_samples: tuple[tuple[str, str], ...] = ()  # a Japanese step saying several: (English function, its line)

    def matches(self, word: str) -> bool:
        """Whether ``word`` (case-insensitive) is in the step's pattern, readable form, example or docstring."""
        w = word.casefold()
        return any(w in text.casefold() for text in (self.pattern, self.example, self.sample, self.doc))


LITERAL = re.compile(r"^[\w ,'\-・]+(\|[\w ,'\-・]+)*$")


def readable(pattern: str) -> str:
    """A step regex as a reader would write the step: ``player A``, ``<card>``,
    ``can|cannot``, ``[optional part]``."""
    text = pattern.replace(PROFILES_JA, "PROFILESでは、").replace(PROFILES_GROUP, "PROFILES")
    text = text.replace("[AB]", "A").replace("-?\\d", "\\d")
    out, i = "", 0
    while i < len(text):
        ch = text[i]
        if ch == "(":
            end = group_end(text, i)
            inner = text[i + 1:end]
            optional = text[end + 1:end + 2] == "?"
            if inner.startswith(("?!", "?=")):  # a lookahead reads nothing
                i = end + 1
                continue
            name = ""
            if inner.startswith("?P<"):
                name = inner[3:inner.index(">")]
                inner = inner[inner.index(">") + 1:]
            elif inner.startswith("?:"):
                inner = inner[2:]
            body = readable(inner)
            if name and name != "player" and not LITERAL.match(body.strip()):
                body = f"<{name}>"
            out += f"[{body}]" if optional else body
            i = end + (2 if optional else 1)
            continue
        if ch == "\\" and i + 1 < len(text):
            nxt = text[i + 1]
            out += {"d": "n", "s": " "}.get(nxt, nxt)
            i += 2
            if text[i:i + 1] == "+":
                i += 1
            continue
        if ch in "?+*" :
            i += 1
            continue
        out += ch
        i += 1
    return out.replace("PROFILES", "<profiles>").replace(".n", "<text>")


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
        full_doc = (ctx.step_func.__doc__ or "").strip()
        doc = re.sub(r"\s+", " ", full_doc.split("\n\n")[0])
        form = readable(str(pattern))
        language = "ja" if module.startswith(JAPANESE_MODULES) else "en"
        out.append(KnownStep(keyword, str(pattern), form, doc, module,
                             example(keyword, str(pattern), full_doc, form, language), str(ctx.type),
                             function_id(ctx.step_func), language, twins(ctx.step_func),
                             getattr(ctx.step_func, "location", "") or _location(ctx.step_func),
                             _accepts(ctx.step_func, str(pattern)),
                             tuple((f, f"{keyword} {line}") for f, line in twin_examples(ctx.step_func).items())))
    return out


def _accepts(fn: Callable[..., Any], pattern: str) -> tuple[tuple[str, str, tuple[str, ...]], ...]:
    """What a step's placeholders or table columns take (its function's ``accepts``: (name, what,
    a function listing the words); a verdict's step: its check function's; a ``<kind>`` or ``<label>``
    of its pattern: :data:`GROUP_WORDS`), the words listed."""
    own = getattr(fn, "accepts", None)
    if own is None:  # a verdict's registered step stands for its check function, which says it
        own = getattr(getattr(sys.modules.get(fn.__module__), fn.__name__, None), "accepts", None)
    groups = re.compile(pattern).groupindex
    found = (*(own or ()), *(GROUP_WORDS[g] for g in GROUP_WORDS if g in groups))
    return tuple((name, what, tuple(words())) for name, what, words in found)


JAPANESE_MODULES = "steps.library.japanese"


def _location(fn: Callable[..., Any]) -> str:
    """``steps/library/board.py:42``: where a step function is defined."""
    return location_of(fn)


def pairs(steps: list[KnownStep]) -> dict[KnownStep, list[KnownStep]]:
    """Each step with its twins in the other language: a Japanese step with the English steps
    it says, an English step with the Japanese steps that say it."""
    by_function: dict[str, list[KnownStep]] = {}
    for s in steps:
        if s.language == "en":
            by_function.setdefault(s.function, []).append(s)
    out: dict[KnownStep, list[KnownStep]] = {s: [] for s in steps}
    for s in steps:
        for fn in s.twins:
            for en in by_function.get(fn, []):
                out[s].append(en)
                out[en].append(s)
    return out


JA_KEYWORDS = {"Given": "前提", "When": "もし", "Then": "ならば"}


def decision_kinds() -> list[str]:
    """What a decision's ``<kind>`` may be (engine.model.decisions)."""
    from engine.model.decisions import Decision

    return [d.value for d in Decision]


def mode_labels() -> list[str]:
    """What a mode's ``<label>`` may be: each card's mode labels (``勇愛の天秤: discard then draw, destroy``)."""
    from engine.catalog.loader import default_catalog

    return [f"{c.name}: {', '.join(label for label, _ in ab.modes)}"
            for c in default_catalog() for ab in c.abilities if ab.modes]


# What a placeholder of a step's pattern takes, by the group's name (a step's ``accepts``, read off its pattern).
GROUP_WORDS: dict[str, tuple[str, str, Callable[[], Any]]] = {
    "kind": ("<kind>", "a decision, in quotes or 「」", decision_kinds),
    "label": ("<label>", "a mode: the number of the option of 「AするかBする」 (1, 2, ...), or a mode's label",
              mode_labels),
}


def value_lists(steps: list[KnownStep]) -> list[str]:
    """What the closed words of these steps may be (a decision's ``<kind>``, a mode's ``<label>``, an order
    table's ability): one line each, for the steps that take one."""
    seen = dict.fromkeys(entry for s in steps for entry in s.accepts)
    return [accepts_line(*entry) for entry in seen]


def accepts_line(name: str, what: str, words: tuple[str, ...]) -> str:
    """``<kind>: a decision, in quotes or 「」: order, target, ...`` (a card's mode labels separated by ``;``)."""
    return f"{name}: {what}: {('; ' if name == '<label>' else ', ').join(words)}"


def gherkin_line(step: KnownStep, beside: KnownStep | None = None) -> str:
    """A step's example line with its language's keyword (``前提 プレイヤーAのターンである``); a Japanese
    step that says several English ones, printed ``beside`` one of them, gives the line that says it."""
    if step.language != "ja":
        return step.sample
    sample = dict(step.twin_samples).get(beside.function, step.sample) if beside is not None else step.sample
    return JA_KEYWORDS[step.keyword] + " " + sample.removeprefix(step.keyword + " ")


def markdown(steps: list[KnownStep]) -> str:
    """The vocabulary as Markdown, grouped by keyword, each English step with its Japanese twin
    (README's "Step vocabulary"); a Japanese step no English step pairs with is listed on its own."""
    twins = pairs(steps)
    lines: list[str] = []
    for keyword in ("Given", "When", "Then"):
        lines.append(f"**{keyword}**\n")
        for s in steps:
            if s.keyword != keyword or (s.language == "ja" and twins[s]):
                continue
            doc = f" — {s.doc}" if s.doc else ""
            eg = f" E.g. `{s.sample}`." if s.sample and s.sample != f"{keyword} {s.example}" else ""
            ja = "".join(f" 日本語: `{gherkin_line(t, s)}`." for t in twins[s])
            lines.append(f"- `{keyword} {s.example}`{doc}{eg}{ja}")
        lines.append("")
    lines += [f"- `{line.split(': ', 1)[0]}`: {line.split(': ', 1)[1]}" for line in value_lists(steps)]
    return "\n".join(lines).rstrip() + "\n"


def as_json(steps: list[KnownStep], twins: dict[KnownStep, list[KnownStep]]) -> list[dict[str, object]]:
    """``dmrules steps --format json``: one object per step, for editor extensions. ``twin`` is the
    pattern of the other language's step (the first, where a Japanese step says several)."""
    return [{"keyword": s.keyword, "pattern": s.pattern, "language": s.language,
             "twin": twins[s][0].pattern if twins[s] else None, "twins": [t.pattern for t in twins[s]],
             "description": s.doc, "example": s.sample, "form": s.example, "location": s.location}
            for s in steps]


def glue(steps: list[KnownStep]) -> str:
    """A glue file for editor extensions that look for pytest-bdd's decorators (``@then(...)``):
    every step, verdicts included (their full pattern, ``under <profiles>`` and all), as a stub
    that names where the step is defined. Never imported: the steps are registered by the library."""
    lines = ['"""Generated by `dmrules steps --format glue`: every step of the library as a pytest-bdd',
             "decorator with its full pattern, for editor extensions (go to definition, completion). Not",
             'imported by anything: the step library (steps/library/) registers the steps."""',
             "", "from pytest_bdd import given, parsers, then, when", ""]
    for n, s in enumerate(steps):
        lines += ["", f"@{s.type}(parsers.re({s.pattern!r}))",
                  f"def step_{n}() -> None:",
                  f"    {repr(f'{s.location} ({s.language}): {s.doc}')}", ""]
    return "\n".join(lines).rstrip() + "\n"
