"""The official rulings (features/faq/): every @qa tag is a row of rulings.tsv, every encoded row
has a scenario, every row not modelled has a reason, and `dmrules coverage` reports them."""

from __future__ import annotations

import csv
import re

from reports.model.coverage import RULING, RULINGS_FILE, cover, load_not_modelled, load_rulings, unknown_ids
from reports.model.results import RunResult
from reports.render.coverage import headline
from tests.helpers import ROOT
from tests.helpers.sample_results import prun, scenario


def rows() -> list[dict[str, str]]:
    with (ROOT / RULINGS_FILE).open(encoding="utf-8") as fh:
        return list(csv.DictReader(fh, delimiter="\t"))


def tagged() -> dict[str, list[str]]:
    """Each @qa tag of the feature files, with where it is."""
    out: dict[str, list[str]] = {}
    for path in sorted((ROOT / "features").rglob("*.feature")):
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            tags = re.findall(r"@qa:(\S+)", line) if line.lstrip().startswith("@") else []
            for tag in tags:
                out.setdefault(tag, []).append(f"{path.relative_to(ROOT)}:{n}")
    return out


def test_every_qa_tag_is_a_ruling_and_every_encoded_ruling_has_a_scenario() -> None:
    table = {r["id"]: r for r in rows()}
    tags = tagged()
    assert not set(tags) - set(table), "tags without a row in rulings.tsv"
    encoded = {i for i, r in table.items() if r["status"] == "encoded"}
    assert encoded == set(tags), "encoded rulings and tagged scenarios differ"
    assert len(table) == len(rows()), "duplicate ids"


def test_every_ruling_not_modelled_says_why() -> None:
    reasons = load_not_modelled()
    for r in rows():
        assert r["status"] in ("encoded", "not modelled"), r
        if r["status"] == "not modelled":
            assert reasons.get(RULING + r["id"]), r["id"]


def test_coverage_reports_rulings_like_example_ids() -> None:
    rulings = load_rulings(ROOT / RULINGS_FILE)
    assert all(e.id.startswith(RULING) for e in rulings)
    one = scenario("a ruling", [prun("tcg")], feature="faq/x.feature", ids=["qa:41804"], tags=["faq", "qa:41804"])
    typo = scenario("a typo", [prun("tcg")], feature="faq/x.feature", line=9, ids=["qa:4180"], tags=["qa:4180"])
    result = RunResult(["tcg"], [one, typo])
    cov = {c.entry.id: c for c in cover(rulings, result, ["tcg"], load_not_modelled())}
    assert cov["qa:41804"].state == "covered"
    assert cov["qa:44402"].state == "not modelled" and "two-player" in cov["qa:44402"].reason
    assert unknown_ids(rulings, result) == {"qa:4180": ["features/faq/x.feature:9"]}
    assert unknown_ids([], result) == {}  # without the rulings, a qa id is no example id's typo
    assert "official rulings: 1 covered" in headline(list(cov.values()))
