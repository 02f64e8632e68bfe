"""The ledger of official rulings (``features/faq/rulings.yaml``): one record per ruling.

A record says where the ruling was read (``source``: the official address, ``seen_on``: the
page it was read on), condenses its question and answer in the project's own words (``original``,
when present: the source's own words, ``{language, title, question, answer}``), gives a short
``digest`` of the answer (what ``dmrules rulings check`` and the regression gate compare), the
profiles it holds for (and from which date), and its status:

- ``encoded``: scenarios tagged ``@qa:ID`` assert it (their locations are found, not stored);
- ``waiting``: it needs a capability the engine lacks (``reason`` names it);
- ``open``: nobody has tried to encode it yet (``reason``: what an encoding needs);
- ``not modelled``: out of the engine's reach for good (``reason`` says why);
- ``superseded``: a later ruling or notice replaced it (``superseded_by``: that record's id).

A record that is not encoded may leave its ``question`` out (null) when the project never saw the
question's text (its ``reason`` or ``answer`` says what is known). Two records of one question —
two official answers that agree, e.g. a Q&A and its later reissue — say so: the later names the
earlier in ``same_question_as``, and ``dmrules rulings check`` takes them for one question asked
twice, not answered twice. The ledger is read with :mod:`engine.catalog.reading`'s limits.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from engine.catalog.reading import InputError, read_text
from engine.model.errors import DmRulesError
from reports.model.ledger_fields import check_choice, check_fields, compose, nearest

LEDGER_FILE = Path("features") / "faq" / "rulings.yaml"  # under the project root
STATUSES = ("encoded", "waiting", "open", "not modelled", "superseded")
KINDS = ("qa", "notice", "ruling notice", "mirror-confirmed", "dmps-faq", "dmps-notice", "dmps-support", "cr-example")
REQUIRED = ("id", "date", "source", "seen_on", "kind", "question", "answer", "digest", "profiles", "status")
OPTIONAL = ("cards", "holds_from", "reason", "superseded_by", "rules", "mechanics", "caveat", "same_question_as",
            "original")
UNSEEN_QUESTION = ("waiting", "open", "not modelled")  # statuses whose record may leave its question out
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
    same_question_as: str | None = None  # the record of the same question (another official answer of it)
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

    check_fields(data, tuple(k for k in REQUIRED if k != "question"), OPTIONAL + ("question",), fail)
    if data.get("question") in (None, "") and data.get("status") not in UNSEEN_QUESTION:
        raise fail("lacks 'question' (only a record that is not encoded may leave its question out)")
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
    same = data.get("same_question_as")
    if same is not None and (not isinstance(same, (str, int)) or str(same) == rid):
        raise fail("same_question_as names another record's id")
    original = data.get("original") or {}
    if original and (not isinstance(original, dict) or any(k not in ORIGINAL_KEYS for k in original) or
                     not all(isinstance(original.get(k), str) and original[k] for k in ("question", "answer"))):
        raise fail(f"'original' must map {', '.join(ORIGINAL_KEYS)} to texts (question and answer at least)")
    return Ruling(rid, str(data["date"]), str(data["source"]), str(data["seen_on"]), kind,
                  str(data.get("question") or ""),
                  str(data["answer"]), str(data["digest"]), [str(p) for p in data["profiles"]], status,
                  [str(c) for c in data.get("cards") or []], data.get("holds_from"), str(data.get("reason") or ""),
                  data.get("superseded_by"), [str(r) for r in data.get("rules") or []],
                  [str(m) for m in data.get("mechanics") or []], str(data.get("caveat") or ""), line,
                  str(same) if same is not None else None, {str(k): str(v) for k, v in original.items()})


def parse_ledger(text: str, where: str) -> list[Ruling]:
    """The records of a ledger text, read within :mod:`engine.catalog.reading`'s limits (depth,
    aliases, digits, control characters); bad input is one LedgerError naming ``where:line``."""
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
        try:
            data = {str(k): v for k, v in loader.construct_mapping(node, deep=True).items()}
        except (yaml.YAMLError, TypeError) as exc:  # an unhashable key, a value no safe type has
            raise LedgerError(f"{where}:{node.start_mark.line + 1}: a ruling's fields can't be read ({exc})") \
                from None
        out.append(_record(node, data, where))
    ids = {r.id for r in out}
    for r in out:
        if r.same_question_as is not None and r.same_question_as not in ids:
            raise LedgerError(f"{where}:{r.line}: ruling {r.id!r}: same_question_as {r.same_question_as!r} is no "
                              f"record of the ledger{nearest(r.same_question_as, ids)}")
    return out


_READ: dict[Path, tuple[tuple[int, int], list[Ruling]]] = {}  # read in this process, while unchanged


def load_ledger(path: Path) -> list[Ruling]:
    """The ledger file's records; a missing file is an empty ledger (read once while it is unchanged,
    through the one careful reader)."""
    if not path.exists() and not path.is_symlink():
        return []
    try:
        st = path.stat()
        stamp = (st.st_mtime_ns, st.st_size)
        known = _READ.get(path)
        if known is None or known[0] != stamp:
            known = _READ[path] = (stamp, parse_ledger(read_text(path), str(path)))
    except InputError as exc:
        raise LedgerError(str(exc)) from None
    return list(known[1])


def duplicates(rulings: list[Ruling]) -> dict[str, list[int]]:
    """Ids recorded more than once, with the lines of their records."""
    lines: dict[str, list[int]] = {}
    for r in rulings:
        lines.setdefault(r.id, []).append(r.line)
    return {i: ls for i, ls in lines.items() if len(ls) > 1}


def tagged(features: Path, root: Path, problems: list[str] | None = None) -> dict[str, list[str]]:
    """Each ``@qa:ID`` tag of the feature files under ``features``, with the scenarios' locations
    (``FILE:LINE`` of the tag line, relative to ``root``); a file that can't be read is left out
    and said in ``problems`` (``file:line: problem``)."""
    return tag_locations(features, root, QA_TAG, problems)


def tag_locations(features: Path, root: Path, pattern: re.Pattern[str],
                  problems: list[str] | None = None) -> dict[str, list[str]]:
    """Each tag ``pattern`` captures on the tag lines of the feature files under ``features``, with
    the scenarios' locations (``FILE:LINE`` of the tag line, relative to ``root``); a file that
    can't be read is left out and said in ``problems``."""
    out: dict[str, list[str]] = {}
    for path in sorted(features.rglob("*.feature")):
        try:
            text = read_text(path)
        except InputError as exc:
            if problems is not None:
                problems.append(str(exc))
            continue
        for n, line in enumerate(text.splitlines(), 1):
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


# a question wholly in brackets is a note, e.g. (see the reason)
PLACEHOLDER = re.compile(r"\s*[(（\[].*[)）\]]\s*", re.S)


def _question_key(question: str) -> str:
    """The question as compared for "answered twice": empty for none or a placeholder note."""
    return "" if PLACEHOLDER.fullmatch(question) else _normal(question)


def _one_question(records: list[Ruling], links: dict[str, str]) -> bool:
    """Whether the records of one question say they are: each but the first names one of the others
    in ``same_question_as`` (another official answer of the same question; ``links``: the ledger's
    own such names, which hold for a dump too), and no two ids repeat."""
    ids = [r.id for r in records]
    named = {r.id: r.same_question_as or links.get(r.id) for r in records}
    linked = {rid for rid, other in named.items() if other in ids} | {o for o in named.values() if o in ids}
    return len(set(ids)) == len(ids) and set(ids) <= linked


def check(ledger: list[Ruling], dump: list[Ruling]) -> CheckReport:
    """Answers that changed (the digest differs), rulings the dump lacks, and questions the dump
    answers twice (one id recorded twice, or one question under two ids that do not say they are
    one question: ``same_question_as``, in the dump or the ledger). A record without a question, or
    whose question is a placeholder note in brackets, is never one of two."""
    report = CheckReport()
    links = {r.id: r.same_question_as for r in ledger if r.same_question_as is not None}
    theirs: dict[str, Ruling] = {}
    by_question: dict[str, list[Ruling]] = {}
    for r in dump:
        theirs.setdefault(r.id, r)
        by_question.setdefault(_question_key(r.question), []).append(r)
    for rid in duplicates(dump):
        report.twice.append([r for r in dump if r.id == rid])
    report.twice += [rs for question, rs in by_question.items()
                     if question and len({r.id for r in rs}) > 1 and not _one_question(rs, links)]
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
