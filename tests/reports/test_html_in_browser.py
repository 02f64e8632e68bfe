"""The divergence page in a real browser: headless Chromium runs its JavaScript, the filters
work, and a screenshot is taken. Skipped only when Chromium is absent and CI is unset; under CI
a missing Chromium fails."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from reports.render.html import render_html
from tests.helpers.sample_results import kinds_result, sample_result

FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         "--disable-dev-shm-usage"]


@pytest.fixture(scope="module")
def chromium() -> str:
    found = shutil.which("chromium") or shutil.which("chromium-browser")
    if found:
        return found
    if os.environ.get("CI", "").lower() in ("1", "true", "yes"):
        pytest.fail("CI is set but chromium is missing: apt-get install -y chromium")
    pytest.skip("chromium is not installed (apt-get install -y chromium)")


@pytest.fixture(scope="module")
def page(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("html") / "divergences.html"
    path.write_text(render_html(sample_result()), encoding="utf-8")
    return path


def browse(chromium: str, tmp_path: Path, *args: str) -> str:
    proc = subprocess.run([chromium, *FLAGS, f"--user-data-dir={tmp_path / 'profile'}", *args],
                          capture_output=True, text=True, timeout=180)
    assert proc.returncode == 0, proc.stderr[-2000:]
    return proc.stdout


def shown(dom: str) -> str:
    m = re.search(r'id="shown"[^>]*>([^<]*)<', dom)
    assert m, "no #shown counter in the page"
    return m.group(1)


def test_the_page_runs_its_script(chromium: str, page: Path, tmp_path: Path) -> None:
    dom = browse(chromium, tmp_path, "--dump-dom", page.as_uri())
    assert 'data-ready="yes"' in dom  # the script ran to its end
    assert shown(dom) == "3 of 3 scenarios shown"
    assert 'class="nojs"' not in dom
    assert "マナの支払い | diverges" in dom and "internal error: boom &lt;&amp;&gt;" in dom


@pytest.mark.parametrize("fragment, expected", [
    ("show=fail", "1 of 3 scenarios shown"),
    ("topic=mana&tag=mana&show=diff", "1 of 3 scenarios shown"),
    ("q=DMPS-ZONE-01", "1 of 3 scenarios shown"),
    ("profiles=tcg&show=diff", "0 of 3 scenarios shown"),  # one profile shown: nothing to differ from
])
def test_the_filters_narrow_the_page(chromium: str, page: Path, tmp_path: Path, fragment: str, expected: str) -> None:
    dom = browse(chromium, tmp_path, "--dump-dom", f"{page.as_uri()}#{fragment}")
    assert shown(dom) == expected
    if "profiles=tcg" in fragment:  # the unticked profile's columns are hidden
        assert re.search(r'<th data-profile="dmps" class="hidden">', dom)
        assert not re.search(r'<th data-profile="tcg" class="hidden">', dom)


def test_a_screenshot_of_the_page(chromium: str, page: Path, tmp_path: Path) -> None:
    png = tmp_path / "divergences.png"
    browse(chromium, tmp_path, "--hide-scrollbars", f"--screenshot={png}", "--window-size=1280,900", page.as_uri())
    data = png.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    width, height = int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")
    assert (width, height) == (1280, 900)
    assert len(data) > 10_000  # something was drawn, not a blank page


@pytest.fixture(scope="module")
def kinds_page(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("html") / "kinds.html"
    path.write_text(render_html(kinds_result()), encoding="utf-8")
    return path


def badges(dom: str) -> list[str]:
    """The divergence badge of each scenario, in order."""
    return re.findall(r'class="badge diverge[^"]*">([^<]*)<', dom)


@pytest.mark.parametrize("fragment, count, marks", [
    ("", "3 of 3", ["≠ different outcome", "≠ different outcome, choice vs fixed", "≠ not reached"]),
    ("show=outcome", "2 of 3", None),
    ("show=choice", "1 of 3", None),
    ("show=unreached", "1 of 3", None),
    # dmps-old unticked: the choice is all that is left of the second; the third agrees
    ("profiles=tcg,dmps", "3 of 3", ["≠ different outcome", "≠ choice vs fixed", "= agrees"]),
    ("profiles=tcg,dmps&show=choice", "1 of 3", None),
    ("profiles=tcg,dmps&show=unreached", "0 of 3", None),
])
def test_the_page_tells_the_kinds_of_difference_apart(chromium: str, kinds_page: Path, tmp_path: Path,
                                                         fragment: str, count: str, marks: list[str] | None) -> None:
    dom = browse(chromium, tmp_path, "--dump-dom", f"{kinds_page.as_uri()}#{fragment}")
    assert shown(dom) == f"{count} scenarios shown"
    if marks is not None:
        assert badges(dom) == marks
    assert "TCG: general rules" in dom and "(general rules)" in dom
    if fragment == "profiles=tcg,dmps":  # the choice row is drawn as a choice, the values in italics
        assert re.search(r'<tr class="verdict differs k-choice">', dom)
        assert re.search(r'<td [^>]*data-profile="tcg"[^>]*class="choice"', dom)


@pytest.fixture(scope="module")
def catalog_page(tmp_path_factory: pytest.TempPathFactory) -> Path:
    from reports.model.attribution import Attribution
    from tests.helpers.sample_results import obs, prun, scenario

    limits = scenario("8 creatures <b>on</b> one side", [prun("tcg", observations=[obs("x", "8")]),
                                                          prun("dmps", observations=[obs("x", "7")])],
                      feature="zone_limits/a.feature", line=3, ids=["DMPS-ZONE-02"], tags=["zone_limits"])
    limits.attributions = [Attribution("tcg", "dmps", ["zone limits"], ["limits"])]
    runs = [prun("tcg", observations=[obs("y", "1")]), prun("dmps", observations=[obs("y", "2")])]
    nothing = scenario("no fork", runs, feature="zone_limits/a.feature", line=9, ids=["DMPS-ZONE-03"],
                       tags=["zone_limits"])
    nothing.attributions = [Attribution("tcg", "dmps", [], [], finding="no set of up to 3 forks explains it")]
    result = sample_result()
    result.scenarios[1].attributions = [Attribution("tcg", "dmps", ["mana"], ["mana"])]
    na = scenario("usable mana", [prun("tcg", observations=[obs("usable mana is 1", "n/a (tap mana cards)")]),
                                  prun("dmps", observations=[obs("usable mana is 1", "1")])], line=20)
    result.scenarios += [limits, nothing, na]
    path = tmp_path_factory.mktemp("html") / "catalog.html"
    path.write_text(render_html(result), encoding="utf-8")
    return path


def test_the_catalog_overview_reads_without_javascript(catalog_page: Path) -> None:
    raw = catalog_page.read_text(encoding="utf-8")  # what a reader without JavaScript gets
    assert "<svg" in raw and 'href="#f-zone-limits-zone-limits"' in raw  # a heatmap cell links to its scenarios
    assert 'id="f-zone-limits-zone-limits"' in raw and 'id="fork-zone-limits"' in raw
    assert "zone limits: 1 scenario" in raw and "no fork found: 2 scenarios" in raw  # one with a finding, one failing
    assert "8 creatures &lt;b&gt;on&lt;/b&gt; one side" in raw  # autoescaped
    assert "Does not apply under" in raw and "does not apply under tcg" in raw  # the usable-mana row is n/a only
    assert "seen: [" not in raw and "TCG版との差異点" in raw


def test_the_catalog_counts_one_kind_of_divergence_everywhere(catalog_page: Path) -> None:
    """A scenario whose profiles differ only where a verdict does not apply (n/a) is no divergence:
    the page's head, its overview and its topics count the same scenarios, and its badge says n/a."""
    raw = catalog_page.read_text(encoding="utf-8")
    head = re.search(r"≠ (\d+) diverge \(and 1 differ only where a verdict does not apply\)", raw)
    overview = re.search(r"(\d+) scenarios? diverge \(and 1 only where a verdict does not apply", raw)
    assert head and overview and head.group(1) == overview.group(1)
    assert "n/a under tcg</span>" in raw and raw.count("no outcome differs") == 1
    article = raw[raw.index('id="mana/sample.feature::usable mana"'):]
    assert "≠" not in article[:article.index("</article>")]


def test_the_script_keeps_a_not_applicable_difference_apart(chromium: str, catalog_page: Path,
                                                            tmp_path: Path) -> None:
    dom = browse(chromium, tmp_path, "--dump-dom", catalog_page.as_uri())
    assert "n/a under tcg" in badges(dom)
    dom = browse(chromium, tmp_path, "--dump-dom", f"{catalog_page.as_uri()}#show=diff")  # differences only
    assert re.search(r'<article id="mana/sample.feature::usable mana"[^>]*class="hidden"', dom)


def test_a_screenshot_of_the_catalog_overview(chromium: str, catalog_page: Path, tmp_path: Path) -> None:
    dom = browse(chromium, tmp_path, "--dump-dom", catalog_page.as_uri())
    assert 'data-ready="yes"' in dom and "<svg" in dom
    png = tmp_path / "catalog.png"
    browse(chromium, tmp_path, "--hide-scrollbars", f"--screenshot={png}", "--window-size=1280,1200",
           catalog_page.as_uri())
    assert len(png.read_bytes()) > 10_000
