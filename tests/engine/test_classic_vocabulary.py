"""The vocabulary of the classic cards (DM-01 to DM-30) the engine implements from their printed
reminder texts and the comprehensive rules: スレイヤー (115: after the battle), パワーアタッカー (510.2:
while attacking, until the attack ends), untapping creatures, searching the deck for a kind of card,
and the triggers "this blocks" and "this is attacked"."""

from __future__ import annotations

from engine.catalog.loader import read_text
from engine.model.cards import CardDef, Effect
from engine.model.objects import Zone
from tests.conftest import new_game


def cards(text: str) -> list[CardDef]:
    return read_text(text, "test.yaml")[0]


SLAYER, ATTACKER, GUARD, WATCHER = cards("""
- {name: 試験スレイヤー, type: creature, civilizations: [darkness], cost: 2, power: 1000, keywords: [slayer]}
- name: 試験パワーアタッカー
  type: creature
  civilizations: [fire]
  cost: 3
  power: 2000
  abilities: [{static: {power attacker: 3000}}]
- name: 試験ブロッカー
  type: creature
  civilizations: [light]
  cost: 3
  power: 3000
  keywords: [blocker]
  abilities: [{when: this blocks, do: [draw: 1]}]
- name: 試験見張り
  type: creature
  civilizations: [water]
  cost: 3
  power: 6000
  abilities: [{when: this is attacked, do: [draw: 1]}]
""")


def test_a_slayer_that_loses_its_battle_destroys_the_creature_it_battled_after_it() -> None:
    g = new_game("tcg", SLAYER, ATTACKER)
    slayer = g.board.creature("A", ["試験スレイヤー"])
    big = g.board.creature("B", ["試験パワーアタッカー"], tapped=True)
    g.attack(slayer, big)
    assert slayer not in g.state.players["A"].battle and big not in g.state.players["B"].battle
    order = [e.card.name for e in g.state.events if e.kind == "left" and e.card is not None]
    assert order == ["試験スレイヤー", "試験パワーアタッカー"]  # the loser first, then the slayer's victim


def test_a_slayer_that_wins_destroys_only_the_loser() -> None:
    g = new_game("tcg", SLAYER)
    slayer = g.board.creature("A", ["試験スレイヤー"])
    weak = g.board.creature("B", ["予言者クルト"], tapped=True)  # 1000 against 500
    g.attack(slayer, weak)
    assert weak not in g.state.players["B"].battle and slayer in g.state.players["A"].battle


def test_without_slayer_the_winner_stays() -> None:
    g = new_game("tcg", ATTACKER)
    small = g.board.creature("A", ["予言者クルト"])
    big = g.board.creature("B", ["試験パワーアタッカー"], tapped=True)
    g.attack(small, big)
    assert big in g.state.players["B"].battle


def test_power_attacker_adds_its_power_only_while_attacking() -> None:
    g = new_game("tcg", ATTACKER)
    attacker = g.board.creature("A", ["試験パワーアタッカー"])
    target = g.board.creature("B", ["試験パワーアタッカー"], tapped=True)
    assert g.power(attacker) == 2000
    g.attack(attacker, target)  # 5000 against 2000
    assert target not in g.state.players["B"].battle and attacker in g.state.players["A"].battle
    assert g.power(attacker) == 2000  # the attack is over


def test_power_attacker_does_not_help_a_blocker() -> None:
    g = new_game("tcg", ATTACKER, script=[("B", "block", "試験パワーアタッカー")])
    attacker = g.board.creature("A", ["予言者クルト"])
    g.board.creature("B", ["試験パワーアタッカー"], tapped=True)
    assert g.power(g.state.players["B"].battle[0]) == 2000
    g.attack(attacker, "B")


def test_untap_untaps_the_chosen_creatures() -> None:
    g = new_game("tcg")
    mine = g.board.creature("A", ["予言者クルト"], tapped=True)
    theirs = g.board.creature("B", ["予言者クルト"], tapped=True)
    g.effect("A", Effect("untap", {"target": {"player": "you", "count": "all"}}))
    assert not mine.tapped and theirs.tapped


def test_search_deck_takes_only_a_card_passing_its_filter() -> None:
    g = new_game("tcg")
    g.board.cards("A", Zone.DECK, ["デーモン・ハンド"])
    g.effect("A", Effect("search deck", {"filter": {"type": "spell"}, "count": 1, "reveal": True}))
    assert [c.name for c in g.state.players["A"].hand] == ["デーモン・ハンド"]
    g.effect("A", Effect("search deck", {"filter": {"type": "spell"}, "count": 1, "reveal": False}))
    assert len(g.state.players["A"].hand) == 1  # no spell left: nothing is taken


def test_this_blocks_triggers_when_the_creature_blocks() -> None:
    g = new_game("tcg", GUARD, script=[("B", "block", "試験ブロッカー")])
    attacker = g.board.creature("A", ["予言者クルト"])
    g.board.creature("B", ["試験ブロッカー"])
    g.attack(attacker, "B")
    assert len(g.state.players["B"].hand) == 1


def test_this_is_attacked_triggers_for_the_attacked_creature_only() -> None:
    g = new_game("tcg", WATCHER)
    attacker = g.board.creature("A", ["予言者クルト"])
    watcher = g.board.creature("B", ["試験見張り"], tapped=True)
    g.board.creature("B", ["試験見張り"], tapped=True)
    g.attack(attacker, watcher)
    assert len(g.state.players["B"].hand) == 1  # one draw: the other watcher was not attacked


PROUD, PACIFIST, WALL, SHELL, ANGEL = cards("""
- {name: 試験勝者, type: creature, civilizations: [fire], cost: 2, power: 3000, keywords: [dies after winning]}
- {name: 試験平和主義, type: creature, civilizations: [light], cost: 2, power: 3000,
   keywords: [cannot attack creatures]}
- {name: 試験壁, type: creature, civilizations: [light], cost: 2, power: 3000, keywords: [cannot be attacked]}
- name: 試験シェル
  type: creature
  civilizations: [nature]
  cost: 6
  power: 5000
  abilities: [{static: {unblockable by: {self: true, filter: {max power: 4000}}}}]
- name: 試験天使
  type: creature
  civilizations: [light]
  cost: 3
  power: 1000
  abilities:
  - static: {power: {amount: 2000, filter: {self: true}}}
    if: {you have creatures: {filter: {civilization: fire}}}
""")


def test_a_creature_that_dies_after_winning_is_destroyed_after_the_battle_it_won() -> None:
    g = new_game("tcg", PROUD)
    proud = g.board.creature("A", ["試験勝者"])
    weak = g.board.creature("B", ["予言者クルト"], tapped=True)
    g.attack(proud, weak)
    assert weak not in g.state.players["B"].battle and proud not in g.state.players["A"].battle


def test_attack_restrictions_of_the_classic_keywords() -> None:
    g = new_game("tcg", PACIFIST, WALL)
    pacifist = g.board.creature("A", ["試験平和主義"])
    wall = g.board.creature("B", ["試験壁"], tapped=True)
    plain = g.board.creature("A", ["予言者リュゾル"])
    target = g.board.creature("B", ["予言者クルト"], tapped=True)
    assert g.attack_problem(pacifist, target) == "試験平和主義 cannot attack creatures"
    assert g.attack_problem(pacifist, "B") is None
    assert g.attack_problem(plain, wall) == "試験壁 cannot be attacked"


def test_unblockable_by_leaves_out_the_blockers_its_filter_names() -> None:
    g = new_game("tcg", SHELL)
    shell = g.board.creature("A", ["試験シェル"])
    small = g.board.creature("B", ["シーマイン"])  # 4000
    assert g.blocker_options(shell) == []
    small.power_bonus = 1000
    assert g.blocker_options(shell) == [small]


def test_you_have_creatures_counts_the_creatures_its_filter_names() -> None:
    g = new_game("tcg", ANGEL)
    angel = g.board.creature("A", ["試験天使"])
    assert g.power(angel) == 1000
    g.board.creature("A", ["爆炎野郎ジョー"])
    assert g.power(angel) == 3000


def test_shield_operations_take_n_shields_one_at_a_time() -> None:
    g = new_game("tcg")
    g.board.cards("A", Zone.SHIELDS, ["予言者クルト"] * 3)
    g.effect("A", Effect("add shield to hand", {"n": 2}))
    assert len(g.state.players["A"].hand) == 2 and len(g.state.players["A"].shields) == 1
    g.effect("A", Effect("shield to graveyard", {"player": "you", "n": 2}))  # only one is left
    assert not g.state.players["A"].shields and len(g.state.players["A"].graveyard) == 1


def test_looking_at_a_shield_leaves_it_where_it_was() -> None:
    g = new_game("tcg")
    g.board.cards("B", Zone.SHIELDS, ["予言者クルト", "デーモン・ハンド"])
    g.effect("A", Effect("look at shields", {"player": "opponent", "n": 1}))
    first = g.state.players["B"].shields[0]
    assert len(g.state.players["B"].shields) == 2 and g.state.known["A"] == {first.uid}


def test_mana_all_civilization_needs_every_mana_card_of_it() -> None:
    from engine.kernel.registry import Context, check

    g = new_game("tcg")
    ctx = Context(g, "A", None)
    assert not check(ctx, {"mana all civilization": "fire"})  # no mana card at all
    g.board.cards("A", Zone.MANA, ["爆炎野郎ジョー"])
    assert check(ctx, {"mana all civilization": "fire"})
    g.board.cards("A", Zone.MANA, ["予言者クルト"])
    assert not check(ctx, {"mana all civilization": "fire"})


def test_this_is_tapped_and_you_have_other_creatures() -> None:
    from engine.kernel.registry import Context, check

    g = new_game("tcg")
    me = g.board.creature("A", ["爆炎野郎ジョー"])
    ctx = Context(g, "A", me.top, me)
    assert check(ctx, {"this is tapped": False}) and not check(ctx, {"this is tapped": True})
    me.tapped = True
    assert check(ctx, {"this is tapped": True})
    fire = {"you have creatures": {"filter": {"civilization": "fire"}, "other": True}}
    assert not check(ctx, fire)
    g.board.creature("A", ["爆炎野郎ジョー"])
    assert check(ctx, fire)


def test_the_opponent_chooses_their_own_mana_card_when_the_text_says_so() -> None:
    g = new_game("tcg", script=[("B", "mana to graveyard", "予言者クルト")])
    g.board.cards("B", Zone.MANA, ["爆炎野郎ジョー", "予言者クルト"])
    g.effect("A", Effect("mana to graveyard", {"n": 1, "player": "opponent", "chooser": "owner"}))
    assert [c.name for c in g.state.players["B"].graveyard] == ["予言者クルト"]


def test_this_is_blocked_triggers_for_the_blocked_attacker() -> None:
    blocked, = cards("""
- name: 試験被ブロック
  type: creature
  civilizations: [darkness]
  cost: 3
  power: 1000
  abilities: [{when: this is blocked, do: [draw: 1]}]
""")
    g = new_game("tcg", blocked, script=[("B", "block", "シーマイン")])
    attacker = g.board.creature("A", ["試験被ブロック"])
    g.board.creature("B", ["シーマイン"])
    g.attack(attacker, "B")
    assert len(g.state.players["A"].hand) == 1


def test_a_power_attacker_kept_alive_by_its_bonus_is_destroyed_when_the_attack_ends() -> None:
    g = new_game("tcg", ATTACKER)
    attacker = g.board.creature("A", ["試験パワーアタッカー"])  # 2000, +3000 while attacking
    g.board.cards("B", Zone.SHIELDS, ["予言者リュゾル"])
    attacker.power_bonus = -2000  # an effect of this turn: 3000 while attacking, 0 after
    g.attack(attacker, "B")
    assert attacker not in g.state.players["A"].battle


def test_a_mana_evolution_is_not_summoned_into_a_full_dmps_battle_zone() -> None:
    """Its sources come from the mana zone, so it adds a creature: with 7 there, no summon (000; found by
    random play over the classic pool, dmps seed 1896)."""
    g = new_game("dmps", turn="A")
    for _ in range(7):
        g.board.creature("A", ["予言者クルト"])
    g.board.cards("A", Zone.MANA, ["群れを守るトライ・ホーン"] * 8)
    bades, = g.board.cards("A", Zone.HAND, ["超神龍バリアント・バデス"])
    assert g.summon_problem("A", bades) == "the battle zone is full (7): summoning is not offered"


def test_a_slayer_that_wins_destroys_a_loser_a_saver_kept_after_the_battle() -> None:
    """スレイヤー destroys the creature it battled after the battle whoever won it (DM-10 reminder
    text; dmwiki スレイヤー): a loser that a セイバー kept in the battle zone is destroyed then."""
    g = new_game("tcg", script=[("B", "use", "yes")])
    slayer = g.board.creature("A", ["黒神龍ハルヴェルド"])  # 6000, slayer
    loser = g.board.creature("B", ["緑神龍グレガリゴン"], tapped=True)  # 4000, アース・ドラゴン
    saver = g.board.creature("B", ["雪渓妖精マルル"])  # セイバー：アース・ドラゴン
    g.attack(slayer, loser)
    gone = [e.card.name for e in g.state.events if e.kind == "left" and e.card is not None]
    assert gone == ["雪渓妖精マルル", "緑神龍グレガリゴン"]  # the saver in the battle, the loser after it
    assert saver not in g.state.players["B"].battle and slayer in g.state.players["A"].battle
