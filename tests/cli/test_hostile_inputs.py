"""Careless and hostile input to the surfaces of issue 32: each gives one clear line and a non-zero
exit, never a traceback, a hang or a file lost — what dmrules writes goes through one guard
(never an input, never through a symlink, never over a file it is not meant to replace), what it
reads through one reader (regular files, limits, file:line)."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import pytest

from reports.cli.exit_codes import ExitCode
from reports.cli.main import main
from reports.model import name_filter
from reports.model.coverage import RULINGS_FILE
from reports.model.name_filter import NameFilter, NameFilterError
from reports.model.rerun_list import read_rerun_list, write_rerun_list
from tests.helpers import ROOT

SMALL = "features/zone_limits/bad_board.feature"
BOMB = "- &a [x, x, x, x, x, x, x, x, x]\n" + "".join(
    f"- &{chr(98 + i)} [{', '.join([f'*{chr(97 + i)}'] * 9)}]\n" for i in range(9))


def run(args: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    code = main(args)
    out = capsys.readouterr()
    text = out.out + out.err
    assert "Traceback" not in text
    return code, text


def one_line(text: str) -> str:
    lines = [line for line in text.splitlines() if line.strip()]
    assert len(lines) == 1, text
    return lines[0]


# ------------------------------------------------------------------ writes
@pytest.mark.parametrize("target", ["reports/examples.yaml", "reports/sources.tsv", "reports/not_modelled.tsv",
                                    "reports/baseline.json", "tests/cli/test_hostile_inputs.py"])
def test_out_onto_a_file_the_project_reads_is_refused(target: str, capsys: pytest.CaptureFixture[str]) -> None:
    path = ROOT / target
    before = path.read_bytes()
    code, text = run(["--root", str(ROOT), "verify", SMALL, "--format", "json", "--out", str(path)], capsys)
    assert code == ExitCode.USAGE
    assert "one of the run's inputs" in one_line(text)
    assert path.read_bytes() == before


def test_a_skeleton_never_writes_over_a_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    mine = tmp_path / "mine.feature"
    mine.write_text("Feature: mine\n", encoding="utf-8")
    code, text = run(["--root", str(ROOT), "skeleton", "ruling", "41804", "--out", str(mine)], capsys)
    assert code == ExitCode.USAGE and "never writes over a file" in one_line(text)
    assert mine.read_text(encoding="utf-8") == "Feature: mine\n"
    fresh = tmp_path / "new.feature"
    assert main(["--root", str(ROOT), "skeleton", "ruling", "41804", "--out", str(fresh)]) == 0
    assert "@qa:41804" in fresh.read_text(encoding="utf-8")


def test_split_pages_are_never_written_through_a_symlink(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    victim = tmp_path / "victim.feature"
    victim.write_text("Feature: mine\n", encoding="utf-8")
    pages = tmp_path / "pages"
    pages.mkdir()
    (pages / "zone_limits.md").symlink_to(victim)
    code, text = run(["--root", str(ROOT), "verify", SMALL, "--format", "markdown", "--split", "topic",
                      "--out", str(pages)], capsys)
    assert code == ExitCode.USAGE and "never writes through a symlink" in one_line(text)
    assert victim.read_text(encoding="utf-8") == "Feature: mine\n"


def test_split_into_an_input_folder_is_refused_before_anything_is_made(capsys: pytest.CaptureFixture[str]) -> None:
    folder = ROOT / "features" / "pages_of_a_careless_user"
    code, text = run(["--root", str(ROOT), "verify", SMALL, "--format", "markdown", "--split", "topic",
                      "--out", str(folder)], capsys)
    assert code == ExitCode.USAGE and "one of the run's inputs" in one_line(text)
    assert not folder.exists()


def test_the_rerun_list_is_never_written_through_a_symlink_nor_into_an_input(tmp_path: Path) -> None:
    victim = tmp_path / "features" / "mine.feature"
    victim.parent.mkdir()
    victim.write_text("Feature: mine\n", encoding="utf-8")
    notes = tmp_path / "notes.txt"
    notes.write_text("mine\n", encoding="utf-8")
    (tmp_path / ".dmrules").mkdir()
    for target, says in ((victim, "one of the run's inputs"), (notes, "never writes through a symlink")):
        (tmp_path / ".dmrules" / "rerun.txt").unlink(missing_ok=True)
        (tmp_path / ".dmrules" / "rerun.txt").symlink_to(target)
        problem = write_rerun_list(tmp_path, Path(".dmrules/rerun.txt"), ["features/x.feature:3"])
        assert problem is not None and says in problem
    assert victim.read_text(encoding="utf-8") == "Feature: mine\n" and notes.read_text(encoding="utf-8") == "mine\n"
    shutil.rmtree(tmp_path / ".dmrules")
    (tmp_path / ".dmrules").symlink_to(tmp_path / "features")
    problem = write_rerun_list(tmp_path, Path(".dmrules/rerun.txt"), ["features/x.feature:3"])
    assert problem is not None and "one of the run's inputs" in problem
    assert not (tmp_path / "features" / "rerun.txt").exists()


# ------------------------------------------------------------------ reads
@pytest.mark.parametrize("content, says", [
    (BOMB, "aliases expand"), (b"- id: '1'\n  question: \xff\n", "not UTF-8"), ("- id: [\n", "not valid YAML"),
    ("- " + "[" * 5000 + "]" * 5000 + "\n", "nested more than"), (None, "FIFO"),
    ("- id: \"\\e[2J\"\n", "control character")])
def test_a_hostile_ruling_dump_is_one_line(tmp_path: Path, content: str | bytes | None, says: str,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    dump = tmp_path / "dump.yaml"
    if content is None:
        os.mkfifo(dump)
    elif isinstance(content, bytes):
        dump.write_bytes(content)
    else:
        dump.write_text(content, encoding="utf-8")
    code, text = run(["--root", str(ROOT), "rulings", "check", str(dump)], capsys)
    assert code == ExitCode.USAGE and says in one_line(text) and str(dump) in text


def test_the_projects_ledger_passes_its_own_check(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    copy = tmp_path / "rulings.yaml"
    shutil.copy(ROOT / RULINGS_FILE, copy)
    code, text = run(["--root", str(ROOT), "rulings", "check", str(copy)], capsys)
    assert code == ExitCode.OK, text
    assert "0 changed, 0 disappeared, 0 answered twice" in text


def test_rulings_lists_past_a_feature_file_that_is_not_utf8(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / RULINGS_FILE).parent.mkdir(parents=True)
    shutil.copy(ROOT / RULINGS_FILE, tmp_path / RULINGS_FILE)
    (tmp_path / "features" / "faq" / "bad.feature").write_bytes(b"Feature: \xff\n")
    code, text = run(["--root", str(tmp_path), "rulings", "--status", "open"], capsys)
    assert code == ExitCode.OK
    assert "bad.feature:1: not UTF-8 text" in text


@pytest.mark.parametrize("cards, says", [
    ([1, 2], "each card is an object"), ([{"text": 5}], "'id'"), ([{"text": "x"}], "'id'"),
    ({"a": 1}, "expected a list"), ([{"id": "a", "name": "n", "cardType": "呪文", "cost": 1, "civilizations": ["火"],
                                      "text": 7}], "'text'"),
    ([{"id": "a", "name": "n", "cardType": "呪文", "cost": 1, "civilizations": ["炎"], "text": "x"}], "civilizations")])
def test_assay_texts_of_another_shape_are_one_line(tmp_path: Path, cards: object, says: str,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "texts.json"
    path.write_text(json.dumps(cards, ensure_ascii=False), encoding="utf-8")
    code, text = run(["--root", str(ROOT), "assay", "--texts", str(path)], capsys)
    assert code == ExitCode.USAGE and says in one_line(text) and "texts.json:1" in text


def test_assay_texts_as_a_fifo_or_not_utf8_are_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    fifo = tmp_path / "fifo.json"
    os.mkfifo(fifo)
    bad = tmp_path / "bad.json"
    bad.write_bytes(b'[{"id": "\xff"}]')
    for path, says in ((fifo, "FIFO"), (bad, "not UTF-8")):
        code, text = run(["--root", str(ROOT), "assay", "--texts", str(path)], capsys)
        assert code == ExitCode.USAGE and says in one_line(text)


def test_compile_of_a_very_long_line_fails_cleanly(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "long.txt"
    path.write_text("このクリーチャーがバトルゾーンに出た時、" + "カードを1枚引き、" * 2000 + "カードを1枚引く。",
                    encoding="utf-8")
    code, text = run(["compile", "--file", str(path)], capsys)
    assert code == ExitCode.FAILED and "no template reads" in text and "characters)…" in text
    os.mkfifo(tmp_path / "fifo.txt")
    code, text = run(["compile", "--file", str(tmp_path / "fifo.txt")], capsys)
    assert code == ExitCode.USAGE and "FIFO" in one_line(text)


@pytest.mark.parametrize("content, says", [
    ("features/x.feature:3\nrm -rf /\n", "rerun.txt:2: 'rm -rf /' is not a scenario's FILE.feature:LINE"),
    (b"\xff\xfe", "not UTF-8"), (None, "FIFO")])
def test_a_bad_rerun_list_is_one_line(tmp_path: Path, content: str | bytes | None, says: str,
                                      capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "rerun.txt"
    if content is None:
        os.mkfifo(path)
    elif isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content, encoding="utf-8")
    with pytest.raises(Exception, match=says.replace("(", r"\(")) as info:
        read_rerun_list(path)
    assert type(info.value).__name__ == "DmRulesError"


@pytest.mark.parametrize("expression, says", [
    ("(", "not a regular expression"), ("(?:a{1000}){1000}", "counted repetitions too large"),
    ("x" * 5000, "an expression of 5,000 characters")])
def test_a_bad_name_expression_is_one_line(expression: str, says: str, capsys: pytest.CaptureFixture[str]) -> None:
    code, text = run(["--root", str(ROOT), "verify", SMALL, "--name", expression], capsys)
    assert code == ExitCode.USAGE and says in one_line(text)


def test_a_name_expression_that_backtracks_without_end_stops_in_time(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(name_filter, "TIMEOUT", 0.2)
    with pytest.raises(NameFilterError, match="took more than 0.2 s"):
        NameFilter("(a|aa)+$").matches("a" * 60 + "!")
    assert NameFilter("ドロー|draw").matches("カードをドローする")


# ------------------------------------------------------------------ what reaches the terminal
def test_no_control_character_reaches_the_terminal_from_a_skeleton(tmp_path: Path,
                                                                   capsys: pytest.CaptureFixture[str]) -> None:
    ledger = tmp_path / "ledger.yaml"
    ledger.write_text("- id: '1'\n  date: '2020'\n  source: s\n  question: \"q\\e[2J\\u202e\"\n  answer: a\n",
                      encoding="utf-8")
    code, text = run(["skeleton", "ruling", "1", "--ledger", str(ledger)], capsys)
    assert code == ExitCode.USAGE and "control character U+001B" in one_line(text)
