"""The ledger of official rulings (features/faq/rulings.yaml): every @qa tag is a record, every
encoded record has a scenario, every record not encoded says why, and `dmrules coverage` reports
them."""

from __future__ import annotations

from reports.model.coverage import RULING, RULINGS_FILE, cover, load_not_modelled, load_rulings, unknown_ids
from reports.model.results import RunResult
from reports.model.rulings import duplicates, load_ledger, tagged
from reports.render.coverage import headline
from tests.helpers import ROOT
from tests.helpers.sample_results import prun, scenario

LEDGER = load_ledger(ROOT / RULINGS_FILE)


def test_every_qa_tag_is_a_ruling_and_every_encoded_ruling_has_a_scenario() -> None:
    records = {r.id: r for r in LEDGER}
    tags = tagged(ROOT / "features", ROOT)
    assert not duplicates(LEDGER), "ids recorded twice"
    assert not set(tags) - set(records), "tags without a record in the ledger"
    encoded = {r.id for r in LEDGER if r.status == "encoded"}
    assert encoded <= set(tags), "encoded rulings without a scenario"
    # a superseded ruling may keep its scenarios (under the profiles of its dates)
    assert {t for t in tags if records[t].status not in ("encoded", "superseded")} == set()


def test_every_ruling_not_encoded_says_why_and_superseded_ones_name_a_record() -> None:
    ids = {r.id for r in LEDGER}
    reasons = load_not_modelled()
    for r in LEDGER:
        if r.status in ("waiting", "not modelled", "superseded"):
            assert reasons.get(RULING + r.id), r.id
        if r.status == "superseded":
            assert r.superseded_by in ids, r.id


def test_not_modelled_is_at_most_a_fifth_of_the_ledger() -> None:
    assert len([r for r in LEDGER if r.status == "not modelled"]) <= len(LEDGER) / 5


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
