"""Where reports and baselines are written (issue 21): only over a regular file (a symlink, a
device, FIFO or folder refused), never over the run's own inputs, atomically (an
interrupted write leaves the old file and no temp file; a killed writer's temp file is removed by
the next write), and baseline updates that run at once both land."""

from __future__ import annotations

import os
import stat
import threading
import time
from pathlib import Path

import pytest

from engine.model.errors import DmRulesError
from reports.cli.exit_codes import ExitCode
from reports.cli.main import main
from reports.model import baseline, outputs
from reports.model.results import RunResult
from tests.helpers import ROOT
from tests.helpers.sample_results import prun, sample_result, scenario


def test_a_character_device_is_refused_and_left_alone() -> None:
    with pytest.raises(DmRulesError, match="it is a character device"):
        outputs.check_writable(Path("/dev/null"))
    with pytest.raises(DmRulesError, match="character device"):
        outputs.write_atomic(Path("/dev/null"), "x")
    assert stat.S_ISCHR(os.stat("/dev/null").st_mode)


def test_out_onto_a_device_is_refused_before_the_run(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["verify", "--out", "/dev/null"])
    assert code == ExitCode.USAGE
    assert "character device" in capsys.readouterr().err
    assert stat.S_ISCHR(os.stat("/dev/null").st_mode)


def test_a_fifo_and_a_folder_are_refused(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    for path, kind in ((fifo, "FIFO"), (tmp_path, "folder")):
        with pytest.raises(DmRulesError, match=kind):
            outputs.write_atomic(path, "x")
    assert stat.S_ISFIFO(os.stat(fifo).st_mode)


def test_a_symlink_is_refused_whether_it_points_anywhere_or_nowhere(tmp_path: Path) -> None:
    real = tmp_path / "real.md"
    real.write_text("old", encoding="utf-8")
    link = tmp_path / "link.md"
    link.symlink_to(real)
    dangling = tmp_path / "dangling.md"
    dangling.symlink_to(tmp_path / "nowhere" / "x.md")
    for path in (link, dangling):
        with pytest.raises(DmRulesError, match="never writes through a symlink"):
            outputs.check_writable(path)
        with pytest.raises(DmRulesError, match="never writes through a symlink"):
            outputs.write_atomic(path, "new")
    assert link.is_symlink() and real.read_text(encoding="utf-8") == "old"
    assert dangling.is_symlink() and not (tmp_path / "nowhere").exists()


@pytest.mark.parametrize("target", ["features/zone_limits/bad_board.feature", "engine/catalog/cards",
                                    "reports/baseline.json", "pyproject.toml"])
def test_the_runs_own_inputs_are_refused(target: str, capsys: pytest.CaptureFixture[str]) -> None:
    path = ROOT / target
    if path.is_dir():
        path = sorted(path.glob("*.yaml"))[0]
    before = path.read_bytes()
    code = main(["--root", str(ROOT), "verify", "--baseline", str(ROOT / "reports/baseline.json"),
                 "--format", "json", "--out", str(path)])
    assert code == ExitCode.USAGE
    assert "one of the run's inputs" in capsys.readouterr().err
    assert path.read_bytes() == before


def test_an_interrupted_write_keeps_the_old_file_and_no_temp(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "report.md"
    path.write_text("old", encoding="utf-8")

    def interrupted(fd: int) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(os, "fsync", interrupted)
    with pytest.raises(KeyboardInterrupt):
        outputs.write_atomic(path, "new")
    assert path.read_text(encoding="utf-8") == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["report.md"]


def test_a_killed_writers_temp_file_is_removed_by_the_next_write(tmp_path: Path) -> None:
    path = tmp_path / "report.md"
    dead = 2**22 + 12345  # above any pid_max: no such process
    stale = tmp_path / f".report.md.{dead}.abc123.tmp"
    stale.write_text("half", encoding="utf-8")
    mine = tmp_path / f".report.md.{os.getpid()}.xyz.tmp"  # a live process's: left alone
    mine.write_text("busy", encoding="utf-8")
    outputs.write_atomic(path, "new")
    assert not stale.exists() and mine.exists()


def _partial(name: str) -> RunResult:
    result = RunResult(["tcg"], [scenario(name, [prun("tcg")], feature=f"mana/{name}.feature")])
    result.selection = {"paths": [f"features/mana/{name}.feature"]}
    return result


def test_two_baseline_updates_at_once_both_land(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "baseline.json"
    outputs.write_atomic(path, baseline.dump(baseline.entries(sample_result())))
    slow_load = baseline.load

    def load(p: Path) -> dict[str, baseline.Entry]:
        found = slow_load(p)
        time.sleep(0.3)  # both updates read before either writes, without the lock
        return found

    monkeypatch.setattr(baseline, "load", load)
    threads = [threading.Thread(target=baseline.update, args=(path, _partial(n))) for n in ("one", "two")]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=600)  # a guard against a deadlock, not a measure
    held = slow_load(path)
    assert {"mana/one.feature::one", "mana/two.feature::two"} <= set(held)
    assert len(held) == 3 + 2


def test_a_cache_is_written_with_its_folder_and_never_through_a_symlink(tmp_path: Path) -> None:
    path = tmp_path / ".dmrules" / "results-cache.json"
    assert outputs.write_cache(path, '{"a": 1}') is None
    assert path.read_text(encoding="utf-8") == '{"a": 1}'
    victim = tmp_path / "mine.feature"
    victim.write_text("Feature: mine\n", encoding="utf-8")
    path.unlink()
    path.symlink_to(victim)
    problem = outputs.write_cache(path, "{}")
    assert problem is not None and "never writes through a symlink" in problem
    assert victim.read_text(encoding="utf-8") == "Feature: mine\n"


def test_a_new_file_is_never_written_over_one(tmp_path: Path) -> None:
    path = tmp_path / "new.feature"
    outputs.write_atomic(path, "Feature: new\n", replace=False)
    with pytest.raises(DmRulesError, match="never writes over a file"):
        outputs.write_atomic(path, "Feature: again\n", replace=False)
    assert path.read_text(encoding="utf-8") == "Feature: new\n"
    assert [p.name for p in tmp_path.iterdir()] == ["new.feature"]
