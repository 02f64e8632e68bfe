"""Waiting effects in the battle zone: the engine pieces the trigger-order scenarios rely on."""

from __future__ import annotations

from engine.game import Game
from engine.kernel.registry import run_effects
from engine.mechanics.filters import races_of
from engine.model.cards import Effect
from engine.model.objects import Zone
from engine.policies.profiles import get_profile
from tests.conftest import new_game


def order(g: Game) -> list[str]:
    return [f"{w.source}: {w.ability}" for w in g.trace.resolutions()]


def test_a_static_ability_adds_a_race_to_your_creatures_only() -> None:
    g = new_game("dmps")
    mine = g.board.creature("A", ["予言者クルト"])
    theirs = g.board.creature("B", ["予言者クルト"])
    g.board.creature("A", ["シータ・トゥレイト", "聖域の守護者フォボス・エレインγ"])
    assert "サバイバー" in races_of(g, mine)
    assert "サバイバー" not in races_of(g, theirs)


def test_a_leave_filter_on_the_destination() -> None:
    g = new_game("dmps")
    flyer = g.board.creature("A", ["飛行男"])
    g.remove_together([flyer], Zone.HAND, "bounce")
    assert g.trace.resolutions() == []
    flyer = g.board.creature("A", ["飛行男"])
    g.destroy([flyer])
    g.settle()
    assert order(g) == ["飛行男: discard"]


def test_by_summon_triggers_on_a_summon_only() -> None:
    g = new_game("dmps")
    g.board.cards("A", Zone.MANA, ["予言者リュゾル"] * 11)
    g.board.creature("B", ["予言者クルト"])
    card = g.board.cards("A", Zone.HAND, ["「修羅」の頂 VAN・ベートーベン"])[0]
    g.put(card, Zone.BATTLE, from_zone=Zone.HAND)
    assert g.trace.resolutions() == [] and len(g.state.players["B"].battle) == 1
    card = g.board.cards("A", Zone.HAND, ["「修羅」の頂 VAN・ベートーベン"])[0]
    g.summon("A", card)
    assert order(g) == ["「修羅」の頂 VAN・ベートーベン: bounce all"] and g.state.players["B"].battle == []


def test_metamorph_grants_its_ability_only_with_seven_mana_cards() -> None:
    g = new_game("dmps")
    g.board.creature("A", ["粛清者モーリッツ"])
    g.board.creature("B", ["予言者クルト"])
    g.board.cards("A", Zone.MANA, ["予言者リュゾル"] * 6)
    g.put(g.board.cards("A", Zone.HAND, ["予言者リュゾル"])[0], Zone.BATTLE)
    assert g.trace.resolutions() == []
    g.board.cards("A", Zone.MANA, ["予言者リュゾル"])
    g.put(g.board.cards("A", Zone.HAND, ["予言者リュゾル"])[0], Zone.BATTLE)
    assert order(g) == ["粛清者モーリッツ: tap"] and g.state.players["B"].battle[0].tapped


def test_the_ranks_each_profile_gives() -> None:
    g = new_game("dmps")
    g.board.creature("A", ["知識の精霊ロードリエス"])
    g.put_into_battle("A", g.board.cards("A", Zone.HAND, ["光輪の精霊 ピカリエ"]), "effect")
    waiting = g.state.waiting.as_list()
    ranks = {w.ability_name: g.profile.ordering.classify(g, w) for w in waiting}
    assert ranks == {"draw 1": "enters", "your blocker entered": "other"}
    old = get_profile("dmps-old").ordering
    assert {w.ability_name: old.classify(g, w) for w in waiting} == {
        "draw 1": "enters", "your blocker entered": "your creature enters"}
    assert get_profile("tcg").ordering.classify(g, waiting[0]) == "none (the players choose)"


def test_put_from_the_zone_of_the_creature_just_moved_with_cost_up_to_its_size() -> None:
    g = new_game("dmps")
    rose = g.board.creature("A", ["薔薇の使者"])
    g.board.cards("A", Zone.MANA, ["予言者リュゾル"] * 4)
    g.effect("A", Effect("mana send", {"target": {"player": "any"}}),
             Effect("put from zone", {"zone": "mana zone", "player": "moved", "count": "up to 1",
                                      "filter": {"max cost": "cards in zone"}}))
    # 5 cards: 薔薇の使者 (cost 6) is too dear, a 予言者リュゾル (cost 2) comes out
    assert rose not in g.state.players["A"].battle
    assert [c.name for c in g.state.players["A"].battle] == ["予言者リュゾル"]


def test_put_every_matching_card_and_a_random_search() -> None:
    g = new_game("dmps")
    g.board.cards("A", Zone.GRAVEYARD, ["暗黒巨兵マギン", "予言者リュゾル", "暗黒巨兵マギン"])
    run_effects(g, "A", (Effect("put from zone", {"zone": "graveyard", "count": "all",
                                                  "filter": {"race": "デーモン・コマンド"}}),), None)
    assert [c.name for c in g.state.players["A"].battle] == ["暗黒巨兵マギン", "暗黒巨兵マギン"]
    g.board.cards("A", Zone.DECK, ["デーモン・ハンド"])
    run_effects(g, "A", (Effect("put from zone", {"zone": "deck", "to": "hand", "pick": "random",
                                                  "filter": {"creature": False, "type": "spell"}}),), None)
    assert [c.name for c in g.state.players["A"].hand] == ["デーモン・ハンド"]


def test_reveal_top_puts_only_a_cheaper_creature() -> None:
    g = new_game("dmps")
    orbis = g.board.creature("A", ["雲上の精霊オービスγ"])
    chain = Effect("reveal top", {"filter": {"cheaper than this": True}, "then": "battle zone", "else": "top"})
    g.board.deck_top("A", ["キング・ムーγ"])  # cost 6 < 7
    run_effects(g, "A", (chain,), None, orbis)
    assert [c.name for c in g.state.players["A"].battle] == ["雲上の精霊オービスγ", "キング・ムーγ"]
    g.board.deck_top("A", ["宇宙巨匠ゼノン・ダヴィンチ"])  # cost 11
    run_effects(g, "A", (chain,), None, orbis)
    assert g.state.players["A"].deck[0].name == "宇宙巨匠ゼノン・ダヴィンチ"


def test_that_creature_is_the_one_the_event_concerns() -> None:
    g = new_game("dmps")
    g.board.creature("A", ["封魔フォラス"])
    g.put(g.board.cards("A", Zone.HAND, ["予言者クルト"])[0], Zone.BATTLE)
    assert order(g) == ["封魔フォラス: destroy it"]
    assert [c.name for c in g.state.players["A"].battle] == ["封魔フォラス"]
    assert [c.name for c in g.state.players["A"].graveyard] == ["予言者クルト"]


def test_granted_abilities_follow_the_grantors_left_to_right_after_the_own_text() -> None:
    g = new_game("dmps")
    for name in ("聖域の守護者フォボス・エレインγ", "龍聖大河・L・デストラーデ", "キング・ムーγ"):
        g.board.creature("A", [name])
    g.board.creature("B", ["予言者クルト"])
    g.board.creature("B", ["アクア・ビークル"])
    g.board.empty_deck("A")
    g.board.cards("A", Zone.DECK, ["デーモン・ハンド"] * 5)
    g.put(g.board.cards("A", Zone.HAND, ["雲上の精霊オービスγ"])[0], Zone.BATTLE)
    assert order(g) == ["雲上の精霊オービスγ: freeze", "雲上の精霊オービスγ: random spell search",
                        "雲上の精霊オービスγ: chain", "雲上の精霊オービスγ: bounce"]
