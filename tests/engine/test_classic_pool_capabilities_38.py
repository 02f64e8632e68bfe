"""Classic cards compiled from their printed text that need a capability the engine gained for them (issue 31,
item 1, pool 38): each test plays the compiled card (the catalog's ``classic_ja.yaml``) as its text says."""

from __future__ import annotations

import pytest

from engine.catalog.text.assay import load_error
from engine.catalog.text.compiler import compile_card
from engine.catalog.text.entries import export_card
from engine.catalog.text.grammar import grammar
from engine.catalog.text.render import Renderer
from engine.game import Game
from engine.mechanics import costs
from engine.model.objects import Card, Zone
from tests.conftest import new_game


def _enter(g: Game, player: str, name: str) -> None:
    (card,) = g.board.cards(player, Zone.HAND, [name])
    g.put_into_battle(player, [card], "put")
    g.settle()


def _tapped(cards: list[Card]) -> list[bool]:
    return [c.tapped for c in cards]


# ------------------------------------------------ mana put tapped by an effect (405.1)
def test_the_opponents_cards_are_put_into_the_mana_zone_tapped() -> None:
    """停滞の影タイム・トリッパー: 「相手のカードは、タップされた状態でマナゾーンに置かれる。」 — the opponent's
    charge arrives tapped; its controller's own charge does not."""
    g = new_game("tcg", turn="A")
    g.board.creature("B", ["停滞の影タイム・トリッパー"])
    (mine,) = g.board.cards("A", Zone.HAND, ["予言者リュゾル"])
    g.charge("A", mine)
    assert mine.tapped
    g.end_turn()
    g.settle()
    (theirs,) = g.board.cards("B", Zone.HAND, ["予言者リュゾル"])
    g.charge("B", theirs)
    assert not theirs.tapped


def _usable_after_charge(tripper: bool) -> int:
    g = new_game("dmps", turn="A")
    if tripper:
        g.board.creature("B", ["停滞の影タイム・トリッパー"])
    p = g.state.players["A"]
    before = p.usable_mana
    (mine,) = g.board.cards("A", Zone.HAND, ["予言者リュゾル"])
    g.charge("A", mine)
    return p.usable_mana - before


def test_under_a_mana_pool_the_card_put_tapped_adds_no_usable_mana() -> None:
    """DMPS (a pool of usable mana, no tapped cards): put tapped, as a multicoloured card, it adds none."""
    assert (_usable_after_charge(False), _usable_after_charge(True)) == (1, 0)


# ------------------------------------------------ cards kept from untapping (501.1)
def _turn_start_after(holder: str, name: str) -> tuple[list[bool], list[bool]]:
    """A's mana (a spell and a creature card, both tapped) and B's likewise, after A's turn starts, with
    ``name`` in ``holder``'s battle zone."""
    g = new_game("tcg", turn="B")
    g.board.creature(holder, [name])
    mana = {p: g.board.cards(p, Zone.MANA, ["ダーク・リバース", "予言者リュゾル"]) for p in ("A", "B")}
    for cards in mana.values():
        for c in cards:
            c.tapped = True
    g.end_turn()
    g.settle()
    return _tapped(mana["A"]), _tapped(mana["B"])


def test_no_player_untaps_the_spells_of_their_mana_zone() -> None:
    """ガイアクラッシュ・クロウラー: 「誰も、自分自身のマナゾーンの呪文カードをアンタップできない。」 — at A's turn
    start A's spell stays tapped, its creature card untaps, whoever has the crawler."""
    assert _turn_start_after("B", "ガイアクラッシュ・クロウラー")[0] == [True, False]
    assert _turn_start_after("A", "ガイアクラッシュ・クロウラー")[0] == [True, False]


def test_its_controller_does_not_untap_their_mana() -> None:
    """緑神龍クスダルフ: 「自分のターンのはじめに、自分のマナゾーンにあるカードをアンタップできない。」 — only its
    controller's mana stays tapped."""
    assert _turn_start_after("A", "緑神龍クスダルフ")[0] == [True, True]
    assert _turn_start_after("B", "緑神龍クスダルフ")[0] == [False, False]


# ------------------------------------------------ revealed cards taken elsewhere than the hand
def test_revealed_creatures_go_to_the_mana_zone_and_the_rest_to_the_graveyard() -> None:
    """リトルアイズ・グロース: 「自分の山札の上から2枚を表向きにする。その中からクリーチャーをすべてマナゾーンに置き、
    その後、残りを墓地に置く。」"""
    g = new_game("tcg", turn="A")
    p = g.state.players["A"]
    top = g.board.cards("A", Zone.DECK, ["予言者クルト", "ダーク・リバース"])
    p.deck[:] = [*top, *[c for c in p.deck if c not in top]]
    (spell,) = g.board.cards("A", Zone.HAND, ["リトルアイズ・グロース"])
    g.resolve_spell("A", spell)
    g.settle()
    assert [c.name for c in p.mana] == ["予言者クルト"]
    assert "ダーク・リバース" in [c.name for c in p.graveyard]


def test_a_revealed_cross_gear_is_put_into_the_battle_zone() -> None:
    """聖獣ピュアイカズチ: 「…自分の山札の上から5枚を表向きにする。その中からクロスギアを1枚バトルゾーンに出し、
    残りを好きな順序で山札の一番下に戻す。」"""
    g = new_game("tcg", turn="A")
    p = g.state.players["A"]
    top = g.board.cards("A", Zone.DECK, ["インビジブル・スーツ"])
    p.deck[:] = [*top, *[c for c in p.deck if c not in top]]
    _enter(g, "A", "聖獣ピュアイカズチ")
    assert "インビジブル・スーツ" in [e.name for e in p.battle]
    assert len(p.deck) == 10 and "インビジブル・スーツ" not in [c.name for c in p.deck]


# ------------------------------------------------ a cost floor worded 「…以下になることはない」
def test_a_cost_never_becomes_the_floor_or_less() -> None:
    """コッコ・ルピア: 「…自分のドラゴンを召喚する時、支払うコストは2少なくなる。ただし、コストが1以下になることは
    ない。」 — a 4-cost dragon costs 2, never 1."""
    g = new_game("tcg", turn="A")
    g.board.creature("A", ["コッコ・ルピア"])
    (dragon,) = g.board.cards("A", Zone.HAND, ["緑神龍ガミラタール"])
    assert costs.cost_of_use(g, "A", dragon) == 2
    g.board.creature("A", ["コッコ・ルピア"])
    assert costs.cost_of_use(g, "A", dragon) == 2


# ------------------------------------------------ an O・ドライブ whose parts each give their own line
def _egg(answers: tuple[str, ...]) -> tuple[list[str], list[str]]:
    """ミラー・エッグ (water 4; 「O・ドライブ光x1・闇x2(…さらに光1枚または闇2枚またはその両方をタップしてもよい…)」,
    「光:…呪文を1枚、自分の墓地から手札に戻す。」, 「闇:…クリーチャーを1体、自分の墓地から手札に戻す。」) summoned with
    the parts answered in turn: A's hand and graveyard after."""
    g = new_game("tcg", turn="A", script=[("A", "use optional", a) for a in answers])
    g.board.cards("A", Zone.MANA, ["アクア・ビークル"] * 4 + ["予言者リュゾル"] + ["ダーク・リバース"] * 2)
    g.board.cards("A", Zone.GRAVEYARD, ["ダーク・リバース", "予言者クルト"])
    (egg,) = g.board.cards("A", Zone.HAND, ["ミラー・エッグ"])
    g.summon("A", egg)
    g.settle()
    p = g.state.players["A"]
    return sorted(c.name for c in p.hand), sorted(c.name for c in p.graveyard)


def test_each_part_of_the_o_drive_paid_gives_the_line_of_its_civilization() -> None:
    assert _egg(("use ミラー・エッグ", "skip ミラー・エッグ")) == (["ダーク・リバース"], ["予言者クルト"])
    assert _egg(("skip ミラー・エッグ", "use ミラー・エッグ")) == (["予言者クルト"], ["ダーク・リバース"])
    assert _egg(("use ミラー・エッグ", "use ミラー・エッグ")) == (["ダーク・リバース", "予言者クルト"], [])
    assert _egg(("skip ミラー・エッグ", "skip ミラー・エッグ")) == ([], ["ダーク・リバース", "予言者クルト"])


# ------------------------------------------------ as many as the steps before moved
def _cast(g: Game, player: str, name: str) -> None:
    (card,) = g.board.cards(player, Zone.HAND, [name])
    g.resolve_spell(player, card)
    g.settle()


def test_as_many_cards_are_drawn_as_were_discarded() -> None:
    """エニグマ・カスケード: 「自分の手札を、好きな枚数捨てる。その後、同じ枚数のカードを引く。」 — two of three
    discarded, two drawn."""
    g = new_game("tcg", turn="A", script=[("A", "discard", "予言者リュゾル"), ("A", "discard", "予言者クルト"),
                                          ("A", "discard", "stop")])
    g.board.cards("A", Zone.HAND, ["予言者リュゾル", "予言者クルト", "ダーク・リバース"])
    p = g.state.players["A"]
    _cast(g, "A", "エニグマ・カスケード")
    assert sorted(c.name for c in p.graveyard) == ["エニグマ・カスケード", "予言者クルト", "予言者リュゾル"]
    assert len(p.hand) == 3 and len(p.deck) == 8


def test_as_many_cards_are_drawn_as_mana_cards_were_put_into_the_graveyard() -> None:
    """悪魔の契約: 「自分のマナゾーンから好きな枚数のカードを選び、自分の墓地に置く。その後、その枚数と同じ数のカードを
    引く。」"""
    g = new_game("tcg", turn="A", script=[("A", "mana to graveyard", "予言者リュゾル"),
                                          ("A", "mana to graveyard", "stop")])
    g.board.cards("A", Zone.MANA, ["予言者リュゾル", "予言者クルト"])
    p = g.state.players["A"]
    _cast(g, "A", "悪魔の契約")
    assert [c.name for c in p.mana] == ["予言者クルト"] and len(p.hand) == 1 and len(p.deck) == 9


# ------------------------------------------------ searching the deck: the card on top, cast, unusual filters
def _top(g: Game, player: str, names: list[str]) -> list[Card]:
    """Cards of ``names`` put on top of ``player``'s deck, in that order."""
    p = g.state.players[player]
    top = g.board.cards(player, Zone.DECK, names)
    p.deck[:] = [*top, *[c for c in p.deck if c not in top]]
    return top


def test_the_card_chosen_goes_on_top_of_the_shuffled_deck() -> None:
    """ゴッド・シグナル: 「自分の山札を見る。その中からゴッドを1体選び、相手に見せてもよい。その後、山札をシャッフル
    して、選んだカードを山札の一番上に置く。」"""
    g = new_game("tcg", turn="A")
    (god,) = g.board.cards("A", Zone.DECK, ["竜極神ゲキ"])  # a ゴッド
    _cast(g, "A", "ゴッド・シグナル")
    p = g.state.players["A"]
    assert p.deck[0] is god and god.uid in g.state.known["B"] and len(p.deck) == 11


def test_a_shield_trigger_spell_is_cast_from_the_deck_after_it_is_shuffled() -> None:
    """光器マリアンナ: 「このクリーチャーが攻撃する時、自分の山札を見る。その中から「S・トリガー」付き呪文を1枚選び、
    山札をシャッフルした後、その呪文をコストを支払わずに唱えてもよい。」 — the spell (ホーリー・スパーク: tap all of the
    opponent's creatures) is cast from the deck."""
    g = new_game("tcg", turn="A", script=[("A", "use optional", "use 光器マリアンナ")])
    (spark,) = g.board.cards("A", Zone.DECK, ["ホーリー・スパーク"])
    g.board.cards("B", Zone.SHIELDS, ["予言者リュゾル"])
    foe = g.board.creature("B", ["予言者クルト"])
    mariana = g.board.creature("A", ["光器マリアンナ"])
    mariana.entered_turn = -1
    g.board.cross(g.board.creature("A", ["インビジブル・スーツ"]), mariana)  # アクセル: crossed, it has the ability
    g.attack(mariana, "B")
    g.settle()
    assert foe.tapped and spark in g.state.players["A"].graveyard


def test_a_deck_search_for_an_evolution_creature_sharing_a_race() -> None:
    """闘龍鬼ジャック・ライドウ: 「…その中から、このクリーチャーと同じ種族をひとつでも持つ進化クリーチャーを1体選び、
    相手に見せてから手札に加える。…」 — only an evolution creature of one of its races is offered."""
    g = new_game("tcg", turn="A")
    g.board.cards("A", Zone.DECK, ["予言者クルト", "超竜バジュラ"])
    offered = g.catalog.get("闘龍鬼ジャック・ライドウ").races
    _enter(g, "A", "闘龍鬼ジャック・ライドウ")
    hand = [c.definition for c in g.state.players["A"].hand]
    assert all(d.type.value == "evolution creature" and set(d.races) & set(offered) for d in hand)


def test_a_deck_search_capped_by_the_civilizations_of_the_mana_zone() -> None:
    """森の飛忍モモンガジロウ: 「…自分のマナゾーンにある文明の数以下のコストを持つクリーチャーを1体選び…」 — two
    civilizations in the mana zone: a 2-cost creature may be taken, a 3-cost one not."""
    g = new_game("tcg", turn="A", script=[("A", "use optional", "use 森の飛忍モモンガジロウ")])
    g.board.cards("A", Zone.MANA, ["予言者リュゾル", "アクア・ビークル"])
    g.state.players["A"].deck[:] = []
    cheap, dear = g.board.cards("A", Zone.DECK, ["予言者クルト", "緑神龍ガミラタール"])
    _enter(g, "A", "森の飛忍モモンガジロウ")
    hand = g.state.players["A"].hand
    assert dear not in hand and (cheap in hand) == (cheap.definition.cost <= 2)


def test_one_revealed_card_stays_on_top_and_the_rest_goes_to_the_graveyard() -> None:
    """センシング・ドラグーン: 「…自分の山札の上から2枚を表向きにする。そのうちの1枚を山札の一番上に裏向きにして置き、
    残りを墓地に置く。」"""
    g = new_game("tcg", turn="A", script=[("A", "take", "予言者クルト")])
    kurt, spell = _top(g, "A", ["予言者クルト", "ダーク・リバース"])
    _enter(g, "A", "センシング・ドラグーン")
    p = g.state.players["A"]
    assert p.deck[0] is kurt and spell in p.graveyard


def test_cards_of_the_opponents_graveyard_go_to_the_bottom_of_their_deck() -> None:
    """埋め立てロボ・コンクリオン: 「…相手の墓地から好きな枚数のカードを選び、好きな順序で持ち主の山札の一番下に戻して
    もよい。」"""
    g = new_game("tcg", turn="A", script=[("A", "use optional", "use 埋め立てロボ・コンクリオン")])
    a, b = g.board.cards("B", Zone.GRAVEYARD, ["予言者クルト", "ダーク・リバース"])
    _enter(g, "A", "埋め立てロボ・コンクリオン")
    deck = g.state.players["B"].deck
    assert not g.state.players["B"].graveyard and set(deck[-2:]) == {a, b}


def test_creatures_chosen_in_any_number_then_as_many_of_the_opponents() -> None:
    """ショック・ハリケーン: 「バトルゾーンにある自分のクリーチャーを好きな数選び、自分の手札に戻す。その後、
    バトルゾーンにある相手のクリーチャーを同じ数選び、持ち主の手札に戻してもよい。」 — one of A's two returned: one
    of B's three."""
    g = new_game("tcg", turn="A", script=[("A", "target", "予言者クルト"), ("A", "target", "stop")])
    g.board.creature("A", ["予言者クルト"])
    g.board.creature("A", ["アクア・ビークル"])
    for _ in range(3):
        g.board.creature("B", ["予言者リュゾル"])
    _cast(g, "A", "ショック・ハリケーン")
    assert [c.name for c in g.state.players["A"].hand] == ["予言者クルト"]
    assert len(g.state.players["B"].battle) == 2 and len(g.state.players["B"].hand) == 1


def test_two_cards_drawn_for_each_creature_put_into_the_graveyard() -> None:
    """邪魂転生: 「バトルゾーンにある自分のクリーチャーを好きな数選び、自分の墓地に置く。その後、そのクリーチャー1体に
    つき2枚カードを引く。」"""
    g = new_game("tcg", turn="A", script=[("A", "target", "予言者クルト"), ("A", "target", "アクア・ビークル"),
                                          ("A", "target", "stop")])
    for name in ("予言者クルト", "アクア・ビークル", "予言者リュゾル"):
        g.board.creature("A", [name])
    _cast(g, "A", "邪魂転生")
    p = g.state.players["A"]
    assert [c.name for c in p.battle] == ["予言者リュゾル"] and len(p.hand) == 4


def test_a_cross_gear_may_be_chosen_instead_of_a_creature() -> None:
    """魔弾ストリーム・サークル: 「バトルゾーンにあるクリーチャー1体またはクロスギア1枚を選び、持ち主の手札に戻す。」"""
    g = new_game("tcg", turn="A", script=[("A", "target", "インビジブル・スーツ")])
    g.board.creature("B", ["予言者クルト"])
    g.board.creature("B", ["インビジブル・スーツ"])
    _cast(g, "A", "魔弾ストリーム・サークル")
    assert [c.name for c in g.state.players["B"].hand] == ["インビジブル・スーツ"]


def test_destroyed_it_searches_the_deck_instead_of_returning_a_creature() -> None:
    """封魔鎧冑バリエル: 「このクリーチャーが破壊された時、バトルゾーンにある相手のクリーチャーを1体選んで持ち主の手札に
    戻すか、自分の山札からコスト3以下のクリーチャーを1体選び相手に見せてから手札に加え、その後山札をシャッフルする。」"""
    g = new_game("tcg", turn="A", script=[("A", "mode", "2: search deck"), ("A", "take", "予言者クルト")])
    (kurt,) = g.board.cards("A", Zone.DECK, ["予言者クルト"])
    bariel = g.board.creature("A", ["封魔鎧冑バリエル"])
    g.board.creature("B", ["予言者リュゾル"])
    g.destroy([bariel])
    g.settle()
    assert kurt in g.state.players["A"].hand and kurt.uid in g.state.known["B"]
    assert len(g.state.players["B"].battle) == 1


def test_a_card_per_opponents_creature_of_the_civilization_chosen() -> None:
    """クール・リアクション: 「文明をひとつ選ぶ。バトルゾーンにある相手の、選んだ文明と同じ文明のクリーチャー1体につき
    1枚、カードを引く。」 — light chosen: two of B's three creatures are light."""
    g = new_game("tcg", turn="A", script=[("A", "choose civilization", "light")])
    for name in ("予言者クルト", "予言者リュゾル", "アクア・ビークル"):
        g.board.creature("B", [name])
    _cast(g, "A", "クール・リアクション")
    assert len(g.state.players["A"].hand) == 2


def _reflecting(mana_a: list[str], mana_b: list[str]) -> int:
    g = new_game("tcg", turn="A", script=[("A", "use optional", "use リフレクティング・レイ")])
    g.board.cards("A", Zone.MANA, mana_a)
    g.board.cards("B", Zone.MANA, mana_b)
    g.board.cards("A", Zone.GRAVEYARD, ["ダーク・リバース"])
    _cast(g, "A", "リフレクティング・レイ")
    return len(g.state.players["A"].hand)


def test_a_spell_returns_only_with_more_civilizations_in_the_mana_zone() -> None:
    """リフレクティング・レイ: 「自分のマナゾーンにある文明の数が、相手のより多い場合、呪文を1枚、自分の墓地から手札に
    戻してもよい。」 — two civilizations against one: the spell returns; one against one: it does not."""
    assert _reflecting(["予言者リュゾル", "アクア・ビークル"], ["予言者クルト"]) == 1
    assert _reflecting(["予言者リュゾル"], ["アクア・ビークル"]) == 0


def test_cards_of_a_race_return_from_two_zones() -> None:
    """ダイヤモンド・ブリザード: 「このクリーチャーをバトルゾーンに出した時、自分の墓地とマナゾーンから
    スノーフェアリーをすべて、自分の手札に戻す。」 — the snow fairies of both zones, not the others."""
    g = new_game("tcg", turn="A")
    source = g.board.creature("A", ["魅了妖精チャミリア"])
    g.board.cards("A", Zone.GRAVEYARD, ["滑降妖精ガラボン", "予言者クルト"])
    g.board.cards("A", Zone.MANA, ["春風妖精ポップル", "予言者リュゾル"])
    (card,) = g.board.cards("A", Zone.HAND, ["ダイヤモンド・ブリザード"])
    g.put_into_battle("A", [card], "put", onto=source)
    g.settle()
    p = g.state.players["A"]
    assert sorted(c.name for c in p.hand) == ["春風妖精ポップル", "滑降妖精ガラボン"]
    assert [c.name for c in p.graveyard] == ["予言者クルト"] and [c.name for c in p.mana] == ["予言者リュゾル"]


# ------------------------------------------------ the sentences these capabilities read (a round trip each)
@pytest.mark.parametrize("text, card_type", [
    ("相手のカードは、タップされた状態でマナゾーンに置かれる。", "クリーチャー"),
    ("自分のターンのはじめに、自分のマナゾーンにあるカードをアンタップできない。", "クリーチャー"),
    ("自分の山札の上から2枚を表向きにする。その中からクリーチャーをすべてマナゾーンに置き、その後、残りを墓地に"
     "置く。", "呪文"),
    ("このクリーチャーがバトルゾーンにある間、自分のドラゴンを召喚する時、支払うコストは2少なくなる。ただし、コストが1以下に"
     "なることはない。", "クリーチャー"),
    ("自分の山札を見る。その中からゴッドを1体選び、相手に見せてもよい。その後、山札をシャッフルして、選んだカードを山札の"
     "一番上に置く。", "呪文"),
    ("自分の手札を、好きな枚数捨てる。その後、同じ枚数のカードを引く。", "呪文"),
    ("バトルゾーンにある自分のクリーチャーを好きな数選び、自分の手札に戻す。その後、バトルゾーンにある相手のクリーチャーを"
     "同じ数選び、持ち主の手札に戻してもよい。", "呪文"),
    ("O・ドライブ水x1・自然x1(このクリーチャーを召喚する時、自分のマナゾーンでさらに水1枚または自然1枚または"
     "その両方をタップしてもよい。そうした場合、次の能力を得る)\n水:このクリーチャーをバトルゾーンに出した時、"
     "カードを1枚引く。", "クリーチャー"),
])
def test_the_sentence_reads_back_as_printed_and_loads(text: str, card_type: str) -> None:
    g = grammar()
    renderer = Renderer(g)
    card = {"id": "test-001", "name": "テスト", "cardType": card_type, "cost": 3, "power": 1000,
            "civilizations": ["水"], "races": ["ドラゴノイド"], "text": text}
    compiled = compile_card(g, card, render_line=renderer.line)
    assert compiled.parsed, compiled.failures
    assert "\n".join(renderer.line(items) or "" for items in compiled.lines if items) == compiled.normalised.text
    assert load_error(export_card(compiled)) is None
