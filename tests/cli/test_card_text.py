"""``dmrules compile`` (one printed text to catalog data, or the sentence no template reads) and
``dmrules assay`` (the round-trip figure over a file of card texts)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml

from reports.cli.exit_codes import ExitCode
from reports.cli.main import main


def test_a_text_compiles_to_its_entry(capsys: pytest.CaptureFixture[str]) -> None:
    text = "ブロッカー\\nこのクリーチャーがバトルゾーンに出た時、カードを1枚引いてもよい。"
    assert main(["compile", text]) == ExitCode.OK
    entry, = yaml.safe_load(capsys.readouterr().out)
    assert entry["keywords"] == ["blocker"]
    assert entry["abilities"][0]["when"] == "this enters" and entry["abilities"][0]["do"] == [{"draw": 1}]


def test_a_spell_text_from_a_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "text.txt"
    path.write_text("相手のパワー3000以下のクリーチャーを1体破壊する。\n", encoding="utf-8")
    assert main(["compile", "--type", "spell", "--file", str(path)]) == ExitCode.OK
    entry, = yaml.safe_load(capsys.readouterr().out)
    assert entry["type"] == "spell" and entry["abilities"][0]["when"] == "this cast"


def test_an_unknown_sentence_is_named_with_the_nearest_templates(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["compile", "カードを1枚引く。このクリーチャーがバトルゾーンに出た時、カードを1枚ひく。"]) \
        == ExitCode.FAILED
    err = capsys.readouterr().err.splitlines()
    assert err[0] == "text: line 1: no template reads 「このクリーチャーがバトルゾーンに出た時、カードを1枚ひく。」"
    assert "このクリーチャーがバトルゾーンに出た時、カードをN枚引く。" in err[1]


def test_a_missing_file_is_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["compile", "--file", "/no/such/text.txt"]) == ExitCode.USAGE
    assert "/no/such/text.txt:1: no such file" in capsys.readouterr().err


def test_the_assay_prints_the_figure_and_the_missing_templates(tmp_path: Path,
                                                              capsys: pytest.CaptureFixture[str]) -> None:
    cards = [{"id": f"t-{i}", "name": f"テスト{i}", "cardType": "クリーチャー", "cost": 2, "power": 1000,
              "civilizations": ["水"], "races": ["リキッド・ピープル"], "text": text}
             for i, text in enumerate(["ブロッカー", "まったく知らない文。", ""])]
    path = tmp_path / "cards.json"
    path.write_text(json.dumps(cards, ensure_ascii=False), encoding="utf-8")
    assert main(["assay", "--texts", str(path)]) == ExitCode.OK
    out = capsys.readouterr().out
    assert out.startswith("compiled (exact round trip, loads in the catalog): 2 / 3 (66.7%)")
    assert "  1.    1    1  まったく知らない文。   [t-1]" in out


def test_the_assay_without_its_texts_is_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["assay", "--texts", str(tmp_path / "none.json")]) == ExitCode.USAGE
    assert "none.json: no such file; give the classic card texts with --texts" in capsys.readouterr().err
