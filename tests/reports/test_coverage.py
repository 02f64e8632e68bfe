"""`dmrules coverage`: example ids with scenarios, whether their verdicts pass, what is not modelled."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml

from reports.cli.main import main
from reports.model.coverage import cover, load_examples, load_not_modelled, unknown_ids
from reports.model.results import RunResult
from reports.model.sources import load_sources, write_sources
from tests.helpers import ROOT
from tests.helpers.sample_results import obs, prun, sample_result, scenario

PROJECT_EXAMPLES = ROOT / "reports" / "examples.yaml"  # the project's own catalog (a fresh clone has it)


def entry(id_: str, profiles: list[str], testable: str = "yes", note: str = "") -> dict[str, object]:
    return {"id": id_, "seed": ["000_8131b8409faa833d.txt"], "section": "マナコスト", "quote": "…", "kind": "rule",
            "profiles": profiles, "expect": {}, "cards": [], "testable": testable, "note": note}


@pytest.fixture
def examples(tmp_path: Path) -> Path:
    path = tmp_path / "examples.yaml"
    path.write_text(yaml.safe_dump([
        entry("DMPS-MANA-01", ["tcg", "dmps"]),  # both asserted and passing in sample_result()
        entry("DMPS-MANA-21", ["tcg", "dmps", "tcg-2021"]),  # tcg-2021: no such profile
        entry("DMPS-ZONE-01", ["tcg"]),  # fails
        entry("DMPS-MANA-02", ["dmps"]),  # no scenario
        entry("DMPS-MISC-04", ["dmps"], testable="no", note="client behaviour"),
    ], allow_unicode=True), encoding="utf-8")
    return path


def test_each_example_id_gets_a_state(examples: Path) -> None:
    result = sample_result()
    cov = {c.entry.id: c for c in cover(load_examples(examples), result, ["tcg", "dmps"], {})}
    assert cov["DMPS-MANA-01"].state == "covered"
    assert cov["DMPS-MANA-21"].state == "partial"
    assert cov["DMPS-MANA-21"].profiles == {"tcg": "pass", "dmps": "pass", "tcg-2021": "no profile"}
    assert cov["DMPS-ZONE-01"].state == "failing"
    assert cov["DMPS-MANA-02"].state == "missing"
    assert cov["DMPS-MISC-04"].state == "not modelled" and cov["DMPS-MISC-04"].reason == "client behaviour"
    assert cov["DMPS-MANA-01"].scenarios == ["features/mana/sample.feature:3"]


def test_a_profile_with_nothing_asserted_is_only_recorded(examples: Path) -> None:
    only_tcg = scenario("s", [prun("tcg"), prun("dmps", "observed", [obs("x", "1", "2", asserted=False)])])
    result = RunResult(["tcg", "dmps"], [only_tcg])
    cov = cover(load_examples(examples), result, ["tcg", "dmps"], {})[0]
    assert cov.profiles == {"tcg": "pass", "dmps": "recorded"} and cov.state == "partial"


def test_ids_no_example_has_are_listed(examples: Path) -> None:
    result = sample_result()
    result.scenarios[0].ids = ["DMPS-MANA-99"]
    assert unknown_ids(load_examples(examples), result) == {"DMPS-MANA-99": ["features/mana/sample.feature:3"]}


def test_coverage_on_the_command_line(tmp_path: Path, examples: Path) -> None:
    results = tmp_path / "results.json"
    results.write_text(json.dumps(sample_result().to_json(), ensure_ascii=False), encoding="utf-8")
    out = tmp_path / "coverage.json"
    args = ["coverage", "--examples", str(examples), "--results", str(results), "--format", "json", "--out", str(out)]
    assert main(args) == 0
    data = json.loads(out.read_text(encoding="utf-8"))
    assert data["counts"]["covered"] == 1 and data["counts"]["not modelled"] == 1
    md = tmp_path / "coverage.md"
    assert main(["coverage", "--examples", str(examples), "--results", str(results), "--format", "markdown",
                 "--only", "missing", "--out", str(md)]) == 0
    text = md.read_text(encoding="utf-8")
    assert "DMPS-MANA-02" in text and "DMPS-MANA-01" not in text.split("|---")[-1]


def test_sources_are_regenerated_from_the_examples(tmp_path: Path, examples: Path) -> None:
    out = tmp_path / "sources.tsv"
    assert write_sources(examples, out) == 5
    assert load_sources(out)["DMPS-MANA-21"] == "000 § マナコスト"


def test_the_shipped_tables_match_the_examples() -> None:
    entries = {e.id: e for e in load_examples(PROJECT_EXAMPLES)}
    not_modelled = {i: r for i, r in load_not_modelled().items() if not i.startswith("qa:")}  # rulings: faq
    assert not_modelled and set(not_modelled) <= set(entries)  # an id the project can't model yet may be listed too
    assert {i for i, e in entries.items() if e.testable == "no"} <= set(not_modelled)
    assert {i for i in load_sources() if not i.startswith("qa:")} == set(entries)  # qa: from the ledger


def test_the_project_ships_its_own_examples_catalog() -> None:
    """A fresh clone has the catalog every command reads (nothing from ../shared at run time)."""
    from reports.cli.project import examples_path

    assert examples_path(None, ROOT) == PROJECT_EXAMPLES
    entries = load_examples(PROJECT_EXAMPLES)
    assert len(entries) >= 300 and all(e.seeds and e.section and e.profiles for e in entries)
