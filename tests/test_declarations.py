"""Declared abilities (使用宣言) and the non-turn player's trigger timing (engine.mechanics.declarations)."""

from __future__ import annotations

import pytest

from engine.catalog.loader import default_catalog
from engine.game import Game
from engine.mechanics.declarations import declare_kind
from engine.model.decisions import Scripted
from engine.model.events import Event
from engine.model.objects import Zone
from engine.policies.declaration_timing import (
    BY_DECLARATION,
    DMPS_DECLARATIONS,
    DMPS_OLD_DECLARATIONS,
    TCG_DECLARATIONS,
)
from engine.policies.profiles import get_profile

FILLER = "予言者リュゾル"


def game(profile: str, *script: tuple[str, str, str]) -> Game:
    decider = Scripted()
    for player, kind, answer in script:
        decider.add(player, kind, answer)
    g = Game(get_profile(profile), decider=decider)
    for p in "AB":
        g.board.cards(p, Zone.DECK, [FILLER] * 10)
    return g


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
    g = game("dmps")
    assert DMPS_DECLARATIONS.looks_again(g, Event("turn ended", "A"))
    assert not DMPS_DECLARATIONS.looks_again(g, Event("attacked", "A"))
    assert TCG_DECLARATIONS.looks_again(g, Event("attacked", "A"))


def test_dmps_ranks_a_declared_special_before_the_battle_zone() -> None:
    g = game("dmps", ("A", "declare", "刀の3号 カツえもん剣"))
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
    g = game("tcg")
    g.board.creature("A", ["火ノ鳥カゲキリ", "クック・ポロン"])
    g.board.cards("A", Zone.HAND, ["刀の3号 カツえもん剣"])
    g.board.cards("B", Zone.SHIELDS, [FILLER] * 2)
    g.attack(g.state.players["A"].battle[0], "B")
    assert [w.source for w in g.trace.resolutions()] == ["火ノ鳥カゲキリ"]
    assert g.state.players["A"].battle[0].name == "火ノ鳥カゲキリ"


@pytest.mark.parametrize(("profile", "used"), [("tcg", True), ("dmps", False)])
def test_declared_ability_of_the_non_turn_player_sees_the_hand_later_only_under_tcg(profile: str, used: bool) -> None:
    g = game(profile, ("B", "declare", "革命の鉄拳"))
    g.board.creature("A", ["魔の革命 デス・ザ・ロスト", "うごめく者ボーン・グール"])
    g.board.cards("B", Zone.SHIELDS, ["革命の鉄拳"])
    g.board.deck_top("B", ["グラディアン・レッド・ドラゴン"])
    g.attack(g.state.players["A"].battle[0], "B")
    assert any(w.source == "革命の鉄拳" for w in g.trace.resolutions()) is used
    assert g.state.game_over is not used


def test_older_dmps_offers_each_kankurou_as_it_resolves() -> None:
    g = game("dmps-old")
    g.board.creature("A", ["天海の精霊シリウス"])
    g.board.cards("B", Zone.HAND, ["剛撃無双カンクロウ", "剛撃無双カンクロウ"])
    g.end_turn()
    assert [w.ability for w in g.trace.resolutions()[:3]] == ["revenge chance", "enters", "revenge chance"]
    assert [c.name for c in g.state.players["B"].hand].count("剛撃無双カンクロウ") == 1


def test_invasion_zero_needs_a_creature_put_without_paying_this_turn() -> None:
    g = game("dmps", ("B", "declare", "ZEROの侵略 ブラックアウト"))
    g.board.cards("B", Zone.HAND, ["ZEROの侵略 ブラックアウト"])
    g.end_turn()
    assert not g.state.players["B"].battle
    g = game("dmps", ("B", "declare", "ZEROの侵略 ブラックアウト"))
    g.board.cards("B", Zone.HAND, ["ZEROの侵略 ブラックアウト"])
    g.board.cards("A", Zone.HAND, [FILLER])
    g.put_into_battle("A", [g.state.players["A"].hand[0]], "effect", from_zone=Zone.HAND)
    g.end_turn()
    assert [cr.name for cr in g.state.players["B"].battle] == ["ZEROの侵略 ブラックアウト"]


def test_a_dragheart_fortress_is_no_creature_for_state_based_actions() -> None:
    g = game("dmps")
    g.board.creature("A", ["真聖教会 エンドレス・ヘブン"])
    g.settle()
    assert [cr.name for cr in g.state.players["A"].battle] == ["真聖教会 エンドレス・ヘブン"]
