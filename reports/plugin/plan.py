"""The runs a selection makes, known before pytest collects anything: each selected scenario (each row
of an outline) rendered as pytest-bdd renders it, chosen as the plugin chooses (:class:`~reports.plugin.
hooks.Chooser`, the shard split), so ``dmrules verify`` can count its runs, look them up in the results
cache and hand pytest only the ones it must run."""

from __future__ import annotations

import os
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pytest_bdd.feature import features as bdd_features
from pytest_bdd.feature import get_feature
from pytest_bdd.parser import Feature, Scenario

from reports.model.results import scenario_uid
from reports.model.shards import parse_shard, pick_shard
from reports.plugin.hooks import Chooser
from steps.runtime.runner import example_text


@dataclass(frozen=True)
class Planned:
    """One selected scenario (an outline's row), to run under every selected profile."""

    path: Path  # its feature file
    scenario: Scenario  # rendered: background first, the row filled in
    example: str  # the Examples row as the results name it ("" for a plain scenario)
    template: str  # the name as written (an outline's, placeholders and all): the shard split's

    @property
    def feature(self) -> str:
        """The feature file under features/, as the records name it."""
        return str(self.scenario.feature.rel_filename)

    @property
    def line(self) -> int:
        return int(self.scenario.line_number)

    @property
    def spot(self) -> tuple[str, int, str]:
        """(feature, line, example): what a record says of the scenario it ran."""
        return self.feature, self.line, self.example


_STAMPS: dict[str, tuple[int, int]] = {}


def bdd_feature(path: Path) -> Feature:
    """The feature file as pytest-bdd parses it for ``scenarios()`` (its cache, shared with the run
    that follows), parsed again when the file changed since."""
    full = os.path.abspath(path)
    st = os.stat(full)
    stamp = (st.st_mtime_ns, st.st_size)
    if _STAMPS.get(full) != stamp:
        bdd_features.pop(full, None)
        _STAMPS[full] = stamp
    return get_feature(os.path.dirname(full), os.path.basename(full))


def plan(files: Iterable[Path], tags: str | None = None, name: str | None = None, paths: Iterable[str] = (),
         shard: str | None = None) -> list[Planned]:
    """The runs of the scenarios of ``files`` that the selection keeps (``paths``: absolute FILE,
    FOLDER or FILE:LINE, as ``--dmrules-features`` takes them), in the files' order."""
    chooser = Chooser.from_options(tags, name, ",".join(paths) or None)
    out: list[Planned] = []
    for path in files:
        feature = bdd_feature(path)
        for template in feature.scenarios.values():
            if chooser is not None and not chooser.keeps(template):
                continue
            contexts: list[dict[str, Any]] = [c for ex in template.examples for c in ex.as_contexts()] or [{}]
            out += [Planned(path, template.render(c), example_text(c), template.name) for c in contexts]
    if shard:
        index, count = parse_shard(shard)
        chosen = pick_shard([scenario_uid(p.feature, p.template, p.example) for p in out], index, count)
        out = [p for p in out if scenario_uid(p.feature, p.template, p.example) in chosen]
    return out


def locations(todo: list[Planned], planned: list[Planned], whole_files: bool = True) -> list[str]:
    """``--dmrules-features`` paths that select the scenarios of ``todo`` (a part of ``planned``): a
    whole file where all its planned scenarios are to run (``whole_files``: the selection has no
    shard, which would leave some out), else each scenario's FILE:LINE."""
    by_file: dict[Path, set[int]] = {}
    for p in planned:
        by_file.setdefault(p.path, set()).add(p.line)
    wanted: dict[Path, set[int]] = {}
    for p in todo:
        wanted.setdefault(p.path, set()).add(p.line)
    out: list[str] = []
    for path, lines in wanted.items():
        full = os.path.abspath(path)
        out += [full] if whole_files and lines == by_file[path] else [f"{full}:{line}" for line in sorted(lines)]
    return out
