"""Keywords of the classic cards with a value (パワーアタッカー+n given by an effect, …), as the
engine implements them from the printed reminder texts and the comprehensive rules."""

from __future__ import annotations

from engine.catalog.loader import read_text
from engine.mechanics import combat, playing, zones
from engine.mechanics.filters import Perspective, matches
from engine.model.cards import CardDef, Effect
from engine.model.objects import Zone
from tests.conftest import new_game


def cards(text: str) -> list[CardDef]:
    return read_text(text, "test.yaml")[0]


GIVER, = cards("""
- name: 試験応援
  type: creature
  civilizations: [nature]
  cost: 5
  power: 4000
  abilities: [{static: {grant: {player: you, civilization: fire, power attacker: 3000}}}]
""")


def test_a_static_grant_of_power_attacker_adds_its_amount_while_attacking_only() -> None:
    g = new_game("tcg", GIVER)
    g.board.creature("A", ["試験応援"])
    joe = g.board.creature("A", ["爆炎野郎ジョー"])  # fire, 3000
    lizard = g.board.creature("B", ["メテオレイジ・リザード"], tapped=True)  # 5000
    assert g.power(joe) == 3000
    g.attack(joe, lizard)
    assert lizard not in g.state.players["B"].battle and joe in g.state.players["A"].battle
    assert g.power(joe) == 3000


def test_a_granted_power_attacker_adds_up_and_ends_with_the_turn() -> None:
    g = new_game("tcg")
    joe = g.board.creature("A", ["爆炎野郎ジョー"])
    for _ in range(2):
        g.effect("A", Effect("grant", {"power attacker": 1000, "target": {"player": "you", "count": "all"}}))
    assert joe.attack_power == 2000 and g.power(joe) == 3000
    g.end_turn()
    assert joe.attack_power == 0


STEALTH, LIMITED = cards("""
- name: 試験ステルス
  type: creature
  civilizations: [darkness]
  cost: 3
  power: 2000
  abilities:
  - {static: {grant: {self: true, keywords: [unblockable]}}, if: {"opponent's mana has civilization": nature}}
- name: 試験限定ブロッカー
  type: creature
  civilizations: [water]
  cost: 6
  power: 4000
  abilities: [{static: {blocker against: {filter: {civilization: [fire, nature]}}}}]
""")


def test_stealth_reads_the_opponents_mana_zone_only() -> None:
    g = new_game("tcg", STEALTH)
    sneak = g.board.creature("A", ["試験ステルス"])
    g.board.creature("B", ["シーマイン"])
    assert g.blocker_options(sneak)
    g.board.cards("A", Zone.MANA, ["フォレスト・ホーネット"])  # its own nature mana: no
    assert g.blocker_options(sneak)
    g.board.cards("B", Zone.MANA, ["フォレスト・ホーネット"])
    assert g.blocker_options(sneak) == []


def test_a_blocker_against_some_civilizations_blocks_those_attackers_only() -> None:
    g = new_game("tcg", LIMITED)
    eel = g.board.creature("B", ["試験限定ブロッカー"])
    assert g.blocker_options(g.board.creature("A", ["爆炎野郎ジョー"])) == [eel]
    assert g.blocker_options(g.board.creature("A", ["汚れた者スケルトンソルジャー"])) == []


GATE, MATE, BEE = cards("""
- name: 試験ゲート
  type: creature
  civilizations: [fire]
  cost: 5
  power: 2000
  races: [ドリームメイト]
  abilities:
  - instead of: this destroyed
    optional: true
    do: [{l gate: {races: [{race: ドリームメイト}, {race: ビークル・ビー}]}}]
- {name: 試験メイト, type: creature, civilizations: [nature], cost: 2, power: 1000, races: [ドリームメイト]}
- {name: 試験ビー, type: creature, civilizations: [nature], cost: 2, power: 1000, races: [ビークル・ビー]}
""")


def test_l_gate_with_two_races_may_return_one_of_each_then_goes_to_the_deck_bottom() -> None:
    g = new_game("tcg", GATE, MATE, BEE)
    gate = g.board.creature("A", ["試験ゲート"])
    g.board.cards("A", Zone.GRAVEYARD, ["試験メイト", "試験ビー", "爆炎野郎ジョー"])
    g.destroy([gate])
    assert sorted(c.name for c in g.state.players["A"].hand) == ["試験ビー", "試験メイト"]
    assert g.state.players["A"].deck[-1].name == "試験ゲート"
    assert [c.name for c in g.state.players["A"].graveyard] == ["爆炎野郎ジョー"]


def test_l_gate_without_a_card_of_its_races_does_not_apply() -> None:
    g = new_game("tcg", GATE)
    gate = g.board.creature("A", ["試験ゲート"])
    g.board.cards("A", Zone.GRAVEYARD, ["爆炎野郎ジョー"])
    g.destroy([gate])
    assert [c.name for c in g.state.players["A"].graveyard] == ["爆炎野郎ジョー", "試験ゲート"]


def test_a_creature_that_must_block_leaves_no_other_answer() -> None:
    must, = cards("""
- {name: 試験必ずブロック, type: creature, civilizations: [water], cost: 3, power: 5000,
   keywords: [blocker, must block]}
""")
    g = new_game("tcg", must)
    attacker = g.board.creature("A", ["爆炎野郎ジョー"])
    g.board.creature("B", ["シーマイン"])
    forced = g.board.creature("B", ["試験必ずブロック"])
    assert combat.block_options(g, attacker, None) == [forced]
    forced.tapped = True  # it cannot block: the defender chooses as usual
    assert combat.block_options(g, attacker, None)[0] is None


def test_summon_only_after_a_spell_reads_the_summoners_casts_this_turn() -> None:
    g = new_game("tcg", turn="A")
    g.board.cards("A", Zone.MANA, ["藍電草"])
    yuke, = g.board.cards("A", Zone.HAND, ["予言者ユーク"])
    assert g.summon_problem("A", yuke) == "予言者ユーク can be summoned only in a turn its summoner cast a spell"


def test_sympathy_lowers_the_cost_per_creature_it_names_down_to_its_floor() -> None:
    g = new_game("tcg", turn="A")
    ganta, = g.board.cards("A", Zone.HAND, ["霊樹海嶺ガウルザガンタ"])  # 5, floor 2
    allowed = {"zone": "hand"}
    assert playing.cost_to_pay(g, "A", ganta, allowed) == 5
    g.board.creature("B", ["シザー・アイ"])  # the opponent's: not counted
    g.board.creature("A", ["シザー・アイ"])
    assert playing.cost_to_pay(g, "A", ganta, allowed) == 4
    for _ in range(5):
        g.board.creature("A", ["シザー・アイ"])
    assert playing.cost_to_pay(g, "A", ganta, allowed) == 2


def test_the_attacking_filter_names_the_attacking_creature_only() -> None:
    g = new_game("tcg", turn="A")
    joe = g.board.creature("A", ["爆炎野郎ジョー"])
    other = g.board.creature("A", ["爆炎野郎ジョー"])
    who = Perspective("A")
    assert not matches(g, joe, {"attacking": True}, who)
    g.state.attacking = joe
    assert matches(g, joe, {"attacking": True}, who) and not matches(g, other, {"attacking": True}, who)


def test_an_all_of_evolution_needs_a_different_source_for_each_filter() -> None:
    g = new_game("tcg", turn="A")
    scout = g.board.creature("A", ["タイム・スカウト"])  # マーフォーク
    card, = g.board.cards("A", Zone.HAND, ["蛇魂王ナーガ"])
    d = card.definition
    assert zones.evolution_sources(g, "A", d) == []
    chimera = g.board.creature("A", ["ギガゲイル"])  # キマイラ
    assert zones.choose_sources(g, "A", d, card) == [scout, chimera]


def test_not_keyword_leaves_out_the_creatures_that_have_it() -> None:
    g = new_game("tcg", turn="A")
    mine = g.board.creature("A", ["爆炎野郎ジョー"])
    blocker = g.board.creature("B", ["シーマイン"])
    other = g.board.creature("B", ["予言者クルト"])
    g.effect("A", Effect("tap", {"target": {"player": "each", "not keyword": "blocker", "count": "all"}}))
    assert mine.tapped and other.tapped and not blocker.tapped


def test_shares_a_race_with_this_reads_the_abilitys_own_creature() -> None:
    g = new_game("tcg", turn="A")
    goat = g.board.creature("A", ["封神ゴート"])  # グランド・デビル, ゴッド: its kin get スレイヤー
    joe = g.board.creature("A", ["爆炎野郎ジョー"])
    who = Perspective("A", goat.top, goat)
    assert matches(g, goat, {"shares a race with": "this"}, who)
    assert not matches(g, joe, {"shares a race with": "this"}, who)


def test_fort_e_taps_the_races_card_and_counts_only_for_a_summon() -> None:
    g = new_game("tcg", turn="A")
    g.board.cards("A", Zone.MANA, ["クラッグザウルス"] * 5 + ["ボルシャック・ドラゴン"])
    fang = g.board.creature("A", ["白銀の牙"])
    g.summon("A", g.board.cards("A", Zone.HAND, ["闘竜勇士ナオヤ"])[0])
    dragon = next(c for c in g.state.players["A"].mana if c.name == "ボルシャック・ドラゴン")
    assert dragon.tapped and g.power(fang) == 6000
    g = new_game("tcg", turn="A")
    fang = g.board.creature("A", ["白銀の牙"])
    g.board.cards("A", Zone.MANA, ["ボルシャック・ドラゴン"])
    card = g.board.cards("A", Zone.HAND, ["闘竜勇士ナオヤ"])[0]
    g.put_into_battle("A", [card], "effect", from_zone=Zone.HAND)
    g.settle()
    assert g.power(fang) == 3000  # put, not summoned: no mana card was tapped for it


def test_fort_e_is_not_offered_where_no_mana_card_is_tapped() -> None:
    g = new_game("dmps", turn="A")
    g.board.cards("A", Zone.MANA, ["クラッグザウルス"] * 5 + ["ボルシャック・ドラゴン"])
    assert playing.offer_fort_e(g, "A", g.board.cards("A", Zone.HAND, ["闘竜勇士ナオヤ"])[0]) == []
