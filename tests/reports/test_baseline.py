"""The regression gate: what moved since the baseline, and who may write the baseline."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine.model.errors import DmRulesError
from reports.cli.exit_codes import ExitCode
from reports.cli.main import main
from reports.model import baseline
from reports.model.results import RunResult
from steps.runtime.status import Status
from tests.helpers.sample_results import obs, prun, sample_result, scenario


def write_results(path: Path, result: RunResult) -> str:
    path.write_text(json.dumps(result.to_json(), ensure_ascii=False), encoding="utf-8")
    return str(path)


def moved_result() -> RunResult:
    """sample_result() with one verdict and one trace line changed under dmps."""
    result = sample_result()
    run = result.scenarios[1].runs["dmps"]
    run.observations[1] = obs("usable mana is 1", "2", "1")
    run.status = Status.failed
    run.trace = ["  1 note     spends 2 usable mana"]
    return result


def test_nothing_moves_against_its_own_baseline(tmp_path: Path) -> None:
    path = tmp_path / "baseline.json"
    baseline.update(path, sample_result())
    assert baseline.compare(baseline.load(path), sample_result()) == []


def test_a_moved_verdict_and_trace_are_shown_per_scenario(tmp_path: Path) -> None:
    path = tmp_path / "baseline.json"
    baseline.update(path, sample_result())
    moves = baseline.compare(baseline.load(path), moved_result())
    assert [(m.uid, m.profile, m.kind) for m in moves] == [("mana/sample.feature::マナの支払い | diverges", "dmps",
                                                             "moved")]
    assert "status: passed → failed" in moves[0].changes
    assert "usable mana is 1: 1 → 2" in moves[0].changes
    assert "-note     spends 3 usable mana" in moves[0].trace_diff  # without its line number
    assert "+note     spends 2 usable mana" in moves[0].trace_diff


def test_durations_and_lines_do_not_count_as_moves(tmp_path: Path) -> None:
    path = tmp_path / "baseline.json"
    baseline.update(path, sample_result())
    later = sample_result()
    for s in later.scenarios:
        s.line += 5
        for r in s.runs.values():
            r.duration *= 3
    assert baseline.compare(baseline.load(path), later) == []


def test_new_and_gone_scenarios_move_but_a_narrower_run_leaves_the_rest_alone(tmp_path: Path) -> None:
    path = tmp_path / "baseline.json"
    baseline.update(path, sample_result())
    fewer = sample_result()
    fewer.scenarios = fewer.scenarios[:2] + [scenario("brand new", [prun("tcg"), prun("dmps")], line=40)]
    kinds = sorted({(m.kind, m.uid.split("::")[1]) for m in baseline.compare(baseline.load(path), fewer)})
    assert kinds == [("gone", "a failing one"), ("new", "brand new")]
    fewer.selection = {"tags": "@mana"}  # a narrower run: what it left out is not "gone"
    kinds = sorted({(m.kind, m.uid.split("::")[1]) for m in baseline.compare(baseline.load(path), fewer)})
    assert kinds == [("new", "brand new")]


def test_updating_from_a_narrower_run_keeps_the_rest_of_the_baseline(tmp_path: Path) -> None:
    path = tmp_path / "baseline.json"
    baseline.update(path, sample_result())
    part = moved_result()
    part.scenarios = part.scenarios[1:2]
    part.selection = {"paths": ["features/mana"]}
    assert baseline.update(path, part) == 3
    assert [m.uid for m in baseline.compare(baseline.load(path), moved_result())] == []


def test_missing_or_corrupt_baselines_are_reported_and_left_alone(tmp_path: Path) -> None:
    with pytest.raises(baseline.BaselineError, match="does not exist"):
        baseline.load(tmp_path / "nope.json")
    bad = tmp_path / "bad.json"
    for text, message in (("{not json", "corrupt"), ('{"format": "x"}', "not a dmrules baseline"),
                          ('{"format": "dmrules-baseline", "version": 1, "scenarios": []}', "corrupt")):
        bad.write_text(text)
        with pytest.raises(baseline.BaselineError, match=message):
            baseline.load(bad)
        assert bad.read_text() == text


def test_forced_runs_and_runs_with_problems_or_skipped_files_never_become_a_baseline(tmp_path: Path) -> None:
    forced = sample_result()
    forced.forced = "dmps"
    with pytest.raises(DmRulesError):
        baseline.update(tmp_path / "b.json", forced)
    broken = sample_result()
    broken.problems = ["a feature does not parse"]
    with pytest.raises(DmRulesError):
        baseline.update(tmp_path / "b.json", broken)
    skipped = sample_result()
    skipped.skipped = ["features/mana/x.feature:4: malformed Gherkin: ..."]
    with pytest.raises(DmRulesError, match="skipped"):
        baseline.update(tmp_path / "b.json", skipped)
    assert not (tmp_path / "b.json").exists()


def test_the_gate_on_the_command_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    ok = sample_result()
    ok.scenarios = ok.scenarios[:2]  # the gate's exit code shouldn't depend on failing scenarios
    moved = moved_result()
    moved.scenarios = moved.scenarios[:2]
    a = write_results(tmp_path / "a.json", ok)
    b = write_results(tmp_path / "b.json", moved)
    base = tmp_path / "baseline.json"

    assert main(["merge", a, "--baseline", str(base)]) == ExitCode.BASELINE  # missing: an error that says so
    assert "does not exist" in capsys.readouterr().err
    assert not base.exists()

    assert main(["merge", a, "--baseline", str(base), "--update-baseline"]) == 0
    written = base.read_text(encoding="utf-8")
    assert main(["merge", a, "--baseline", str(base)]) == 0
    assert "nothing moved" in capsys.readouterr().out

    assert main(["merge", b, "--baseline", str(base)]) == ExitCode.FAILED  # a failed verdict comes first
    out = capsys.readouterr().out
    assert "usable mana is 1: 1 → 2" in out and "+note     spends 2 usable mana" in out
    assert base.read_text(encoding="utf-8") == written  # the gate never writes the baseline

    trace_only = sample_result()
    trace_only.scenarios = trace_only.scenarios[:2]
    trace_only.scenarios[1].runs["dmps"].trace = ["  1 note     spends 2 usable mana"]
    assert main(["merge", write_results(tmp_path / "c.json", trace_only), "--baseline", str(base)]) == ExitCode.MOVED
    assert "+note     spends 2 usable mana" in capsys.readouterr().out

    base.write_text("{corrupt", encoding="utf-8")
    assert main(["merge", a, "--baseline", str(base)]) == ExitCode.BASELINE
    assert "corrupt" in capsys.readouterr().err
    assert base.read_text(encoding="utf-8") == "{corrupt"


def test_update_writes_atomically(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "baseline.json"
    baseline.update(path, sample_result())
    before = path.read_text(encoding="utf-8")

    def broken_replace(src: str, dst: str) -> None:
        raise OSError("disk full")

    monkeypatch.setattr("os.replace", broken_replace)
    with pytest.raises(OSError):
        baseline.update(path, moved_result())
    assert path.read_text(encoding="utf-8") == before
    assert [p.name for p in tmp_path.iterdir()] == ["baseline.json"]  # no temporary file left behind


def test_profiles_that_moved_alike_are_shown_once_with_what_changed(tmp_path: Path) -> None:
    """One box per alike move with the same causes (not one per profile), trace diffs without line
    numbers, the gate's result in the summary, and the cards and policies that changed since the
    baseline: a profile's changed policy is its own cause, never another profile's."""
    from rich.console import Console

    from reports.model.digests import changes, current
    from reports.render.gate import render_gate
    from reports.render.terminal import render

    path = tmp_path / "baseline.json"
    ok = sample_result()
    baseline.update(path, ok)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert set(data["digests"]) == {"cards", "policies"} and "青銅の鎧" in data["digests"]["cards"]
    data["digests"]["cards"]["青銅の鎧"] = "0" * 12
    data["digests"]["policies"]["dmps"]["ordering"] = "0" * 12
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    moved = sample_result()
    for run in moved.scenarios[0].runs.values():  # every profile: one line more, the rest renumbered
        run.trace = ["  1 note     青銅の鎧 enters", *(f"{i + 2:3} {line[4:]}" for i, line in enumerate(run.trace))]
    changed = changes(baseline.load_digests(path), current())
    assert changed.lines() == ["card 青銅の鎧", "policy ordering (dmps)"]
    moves = baseline.compare(baseline.load(path), moved, changed)
    assert len(moves) == len(moved.scenarios[0].runs) >= 2
    assert all(m.trace_diff == moves[0].trace_diff for m in moves)
    assert [line for line in moves[0].trace_diff[2:] if line[:1] in "+-"] == ["+note     青銅の鎧 enters"]
    assert [m.causes for m in moves] == [["card 青銅の鎧"], ["card 青銅の鎧", "policy dmps.ordering"]]
    console = Console(width=100, record=True, no_color=True)
    render_gate(moves, path, console, changed=changed)
    out = console.export_text()
    assert out.count("+note     青銅の鎧 enters") == 2  # alike, but for other causes: shown apart
    assert "  tcg: moved\n      changed since the baseline: card 青銅の鎧\n" in out
    assert "  dmps: moved\n      changed since the baseline: card 青銅の鎧; policy dmps.ordering\n" in out
    assert f"changed since {path}: card 青銅の鎧; policy ordering (dmps)" in out
    alike = baseline.compare(baseline.load(path), moved, changes(baseline.load_digests(path), current()))
    for m in alike:
        m.causes = ["card 青銅の鎧"]
    console = Console(width=100, record=True, no_color=True)
    render_gate(alike, path, console, changed=changed)
    out = console.export_text()
    assert out.count("+note     青銅の鎧 enters") == 1  # the profiles moved alike for one cause: shown once
    assert f"  {', '.join(moved.scenarios[0].runs)}: moved" in out
    summary = Console(width=200, record=True, no_color=True)
    render(moved, summary, gate=f"regression gate: 1 scenario ({len(moves)} runs) moved since {path}")
    assert "regression gate: 1 scenario" in summary.export_text().split("╰")[0]  # in the summary box


def test_a_verdict_the_run_did_not_reach_is_not_gone() -> None:
    before = {"status": "passed", "detail": "", "verdicts": [["a", "1"], ["b", "2"]], "trace": []}
    stopped = {"status": "error", "detail": "boom", "verdicts": [["a", "1"]], "trace": []}
    removed = {"status": "passed", "detail": "", "verdicts": [["a", "1"]], "trace": []}
    m = baseline.diff_runs("u", "k", "tcg", before, stopped)
    assert m is not None and "verdict not reached (the run stopped: error): b (was 2)" in m.changes
    m = baseline.diff_runs("u", "k", "tcg", before, removed)
    assert m is not None and m.changes == ["verdict gone from the scenario: b (was 2)"]


def test_a_value_of_several_lines_is_shown_one_line_below_the_other() -> None:
    assert baseline.change("c", "x\ny", "z") == "c:\n  was: x\n    y\n  now: z"
    assert baseline.change("c", "1", "2") == "c: 1 → 2"


def test_a_ruling_whose_answer_changed_moves_its_scenarios_as_source_moved(tmp_path: Path) -> None:
    path = tmp_path / "baseline.json"
    result = RunResult(["tcg", "dmps"], [scenario("a ruling", [prun("tcg"), prun("dmps")], feature="faq/x.feature",
                                                  ids=["qa:1"], tags=["qa:1"])])
    baseline.update(path, result, {"qa:1": "yes: it triggers"})
    assert baseline.compare(baseline.load(path), result, rulings={"qa:1": "yes: it triggers"}) == []
    moves = baseline.compare(baseline.load(path), result, rulings={"qa:1": "no: it does not"})
    assert [(m.profile, m.kind) for m in moves] == [("tcg", "source moved"), ("dmps", "source moved")]
    assert moves[0].changes == ["qa:1: the answer changed: 'yes: it triggers' → 'no: it does not' "
                                "(check the scenario against it)"]
    old = baseline.load(path)
    del old["faq/x.feature::a ruling"]["rulings"]  # a baseline written before digests were kept
    assert baseline.compare(old, result, rulings={"qa:1": "no: it does not"}) == []
