"""What the verdicts were computed from, as short digests: each card's data and each profile's
policies. The baseline keeps them, so the gate can name a changed card or policy even where no
verdict moved, and list, for every move, the cards and policies that changed since the baseline."""

from __future__ import annotations

import dataclasses
import enum
import hashlib
import inspect
import json
import re
from collections.abc import Iterable
from typing import Any

from engine.catalog.loader import default_catalog
from engine.policies.profiles import PROFILES

Digests = dict[str, Any]  # {"cards": {name: digest}, "policies": {profile: {fork: digest}}}


def _plain(value: Any) -> Any:
    """A value as JSON data in a fixed order (sets sorted), for a digest that is the same on every run."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: _plain(getattr(value, f.name)) for f in dataclasses.fields(value)
                if f.name not in ("source",)}
    if isinstance(value, enum.Enum):
        return value.name
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in sorted(value.items(), key=lambda kv: str(kv[0]))}
    if isinstance(value, (set, frozenset)):
        return sorted((_plain(v) for v in value), key=lambda v: json.dumps(v, sort_keys=True, default=str))
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    if isinstance(value, (str, int, float, bool)) or value is None:
        return value
    return f"{type(value).__module__}.{type(value).__qualname__}"


def digest(value: Any) -> str:
    return hashlib.sha256(json.dumps(value, sort_keys=True, ensure_ascii=False, default=str).encode()).hexdigest()[:12]


def _policy(policy: Any) -> str:
    """A policy: its class's code and its settings."""
    try:
        code = inspect.getsource(type(policy))
    except (OSError, TypeError):
        code = type(policy).__qualname__
    return digest([code, _plain(policy)])


def policy_digest(policy: Any) -> str:
    """A policy's digest as the baseline keeps it (its class's code and its settings)."""
    return _policy(policy)


def _forks(profile: Any) -> list[dataclasses.Field[Any]]:
    return [f for f in dataclasses.fields(profile) if f.name not in ("name", "title", "dates", "parent")]


def policy_settings() -> str:
    """One digest of every profile's policies' classes and settings as this process holds them (an
    edit in place counts); their classes' code is the engine's sources, digested apart, so it is
    not read here (``inspect.getsource`` costs a tenth of a second at every start)."""
    return digest({name: {f.name: [type(getattr(p, f.name)).__qualname__, _plain(getattr(p, f.name))]
                          for f in _forks(p)} for name, p in PROFILES.items()})


def current() -> Digests:
    """The digests of the cards and policies this code base holds."""
    cards = {c.name: digest(_plain(c)) for c in default_catalog()}
    policies = {name: {f.name: _policy(getattr(p, f.name)) for f in _forks(p)} for name, p in PROFILES.items()}
    return {"cards": cards, "policies": policies}


@dataclasses.dataclass
class Changes:
    """The cards and policies that changed between two sets of digests."""

    cards: list[str]
    policies: dict[str, list[str]]  # profile -> forks
    details: dict[str, str] = dataclasses.field(default_factory=dict)  # "card X" -> what changed (reports.model.causes)

    def __bool__(self) -> bool:
        return bool(self.cards or self.policies)

    def for_run(self, profile: str, texts: Iterable[str]) -> list[str]:
        """What changed that a run under ``profile`` used: its profile's policies, the cards its
        steps or trace name."""
        text = "\n".join(texts)
        used = [f"card {c}" for c in self.cards if c in text]
        return used + [f"policy {profile}.{fork}" for fork in self.policies.get(profile, [])]

    def lines(self) -> list[str]:
        out = [f"card {c}" + (f" ({self.details[f'card {c}']})" if f"card {c}" in self.details else "")
               for c in self.cards]
        forks: dict[str, list[str]] = {}
        for profile, names in self.policies.items():
            for fork in names:
                forks.setdefault(fork, []).append(profile)
        return out + [f"policy {fork} ({', '.join(ps)})" for fork, ps in forks.items()]


def changes(before: Digests | None, after: Digests) -> Changes:
    """What changed since ``before`` (nothing when the baseline recorded no digests)."""
    if not before:
        return Changes([], {})
    old_cards, new_cards = before.get("cards", {}), after["cards"]
    cards = sorted(n for n in set(old_cards) | set(new_cards) if old_cards.get(n) != new_cards.get(n))
    policies: dict[str, list[str]] = {}
    for profile, forks in after["policies"].items():
        old = before.get("policies", {}).get(profile, {})
        changed = [f for f in forks if old.get(f) != forks[f]]
        if changed and old:
            policies[profile] = changed
    return Changes(cards, policies)


TRACE_NUMBER = re.compile(r"^\s*\d+ ")


def unnumbered(trace: list[str]) -> list[str]:
    """A trace without its line numbers (one deleted line would renumber all that follow)."""
    return [TRACE_NUMBER.sub("", line) for line in trace]
