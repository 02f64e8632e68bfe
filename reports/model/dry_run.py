"""``dmrules verify --dry-run``: every selected scenario parsed and each step bound to its
definition, the card names, profile names, decision kinds, keywords, races, mode labels and civilizations
it gives checked against the catalog, the profiles and the engine's lists, each claim nested in a verdict
bound and checked too, nothing run (cucumber's ``--dry-run``)."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

from pytest_bdd.parser import Scenario

from engine.catalog.loader import default_catalog
from engine.model.cards import Civ
from engine.model.decisions import Decision
from engine.model.errors import DmRulesError, did_you_mean, nearest
from engine.model.keywords import KEYWORDS
from engine.model.text import name_key, normal
from engine.policies.profiles import profile_list
from steps.library.japanese_phrasings import card_en, cards_en
from steps.library.japanese_topics import CIVS_JA
from steps.runtime.lists import names, parse_list, split_index
from steps.runtime.runner import library, parse_feature, rendered
from steps.runtime.verdicts import claim_of, profiles_named_by, unknown_claim

# The step arguments that name cards (one, or a list), whatever the step.
ONE_CARD = ("card", "card2", "gear", "other", "onto", "creature", "a", "b")
CARD_LISTS = ("cards",)
# What a scripted answer may give besides a card: the option to stop picking (or to find nothing) that
# a pick of cards offers (engine: ``"stop" if c is None``), e.g. ``player A will choose stop as target``.
STOP = "stop"
DECISION_KINDS = frozenset(d.value for d in Decision)


@dataclass
class DryRun:
    scenarios: int = 0
    steps: int = 0
    problems: list[str] = field(default_factory=list)  # file:line: what is wrong


def known_names() -> set[str]:
    """Every name a step may give a card: names, aliases, and each side of a twinpact (``X／Y``)."""
    found: set[str] = set()
    for card in default_catalog():
        for name in (card.name, *card.aliases):
            found |= {name, *(side.strip() for side in re.split(r"[／/]", name))}
    return {name_key(n) for n in found}


def dry_run(root: Path, files: Iterable[Path], keep: Callable[[Scenario], bool]) -> DryRun:
    """Binds every step of the scenarios ``keep`` accepts (feature tags included in theirs); lists the undefined steps,
    unknown cards and unknown profiles, each at its ``file:line``."""
    lib = library()
    catalog = [c.name for c in default_catalog()]
    known = known_names()
    out = DryRun()
    for path in files:
        feature = parse_feature(path)
        where = path.resolve().relative_to(root.resolve()).as_posix()
        for _, scenario in rendered(feature):
            scenario.tags = set(scenario.tags) | set(feature.tags)
            if not keep(scenario):
                continue
            out.scenarios += 1
            for step in scenario.steps:
                out.steps += 1
                at = f"{where}:{step.line_number}"
                bound = lib.bind_step(step, at)
                if bound.missing:
                    out.problems.append(bound.missing.splitlines()[0] + _near(bound.missing))
                    continue
                named = profiles_named_by(step.name)
                try:
                    profile_list(named or "")
                except DmRulesError as exc:
                    out.problems.append(f"{at}: {exc}")
                stop_is_an_answer = scripts_a_choice(bound.func)
                for arguments in [bound.kwargs, *nested(bound.kwargs, at, out.problems)]:
                    out.problems += [f"{at}: {p}" for p in value_problems(arguments)]
                    for name in card_names(arguments):
                        if name == STOP and stop_is_an_answer:
                            continue
                        if name_key(name) not in known:
                            close = nearest(name, catalog)
                            out.problems.append(f"{at}: unknown card {name!r}"
                                                + (f"; did you mean {', '.join(close)}?" if close else ""))
    return out


def nested(kwargs: dict[str, object], at: str, problems: list[str]) -> list[dict[str, object]]:
    """The arguments of each claim nested in a step (``in some order of the waiting effects, <claim>``,
    ``while X resolves, under P <claim>``), in NFKC, nested ones included; a claim no verdict says is
    a problem, named at ``at``."""
    claim = kwargs.get("claim")
    if not isinstance(claim, str):
        return []
    found = claim_of(claim)
    if found is None:
        problems.append(f"{at}: {unknown_claim(claim)}")
        return []
    arguments: dict[str, object] = dict(found[1])
    return [arguments, *nested(arguments, at, problems)]


# The words a step's civilizations may be: English (``water, fire and nature``), Japanese (``水、火``), or none.
CIVILIZATIONS = frozenset({*(c.value for c in Civ), *CIVS_JA, *CIVS_JA.values(), "none", "nothing"})
CLOSED = {"kind": "decision kind", "keyword": "keyword", "race": "race", "label": "mode"}


@cache
def closed_lists() -> dict[str, frozenset[str]]:
    """What a step's closed words may be, by argument: a decision's kind, a keyword, a race of the catalog,
    a mode's label (any card's, or the number of a 「AするかBする」 option, checked apart)."""
    catalog = default_catalog()
    return {"kind": DECISION_KINDS, "keyword": frozenset(KEYWORDS),
            "race": frozenset(normal(r) for c in catalog for r in c.races),
            "label": frozenset(normal(label) for c in catalog for ab in c.abilities for label, _ in ab.modes)}


def value_problems(kwargs: dict[str, object]) -> list[str]:
    """The words of a step that name something of a closed list and name nothing in it: a decision's
    kind (``options for "target"``), a keyword, a race, a mode's label, a civilization."""
    out: list[str] = []
    for key, known in closed_lists().items():
        value = kwargs.get(key)
        if not isinstance(value, str):
            continue
        word = normal(value).strip()
        if word not in known and not (key == "label" and word.isdigit()):
            out.append(f"unknown {CLOSED[key]} {value!r}" + did_you_mean(word, sorted(known)))
    civs = kwargs.get("civs")
    if isinstance(civs, str):
        out += [f"unknown civilization {w!r}" + did_you_mean(w, sorted(c.value for c in Civ))
                for w in re.split(r"\s*(?:,|、|と|\band\b)\s*", normal(civs).strip()) if w and w not in CIVILIZATIONS]
    return out


def scripts_a_choice(func: Callable[..., object]) -> bool:
    """Whether a step scripts a player's answer (``player A will ...``): the library's decision steps
    say so first in their docstring ("Script ...", tests/steps/test_step_library.py checks it)."""
    return (func.__doc__ or "").lstrip().startswith("Script")


def _near(message: str) -> str:
    """The reasons an unknown-step message gives for a near miss (the lines before its suggestions)."""
    reasons = []
    for line in message.splitlines()[1:]:
        if line.strip().startswith(("closest", "or define", "(`dmrules")):
            break
        reasons.append(line.strip())
    return f" ({'; '.join(reasons)})" if reasons else ""


def card_names(kwargs: dict[str, object]) -> list[str]:
    """The card names a step's arguments give (``X on Y``, ``3 x X``, ``X#2``, Japanese lists)."""
    found: list[str] = []
    for key, value in kwargs.items():
        if not isinstance(value, str) or not value.strip():
            continue
        if key in ONE_CARD:
            parts = [card_en(value)]
        elif key in CARD_LISTS:
            entries = parse_list(cards_en(value).replace(" then ", ", "))
            parts = [*names(entries), *(u for e in entries for u in e.under)]
        else:
            continue
        # linked cards (``A + B``), an aura (``X with A``), several sources (``X and Y``)
        found += [split_index(n.strip())[0] for p in parts for n in re.split(r" \+ | with | and ", p)]
    return [n for n in found if n and not re.fullmatch(r"player [AB]|プレイヤー[AB]|nothing|<\w+>", n)]
