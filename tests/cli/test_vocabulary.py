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
from steps.vocabulary.index import gherkin_line, known_steps
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
        if s.language == "ja":  # printed beside its English twin
            assert gherkin_line(s) in steps.stdout
        else:
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


def test_every_step_is_the_one_its_example_line_runs() -> None:
    """Where several steps match a line the last registered runs: each example must run its own step."""
    from steps.runtime.runner import StepLibrary

    library = StepLibrary()
    for step in known_steps():
        found = library.find(step.type, step.sample.partition(" ")[2])
        assert found is not None and found.parser.name == step.pattern, step.sample


def test_steps_as_json_pair_each_english_step_with_its_japanese_twin(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["steps", "--format", "json"]) == 0
    steps = json.loads(capsys.readouterr().out)
    assert {"keyword", "pattern", "language", "twin", "description", "example", "location"} <= set(steps[0])
    english = [s for s in steps if s["language"] == "en"]
    japanese = [s for s in steps if s["language"] == "ja"]
    patterns: dict[str, set[str]] = {"en": set(), "ja": set()}
    for s in steps:
        patterns[s["language"]].add(s["pattern"])
    with_twin = [s for s in english if s["twin"]]
    assert len(with_twin) >= 0.95 * len(english), [s["pattern"] for s in english if not s["twin"]]
    assert all(s["twin"] in patterns["ja"] for s in with_twin)
    assert all(s["twin"] in patterns["en"] for s in japanese), [s["pattern"] for s in japanese if not s["twin"]]
    assert all(re.fullmatch(r"steps/library/\w+\.py:\d+", s["location"]) for s in steps)


def test_steps_are_listed_beside_their_twins(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["steps", "deck is empty"]) == 0
    assert "日本語: 前提 プレイヤーAの山札は空である" in capsys.readouterr().out
    assert main(["steps", "--language", "ja", "山札は空"]) == 0
    assert "English: Given player A's deck is empty" in capsys.readouterr().out


def test_steps_i18n_lists_the_gherkin_keywords(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["steps", "--i18n", "ja"]) == 0
    out = capsys.readouterr().out
    assert "# language: ja" in out and "前提" in out and "ならば" in out and "背景" in out
    assert main(["steps", "--i18n", "xx"]) == ExitCode.USAGE


@pytest.mark.parametrize(("kind", "text", "reason"), [
    ("given", "Player A's hand holds: 青銅の鎧", "only the letter case differs from: Given player A's hand holds"),
    ("then", "紙では、プレイヤーＡの手札は１０枚", "'紙' is not a profile; the profiles: tcg"),
    ("then", "紙では、プレイヤーＡの手札は１０枚",
     "read with full-width characters as ASCII (NFKC): 紙では、プレイヤーAの手札は10枚"),
])
def test_an_unknown_step_says_why_a_near_miss_fails(kind: str, text: str, reason: str) -> None:
    from steps.vocabulary.suggestions import unknown_step_message

    message = unknown_step_message(kind, kind.capitalize(), text, "x.feature:3")
    assert reason in message
    assert "or define it" not in message  # a typo, not a new step


def test_the_glue_file_shows_every_step_with_a_standard_decorator(capsys: pytest.CaptureFixture[str]) -> None:
    """Editor extensions look for @given/@when/@then: verdicts registered by verdict() are in the glue file."""
    import ast

    assert main(["steps", "--format", "glue"]) == 0
    tree = ast.parse(capsys.readouterr().out)
    decorated = [(d.func.id, ast.literal_eval(d.args[0].args[0])) for n in tree.body if isinstance(n, ast.FunctionDef)
                 for d in n.decorator_list if isinstance(d, ast.Call) and isinstance(d.func, ast.Name)
                 and isinstance(d.args[0], ast.Call)]
    assert sorted(decorated) == sorted((s.type, s.pattern) for s in known_steps())
