"""Baselines, results and deck lists a careless or hostile user hands in (issue 21): each is one
clear error before anything runs (a corrupt baseline: exit 5), never a traceback, a hang or
unbounded memory; special files are refused without being opened."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from engine.catalog.reading import InputError, compose, load_json
from engine.model.errors import DmRulesError
from reports.cli.exit_codes import ExitCode
from reports.cli.main import main
from reports.model import baseline
from tests.helpers.sample_results import sample_result


def _good() -> dict[str, object]:
    return json.loads(baseline.dump(baseline.entries(sample_result())))  # type: ignore[no-any-return]


def _first_run(data: dict[str, object]) -> dict[str, object]:
    scenarios = data["scenarios"]
    assert isinstance(scenarios, dict)
    entry = next(iter(scenarios.values()))
    return entry["runs"]["tcg"]  # type: ignore[no-any-return]


def _with(change: str) -> str:
    data = _good()
    if change == "run is a string":
        next(iter(data["scenarios"].values()))["runs"]["tcg"] = "passed"  # type: ignore[attr-defined]
    elif change == "verdicts are numbers":
        _first_run(data)["verdicts"] = [[1, 2]]
    elif change == "verdicts are null":
        _first_run(data)["verdicts"] = None
    elif change == "status is unknown":
        _first_run(data)["status"] = "fine"
    elif change == "trace of numbers":
        _first_run(data)["trace"] = [1]
    elif change == "scenarios a list":
        data["scenarios"] = []
    elif change == "version is a string":
        data["version"] = "1"
    return json.dumps(data)


SHAPES = ["run is a string", "verdicts are numbers", "verdicts are null", "status is unknown", "trace of numbers",
          "scenarios a list", "version is a string"]
TEXTS = {"nested 200,000 deep": "[" * 200_000 + "]" * 200_000,
         "a version of 5,000 digits": '{"format": "dmrules-baseline", "version": ' + "9" * 5000 + "}",
         "not JSON": "{corrupt", "not UTF-8": "\udcff"}


@pytest.mark.parametrize("change", SHAPES)
def test_a_baseline_of_the_wrong_shape_is_corrupt(tmp_path: Path, change: str) -> None:
    path = tmp_path / "b.json"
    path.write_text(_with(change), encoding="utf-8")
    with pytest.raises(baseline.BaselineError, match="corrupt|version"):
        baseline.load(path)


@pytest.mark.parametrize("name", list(TEXTS))
def test_a_baseline_that_is_no_json_is_corrupt(tmp_path: Path, name: str) -> None:
    path = tmp_path / "b.json"
    path.write_bytes(TEXTS[name].encode("utf-8", "surrogateescape"))
    with pytest.raises(baseline.BaselineError):
        baseline.load(path)


@pytest.mark.parametrize("special", ["fifo", "/dev/zero"])
def test_a_special_file_as_baseline_is_refused_at_once(tmp_path: Path, special: str,
                                                        capsys: pytest.CaptureFixture[str]) -> None:
    path = Path(special) if special.startswith("/") else tmp_path / "b.json"
    if special == "fifo":
        os.mkfifo(path)  # opening it to read would wait for a writer forever
    assert main(["verify", "--baseline", str(path)]) == ExitCode.BASELINE
    assert "not a regular file" in capsys.readouterr().err


def test_update_baseline_on_a_corrupt_baseline_refuses_before_the_run(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "b.json"
    path.write_text("{corrupt", encoding="utf-8")
    assert main(["verify", "features/zone_limits/bad_board.feature", "--baseline", str(path),
                 "--update-baseline"]) == ExitCode.BASELINE
    err = capsys.readouterr().err
    assert "will be written" not in err and "does not write over a baseline it can't read" in err
    assert path.read_text(encoding="utf-8") == "{corrupt"


@pytest.mark.parametrize("text", ['{"format": "dmrules-results", "version": 1, "scenarios": "x", "profiles": []}',
                                  "[" * 100_000, '{"format": "dmrules-results", "version": ' + "1" * 5000 + "}"])
def test_bad_merge_inputs_are_one_line(tmp_path: Path, text: str, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "r.json"
    path.write_text(text, encoding="utf-8")
    assert main(["merge", str(path)]) == ExitCode.USAGE
    err = capsys.readouterr().err
    assert str(path) in err and "Traceback" not in err


@pytest.mark.parametrize("text, problem", [
    ("99999999999 x アクア・ビークル\n", "at most 99"),
    ("9" * 5000 + " x アクア・ビークル\n", "at most 99"),
    ("main:\n" + "  " * 3 + "- " + "[" * 5000 + "]" * 5000 + "\n", "nested more than"),
    ("a: &a [x, x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]\n"
     "c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]\nd: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c]\n"
     "e: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d]\nf: &f [*e, *e, *e, *e, *e, *e, *e, *e, *e]\n", "aliases"),
])
def test_deck_lists_are_read_with_limits(tmp_path: Path, text: str, problem: str,
                                         capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / ("deck.yaml" if text.startswith(("main", "a:")) else "deck.txt")
    path.write_text(text, encoding="utf-8")
    assert main(["deck", "check", str(path)]) == ExitCode.USAGE
    err = capsys.readouterr().err
    assert problem in err and "Traceback" not in err


def test_a_tag_expression_of_a_thousand_nots_is_a_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["verify", "--tags", " ".join(["not"] * 1000) + " @mana"]) == ExitCode.USAGE
    assert "at most 100" in capsys.readouterr().err


def test_parse_json_names_the_file(tmp_path: Path) -> None:
    path = tmp_path / "x.json"
    path.write_text("[1,", encoding="utf-8")
    with pytest.raises(DmRulesError, match=r"x\.json:1: not JSON"):
        load_json(path, 1000)


def test_aliases_in_proportion_to_the_file_are_read_and_a_bomb_is_not() -> None:
    shared = "- &a [x, y, z]\n" + "- *a\n" * 100_000  # 300,000 values added, 4 times the 100,004 written
    assert compose(shared, "x.yaml") is not None
    bomb = "- &a [x, x, x, x, x, x, x, x, x]\n" + "".join(
        f"- &{chr(98 + i)} [{', '.join([f'*{chr(97 + i)}'] * 9)}]\n" for i in range(9))
    with pytest.raises(InputError, match=r"x.yaml:\d+: its aliases expand to more than 200,000"):
        compose(bomb, "x.yaml")
