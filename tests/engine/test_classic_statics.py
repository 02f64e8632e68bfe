"""Static abilities of the classic cards (DM-01 to DM-30): cost reduction and increase of the
battle zone, G・ゼロ, cross gear (これをクロスしたクリーチャー, アクセル), power by situation."""

from __future__ import annotations

from engine.catalog.loader import read_text
from engine.mechanics.costs import cost_of_use
from engine.model.cards import CardDef
from engine.model.errors import CardDataError
from engine.model.objects import Zone
from tests.conftest import new_game


def cards(text: str) -> list[CardDef]:
    return read_text(text, "test.yaml")[0]


REDUCER, SPELL_REDUCER, TAXER, OPPONENT_TAXER, DRAGON, BIG, SPELL, G_ZERO = cards("""
- name: 試験軽減
  type: creature
  civilizations: [nature]
  cost: 4
  power: 2000
  abilities: [{static: {cost reduction: {summon: {race category: ドラゴン}, n: 2, min: 1}}}]
- name: 試験呪文軽減
  type: creature
  civilizations: [nature]
  cost: 2
  power: 1000
  abilities: [{static: {cost reduction: {cast: {}, up to: 2, min: 2}}}]
- name: 試験増加
  type: creature
  civilizations: [darkness]
  cost: 5
  power: 2500
  abilities: [{static: {cost increase: {summon: {civilization: fire}, cast: {civilization: fire}, n: 2}}}]
- name: 試験相手増加
  type: creature
  civilizations: [darkness]
  cost: 5
  power: 2500
  abilities: [{static: {cost increase: {cast: {}, n: 1, player: opponent}}}]
- {name: 試験ドラゴン, type: creature, civilizations: [fire], cost: 2, power: 3000, races: [アーマード・ドラゴン]}
- {name: 試験大ドラゴン, type: creature, civilizations: [fire], cost: 7, power: 7000, races: [アーマード・ドラゴン]}
- {name: 試験呪文, type: spell, civilizations: [fire], cost: 3, abilities: [{when: this cast, do: [draw: 1]}]}
- name: 試験Gゼロ
  type: creature
  civilizations: [fire]
  cost: 7
  power: 6000
  abilities: [{static: {g zero: {you have creatures: {filter: {race: アーマード・ドラゴン}, at least: 2}}}}]
""")


def test_a_battle_zone_reduction_lowers_its_controllers_matching_summons_never_below_its_floor() -> None:
    g = new_game("tcg", REDUCER, DRAGON, BIG, SPELL, turn="A")
    g.board.creature("A", ["試験軽減"])
    big, small, spell = g.board.cards("A", Zone.HAND, ["試験大ドラゴン", "試験ドラゴン", "試験呪文"])
    theirs, = g.board.cards("B", Zone.HAND, ["試験大ドラゴン"])
    assert cost_of_use(g, "A", big) == 5
    assert cost_of_use(g, "A", small) == 1  # 2 - 2 would be 0: ただし、コストは1より少なくならない
    assert cost_of_use(g, "A", spell) == 3  # a spell is not a summon
    assert cost_of_use(g, "B", theirs) == 7  # 自分の: the holder's controller only


def test_a_summon_pays_the_reduced_cost() -> None:
    g = new_game("tcg", REDUCER, BIG, turn="A")
    g.board.creature("A", ["試験軽減"])
    g.board.cards("A", Zone.MANA, ["試験大ドラゴン"] * 5)
    big, = g.board.cards("A", Zone.HAND, ["試験大ドラゴン"])
    assert g.summon_problem("A", big) is None
    g.summon("A", big)
    assert sum(c.tapped for c in g.state.players["A"].mana) == 5


def test_without_the_reducer_the_same_summon_is_refused() -> None:
    g = new_game("tcg", BIG, turn="A")
    g.board.cards("A", Zone.MANA, ["試験大ドラゴン"] * 5)
    big, = g.board.cards("A", Zone.HAND, ["試験大ドラゴン"])
    assert g.summon_problem("A", big) is not None


def test_a_reduction_with_a_higher_floor_stops_there() -> None:
    g = new_game("tcg", SPELL_REDUCER, SPELL, turn="A")
    g.board.creature("A", ["試験呪文軽減"])
    spell, = g.board.cards("A", Zone.HAND, ["試験呪文"])
    assert cost_of_use(g, "A", spell) == 2  # 3, up to 2 less, never below 2


def test_an_increase_reaches_every_players_matching_cards_and_comes_before_reductions() -> None:
    g = new_game("tcg", REDUCER, TAXER, DRAGON, SPELL, turn="A")
    g.board.creature("B", ["試験増加"])
    small, spell = g.board.cards("A", Zone.HAND, ["試験ドラゴン", "試験呪文"])
    theirs, = g.board.cards("B", Zone.HAND, ["試験呪文"])
    assert cost_of_use(g, "A", small) == 4 and cost_of_use(g, "A", spell) == 5
    assert cost_of_use(g, "B", theirs) == 5  # its controller's too: no 自分/相手 in the text
    g.board.creature("A", ["試験軽減"])
    assert cost_of_use(g, "A", small) == 2  # 2 + 2, then 2 less


def test_an_increase_for_the_opponent_spares_its_controller() -> None:
    g = new_game("tcg", OPPONENT_TAXER, SPELL, turn="A")
    g.board.creature("A", ["試験相手増加"])
    mine, = g.board.cards("A", Zone.HAND, ["試験呪文"])
    theirs, = g.board.cards("B", Zone.HAND, ["試験呪文"])
    assert cost_of_use(g, "A", mine) == 3 and cost_of_use(g, "B", theirs) == 4


def test_g_zero_summons_for_nothing_only_while_its_condition_holds() -> None:
    g = new_game("tcg", G_ZERO, DRAGON, turn="A")
    card, = g.board.cards("A", Zone.HAND, ["試験Gゼロ"])
    g.board.creature("A", ["試験ドラゴン"])
    assert cost_of_use(g, "A", card) == 7
    assert g.summon_problem("A", card) is not None
    g.board.creature("A", ["試験ドラゴン"])
    assert cost_of_use(g, "A", card) == 0
    g.summon("A", card)
    assert card.name in [c.name for c in g.state.players["A"].battle]
    assert any(e.kind == "entered" and e.cause == "summon" for e in g.state.events)  # a summon all the same


# ------------------------------------------------------------------ cross gear (003)
def test_accel_adds_power_and_race_only_while_a_gear_is_crossed_onto_it() -> None:
    from engine.mechanics.filters import races_of
    g = new_game("tcg", turn="A")
    alyssa, gear = g.board.creature("A", ["精撃の使徒アリッサ"]), g.board.creature("A", ["エメラルド・クロー"])
    assert g.power(alyssa) == 2000 and "エンジェル・コマンド" not in races_of(g, alyssa)
    g.board.cross(gear, alyssa)
    assert g.power(alyssa) == 7000 and "エンジェル・コマンド" in races_of(g, alyssa)


def test_a_gear_reaches_only_the_creature_it_is_crossed_onto() -> None:
    g = new_game("tcg", turn="A")
    guard, kurt = g.board.creature("A", ["爆炎野郎ジョー"]), g.board.creature("A", ["予言者クルト"])
    gear = g.board.creature("A", ["シャイニング・ディフェンス"])
    assert not g.has_keyword(guard, "blocker") and g.power(guard) == 3000
    g.board.cross(gear, guard)
    assert g.has_keyword(guard, "blocker") and g.power(guard) == 4500
    assert not g.has_keyword(kurt, "blocker") and g.power(kurt) == 500


def test_the_creature_a_gear_makes_win_is_destroyed_after_the_battle() -> None:
    g = new_game("tcg", turn="A")
    guard, gear = g.board.creature("A", ["爆炎野郎ジョー"]), g.board.creature("A", ["ヘル・ダブルクロー"])
    kurt = g.board.creature("A", ["予言者クルト"])
    weak = g.board.creature("B", ["予言者クルト"], tapped=True)
    g.board.cross(gear, guard)
    g.attack(guard, weak)
    assert weak not in g.state.players["B"].battle and guard not in g.state.players["A"].battle
    assert kurt in g.state.players["A"].battle and gear in g.state.players["A"].battle


def test_a_creature_with_no_gear_that_wins_stays() -> None:
    g = new_game("tcg", turn="A")
    guard = g.board.creature("A", ["爆炎野郎ジョー"])
    g.board.creature("A", ["ヘル・ダブルクロー"])
    weak = g.board.creature("B", ["予言者クルト"], tapped=True)
    g.attack(guard, weak)
    assert weak not in g.state.players["B"].battle and guard in g.state.players["A"].battle


def test_an_each_player_reduction_lowers_both_players_summons() -> None:
    g = new_game("tcg", turn="A")
    g.board.creature("A", ["フィーバー・ナッツ"])
    mine, = g.board.cards("A", Zone.HAND, ["爆炎野郎ジョー"])
    theirs, = g.board.cards("B", Zone.HAND, ["爆炎野郎ジョー"])
    spell, = g.board.cards("A", Zone.HAND, ["ボルカニック・アロー"])
    assert cost_of_use(g, "A", mine) == 2 and cost_of_use(g, "B", theirs) == 2
    assert cost_of_use(g, "A", spell) == 2  # summons only


def test_a_creature_that_does_not_untap_stays_tapped_at_its_turn_start() -> None:
    g = new_game("tcg", turn="B")
    wheel = g.board.creature("A", ["ルナ・リボルバーホイール"], tapped=True)
    joe = g.board.creature("A", ["爆炎野郎ジョー"], tapped=True)
    g.start_turn("A")
    assert wheel.tapped and not joe.tapped


def test_a_survivor_power_static_is_each_survivors_own_and_not_given_on() -> None:
    g = new_game("tcg")
    first, second = (g.board.creature("A", ["威嚇するスマッシュ・ホーンα"]) for _ in range(2))
    other = g.board.creature("A", ["ブレイズザウルスα"])
    theirs = g.board.creature("B", ["ブレイズザウルスα"])
    assert [g.power(c) for c in (first, second, other, theirs)] == [4000, 4000, 3000, 1000]


def test_a_grant_gives_only_the_statics_every_reader_takes_from_the_lookup() -> None:
    text = """
- name: 試験付与
  type: creature
  civilizations: [nature]
  cost: 3
  power: 1000
  abilities:
  - static: {grant: {other: true}}
    grants: [{static: {cost reduction: {summon: {}, n: 1}}}]
"""
    try:
        cards(text)
    except CardDataError as exc:
        assert "is not given by a grant" in str(exc) and "test.yaml:9" in str(exc)
    else:
        raise AssertionError("a grant of a cost reduction was accepted")
