"""The ledger of official rulings (``features/faq/rulings.yaml``): one record per ruling.

A record says where the ruling was read (``source``: the official address, ``seen_on``: the
page it was read on), condenses its question and answer in the project's own words (``original``, when present: the
source's own words, ``{language, title, question, answer}``), gives a
short ``digest`` of the answer (what ``dmrules rulings check`` and the regression gate compare),
the profiles it holds for (and from which date), and its status:

- ``encoded``: scenarios tagged ``@qa:ID`` assert it (their locations are found, not stored);
- ``waiting``: it needs a capability the engine lacks (``reason`` names it);
- ``open``: nobody has tried to encode it yet (``reason``: what an encoding needs);
- ``not modelled``: out of the engine's reach for good (``reason`` says why);
- ``superseded``: a later ruling or notice replaced it (``superseded_by``: that record's id).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from engine.model.errors import DmRulesError
from reports.model.ledger_fields import check_choice, check_fields, compose

LEDGER_FILE = Path("features") / "faq" / "rulings.yaml"  # under the project root
STATUSES = ("encoded", "waiting", "open", "not modelled", "superseded")
KINDS = ("qa", "notice", "ruling notice", "mirror-confirmed", "dmps-faq", "dmps-notice", "dmps-support", "cr-example")
REQUIRED = ("id", "date", "source", "seen_on", "kind", "question", "answer", "digest", "profiles", "status")
OPTIONAL = ("cards", "holds_from", "reason", "superseded_by", "rules", "mechanics", "caveat", "original")
# ``original``: the source's own words, where the record keeps them (``dmrules skeleton`` writes them).
ORIGINAL_KEYS = ("language", "title", "question", "answer")
QA_TAG = re.compile(r"@qa:(\S+)")


class LedgerError(DmRulesError):
    pass


@dataclass
class Ruling:
    """One official ruling of the ledger (fields as in the module docstring)."""

    id: str
    date: str
    source: str
    seen_on: str
    kind: str
    question: str
    answer: str
    digest: str
    profiles: list[str]
    status: str
    cards: list[str] = field(default_factory=list)
    holds_from: str | None = None
    reason: str = ""
    superseded_by: str | None = None
    rules: list[str] = field(default_factory=list)
    mechanics: list[str] = field(default_factory=list)
    caveat: str = ""
    line: int = 0  # where the record starts in its file
    original: dict[str, str] = field(default_factory=dict)  # the source's words: language, title, question, answer

    @property
    def year(self) -> str:
        m = re.search(r"(19|20)\d\d", self.date)
        return m.group(0) if m else "unknown"

    @property
    def address(self) -> str:
        """The official address, else the page the ruling was read on."""
        return self.source if self.source.startswith("http") else f"seen on {self.seen_on}"


def _record(node: yaml.MappingNode, data: dict[str, Any], where: str) -> Ruling:
    rid = str(data.get("id", "?"))
    line = node.start_mark.line + 1

    def fail(message: str) -> LedgerError:
        return LedgerError(f"{where}:{line}: ruling {rid!r}: {message}")

    check_fields(data, REQUIRED, OPTIONAL, fail)
    status = str(data["status"])
    check_choice(status, "status", STATUSES, fail)
    kind = str(data["kind"])
    check_choice(kind, "kind", KINDS, fail)
    if status in ("waiting", "open", "not modelled") and not data.get("reason"):
        raise fail(f"status {status!r} needs a reason")
    if (status == "superseded") != bool(data.get("superseded_by")):
        raise fail("superseded_by goes with status 'superseded', and only with it")
    for key in ("profiles", "cards", "rules", "mechanics"):
        if not isinstance(data.get(key, []), list):
            raise fail(f"{key!r} must be a list")
    original = data.get("original") or {}
    if original and (not isinstance(original, dict) or any(k not in ORIGINAL_KEYS for k in original) or
                     not all(isinstance(original.get(k), str) and original[k] for k in ("question", "answer"))):
        raise fail(f"'original' must map {', '.join(ORIGINAL_KEYS)} to texts (question and answer at least)")
    return Ruling(rid, str(data["date"]), str(data["source"]), str(data["seen_on"]), kind, str(data["question"]),
                  str(data["answer"]), str(data["digest"]), [str(p) for p in data["profiles"]], status,
                  [str(c) for c in data.get("cards") or []], data.get("holds_from"), str(data.get("reason") or ""),
                  data.get("superseded_by"), [str(r) for r in data.get("rules") or []],
                  [str(m) for m in data.get("mechanics") or []], str(data.get("caveat") or ""), line,
                  {str(k): str(v) for k, v in original.items()})


def parse_ledger(text: str, where: str) -> list[Ruling]:
    """The records of a ledger text; bad input is one LedgerError naming ``where:line``."""
    root = compose(text, where, LedgerError)
    if root is None:
        return []
    if not isinstance(root, yaml.SequenceNode):
        raise LedgerError(f"{where}:{root.start_mark.line + 1}: expected a list of rulings")
    out = []
    loader = yaml.SafeLoader("")
    for node in root.value:
        if not isinstance(node, yaml.MappingNode):
            raise LedgerError(f"{where}:{node.start_mark.line + 1}: a ruling must be a mapping of fields")
        data = {str(k): v for k, v in loader.construct_mapping(node, deep=True).items()}
        out.append(_record(node, data, where))
    return out


def load_ledger(path: Path) -> list[Ruling]:
    """The ledger file's records; a missing file is an empty ledger."""
    if not path.exists():
        return []
    return parse_ledger(path.read_text(encoding="utf-8"), str(path))


def duplicates(rulings: list[Ruling]) -> dict[str, list[int]]:
    """Ids recorded more than once, with the lines of their records."""
    lines: dict[str, list[int]] = {}
    for r in rulings:
        lines.setdefault(r.id, []).append(r.line)
    return {i: ls for i, ls in lines.items() if len(ls) > 1}


def tagged(features: Path, root: Path) -> dict[str, list[str]]:
    """Each ``@qa:ID`` tag of the feature files under ``features``, with the scenarios' locations
    (``FILE:LINE`` of the tag line, relative to ``root``)."""
    return tag_locations(features, root, QA_TAG)


def tag_locations(features: Path, root: Path, pattern: re.Pattern[str]) -> dict[str, list[str]]:
    """Each tag ``pattern`` captures on the tag lines of the feature files under ``features``, with
    the scenarios' locations (``FILE:LINE`` of the tag line, relative to ``root``)."""
    out: dict[str, list[str]] = {}
    for path in sorted(features.rglob("*.feature")):
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if line.lstrip().startswith("@"):
                for tag in pattern.findall(line):
                    out.setdefault(tag, []).append(f"{path.relative_to(root)}:{n}")
    return out


@dataclass
class CheckReport:
    """What ``dmrules rulings check`` found between the ledger and a dump."""

    changed: list[tuple[Ruling, Ruling]] = field(default_factory=list)  # (ledger's, dump's) answer differs
    disappeared: list[Ruling] = field(default_factory=list)  # in the ledger, not in the dump
    twice: list[list[Ruling]] = field(default_factory=list)  # one question answered by several records

    @property
    def clean(self) -> bool:
        return not (self.changed or self.disappeared or self.twice)


def _normal(text: str) -> str:
    return re.sub(r"[\W_]+", " ", text.casefold()).strip()


def check(ledger: list[Ruling], dump: list[Ruling]) -> CheckReport:
    """Answers that changed (the digest differs), rulings the dump lacks, and questions the dump
    answers twice (one id recorded twice, or one question under two ids)."""
    report = CheckReport()
    theirs: dict[str, Ruling] = {}
    by_question: dict[str, list[Ruling]] = {}
    for r in dump:
        theirs.setdefault(r.id, r)
        by_question.setdefault(_normal(r.question), []).append(r)
    for rid in duplicates(dump):
        report.twice.append([r for r in dump if r.id == rid])
    report.twice += [rs for rs in by_question.values() if len({r.id for r in rs}) > 1]
    for mine in ledger:
        other = theirs.get(mine.id)
        if other is None:
            report.disappeared.append(mine)
        elif _normal(other.digest) != _normal(mine.digest):
            report.changed.append((mine, other))
    return report


def dump_text(rulings: list[Ruling]) -> str:
    """The records as ledger YAML (the format ``parse_ledger`` reads)."""
    keys = REQUIRED + OPTIONAL
    rows = []
    for r in rulings:
        row = {k: getattr(r, k) for k in keys}
        rows.append({k: v for k, v in row.items() if v not in ("", None, [], {}) or k in REQUIRED})
    return str(yaml.safe_dump(rows, allow_unicode=True, sort_keys=False, width=110))


def select(rulings: list[Ruling], *, status: str | None = None, kind: str | None = None,
           mechanic: str | None = None, year: str | None = None, card: str | None = None) -> list[Ruling]:
    """The records that pass every filter given (card: a substring of one of its cards' names)."""
    return [r for r in rulings
            if (status is None or r.status == status) and (kind is None or r.kind == kind)
            and (mechanic is None or mechanic in r.mechanics) and (year is None or r.year == year)
            and (card is None or any(card.casefold() in c.casefold() for c in r.cards))]
