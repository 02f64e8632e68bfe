"""Every report format escapes what it embeds (issue 21): hostile scenario names, claims, values
and details go through each format; none reaches a browser as markup (checked in headless
Chromium, the Markdown rendered as a viewer that allows HTML in Markdown renders it) or a terminal
as a control sequence."""

from __future__ import annotations

import io
import json
import re
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from markdown_it import MarkdownIt
from rich.console import Console

from reports.model.results import RunResult
from reports.render.escaping import markdown_text, printable
from reports.render.formats import render_as
from reports.render.terminal import render
from tests.helpers.sample_results import obs, prun, scenario
from tests.reports.test_html_in_browser import FLAGS, chromium  # noqa: F401  (a fixture)

MARK = "pwned"
SCRIPT = f"<script>document.body.insertAdjacentHTML('beforeend','<p id={MARK}1>x</p>')</script>"
IMAGE = f"<img src=x onerror=\"document.body.insertAdjacentHTML('beforeend','<p id={MARK}2>x</p>')\">"
LINK = "[click](javascript:alert(1)) ![i](x.png)"
TERMINAL = "\x1b[2J\x1b[31mred\x1b]0;title\x07\x9b1m\u202eevil"
PAYLOAD = f"{SCRIPT} {IMAGE} {LINK} {TERMINAL} | `tick` & \\"


def hostile() -> RunResult:
    runs = [prun("tcg", "failed", [obs(PAYLOAD, PAYLOAD, "x")], trace=[PAYLOAD], detail=PAYLOAD),
            prun("dmps", observations=[obs(PAYLOAD, "1")])]
    s = scenario(PAYLOAD, runs, ids=["DMPS-MANA-01"])
    s.source = PAYLOAD
    return RunResult(["tcg", "dmps"], [s], problems=[PAYLOAD], skipped=[PAYLOAD], selection={"tags": PAYLOAD})


def test_markdown_carries_no_raw_html_and_no_links() -> None:
    md = render_as(hostile(), "markdown")
    prose = re.sub(r"```text\n.*?\n```", "", md, flags=re.S)  # a fenced block is literal text in Markdown
    assert "<script" not in prose and "<img" not in prose and "&lt;script&gt;" in prose
    html = MarkdownIt("commonmark", {"html": True}).enable("table").render(md)
    assert "<script" not in html and "<img" not in html and "<a " not in html
    assert "\x1b" not in md and "\u202e" not in md


def test_terminal_output_has_no_control_sequences_of_the_payload() -> None:
    assert printable(TERMINAL) == "[2J[31mred]0;title1mevil"
    plain = render_as(hostile(), "rich")
    assert not re.search("[\x00-\x08\x0b-\x1f\x7f-\x9f\u202e]", plain)
    buf = io.StringIO()
    render(hostile(), Console(file=buf, force_terminal=True, color_system="truecolor", width=200))
    coloured = buf.getvalue()
    assert "\x1b[2J" not in coloured and "\x1b]0;" not in coloured and "\x07" not in coloured
    assert "\x9b" not in coloured and "\u202e" not in coloured


def test_junit_json_and_cucumber_keep_the_payload_as_data() -> None:
    root = ET.fromstring(render_as(hostile(), "junit"))
    assert any(PAYLOAD.split(" ")[0] in (c.get("name") or "") for c in root.iter("testcase"))
    assert json.loads(render_as(hostile(), "json"))["scenarios"][0]["scenario"] == PAYLOAD
    assert SCRIPT in json.dumps(json.loads(render_as(hostile(), "cucumber")), ensure_ascii=False)


def test_markdown_text_escapes_entities_and_link_marks() -> None:
    assert markdown_text("<b>&[x](y)`z`") == "&lt;b&gt;&amp;\\[x\\](y)\\`z\\`"


def _dom(chromium: str, tmp_path: Path, page: Path) -> str:  # noqa: F811
    proc = subprocess.run([chromium, *FLAGS, f"--user-data-dir={tmp_path / 'profile'}", "--dump-dom",
                           page.as_uri()], capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stderr[-2000:]
    return proc.stdout


@pytest.mark.parametrize("fmt", ["html", "markdown"])
def test_no_payload_runs_in_chromium(chromium: str, tmp_path: Path, fmt: str) -> None:  # noqa: F811
    text = render_as(hostile(), fmt)
    if fmt == "markdown":
        body = MarkdownIt("commonmark", {"html": True}).enable("table").render(text)
        text = f"<!doctype html><html><head><meta charset='utf-8'></head><body>{body}</body></html>"
    page = tmp_path / "report.html"
    page.write_text(text, encoding="utf-8")
    dom = _dom(chromium, tmp_path, page)
    assert "<body" in dom
    assert f'id="{MARK}1"' not in dom and f'id="{MARK}2"' not in dom  # neither script ran (raw, both do)
