"""Attacks, blocks and battles: "cannot block", マッハファイター and the attacked creature's block
(507.1a), a creature the opponent cannot choose, a creature put from milled cards that battles,
and G・ストライク (509.3b)."""

from __future__ import annotations

from engine.game import Game
from engine.model.cards import Effect
from engine.model.decisions import Decision
from engine.model.errors import IllegalActionError
from engine.model.objects import Zone
from engine.model.trace import Chose
from steps.runtime.world import FILLER
from tests.conftest import new_game


def test_a_creature_that_cannot_block_is_not_offered() -> None:
    g = new_game("tcg")
    attacker = g.board.creature("A", ["群れを守るトライ・ホーン"])
    guard = g.board.creature("B", ["アクア・ガード"])
    assert g.blocker_options(attacker) == [guard]
    guard.granted_keywords = guard.granted_keywords | {"cannot block"}
    assert g.blocker_options(attacker) == []


def test_mach_fighter_attacks_an_untapped_creature_the_turn_it_entered() -> None:
    g = new_game("tcg")
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
    g = new_game("tcg")
    fighter = g.board.creature("A", ["闘争類拳嘩目 ステゴロ・カイザー"], sick=True)
    target = g.board.creature("B", ["シーマイン"])
    g.board.creature("B", ["アクア・ガード"])
    g.attack(fighter, target)
    offered = [r.options for r in g.trace.of(Chose) if r.decision == Decision.BLOCK]
    assert offered == [("no block", "アクア・ガード")]


def test_an_unchoosable_creature_is_not_offered_to_its_opponent() -> None:
    from engine.kernel.registry import Context
    from engine.mechanics.targets import select_creatures

    g = new_game("tcg")
    hidden = g.board.creature("B", ["龍素記号wD サイクルペディア"])
    shown = g.board.creature("B", ["シーマイン"])
    hidden.granted_keywords = hidden.granted_keywords | {"unchoosable"}
    ctx = Context(g, "A", None)
    assert select_creatures(ctx, {"player": "opponent", "count": 2}) == [shown]
    assert select_creatures(ctx, {"player": "opponent", "count": "all"}) == [hidden, shown]  # "all" chooses nothing
    assert select_creatures(Context(g, "B", None), {"player": "you", "keyword": "blocker"}) == [hidden]


def test_a_spell_puts_a_creature_from_the_cards_it_milled_and_it_battles() -> None:
    g = new_game("tcg", script=[("B", "target", FILLER)])
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
    g = new_game("tcg", script=[("B", Decision.USE_G_STRIKE, f"{use} G・ストライク of フェアリー・Re:ライフ"), *script])
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


def test_an_infinite_breaker_may_break_any_number_of_shields() -> None:
    """∞ブレイカー: its controller chooses how many of the opponent's shields it breaks, one up to all
    of them; with no shield it is one, like any creature."""
    from engine.mechanics.queries import breaker_options
    g = new_game("tcg")
    genmu = g.board.creature("A", ["∞龍 ゲンムエンペラー"])
    g.board.cards("B", Zone.SHIELDS, [FILLER] * 3)
    assert breaker_options(g, genmu) == [3, 2, 1]
    g.state.players["B"].shields.clear()
    assert breaker_options(g, genmu) == [1]
