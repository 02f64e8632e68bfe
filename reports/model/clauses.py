"""The ledger of the comprehensive rules' clauses (``features/cr/clauses.yaml``): one record per
numbered clause of デュエル・マスターズ総合ゲームルール, with what the project does with it.

The file is a mapping: ``version`` (the edition read), ``source`` (where it was read),
``sections`` (each rule's number and title, e.g. ``'505': 攻撃ステップ``) and ``clauses``, a list of
records: ``number`` (``505.6a``), ``text`` (the clause in Japanese: whole, or a faithful short
quote ending in ``…`` when the whole is long), ``status``, ``reason``, ``tags`` (mechanics) and
``note``. The statuses:

- ``encoded``: scenarios tagged ``@cr:NUMBER`` assert what the clause says (found, not stored);
- ``waiting``: it needs a capability the engine lacks (``reason`` names it, e.g. ``turn steps``);
- ``not modelled``: out of the engine's reach for good (``reason``: multiplayer, physical cards…);
- ``not testable``: a definition or a statement nothing can contradict (``reason`` says which).

A clause is testable unless it is ``not modelled`` or ``not testable``; the figures give, per
rule, how many testable clauses scenarios encode.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from engine.catalog.reading import InputError, read_text
from engine.model.errors import DmRulesError
from reports.model.ledger_fields import check_choice, check_fields, compose, nearest
from reports.model.rulings import tag_locations

CLAUSES_FILE = Path("features") / "cr" / "clauses.yaml"  # under the project root
STATUSES = ("encoded", "waiting", "not modelled", "not testable")
UNTESTABLE = ("not modelled", "not testable")
REQUIRED = ("number", "text", "status")
OPTIONAL = ("reason", "tags", "note")
NUMBER = re.compile(r"^(\d)(\d\d)\.(\d+)([a-z]?)$")
CR_TAG = re.compile(r"@cr:(\S+)")
# The rules whose every clause the ledger records (issue 30: 100–118 and 400–509; rule 410 is the last
# of chapter 4).
AIM = (range(100, 119), range(400, 411), range(500, 510))


class ClauseError(DmRulesError):
    pass


@dataclass
class Clause:
    """One numbered clause of the comprehensive rules (fields as in the module docstring)."""

    number: str
    text: str
    status: str
    reason: str = ""
    tags: list[str] = field(default_factory=list)
    note: str = ""
    line: int = 0  # where the record starts in its file

    @property
    def rule(self) -> str:
        """The rule the clause belongs to: ``505`` for ``505.6a``."""
        return self.number.split(".")[0]

    @property
    def chapter(self) -> str:
        """The chapter (the rules' top section): ``5`` for ``505.6a``."""
        return self.number[0]

    @property
    def testable(self) -> bool:
        return self.status not in UNTESTABLE

    @property
    def in_aim(self) -> bool:
        return any(int(self.rule) in r for r in AIM)

    def key(self) -> tuple[int, int, str]:
        m = NUMBER.match(self.number)
        assert m is not None
        return int(self.rule), int(m.group(3)), m.group(4)


@dataclass
class Ledger:
    """The clauses' ledger: the edition read, where, the rules' titles and the records."""

    version: str
    source: str
    sections: dict[str, str]
    clauses: list[Clause]

    def numbers(self) -> set[str]:
        return {c.number for c in self.clauses}


def _record(node: yaml.Node, data: dict[str, Any], where: str) -> Clause:
    number = str(data.get("number", "?"))
    line = node.start_mark.line + 1

    def fail(message: str) -> ClauseError:
        return ClauseError(f"{where}:{line}: clause {number!r}: {message}")

    check_fields(data, REQUIRED, OPTIONAL, fail)
    if not NUMBER.match(number):
        raise fail("a clause number is three digits, a dot, a number and maybe a letter (e.g. 505.6a)")
    status = str(data["status"])
    check_choice(status, "status", STATUSES, fail)
    if status != "encoded" and not data.get("reason"):
        raise fail(f"status {status!r} needs a reason")
    tags = data.get("tags") or []
    if not isinstance(tags, list):
        raise fail("'tags' must be a list")
    return Clause(number, str(data["text"]), status, str(data.get("reason") or ""), [str(t) for t in tags],
                  str(data.get("note") or ""), line)


def parse_ledger(text: str, where: str) -> Ledger:
    """The ledger of a text; bad input is one ClauseError naming ``where:line``."""
    root = compose(text, where, ClauseError)
    if root is None:
        return Ledger("", "", {}, [])
    if not isinstance(root, yaml.MappingNode):
        raise ClauseError(f"{where}:{root.start_mark.line + 1}: expected a mapping (version, source, sections, "
                          "clauses)")
    loader = yaml.SafeLoader("")
    nodes = {str(k.value): v for k, v in root.value}
    unknown = set(nodes) - {"version", "source", "sections", "clauses"}
    if unknown:
        raise ClauseError(f"{where}: unknown key {sorted(unknown)[0]!r} (the keys: version, source, sections, "
                          "clauses)")
    clauses_node = nodes.get("clauses")
    if not isinstance(clauses_node, yaml.SequenceNode):
        raise ClauseError(f"{where}: 'clauses' must be a list of records")
    sections = loader.construct_object(nodes["sections"], deep=True) if "sections" in nodes else {}
    if not isinstance(sections, dict):
        raise ClauseError(f"{where}: 'sections' must map each rule's number to its title")
    out: list[Clause] = []
    seen: dict[str, int] = {}
    for node in clauses_node.value:
        if not isinstance(node, yaml.MappingNode):
            raise ClauseError(f"{where}:{node.start_mark.line + 1}: a clause must be a mapping of fields")
        data = {str(k): v for k, v in loader.construct_mapping(node, deep=True).items()}
        clause = _record(node, data, where)
        if clause.number in seen:
            raise ClauseError(f"{where}:{clause.line}: clause {clause.number!r} is recorded twice (first at line "
                              f"{seen[clause.number]})")
        seen[clause.number] = clause.line
        out.append(clause)

    def scalar(key: str) -> str:
        node = nodes.get(key)
        return str(node.value) if isinstance(node, yaml.ScalarNode) else ""

    return Ledger(scalar("version"), scalar("source"), {str(k): str(v) for k, v in sections.items()}, out)


def load_ledger(path: Path) -> Ledger:
    """The ledger file; a missing file is an empty ledger."""
    if not path.exists() and not path.is_symlink():
        return Ledger("", "", {}, [])
    try:
        text = read_text(path)
    except InputError as exc:
        raise ClauseError(str(exc)) from None
    return parse_ledger(text, str(path))


def tagged(features: Path, root: Path) -> dict[str, list[str]]:
    """Each ``@cr:NUMBER`` tag of the feature files under ``features``, with the scenarios'
    locations (``FILE:LINE`` of the tag line, relative to ``root``)."""
    return tag_locations(features, root, CR_TAG)


def problems(ledger: Ledger, tags: dict[str, list[str]]) -> list[str]:
    """What disagrees between the ledger and the scenarios' tags, one line each: a tag naming no
    recorded clause (with the nearest number), an encoded clause no scenario is tagged with, a tag on
    a clause the ledger does not call encoded."""
    numbers = ledger.numbers()
    out = [f"{where}: @cr:{n} names no clause of the ledger ({CLAUSES_FILE}){nearest(n, numbers)}"
           for n, places in sorted(tags.items()) if n not in numbers for where in places]
    for c in ledger.clauses:
        if c.status == "encoded" and c.number not in tags:
            out.append(f"{CLAUSES_FILE}:{c.line}: clause {c.number} is encoded but no scenario is tagged "
                       f"@cr:{c.number}")
        if c.status != "encoded" and c.number in tags:
            out.append(f"{tags[c.number][0]}: @cr:{c.number} tags a clause the ledger calls {c.status!r} "
                       f"({CLAUSES_FILE}:{c.line})")
    return out


def select(clauses: list[Clause], *, status: str | None = None, section: str | None = None) -> list[Clause]:
    """The clauses that pass every filter given. ``section``: a chapter (``5``), a rule (``505``) or
    a clause with its sub-clauses (``505.6``)."""
    if section is not None and not re.fullmatch(r"\d|\d{3}(\.\d+[a-z]?)?", section):
        raise ClauseError(f"--section {section!r}: a chapter (5), a rule (505) or a clause (505.6)")

    def within(c: Clause) -> bool:
        if section is None:
            return True
        if len(section) == 1:
            return c.chapter == section
        if len(section) == 3:
            return c.rule == section
        return c.number == section or (c.number.startswith(section) and c.number[len(section):].isalpha())

    return [c for c in clauses if (status is None or c.status == status) and within(c)]


@dataclass
class Figures:
    """The counts of one group of clauses (a rule, a chapter, the aim)."""

    name: str
    title: str
    counts: dict[str, int]

    @property
    def total(self) -> int:
        return sum(self.counts.values())

    @property
    def testable(self) -> int:
        return self.counts["encoded"] + self.counts["waiting"]

    @property
    def share(self) -> float:
        """The encoded share of the testable clauses (1.0 when none is testable)."""
        return self.counts["encoded"] / self.testable if self.testable else 1.0


def figures(ledger: Ledger, clauses: list[Clause] | None = None) -> list[Figures]:
    """Per rule, in order, the counts by status of its recorded clauses."""
    rows: dict[str, Figures] = {}
    for c in sorted(ledger.clauses if clauses is None else clauses, key=Clause.key):
        row = rows.setdefault(c.rule, Figures(c.rule, ledger.sections.get(c.rule, ""), dict.fromkeys(STATUSES, 0)))
        row.counts[c.status] += 1
    return list(rows.values())


def total(name: str, rows: Iterable[Figures]) -> Figures:
    out = Figures(name, "", dict.fromkeys(STATUSES, 0))
    for r in rows:
        for s in STATUSES:
            out.counts[s] += r.counts[s]
    return out


def aim_figures(ledger: Ledger) -> Figures:
    """The counts over the rules the ledger must record whole (100–118, 400–509)."""
    return total("100–118, 400–509", figures(ledger, [c for c in ledger.clauses if c.in_aim]))
