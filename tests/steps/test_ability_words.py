"""An order table may name an ability as the trace does, by another trigger event of it, or in its
printed wording (steps/runtime/ability_words.py); `dmrules steps order` lists the trigger events."""

from __future__ import annotations

import pytest

from engine.model.errors import ScriptError
from engine.policies.profiles import get_profile
from reports.cli.main import main
from steps.runtime.ability_words import ability_named, trigger_events
from steps.runtime.world import World
from tests.helpers.scenario_runs import last, scenario

HEAVENS = "天門の精霊ヘブンズ"
LORD = "知識の精霊ロードリエス"


@pytest.mark.parametrize(("card", "written", "named"), [
    (HEAVENS, "enters", "enters"),  # the trace's name
    (HEAVENS, "this enters", "enters"),  # its trigger event
    (HEAVENS, "このクリーチャーをバトルゾーンに出した時", "enters"),  # the start of its text
    (HEAVENS, "このクリーチャーを バトルゾーンに出した時、", "enters"),  # spaces and a comma
    (LORD, "自分の「ブロッカー」を持つクリーチャーをバトルゾーンに出した時、カードを1枚引いてもよい。",
     "your blocker entered"),
    (LORD, "your creature enters", "your blocker entered"),
    (LORD, "no such ability", "no such ability"),  # kept: the verdict shows what resolved
    (LORD, "自分", "自分"),  # too short a start to name an ability
])
def test_an_ability_is_named_as_the_trace_names_it(card: str, written: str, named: str) -> None:
    assert ability_named(World(get_profile("tcg")), card, written) == named


def test_words_that_name_two_abilities_are_an_error() -> None:
    with pytest.raises(ScriptError, match="names several abilities of エンペラー・マロル"):
        ability_named(World(get_profile("tcg")), "エンペラー・マロル", "このクリーチャーが")


def test_a_wrong_ability_still_fails_the_order_table() -> None:
    world = scenario("dmps", "Given it is player A's turn", "Given player A's deck has 10 cards",
                     f"Given player A's hand holds: {LORD}, {HEAVENS}, ヘブンズ・ゲート",
                     f"Given player A will choose {LORD} then {HEAVENS} to put into the battle zone",
                     "When player A casts ヘブンズ・ゲート without paying its cost",
                     "Then under tcg the waiting effects resolve in this order:",
                     "| source | ability |", f"| {HEAVENS} | このクリーチャーが攻撃する時 |",
                     f"| {LORD} | your blocker entered |", f"| {LORD} | your blocker entered |")
    o = last(world)
    assert not o.asserted and o.observed != o.expected and "このクリーチャーが攻撃する時" in o.expected


def test_steps_order_lists_the_trigger_events(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["steps", "order"]) == 0
    out = capsys.readouterr().out
    block = out[out.index("Then under <profiles> the waiting effects resolve in this order:"):]
    listed = next(line for line in block.splitlines() if line.strip().startswith("ability:"))
    assert "printed wording" in listed and all(e in listed for e in trigger_events())
    assert {"this enters", "your creature enters"} <= set(trigger_events())
