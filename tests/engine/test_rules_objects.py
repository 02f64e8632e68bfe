"""The rules objects and mechanics of issue 22 (engine/mechanics): spell modes, twinpacts outside
the battle zone, moves of several designated cards, and the card data or set-up that would be
accepted and then silently ignored (each is a load or set-up error)."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.catalog.loader import load_file
from engine.kernel.registry import run_effects
from engine.mechanics.filters import Perspective, card_civilizations, costs_of, matches
from engine.mechanics.playing import cost_to_pay
from engine.model.cards import Ability, CardDef, CardType, Civ, Effect, Trigger
from engine.model.decisions import Decision
from engine.model.errors import CardDataError, IllegalActionError, ScriptError
from engine.model.objects import Card, Zone
from tests.conftest import new_game
from tests.helpers.scenario_runs import scenario

HEAD = "- name: テスト\n  type: creature\n  civilizations: [fire]\n  cost: 1\n  power: 1000\n  abilities:\n"
MODES = "      modes:\n        - label: a\n          do: [draw: 1]\n"


# ------------------------------------------------------------------ spell modes (601.1)
@pytest.mark.parametrize(("mode", "destroyed", "drawn"), [("destroy", True, 0), ("discard then draw", False, 2)])
def test_a_spell_does_the_mode_its_caster_chooses(mode: str, destroyed: bool, drawn: int) -> None:
    g = new_game("tcg", script=[("A", "mode", mode)], turn="A")
    spell, = g.board.cards("A", Zone.HAND, ["勇愛の天秤"])
    g.board.cards("A", Zone.HAND, ["アクア・ビークル"])
    small = g.board.creature("B", ["予言者リュゾル"])
    hand = len(g.state.players["A"].hand)
    g.cast("A", spell, free=True)
    assert (small.top in g.state.players["B"].graveyard) is destroyed
    assert len(g.state.players["A"].hand) == hand - 1 - (1 if drawn else 0) + drawn
    assert spell in g.state.players["A"].graveyard


@pytest.mark.parametrize("ability", [
    "    - static: {power: {amount: 1000}}\n" + MODES,
    "    - instead of: this leaves\n      do: [redirect: hand]\n" + MODES,
])
def test_modes_where_nothing_chooses_one_fail_to_load(tmp_path: Path, ability: str) -> None:
    path = tmp_path / "cards.yaml"
    path.write_text(HEAD + ability, encoding="utf-8")
    with pytest.raises(CardDataError, match=r"cards.yaml:(9|10): field 'modes': modes are chosen as a triggered"):
        load_file(path)


def test_modes_on_a_triggered_ability_load(tmp_path: Path) -> None:
    path = tmp_path / "cards.yaml"
    path.write_text(HEAD + "    - when: this enters\n" + MODES, encoding="utf-8")
    card, = load_file(path)
    assert card.abilities[0].modes[0][0] == "a"


# ------------------------------------------------------------------ set-up marks
def test_a_set_up_mark_the_zone_does_not_model_is_an_error() -> None:
    with pytest.raises(ScriptError, match=r"予言者リュゾル \(face down\): the mana zone set-up knows no such mark; "
                                          r"known: tapped"):
        scenario("tcg", "Given player A's mana zone holds: 予言者リュゾル (face down)")
    with pytest.raises(ScriptError, match="the hand set-up knows no such mark; it takes no marks"):
        scenario("tcg", "Given player A's hand holds: 予言者リュゾル (tapped)")
    world = scenario("tcg", "Given player A's mana zone holds: 予言者リュゾル (tapped)",
                     "Given player A's shield zone holds: 予言者リュゾル (face up)")
    assert world.game.state.players["A"].mana[0].tapped


# ------------------------------------------------------------------ several designated cards (109.2a)
@pytest.mark.parametrize("profile", ["tcg", "dmps"])
def test_several_designated_cards_move_at_once(profile: str) -> None:
    """`bounce: {target: {card: true, count: all}}` with three cards used to crash (IndexError: an
    emptied creature was still in the battle zone while its card moved)."""
    g = new_game(profile, turn="A")
    for name in ("予言者リュゾル", "アクア・ビークル", "予言者クルト"):
        g.board.creature("B", [name])
    g.effect("A", Effect("bounce", {"target": {"card": True, "count": "all", "player": "opponent"}}))
    assert [c.name for c in g.state.players["B"].hand] == ["予言者リュゾル", "アクア・ビークル", "予言者クルト"]
    assert not g.state.players["B"].battle
    moves = [e for e in g.state.events if e.to_zone is Zone.HAND]
    assert len({e.data["batch"] for e in moves}) == 1  # one event: they move together


# ------------------------------------------------------------------ twinpacts outside the battle zone (201.2b)
TWINPACT = "ハザード・オウ禍武斗／禍武斗の轟印"  # a cost-9 nature creature, a cost-7 nature spell


@pytest.mark.parametrize(("f", "admitted"), [
    ({"max cost": 7}, True),  # the spell side's cost
    ({"max cost": 6}, False),
    ({"min cost": 9}, True),  # the creature side's
    ({"min cost": 8, "max cost": 8}, False),  # one cost is read by every key: neither is 8
    ({"type": "spell"}, True),
    ({"type": "creature"}, True),
    ({"creature": True}, True),
])
def test_a_twinpact_card_has_both_sides_costs_and_types(f: dict[str, object], admitted: bool) -> None:
    g = new_game("tcg")
    card, = g.board.cards("A", Zone.HAND, [TWINPACT])
    assert matches(g, card, f, Perspective("A")) is admitted


def test_in_the_battle_zone_a_twinpact_is_its_creature_side() -> None:
    g = new_game("tcg")
    cr = g.board.creature("A", [TWINPACT])
    assert not matches(g, cr, {"max cost": 7}, Perspective("A"))
    assert not matches(g, cr, {"type": "spell"}, Perspective("A"))
    assert costs_of(g, cr) == (9,)


def test_a_twinpact_card_has_both_sides_civilizations_and_is_not_colourless_when_coloured() -> None:
    g = new_game("tcg")
    kariyadone, butan = g.board.cards("A", Zone.HAND, ["魔導管理室 カリヤドネ／ハーミット・サークル",
                                                       "神豚 ブータンPUNK／ブータン両成敗"])
    assert card_civilizations(g, kariyadone) == (Civ.WATER, Civ.LIGHT)
    assert matches(g, kariyadone, {"multicolour": True}, Perspective("A"))
    assert card_civilizations(g, butan) == (Civ.DARKNESS,)
    assert not matches(g, butan, {"civilization": "zero"}, Perspective("A"))
    cr = g.board.creature("A", ["魔導管理室 カリヤドネ／ハーミット・サークル"])
    assert matches(g, cr, {"civilization": "water"}, Perspective("A"))
    assert not matches(g, cr, {"civilization": "light"}, Perspective("A"))


# ------------------------------------------------------------------ evolving onto a タマシード (Q&A 41412)
def test_an_evolution_goes_on_a_tamaseed_only_with_shinkarize() -> None:
    seed = CardDef("テスト・シード", CardType.TAMASEED, (Civ.FIRE,), 3, races=("アーマード・ドラゴン",),
                   keywords=frozenset({"shinkarize"}))
    g = new_game("tcg", seed, turn="A")
    plain = g.board.creature("A", ["ボル武者の炎霊"])
    evolution = g.catalog.get("超竜ヴァルキリアス")
    assert g.evolution_sources("A", evolution) == []
    with_it = g.board.creature("A", ["テスト・シード"])
    assert g.evolution_sources("A", evolution) == [with_it]
    assert plain not in g.evolution_sources("A", evolution)


# ------------------------------------------------------------------ the state-based check inside an effect (Q&A 46075)
def test_a_power_0_creature_is_destroyed_between_two_steps_of_one_effect() -> None:
    g = new_game("tcg", turn="A")
    g.board.cards("A", Zone.HAND, ["試作品 クロコギア"])
    g.effect("A", Effect("put from zone", {"zone": "hand", "count": 1}),
             Effect("power", {"amount": 3000, "target": {"that put": True, "count": "all"}}))
    assert [c.name for c in g.state.players["A"].graveyard] == ["試作品 クロコギア"]


def test_the_last_step_of_an_effect_is_checked_with_the_other_state_based_actions() -> None:
    """Only between two steps: a creature whose power the last step lowers to 0 is destroyed by
    the state-based check after the effect, as before."""
    g = new_game("tcg", turn="A")
    small = g.board.creature("B", ["予言者クルト"])
    g.effect("A", Effect("draw", {"n": 1}), Effect("power", {"amount": -500, "target": {"player": "opponent"}}))
    assert small.top in g.state.players["B"].graveyard


# ------------------------------------------------------------------ オーラ (310.8a)
AURA = "極幻空 ザハ・エルハ"


@pytest.mark.parametrize(("to", "zone"), [(Zone.GRAVEYARD, "graveyard"), (Zone.HAND, "hand"), (Zone.MANA, "mana"),
                                          (Zone.SHIELDS, "shields"), (Zone.HYPERSPATIAL, "graveyard")])
def test_an_aura_goes_where_its_creature_goes(to: Zone, zone: str) -> None:
    g = new_game("tcg", turn="A")
    cr = g.board.creature("B", ["予言者リュゾル"], auras=[AURA])
    aura = cr.auras[0]
    g.remove_together([cr], to, "effect")
    assert aura in getattr(g.state.players["B"], zone)
    assert not aura.tapped and not aura.face_up
    moved = [e for e in g.state.events if e.card is aura]
    assert moved and all(e.cause == "aura follows its creature (310.8a)" for e in moved)  # not destroyed


@pytest.mark.parametrize("profile", ["tcg", "tcg-2020", "dmps"])
def test_a_rebuild_keeps_the_auras_on_a_creature_that_stays(profile: str) -> None:
    """Q&A 38558: when the evolution creature's top card leaves and the rest is rebuilt, its オーラ
    stay attached to a creature that stays (every rebuild of the profiles)."""
    g = new_game(profile, turn="A")
    cr = g.board.creature("A", ["超竜ヴァルキリアス", "グラディアン・レッド・ドラゴン"], auras=[AURA])
    aura = cr.auras[0]
    g.remove_top(cr, Zone.HAND, "effect")
    holders = [c for c in g.state.players["A"].battle if aura in c.auras]
    assert len(holders) == 1 and holders[0].top.name == "グラディアン・レッド・ドラゴン"


def test_a_creature_whose_last_card_leaves_alone_leaves_its_aura_alone() -> None:
    """Only the creature's card moves (109.2a), not the creature, so its オーラ does not follow it (Q&A
    38558: the オーラ stay in the battle zone when only a card moves); with no creature left under
    it, the オーラ cannot be there alone and goes to the graveyard (310.5)."""
    g = new_game("tcg", turn="A")
    cr = g.board.creature("A", ["予言者リュゾル"], auras=[AURA])
    aura, card = cr.auras[0], cr.top
    g.remove_top(cr, Zone.MANA, "effect")
    assert card in g.state.players["A"].mana
    assert aura in g.state.players["A"].graveyard


# ------------------------------------------------------------------ the opponent's events
def test_opponent_triggers_see_the_other_players_events_only() -> None:
    g = new_game("tcg", turn="B")
    g.board.creature("B", ["黒神龍ダフトヘッド"])
    g.start_turn("A")
    assert len(g.state.players["A"].hand) == 2  # the turn's draw and the one ダフトヘッド gives
    g.start_turn("B")
    assert len(g.state.players["B"].hand) == 1
    lizer = g.board.creature("B", ["闘龍騎リューガライザー"])
    spell, = g.board.cards("B", Zone.HAND, ["勇愛の天秤"])
    g.cast("B", spell, free=True)
    assert lizer in g.state.players["B"].battle
    spell, = g.board.cards("A", Zone.HAND, ["勇愛の天秤"])
    g.cast("A", spell, free=True)
    assert lizer.top in g.state.players["B"].hand


# ------------------------------------------------------------------ what an effect did (Q&A 40231, 40496)
def test_a_creature_a_replacement_sent_elsewhere_is_not_counted_as_moved() -> None:
    """エターナル・Ω sends 「命」の頂 グレイテスト・グレート to the hand instead of the mana zone: of
    the two creatures the effect sends to the mana zone, one arrived, so "if two were put" fails
    and "if one was" holds."""
    g = new_game("tcg", turn="A")
    g.board.creature("B", ["「命」の頂 グレイテスト・グレート"])
    g.board.creature("B", ["予言者リュゾル"])
    g.effect("A", Effect("mana send", {"target": {"player": "opponent", "count": "all"}}),
             Effect("draw", {"n": 1, "if": {"moved at least": 2}}),
             Effect("draw", {"n": 3, "if": {"moved at least": 1}}))
    assert [c.name for c in g.state.players["B"].hand] == ["「命」の頂 グレイテスト・グレート"]
    assert len(g.state.players["A"].hand) == 3


def test_a_card_put_from_a_zone_counts_only_where_it_arrived() -> None:
    g = new_game("tcg", turn="A")
    g.board.cards("A", Zone.HAND, ["予言者リュゾル"])
    g.effect("A", Effect("put from zone", {"zone": "hand", "to": "mana zone", "count": 1, "filter": {}}),
             Effect("draw", {"n": 2, "if": {"moved a card": True}}))
    assert len(g.state.players["A"].hand) == 2


# ------------------------------------------------------------------ before the break (509.4, 603.7)
def test_a_before_break_ability_resolves_once_per_shield_before_the_shields_are_broken() -> None:
    """ブレイクの前に: it triggers once per shield chosen (a W・ブレイカー: twice) and resolves before
    the shields are broken; the shields chosen are broken even if the creature left meanwhile."""
    breaker = CardDef("テスト・ブレイカー", CardType.CREATURE, (Civ.FIRE,), 5, power=6000, races=("テスト",),
                      keywords=frozenset({"w breaker"}), abilities=(
                          Ability("triggered", "ブレイクの前に、カードを1枚引く。", Trigger("before this breaks"),
                                  (Effect("draw", {"n": 1}),)),))
    g = new_game("tcg", breaker, turn="A")
    attacker = g.board.creature("A", ["テスト・ブレイカー"])
    g.board.cards("B", Zone.SHIELDS, ["予言者リュゾル"] * 3)
    g.attack(attacker, "B")
    assert len(g.state.players["A"].hand) == 2
    assert len(g.state.players["B"].shields) == 1 and len(g.state.players["B"].hand) == 2
    kinds = [e.kind for e in g.state.events if e.kind in ("breaking", "drew", "broke")]
    assert kinds == ["breaking", "breaking", "drew", "drew", "broke", "broke"]


# ------------------------------------------------------------------ locks with exemptions
@pytest.mark.parametrize("player", ["A", "B"])
def test_a_play_lock_binds_both_players_and_spares_its_exemptions(player: str) -> None:
    g = new_game("tcg", turn=player)
    g.board.creature("A", ["聖霊王アルファディオス"])
    g.board.cards(player, Zone.MANA, ["凶戦士ブレイズ・クロー"] * 2 + ["予言者リュゾル"] * 2)
    spell, light, water = g.board.cards(player, Zone.HAND, ["勇愛の天秤", "予言者リュゾル", "アクア・ビークル"])
    assert "聖霊王アルファディオス forbids it" in (g.cast_problem(player, spell) or "")
    assert g.summon_problem(player, light) is None
    assert "聖霊王アルファディオス forbids it" in (g.summon_problem(player, water) or "")
    with pytest.raises(IllegalActionError):
        g.cast(player, spell, free=True)


# ------------------------------------------------------------------ psychic flips (200.3c; 覚醒)
@pytest.mark.parametrize(("awaken", "sick"), [(True, False), (False, True)])
def test_only_a_flip_by_awaken_ends_summoning_sickness(awaken: bool, sick: bool) -> None:
    """覚醒 ends the flipped creature's summoning sickness; a flip by 解除 or another effect does not
    (dmwiki 召喚酔い); either way the creature is the face now up (200.3c)."""
    g = new_game("tcg", turn="A")
    cr = g.board.creature("A", ["時空の火焔ボルシャック・ドラゴン"], sick=True)
    assert g.summoning_sick(cr)
    run_effects(g, "A", [Effect("flip", {"to": "勝利の覚醒者ボルシャック・メビウス", "awaken": awaken})], cr.top, cr)
    assert cr.name == "勝利の覚醒者ボルシャック・メビウス" and g.power(cr) == 12000
    assert g.summoning_sick(cr) is sick


# -------------------------------------------------- a twinpact's cost, chosen by the effect's user (201.2b)
@pytest.mark.parametrize(("cost", "sent", "stays"), [("9", "黒神龍ベルザローグ", "光輪の精霊シャウナ"),
                                                     ("7", "光輪の精霊シャウナ", "黒神龍ベルザローグ")])
def test_the_caster_of_7777777_chooses_which_cost_of_a_revealed_twinpact_is_referred_to(
        cost: str, sent: str, stays: str) -> None:
    """201.2b (rule notice 31631, 2021-06-24): the player using the effect chooses one of a
    twinpact's two costs; a twinpact in the hand is cast as its spell side (808)."""
    g = new_game("tcg", turn="A", script=[("A", Decision.CHOOSE, "ハザード・オウ禍武斗／禍武斗の轟印"),
                                          ("A", Decision.COST, cost)])
    spell, = g.board.cards("A", Zone.HAND, ["キング・ザ・スロットン7／7777777"])
    g.board.cards("B", Zone.DECK, ["ハザード・オウ禍武斗／禍武斗の轟印", "予言者リュゾル", "アクア・ビークル"])
    g.state.players["B"].deck[:] = g.state.players["B"].deck[-3:] + g.state.players["B"].deck[:-3]
    g.board.creature("B", ["黒神龍ベルザローグ"])
    g.board.creature("B", ["光輪の精霊シャウナ"])
    g.cast_for_free("A", spell)
    assert [cr.name for cr in g.state.players["B"].battle] == [stays]
    assert sent in [c.name for c in g.state.players["B"].deck[-4:]]
    assert spell in g.state.players["A"].graveyard


# ------------------------------------------------------------------ シンパシー (its printed reminder)
@pytest.mark.parametrize(("others", "cost"), [(0, 6), (3, 3), (6, 1)])
def test_sympathy_reduces_the_cost_per_creature_of_the_races_down_to_its_floor(others: int, cost: int) -> None:
    """Each of the player's creatures of a named race makes the cost 1 less, never below the
    text's floor (ドリーム・リンク・ファーム: 1); a タマシード of the race is no creature and not counted."""
    g = new_game("tcg", turn="A")
    spell, = g.board.cards("A", Zone.HAND, ["ドリーム・リンク・ファーム"])
    for _ in range(others):
        g.board.creature("A", ["隠れんぼの達人コンコーン"])
    g.board.creature("A", ["ボル武者の炎霊"])
    assert cost_to_pay(g, "A", spell, {}) == cost


# ------------------------------------------------------------------ using a タマシード (315)
def test_a_tamaseed_used_from_the_hand_is_paid_for_and_enters_the_battle_zone_as_no_creature() -> None:
    g = new_game("tcg", turn="A")
    seed, = g.board.cards("A", Zone.HAND, ["ボル武者の炎霊"])
    g.board.cards("A", Zone.MANA, ["凶戦士ブレイズ・クロー"] * 3)
    element = g.use_tamaseed("A", seed)
    assert element is not None and element.top is seed and not element.definition.type.is_creature
    assert all(c.tapped for c in g.state.players["A"].mana)


def test_a_creature_is_not_used_as_a_tamaseed() -> None:
    g = new_game("tcg", turn="A")
    card, = g.board.cards("A", Zone.HAND, ["予言者クルト"])
    g.board.cards("A", Zone.MANA, ["予言者クルト"])
    assert g.use_problem("A", card) == "予言者クルト is not a タマシード"


# ------------------------------------------------------------------ <ムゲンクライム>n (an alternative cost)
def test_mugen_climb_taps_n_creatures_and_pays_n_to_summon_from_the_graveyard() -> None:
    g = new_game("tcg", turn="A")
    card, = g.board.cards("A", Zone.GRAVEYARD, ["罪無 ミズゲム垓"])
    g.board.cards("A", Zone.MANA, ["アクア・ビークル"] * 3)
    tapped = [g.board.creature("A", ["アクア・ビークル"]), g.board.creature("A", ["予言者リュゾル"])]
    cr = g.summon_by_mugen_climb("A", card)
    assert cr is not None and cr.top is card and all(c.tapped for c in tapped)
    assert sum(c.tapped for c in g.state.players["A"].mana) == 2
    assert [e.cause for e in g.state.events if e.kind == "entered"][-1] == "summon"


def test_mugen_climb_is_refused_before_anything_is_paid_when_the_creature_cannot_be_summoned() -> None:
    g = new_game("tcg", turn="A")
    card, = g.board.cards("A", Zone.HAND, ["罪無 ミズゲム垓"])
    g.board.cards("A", Zone.MANA, ["アクア・ビークル"] * 3)
    mine = [g.board.creature("A", ["アクア・ビークル"]), g.board.creature("A", ["予言者リュゾル"])]
    g.board.creature("B", ["聖霊王アルファディオス"])
    assert g.mugen_climb_problem("A", card) is not None
    with pytest.raises(IllegalActionError):
        g.summon_by_mugen_climb("A", card)
    assert not any(c.tapped for c in mine) and not any(c.tapped for c in g.state.players["A"].mana)


# ------------------------------------------------------------------ hyper mode (814) and ハイパー化
def test_hyperize_taps_another_creature_and_releases_the_hyper_mode_until_the_next_turn() -> None:
    g = new_game("tcg", turn="A")
    cr = g.board.creature("A", ["蒼き王道 ドギラゴン超"])
    other = g.board.creature("A", ["予言者リュゾル"])
    assert g.power(cr) == 6000 and g.breaker_count(cr) == 2
    g.hyperize(cr)
    assert other.tapped and cr.hyper_released and g.power(cr) == 13000 and g.breaker_count(cr) == 3
    assert g.hyperize_problem(cr) == "蒼き王道 ドギラゴン超's hyper mode is already released"
    g.end_turn()
    assert g.power(cr) == 13000
    g.end_turn()
    assert not cr.hyper_released and g.power(cr) == 6000


def test_hyperize_needs_another_untapped_creature() -> None:
    g = new_game("tcg", turn="A")
    cr = g.board.creature("A", ["蒼き王道 ドギラゴン超"])
    g.board.creature("A", ["予言者リュゾル"], tapped=True)
    assert g.hyperize_problem(cr) is not None


# ------------------------------------------------------------------ EXライフ
def test_ex_life_makes_a_shield_as_the_creature_is_put_and_burns_it_instead_of_leaving() -> None:
    g = new_game("tcg", turn="A", script=[("A", Decision.TARGET, "stop")])
    card, = g.board.cards("A", Zone.HAND, ["聖魔連結王 バロディアス"])
    g.put(card, Zone.BATTLE)
    cr = g.state.players["A"].battle[0]
    shield = g.state.ex_life[cr.uid]
    assert shield in g.state.players["A"].shields
    g.destroy([cr])
    assert cr in g.state.players["A"].battle and shield in g.state.players["A"].graveyard
    g.destroy([cr])  # no EXライフ shield left: it leaves as usual
    assert card in g.state.players["A"].graveyard


# ------------------------------------------------------------------ a spell ability's condition
@pytest.mark.parametrize(("opponent_mana", "gained"), [(2, 1), (0, 0)])
def test_a_spell_ability_with_a_condition_does_nothing_when_it_does_not_hold(opponent_mana: int, gained: int) -> None:
    """グローリー・ストーン: 「相手のマナゾーンのカードが自分のマナゾーンのカードより多ければ、…」 (its if:)."""
    g = new_game("tcg", turn="A")
    spell, = g.board.cards("A", Zone.HAND, ["グローリー・ストーン"])
    g.board.cards("B", Zone.MANA, ["予言者リュゾル"] * opponent_mana)
    g.cast("A", spell, free=True)
    assert len(g.state.players["A"].mana) == gained


def test_card_new_is_the_dataclass_constructor_without_its_setattr_calls() -> None:
    """Card.new (the fast path of Game.new_card) makes what Card(uid, definition, owner) makes: the same
    fields in the same order, the same defaults, a memory of its own."""
    d = CardDef("x", CardType.SPELL, (), 1)
    made, new = Card(7, d, "B"), Card.new(7, d, "B")
    assert list(vars(new).items()) == list(vars(made).items())
    assert new.memory == {} and new.memory is not Card.new(8, d, "B").memory
    new.tapped = True  # still a Card: its setter drops a cached key part
    assert new.tapped and type(new) is Card
