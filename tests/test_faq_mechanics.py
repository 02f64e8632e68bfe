"""Mechanisms the official rulings need (features/faq/): dated declaration forks, waiting
shields, a declared ability is used, and dated profiles built from several changes of a fork."""

from __future__ import annotations

from dataclasses import replace

from engine.game import Game
from engine.mechanics.queries import counted_shields
from engine.model.decisions import Scripted
from engine.model.events import Event
from engine.model.objects import Zone
from engine.model.trace import Declared, Resolved, TriggerBarred
from engine.policies.declaration_timing import TCG_DECLARATIONS, TCG_DECLARATIONS_2021_06, TCG_DECLARATIONS_2022_08
from engine.policies.profiles import TCG, RuleChange, as_of, get_profile
from engine.policies.waiting_shields import COUNTED, NOT_COUNTED

FILLER = "予言者リュゾル"


def game(profile: str, *script: tuple[str, str, str]) -> Game:
    """A game whose decks hold filler cards, with scripted answers (player, kind, answer)."""
    scripted = Scripted()
    for answer in script:
        scripted.add(*answer)
    g = Game(get_profile(profile), decider=scripted)
    g.board.cards("A", Zone.DECK, [FILLER] * 10)
    g.board.cards("B", Zone.DECK, [FILLER] * 10)
    return g


def test_dated_declaration_policies() -> None:
    ended, attacked = Event("turn ended", "A"), Event("attacked", "A")
    assert TCG_DECLARATIONS.declarable_unmet("ninja strike", attacked)
    assert not TCG_DECLARATIONS.declarable_unmet("invasion zero", ended)
    assert not TCG_DECLARATIONS_2022_08.declarable_unmet("ninja strike", attacked)
    assert TCG_DECLARATIONS_2021_06.declarable_unmet("invasion zero", ended)
    g = game("tcg")
    assert not TCG_DECLARATIONS_2021_06.looks_again(g, ended) and TCG_DECLARATIONS.looks_again(g, ended)
    assert get_profile("tcg").declarations is TCG_DECLARATIONS
    assert get_profile("tcg-2021").declarations is TCG_DECLARATIONS
    assert get_profile("tcg-2020").declarations is TCG_DECLARATIONS_2021_06


def test_the_earliest_change_after_a_date_gives_the_policy_of_its_fork() -> None:
    import engine.policies.profiles as profiles

    early = replace(TCG_DECLARATIONS, name="early")
    late = replace(TCG_DECLARATIONS, name="late")
    changes = (RuleChange("2001-01-01", "a", "declarations", early),
               RuleChange("2002-01-01", "b", "declarations", late))
    saved = profiles.RULE_CHANGES
    profiles.RULE_CHANGES = changes
    try:
        assert as_of(TCG, "2000-06-01", "x", "x", "x").declarations is early
        assert as_of(TCG, "2001-06-01", "x", "x", "x").declarations is late
        assert as_of(TCG, "2002-06-01", "x", "x", "x").declarations is TCG_DECLARATIONS
    finally:
        profiles.RULE_CHANGES = saved


def test_invasion_zero_declared_as_the_turn_ends_before_2021_06_24() -> None:
    for profile, first in (("tcg", "turn end"), ("tcg-2020", "declare")):
        g = game(profile, ("B", "declare", "ZERO ハンド"))
        g.board.creature("A", ["天獄の正義 ヘブンズ・ヘブン"])
        g.board.cards("A", Zone.HAND, ["天海の精霊シリウス"])
        g.board.cards("B", Zone.HAND, ["ZERO ハンド"])
        g.end_turn()
        kinds = [e.record.kind for e in g.trace if isinstance(e.record, (Declared, Resolved))]
        assert g.trace.of(Declared), profile
        assert (kinds[0] == "declare") == (first == "declare"), (profile, kinds)
        assert [c.name for c in g.state.players["B"].graveyard] == ["ZERO ハンド"]


def test_ninja_strike_declared_unmet_is_checked_at_resolution() -> None:
    for profile, declared in (("tcg", True), ("tcg-2020", False)):
        g = game(profile, ("B", "declare", "光牙忍ハヤブサマル"))
        g.board.creature("A", [FILLER])
        g.board.cards("B", Zone.MANA, [FILLER] * 3)
        g.board.cards("B", Zone.HAND, ["光牙忍ハヤブサマル"])
        g.board.cards("B", Zone.SHIELDS, [FILLER] * 2)
        g.attack(g.state.players["A"].battle[0], "B")
        assert bool(g.trace.of(Declared)) is declared, profile
        assert "光牙忍ハヤブサマル" in [c.name for c in g.state.players["B"].hand]


def test_waiting_shields_are_not_counted_while_declaring() -> None:
    assert get_profile("tcg").shields is NOT_COUNTED and get_profile("tcg-2021").shields is COUNTED
    for profile, barred in (("tcg", False), ("tcg-2021", True)):
        g = game(profile, ("B", "use shield trigger", "use デーモン・ハンド"))
        g.board.creature("A", ["ヤミノリミット"])
        g.board.creature("A", ["暗黒の騎士ザガーン"])
        g.board.cards("B", Zone.SHIELDS, ["デーモン・ハンド", *[FILLER] * 4])
        g.state.waiting_shields = list(g.state.players["B"].shields[:2])
        assert counted_shields(g, "B") == (5 if barred else 3)
        g.state.waiting_shields = []
        g.attack(g.state.players["A"].battle[1], "B")
        assert bool(g.trace.of(TriggerBarred)) is barred, profile
        assert counted_shields(g, "B") == 3


def test_a_declared_optional_ability_is_not_asked_again() -> None:
    """Q&A 45607: a declared ability must be used; its "may" is the declaration."""
    from engine.mechanics.resolution import resolve_waiting
    from engine.model.cards import Ability, Effect, Trigger
    from engine.model.waiting import Waiting

    g = game("tcg", ("A", "use optional", "skip"))
    card = g.board.cards("A", Zone.HAND, [FILLER])[0]
    ab = Ability(kind="triggered", text="t", optional=True, effects=(Effect("draw", {"n": 1}),),
                 trigger=Trigger("opponent creature attacks", {"from": "hand", "declare": "ninja strike"}))
    w = Waiting(1, "A", ab, 0, Event("attacked", "B"), card, None, "hand", 0, False, special="ninja strike")
    resolve_waiting(g, w)
    assert len(g.state.players["A"].hand) == 2


def test_costs_more_than_mana_filter() -> None:
    from engine.mechanics.filters import Perspective, matches

    g = game("tcg")
    g.board.cards("B", Zone.MANA, [FILLER] * 3)
    cheap, dear = g.board.cards("B", Zone.HAND, [FILLER, "アクア・サーファー"])
    f = {"costs more than mana": True}
    assert not matches(g, cheap, f, Perspective("A")) and matches(g, dear, f, Perspective("A"))
    assert matches(g, cheap, {"costs more than mana": False}, Perspective("A"))
