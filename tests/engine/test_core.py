"""The engine core: catalog errors, references, board limits, loops, scripted choices."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.catalog.loader import Catalog, default_catalog, load_file
from engine.game import Game
from engine.kernel import registry
from engine.mechanics import resolution
from engine.model.cards import Ability, CardDef, CardType, Civ, Effect, Trigger
from engine.model.decisions import Scripted
from engine.model.errors import (
    BoardLimitError,
    CardDataError,
    ScriptError,
    TriggerLoopError,
    UnknownCardError,
    UnknownProfileError,
)
from engine.model.objects import Zone
from engine.policies.profiles import get_profile
from tests.conftest import new_game


def write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "cards.yaml"
    path.write_text(text, encoding="utf-8")
    return path


def test_bad_card_data_names_file_line_and_field(tmp_path: Path) -> None:
    path = write(tmp_path, "- name: テスト\n  type: creature\n  civilizations: [fire]\n  cost: three\n  power: 1000\n")
    with pytest.raises(CardDataError) as err:
        load_file(path)
    assert str(err.value) == f"{path}:4: field 'cost': must be an integer, got 'three'"


def test_unknown_field_and_effect_suggest_the_nearest(tmp_path: Path) -> None:
    path = write(tmp_path, "- name: テスト\n  type: creature\n  civilizations: [fire]\n  cost: 1\n  powr: 1000\n")
    with pytest.raises(CardDataError, match=r"cards.yaml:5: field 'powr': unknown field; did you mean 'power'"):
        load_file(path)
    path = write(tmp_path, "- name: テスト\n  type: spell\n  civilizations: [fire]\n  cost: 1\n"
                           "  abilities:\n    - when: this cast\n      do:\n        - drow: 1\n")
    with pytest.raises(CardDataError, match=r":8: field 'do': unknown effect 'drow'; did you mean 'draw'"):
        load_file(path)


def test_malformed_yaml_is_reported_with_its_line(tmp_path: Path) -> None:
    path = write(tmp_path, "- name: テスト\n  type: [creature\n")
    with pytest.raises(CardDataError, match=r"cards.yaml:\d+: field 'yaml'"):
        load_file(path)


def test_the_project_catalog_loads() -> None:
    assert len(default_catalog()) > 10


def test_unknown_card_suggests_nearest_names() -> None:
    with pytest.raises(UnknownCardError) as err:
        default_catalog().get("青銅の鎧x")
    assert "青銅の鎧" in err.value.suggestions
    assert "did you mean" in str(err.value)


def test_unknown_profile_lists_the_known_ones() -> None:
    with pytest.raises(UnknownProfileError, match="known profiles: tcg, tcg-2021, tcg-2020, dmps"):
        get_profile("dmps2")


def test_eight_creatures_break_the_dmps_limit_but_not_tcg() -> None:
    for profile, refused in (("dmps", True), ("tcg", False)):
        g = Game(get_profile(profile))
        for _ in range(8):
            g.board.creature("A", ["予言者リュゾル"])
        if refused:
            with pytest.raises(BoardLimitError, match="battle zone holds at most 7 objects per player, player A has 8"):
                g.board.validate()
        else:
            g.board.validate()


def test_a_scripted_choice_that_is_not_legal_lists_the_options() -> None:
    decider = Scripted()
    decider.add("A", "order", "存在しない")
    with pytest.raises(ScriptError, match="the options were: a; b"):
        decider.choose("A", "order", ["a", "b"], str)


def test_an_endless_chain_of_triggers_stops_at_the_bound(monkeypatch: pytest.MonkeyPatch) -> None:
    """An ability whose effect makes its own trigger happen again is reported as a loop."""
    from engine.kernel.args import Signature
    from engine.model.events import Event

    def again(ctx: registry.Context, args: dict[str, object]) -> None:
        ctx.game.emit(Event("turn started", "A"))

    monkeypatch.setitem(registry.OPS, "again", registry.OpDef("again", again, Signature(), "test only"))
    monkeypatch.setattr(resolution, "RESOLUTION_BOUND", 50)
    looping = CardDef("ループ", CardType.CREATURE, (Civ.FIRE,), 1, power=1000, abilities=(
        Ability("triggered", "loop", trigger=Trigger("your turn starts"), effects=(Effect("again"),)),))
    catalog = Catalog([looping, default_catalog().get("予言者リュゾル")])
    g = Game(get_profile("dmps"), catalog=catalog)
    g.board.cards("A", Zone.DECK, ["予言者リュゾル"] * 3)
    g.board.cards("B", Zone.DECK, ["予言者リュゾル"] * 3)
    g.board.creature("A", ["ループ"])
    with pytest.raises(TriggerLoopError, match="stopped after 50 resolutions"):
        g.start_turn("A")


def test_a_pending_card_used_back_and_forth_forever_is_reported_as_a_loop() -> None:
    """英知の防壁 (004): both players always cast it again while it is pending; the engine reports
    a loop within REUSE_BOUND uses instead of running out of Python's stack."""
    g = new_game("tcg", script=[("A", "use optional", "use 英知の防壁"), ("B", "use optional", "use 英知の防壁")],
                 turn="A")
    spell = g.board.cards("A", Zone.HAND, ["英知の防壁"])[0]
    with pytest.raises(TriggerLoopError, match="used again while pending 12 times"):
        g.cast("A", spell, free=True)
