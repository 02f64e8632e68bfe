"""``dmrules deck check FILE``: one line per broken deck rule per profile, ok otherwise; bad input is
one clear line (exit 2), a rejected deck exits 1."""

from __future__ import annotations

from pathlib import Path

import pytest

from reports.cli.exit_codes import ExitCode
from reports.cli.main import main

LEGAL = ["4 x 予言者クルト", "4 x 予言者リュゾル", "4 x アクア・ビークル", "4 x シェル・ラック", "4 x ピコラのスパナ",
         "4 x 爆炎野郎ジョー", "4 x 紅神龍メルガルス", "4 x 群れを守るトライ・ホーン", "4 x デーモン・ハンド",
         "4 x 暗黒の騎士ザガーン"]


def deck(tmp_path: Path, lines: list[str], name: str = "deck.txt") -> Path:
    path = tmp_path / name
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def check(path: Path, *extra: str) -> int:
    return main(["deck", "check", str(path), *extra])


def test_a_legal_deck_is_ok_under_every_profile(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = deck(tmp_path, ["# my deck", *LEGAL, "", "# hyperspatial", "2 x 時空の火焔ボルシャック・ドラゴン"])
    assert check(path) == ExitCode.OK
    out = capsys.readouterr().out.splitlines()
    assert out == [f"{path}: {p}: ok" for p in ("tcg", "tcg-2021", "tcg-2020", "dmps", "dmps-old")]


def test_each_broken_rule_is_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = deck(tmp_path, [*LEGAL, "予言者クルト", "時空の火焔ボルシャック・ドラゴン"])
    assert check(path, "--profile", "tcg") == ExitCode.FAILED
    assert capsys.readouterr().out.splitlines() == [
        f"{path}: tcg: the main deck has 42 cards, not exactly 40",
        f"{path}: tcg: 5 x 予言者クルト in the main deck (at most 4 copies of a card)",
        f"{path}: tcg: 時空の火焔ボルシャック・ドラゴン is a psychic creature: it cannot be in the main deck"]


def test_a_dp_hall_of_fame_card_twice_is_rejected_under_dmps_only(tmp_path: Path,
                                                                capsys: pytest.CaptureFixture[str]) -> None:
    path = deck(tmp_path, ["main:", *[f"  - {e}" for e in [*LEGAL[:-1], "2 x 暗黒の騎士ザガーン",
                                                               "2 x インビンシブル・テクノロジー"]]], "deck.yaml")
    assert check(path, "--profile", "tcg", "--profile", "dmps") == ExitCode.FAILED
    assert capsys.readouterr().out.splitlines() == [
        f"{path}: tcg: ok", f"{path}: dmps: 2 x インビンシブル・テクノロジー (a DP殿堂 card: at most 1 copy in a deck)"]


@pytest.mark.parametrize(("lines", "name", "message"), [
    (["4 x 予言者クルト", "4 x 予言者クルド"], "deck.txt",
     "deck.txt:2: unknown card '予言者クルド'; did you mean 予言者クルト"),
    (["0 x 予言者クルト"], "deck.txt", "deck.txt:1: expected '<n> x <name>' or '<name>', got '0 x 予言者クルト'"),
    (["side: [予言者クルト]"], "deck.yaml", "deck.yaml: a YAML deck list is {main: [...], hyperspatial: [...]}"),
])
def test_bad_input_is_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str], lines: list[str], name: str,
                               message: str) -> None:
    path = deck(tmp_path, lines, name)
    assert check(path) == ExitCode.USAGE
    captured = capsys.readouterr()
    assert captured.out == ""
    err = " ".join(captured.err.split())
    assert message in err and "Traceback" not in err


def test_a_missing_file_is_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert check(tmp_path / "nowhere.txt") == ExitCode.USAGE
    assert "nowhere.txt: no such file" in capsys.readouterr().err
