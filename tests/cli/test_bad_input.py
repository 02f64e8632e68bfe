"""Bad input reaches the user as one clear line (exit 2), never a traceback."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.catalog import loader as catalog
from reports.cli.main import main


def run(args: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    code = main(args)
    out = capsys.readouterr()
    return code, out.out + out.err


def test_unknown_profile_lists_the_known_ones(capsys: pytest.CaptureFixture[str]) -> None:
    code, text = run(["verify", "--profile", "dmps2"], capsys)
    assert code == 2
    assert "unknown profile 'dmps2'; known profiles: tcg, tcg-2021, tcg-2020, dmps, dmps-old" in text
    assert "Traceback" not in text


def test_a_feature_file_outside_features_is_refused_in_one_line(tmp_path: Path,
                                                                capsys: pytest.CaptureFixture[str]) -> None:
    elsewhere = tmp_path / "mine.feature"
    elsewhere.write_text("Feature: mine\n  Scenario: x\n    Given it is player A's turn\n", encoding="utf-8")
    code, text = run(["verify", str(elsewhere)], capsys)
    assert code == 2
    assert "only feature files under" in text and text.count("\n") == 1
    assert "Traceback" not in text


def test_bad_card_data_stops_the_run_with_file_line_and_field(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "cards.yaml").write_text(
        "- name: 壊れたカード\n  type: creature\n  civilizations: [fyre]\n  cost: 1\n  power: 1000\n", encoding="utf-8")
    monkeypatch.setattr(catalog, "CARDS_DIR", tmp_path)
    monkeypatch.setattr(catalog, "_DEFAULT", None)
    code, text = run(["verify", "features/mana"], capsys)
    assert code == 2
    assert "cards.yaml:3: field 'civilizations': unknown civilization 'fyre'" in text.replace("\n", "")
    assert "Traceback" not in text
