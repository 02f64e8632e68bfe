"""Classic cards compiled from their printed text that need a capability the engine gained for them (issue 31,
item 1, pool 38): each test plays the compiled card (the catalog's ``classic_ja.yaml``) as its text says."""

from __future__ import annotations

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
