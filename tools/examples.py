"""``python -m tools.examples CATALOG``: writes the project's own catalog of its sources' worked
examples, ``reports/examples.yaml``, from a catalog in the shared format (id, seed, section, kind,
profiles, expect, testable, note). The project's file is the one every command and test reads:
it cites each example's seed page and section and says what each profile should do; the seed
pages' text itself is not copied. Rerun it when the shared catalog changes, and review the diff."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import yaml

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "reports" / "examples.yaml"
FIELDS = ("id", "seed", "section", "kind", "profiles", "expect", "testable", "note")
HEADER = """\
# The worked examples of the rules sources, with their ids (what a scenario's @ex:ID names): each cites
# its seed page(s) (the dmwiki page's file among the sources, seeds/) and section, the profiles it
# speaks for, and what each profile should do. testable: "no" for an example the engine does not
# model (reports/not_modelled.tsv gives why for the rest). Read by dmrules coverage and the tag checks.
# Regenerate with `python -m tools.examples CATALOG` from a catalog in the same format.
"""


def entry(raw: dict[str, Any]) -> dict[str, Any]:
    return {k: raw[k] for k in FIELDS if raw.get(k) not in (None, "", [], {})}


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print(__doc__, file=sys.stderr)
        return 2
    data = yaml.safe_load(Path(argv[0]).read_text(encoding="utf-8"))
    entries = [entry(e) for e in data]
    text = yaml.safe_dump(entries, allow_unicode=True, sort_keys=False, width=120, default_flow_style=False)
    OUT.write_text(HEADER + text, encoding="utf-8")
    print(f"wrote {len(entries)} examples to {OUT.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
