"""The one reader of input files (engine/catalog/reading.py) where issue 32 widened it: JSON read a
value at a time (results merged in memory that follows their scenarios), tab-separated tables, the
ledger's limits and its ``same_question_as`` link, and control characters shown escaped in HTML."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from rich.console import Console
from rich.text import Text

from engine.catalog.reading import CONTROLS, InputError, JsonStream, read_tsv
from engine.model.errors import DmRulesError
from reports.model.merge import load_result
from reports.model.outputs import write_atomic
from reports.model.results import RunResult
from reports.model.rulings import LedgerError, check, parse_ledger
from reports.render.escaping import guard_consoles, json_text, result_json
from reports.render.formats import render_as, render_pieces
from reports.render.html import render_html
from tests.helpers.sample_results import obs, prun, sample_result, scenario


def test_a_stream_gives_every_item_with_its_line_whatever_the_chunk(tmp_path: Path,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    data = {"format": "x", "scenarios": [{"n": n, "text": "あ" * (n * 37 % 900)} for n in range(400)], "after": 12}
    path = tmp_path / "r.json"
    path.write_text(json.dumps(data, ensure_ascii=False, indent=1), encoding="utf-8")
    monkeypatch.setattr(JsonStream, "CHUNK", 1000)
    with JsonStream(path) as stream:
        got = {key: [item for _, item in value] if key == "scenarios" else value
               for key, value in stream.members("scenarios")}
        stream.end()
    assert got == data


@pytest.mark.parametrize("text, line, says", [
    ('[1,\n 2,\n {"a": tru}]', 3, "not JSON"), ("[1, 2", 1, "expected ',' or ']'"), ("[1] x", 1, "extra data"),
    ("[" * 100_000, 1, "nested too deeply"), ('{"a": 1}', 1, "expected a list")])
def test_a_stream_names_the_line_of_what_is_wrong(tmp_path: Path, text: str, line: int, says: str) -> None:
    path = tmp_path / "bad.json"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(InputError, match=says) as info, JsonStream(path) as stream:
        list(stream.items())
        stream.end()
    assert info.value.line == line


def test_a_results_file_read_a_scenario_at_a_time_is_the_result_written(tmp_path: Path) -> None:
    result = sample_result()
    path = tmp_path / "r.json"
    path.write_text(json.dumps(result.to_json(), ensure_ascii=False), encoding="utf-8")
    assert load_result(path).to_json() == RunResult.from_json(result.to_json()).to_json()


@pytest.mark.parametrize("change, says", [
    (lambda d: d.update(scenarios="x"), "expected a list"),
    (lambda d: d["scenarios"][1].pop("runs"), r"r.json:\d+: malformed dmrules results: a scenario's KeyError"),
    (lambda d: d.update(format="other"), "not a dmrules results file"),
    (lambda d: d.pop("scenarios"), "no \"scenarios\"")])
def test_a_bad_results_file_is_one_line_naming_it(tmp_path: Path, change: object, says: str) -> None:
    data = sample_result().to_json()
    change(data)  # type: ignore[operator]
    path = tmp_path / "r.json"
    path.write_text(json.dumps(data, ensure_ascii=False, indent=1), encoding="utf-8")
    with pytest.raises(DmRulesError, match=says) as info:
        load_result(path)
    assert str(path) in str(info.value) and "\n" not in str(info.value)


def test_a_table_names_the_line_of_a_short_row_and_a_missing_column(tmp_path: Path) -> None:
    path = tmp_path / "t.tsv"
    path.write_text("id\treason\nA\tbecause\nB\n", encoding="utf-8")
    with pytest.raises(InputError, match=r"t.tsv:3: 1 cells, the header has 2"):
        read_tsv(path, ("id", "reason"))
    with pytest.raises(InputError, match=r"t.tsv:1: no column 'seed'"):
        read_tsv(path, ("id", "seed"))


RECORD = ("- id: '{id}'\n  date: '2020'\n  source: s\n  seen_on: s\n  kind: qa\n  question: {question}\n"
          "  answer: a\n  digest: d\n  profiles: [tcg]\n  status: {status}\n  reason: r\n{extra}")


def test_two_answers_of_one_question_are_one_question_asked_twice_when_linked() -> None:
    twice = RECORD.format(id="1", question="q", status="encoded", extra="") + RECORD.format(
        id="2", question="q", status="encoded", extra="")
    assert len(check([], parse_ledger(twice, "x.yaml")).twice) == 1
    linked = twice + "  same_question_as: '1'\n"
    assert check([], parse_ledger(linked, "x.yaml")).twice == []
    with pytest.raises(LedgerError, match=r"x.yaml:12: ruling '2': same_question_as '9' is no record"):
        parse_ledger(twice + "  same_question_as: '9'\n", "x.yaml")


def test_only_a_record_not_encoded_may_leave_its_question_out() -> None:
    unseen = RECORD.format(id="1", question="null", status="waiting", extra="") + RECORD.format(
        id="2", question="null", status="waiting", extra="")
    assert check([], parse_ledger(unseen, "x.yaml")).twice == []  # no question: never one of two
    with pytest.raises(LedgerError, match="lacks 'question' \\(only a record that is not encoded"):
        parse_ledger(RECORD.format(id="1", question="null", status="encoded", extra=""), "x.yaml")


def test_a_placeholder_question_is_never_one_of_two_and_the_ledgers_links_hold_for_a_dump() -> None:
    noted = RECORD.format(id="1", question="(see the reason)", status="waiting", extra="") + RECORD.format(
        id="2", question="'（see the reason）'", status="waiting", extra="")
    assert check([], parse_ledger(noted, "x.yaml")).twice == []
    twice = RECORD.format(id="1", question="q", status="encoded", extra="") + RECORD.format(
        id="2", question="q", status="encoded", extra="")
    ledger = parse_ledger(twice + "  same_question_as: '1'\n", "x.yaml")
    assert check(ledger, parse_ledger(twice, "x.yaml")).twice == []  # an older dump, without the link
    assert len(check([], parse_ledger(twice, "x.yaml")).twice) == 1  # a question not linked anywhere


HOSTILE = "名前\u202eemaN \x1b[2J\u2066\x9b"


def hostile_result() -> RunResult:
    """A diverging scenario (so the catalog lists it) whose name, claim and trace hold controls."""
    claim = f"player A can summon {HOSTILE}"
    return RunResult(["tcg", "dmps"], [scenario(HOSTILE, [
        prun("tcg", observations=[obs(claim, "cannot")], trace=[f"  1 event    {HOSTILE}"]),
        prun("dmps", observations=[obs(claim, "can", "cannot", asserted=False)])])])


def test_the_html_page_and_its_catalog_show_control_characters_escaped() -> None:
    page = render_html(hostile_result())
    assert not CONTROLS.search(page)
    assert "[U+202E]" in page and "[U+001B]" in page and "[U+2066]" in page and "[U+009B]" in page


@pytest.mark.parametrize("fmt", ["json", "cucumber", "junit", "markdown", "rich"])
def test_no_report_format_shows_a_control_character_raw(fmt: str) -> None:
    text = render_as(hostile_result(), fmt)
    assert not CONTROLS.search(text)
    if fmt in ("json", "cucumber"):  # escaped: the same string read back
        assert any(HOSTILE in t for t in strings(json.loads(text)))


def strings(value: object) -> list[str]:
    """Every string a JSON value holds (keys and values)."""
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [*value] + [t for v in value.values() for t in strings(v)]
    if isinstance(value, list):
        return [t for v in value for t in strings(v)]
    return []


def test_every_console_prints_without_control_characters(capsys: pytest.CaptureFixture[str]) -> None:
    guard_consoles()
    Console(force_terminal=True).print(Text(HOSTILE, style="red"), f"[bold]{HOSTILE}[/]")
    out = capsys.readouterr().out
    assert "\x1b[" in out  # its own styles stay
    assert "\u202e" not in out and "\x1b[2J" not in out and "\x9b" not in out and "名前emaN" in out


@pytest.mark.parametrize("result", [hostile_result(), sample_result(), RunResult(["tcg"], [])])
def test_json_a_scenario_at_a_time_is_the_whole_json(result: RunResult) -> None:
    assert "".join(result_json(result)) == json_text(result.to_json())


def test_a_report_in_pieces_is_written_whole(tmp_path: Path) -> None:
    path = tmp_path / "r.json"
    write_atomic(path, render_pieces(sample_result(), "json"))
    assert load_result(path).to_json() == sample_result().to_json()
