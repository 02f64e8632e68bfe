"""--shard I/N splits deterministically; `dmrules merge` puts the pieces back together."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine.model.errors import DmRulesError
from reports.cli.main import main
from reports.model.merge import load_result, merge
from reports.model.results import RunResult
from reports.model.shards import parse_shard, pick_shard
from tests.helpers.sample_results import prun, sample_result, scenario


def test_parse_shard() -> None:
    assert parse_shard("2/5") == (2, 5)
    for bad in ("0/3", "4/3", "1", "a/b", "1/0"):
        with pytest.raises(DmRulesError):
            parse_shard(bad)


@pytest.mark.parametrize("count", [1, 2, 3, 7])
def test_shards_partition_the_scenarios_evenly(count: int) -> None:
    uids = [f"topic/f{n % 4}.feature::scenario {n}" for n in range(20)]
    shards = [pick_shard(uids, i, count) for i in range(1, count + 1)]
    assert set().union(*shards) == set(uids)
    assert sum(len(s) for s in shards) == len(uids)  # disjoint
    assert max(map(len, shards)) - min(map(len, shards)) <= 1
    assert pick_shard(list(reversed(uids)), 1, count) == shards[0]  # the order of collection doesn't matter


def split(result: RunResult, count: int) -> list[RunResult]:
    parts = []
    for i in range(1, count + 1):
        chosen = pick_shard([s.uid for s in result.scenarios], i, count)
        parts.append(RunResult(result.profiles, [s for s in result.scenarios if s.uid in chosen], [], None,
                               {"shard": f"{i}/{count}"}, result.created))
    return parts


def test_merging_every_shard_gives_back_the_whole_run() -> None:
    whole = sample_result()
    merged = merge(split(whole, 2))
    assert merged.to_json() == whole.to_json()
    assert merged.complete


def test_merging_some_shards_stays_a_narrower_run() -> None:
    assert merge(split(sample_result(), 3)[:2]).selection == {"shard": "1/3, 2/3"}


def test_runs_of_different_profiles_join_into_one_scenario() -> None:
    tcg = RunResult(["tcg"], [scenario("s", [prun("tcg")])], selection={"profiles": ["tcg"]})
    dmps = RunResult(["dmps"], [scenario("s", [prun("dmps")])], selection={"profiles": ["dmps"]})
    merged = merge([tcg, dmps])
    assert merged.profiles == ["tcg", "dmps"] and list(merged.scenarios[0].runs) == ["tcg", "dmps"]


def test_overlapping_or_mismatched_results_are_refused() -> None:
    with pytest.raises(DmRulesError, match="two of the results"):
        merge([sample_result(), sample_result()])
    forced = sample_result()
    forced.forced = "dmps"
    with pytest.raises(DmRulesError, match="force"):
        merge([split(sample_result(), 2)[0], forced])


def test_load_result_says_what_is_wrong(tmp_path: Path) -> None:
    with pytest.raises(DmRulesError, match="no such"):
        load_result(tmp_path / "missing.json")
    (tmp_path / "bad.json").write_text("[1, 2")
    with pytest.raises(DmRulesError, match="not readable JSON"):
        load_result(tmp_path / "bad.json")


@pytest.mark.parametrize("fmt", ["markdown", "json", "junit", "html", "rich"])
def test_merge_on_the_command_line_writes_any_format(tmp_path: Path, fmt: str) -> None:
    files = []
    for n, part in enumerate(split(sample_result(), 2)):
        files.append(str(tmp_path / f"shard{n}.json"))
        Path(files[-1]).write_text(json.dumps(part.to_json(), ensure_ascii=False), encoding="utf-8")
    out = tmp_path / f"report.{fmt}"
    assert main(["merge", *files, "--format", fmt, "--out", str(out)]) == 1  # the sample has a failure
    text = out.read_text(encoding="utf-8")
    assert "DMPS-ZONE-01" in text
    if fmt == "json":
        assert RunResult.from_json(json.loads(text)).to_json() == sample_result().to_json()
