"""Mutation testing figures: ``python -m bench.mutation`` after ``mutmut run`` (``tox -e mutation``).

Reads mutmut's results (``mutmut results --all true``: one ``name: status`` per mutant), writes
the figures into README's mutation section, and checks that every mutant that was not killed
is triaged in ``bench/mutation_survivors.md`` (a line ``- `name` — why it survives``). Exits 1
when fewer than 90 % of the mutants are killed or a survivor is not triaged.
"""

from __future__ import annotations

import re
import subprocess
import sys
from collections import Counter
from pathlib import Path

from tabulate import tabulate

from tools.readme import README, replace_section, write

ROOT = Path(__file__).resolve().parent.parent
TRIAGE = Path(__file__).resolve().parent / "mutation_survivors.md"
THRESHOLD = 0.90
KILLED = ("killed", "caught by type check")  # a test (or the type checker) noticed the mutant
_LINE = re.compile(r"^\s*(?P<name>\S+): (?P<status>.+?)\s*$")
_TRIAGED = re.compile(r"^- `(?P<name>[^`]+)`")


def statuses(text: str) -> dict[str, str]:
    """mutmut's ``results --all true`` output as {mutant: status}."""
    return {m["name"]: m["status"] for line in text.splitlines() if (m := _LINE.match(line))}


def module_of(mutant: str) -> str:
    """``engine.policies.lots.x_draw_lots__mutmut_3`` -> ``engine/policies/lots.py``."""
    dotted = mutant.split("__mutmut_")[0].rsplit(".", 1)[0]
    return dotted.replace(".", "/") + ".py"


def figures(found: dict[str, str]) -> tuple[Counter[str], dict[str, Counter[str]]]:
    """Mutants by status, overall and per file."""
    per_file: dict[str, Counter[str]] = {}
    for name, status in found.items():
        per_file.setdefault(module_of(name), Counter())[status] += 1
    return Counter(found.values()), dict(sorted(per_file.items()))


NOT_RUN = ("skipped", "not checked")  # mutants a run did not reach (an interrupted run leaves some unchecked)


def score(counts: Counter[str]) -> float:
    """Killed mutants over every mutant mutmut tried (timeouts and untested ones count as not killed)."""
    tried = sum(n for status, n in counts.items() if status not in NOT_RUN)
    return sum(counts[s] for s in KILLED) / tried if tried else 0.0


def tried(counts: Counter[str]) -> int:
    """How many mutants the run tried (killed, survived, timed out or found no test for)."""
    return sum(n for status, n in counts.items() if status not in NOT_RUN)


def section(found: dict[str, str]) -> str:
    counts, per_file = figures(found)
    killed = sum(counts[s] for s in KILLED)
    rows = [[f"`{path}`", sum(c[s] for s in KILLED), c["survived"], c["timeout"], c["no tests"],
             sum(c[s] for s in NOT_RUN), f"{score(c):.0%}" if tried(c) else "—"] for path, c in per_file.items()]
    rows.append(["**all**", killed, counts["survived"], counts["timeout"], counts["no tests"],
                 sum(counts[s] for s in NOT_RUN), f"**{score(counts):.1%}**"])
    not_run = sum(counts[s] for s in NOT_RUN)
    reach = (f"; the run tried {tried(counts)} of them ({not_run} not run: it was stopped), "
             "so a module with mutants not run has a figure for those it tried only") if not_run else ""
    return ("`tox -e mutation` (mutmut 3.8.1) mutates `engine/policies/` and the verdict steps, and runs "
            "the focused in-process tests that reach each mutant's function against it; "
            f"{len(found)} mutants{reach}; {score(counts):.1%} of those tried killed (the bar: {THRESHOLD:.0%}). "
            "Every mutant tried and not killed is listed, with why it survives, in "
            "`bench/mutation_survivors.md`.\n\n"
            + tabulate(rows, headers=["file", "killed", "survived", "timeout", "no tests", "not run", "killed %"],
                       tablefmt="github") + "\n")


def untriaged(found: dict[str, str]) -> list[str]:
    listed = {m["name"] for line in TRIAGE.read_text(encoding="utf-8").splitlines()
              if (m := _TRIAGED.match(line))} if TRIAGE.exists() else set()
    return sorted(name for name, status in found.items()
                  if status not in (*KILLED, *NOT_RUN) and name not in listed)


def main(argv: list[str]) -> int:
    text = subprocess.run(["mutmut", "results", "--all", "true"], cwd=ROOT, capture_output=True, text=True,
                          check=True).stdout
    found = statuses(text)
    if not found:
        print("no mutmut results: run `mutmut run` first", file=sys.stderr)
        return 2
    write(README, replace_section(README.read_text(encoding="utf-8"), "mutation", section(found)))
    counts, _ = figures(found)
    print(section(found))
    missing = untriaged(found)
    for name in missing:
        print(f"not triaged in {TRIAGE.relative_to(ROOT)}: {name} ({found[name]})", file=sys.stderr)
    if score(counts) < THRESHOLD:
        print(f"{score(counts):.1%} killed: below {THRESHOLD:.0%}", file=sys.stderr)
        return 1
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
