"""A report a person reads: the summary first, then failures, then divergences (one line each by
default); the full tables behind --show all; Cucumber JSON for dashboards."""

from __future__ import annotations

import io
import json
import re
from pathlib import Path
from typing import Any

import pytest
from rich.console import Console

from reports.model.results import RunResult
from reports.render.cucumber import render_cucumber
from reports.render.terminal import render
from tests.helpers.projects import dmrules, make_project
from tests.helpers.sample_results import obs, prun, sample_result, scenario

STATUSES = {"passed", "failed", "skipped", "undefined", "pending"}


def suite_like(n: int = 228) -> RunResult:
    """A result the size of the suite: most scenarios diverge, one fails."""
    scenarios = []
    for i in range(n):
        tcg = prun("tcg", observations=[obs("player A can summon X", "cannot")])
        dmps = prun("dmps", observations=[obs("player A can summon X", "can" if i % 4 else "cannot",
                                              "cannot", asserted=False)])
        scenarios.append(scenario(f"scenario {i}", [tcg, dmps], feature=f"topic{i % 8}/file.feature", line=i + 3,
                                  ids=[f"DMPS-MANA-{i:02d}"]))
    scenarios[5].runs["tcg"] = prun("tcg", "failed", [obs("player A can summon X", "can", "cannot")],
                                    detail="under tcg: player A can summon X\n  observed: can")
    return RunResult(["tcg", "dmps"], scenarios)


def text(result: RunResult, show: str, width: int = 100) -> str:
    buf = io.StringIO()
    render(result, Console(file=buf, width=width, no_color=True), show=show)
    return buf.getvalue()


def test_show_diff_fits_on_a_few_screens_and_puts_failures_first() -> None:
    result = suite_like()
    diverging = sum(1 for s in result.scenarios if s.diverges())
    short = text(result, "diff")
    lines = short.splitlines()
    assert len(lines) <= diverging + 40, len(lines)  # one line per diverging scenario, a few more
    assert len(text(result, "all").splitlines()) > 3 * len(lines)
    assert short.index("dmrules verify") < short.index("1 failing scenario") < short.index("diverging scenarios")
    assert "features/topic6/file.feature:9  tcg ≠ dmps  (different outcome)  DMPS-MANA-06  scenario 6" in short
    failures = text(result, "failures")
    assert "1 failing scenario" in failures and "diverging scenarios" not in failures


def test_a_diverging_line_names_which_profiles_agree() -> None:
    three = sample_result()
    three.profiles = ["tcg", "dmps", "dmps-old"]
    diverging = three.scenarios[1]
    diverging.runs["dmps-old"] = diverging.runs["dmps"]
    assert "tcg ≠ dmps = dmps-old" in text(three, "diff", width=200)


def test_the_divergence_list_is_whole_when_written_to_a_file() -> None:
    result = suite_like(8)
    result.scenarios[1].scenario = "a very long scenario name " * 10
    assert "a very long scenario name " * 10 in text(result, "diff", width=80)


def test_the_whole_suite_report_by_default_is_short(tmp_path: Path) -> None:
    project = make_project(tmp_path, ["basic/attack.feature", "mana/pool.feature"])
    default = dmrules(project, "verify")
    full = dmrules(project, "verify", "--show", "all")
    assert default.returncode == full.returncode == 0, default.stderr
    assert len(default.stdout.splitlines()) * 3 < len(full.stdout.splitlines())
    assert default.stdout.lstrip().startswith("╭─ dmrules verify")


def validate_cucumber(data: Any) -> None:
    """The structure cucumber dashboards read (cucumber-json: features, elements, steps, results)."""
    assert isinstance(data, list) and data
    for feature in data:
        for key, kind in (("uri", str), ("id", str), ("keyword", str), ("name", str), ("line", int),
                          ("elements", list), ("tags", list)):
            assert isinstance(feature[key], kind), (key, feature)
        for element in feature["elements"]:
            for key, kind in (("id", str), ("keyword", str), ("type", str), ("name", str), ("line", int),
                              ("steps", list), ("tags", list)):
                assert isinstance(element[key], kind), (key, element)
            assert element["type"] == "scenario"
            assert all(isinstance(t["name"], str) and t["name"].startswith("@") and isinstance(t["line"], int)
                       for t in element["tags"])
            for step in element["steps"]:
                assert isinstance(step["keyword"], str) and step["keyword"].endswith(" ")
                assert isinstance(step["name"], str) and isinstance(step["line"], int)
                assert isinstance(step["match"]["location"], str)
                assert step["result"]["status"] in STATUSES
                assert isinstance(step["result"].get("duration", 0), int)
            for hook in element.get("after", []):
                assert hook["result"]["status"] in STATUSES


@pytest.fixture(scope="module")
def cucumber(tmp_path_factory: pytest.TempPathFactory) -> tuple[list[dict[str, Any]], dict[str, Any]]:
    project = make_project(tmp_path_factory.mktemp("project"), ["trigger_order/heavens_gate.feature"])
    cuc, res = project / "cucumber.json", project / "results.json"
    dmrules(project, "verify", "--format", "cucumber", "--out", str(cuc))
    dmrules(project, "verify", "--format", "json", "--out", str(res))
    return json.loads(cuc.read_text(encoding="utf-8")), json.loads(res.read_text(encoding="utf-8"))


def test_cucumber_json_of_a_run_validates_and_has_an_element_per_scenario_and_profile(
        cucumber: tuple[list[dict[str, Any]], dict[str, Any]]) -> None:
    data, results = cucumber
    validate_cucumber(data)
    elements = [e for f in data for e in f["elements"]]
    assert len(elements) == sum(len(s["runs"]) for s in results["scenarios"])
    assert {re.search(r"\[(.+)\]$", e["name"]).group(1) for e in elements} == set(results["profiles"])  # type: ignore[union-attr]
    assert len({e["id"] for e in elements}) == len(elements)
    first = elements[0]
    assert first["steps"][0]["keyword"] == "Given " and first["steps"][0]["result"]["status"] == "passed"
    assert any(s.get("rows") for e in elements for s in e["steps"])  # the order tables


def test_cucumber_json_marks_failures_undefined_and_skipped_steps() -> None:
    result = sample_result()
    run = result.scenarios[2].runs["tcg"]
    run.steps = [{"keyword": "Given", "name": "it is player A's turn", "line": 8, "status": "passed"},
                 {"keyword": "When", "name": "player A sumons X", "line": 9, "status": "undefined"},
                 {"keyword": "Then", "name": "under tcg the answer is 4", "line": 10, "status": "skipped"}]
    data = json.loads(render_cucumber(result))
    validate_cucumber(data)
    elements = {e["name"]: e for f in data for e in f["elements"]}
    assert [s["result"]["status"] for s in elements["a failing one [tcg]"]["steps"]] == [
        "passed", "undefined", "skipped"]
    erred = elements["a failing one [dmps]"]  # no steps recorded: the failure is an after hook
    assert erred["after"][0]["result"]["status"] == "failed"
    assert "boom" in erred["after"][0]["result"]["error_message"]


@pytest.mark.parametrize("fmt", ["markdown", "html", "junit", "rich"])
def test_every_report_says_what_was_skipped(fmt: str) -> None:
    from reports.render.formats import render_as

    result = sample_result()
    result.skipped = ["features/mana/broken.feature:4: malformed Gherkin: unexpected line 'x'"]
    assert "features/mana/broken.feature:4" in render_as(result, fmt)
    if fmt != "junit":  # junit has file= and line=
        assert "features/mana/sample.feature:10" in render_as(result, fmt, show="all")  # a location that pastes
