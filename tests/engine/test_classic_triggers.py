"""Trigger events, replacement events and conditions of the classic cards (DM-01 to DM-30) the
engine implements from their printed reminder texts and the rules: サイレントスキル (the untap at the
start of the turn replaced: the creature stays tapped and its ability triggers), シールド・フォース and
ターボラッシュ (conditions), スリリング・スリー (steps once per revealed card of a race), ..."""

from __future__ import annotations

from engine.catalog.loader import read_text
from engine.catalog.text.entries import export_when
from engine.game import Game
from engine.kernel.registry import Context, check, run
from engine.model.cards import CardDef, Effect
from engine.model.errors import IllegalActionError
from engine.model.objects import Card, Creature, Zone
from tests.conftest import new_game


def cards(text: str) -> list[CardDef]:
    return read_text(text, "test.yaml")[0]


(SILENT,) = cards("""
- name: 試験サイレント
  type: creature
  civilizations: [water]
  cost: 3
  power: 2000
  abilities: [{when: silent skill, do: [draw: 1]}]
""")


def test_a_tapped_creature_with_a_silent_skill_may_stay_tapped_and_use_it() -> None:
    g = new_game("tcg", SILENT, script=[("A", "use optional", "use 試験サイレント")], turn="B")
    cr = g.board.creature("A", ["試験サイレント"], tapped=True)
    hand = len(g.state.players["A"].hand)
    g.start_turn("A")
    assert cr.tapped
    assert len(g.state.players["A"].hand) == hand + 2  # the silent skill's card, then the draw


def test_a_silent_skill_not_used_untaps_the_creature() -> None:
    g = new_game("tcg", SILENT, script=[("A", "use optional", "skip 試験サイレント")], turn="B")
    cr = g.board.creature("A", ["試験サイレント"], tapped=True)
    hand = len(g.state.players["A"].hand)
    g.start_turn("A")
    assert not cr.tapped
    assert len(g.state.players["A"].hand) == hand + 1


def test_an_untapped_creature_has_no_silent_skill_to_use() -> None:
    g = new_game("tcg", SILENT, script=[("A", "use optional", "use 試験サイレント")], turn="B")
    cr = g.board.creature("A", ["試験サイレント"])
    hand = len(g.state.players["A"].hand)
    g.start_turn("A")
    assert not cr.tapped
    assert len(g.state.players["A"].hand) == hand + 1
    assert not [e for e in g.trace.entries if e.kind == "decision"]


SHIELD_FORCE, TURBO = cards("""
- name: 試験シールドフォース
  type: creature
  civilizations: [fire]
  cost: 3
  power: 2000
  abilities: [{static: {power: {amount: 3000, filter: {self: true}}}, if: {shield force: true}}]
- name: 試験ターボラッシュ
  type: creature
  civilizations: [fire]
  cost: 3
  power: 2000
  abilities: [{static: {power: {amount: 1000, filter: {self: true}}}, if: {turbo rush: true}}]
""")


def test_abilities_under_shield_force_apply_while_the_chosen_shield_stays() -> None:
    g = new_game("tcg", SHIELD_FORCE, script=[("A", "shield force", "shield 2")], turn="A")
    g.board.cards("A", Zone.SHIELDS, ["予言者リュゾル"] * 3)
    card = g.board.cards("A", Zone.HAND, ["試験シールドフォース"])[0]
    cr = g.put_into_battle("A", [card], "effect")
    assert cr is not None and g.power(cr) == 5000
    g.move_card(g.state.players["A"].shields[0], Zone.HAND, "break")  # another shield: it still applies
    assert g.power(cr) == 5000
    g.move_card(g.state.players["A"].shields[0], Zone.HAND, "break")  # the chosen one
    assert g.power(cr) == 2000


def test_no_shield_chosen_no_shield_force() -> None:
    g = new_game("tcg", SHIELD_FORCE, script=[("A", "shield force", "none")], turn="A")
    g.board.cards("A", Zone.SHIELDS, ["予言者リュゾル"] * 3)
    card = g.board.cards("A", Zone.HAND, ["試験シールドフォース"])[0]
    cr = g.put_into_battle("A", [card], "effect")
    assert cr is not None and g.power(cr) == 2000


def test_turbo_rush_applies_once_another_creature_of_yours_broke_a_shield_this_turn() -> None:
    g = new_game("tcg", TURBO, turn="A")
    g.board.cards("B", Zone.SHIELDS, ["予言者リュゾル"] * 3)
    rusher = g.board.creature("A", ["試験ターボラッシュ"])
    other = g.board.creature("A", ["予言者クルト"])
    assert g.power(rusher) == 2000
    g.attack(rusher, "B")  # its own break does not count
    assert g.power(rusher) == 2000
    g.attack(other, "B")
    assert g.power(rusher) == 3000
    g.end_turn()  # until the end of that turn
    assert g.power(rusher) == 2000


(THRILLER,) = cards("""
- name: 試験スリリング
  type: creature
  civilizations: [light]
  cost: 3
  power: 2000
  abilities:
  - when: this enters
    do: [{thrilling three: {filter: {race: [アーク・セラフィム, セイント・ヘッド]},
                            do: [destroy: {target: {player: opponent, count: 1}}]}}]
""")
DECK = ["霊騎ロウム", "予言者クルト", "霊騎ロウム", "予言者リュゾル", "アクア・ビークル"]


def _thrill(*answers: str) -> tuple[Game, list[Card]]:
    g = new_game("tcg", THRILLER, script=[("A", "use optional", f"{a} 試験スリリング") for a in answers],
                 turn="A", deck=0)
    deck = g.board.cards("A", Zone.DECK, DECK)
    g.board.cards("B", Zone.DECK, ["予言者リュゾル"] * 5)
    g.board.creature("B", ["予言者クルト"])
    g.board.creature("B", ["予言者クルト"])
    g.board.creature("B", ["予言者クルト"])
    card = g.board.cards("A", Zone.HAND, ["試験スリリング"])[0]
    g.put_into_battle("A", [card], "effect")
    g.settle()
    return g, deck


def test_thrilling_three_does_its_steps_once_per_revealed_card_of_the_races() -> None:
    g, deck = _thrill("use", "use")
    assert len(g.state.players["B"].battle) == 1  # two counted: two creatures destroyed
    assert [c.uid for c in g.state.players["A"].deck[:2]] == [c.uid for c in deck[3:]]
    assert {c.uid for c in g.state.players["A"].deck[2:]} == {c.uid for c in deck[:3]}  # the revealed ones below


def test_thrilling_three_each_time_may_be_skipped() -> None:
    g, _ = _thrill("skip", "use")
    assert len(g.state.players["B"].battle) == 2


# ------------------------------------------------------------------ conditions
def holds(g: Game, player: str, condition: dict[str, object], source: Creature | None = None) -> bool:
    ctx = Context(g, player, source.top if source else None, source)
    return check(ctx, condition)


def test_shield_count_conditions_count_as_effects_do() -> None:
    g = new_game("tcg", turn="A")
    g.board.cards("A", Zone.SHIELDS, ["予言者リュゾル"] * 2)
    g.board.cards("B", Zone.SHIELDS, ["予言者リュゾル"] * 3)
    assert holds(g, "A", {"you have at most shields": 2}) and not holds(g, "A", {"you have at most shields": 1})
    assert holds(g, "A", {"opponent has at most shields": 3}) and not holds(g, "A", {"opponent has at most shields": 2})
    assert holds(g, "A", {"opponent has fewer shields than": 4})
    assert not holds(g, "A", {"opponent has fewer shields than": 3})
    assert not holds(g, "A", {"opponent has no shields": True}) and holds(g, "B", {"opponent has at most shields": 2})


def test_hand_and_mana_conditions() -> None:
    g = new_game("tcg", turn="A")
    assert holds(g, "A", {"you have no cards in hand": True})
    assert not holds(g, "A", {"all your mana is tapped": True})  # an empty mana zone
    g.board.cards("B", Zone.HAND, ["予言者リュゾル"])
    assert holds(g, "A", {"opponent has more cards in hand": True})
    g.board.cards("A", Zone.HAND, ["予言者リュゾル"])
    assert not holds(g, "A", {"you have no cards in hand": True})
    assert not holds(g, "A", {"opponent has more cards in hand": True})
    mana = g.board.cards("A", Zone.MANA, ["予言者リュゾル", "アクア・ビークル"])
    mana[0].tapped = True
    assert not holds(g, "A", {"all your mana is tapped": True})
    mana[1].tapped = True
    assert holds(g, "A", {"all your mana is tapped": True})
    assert holds(g, "A", {"cards in zone": {"zone": "mana zone", "filter": {"civilization": "water"}}})
    assert not holds(g, "A", {"cards in zone": {"zone": "mana zone", "filter": {"civilization": "nature"}}})


def test_graveyard_has_name() -> None:
    g = new_game("tcg", turn="A")
    g.board.cards("B", Zone.GRAVEYARD, ["予言者クルト"])
    assert not holds(g, "A", {"graveyard has name": "予言者クルト"})  # the opponent's graveyard does not count
    g.board.cards("A", Zone.GRAVEYARD, ["予言者クルト"])
    assert holds(g, "A", {"graveyard has name": "予言者クルト"})


def test_creature_conditions() -> None:
    g = new_game("tcg", turn="A")
    me = g.board.creature("A", ["予言者クルト"])
    assert holds(g, "A", {"this is your only creature": True}, me)
    assert holds(g, "A", {"you have no other creatures": True}, me)
    assert holds(g, "A", {"this is in the battle zone": True}, me)
    assert holds(g, "A", {"opponent has creatures": {"filter": {}, "fewer than": 1}}, me)
    assert not holds(g, "A", {"creatures in the battle zone": {"filter": {"untapped": True}, "other": True}}, me)
    theirs = g.board.creature("B", ["アクア・ビークル"], tapped=True)
    assert not holds(g, "A", {"creatures in the battle zone": {"filter": {"untapped": True}, "other": True}}, me)
    theirs.tapped = False
    assert holds(g, "A", {"creatures in the battle zone": {"filter": {"untapped": True}, "other": True}}, me)
    assert not holds(g, "A", {"creatures in the battle zone": {"filter": {"whose": "you", "untapped": True},
                                                               "other": True}}, me)
    assert not holds(g, "A", {"opponent has creatures": {"filter": {}, "fewer than": 1}}, me)
    g.board.creature("A", ["予言者リュゾル"])
    assert not holds(g, "A", {"this is your only creature": True}, me)
    assert not holds(g, "A", {"you have no other creatures": True}, me)
    g.destroy([me])
    g.settle()
    assert not holds(g, "A", {"this is in the battle zone": True}, me)


# ------------------------------------------------------------------ trigger events
WATCHERS = cards("""
- name: 試験破壊見張り
  type: creature
  civilizations: [darkness]
  cost: 3
  power: 1000
  abilities: [{when: {event: a creature destroyed, whose: you, race: ヘドリアン}, do: [draw: 1]}]
- name: 試験相手ターン見張り
  type: creature
  civilizations: [darkness]
  cost: 3
  power: 1000
  abilities: [{when: {event: a creature destroyed, whose: you, during: opponent turn}, do: [draw: 1]}]
- name: 試験勝利見張り
  type: creature
  civilizations: [darkness]
  cost: 3
  power: 1000
  abilities: [{when: {event: a creature wins a battle, whose: you}, do: [draw: 1]}]
- name: 試験攻撃者
  type: creature
  civilizations: [darkness]
  cost: 3
  power: 1000
  abilities:
  - {when: {event: this attacks a creature, attacked: {max power: 3000}}, do: [destroy: {target: {that: true}}]}
- name: 試験被攻撃見張り
  type: creature
  civilizations: [darkness]
  cost: 3
  power: 1000
  abilities: [{when: {event: a creature is attacked, whose: you}, do: [power: {amount: 5000, target: {that: true}}]}]
- name: 試験召喚見張り
  type: creature
  civilizations: [darkness]
  cost: 3
  power: 1000
  abilities: [{when: opponent summons or casts, do: [draw: 1]}]
""")


def test_a_creature_destroyed_reads_the_filter_and_includes_the_watcher() -> None:
    g = new_game("tcg", *WATCHERS, turn="A")
    watcher = g.board.creature("A", ["試験破壊見張り"])
    g.board.creature("A", ["予言者クルト"])
    g.destroy([c for c in g.state.players["A"].battle if c.name == "予言者クルト"])
    g.settle()
    assert len(g.state.players["A"].hand) == 0  # not a ヘドリアン
    kuzu = g.board.creature("A", ["屑男"])  # a ヘドリアン
    g.destroy([kuzu])
    g.settle()
    assert len(g.state.players["A"].hand) == 1
    g.destroy([watcher])
    g.settle()
    assert len(g.state.players["A"].hand) == 1  # the watcher is no ヘドリアン (it has no race)


def test_during_the_opponent_turn_only() -> None:
    g = new_game("tcg", *WATCHERS, turn="A")
    g.board.creature("A", ["試験相手ターン見張り"])
    kurt = g.board.creature("A", ["予言者クルト"])
    g.destroy([kurt])
    g.settle()
    assert len(g.state.players["A"].hand) == 0  # A's own turn
    g2 = new_game("tcg", *WATCHERS, turn="B")
    g2.board.creature("A", ["試験相手ターン見張り"])
    kurt2 = g2.board.creature("A", ["予言者クルト"])
    g2.destroy([kurt2])
    g2.settle()
    assert len(g2.state.players["A"].hand) == 1


def test_a_creature_wins_a_battle_is_the_winner_only() -> None:
    g = new_game("tcg", *WATCHERS, turn="A")
    g.board.creature("A", ["試験勝利見張り"])
    joe = g.board.creature("A", ["爆炎野郎ジョー"])
    g.board.creature("B", ["予言者クルト"], tapped=True)
    g.attack(joe, g.state.players["B"].battle[0])
    assert len(g.state.players["A"].hand) == 1
    g2 = new_game("tcg", *WATCHERS, turn="A")
    g2.board.creature("A", ["試験勝利見張り"])
    kurt = g2.board.creature("A", ["予言者クルト"])
    g2.board.creature("B", ["爆炎野郎ジョー"], tapped=True)
    g2.attack(kurt, g2.state.players["B"].battle[0])
    assert len(g2.state.players["A"].hand) == 0  # the opponent's creature won


def test_this_attacks_a_creature_that_is_the_attacked_creature_of_the_filter() -> None:
    g = new_game("tcg", *WATCHERS, turn="A")
    me = g.board.creature("A", ["試験攻撃者"])
    kurt = g.board.creature("B", ["予言者クルト"], tapped=True)  # power 500
    g.attack(me, kurt)
    assert kurt not in g.state.players["B"].battle and me in g.state.players["A"].battle
    assert not [e for e in g.state.events if e.kind == "battle"]  # destroyed as the attack began: no battle
    g2 = new_game("tcg", *WATCHERS, turn="A")
    me2 = g2.board.creature("A", ["試験攻撃者"])
    horn = g2.board.creature("B", ["群れを守るトライ・ホーン"], tapped=True)  # power 5000: not 3000 or less
    g2.attack(me2, horn)
    assert horn in g2.state.players["B"].battle and me2 not in g2.state.players["A"].battle  # a battle, lost


def test_a_creature_is_attacked_gives_that_creature_power_before_the_battle() -> None:
    g = new_game("tcg", *WATCHERS, turn="B")
    g.board.creature("A", ["試験被攻撃見張り"])
    kurt = g.board.creature("A", ["予言者クルト"], tapped=True)
    joe = g.board.creature("B", ["爆炎野郎ジョー"])
    g.attack(joe, kurt)
    assert kurt in g.state.players["A"].battle and joe not in g.state.players["B"].battle


def test_opponent_summons_or_casts_but_not_an_effect_putting() -> None:
    g = new_game("tcg", *WATCHERS, turn="B")
    g.board.creature("A", ["試験召喚見張り"])
    card = g.board.cards("B", Zone.HAND, ["予言者クルト"])[0]
    g.put_into_battle("B", [card], "effect")
    g.settle()
    assert len(g.state.players["A"].hand) == 0
    spell = g.board.cards("B", Zone.HAND, ["ブレイン・チャージャー"])[0]
    g.cast("B", spell, free=True)
    assert len(g.state.players["A"].hand) == 1


# ------------------------------------------------------------------ tap skills
GIVER, COSTLY = cards("""
- name: 試験タップ付与
  type: creature
  civilizations: [water]
  cost: 3
  power: 1000
  abilities: [{when: {event: tap skill, grant to: {civilization: water}}, do: [draw: 1]}]
- name: 試験マナタップ
  type: creature
  civilizations: [water]
  cost: 3
  power: 1000
  abilities: [{when: {event: tap skill, tap mana: 2}, do: [draw: 1]}]
""")


def test_a_tap_skill_given_to_your_creatures_of_a_civilization() -> None:
    g = new_game("tcg", GIVER, turn="A")
    g.board.creature("A", ["試験タップ付与"])
    vehicle = g.board.creature("A", ["アクア・ビークル"])  # water
    g.use_tap_skill(vehicle)
    assert vehicle.tapped and len(g.state.players["A"].hand) == 1


def test_a_creature_the_tap_skill_is_not_given_to_cannot_use_it() -> None:
    g = new_game("tcg", GIVER, turn="A")
    g.board.creature("A", ["試験タップ付与"])
    joe = g.board.creature("A", ["爆炎野郎ジョー"])  # fire
    g2 = new_game("tcg", GIVER, turn="A")
    g2.board.creature("B", ["試験タップ付与"])  # the opponent's gives nothing to player A's creatures
    vehicle = g2.board.creature("A", ["アクア・ビークル"])
    for game, cr in ((g, joe), (g2, vehicle)):
        try:
            game.use_tap_skill(cr)
        except IllegalActionError:
            pass
        else:
            raise AssertionError("the tap skill was used")
        assert not cr.tapped


def test_a_tap_skill_that_taps_mana_needs_the_untapped_mana() -> None:
    g = new_game("tcg", COSTLY, turn="A")
    me = g.board.creature("A", ["試験マナタップ"])
    mana = g.board.cards("A", Zone.MANA, ["予言者リュゾル"] * 3)
    mana[0].tapped = mana[1].tapped = True
    try:
        g.use_tap_skill(me)
    except IllegalActionError:
        pass
    else:
        raise AssertionError("used with one untapped mana card")
    mana[1].tapped = False
    g.use_tap_skill(me)
    assert me.tapped and all(c.tapped for c in mana) and len(g.state.players["A"].hand) == 1


(BATTLER,) = cards("""
- name: 試験バトル時
  type: creature
  civilizations: [fire]
  cost: 3
  power: 2000
  abilities:
  - {when: {event: this battles, against: {keyword: blocker}}, do: [power: {amount: 4000, target: {self: true}}]}
""")


def test_this_battles_resolves_before_the_powers_are_compared() -> None:
    g = new_game("tcg", BATTLER, script=[("B", "block", "クリスタル・ブレイダー")], turn="A")
    g.board.cards("B", Zone.SHIELDS, ["予言者リュゾル"] * 2)
    me = g.board.creature("A", ["試験バトル時"])
    blocker = g.board.creature("B", ["クリスタル・ブレイダー"])  # a blocker, 5000
    g.attack(me, "B")
    assert blocker not in g.state.players["B"].battle and me in g.state.players["A"].battle


def test_this_battles_against_a_creature_the_filter_refuses_does_not_trigger() -> None:
    g = new_game("tcg", BATTLER, turn="A")
    me = g.board.creature("A", ["試験バトル時"])
    joe = g.board.creature("B", ["爆炎野郎ジョー"], tapped=True)  # 3000, no blocker
    g.attack(me, joe)
    assert me not in g.state.players["A"].battle and joe in g.state.players["B"].battle


MORE = cards("""
- name: 試験攻撃見張り
  type: creature
  civilizations: [water]
  cost: 3
  power: 1000
  abilities: [{when: {event: a creature attacks, race: グランド・デビル}, do: [draw: 1]}]
- name: 試験相手火攻撃見張り
  type: creature
  civilizations: [water]
  cost: 3
  power: 1000
  abilities: [{when: {event: opponent creature attacks, civilization: [fire, nature]}, do: [draw: 1]}]
- name: 試験攻撃ブロック
  type: creature
  civilizations: [water]
  cost: 3
  power: 1000
  keywords: [blocker]
  abilities: [{when: this attacks or blocks, do: [draw: 1]}]
- name: 試験呪文見張り
  type: creature
  civilizations: [water]
  cost: 3
  power: 1000
  abilities: [{when: a spell is cast, do: [draw: 1]}]
""")


def test_a_creature_attacks_either_players_creature_of_the_filter() -> None:
    g = new_game("tcg", *MORE, turn="B")
    g.board.creature("A", ["試験攻撃見張り"])
    g.board.cards("A", Zone.SHIELDS, ["予言者リュゾル"] * 3)
    devil = g.board.creature("B", ["封魔ザレオス"])  # a グランド・デビル of the opponent
    g.attack(devil, "A")
    hand = len(g.state.players["A"].hand)
    g2 = new_game("tcg", *MORE, turn="B")
    g2.board.creature("A", ["試験攻撃見張り"])
    g2.board.cards("A", Zone.SHIELDS, ["予言者リュゾル"] * 3)
    g2.attack(g2.board.creature("B", ["爆炎野郎ジョー"]), "A")
    assert hand == 2 and len(g2.state.players["A"].hand) == 1  # the broken shield, and the draw for a devil only


def test_opponent_creature_attacks_reads_the_filter() -> None:
    g = new_game("tcg", *MORE, turn="B")
    g.board.creature("A", ["試験相手火攻撃見張り"])
    g.board.cards("A", Zone.SHIELDS, ["予言者リュゾル"] * 3)
    g.attack(g.board.creature("B", ["アクア・ビークル"]), "A")  # water
    assert len(g.state.players["A"].hand) == 1  # the broken shield only
    g.end_turn()
    g.end_turn()
    before = len(g.state.players["A"].hand)
    g.attack(g.board.creature("B", ["爆炎野郎ジョー"]), "A")  # fire
    assert len(g.state.players["A"].hand) == before + 2


def test_this_attacks_or_blocks() -> None:
    g = new_game("tcg", *MORE, script=[("A", "block", "試験攻撃ブロック")], turn="B")
    g.board.creature("A", ["試験攻撃ブロック"])
    g.attack(g.board.creature("B", ["予言者クルト"]), "A")
    assert len(g.state.players["A"].hand) == 1


def test_a_spell_is_cast_by_either_player() -> None:
    g = new_game("tcg", *MORE, turn="B")
    g.board.creature("A", ["試験呪文見張り"])
    g.cast("B", g.board.cards("B", Zone.HAND, ["ブレイン・チャージャー"])[0], free=True)
    assert len(g.state.players["A"].hand) == 1


def test_a_creature_blocks_reads_the_filter() -> None:
    (watcher,) = cards("""
- name: 試験ブロック見張り
  type: creature
  civilizations: [water]
  cost: 3
  power: 1000
  abilities: [{when: {event: a creature blocks, whose: you, civilization: light}, do: [draw: 1]}]
""")
    g = new_game("tcg", watcher, script=[("A", "block", "天空の守護者グラン・ギューレ")], turn="B")
    g.board.creature("A", ["試験ブロック見張り"])
    g.board.creature("A", ["天空の守護者グラン・ギューレ"])  # a light blocker
    g.attack(g.board.creature("B", ["予言者クルト"]), "A")
    assert len(g.state.players["A"].hand) == 1


def test_a_trigger_filter_written_apart_is_the_trigger_s_own() -> None:
    assert export_when({"event": "you cast a spell", "filter": {"civilization": "light", "type": "spell"}}) == \
        {"event": "you cast a spell", "civilization": "light", "type": "spell"}


# ------------------------------------------------------------------ O・ドライブ
(DRIVER,) = cards("""
- name: 試験Oドライブ
  type: creature
  civilizations: [water]
  cost: 2
  power: 1000
  abilities: [{when: this enters, if: {o drive: {civilization: water, n: 2}}, do: [draw: 1]}]
""")


def _summon_driver(answer: str, mana: int) -> Game:
    g = new_game("tcg", DRIVER, script=[("A", "use optional", f"{answer} 試験Oドライブ")], turn="A")
    g.board.cards("A", Zone.MANA, ["アクア・ビークル"] * mana)
    card = g.board.cards("A", Zone.HAND, ["試験Oドライブ"])[0]
    g.summon("A", card)
    return g


def test_o_drive_paid_gives_the_ability() -> None:
    g = _summon_driver("use", 4)
    assert all(c.tapped for c in g.state.players["A"].mana)
    assert [c.name for c in g.state.players["A"].hand] == ["予言者リュゾル"]


def test_o_drive_not_paid_or_not_payable_gives_nothing() -> None:
    g = _summon_driver("skip", 4)
    assert sum(c.tapped for c in g.state.players["A"].mana) == 2 and not g.state.players["A"].hand
    g2 = _summon_driver("use", 3)  # one untapped water card left: not offered
    assert sum(c.tapped for c in g2.state.players["A"].mana) == 2 and not g2.state.players["A"].hand


def test_o_drive_is_not_had_by_a_creature_put_into_the_battle_zone() -> None:
    g = new_game("tcg", DRIVER, turn="A")
    card = g.board.cards("A", Zone.HAND, ["試験Oドライブ"])[0]
    g.put_into_battle("A", [card], "effect")
    g.settle()
    assert not g.state.players["A"].hand


def test_dmps_has_no_mana_cards_to_tap_for_o_drive() -> None:
    g = new_game("dmps", DRIVER, script=[("A", "use optional", "use 試験Oドライブ")], turn="A")
    g.board.cards("A", Zone.MANA, ["アクア・ビークル"] * 4)
    g.summon("A", g.board.cards("A", Zone.HAND, ["試験Oドライブ"])[0])
    assert not g.state.players["A"].hand


def test_bio_t_waits_in_the_hand_for_a_battle_of_an_attacking_creature_of_its_race() -> None:
    """バイオ・T (a creature battles, from: hand): discarded as the Dreammate's battle begins, the
    attacker gets パワーアタッカー+4000 before the powers are compared."""
    g = new_game("tcg", turn="A", script=[("A", "use optional", "use お祭番長ゴリヤンキー")])
    shushu = g.board.creature("A", ["白銀のシュシュ"])  # 4000, ドリームメイト
    (bio,) = g.board.cards("A", Zone.HAND, ["お祭番長ゴリヤンキー"])
    target = g.board.creature("B", ["冒険探検アミトアキ"])  # 6000
    target.tapped = True
    g.attack(shushu, target)
    assert bio in g.state.players["A"].graveyard
    assert target not in g.state.players["B"].battle and shushu in g.state.players["A"].battle


(UNTAPPER,) = cards("""
- name: 試験アンタップ
  type: creature
  civilizations: [water]
  cost: 3
  power: 1000
  abilities: [{when: {event: this taps, first time this turn: true}, do: [untap this]}]
""")


def test_this_taps_when_an_effect_taps_it_but_not_when_it_was_tapped_already() -> None:
    g = new_game("tcg", UNTAPPER, turn="A")
    me = g.board.creature("B", ["試験アンタップ"])
    tapper = Context(g, "A", None, None)
    run_tap = [Effect("tap", {"target": {"player": "opponent", "count": "all"}})]
    run(tapper, run_tap)
    g.settle()
    assert not me.tapped  # tapped by the effect, then untapped by its ability
    run(tapper, run_tap)
    g.settle()
    assert me.tapped  # the second tap of the turn is not the first


(ORPHE,) = cards("""
- name: 罰神オルフェ
  type: creature
  civilizations: [water]
  cost: 4
  power: 3000
  races: [ゴッド]
  g link: {with: 罪神イザナ, side: right}
  abilities: [{when: this enters, label: g link, do: [g link]}]
""")


def test_this_links_when_the_god_links_in_play_not_when_set_up_linked() -> None:
    """罪神イザナ: 「このクリーチャーがリンクした時、バトルゾーンにある相手の、パワー2000以下のクリーチャーを
    すべて持ち主の手札に戻す」 (the partner here is a stand-in: its printed text is not compiled yet)."""
    g = new_game("tcg", ORPHE, turn="A", script=[("A", "g link", "link 罪神イザナ")])
    g.board.creature("A", ["罰神オルフェ"])
    g.board.creature("B", ["予言者クルト"])  # 2000
    (izana,) = g.board.cards("A", Zone.HAND, ["罪神イザナ"])
    g.board.cards("A", Zone.MANA, ["予言者リュゾル"] * 4)
    g.board.cards("A", Zone.MANA, ["アクア・ビークル"])
    g.summon("A", izana)
    assert [cr.linked for cr in g.state.players["A"].battle] == [True]
    assert [c.name for c in g.state.players["B"].hand] == ["予言者クルト"]
