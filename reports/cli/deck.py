"""``dmrules deck check FILE``: a deck list against each profile's deck rules, one line per rule it
breaks (003 事前準備: 40 cards, at most 4 of a card, psychic cards in the hyperspatial zone only;
DMPS: a DP殿堂 card at most once).

FILE is YAML (``{main: [...], hyperspatial: [...]}``, each entry ``4 x NAME`` or ``NAME``) or text:
one entry a line, ``# hyperspatial`` (or ``# main``) switching the section, blank lines and other
``#`` lines ignored. Output: ``FILE: PROFILE: ok`` or ``FILE: PROFILE: PROBLEM``, one line per
problem, in the order of :func:`engine.catalog.decks.deck_problems`. Exit 0 when every profile checked
accepts the deck, 1 when one rejects it, 2 for input it can't read (one line saying where).
"""

from __future__ import annotations

import argparse
import re
from pathlib import Path

import yaml

from engine.catalog.decks import DeckList, deck_problems
from engine.catalog.loader import default_catalog
from engine.catalog.reading import InputError, load_yaml, read_text
from engine.model.errors import ScriptError, UnknownCardError
from engine.policies.profiles import get_profile, profile_names
from reports.cli.exit_codes import ExitCode

ENTRY = re.compile(r"^(?:(?P<n>\d+)\s*[x×]\s*)?(?P<name>\S.*?)\s*$")
SECTIONS = ("main", "hyperspatial")
MAX_COPIES = 99  # copies one line may list (a legal deck holds 40 + 8 cards)
MAX_DECK_BYTES = 1024 * 1024


def parse_entry(text: str, where: str) -> list[str]:
    """``4 x NAME`` or ``NAME`` -> the names, as many as the count; a name the catalog lacks or a
    malformed entry is an error naming ``where``."""
    m = ENTRY.match(text)
    count = m.group("n") if m else None
    if m is None or (count is not None and not count.strip("0")):  # no entry, or 0 copies
        raise ScriptError(f"{where}: expected '<n> x <name>' or '<name>', got {text!r}")
    if count is not None and (len(count) > 3 or int(count) > MAX_COPIES):
        shown = count if len(count) <= 12 else count[:12] + "..."
        raise ScriptError(f"{where}: {shown} copies (at most {MAX_COPIES} on one line)")
    name = m.group("name")
    try:
        default_catalog().get(name)
    except UnknownCardError as exc:
        raise ScriptError(f"{where}: {exc}") from None
    return [name] * int(count or 1)


def _from_yaml(path: Path, text: str) -> DeckList:
    try:
        data = load_yaml(text, str(path))
    except InputError as exc:
        raise ScriptError(str(exc)) from None
    except yaml.YAMLError as exc:
        raise ScriptError(f"{path}: not a YAML deck list ({str(exc).splitlines()[0]})") from None
    if not isinstance(data, dict) or not set(data) <= set(SECTIONS) or not all(
            isinstance(v, list) for v in data.values()):
        raise ScriptError(f"{path}: a YAML deck list is {{main: [...], hyperspatial: [...]}}")
    parts = {s: [n for i, e in enumerate(data.get(s) or [], 1) for n in parse_entry(str(e), f"{path}: {s} #{i}")]
             for s in SECTIONS}
    return DeckList(tuple(parts["main"]), tuple(parts["hyperspatial"]))


def _from_text(path: Path, text: str) -> DeckList:
    parts: dict[str, list[str]] = {s: [] for s in SECTIONS}
    section = "main"
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line:
            continue
        if line.startswith("#"):
            word = line.lstrip("#").strip().lower()
            if word in SECTIONS:
                section = word
            continue
        parts[section] += parse_entry(line, f"{path}:{number}")
    return DeckList(tuple(parts["main"]), tuple(parts["hyperspatial"]))


def read_deck(path: Path) -> DeckList:
    """The deck list in FILE (YAML or text, see the module); input problems raise one line."""
    try:
        text = read_text(path, MAX_DECK_BYTES)
    except InputError as exc:
        raise ScriptError(f"{path}: {exc.problem}" if exc.line == 1 else str(exc)) from None
    if path.suffix.lower() in (".yaml", ".yml"):
        return _from_yaml(path, text)
    return _from_text(path, text)


def check_lines(path: Path, profiles: list[str]) -> tuple[list[str], bool]:
    """The report lines for each profile, and whether every profile accepts the deck."""
    deck = read_deck(path)
    lines: list[str] = []
    ok = True
    for name in profiles:
        problems = deck_problems(deck, get_profile(name))
        ok = ok and not problems
        lines += [f"{path}: {name}: {p}" for p in problems] or [f"{path}: {name}: ok"]
    return lines, ok


def cmd_deck(args: argparse.Namespace) -> int:
    profiles = list(args.profile or profile_names())
    for name in profiles:
        get_profile(name)  # an unknown profile is one line (exit 2)
    lines, ok = check_lines(Path(args.file), profiles)
    print("\n".join(lines))
    return ExitCode.OK if ok else ExitCode.FAILED
