"""Keeps README's generated sections current: ``python -m tools.readme`` rewrites them.

Sections: the step vocabulary (from the step library), the profiles' forks, the exit codes of ``dmrules``,
the comprehensive rules' clauses per rule (from ``features/cr/clauses.yaml``), the "not modelled" list
(from ``reports/not_modelled.tsv`` and the rulings ledger), the benchmark figures
(``python -m tools.readme --bench``), the long run of the random-play suite (``--long``) and the
hostile tries' table (``--faults``, ``tools/faults.py``); in
``engine/catalog/cards/README.md``, the card data's vocabulary (from the engine's registries).
"""

from __future__ import annotations

import csv
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "README.md"
CARDS_README = ROOT / "engine" / "catalog" / "cards" / "README.md"
NOT_MODELLED = ROOT / "reports" / "not_modelled.tsv"


def steps_section() -> str:
    from steps.vocabulary.index import known_steps, markdown

    return markdown(known_steps())


def profiles_section() -> str:
    from tabulate import tabulate

    from engine.policies.profiles import PROFILES, lineage

    stands = tabulate([[f"`{p.name}`", p.title, p.dates, f"`{p.parent}`" if p.parent else "-",
                        ("; ".join(diff) or "nothing yet") if p.parent else "(a root)"] for p, diff in lineage()],
                      headers=["profile", "title", "dates", "parent", "differs from its parent in"], tablefmt="github")
    forks = list(next(iter(PROFILES.values())).forks())
    rows = [[fork, *(p.forks()[fork] for p in PROFILES.values())] for fork in forks]
    headers = ["fork", *(f"`{p.name}`" for p in PROFILES.values())]
    return stands + "\n\n" + tabulate(rows, headers=headers, tablefmt="github") + "\n"


def exit_codes_section() -> str:
    from reports.cli.exit_codes import markdown_table

    return markdown_table()


def not_modelled_section() -> str:
    """The examples of ``reports/not_modelled.tsv``, then the official rulings the ledger marks
    ``not modelled`` (``dmrules rulings --status waiting`` lists those waiting on a capability)."""
    from reports.model.coverage import RULINGS_FILE
    from reports.model.rulings import load_ledger

    rows: list[dict[str, str]] = []
    if NOT_MODELLED.exists():
        with NOT_MODELLED.open(encoding="utf-8") as fh:
            rows = list(csv.DictReader(fh, delimiter="\t"))
    rows += [{"id": f"qa:{r.id}", "reason": r.reason} for r in load_ledger(ROOT / RULINGS_FILE)
             if r.status == "not modelled"]
    return "".join(f"- `{r['id']}`: {r['reason']}\n" for r in rows) or "(none)\n"


def clauses_section() -> str:
    """The clauses' ledger per rule (features/cr/clauses.yaml): how many clauses each status has, and
    the encoded share of the testable ones; then the totals by chapter and over the rules it must
    record whole."""
    from tabulate import tabulate

    from reports.model.clauses import CLAUSES_FILE, STATUSES, Figures, aim_figures, figures, load_ledger, total

    ledger = load_ledger(ROOT / CLAUSES_FILE)

    def row(f: Figures) -> list[object]:
        return [f.name, f.title, f.total, *(f.counts[s] for s in STATUSES),
                f"{f.counts['encoded']}/{f.testable} ({f.share:.0%})" if f.testable else "-"]

    rules = figures(ledger)
    chapters = [total(f"chapter {ch}", [r for r in rules if r.name[0] == ch])
                for ch in sorted({r.name[0] for r in rules})]
    headers = ["rule", "title", "clauses", *STATUSES, "encoded of testable"]
    body = tabulate([row(r) for r in rules] + [row(c) for c in chapters] + [row(aim_figures(ledger))],
                    headers=headers, tablefmt="github")
    return f"{ledger.version}. {len(ledger.clauses)} clauses recorded.\n\n{body}\n"


def bench_section() -> str:
    """The benchmarks' figures, measured now (``bench/report.py``; minutes)."""
    from bench.report import markdown

    return markdown()


def random_play_section() -> str:
    """The long run of the random-play property suite, measured now (``bench/report.py``; minutes)."""
    from bench.report import long_figures

    return "\n".join(long_figures()) + "\n"


def faults_section() -> str:
    """The hostile tries of ``tools/faults.py``, made now (minutes): the table of how each class ended."""
    from tools.faults import run_try, section, tries

    return section([run_try(t) for t in tries()])


def vocabulary_section() -> str:
    """The card data's vocabulary, as the engine registers it: trigger events, operations,
    conditions, filter keys, target specs, keywords, static abilities."""
    from engine.catalog.vocabulary import sections

    out: list[str] = []
    for title, table in sections():
        out += [f"### {title}", ""] + [f"- `{name}` — {text}" for name, text in table.items()] + [""]
    return "\n".join(out)


def replace_section(text: str, name: str, body: str) -> str:
    pattern = re.compile(rf"(<!-- {name}:begin -->\n).*?(<!-- {name}:end -->)", re.S)
    if not pattern.search(text):
        raise SystemExit(f"README has no {name} section")
    return pattern.sub(lambda m: m.group(1) + body + m.group(2), text)


def section(text: str, name: str) -> str:
    m = re.search(rf"<!-- {name}:begin -->\n(.*?)<!-- {name}:end -->", text, re.S)
    return m.group(1) if m else ""


def main(argv: list[str]) -> int:
    text = README.read_text(encoding="utf-8")
    text = replace_section(text, "steps", steps_section())
    text = replace_section(text, "not-modelled", not_modelled_section())
    text = replace_section(text, "profiles", profiles_section())
    text = replace_section(text, "exit-codes", exit_codes_section())
    text = replace_section(text, "cr-clauses", clauses_section())
    if "--bench" in argv:
        text = replace_section(text, "bench", bench_section())
    if "--faults" in argv:
        text = replace_section(text, "faults", faults_section())
    if "--long" in argv:
        text = replace_section(text, "random-play", random_play_section())
    write(README, text)
    write(CARDS_README, replace_section(CARDS_README.read_text(encoding="utf-8"), "vocabulary", vocabulary_section()))
    return 0


def write(path: Path, text: str) -> None:
    tmp = path.with_suffix(".md.tmp")
    tmp.write_text(text, encoding="utf-8")
    tmp.replace(path)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
