"""A ruling record of the ledger becomes a Japanese Gherkin skeleton tagged @qa:ID, its question the
scenario's description (``dmrules skeleton ruling ID``)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml
from gherkin.parser import Parser

from reports.cli.exit_codes import ExitCode
from reports.cli.main import main

RECORD = {"id": "33394", "date": "2020-03-27", "source": "https://dm.takaratomy.co.jp/rule/qa/33394/",
          "question": "With Mesutapo in play you cannot look at your deck. Can you still use Majibomber?",
          "answer": "Yes; the creature can come only from the hand.", "cards": ["巡霊者メスタポ"],
          "profiles": ["tcg"], "status": "open"}


def test_a_ruling_becomes_a_japanese_skeleton(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    ledger = tmp_path / "rulings.yaml"
    ledger.write_text(yaml.safe_dump([RECORD], allow_unicode=True), encoding="utf-8")
    assert main(["skeleton", "ruling", "qa:33394", "--ledger", str(ledger)]) == 0
    text = capsys.readouterr().out
    assert text.startswith("# language: ja\n")
    document: dict[str, Any] = dict(Parser().parse(text))
    scenario = document["feature"]["children"][0]["scenario"]
    assert [t["name"] for t in scenario["tags"]] == ["@qa:33394"]
    assert RECORD["question"] in scenario["description"] and "2020-03-27" in scenario["description"]
    assert [s["keyword"].strip() for s in scenario["steps"]] == ["前提"]
    assert "巡霊者メスタポ" in text and "tcgでは" in text
    assert main(["skeleton", "ruling", "3339", "--ledger", str(ledger)]) == ExitCode.USAGE
    assert "did you mean" in capsys.readouterr().err
