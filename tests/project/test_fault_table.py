"""README's fault table (issue 32): ``tools/faults.py`` is its source. Each class of hostile tries
is run (a long test: CI runs it) and must end clear in every try, with README's row of the class
saying so; the table lists every class with its number of tries (a quick test)."""

from __future__ import annotations

import re

import pytest

from tools.faults import row, run_try, tries
from tools.readme import README, section

CLASSES = list(dict.fromkeys(t.klass for t in tries()))


def readme_rows() -> dict[str, list[str]]:
    table = section(README.read_text(encoding="utf-8"), "faults")
    return {cells[0]: cells[1:] for line in table.splitlines()
            if (cells := [c.strip() for c in line.strip("|").split("|")]) and cells[0] in CLASSES}


def test_the_table_lists_every_class_with_its_number_of_tries() -> None:
    rows = readme_rows()
    assert list(rows) == CLASSES, "README's fault table is out of date: python -m tools.readme --faults"
    for klass in CLASSES:
        assert int(rows[klass][0]) == sum(1 for t in tries() if t.klass == klass), klass
    assert re.search(r"\(\d+ tries, \d{4}-\d\d-\d\d\.\)", section(README.read_text(encoding="utf-8"), "faults"))


@pytest.mark.long
@pytest.mark.parametrize("klass", CLASSES)
def test_every_try_of_a_class_ends_clear_as_readme_says(klass: str) -> None:
    outcomes = [run_try(t) for t in tries() if t.klass == klass]
    wrong = [f"{o.outcome}: {o.attempt.name} ({o.detail})" for o in outcomes if o.outcome != "clear"]
    assert not wrong, "\n".join(wrong)
    assert row(klass, outcomes) == "| " + " | ".join([klass, *readme_rows()[klass]]) + " |"
