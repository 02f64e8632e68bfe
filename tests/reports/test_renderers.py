"""Every renderer draws the same model: rich, Markdown, JSON, JUnit XML, HTML."""

from __future__ import annotations

import io
import json
import re
import xml.etree.ElementTree as ET

import pytest
from rich.cells import cell_len
from rich.console import Console

from engine.model.errors import DmRulesError
from reports.model.results import RunResult
from reports.render.formats import FORMATS, render_as
from reports.render.html import render_html
from reports.render.junit import render_junit
from reports.render.markdown import render_markdown
from reports.render.terminal import render
from tests.helpers.sample_results import sample_result


def rich_text(width: int, failures_only: bool = False) -> str:
    buf = io.StringIO()
    render(sample_result(), Console(file=buf, width=width, no_color=True), failures_only)
    return buf.getvalue()


def test_rich_fits_80_columns_and_tells_agreement_divergence_and_failure_apart() -> None:
    text = rich_text(80)
    assert all(cell_len(line) <= 80 for line in text.splitlines())
    assert "✔ pass" in text and "✘ FAIL" in text and "! error" in text
    assert "≠" in text  # the diverging scenario
    # below the table: the verdict that differs, each profile's value on its own line
    assert re.search(r"usable mana is 1  \[different outcome\]\n\s+tcg\s+n/a\n\s+dmps\s+1 ✔", text)
    assert "internal error: boom <&>" in text  # the failure detail


def test_rich_failures_only_leaves_out_the_passing_scenarios() -> None:
    text = rich_text(100, failures_only=True)
    assert "a failing one" in text and "both agree" not in text


def test_markdown_is_github_tables_with_escaped_pipes() -> None:
    md = render_markdown(sample_result())
    assert "## mana" in md and "## zone_limits" in md
    assert "| id " in md and "|---" in md.replace(":", "-")
    assert "マナの支払い \\| diverges" in md  # a pipe in a cell doesn't end it
    assert "```text\ninternal error: boom <&>\n```" in md
    table = [line for line in md.splitlines() if line.startswith("| DMPS-MANA")]
    header = next(line for line in md.splitlines() if line.startswith("| id"))
    assert {cell_len(line) for line in table} == {cell_len(header)}  # widechars: Japanese rows align


def test_json_is_the_model() -> None:
    data = json.loads(render_as(sample_result(), "json"))
    assert RunResult.from_json(data).to_json() == sample_result().to_json()


def test_junit_has_a_case_per_scenario_and_profile_with_failures_and_errors() -> None:
    root = ET.fromstring(render_junit(sample_result()))
    assert root.tag == "testsuites"
    assert (root.get("tests"), root.get("failures"), root.get("errors")) == ("6", "1", "1")
    suites = {s.get("name"): s for s in root.iter("testsuite")}
    assert set(suites) == {"mana", "zone_limits"}
    failing = suites["zone_limits"].findall("testcase")
    assert failing[0].find("failure") is not None and failing[1].find("error") is not None
    props = {p.get("name"): p.get("value") for p in failing[0].iter("property")}
    assert props["ids"] == "DMPS-ZONE-01" and props["profile"] == "tcg"


def test_junit_reports_problems_as_errors_and_strips_what_xml_cannot_carry() -> None:
    result = sample_result()
    result.problems = ["features/x.feature: bad \x1b[31mstep"]
    root = ET.fromstring(render_junit(result))
    assert root.get("errors") == "2"


def test_html_is_one_standalone_page() -> None:
    page = render_html(sample_result())
    assert page.startswith("<!DOCTYPE html>") and "<script>" in page and "<style>" in page
    # nothing loaded from the network (links to the sources are <a href>, followed only when clicked)
    assert not re.search(r"""(src=|<link[^>]*href=|@import\s*)["']?(url\()?(https?:)?//""", page)
    assert "@import" not in page and "url(" not in page
    assert "internal error: boom &lt;&amp;&gt;" in page  # escaped
    assert page.count("<article ") == 3
    assert 'class="verdict differs k-outcome"' in page  # the differing verdicts are marked without JS too
    for control in ('name="topic"', 'name="tag"', 'name="profile"', 'name="show"'):
        assert control in page


@pytest.mark.parametrize("fmt", FORMATS)
def test_every_format_renders(fmt: str) -> None:
    assert render_as(sample_result(), fmt).strip()


def test_an_unknown_format_is_refused() -> None:
    with pytest.raises(DmRulesError):
        render_as(sample_result(), "pdf")
