"""A vocabulary one can find: steps by word, each with an example that it matches; nothing cut
when piped; one card by name; coverage wherever the examples file is; suggestions of the same keyword."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from engine.catalog.loader import default_catalog
from reports.cli.exit_codes import ExitCode
from reports.cli.main import main
from steps.vocabulary.index import known_steps
from steps.vocabulary.suggestions import closest, snippet
from tests.helpers import ROOT
from tests.helpers.sample_results import sample_result


def piped(*args: str, env: dict[str, str] | None = None, cwd: Path = ROOT) -> subprocess.CompletedProcess[str]:
    """``dmrules ARGS`` with its output going to a pipe, as in ``dmrules ... | grep``."""
    import os

    base = {k: v for k, v in os.environ.items() if not k.startswith(("PYTEST_", "DMRULES_", "COLUMNS"))}
    return subprocess.run([sys.executable, "-m", "reports.cli", *args], cwd=cwd, env={**base, **(env or {})},
                          text=True, capture_output=True, timeout=600)


def test_every_step_has_an_example_line_that_it_matches() -> None:
    for step in known_steps():
        keyword, _, line = step.sample.partition(" ")
        assert keyword == step.keyword and re.fullmatch(step.pattern, line), step.sample


def test_steps_word_filters_case_insensitively(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["steps", "SHIELD FORCE"]) == 0
    out = capsys.readouterr().out
    shown = re.findall(r"^(Given|When|Then) (.+)$", out, re.M)
    expected = [s for s in known_steps() if s.matches("shield force")]
    assert len(shown) == len(expected) >= 2
    assert f"{len(expected)} steps mention 'SHIELD FORCE'" in out
    assert all("shield force" in (s.pattern + s.doc).lower() for s in expected)
    assert "example: Given 青銅の鎧's shield force chose shield 2" in out
    assert main(["steps", "--keyword", "when", "attack"]) == 0
    assert set(re.findall(r"^(Given|When|Then) ", capsys.readouterr().out, re.M)) == {"When"}


def test_piped_steps_and_cards_are_never_cut() -> None:
    steps = piped("steps")
    assert steps.returncode == 0
    for s in known_steps():
        assert f"{s.keyword} {s.example}" in steps.stdout and s.sample in steps.stdout
    cards = piped("cards")
    names = [c.name for c in default_catalog()]
    assert all(any(line.startswith(name) for line in cards.stdout.splitlines()) for name in names)
    assert "…" not in steps.stdout + cards.stdout


def test_cards_name_prints_the_card(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["cards", "bronze-arm tribe"]) == 0  # an alias, any case
    out = capsys.readouterr().out
    for fact in ("青銅の鎧", "aliases: Bronze-Arm Tribe", "type: creature", "civilizations: nature", "cost: 3",
                 "power: 1000", "races: ビーストフォーク", "1. when: this enters", "do: mana from deck: 1",
                 "text: このクリーチャーがバトルゾーンに出たとき"):
        assert fact in out, fact
    dmps = next(c for c in default_catalog() if c.dmps is not None and c.dmps.abilities != c.abilities)
    assert main(["cards", dmps.name]) == 0
    out = capsys.readouterr().out
    assert "DMPS version (what differs):" in out and out.index("DMPS version") < out.rindex("text: ")


def test_an_unknown_card_name_says_did_you_mean(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["cards", "青銅の鎧X"]) == ExitCode.USAGE
    err = capsys.readouterr().err
    assert "unknown card '青銅の鎧X'; did you mean 青銅の鎧" in err and err.count("\n") == 1


def test_english_aliases_with_a_comma_stay_whole() -> None:
    card = next(c for c in default_catalog() if c.name == "暗黒の騎士ザガーン")
    assert "Zagaan, Knight of Darkness" in card.aliases


def test_coverage_finds_the_examples_through_the_environment(tmp_path: Path) -> None:
    examples = tmp_path / "examples.yaml"
    examples.write_text('- id: DMPS-MANA-01\n  seed: ["000_x.txt"]\n  section: s\n  profiles: [dmps]\n'
                       '  testable: "yes"\n', encoding="utf-8")
    results = tmp_path / "results.json"
    results.write_text(json.dumps(sample_result().to_json(), ensure_ascii=False), encoding="utf-8")
    args = ("--root", str(ROOT), "coverage", "--results", str(results), "--format", "json")
    found = piped(*args, env={"DMRULES_EXAMPLES": str(examples)}, cwd=tmp_path)
    assert found.returncode == 0, found.stderr
    assert piped(*args, env={"DMRULES_CATALOG": str(examples)}, cwd=tmp_path).stdout == found.stdout  # its former name
    ids = [e["id"] for e in json.loads(found.stdout)["entries"]]
    assert [i for i in ids if not i.startswith("qa:")] == ["DMPS-MANA-01"]
    assert "qa:41804" in ids  # the official rulings of the ledger (features/faq/rulings.yaml) follow the examples
    missing = piped(*args, env={"DMRULES_EXAMPLES": str(tmp_path / "nope.yaml")}, cwd=tmp_path)
    assert missing.returncode == ExitCode.USAGE
    assert missing.stderr.startswith("dmrules: no examples file at") and "DMRULES_EXAMPLES" in missing.stderr
    assert "Traceback" not in missing.stderr


def test_a_missing_default_examples_file_is_one_message(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("DMRULES_EXAMPLES", raising=False)
    monkeypatch.delenv("DMRULES_CATALOG", raising=False)
    for name in ("features", "scenarios"):
        (tmp_path / "project" / name).mkdir(parents=True)
    assert main(["--root", str(tmp_path / "project"), "coverage", "--results", "x.json"]) == ExitCode.USAGE
    err = capsys.readouterr().err
    assert "give --examples PATH or set DMRULES_EXAMPLES" in err and err.count("\n") == 1


def test_suggestions_for_an_unknown_step_keep_to_its_keyword() -> None:
    for step_type, text in (("when", "player A summons the card 青銅の鎧"),
                            ("then", "under dmps player A has 2 shield"), ("given", "player A's hand hold: 青銅の鎧")):
        near = closest(step_type, text)
        assert near and {s.type for s in near} == {step_type}
    code = snippet("then", "under dmps and tcg player B's graveyard has 3 cards")
    assert code.startswith('@verdict(r"player (?P<player>[AB])\'s graveyard has (?P<n>\\d+) cards")')
    assert "-> tuple[str, str]:" in code
    compile(snippet("when", "player A flips 青銅の鎧 twice"), "<snippet>", "exec")
