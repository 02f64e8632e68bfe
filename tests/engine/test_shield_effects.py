"""Effects on shields of the classic cards (engine/ops/shields.py, 'add shield to hand'), and how
their printed texts compile: shields into a hand with their shield triggers usable or not, up to n
shields to the graveyard, either player's shield looked at, shields turned face up or shuffled, a
mana card made a shield, シールド・プラス."""

from __future__ import annotations

from typing import Any

from engine.catalog.text.compiler import compile_card
from engine.catalog.text.entries import export_card
from engine.catalog.text.grammar import grammar
from engine.mechanics.queries import visible_to
from engine.model.cards import Effect
from engine.model.decisions import Decision
from engine.model.objects import Zone
from tests.conftest import new_game


def entry_of(text: str, card_type: str = "クリーチャー") -> list[dict[str, Any]]:
    card = {"id": "test-001", "name": "テスト", "cardType": card_type, "cost": 3, "power": 1000,
            "civilizations": ["闇"], "races": [], "text": text}
    abilities: list[dict[str, Any]] = export_card(compile_card(grammar(), card))["abilities"]
    return abilities


def test_a_reminder_that_the_shield_triggers_may_be_used_is_read_into_the_step() -> None:
    usable = entry_of("このクリーチャーをバトルゾーンに出した時、自分のシールドをすべて自分の手札に加える。"
                      "(その「S・トリガー」を使ってもよい)")
    assert usable[0]["do"] == [{"add shield to hand": {"n": "all", "shield triggers": True}}]
    opponent = entry_of("相手は、自分自身のシールドをすべて手札に加える。"
                        "(相手はその「S・トリガー」を使うことができる)", "呪文")
    assert opponent[0]["do"] == [{"add shield to hand": {"player": "opponent", "n": "all", "shield triggers": True}}]
    barred = entry_of("自分のシールドから好きな枚数を裏向きのまま選び、自分の手札に加える。"
                      "ただし、その「S・トリガー」は使えない。", "呪文")
    assert barred[0]["do"] == [{"add shield to hand": {"n": "any"}}]


def test_shield_plus_compiles_to_its_operation() -> None:
    abilities = entry_of("シールド・プラス-このクリーチャーをバトルゾーンに出した時、"
                         "自分の山札の上から1枚目を裏向きのまま、自分のシールドいずれかの下に置いてもよい。"
                         "(こうして重ねたカードの束を1枚のシールドとみなす)")
    assert abilities[0]["do"] == [{"shield plus": 1}] and abilities[0]["optional"] is True


def test_the_opponent_puts_all_their_shields_into_their_hand_using_a_shield_trigger() -> None:
    g = new_game("tcg", script=[("B", Decision.USE_SHIELD_TRIGGER, "use デーモン・ハンド")], turn="A")
    g.board.cards("B", Zone.SHIELDS, ["予言者クルト", "デーモン・ハンド"])
    target = g.board.creature("A", ["予言者リュゾル"])
    g.effect("A", Effect("add shield to hand", {"player": "opponent", "n": "all", "shield triggers": True}))
    b = g.state.players["B"]
    assert not b.shields and [c.name for c in b.hand] == ["予言者クルト"]
    assert target not in g.state.players["A"].battle  # デーモン・ハンド was used by its owner


def test_shields_added_without_their_triggers_offer_none() -> None:
    g = new_game("tcg", script=[("A", Decision.CHOOSE, "1 shields")], turn="A")
    g.board.cards("A", Zone.SHIELDS, ["デーモン・ハンド", "予言者クルト"])
    g.effect("A", Effect("add shield to hand", {"n": "any"}))
    a = g.state.players["A"]
    assert [c.name for c in a.hand] == ["デーモン・ハンド"] and len(a.shields) == 1
    assert not any(r.record.__class__.__name__ == "Declared" for r in g.trace)


def test_up_to_n_shields_to_the_graveyard_may_stop() -> None:
    g = new_game("tcg", script=[("A", Decision.CHOOSE_SHIELD, "shield 2"), ("A", Decision.CHOOSE_SHIELD, "stop")],
                 turn="A")
    g.board.cards("B", Zone.SHIELDS, ["予言者クルト"] * 4)
    g.effect("A", Effect("shield to graveyard", {"player": "opponent", "n": "up to 3"}))
    assert len(g.state.players["B"].shields) == 3


def test_either_players_shield_may_be_looked_at() -> None:
    g = new_game("tcg", script=[("A", Decision.CHOOSE_SHIELD, "player B's shield 1")], turn="A")
    g.board.cards("A", Zone.SHIELDS, ["予言者クルト"])
    theirs, = g.board.cards("B", Zone.SHIELDS, ["デーモン・ハンド"])
    g.effect("A", Effect("look at shields", {"player": "any", "n": 1}))
    assert theirs.uid in g.state.known["A"]


def test_a_shield_turned_face_up_is_open_to_both_until_it_leaves() -> None:
    g = new_game("tcg", turn="A")
    shield, = g.board.cards("B", Zone.SHIELDS, ["予言者クルト"])
    assert not visible_to(g, shield, "A")
    g.effect("A", Effect("turn shields face up", {"n": 2}))
    assert shield.face_up and visible_to(g, shield, "A")
    g.put(shield, Zone.HAND)
    assert not shield.face_up and not visible_to(g, shield, "A")


def test_shuffling_the_shields_turns_them_face_down_and_keeps_the_stacks() -> None:
    g = new_game("tcg", turn="A")
    first, second = g.board.cards("A", Zone.SHIELDS, ["予言者クルト", "予言者リュゾル"])
    first.face_up = True
    under = g.board.stacked("A", 2, ["デーモン・ハンド"])
    g.effect("A", Effect("shuffle shields", {}))
    a = g.state.players["A"]
    assert set(a.shields) == {first, second} and not first.face_up
    assert under[0].stacked_under is second


def test_a_mana_card_becomes_a_new_shield() -> None:
    g = new_game("tcg", turn="A")
    card, = g.board.cards("A", Zone.MANA, ["予言者クルト"])
    g.effect("A", Effect("shields from mana", {"count": 1}))
    assert g.state.players["A"].shields == [card] and not g.state.players["A"].mana


def test_super_shield_plus_puts_a_card_under_every_shield() -> None:
    g = new_game("tcg", turn="A")
    first, second = g.board.cards("A", Zone.SHIELDS, ["予言者クルト", "予言者クルト"])
    top = list(g.state.players["A"].deck[:2])
    g.effect("A", Effect("shield plus", {"n": 1, "each shield": True}))
    assert [c.stacked_under for c in top] == [first, second]
    assert len(g.state.players["A"].shields) == 2


def test_ultra_shield_plus_puts_as_many_as_chosen_under_one_shield() -> None:
    g = new_game("tcg", script=[("A", Decision.CHOOSE, "2 cards")], turn="A")
    shield, = g.board.cards("A", Zone.SHIELDS, ["予言者クルト"])
    g.effect("A", Effect("shield plus", {"n": 5, "up to": True}))
    assert len(g.state.players["A"].under_shields) == 2
    assert all(c.stacked_under is shield for c in g.state.players["A"].under_shields)


def test_shields_chosen_go_to_the_mana_zone_with_their_stacks() -> None:
    g = new_game("tcg", script=[("A", Decision.CHOOSE, "1 shields")], turn="A")
    g.board.cards("A", Zone.SHIELDS, ["デーモン・ハンド", "予言者クルト"])
    under = g.board.stacked("A", 1, ["予言者リュゾル"])
    g.effect("A", Effect("shields to mana", {"n": "any"}))
    a = g.state.players["A"]
    assert [c.name for c in a.mana] == ["デーモン・ハンド", "予言者リュゾル"] and under[0] in a.mana
    assert [c.name for c in a.shields] == ["予言者クルト"]


def test_the_opponent_having_more_shields_is_a_condition() -> None:
    abilities = entry_of("相手のシールドが自分のより多い場合、自分の山札の上から1枚目を、自分のシールドに加える。",
                         "呪文")
    assert abilities[0]["if"] == {"opponent has more shields": True}
    assert abilities[0]["do"] == [{"shields from deck": 1}]


def test_a_destroyed_creature_may_add_a_shield_to_the_hand_instead() -> None:
    abilities = entry_of("このクリーチャーが破壊される時、このクリーチャーを墓地に置くかわりに自分のシールドを1枚選び、"
                         "手札に加えてもよい。ただし、その「S・トリガー」は使えない。")
    assert abilities == [{"instead of": "this destroyed", "optional": True, "text": abilities[0]["text"],
                          "do": [{"add shield to hand": 1}]}]


def test_it_after_a_targeting_step_is_the_creature_chosen() -> None:
    abilities = entry_of("バトルゾーンにある相手のクリーチャーを1体選び、タップする。それがドラゴンであれば、"
                         "自分の山札の上から1枚目を裏向きのまま自分のシールドに加える。", "呪文")
    dragon = {"that creature is": {"race category": "ドラゴン"}}
    assert abilities[0]["do"][1] == {"shields from deck": {"n": 1, "if": dragon}}
    put = entry_of("自分の山札の上から1枚目を、マナゾーンに置く。そのカードがクリーチャーであれば、このターン、"
                   "バトルゾーンにある自分のクリーチャーすべてのパワーは+2000される。", "呪文")
    # a card put, not a creature chosen: the card the step before moved (鼓動する石版), not the target
    assert put[0]["do"][1]["power"]["if"] == {"card moved is": {"creature": True}}


def test_crew_breaker_breaks_one_more_per_other_creature_of_the_race() -> None:
    g = new_game("tcg", turn="A")
    ultimate = g.board.creature("A", ["アルティメット・ドラゴン"])
    assert g.breaker_count(ultimate) == 1
    g.board.creature("A", ["ボルシャック・ドラゴン"])
    g.board.creature("B", ["メテオ・ドラゴン"])  # the opponent's dragon is not counted
    assert g.breaker_count(ultimate) == 2
