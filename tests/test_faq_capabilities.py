"""Mechanisms added for the official rulings of features/faq/ (issue 11, continued): what a
creature that left looks back at (603.5c), "cannot block", マッハファイター and the attacked
creature's block (507.1a), the filter key ``min cost``, an evolution keeping its sources'
continuous effects, the dated fork of attack redirection (2021-09-07) and G・ストライク (509.3b)."""

from __future__ import annotations

from test_faq_mechanics import FILLER, game

from engine.game import Game
from engine.mechanics.filters import Perspective, matches
from engine.model.cards import Effect
from engine.model.decisions import Decision
from engine.model.errors import IllegalActionError
from engine.model.objects import Zone
from engine.model.trace import Chose, WaitingRecord
from engine.policies.attack_redirection import ONE_REDIRECTION, REPEATED_REDIRECTION
from engine.policies.lookback import ALL_THAT_LEFT, ONLY_ITSELF
from engine.policies.profiles import get_profile

WATCHER = "封魔妖スーパー・クズトレイン"  # when another creature is destroyed, you may draw


def triggered(g: Game, source: str) -> int:
    return sum(1 for r in g.trace.of(WaitingRecord) if r.source == source)


def test_the_look_back_policy_names_the_watchers() -> None:
    before, here = ["w", "x", "y"], ["x"]
    assert ONLY_ITSELF.watchers(before, here, "y") == ["x", "y"]
    assert ALL_THAT_LEFT.watchers(before, here, "y") == before
    assert get_profile("tcg").lookback is ONLY_ITSELF and get_profile("tcg-2020").lookback is ONLY_ITSELF
    assert get_profile("dmps").lookback is ALL_THAT_LEFT


def test_a_watcher_destroyed_with_others_sees_only_itself_under_the_tcg() -> None:
    for profile, times in (("tcg", 0), ("dmps", 2)):
        g = game(profile)
        creatures = [g.board.creature("A", [n]) for n in (WATCHER, FILLER, "アクア・ビークル")]
        g.remove_together(creatures, Zone.GRAVEYARD, "destroyed")
        assert triggered(g, WATCHER) == times, profile


def test_a_watcher_that_stays_sees_every_creature_destroyed() -> None:
    g = game("tcg")
    g.board.creature("A", [WATCHER])
    others = [g.board.creature("A", [n]) for n in (FILLER, "アクア・ビークル")]
    g.remove_together(others, Zone.GRAVEYARD, "destroyed")
    assert triggered(g, WATCHER) == 2


def test_a_creature_that_cannot_block_is_not_offered() -> None:
    g = game("tcg")
    attacker = g.board.creature("A", ["群れを守るトライ・ホーン"])
    guard = g.board.creature("B", ["アクア・ガード"])
    assert g.blocker_options(attacker) == [guard]
    guard.granted_keywords = guard.granted_keywords | {"cannot block"}
    assert g.blocker_options(attacker) == []


def test_mach_fighter_attacks_an_untapped_creature_the_turn_it_entered() -> None:
    g = game("tcg")
    fighter = g.board.creature("A", ["闘争類拳嘩目 ステゴロ・カイザー"], sick=True)
    target = g.board.creature("B", ["シーマイン"])
    try:
        g.attack(fighter, "B")  # players only after its first turn: it is summoning sick
        raise AssertionError("a sick mach fighter attacked a player")
    except IllegalActionError:
        pass
    plain = g.board.creature("A", ["群れを守るトライ・ホーン"])
    try:
        g.attack(plain, target)
        raise AssertionError("an untapped creature was attacked without mach fighter")
    except IllegalActionError:
        pass
    g.attack(fighter, target)
    assert target not in g.state.players["B"].battle  # 9000 against 4000


def test_the_attacked_creature_is_not_offered_as_its_own_blocker() -> None:
    g = game("tcg")
    fighter = g.board.creature("A", ["闘争類拳嘩目 ステゴロ・カイザー"], sick=True)
    target = g.board.creature("B", ["シーマイン"])
    g.board.creature("B", ["アクア・ガード"])
    g.attack(fighter, target)
    offered = [r.options for r in g.trace.of(Chose) if r.decision == Decision.BLOCK]
    assert offered == [("no block", "アクア・ガード")]


def test_min_cost_filter() -> None:
    g = game("tcg")
    cheap, dear = g.board.cards("A", Zone.HAND, [FILLER, "暗黒の騎士ザガーン"])
    assert matches(g, dear, {"min cost": 5}, Perspective("A"))
    assert not matches(g, cheap, {"min cost": 5}, Perspective("A"))


def test_an_evolution_keeps_its_sources_continuous_effects() -> None:
    g = game("tcg")
    g.board.cards("A", Zone.MANA, ["アクア・ビークル"] * 6)
    source = g.board.creature("A", ["アクア・ビークル"])
    kiryu = g.board.cards("A", Zone.HAND, ["鎧亜の咆哮キリュー・ジルヴェス"])[0]
    g.put(kiryu, Zone.BATTLE)
    source.power_bonus = 2000
    lancer = g.board.cards("A", Zone.HAND, ["クリスタル・ランサー"])[0]
    evolved = g.summon("A", lancer, onto=source)
    assert evolved is not None
    assert evolved.power_bonus == 2000 and "speed attacker" in evolved.granted_keywords
    assert any(evolved in e.targets and source not in e.targets for e in g.state.lasting)
    g.remove_together([evolved], Zone.GRAVEYARD, "destroyed")
    assert {c.name for c in g.state.players["A"].mana} >= {"クリスタル・ランサー"}


def test_attack_redirection_changed_on_2021_09_07() -> None:
    assert get_profile("tcg").redirection is REPEATED_REDIRECTION
    assert get_profile("tcg-2021").redirection is REPEATED_REDIRECTION
    assert get_profile("tcg-2020").redirection is ONE_REDIRECTION
    assert any(c.date == "2021-09-07" and c.fork == "redirection" for c in get_profile("tcg-2020").changes)


def test_an_unchoosable_creature_is_not_offered_to_its_opponent() -> None:
    from engine.kernel.registry import Context
    from engine.mechanics.targets import select_creatures

    g = game("tcg")
    hidden = g.board.creature("B", ["龍素記号wD サイクルペディア"])
    shown = g.board.creature("B", ["シーマイン"])
    hidden.granted_keywords = hidden.granted_keywords | {"unchoosable"}
    ctx = Context(g, "A", None)
    assert select_creatures(ctx, {"player": "opponent", "count": 2}) == [shown]
    assert select_creatures(ctx, {"player": "opponent", "count": "all"}) == [hidden, shown]  # "all" chooses nothing
    assert select_creatures(Context(g, "B", None), {"player": "you", "keyword": "blocker"}) == [hidden]


def test_a_spell_puts_a_creature_from_the_cards_it_milled_and_it_battles() -> None:
    g = game("tcg", ("B", "target", FILLER))
    g.board.creature("A", [FILLER])
    g.state.players["B"].deck.clear()
    g.board.cards("B", Zone.DECK, ["龍素記号wD サイクルペディア", *[FILLER] * 6])
    spell = g.board.cards("B", Zone.HAND, ["百鬼の邪王門"])[0]
    g.cast("B", spell, free=True)
    assert [c.name for c in g.state.players["B"].battle] == ["龍素記号wD サイクルペディア"]
    assert [c.name for c in g.state.players["A"].graveyard] == [FILLER]
    assert len(g.state.players["B"].graveyard) == 4  # three milled fillers and the spell


def g_strike_game(use: str, *script: tuple[str, str, str]) -> Game:
    """Player A's turn; B's shield zone holds フェアリー・Re:ライフ (G・ストライク); A attacks B."""
    g = game("tcg", ("B", Decision.USE_G_STRIKE, f"{use} G・ストライク of フェアリー・Re:ライフ"), *script)
    g.board.turn("A")
    g.board.cards("B", Zone.SHIELDS, ["フェアリー・Re:ライフ"])
    return g


def test_a_declined_g_strike_chooses_nothing_and_the_card_reaches_the_hand() -> None:
    g = g_strike_game("don't use")
    attacker, other_one = g.board.creature("A", ["暗黒の騎士ザガーン"]), g.board.creature("A", [FILLER])
    g.attack(attacker, "B")
    assert [c.name for c in g.state.players["B"].hand] == ["フェアリー・Re:ライフ"]
    assert not other_one.has("cannot attack")
    assert not any(r.decision == Decision.TARGET for r in g.trace.of(Chose))


def test_a_g_strike_cannot_choose_an_unchoosable_creature_and_its_lock_ends_with_the_turn() -> None:
    g = g_strike_game("use", ("A", Decision.TARGET, FILLER), ("B", Decision.TARGET, "暗黒の騎士ザガーン"))
    attacker, hidden = g.board.creature("A", ["暗黒の騎士ザガーン"]), g.board.creature("A", [FILLER])
    g.effect("A", Effect("grant", {"keywords": ["unchoosable"], "target": {"player": "you", "count": 1}}))
    g.attack(attacker, "B")
    offered = [r.options for r in g.trace.of(Chose) if r.decision == Decision.TARGET and r.player == "B"]
    assert offered == [("none", "暗黒の騎士ザガーン")]
    assert attacker.has("cannot attack") and not hidden.has("cannot attack")
    g.end_turn()
    assert not attacker.has("cannot attack")
