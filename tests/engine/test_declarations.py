"""Declared abilities (使用宣言) and the non-turn player's trigger timing (engine.mechanics.declarations):
the dated declaration forks, waiting shields while declaring, and a declared ability is used."""

from __future__ import annotations

import pytest

from engine.catalog.loader import default_catalog
from engine.mechanics.declarations import declare_kind
from engine.mechanics.queries import counted_shields
from engine.model.events import Event
from engine.model.objects import Zone
from engine.model.trace import Declared, Resolved, TriggerBarred
from engine.policies.declaration_timing import (
    BY_DECLARATION,
    DMPS_DECLARATIONS,
    DMPS_OLD_DECLARATIONS,
    TCG_DECLARATIONS,
    TCG_DECLARATIONS_2021_06,
    TCG_DECLARATIONS_2022_08,
)
from engine.policies.profiles import get_profile
from engine.policies.waiting_shields import COUNTED, NOT_COUNTED
from steps.runtime.world import FILLER
from tests.conftest import new_game


def test_declaration_kind_comes_from_the_trigger() -> None:
    cat = default_catalog()
    assert declare_kind(cat.get("刀の3号 カツえもん剣").abilities[0]) == "revolution change"
    assert declare_kind(cat.get("刀の3号 カツえもん剣").abilities[1]) == ""
    assert declare_kind(cat.get("剛撃無双カンクロウ").abilities[0]) == "revenge chance"


def test_profiles_fork_on_declarations() -> None:
    assert get_profile("tcg").declarations is TCG_DECLARATIONS
    assert get_profile("dmps").declarations is DMPS_DECLARATIONS
    assert get_profile("dmps-old").declarations is DMPS_OLD_DECLARATIONS
    assert TCG_DECLARATIONS.non_turn_player == BY_DECLARATION
    assert TCG_DECLARATIONS.up_front("revolution 0 trigger")
    assert DMPS_DECLARATIONS.up_front("invasion") and not DMPS_DECLARATIONS.up_front("revolution 0 trigger")
    assert not DMPS_OLD_DECLARATIONS.up_front("revenge chance") and DMPS_OLD_DECLARATIONS.one_at_a_time
    g = new_game("dmps")
    assert DMPS_DECLARATIONS.looks_again(g, Event("turn ended", "A"))
    assert not DMPS_DECLARATIONS.looks_again(g, Event("attacked", "A"))
    assert TCG_DECLARATIONS.looks_again(g, Event("attacked", "A"))


def test_dmps_ranks_a_declared_special_before_the_battle_zone() -> None:
    g = new_game("dmps", script=[("A", "declare", "刀の3号 カツえもん剣")])
    g.board.creature("A", ["火ノ鳥カゲキリ", "クック・ポロン"])
    g.board.cards("A", Zone.HAND, ["刀の3号 カツえもん剣"])
    g.board.cards("B", Zone.SHIELDS, [FILLER] * 2)
    g.attack(g.state.players["A"].battle[0], "B")
    first = g.trace.resolutions()[0]
    assert (first.source, first.special, first.choice_rank) == ("刀の3号 カツえもん剣", "revolution change", 0)
    katsuemon = g.state.players["A"].battle[0]
    assert katsuemon.name == "刀の3号 カツえもん剣" and katsuemon.tapped
    assert [c.name for c in g.state.players["A"].hand] == ["火ノ鳥カゲキリ", "クック・ポロン"]
    assert any(e.kind == "declare" for e in g.trace.entries)


def test_an_undeclared_ability_does_not_wait() -> None:
    g = new_game("tcg")
    g.board.creature("A", ["火ノ鳥カゲキリ", "クック・ポロン"])
    g.board.cards("A", Zone.HAND, ["刀の3号 カツえもん剣"])
    g.board.cards("B", Zone.SHIELDS, [FILLER] * 2)
    g.attack(g.state.players["A"].battle[0], "B")
    assert [w.source for w in g.trace.resolutions()] == ["火ノ鳥カゲキリ"]
    assert g.state.players["A"].battle[0].name == "火ノ鳥カゲキリ"


@pytest.mark.parametrize(("profile", "used"), [("tcg", True), ("dmps", False)])
def test_declared_ability_of_the_non_turn_player_sees_the_hand_later_only_under_tcg(profile: str, used: bool) -> None:
    g = new_game(profile, script=[("B", "declare", "革命の鉄拳")])
    g.board.creature("A", ["魔の革命 デス・ザ・ロスト", "うごめく者ボーン・グール"])
    g.board.cards("B", Zone.SHIELDS, ["革命の鉄拳"])
    g.board.deck_top("B", ["グラディアン・レッド・ドラゴン"])
    g.attack(g.state.players["A"].battle[0], "B")
    assert any(w.source == "革命の鉄拳" for w in g.trace.resolutions()) is used
    assert g.state.game_over is not used


def test_older_dmps_offers_each_kankurou_as_it_resolves() -> None:
    g = new_game("dmps-old")
    g.board.creature("A", ["天海の精霊シリウス"])
    g.board.cards("B", Zone.HAND, ["剛撃無双カンクロウ", "剛撃無双カンクロウ"])
    g.end_turn()
    assert [w.ability for w in g.trace.resolutions()[:3]] == ["revenge chance", "enters", "revenge chance"]
    assert [c.name for c in g.state.players["B"].hand].count("剛撃無双カンクロウ") == 1


def test_invasion_zero_needs_a_creature_put_without_paying_this_turn() -> None:
    g = new_game("dmps", script=[("B", "declare", "ZEROの侵略 ブラックアウト")])
    g.board.cards("B", Zone.HAND, ["ZEROの侵略 ブラックアウト"])
    g.end_turn()
    assert not g.state.players["B"].battle
    g = new_game("dmps", script=[("B", "declare", "ZEROの侵略 ブラックアウト")])
    g.board.cards("B", Zone.HAND, ["ZEROの侵略 ブラックアウト"])
    g.board.cards("A", Zone.HAND, [FILLER])
    g.put_into_battle("A", [g.state.players["A"].hand[0]], "effect", from_zone=Zone.HAND)
    g.end_turn()
    assert [cr.name for cr in g.state.players["B"].battle] == ["ZEROの侵略 ブラックアウト"]


def test_a_dragheart_fortress_is_no_creature_for_state_based_actions() -> None:
    g = new_game("dmps")
    g.board.creature("A", ["真聖教会 エンドレス・ヘブン"])
    g.settle()
    assert [cr.name for cr in g.state.players["A"].battle] == ["真聖教会 エンドレス・ヘブン"]


def test_dated_declaration_policies() -> None:
    ended, attacked = Event("turn ended", "A"), Event("attacked", "A")
    assert TCG_DECLARATIONS.declarable_unmet("ninja strike", attacked)
    assert not TCG_DECLARATIONS.declarable_unmet("invasion zero", ended)
    assert not TCG_DECLARATIONS_2022_08.declarable_unmet("ninja strike", attacked)
    assert TCG_DECLARATIONS_2021_06.declarable_unmet("invasion zero", ended)
    g = new_game("tcg")
    assert not TCG_DECLARATIONS_2021_06.looks_again(g, ended) and TCG_DECLARATIONS.looks_again(g, ended)
    assert get_profile("tcg").declarations is TCG_DECLARATIONS
    assert get_profile("tcg-2021").declarations is TCG_DECLARATIONS
    assert get_profile("tcg-2020").declarations is TCG_DECLARATIONS_2021_06


def test_invasion_zero_declared_as_the_turn_ends_before_2021_06_24() -> None:
    for profile, first in (("tcg", "turn end"), ("tcg-2020", "declare")):
        g = new_game(profile, script=[("B", "declare", "ZERO ハンド")])
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
        g = new_game(profile, script=[("B", "declare", "光牙忍ハヤブサマル")])
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
        g = new_game(profile, script=[("B", "use shield trigger", "use デーモン・ハンド")])
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

    g = new_game("tcg", script=[("A", "use optional", "skip")])
    card = g.board.cards("A", Zone.HAND, [FILLER])[0]
    ab = Ability(kind="triggered", text="t", optional=True, effects=(Effect("draw", {"n": 1}),),
                 trigger=Trigger("opponent creature attacks", {"from": "hand", "declare": "ninja strike"}))
    w = Waiting(1, "A", ab, 0, Event("attacked", "B"), card, None, "hand", 0, False, special="ninja strike")
    resolve_waiting(g, w)
    assert len(g.state.players["A"].hand) == 2
