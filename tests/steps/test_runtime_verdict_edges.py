"""The verdict machinery at its edges (mutation testing, ``tox -e mutation``, runs these against every mutant):
a misspelt profile, the profiles a step speaks for, a nested claim's arguments, what a "some order" verdict
saw, whether a verdict varies with the players' choices, an exploration stopped at its limit, and card
lists written with "then"."""

from __future__ import annotations

import pytest

from engine import explorer
from engine.model.errors import UnknownProfileError
from engine.policies.profiles import PROFILES, get_profile
from steps.library import choices
from steps.runtime.refs import card_names
from steps.runtime.runner import classify, spoken_for
from steps.runtime.status import Status
from steps.runtime.verdicts import claim_of, profiles_spoken_for, quantified
from steps.runtime.world import World
from tests.helpers.scenario_runs import last, play, scenario

# ヘブンズ・ゲート puts two creatures whose "enters" abilities both wait (heavens_gate.feature): under tcg
# their order is the turn player's choice, left open by this script.
GATE = ("Given it is player A's turn",
        "Given player A's deck has 10 cards",
        "Given player A's hand holds: 光輪の精霊 ピカリエ, 神門の精霊エールフリート, ヘブンズ・ゲート",
        "Given player A will choose 光輪の精霊 ピカリエ then 神門の精霊エールフリート to put into the battle zone",
        "When player A casts ヘブンズ・ゲート without paying its cost")


# ------------------------------------------------------------------ a misspelt profile
@pytest.mark.parametrize("line", [
    "Then under tcgg player A can summon 爆炎野郎ジョー: it is fine",
    "Then tcggでは、プレイヤーAは爆炎野郎ジョーを召喚できる: 問題ない",
], ids=["en", "ja"])
def test_a_misspelt_profile_is_the_scenarios_error_even_where_the_claim_is_wrong_too(line: str) -> None:
    """A verdict naming no profile cannot run under any profile (steps.runtime.runner.CANNOT_RUN): the error
    names the profile, in English as in Japanese, even where the claim would stop the run itself (a reason
    goes with "cannot" only). Before, the English step read the claim first and the scenario was reported
    "failed" under every profile, for the claim's mistake."""
    world = World(get_profile("tcg"))
    play(world, "Given it is player A's turn")
    play(world, "Given player A's hand holds: 爆炎野郎ジョー")
    with pytest.raises(UnknownProfileError, match="unknown profile 'tcgg'") as raised:
        play(world, line)
    assert classify(world, raised.value, spoken_for([line.split(" ", 1)[1]]))[0] is Status.error


def test_every_profile_is_every_profile_in_either_language() -> None:
    """``under every profile`` and ``全プロファイルでは`` name all the profiles: the verdict is asserted under each."""
    lines = ("Given it is player A's turn", "Then under every profile the game goes on",
             "Then 全プロファイルでは、ゲームは続く")
    for profile in ("tcg", "dmps-old"):
        world = scenario(profile, *lines)
        assert [(o.profiles, o.asserted) for o in world.observations] == [(list(PROFILES), True)] * 2


# ------------------------------------------------------------------ which profiles a step speaks for
def test_a_step_naming_an_unknown_profile_still_speaks_for_each_name_as_written() -> None:
    """The runner asks which profiles a scenario speaks for before any step runs: a list with a name that is
    no profile is split as the step writes it (``and``, ``,``, ``と``, ``、``), each name kept as written."""
    assert profiles_spoken_for("under tcg and DMPX the game goes on") == ["tcg", "DMPX"]
    assert profiles_spoken_for("under tcg, dmpx the game goes on") == ["tcg", "dmpx"]
    assert profiles_spoken_for("TCGとDMPXでは、ゲームは続く") == ["TCG", "DMPX"]
    assert profiles_spoken_for("tcg、dmpxでは、ゲームは続く") == ["tcg", "dmpx"]
    assert profiles_spoken_for("under TCG and DMPS the game goes on") == ["tcg", "dmps"]
    assert profiles_spoken_for("player A draws 1 card") == []


# ------------------------------------------------------------------ nested claims
def test_a_nested_claim_reads_its_arguments_in_nfkc_as_a_step_does() -> None:
    """``in some order of the waiting effects, <claim>`` evaluates a claim as its own step would read it: a
    number typed full-width (``２``) is the number 2."""
    found = claim_of('player A had ２ options for "block"')
    assert found is not None
    fn, kwargs = found
    assert fn is choices.option_count and kwargs == {"player": "A", "n": "2", "kind": "block"}


def test_a_claim_no_order_reaches_names_what_the_orders_showed() -> None:
    """``in some order ..., <claim>`` that no order makes true says what every order showed instead, each once
    and sorted (``nothing`` when no order was walked); one order that shows it is enough."""
    assert quantified("some", [("2", "3"), ("1", "3"), ("2", "3")], "orders") == (
        "unreachable (seen: 1, 2)", "reachable")
    assert quantified("some", [], "orders") == ("unreachable (seen: nothing)", "reachable")
    assert quantified("some", [("2", "3"), ("３", "3")], "orders") == ("reachable", "reachable")


# ------------------------------------------------------------------ values over the players' choices
def test_a_verdict_that_walks_two_orders_varies_with_the_players_choices() -> None:
    """Two waiting effects the TCG's turn player orders: the verdict that walks the orders itself saw two
    different orders, so its value depends on the players' choices (``varies``), though it holds."""
    o = last(scenario("tcg", *GATE, "Then under tcg the waiting effects may resolve in any order"))
    assert (o.observed, o.held, o.varies) == ("any order", True, True)


def test_an_order_read_off_an_exploration_stopped_at_its_limit_says_so(monkeypatch: pytest.MonkeyPatch) -> None:
    """Past the explorer's guard the orders found are kept and the verdict says some runs are missing: it is
    not complete, though it lists one order only."""
    monkeypatch.setattr(explorer, "STATE_GUARD", 1)
    o = last(scenario("tcg", *GATE, "Then under dmps the waiting effects resolve in this order:",
                      "| source | ability |", "| 光輪の精霊 ピカリエ | draw 1 |",
                      "| 神門の精霊エールフリート | spell search |"))
    assert not o.complete and len(o.outcomes) == 1
    assert o.observed.startswith("by the players' choices (the exploration stopped at its limit")


def test_a_board_verdict_over_an_exploration_stopped_at_its_limit_says_so(monkeypatch: pytest.MonkeyPatch) -> None:
    """A verdict on the final board, where the script leaves a choice open and the exploration stops at its
    guard: one value seen, but the verdict says some runs are missing rather than that the value is fixed."""
    monkeypatch.setattr(explorer, "STATE_GUARD", 1)
    o = last(scenario("tcg", *GATE, "Then under dmps player A's battle zone holds, left to right: "
                                    "光輪の精霊 ピカリエ, 神門の精霊エールフリート"))
    assert not o.complete and o.held
    assert o.observed.startswith("by the players' choices (the exploration stopped at its limit")


# ------------------------------------------------------------------ card lists
def test_a_card_list_written_with_then_is_the_cards_in_that_order() -> None:
    """``X then Y`` (the order cards were chosen, moved or offered) is the list ``X, Y``, as catalog names."""
    world = World(get_profile("tcg"))
    assert card_names(world, "アクア・ガード then 爆炎野郎ジョー then アクア・ガード") == [
        "アクア・ガード", "爆炎野郎ジョー", "アクア・ガード"]
    assert card_names(world, "爆炎野郎ジョー, アクア・ガード then 爆炎野郎ジョー") == [
        "爆炎野郎ジョー", "アクア・ガード", "爆炎野郎ジョー"]
