"""A line one slip from a Gherkin keyword of the file's language is an error at its line (issue 32):
Gherkin would read it as description text and the scenario would pass without it."""

from __future__ import annotations

from pathlib import Path

import pytest

from reports.model.feature_files import keyword_hint, scan

ENGLISH = ("Feature: careless\n  Scenario: two mana\n    {first} it is player A's turn\n"
           "    And player A's mana zone holds: アクア・ビークル, アクア・ビークル\n"
           "    Then under every profile player A's mana zone has 2 cards\n")
JAPANESE = ("# language: ja\n機能: 不注意\n  シナリオ: マナ\n    {first}プレイヤーAのターンである\n"
            "    かつ プレイヤーAのマナゾーンに アクア・ビークル、アクア・ビークル がある\n"
            "    ならば 全プロファイルでは、プレイヤーAのマナゾーンのカードは2枚\n")


@pytest.mark.parametrize("template, first, word, keyword", [
    (ENGLISH, "Ｇｉｖｅｎ", "Ｇｉｖｅｎ", "Given"),  # full-width letters
    (ENGLISH, "Given:", "Given:", "Given"),  # a trailing colon
    (ENGLISH, "Gievn\t", "Gievn", "Given"),  # a tab after a swap
    (ENGLISH, "Wen", "Wen", "When"),  # a letter left out of a short keyword
    (ENGLISH, "Giving", "Giving", "Given"),  # inflected
    (ENGLISH, "Whenever", "Whenever", "When"),  # run on
    (JAPANESE, "前堤 ", "前堤", "前提"),  # the wrong kanji
    (JAPANESE, "ぜんてい ", "ぜんてい", "前提"),  # the reading, unconverted
    (JAPANESE, "ゼンテイ ", "ゼンテイ", "前提"),  # the reading in katakana
    (JAPANESE, "もじ ", "もじ", "もし"),  # a dakuten too many
    (JAPANESE, "ならぱ ", "ならぱ", "ならば"),  # a handakuten for a dakuten
    (JAPANESE, "モシ ", "モシ", "もし"),  # katakana for hiragana
])
def test_a_keyword_slip_is_an_error_at_its_line(tmp_path: Path, template: str, first: str, word: str,
                                                keyword: str) -> None:
    path = tmp_path / "careless.feature"
    path.write_text(template.format(first=first), encoding="utf-8")
    (broken,) = scan([path]).broken
    assert broken.line == template.splitlines().index(template.splitlines()[0]) + (3 if template is ENGLISH else 4)
    assert f"'{word}' looks like the keyword '{keyword}'" in broken.problem


@pytest.mark.parametrize("template, first", [(ENGLISH, "Given"), (JAPANESE, "前提 "), (JAPANESE, "前提")])
def test_the_keyword_itself_is_no_slip(tmp_path: Path, template: str, first: str) -> None:
    path = tmp_path / "fine.feature"
    path.write_text(template.format(first=first), encoding="utf-8")
    assert scan([path]).broken == []


def test_japanese_prose_that_starts_like_a_keyword_is_left_alone(tmp_path: Path) -> None:
    path = tmp_path / "prose.feature"
    prose = "    前回と同じく、相手はいない。\n    注：前提のとおり。\n    ルールの103.1のとおり。\n"
    path.write_text(JAPANESE.format(first="前提 ").replace("  シナリオ: マナ\n", "  シナリオ: マナ\n" + prose),
                    encoding="utf-8")
    assert scan([path]).broken == []


def test_the_parsers_hint_names_a_keyword_of_the_files_language() -> None:
    assert keyword_hint("    前堤 プレイヤーAのターンである", "ja") == "; '前堤' looks like the keyword '前提'"
    assert keyword_hint("    Thne player A wins", "en") == "; 'Thne' looks like the keyword 'Then'"
    assert keyword_hint("    Scenaro: x", "en") == "; 'Scenaro' looks like the keyword 'Scenario:'"
