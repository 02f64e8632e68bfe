"""``dmrules rulings``: the ledger listed and filtered; ``rulings check FILE`` against a dump."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from reports.cli.main import main
from reports.model.coverage import RULINGS_FILE
from reports.model.ruling_provenance import NOTICE, QA, SUMMARY, UNADDRESSED, provenance
from reports.model.rulings import LedgerError, dump_text, load_ledger, parse_ledger
from tests.helpers import ROOT

LEDGER = load_ledger(ROOT / RULINGS_FILE)


def test_the_ledger_holds_at_least_300_rulings_each_with_a_status() -> None:
    assert len(LEDGER) >= 300


def test_listing_filters_by_status_year_and_card(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rulings", "--status", "encoded", "--year", "2022"]) == 0
    out = capsys.readouterr().out
    assert "41804" in out and "features/faq/" in out
    assert "rulings: " in out.splitlines()[-1] and " encoded" in out.splitlines()[-1]
    assert main(["rulings", "--card", "ステゴロ"]) == 0
    assert "dmwiki-2024-04-05-stegoro" in capsys.readouterr().out


def test_check_reports_changed_gone_and_twice(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    mine = [r for r in LEDGER if r.id in ("41804", "43783", "39429", "38583")]
    dump = [type(r)(**r.__dict__) for r in mine if r.id != "41804"]
    changed = next(r for r in dump if r.id == "43783")
    changed.digest = "yes: both trigger"
    twice = next(r for r in dump if r.id == "39429")
    dump.append(type(twice)(**{**twice.__dict__, "id": "39429-again"}))
    (tmp_path / RULINGS_FILE).parent.mkdir(parents=True)
    (tmp_path / RULINGS_FILE).write_text(dump_text(mine), encoding="utf-8")
    path = tmp_path / "dump.yaml"
    path.write_text(dump_text(dump), encoding="utf-8")
    assert main(["--root", str(tmp_path), "rulings", "check", str(path)]) == 1
    out = capsys.readouterr().out
    assert "answer changed: 43783" in out and "'yes: both trigger'" in out
    assert "disappeared: 41804" in out
    assert "answered twice: 39429" in out and "39429-again" in out
    path.write_text(dump_text(mine), encoding="utf-8")
    assert main(["--root", str(tmp_path), "rulings", "check", str(path)]) == 0


def test_bad_records_name_the_file_line_and_the_nearest_word() -> None:
    with pytest.raises(LedgerError, match=r"x.yaml:1: ruling '1': status 'encodd' .*did you mean 'encoded'"):
        parse_ledger("- id: '1'\n  date: '2020'\n  source: s\n  seen_on: s\n  kind: qa\n  question: q\n"
                     "  answer: a\n  digest: d\n  profiles: [tcg]\n  status: encodd\n", "x.yaml")
    with pytest.raises(LedgerError, match=r"x.yaml:1: ruling '1': lacks 'date'"):
        parse_ledger("- id: '1'\n", "x.yaml")
    with pytest.raises(LedgerError, match=r"x.yaml:\d+: not valid YAML"):
        parse_ledger("- id: [\n", "x.yaml")


def test_listing_counts_official_rulings_apart_from_summaries(capsys: pytest.CaptureFixture[str]) -> None:
    by_id = {r.id: r for r in LEDGER}
    assert provenance(by_id["41804"]) == QA  # read through a mirror, its official address known
    assert provenance(by_id["notice-2022-08-10-112.3b"]) == NOTICE
    assert provenance(by_id["dmwiki-2024-04-05-stegoro"]) == SUMMARY  # a wiki's summary, no official address
    summary = type(by_id["41804"])(**{**by_id["41804"].__dict__, "source": "https://deneblog.jp/x.html"})
    assert provenance(summary) == SUMMARY
    unaddressed = type(summary)(**{**summary.__dict__, "source": "unknown", "kind": "notice"})
    assert provenance(unaddressed) == UNADDRESSED
    assert main(["rulings"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert any(line.startswith("official Q&A: ") for line in lines)
    assert any(line.startswith("summary: ") for line in lines)
    assert "official, " in lines[-1] and " summaries)" in lines[-1]
    assert main(["rulings", "--provenance", "summary", "--format", "json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert rows and {row["provenance"] for row in rows} == {SUMMARY}
