"""Classic cards compiled from their printed text that need a capability the engine gained for them (issue 31,
item 1, stop 37): each test plays the compiled card (the catalog's ``classic_ja.yaml``) as its text says."""

from __future__ import annotations

from engine.game import Game
from engine.model.objects import Creature, Zone
from tests.conftest import new_game


def _cast(g: Game, player: str, name: str) -> None:
    (card,) = g.board.cards(player, Zone.HAND, [name])
    g.resolve_spell(player, card)
    g.settle()


def _enter(g: Game, player: str, name: str) -> Creature | None:
    (card,) = g.board.cards(player, Zone.HAND, [name])
    put = g.put_into_battle(player, [card], "put")
    g.settle()
    return put


# ------------------------------------------------ delayed triggered abilities (110.3b: 遅延誘発型能力)
def _fangs(turn_ends: bool) -> tuple[int, int]:
    """崩壊と灼熱の牙 cast by A, then (after the turn ends, or not) B's creature destroyed: B's mana and shields."""
    g = new_game("tcg", turn="A")
    foe = g.board.creature("B", ["予言者クルト"])
    g.board.cards("B", Zone.MANA, ["予言者リュゾル"] * 2)
    g.board.cards("B", Zone.SHIELDS, ["予言者リュゾル"] * 3)
    _cast(g, "A", "崩壊と灼熱の牙")
    assert (len(g.state.players["B"].mana), len(g.state.players["B"].shields)) == (2, 3)  # nothing yet
    if turn_ends:
        g.end_turn()
    g.destroy([foe])
    g.settle()
    return len(g.state.players["B"].mana), len(g.state.players["B"].shields)


def test_a_spell_leaves_a_triggered_ability_for_the_rest_of_the_turn() -> None:
    """崩壊と灼熱の牙: 「このターン、相手のクリーチャーが破壊された時、相手は自分自身のマナゾーンからカードを1枚選び、
    持ち主の墓地に置く。その後、相手は自分自身のシールドを1枚選び、持ち主の墓地に置く。」"""
    assert _fangs(turn_ends=False) == (1, 2)


def test_a_delayed_triggered_ability_ends_with_the_turn() -> None:
    assert _fangs(turn_ends=True) == (2, 3)


def test_the_delayed_ability_reads_its_own_controllers_view_of_whose_creature() -> None:
    """「相手のクリーチャー」: the spell's caster's opponent's; the caster's own creature destroyed does nothing."""
    g = new_game("tcg", turn="A")
    mine = g.board.creature("A", ["予言者クルト"])
    g.board.cards("B", Zone.MANA, ["予言者リュゾル"] * 2)
    _cast(g, "A", "崩壊と灼熱の牙")
    g.destroy([mine])
    g.settle()
    assert len(g.state.players["B"].mana) == 2


def test_the_creature_of_the_triggering_event_gets_the_power() -> None:
    """幻獣炎舞: 「このターン、自分のクリーチャーがブロックされた時、このターンの終わりまでそのクリーチャーのパワーは
    +4000される。」: the blocked attacker, not the blocker."""
    g = new_game("tcg", turn="A", script=[("B", "block", "クリスタル・ブレイダー")])
    attacker = g.board.creature("A", ["爆炎野郎ジョー"])  # 3000
    blocker = g.board.creature("B", ["クリスタル・ブレイダー"])  # a blocker, 5000
    _cast(g, "A", "幻獣炎舞")
    g.attack(attacker, "B")
    assert g.power(attacker) == 7000
    assert blocker not in g.state.players["B"].battle and attacker in g.state.players["A"].battle


def test_without_the_delayed_ability_the_blocked_creature_loses() -> None:
    g = new_game("tcg", turn="A", script=[("B", "block", "クリスタル・ブレイダー")])
    attacker = g.board.creature("A", ["爆炎野郎ジョー"])
    blocker = g.board.creature("B", ["クリスタル・ブレイダー"])
    g.attack(attacker, "B")
    assert blocker in g.state.players["B"].battle and attacker not in g.state.players["A"].battle


def test_a_silent_skill_leaves_a_triggered_ability_for_its_turn() -> None:
    """インスペクト・シード: サイレントスキル, then
    「このターン、自分のクリーチャーが攻撃する時、カードを1枚引いてもよい。」: used as the turn starts (the creature
    stays tapped), every attack of the controller's creatures this turn may draw a card."""
    g = new_game("tcg", turn="B", script=[("A", "use optional", "use インスペクト・シード")])
    g.board.creature("A", ["インスペクト・シード"], tapped=True)
    attacker = g.board.creature("A", ["予言者クルト"])
    g.start_turn("A")
    hand = len(g.state.players["A"].hand)
    g.attack(attacker, "B")
    assert len(g.state.players["A"].hand) == hand + 1


# ------------------------------------------------ G・リンク with either of two gods
def _linked(g: Game, player: str) -> list[list[str]]:
    return [[c.name for c in cr.cards] for cr in g.state.players[player].battle if cr.linked]


def test_a_god_links_with_either_partner_it_names() -> None:
    """無上神アンダーワールド: 「G・リンク《至高神オービタル》または《崇高神ケミカル》の右横」: it links with
    崇高神ケミカル, which names it back (「G・リンク《無上神アンダーワールド》または《極上神プロディジー》の左横」), on
    its right."""
    g = new_game("tcg", turn="A", script=[("A", "g link", "link 無上神アンダーワールド")])
    g.board.creature("A", ["崇高神ケミカル"])
    _enter(g, "A", "無上神アンダーワールド")
    assert _linked(g, "A") == [["崇高神ケミカル", "無上神アンダーワールド"]]


def test_with_both_partners_there_its_controller_chooses_the_one_it_links_with() -> None:
    partner = "link 無上神アンダーワールド with 至高神オービタル"
    script = [("A", "g link", "link 無上神アンダーワールド"), ("A", "g link partner", partner)]
    g = new_game("tcg", turn="A", script=script)
    g.board.creature("A", ["崇高神ケミカル"])
    g.board.creature("A", ["至高神オービタル"])
    _enter(g, "A", "無上神アンダーワールド")
    assert _linked(g, "A") == [["至高神オービタル", "無上神アンダーワールド"]]


def test_two_gods_of_one_side_do_not_link() -> None:
    """崇高神ケミカル and 至高神オービタル are both left-hand gods: neither names the other."""
    g = new_game("tcg", turn="A", script=[("A", "g link", "link 崇高神ケミカル")])
    g.board.creature("A", ["至高神オービタル"])
    _enter(g, "A", "崇高神ケミカル")
    assert _linked(g, "A") == []


# ------------------------------------------------ cards of the hand filtered (強欲の開拓)
def test_only_creatures_of_the_chosen_race_go_from_the_hand_to_the_mana_zone() -> None:
    """強欲の開拓: 「種族を1つ選ぶ。その種族のクリーチャーを自分の手札から好きな枚数選び、自分のマナゾーンに
    置いてもよい。」"""
    g = new_game("tcg", turn="A", script=[("A", "choose race", "ライトブリンガー")])
    g.board.cards("A", Zone.HAND, ["予言者クルト", "爆炎野郎ジョー", "予言者クルト"])
    _cast(g, "A", "強欲の開拓")
    assert sorted(c.name for c in g.state.players["A"].mana) == ["予言者クルト", "予言者クルト"]
    assert [c.name for c in g.state.players["A"].hand] == ["爆炎野郎ジョー"]


# ------------------------------------------------ a card chosen from the hand looked at
def test_a_card_of_the_hand_looked_at_goes_to_its_owners_mana_then_one_comes_back() -> None:
    """ギガンデュラ: 「相手の手札を見る。その中から1枚選び、持ち主のマナゾーンに置いてもよい。そうした場合、相手のマナ
    ゾーンからカードを1枚選び、持ち主の手札に戻す。」"""
    g = new_game("tcg", turn="A", script=[("A", "choose", "爆炎野郎ジョー")])
    g.board.cards("B", Zone.HAND, ["予言者クルト", "爆炎野郎ジョー"])
    g.board.cards("B", Zone.MANA, ["アクア・ビークル"])
    _enter(g, "A", "ギガンデュラ")
    assert [c.name for c in g.state.players["B"].hand] == ["予言者クルト", "アクア・ビークル"]
    assert [c.name for c in g.state.players["B"].mana] == ["爆炎野郎ジョー"]


def test_the_card_looked_at_goes_face_down_into_its_owners_shields() -> None:
    """パクリオ: 「相手の手札を見る。その中から1枚選び、裏向きにして相手のシールドに加えてもよい。」"""
    g = new_game("tcg", turn="A", script=[("A", "choose", "爆炎野郎ジョー")])
    g.board.cards("B", Zone.HAND, ["予言者クルト", "爆炎野郎ジョー"])
    _enter(g, "A", "パクリオ")
    assert [c.name for c in g.state.players["B"].shields] == ["爆炎野郎ジョー"]
    assert not g.state.players["B"].shields[0].face_up


# ------------------------------------------------ 「相手の呪文の効果で…離れる時、…とどまる」
def test_a_creature_stays_when_an_opponents_spell_would_make_it_leave() -> None:
    """ギガデウス: 「相手の呪文の効果でこのクリーチャーがバトルゾーンから離れる時、バトルゾーンから離れずに
    とどまる。」"""
    g = new_game("tcg", turn="B")
    giga = g.board.creature("A", ["ギガデウス"])
    _cast(g, "B", "デーモン・ハンド")
    assert giga in g.state.players["A"].battle


def test_its_controllers_own_spell_and_other_effects_still_move_it() -> None:
    g = new_game("tcg", turn="A")
    giga = g.board.creature("A", ["ギガデウス"])
    _cast(g, "A", "スパイラル・ゲート")  # each player's creature: the controller's own spell
    assert giga not in g.state.players["A"].battle
    g = new_game("tcg", turn="B")
    giga = g.board.creature("A", ["ギガデウス"])
    g.destroy([giga])  # not a spell's effect
    g.settle()
    assert giga not in g.state.players["A"].battle


# ------------------------------------------------ the card looked at may go to the bottom
def test_the_top_card_of_the_opponents_deck_looked_at_may_go_to_the_bottom() -> None:
    """魚雷ロボ・ミサイル・オーシャン: 「このクリーチャーが攻撃する時、相手の山札の上から1枚目を見る。
    そのカードを、持ち主の山札の一番下に戻してもよい。」"""
    for answer, moved in (("use", True), ("skip", False)):
        g = new_game("tcg", turn="A", script=[("A", "use optional", f"{answer} 爆炎野郎ジョー")])
        (top,) = g.board.cards("B", Zone.DECK, ["爆炎野郎ジョー"])
        deck = g.state.players["B"].deck
        deck.insert(0, deck.pop())
        robo = g.board.creature("A", ["魚雷ロボ・ミサイル・オーシャン"])
        g.attack(robo, "B")
        assert (deck[-1] is top) == moved and (deck[0] is top) != moved


# ------------------------------------------------ メテオバーン to the hand
def test_meteorburn_puts_the_card_from_under_it_into_the_hand() -> None:
    """大菜王ゴッド・バナナーン: 「メテオバーン-このクリーチャーが攻撃する時、このクリーチャーの下にあるカードを1枚、
    自分の手札に加えてもよい。」"""
    g = new_game("tcg", turn="A", script=[("A", "use optional", "use 大菜王ゴッド・バナナーン")])
    king = g.board.creature("A", ["大菜王ゴッド・バナナーン", "激闘するフェザー・ホーン"])
    g.attack(king, "B")
    assert "激闘するフェザー・ホーン" in [c.name for c in g.state.players["A"].hand]
    assert len(king.cards) == 1


# ------------------------------------------------ 「相手はこのクリーチャーをタップできない」
def test_the_opponents_effects_do_not_tap_it() -> None:
    """不屈のウレックス: 「相手はこのクリーチャーをタップできない。」; its controller's own effects still do."""
    from engine.kernel.registry import Context, run
    from engine.model.cards import Effect

    g = new_game("tcg", turn="B")
    urex = g.board.creature("A", ["不屈のウレックス"])
    other = g.board.creature("A", ["予言者クルト"])
    tap_all = (Effect("tap", {"target": {"player": "opponent", "count": "all"}}),)
    run(Context(g, "B", None), tap_all)
    assert (urex.tapped, other.tapped) == (False, True)
    run(Context(g, "A", None), (Effect("tap", {"target": {"player": "you", "count": "all"}}),))
    assert urex.tapped


# ------------------------------------------------ 「相手は多色ではない呪文を唱えることができない」
def test_the_opponent_may_cast_only_multicoloured_spells() -> None:
    """聖鎧亜クイーン・アルカディアス: 「相手は多色ではない呪文を唱えることができない。」"""
    from engine.mechanics.playing import play_lock

    g = new_game("tcg", turn="A")
    g.board.creature("B", ["聖鎧亜クイーン・アルカディアス", "崇高神ケミカル"])
    mono, multi = g.board.cards("A", Zone.HAND, ["デーモン・ハンド", "崩壊と灼熱の牙"])
    assert play_lock(g, "A", mono, "cannot cast") is not None
    assert play_lock(g, "A", multi, "cannot cast") is None
    (own,) = g.board.cards("B", Zone.HAND, ["デーモン・ハンド"])
    assert play_lock(g, "B", own, "cannot cast") is None  # its controller's own spells


# ------------------------------------------------ 「自分のマナゾーンからカードが離れる時」
def test_each_card_that_leaves_the_mana_zone_adds_power_this_turn() -> None:
    """地脈の守護者ラグ・マルタス: 「自分のマナゾーンからカードが離れる時、そのターン、このクリーチャーのパワーは
    +4000される。」"""
    g = new_game("tcg", turn="A")
    ragu = g.board.creature("A", ["地脈の守護者ラグ・マルタス"])
    base = g.power(ragu)
    cards = g.board.cards("A", Zone.MANA, ["予言者クルト", "爆炎野郎ジョー"])
    (theirs,) = g.board.cards("B", Zone.MANA, ["予言者クルト"])
    g.move_card(theirs, Zone.HAND, "effect")  # the opponent's mana: nothing
    g.settle()
    assert g.power(ragu) == base
    for card in cards:
        g.move_card(card, Zone.GRAVEYARD, "effect")
        g.settle()
    assert g.power(ragu) == base + 8000


# ------------------------------------------------ mana cards of one civilization have others too
def test_nature_cards_of_its_controllers_mana_are_light_and_fire_too() -> None:
    """聖火妖精パルック: 「自分のマナゾーンにある自然のカードは、光または火のカードでもある。」"""
    from engine.mechanics.filters import card_civilizations
    from engine.model.cards import Civ

    g = new_game("tcg", turn="A")
    nature, water = g.board.cards("A", Zone.MANA, ["激闘するフェザー・ホーン", "アクア・ビークル"])
    (theirs,) = g.board.cards("B", Zone.MANA, ["激闘するフェザー・ホーン"])
    assert card_civilizations(g, nature) == (Civ.NATURE,)
    g.board.creature("A", ["聖火妖精パルック"])
    assert set(card_civilizations(g, nature)) == {Civ.NATURE, Civ.LIGHT, Civ.FIRE}
    assert card_civilizations(g, water) == (Civ.WATER,)
    assert card_civilizations(g, theirs) == (Civ.NATURE,)


# ------------------------------------------------ 「そのカードがクリーチャーであれば」 after a card put into mana
def test_the_card_put_into_the_mana_zone_decides_the_power() -> None:
    """鼓動する石版: 「自分の山札の上から1枚目を、マナゾーンに置く。そのカードがクリーチャーであれば、このターン、
    バトルゾーンにある自分のクリーチャーすべてのパワーは+2000される。」"""
    for top, bonus in (("予言者クルト", 2000), ("デーモン・ハンド", 0)):
        g = new_game("tcg", turn="A")
        joe = g.board.creature("A", ["爆炎野郎ジョー"])
        (card,) = g.board.cards("A", Zone.DECK, [top])
        deck = g.state.players["A"].deck
        deck.insert(0, deck.pop())
        _cast(g, "A", "鼓動する石版")
        assert card in g.state.players["A"].mana
        assert g.power(joe) == 3000 + bonus


# ------------------------------------------------ G・ゼロ: 「このターンに呪文を唱えていれば」
def test_g_zero_after_a_spell_cast_this_turn() -> None:
    """魔光騎聖ブラッディ・シャドウ: 「G・ゼロ-このターンに呪文を唱えていれば、このクリーチャーをコストを支払わずに
    召喚してもよい。」"""
    from engine.mechanics import costs

    g = new_game("tcg", turn="A")
    (shadow,) = g.board.cards("A", Zone.HAND, ["魔光騎聖ブラッディ・シャドウ"])
    assert not costs.g_zero(g, "A", shadow)
    _cast(g, "B", "デーモン・ハンド")  # the opponent's spell: not theirs
    assert not costs.g_zero(g, "A", shadow)
    _cast(g, "A", "デーモン・ハンド")
    assert costs.g_zero(g, "A", shadow)


# ------------------------------------------------ composed, not a template of its own
def test_one_more_shield_this_turn_is_the_power_and_breaks_sentence_composed() -> None:
    """「このターン、このクリーチャーはシールドをもう1枚ブレイクする。」 (フレミングジェット・ドラゴン's
    スリリング・スリー): a duration, a subject and the gain 「はシールドをもう1枚ブレイクする」 — the extra break this
    turn (``modify``)."""
    from tests.engine.test_classic_sentences import entry

    (ability,) = entry("このターン、このクリーチャーはシールドをもう1枚ブレイクする。", "呪文")["abilities"]
    assert ability["do"] == [{"modify": {"target": {"self": True}, "until": "end of turn", "extra breaks": 1}}]


# ------------------------------------------------ a card the opponent chooses in their battle zone or mana zone
def test_the_opponent_chooses_a_card_of_their_battle_zone_or_mana_zone() -> None:
    """クライシス・ボーラー: 「相手は、バトルゾーンかマナゾーンから自分自身のカードを1枚選び、持ち主の墓地に置く。」:
    the opponent chooses; a mana card goes too (the choice is theirs, not the caster's)."""
    g = new_game("tcg", turn="A", script=[("B", "target", "爆炎野郎ジョー")])
    creature = g.board.creature("B", ["予言者クルト"])
    (mana,) = g.board.cards("B", Zone.MANA, ["爆炎野郎ジョー"])
    _cast(g, "A", "クライシス・ボーラー")
    assert mana in g.state.players["B"].graveyard and creature in g.state.players["B"].battle
    g = new_game("tcg", turn="A", script=[("B", "target", "予言者クルト")])
    creature = g.board.creature("B", ["予言者クルト"])
    g.board.cards("B", Zone.MANA, ["爆炎野郎ジョー"])
    _cast(g, "A", "クライシス・ボーラー")
    assert creature not in g.state.players["B"].battle


# ------------------------------------------------ 「それが多色カードでない場合」 after a discard
def test_the_discarded_card_decides_the_return() -> None:
    """ゴースト・クラッチ: 「相手の手札を1枚見ないで選び、捨てさせる。それが多色カードでない場合、多色クリーチャーを
    1体、自分の墓地から手札に戻してもよい。」"""
    for discarded, returned in (("予言者クルト", True), ("崇高神ケミカル", False)):
        g = new_game("tcg", turn="A")
        g.board.cards("B", Zone.HAND, [discarded])
        (back,) = g.board.cards("A", Zone.GRAVEYARD, ["無上神アンダーワールド"])  # a multicoloured creature
        _cast(g, "A", "ゴースト・クラッチ")
        assert (back in g.state.players["A"].hand) == returned


# ------------------------------------------------ a card's own name printed without 《》
def test_a_cards_own_name_printed_bare_is_read_as_its_name() -> None:
    """怪力の化身: 「その中から怪力の化身を1体選び」: the name as 《怪力の化身》 (a recorded fold; the ruby of the
    card's name, 怪力の化身(マイティ・トーテム), is not part of it)."""
    from engine.catalog.text.normalise import normalise

    text = "その中から怪力の化身を1体選び、相手に見せてから自分の手札に加えてもよい。"
    folded = normalise(text, "怪力の化身(マイティ・トーテム)")
    assert folded.text == "その中から《怪力の化身》を1体選び、相手に見せてから自分の手札に加えてもよい。"
    assert folded.folds["own name->《》"] == 1
    assert normalise("《怪力の化身》を1体", "怪力の化身").folds["own name->《》"] == 0


def test_a_creature_returns_to_the_hand_instead_while_another_of_its_name_is_there() -> None:
    """双光の使徒カリュート: 「このクリーチャーがバトルゾーンから自分の墓地に置かれる時、バトルゾーンに
    双光の使徒カリュートが他に1体でもあれば、このクリーチャーを墓地に置くかわりに自分の手札に戻す。」"""
    g = new_game("tcg", turn="B")
    first = g.board.creature("A", ["双光の使徒カリュート"])
    g.destroy([first])
    g.settle()
    assert [c.name for c in g.state.players["A"].graveyard] == ["双光の使徒カリュート"]
    g = new_game("tcg", turn="B")
    first = g.board.creature("A", ["双光の使徒カリュート"])
    g.board.creature("B", ["双光の使徒カリュート"])  # 「バトルゾーンに…他に1体」: either player's
    g.destroy([first])
    g.settle()
    assert [c.name for c in g.state.players["A"].hand] == ["双光の使徒カリュート"]


# ------------------------------------------------ チャージャー put tapped
def test_the_spell_goes_to_the_mana_zone_tapped_after_it_is_cast() -> None:
    """ピクシー・コクーン: 「この呪文を唱えた後、墓地に置くかわりにタップして自分のマナゾーンに置く。」"""
    g = new_game("tcg", turn="A")
    g.board.cards("A", Zone.MANA, ["爆炎野郎ジョー"])
    (spell,) = g.board.cards("A", Zone.HAND, ["ピクシー・コクーン"])
    g.resolve_spell("A", spell)
    g.settle()
    assert spell in g.state.players["A"].mana and spell.tapped
    assert [c.name for c in g.state.players["A"].hand] == ["爆炎野郎ジョー"]


# ------------------------------------------------ a replacement with steps after it
def test_the_replacement_moves_it_to_the_mana_zone_then_a_dragon_comes_back() -> None:
    """竜舞の化身: 「このクリーチャーがバトルゾーンから自分の墓地に置かれる時、自分のマナゾーンにドラゴンが1体でも
    あれば、このクリーチャーを墓地に置くかわりに自分のマナゾーンに置く。その後、自分のマナゾーンからドラゴンを1体、
    自分の手札に戻す。」"""
    g = new_game("tcg", turn="B")
    dancer = g.board.creature("A", ["竜舞の化身"])
    g.destroy([dancer])
    g.settle()
    assert [c.name for c in g.state.players["A"].graveyard] == ["竜舞の化身"]  # no dragon in the mana zone
    g = new_game("tcg", turn="B")
    dancer = g.board.creature("A", ["竜舞の化身"])
    (dragon,) = g.board.cards("A", Zone.MANA, ["ボルシャック・ドラゴン"])
    g.destroy([dancer])
    g.settle()
    assert [c.name for c in g.state.players["A"].mana] == ["竜舞の化身"]
    assert g.state.players["A"].hand == [dragon]


# ------------------------------------------------ the revealed cards of a kind taken, the others to the graveyard
def test_the_revealed_water_cards_go_to_the_hand_the_others_to_the_graveyard() -> None:
    """ストリーミング・シェイパー: 「自分の山札のカードを、上から4枚表向きにする。その中の水のカードをすべて自分の手札に
    加え、それ以外のカードを自分の墓地に置く。」: every water card, creature or not."""
    g = new_game("tcg", turn="A", deck=0)
    top = ["アクア・ビークル", "スパイラル・ゲート", "爆炎野郎ジョー", "予言者クルト", "予言者リュゾル"]
    g.board.cards("A", Zone.DECK, top)
    _cast(g, "A", "ストリーミング・シェイパー")
    assert sorted(c.name for c in g.state.players["A"].hand) == ["アクア・ビークル", "スパイラル・ゲート"]
    graveyard = sorted(c.name for c in g.state.players["A"].graveyard)
    assert graveyard == ["ストリーミング・シェイパー", "予言者クルト", "爆炎野郎ジョー"]
    assert [c.name for c in g.state.players["A"].deck] == ["予言者リュゾル"]


# ------------------------------------------------ 「相手のクリーチャーは、可能であればこのクリーチャーを攻撃する」
def test_the_opponents_creatures_must_attack_it_if_they_can() -> None:
    """超神龍アバス・ノナリス: 「相手のクリーチャーは、可能であればこのクリーチャーを攻撃する。」: tapped, it can be
    attacked: an opponent's creature that can attack must, and must attack it (dmwiki 攻撃強制)."""
    from engine.mechanics.combat import attack_problem
    from engine.mechanics.forced_attacks import forced_attacker

    g = new_game("tcg", turn="B")
    abas = g.board.creature("A", ["超神龍アバス・ノナリス", "予言者クルト"], tapped=True)
    other = g.board.creature("A", ["爆炎野郎ジョー"], tapped=True)
    joe = g.board.creature("B", ["爆炎野郎ジョー"])
    assert forced_attacker(g, "B") is joe
    assert attack_problem(g, joe, "A") is not None and attack_problem(g, joe, other) is not None
    assert attack_problem(g, joe, abas) is None
    abas.tapped = False  # untapped: it can't be attacked, so nothing is forced
    assert forced_attacker(g, "B") is None and attack_problem(g, joe, "A") is None


def test_the_condition_of_a_sentence_holds_for_every_step_it_chains() -> None:
    """龍神ヘヴィ: 「自分のクリーチャーを1体破壊してもよい。そうした場合、カードを1枚引き、相手は自分自身の
    クリーチャーを1体選んで破壊する。」: no creature destroyed, neither the draw nor the opponent's destruction."""
    from tests.engine.test_classic_sentences import entry

    (ability,) = entry("このクリーチャーをバトルゾーンに出した時、自分のクリーチャーを1体破壊してもよい。そうした場合、"
                       "カードを1枚引き、相手は自分自身のクリーチャーを1体選んで破壊する。")["abilities"]
    assert [step[next(iter(step))].get("if") for step in ability["do"]] == [
        None, {"moved a card": True}, {"moved a card": True}]


# ------------------------------------------------ 「そのクリーチャーのコストの数と同じ枚数」
def test_as_many_cards_as_the_chosen_creatures_cost() -> None:
    """グレート・リンク・テクノロジー: 「バトルゾーンにあるクリーチャーを1体選ぶ。そのクリーチャーのコストの数と
    同じ枚数のカードを引く。」 (either player's creature)."""
    g = new_game("tcg", turn="A", script=[("A", "target", "超神龍アバス・ノナリス")])
    g.board.creature("B", ["超神龍アバス・ノナリス", "予言者クルト"])
    hand = len(g.state.players["A"].hand)
    _cast(g, "A", "グレート・リンク・テクノロジー")
    cost = g.catalog.get("超神龍アバス・ノナリス").cost
    assert len(g.state.players["A"].hand) == hand + cost
