"""Every @qa scenario shows where its ruling was read (the ledger's address and date) in every
report format."""

from __future__ import annotations

import pytest

from reports.model.results import assemble
from reports.model.sources import load_sources
from reports.render.formats import FORMATS, render_as
from tests.helpers.sample_results import obs

ADDRESS = "https://dm.takaratomy.co.jp/rule/qa/41804"


def record(profile: str) -> dict[str, object]:
    return {"profile": profile, "feature": "faq/x.feature", "line": 3, "scenario": "a ruling", "description": "d",
            "tags": ["faq", "qa:41804"], "ids": ["qa:41804"], "status": "passed", "detail": "", "outcome": "",
            "observations": [obs("the answer is 4", "4")], "trace": [], "duration": 0.0, "forced": None,
            "feature_name": "x"}


def test_a_ruling_s_source_is_its_ledger_address_and_date() -> None:
    sources = load_sources()
    assert sources["qa:41804"].startswith(ADDRESS)
    assert "2022-08-10" in sources["qa:41804"]
    assert sources["qa:dmwiki-2024-04-05-stegoro"].startswith("seen on https://")  # no official address known


@pytest.mark.parametrize("fmt", FORMATS)
def test_every_format_shows_a_ruling_s_address(fmt: str) -> None:
    result = assemble([record("tcg"), record("dmps")], ["tcg", "dmps"], [], None, load_sources())
    assert ADDRESS in render_as(result, fmt, show="all", width=400)
