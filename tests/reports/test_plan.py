"""The plan of a ``dmrules verify`` (reports/plugin/plan.py): the runs a selection makes, chosen as the plugin
chooses them (reports/plugin/hooks.py's Chooser), before pytest collects anything; and the paths a run binds."""

from __future__ import annotations

import os
from pathlib import Path

from reports.model.results import scenario_uid
from reports.model.shards import pick_shard
from reports.plugin.hooks import Wanted
from reports.plugin.plan import locations, plan
from steps.runtime.runner import parse_feature, rendered
from tests.helpers import ROOT

FEATURES = ROOT / "features"
MANA = sorted((FEATURES / "mana").glob("*.feature"))


def test_the_plan_of_a_folder_is_every_scenario_and_row_in_file_order() -> None:
    planned = plan(MANA)
    assert [(p.feature, p.scenario.name, p.example) for p in planned] == [
        (sc.feature.rel_filename, sc.name, row) for path in MANA for row, sc in rendered(parse_feature(path))]


def test_a_line_selects_the_scenario_of_that_line_or_of_one_of_its_steps() -> None:
    path = FEATURES / "mana" / "pool.feature"
    second = plan([path])[1]
    for line in (second.line, second.scenario.steps[-1].line_number):
        assert [p.spot for p in plan([path], paths=[f"{path}:{line}"])] == [second.spot]


def test_tags_and_names_select_as_the_plugin_does() -> None:
    everything = [p.spot for p in plan(MANA)]
    assert [p.spot for p in plan(MANA, tags="@mana")] == everything  # the feature's topic tag counts
    assert plan(MANA, tags="not @mana") == []
    named = plan(MANA, name="water")
    assert named and all("water" in p.scenario.name for p in named)


def test_shards_split_the_plan_as_the_plugin_splits_the_suite() -> None:
    everything = plan(MANA)
    uids = [scenario_uid(p.feature, p.template, p.example) for p in everything]
    halves = [plan(MANA, shard=f"{i}/2") for i in (1, 2)]
    assert sorted(p.spot for half in halves for p in half) == sorted(p.spot for p in everything)
    assert {scenario_uid(p.feature, p.template, p.example) for p in halves[0]} == pick_shard(uids, 1, 2)


def test_the_runs_to_do_are_handed_to_pytest_as_whole_files_or_lines() -> None:
    everything = plan(MANA)
    pool = [p for p in everything if p.feature == "mana/pool.feature"]
    assert locations(pool, everything) == [os.path.abspath(pool[0].path)]
    assert locations(pool[:2], everything) == [f"{os.path.abspath(p.path)}:{p.line}" for p in pool[:2]]
    assert locations(pool, everything, whole_files=False) == [f"{os.path.abspath(p.path)}:{p.line}" for p in pool]


def test_a_run_binds_only_the_feature_files_it_selects() -> None:
    assert Wanted([f"{FEATURES / 'mana' / 'pool.feature'}:9"]).feature_paths(FEATURES) == [
        Path(FEATURES / "mana" / "pool.feature")]
    assert Wanted([str(FEATURES / "mana")]).feature_paths(FEATURES) == [FEATURES / "mana"]
    assert Wanted([str(ROOT)]).feature_paths(FEATURES) == [FEATURES]  # the project: all of it
    assert Wanted(["/elsewhere/x.feature"]).feature_paths(FEATURES) == []


def test_each_run_is_named_as_it_starts_and_timed() -> None:
    """The progress bar names the run in progress (scenario and profile); --profile-time reads each run's CPU."""
    from reports.plugin.run import Selection, run_records

    names: list[str] = []
    done: list[int] = []
    ran = run_records(ROOT, Selection(paths=["features/mana/pool.feature"], profiles=["tcg", "dmps"]),
                      lambda n, total: done.append(n), names.append)
    assert len(names) == len(ran.records) == len(ran.timings) == 20 and done[-1] == 20
    assert names[0].startswith("features/mana/pool.feature:9 ") and names[0].endswith(" · tcg")
    assert all(t["cpu"] >= 0 and t["explorations"] == [] for t in ran.timings)
