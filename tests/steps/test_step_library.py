"""Conventions of the step library that other parts read."""

from __future__ import annotations

import inspect
import re

from steps.runtime.runner import library
from steps.vocabulary.index import gherkin_line, known_steps, markdown, pairs, value_lists
from tests.helpers.scenario_runs import registered, scenario


def test_every_step_that_scripts_an_answer_says_so_first() -> None:
    """A Given step that queues a player's answer starts its docstring with "Script": the dry run
    (reports/model/dry_run.py) reads it to accept ``stop`` (no card) as a scripted pick."""
    for ctx in registered("given"):
        func = ctx.step_func
        if "decider.add" in inspect.getsource(func):
            assert (func.__doc__ or "").lstrip().startswith("Script"), func.__qualname__


def test_examples_fill_kinds_and_modes_and_japanese_steps_speak_japanese() -> None:
    """No example shows a regex's ``^`` where a kind or a mode belongs; a Japanese step's example is
    Japanese throughout (its nested claim too); an English step's card lists use commas."""
    for s in known_steps():
        assert "^" not in s.sample, s.sample
        if s.language == "ja":
            assert not re.search(r"player [AB]'s", s.sample), s.sample
        else:
            assert "、" not in s.sample, s.sample
    samples = {s.sample for s in known_steps()}
    assert "Then dmpsでは、待機した効果のいずれかの順で、プレイヤーAの手札は2枚" in samples
    assert 'Then under dmps player A was asked to "target"' in samples
    assert 'Given player A will choose the mode "1"' in samples


def test_a_japanese_step_saying_several_english_steps_gives_each_its_line() -> None:
    """``プレイヤーAの<zone>が2枚ある`` says ``player A's <zone> has n cards`` and ``player A has n shields``;
    ``プレイヤーAの<zone>に X がある`` says ``holds:`` and ``has X``: README and ``dmrules steps`` show each
    English step with the line that says it, and that line runs it."""
    steps = known_steps()
    twins = pairs(steps)
    shown = {s.sample: [gherkin_line(t, s) for t in twins[s]] for s in steps if s.language == "en"}
    assert shown["Given player A has 2 shields"] == ["前提 プレイヤーAのシールドが2枚ある"]
    assert shown["Given player A's hand has 2 cards"] == ["前提 プレイヤーAの手札が2枚ある"]
    assert shown["Given player A's battle zone has 青銅の鎧"] == ["前提 プレイヤーAのバトルゾーンに青銅の鎧がいる"]
    before = markdown(steps).split("日本語: `前提 プレイヤーAのシールドが2枚ある`")[0]
    assert "`Given player A has n shields`" in before.splitlines()[-1]
    for s in steps:
        for _, line in s.twin_samples:
            keyword, text = line.split(" ", 1)
            found = library().find(keyword.lower(), text)
            assert found is not None and found.step_func.__name__ == s.function.rsplit(".", 1)[1], line
    world = scenario("tcg", "Given プレイヤーAの山札が2枚ある", "Given プレイヤーAのシールドが3枚ある",
                     "Given プレイヤーAの手札が4枚ある")
    player = world.game.state.players["A"]
    assert (len(player.deck), len(player.shields), len(player.hand)) == (2, 3, 4)


def test_the_words_a_kind_or_a_mode_may_be_are_listed() -> None:
    kinds, modes = value_lists([s for s in known_steps() if "kind" in s.pattern or "label" in s.pattern])
    assert kinds.startswith("<kind>: a decision") and ", target, " in kinds and ", use shield trigger, " in kinds
    assert modes.startswith("<label>: a mode") and "勇愛の天秤: discard then draw, destroy" in modes
    assert value_lists([s for s in known_steps() if s.sample == "Given it is player A's turn"]) == []
