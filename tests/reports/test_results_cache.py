"""The results cache of ``dmrules verify`` (reports/model/run_cache.py): a cached record is what a fresh
run records; an edited scenario runs again alone; edited code (a card, an engine module) runs
everything again; a corrupt cache file is a note, never an error; the cache is plain JSON."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest

from reports.model.run_cache import (
    CACHE_FOLDER,
    CodeDigests,
    ResultsCache,
    attribution_key,
    files_digest,
    run_key,
    scenario_material,
)
from reports.plugin.plan import bdd_feature, plan
from tests.cli.test_verify import comparable
from tests.helpers import ROOT
from tests.helpers.projects import dmrules, make_project

FILE = "mana/pool.feature"  # ten ordinary scenarios


def record(**changes: Any) -> dict[str, Any]:
    """A record as the plugin writes it (reports/plugin/hooks.py: build_record)."""
    return {"feature": FILE, "line": 9, "scenario": "s", "description": "", "example": "", "tags": [], "ids": [],
            "profile": "tcg", "status": "passed", "detail": "", "observations": [], "outcome": "", "trace": ["1 x"],
            "records": [], "steps": [], "duration": 0.01, **changes}


CODE = CodeDigests("runs-code", "attribution-code")


def test_a_record_put_and_saved_is_read_back_by_a_new_cache(tmp_path: Path) -> None:
    cache = ResultsCache(tmp_path, CODE)
    cache.put_record(FILE, "k1", record())
    cache.put_attribution(FILE, "a1", {"base": "tcg"})
    assert cache.save() == 1
    files = list((tmp_path / CACHE_FOLDER).iterdir())
    assert len(files) == 1 and json.loads(files[0].read_text(encoding="utf-8"))["format"] == "dmrules-cache"
    again = ResultsCache(tmp_path, CODE)
    assert again.record(FILE, "k1") == record() and again.record(FILE, "k2") is None
    assert again.attribution(FILE, "a1") == {"base": "tcg"}


def test_a_run_that_stopped_on_an_internal_error_is_not_kept(tmp_path: Path) -> None:
    cache = ResultsCache(tmp_path, CODE)
    cache.put_record(FILE, "k1", record(status="error", detail="internal error: MemoryError"))
    assert cache.record(FILE, "k1") is None


def test_a_cache_written_by_other_code_holds_nothing(tmp_path: Path) -> None:
    cache = ResultsCache(tmp_path, CODE)
    cache.put_record(FILE, "k1", record())
    cache.save()
    assert ResultsCache(tmp_path, CodeDigests("other", "other")).record(FILE, "k1") is None


@pytest.mark.parametrize("damage", [
    lambda text: text[: len(text) // 2],  # cut short
    lambda text: "[]",  # not a cache file
    lambda text: text.replace('"status": "passed"', '"status": "maybe"'),  # a record of another shape
])
def test_a_corrupt_cache_file_is_ignored_with_a_note_and_written_again(tmp_path: Path, damage: Any) -> None:
    cache = ResultsCache(tmp_path, CODE)
    cache.put_record(FILE, "k1", record())
    cache.save()
    path = cache.path(FILE)
    path.write_text(damage(path.read_text(encoding="utf-8")), encoding="utf-8")
    notes: list[str] = []
    again = ResultsCache(tmp_path, CODE, note=notes.append)
    assert again.record(FILE, "k1") is None
    assert len(notes) == 1 and str(path) in notes[0] and "ignored" in notes[0]
    again.put_record(FILE, "k1", record())
    again.save()
    assert ResultsCache(tmp_path, CODE).record(FILE, "k1") == record()


def test_the_keys_change_with_the_scenario_the_profile_and_the_forced_profile(tmp_path: Path) -> None:
    path = tmp_path / "mana" / "pool.feature"
    path.parent.mkdir()
    shutil.copy(ROOT / "features" / FILE, path)
    first = plan([path])[0]
    material = scenario_material(first.scenario, first.example)
    key = run_key(CODE, material, "tcg", None)
    assert key == run_key(CODE, scenario_material(plan([path])[0].scenario, ""), "tcg", None)
    assert len({key, run_key(CODE, material, "dmps", None), run_key(CODE, material, "tcg", "dmps"),
                run_key(CodeDigests("x", "y"), material, "tcg", None),
                attribution_key(CODE, material, "tcg", "dmps")}) == 5
    step = first.scenario.steps[-1]
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    lines[step.line_number - 1] = lines[step.line_number - 1].replace(step.name, "a step edited")
    path.write_text("".join(lines), encoding="utf-8")
    edited = plan([path])
    assert edited[0].scenario.steps[-1].name == "a step edited"  # parsed again: the file changed
    assert run_key(CODE, scenario_material(edited[0].scenario, ""), "tcg", None) != key
    others = [run_key(CODE, scenario_material(p.scenario, p.example), "tcg", None) for p in edited[1:]]
    shutil.copy(ROOT / "features" / FILE, path)
    assert others == [run_key(CODE, scenario_material(p.scenario, p.example), "tcg", None) for p in plan([path])[1:]]


def test_editing_a_card_or_an_engine_module_changes_the_code_digest(tmp_path: Path) -> None:
    packages = tmp_path / "packages"
    for rel, text in {"engine/game.py": "x = 1\n", "engine/catalog/cards/basic.yaml": "- name: A\n  power: 1000\n",
                      "steps/library/board.py": "y = 1\n", "reports/plugin/hooks.py": "z = 1\n"}.items():
        (packages / rel).parent.mkdir(parents=True, exist_ok=True)
        (packages / rel).write_text(text, encoding="utf-8")
    project = tmp_path / "project"
    project.mkdir()
    before = CodeDigests.of(project, packages)
    assert CodeDigests.of(project, packages) == before
    (packages / "engine" / "catalog" / "cards" / "basic.yaml").write_text("- name: A\n  power: 2000\n")
    card = CodeDigests.of(project, packages)
    (packages / "engine" / "game.py").write_text("x = 2\n")
    engine = CodeDigests.of(project, packages)
    (packages / "engine" / "__pycache__").mkdir()
    (packages / "engine" / "__pycache__" / "game.cpython-311.pyc").write_bytes(b"\0")  # not code that is read
    assert CodeDigests.of(project, packages) == engine
    assert len({before.runs, card.runs, engine.runs}) == 3
    assert len({before.attributions, card.attributions, engine.attributions}) == 3


def test_the_code_digest_covers_the_catalog_the_engine_and_the_steps() -> None:
    assert files_digest([ROOT / "engine"], ROOT) != files_digest([ROOT / "engine" / "game.py"], ROOT)
    from reports.model.run_cache import RUN_CODE

    assert {"engine", "steps", "reports/plugin"} <= set(RUN_CODE)


# ------------------------------------------------------------------ end to end
@pytest.fixture
def project(tmp_path: Path) -> Path:
    return make_project(tmp_path, [FILE])


def verify(project: Path, name: str, *args: str) -> tuple[dict[str, Any], dict[str, Any], str]:
    """``dmrules verify`` on the snapshot: (its JSON results, its --profile-time figures, its stderr)."""
    out, timing = project / f"{name}.json", project / f"{name}-time.json"
    proc = dmrules(project, "verify", *args, "--format", "json", "--out", str(out), "--profile-time", str(timing))
    assert out.exists() and timing.exists(), proc.stderr + proc.stdout
    return (json.loads(out.read_text(encoding="utf-8")), json.loads(timing.read_text(encoding="utf-8")),
            proc.stderr)


def test_a_second_run_takes_every_run_from_the_cache_and_records_what_a_fresh_run_does(project: Path) -> None:
    fresh, fresh_time, _ = verify(project, "fresh", "--no-cache")
    first, first_time, _ = verify(project, "first")  # --no-cache neither reads nor writes: this one runs
    assert first_time["runs"] == fresh_time["runs"] == 50 and first_time["cached"] == 0
    second, second_time, _ = verify(project, "second")
    assert second_time["runs"] == 0 and second_time["cached"] == 50
    assert comparable(second) == comparable(first) == comparable(fresh)
    assert comparable(second)["attribution"] == comparable(fresh)["attribution"]  # attributions from the cache too


def test_an_edited_scenario_runs_again_alone_and_a_corrupt_cache_is_a_note(project: Path) -> None:
    verify(project, "warm")
    path = project / "features" / FILE
    text = path.read_text(encoding="utf-8")
    first = next(iter(bdd_feature(path).scenarios))
    path.write_text(text.replace(f"Scenario: {first}", f"Scenario: {first} (renamed)", 1), encoding="utf-8")
    try:
        edited, timing, _ = verify(project, "edited")
        assert timing["runs"] == 5 and timing["cached"] == 45
        assert any(s["scenario"] == f"{first} (renamed)" for s in edited["scenarios"])
    finally:
        path.write_text(text, encoding="utf-8")
    for cached in (project / CACHE_FOLDER).iterdir():
        cached.write_text("{not json", encoding="utf-8")
    again, timing, err = verify(project, "after-corruption")
    assert timing["cached"] == 0 and timing["runs"] == 50
    assert "ignored the cache file" in err
    assert comparable(again)["scenarios"] == comparable(verify(project, "clean", "--no-cache")[0])["scenarios"]
