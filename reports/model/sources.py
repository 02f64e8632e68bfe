"""Where each example id comes from (seed file and section), shipped with the project so
reports need nothing outside the repository (regenerate with ``dmrules sources --examples
PATH``), and where each official ruling was read (its address and date, from the ledger)."""

from __future__ import annotations

import csv
import io
from pathlib import Path

from engine.catalog.reading import InputError, read_tsv
from engine.model.errors import DmRulesError

SOURCES_FILE = Path(__file__).resolve().parent.parent / "sources.tsv"  # reports/sources.tsv
LEDGER = Path(__file__).resolve().parent.parent.parent / "features" / "faq" / "rulings.yaml"


def load_sources(path: Path = SOURCES_FILE, ledger: Path = LEDGER) -> dict[str, str]:
    """Example id → ``seed § section``; ``qa:ID`` → the ruling's address and date."""
    from reports.model.rulings import load_ledger

    out = {f"qa:{r.id}": f"{r.address} ({r.date})" for r in load_ledger(ledger)}
    if not path.exists():
        return out
    try:
        rows = read_tsv(path, ("id", "seed", "section"))
    except InputError as exc:
        raise DmRulesError(str(exc)) from None
    return out | {row["id"]: f"{row['seed']} § {row['section']}" for row in rows}


def write_sources(examples: Path, path: Path = SOURCES_FILE) -> int:
    """Writes the sources table from the examples file (replacing it: that is the command's purpose)."""
    from reports.model.coverage import load_examples
    from reports.model.outputs import check_writable, write_atomic

    entries = load_examples(examples)
    check_writable(path, [examples], "sources table")
    buf = io.StringIO()
    w = csv.writer(buf, delimiter="\t", lineterminator="\n")
    w.writerow(["id", "seed", "section"])
    for e in entries:
        w.writerow([e.id, e.seeds[0][:3] if e.seeds else "", e.section])
    write_atomic(path, buf.getvalue())
    return len(entries)


def load_rulings(ledger: Path = LEDGER) -> dict[str, str]:
    """Each official ruling's id (a ``@qa:ID`` tag without ``qa:``) and its address (the ledger)."""
    from reports.model.rulings import load_ledger

    return {r.id: r.address for r in load_ledger(ledger)}


def seed_sections(source: str) -> list[tuple[str, str]]:
    """A scenario's source (``000 § マナコスト; 003 § ...``) as (seed number, section) pairs."""
    out = []
    for part in source.split("; "):
        seed, sep, section = part.partition(" § ")
        if sep:
            out.append((seed.strip(), section.strip()))
    return out
