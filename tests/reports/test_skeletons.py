"""A ruling record of the ledger becomes a Gherkin skeleton tagged @qa:ID in the ruling's language (its
words as the ledger records them: the source's own where it keeps them), its board laid out by card
type (``dmrules skeleton ruling ID``)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml
from gherkin.parser import Parser

from reports.cli.exit_codes import ExitCode
from reports.cli.main import main
from reports.model.rulings import parse_ledger
from reports.model.skeletons import language_of, title_of
from steps.runtime.runner import library

RECORD: dict[str, Any] = {"id": "33394", "date": "2020-03-27", "source": "https://dm.takaratomy.co.jp/rule/qa/33394/",
          "question": "With Mesutapo in play you cannot look at your deck. Can you still use Majibomber?",
          "answer": "Yes; the creature can come only from the hand.", "cards": ["青銅の鎧", "デーモン・ハンド"],
          "profiles": ["tcg"], "status": "open"}
ORIGINAL = {"language": "ja", "question": "《巡霊者メスタポ》がバトルゾーンにいて、山札を見れなくなっています。"
                                          "この状態で「マジボンバー」を使うことはできますか？",
            "answer": "はい、使えます。"}


def skeleton(tmp_path: Path, capsys: pytest.CaptureFixture[str], record: dict[str, Any], *extra: str) -> str:
    ledger = tmp_path / "rulings.yaml"
    ledger.write_text(yaml.safe_dump([record], allow_unicode=True), encoding="utf-8")
    assert main(["skeleton", "ruling", f"qa:{record['id']}", "--ledger", str(ledger), *extra]) == 0
    return capsys.readouterr().out


def scenario_of(text: str) -> dict[str, Any]:
    document: dict[str, Any] = dict(Parser().parse(text))
    found: dict[str, Any] = document["feature"]["children"][0]["scenario"]
    return found


def bound(text: str) -> list[str]:
    """The functions the skeleton's steps bind to (every step must have one)."""
    steps = scenario_of(text)["steps"]
    keywords = {"Given": "given", "And": "given", "前提": "given", "かつ": "given"}
    found = [library().find(keywords[s["keyword"].strip()], s["text"]) for s in steps]
    assert all(found), [s["text"] for s, f in zip(steps, found, strict=True) if f is None]
    return [f.step_func.__name__ for f in found if f is not None]


def test_an_english_ruling_becomes_an_english_skeleton(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    text = skeleton(tmp_path, capsys, RECORD)
    assert not text.startswith("# language:") and "Feature: Official Q&A 33394 (2020-03-27)" in text
    scenario = scenario_of(text)
    assert [t["name"] for t in scenario["tags"]] == ["@qa:33394"]
    assert scenario["name"] == "With Mesutapo in play you cannot look at your deck."
    assert RECORD["question"] in scenario["description"] and "Answer (2020-03-27, " in scenario["description"]
    assert [s["text"] for s in scenario["steps"]] == ["it is player A's turn",
                                                     "player A's battle zone holds: 青銅の鎧",
                                                     "player A's hand holds: デーモン・ハンド"]
    assert bound(text) == ["turn_of", "given_holds", "given_holds"]
    assert "# When player A casts デーモン・ハンド" in text and "# Then under tcg …" in text


def test_a_japanese_ruling_becomes_a_japanese_skeleton(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    text = skeleton(tmp_path, capsys, {**RECORD, "original": ORIGINAL})
    assert text.startswith("# language: ja\n") and "機能: 公式Q&A 33394（2020-03-27）" in text
    scenario = scenario_of(text)
    assert scenario["name"] == "《巡霊者メスタポ》がバトルゾーンにいて、山札を見れなくなっています。"
    assert ORIGINAL["question"] in scenario["description"] and "：はい、使えます。" in scenario["description"]
    assert RECORD["question"] not in text
    assert [s["keyword"].strip() for s in scenario["steps"]] == ["前提", "かつ", "かつ"]
    assert "プレイヤーAのバトルゾーンに 青銅の鎧 がいる" in text
    assert "プレイヤーAの手札に デーモン・ハンド がある" in text
    assert bound(text) == ["ja_turn_of", "ja_holds", "ja_holds"]
    assert "# もし プレイヤーAは デーモン・ハンド を唱える" in text and "# ならば tcgでは、…" in text


def test_the_language_may_be_chosen_and_unknown_cards_are_comments(tmp_path: Path,
                                                                    capsys: pytest.CaptureFixture[str]) -> None:
    record = {**RECORD, "cards": ["青銅の鎧", "存在しないカード"]}
    text = skeleton(tmp_path, capsys, record, "--language", "ja")
    assert text.startswith("# language: ja\n") and RECORD["question"] in text  # the ledger's words, Japanese steps
    assert "# 存在しないカード: カード・カタログにない" in text and "バトルゾーンに 青銅の鎧 がいる" in text
    assert "# もし プレイヤーAは 青銅の鎧 でプレイヤーBを攻撃する" in text


def test_an_unknown_ruling_says_did_you_mean(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    skeleton(tmp_path, capsys, RECORD)
    ledger = tmp_path / "rulings.yaml"
    assert main(["skeleton", "ruling", "3339", "--ledger", str(ledger)]) == ExitCode.USAGE
    assert "did you mean" in capsys.readouterr().err


def test_the_language_of_a_ruling() -> None:
    assert language_of("Can 青銅の鎧 attack?", ["青銅の鎧"]) == "en"
    assert language_of("《青銅の鎧》は攻撃できますか？", ["青銅の鎧"]) == "ja"
    assert title_of("Does it work? Yes it does.", "en") == "Does it work?"
    assert title_of("使えますか？はい。", "ja") == "使えますか？"
    long = "word " * 30
    assert title_of(long, "en").endswith("word…") and len(title_of(long, "en")) <= 81


def test_the_ledger_reads_the_original_words_and_checks_them() -> None:
    base = {**RECORD, "seen_on": "x", "kind": "qa", "digest": "yes", "status": "encoded"}
    [ruling] = parse_ledger(yaml.safe_dump([{**base, "original": ORIGINAL}], allow_unicode=True), "r.yaml")
    assert ruling.original["answer"] == "はい、使えます。"
    with pytest.raises(Exception, match="'original' must map"):
        parse_ledger(yaml.safe_dump([{**base, "original": {"question": "Q"}}], allow_unicode=True), "r.yaml")
