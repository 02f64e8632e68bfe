"""Faults of the run itself (issue 21): an interrupted run writes no report and no baseline, says
what it ran and exits 130; SIGTERM is an interruption too; a reader that goes away (``| head``)
ends the command quietly with 0. The runs interrupted are real runs (``--no-cache``: the results
cache would answer without running), and the signal is sent once the process has worked a while
(CPU seconds, which a loaded machine does not stretch as it stretches the clock)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from reports.cli.exit_codes import ExitCode
from reports.cli.main import main
from reports.plugin import run as plugin_run
from tests.helpers import ROOT

SMALL = "features/zone_limits/bad_board.feature"  # a few scenario runs


def _interrupt_after_first_run(monkeypatch: pytest.MonkeyPatch) -> None:
    """The run gets a Ctrl-C as its first scenario run is reported (pytest ends such a session
    normally, with what it has: the case that used to be taken for a whole run)."""
    original = plugin_run.Collector.pytest_runtest_logreport

    def logreport(self: plugin_run.Collector, report: Any) -> None:
        original(self, report)
        if self.done >= 1:
            raise KeyboardInterrupt

    monkeypatch.setattr(plugin_run.Collector, "pytest_runtest_logreport", logreport)


def test_an_interrupted_update_leaves_the_baseline_byte_identical(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    base = tmp_path / "baseline.json"
    before = (ROOT / "reports" / "baseline.json").read_bytes()
    base.write_bytes(before)
    _interrupt_after_first_run(monkeypatch)
    code = main(["--root", str(ROOT), "verify", SMALL, "--no-cache", "--baseline", str(base), "--update-baseline"])
    err = capsys.readouterr().err
    assert code == ExitCode.INTERRUPTED
    assert base.read_bytes() == before
    assert "interrupted after 1 of" in err and "no report and no baseline were written" in err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["baseline.json"]  # no temp file left


def test_an_interrupted_run_writes_no_report(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "report.json"
    _interrupt_after_first_run(monkeypatch)
    code = main(["--root", str(ROOT), "verify", SMALL, "--no-cache", "--format", "json", "--out", str(out)])
    assert code == ExitCode.INTERRUPTED
    assert not out.exists() and list(tmp_path.iterdir()) == []
    assert "no scenario matched" not in capsys.readouterr().err


def _start(args: list[str]) -> subprocess.Popen[str]:
    """``dmrules ARGS`` in its own process group, with Ctrl-C's default action (a shell's
    background job would have SIGINT ignored)."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTEST_", "COV_"))}
    return subprocess.Popen([sys.executable, "-m", "reports.cli", "--root", str(ROOT), *args], cwd=ROOT, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, start_new_session=True,
                            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))


def _worked(proc: subprocess.Popen[str], cpu: float) -> None:
    """Waits until the process has used ``cpu`` CPU seconds (/proc), or has ended."""
    stat = Path(f"/proc/{proc.pid}/stat")
    if not stat.exists():
        pytest.skip("no /proc: the process's CPU time can't be read")
    ticks = os.sysconf("SC_CLK_TCK")
    while proc.poll() is None:
        fields = stat.read_text().rsplit(")", 1)[1].split()
        if (int(fields[11]) + int(fields[12])) / ticks >= cpu:  # utime + stime
            return
        time.sleep(0.05)


@pytest.mark.parametrize("sig", [signal.SIGINT, signal.SIGTERM], ids=["ctrl-c", "sigterm"])
def test_a_signal_during_an_update_exits_130_and_writes_nothing(tmp_path: Path, sig: signal.Signals) -> None:
    base = tmp_path / "baseline.json"
    before = (ROOT / "reports" / "baseline.json").read_bytes()
    base.write_bytes(before)
    proc = _start(["verify", "--no-cache", "--baseline", str(base), "--update-baseline"])  # the whole suite: minutes
    _worked(proc, 3.0)  # past the imports and into the run
    os.killpg(proc.pid, sig)
    try:
        _, err = proc.communicate(timeout=600)  # a guard against a hang, not a measure
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
    assert proc.returncode == ExitCode.INTERRUPTED, err[-2000:]
    assert "interrupted" in err and "Traceback" not in err
    assert base.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["baseline.json"]


def test_a_closed_pipe_ends_the_listing_quietly() -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTEST_", "COV_"))}
    proc = subprocess.Popen([sys.executable, "-m", "reports.cli", "cards"], cwd=ROOT, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    assert proc.stdout is not None and proc.stderr is not None
    proc.stdout.readline()
    proc.stdout.close()  # as `| head -1` does
    err = proc.stderr.read()
    assert proc.wait(timeout=600) == ExitCode.OK  # a guard against a hang
    assert err == ""
