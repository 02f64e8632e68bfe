"""Zone limits, overflow and replacement effects (000 ゾーンの枚数上限; engine/mechanics/replacement.py)."""

from __future__ import annotations

import pytest

from engine.game import Game
from engine.model.cards import Ability, CardDef, CardType, Civ, Effect, Trigger
from engine.model.decisions import Scripted
from engine.model.objects import Zone
from engine.model.trace import Overflow, Replaced, WaitingRecord
from engine.policies.profiles import get_profile
from steps.runtime.world import FILLER
from tests.conftest import new_game

# The only cards these games know (with the ones a test defines).
ZONE_CARDS = (FILLER, "アクア・ビークル", "爆撃男", "偽りの王 ヴィルヘルム")


def card(name: str, *abilities: Ability, cost: int = 2, keywords: frozenset[str] = frozenset()) -> CardDef:
    """A made-up light creature for the tests."""
    return CardDef(name=name, type=CardType.CREATURE, civilizations=(Civ.LIGHT,), cost=cost, power=1000,
                   abilities=abilities, keywords=keywords)


def triggered(event: str, *effects: Effect, **filt: object) -> Ability:
    return Ability(kind="triggered", text=event, trigger=Trigger(event, dict(filt)), effects=effects)


def instead(event: str, *effects: Effect, **filt: object) -> Ability:
    return Ability(kind="replacement", text=f"instead of {event}", trigger=Trigger(event, dict(filt)),
                   effects=effects)




def waited(g: Game) -> list[str]:
    return [r.text() for r in g.trace.of(WaitingRecord)]


# ------------------------------------------------------------------ the limits
@pytest.mark.parametrize(("profile", "hand", "shields", "battle", "mana"), [
    ("dmps", 10, 10, 7, 99), ("dmps-old", 10, 10, 7, None), ("tcg", None, None, None, None)])
def test_limits_per_profile(profile: str, hand: int | None, shields: int | None, battle: int | None,
                            mana: int | None) -> None:
    limits = get_profile(profile).limits
    assert [limits.of(z) for z in (Zone.HAND, Zone.SHIELDS, Zone.BATTLE, Zone.MANA)] == [hand, shields, battle, mana]
    assert limits.of(Zone.GRAVEYARD) is None and limits.of(Zone.DECK) is None


def test_summon_problem_at_the_battle_zone_limit() -> None:
    limits = get_profile("dmps").limits
    assert limits.summon_problem(7, evolution=False) is not None
    assert limits.summon_problem(6, evolution=False) is None
    assert get_profile("tcg").limits.summon_problem(7, evolution=False) is None


# -------------------------------------------------------------------- overflow
def test_a_draw_into_a_full_hand_is_no_draw() -> None:
    g = new_game("dmps", only=ZONE_CARDS)
    g.board.cards("A", Zone.HAND, [FILLER] * 10)
    assert g.draw("A") == 0
    assert len(g.state.players["A"].hand) == 10 and len(g.state.players["A"].graveyard) == 1
    assert not [e for e in g.state.events if e.kind == "drew"]
    assert g.trace.of(Overflow)[0] == Overflow(FILLER, "A", "hand", "draw")


def test_overflow_triggers_nothing_but_a_real_move_does() -> None:
    g = new_game("dmps", only=ZONE_CARDS)
    g.board.creature("B", ["偽りの王 ヴィルヘルム"])
    g.board.cards("A", Zone.HAND, [FILLER] * 10)
    bomber = g.board.cards("A", Zone.MANA, ["爆撃男"])[0]
    g.move_card(bomber, Zone.HAND, "effect")
    g.settle()
    assert waited(g) == []
    g.move_card(g.state.players["A"].hand[0], Zone.GRAVEYARD, "discard")
    g.settle()
    assert len(waited(g)) == 1  # Wilhelm: an opponent's card put into the graveyard


def test_a_tapped_mana_card_returned_to_a_full_hand_overflows_into_the_graveyard_untapped() -> None:
    """Classic random play over the merged pool, dmps seeds 1658 and 7183 (神々の逆流, 困惑の影トラブル・
    アルケミスト: every mana card back to the hand): the overflowed card kept its tapped state."""
    g = new_game("dmps", only=ZONE_CARDS)
    g.board.cards("A", Zone.HAND, [FILLER] * 10)
    card = g.board.cards("A", Zone.MANA, ["爆撃男"])[0]
    card.tapped = True
    g.move_card(card, Zone.HAND, "effect")
    assert card in g.state.players["A"].graveyard and not card.tapped


def test_a_put_into_mana_ability_does_not_trigger_on_overflow() -> None:
    """000 help (マナゾーン): neither "put into the mana zone" nor "put into the graveyard"
    abilities trigger for the diverted card; without a limit (tcg) the card lands and its
    ability triggers."""
    sprout = card("テストの芽", triggered("this put into mana", Effect("draw", {"n": 1}), **{"from": "mana"}))
    for profile, fired, mana in (("dmps", 0, 99), ("tcg", 1, 100)):
        g = new_game(profile, sprout, only=ZONE_CARDS)
        g.board.cards("A", Zone.MANA, [FILLER] * 99)
        g.board.cards("A", Zone.DECK, ["テストの芽"])
        g.state.players["A"].deck.insert(0, g.state.players["A"].deck.pop())
        g.effect("A", Effect("mana from deck", {"n": 1}))
        assert (len(waited(g)), len(g.state.players["A"].mana)) == (fired, mana), profile


def test_cards_under_an_evolution_do_not_count() -> None:
    g = new_game("dmps", only=ZONE_CARDS)
    for _ in range(6):
        g.board.creature("A", [FILLER])
    g.board.creature("A", [FILLER, "アクア・ビークル", "アクア・ビークル"])
    g.board.validate()
    extra = g.board.cards("A", Zone.HAND, ["アクア・ビークル"])[0]
    assert g.put_into_battle("A", [extra], "effect") is None
    assert g.state.players["A"].count(Zone.BATTLE) == 7 and extra in g.state.players["A"].graveyard


# ---------------------------------------------------------------- replacements
def test_a_replacement_redirects_the_move_and_its_event_triggers() -> None:
    phoenix = card("テストの不死鳥", instead("this put into graveyard", Effect("redirect", {"to": "hand"})))
    g = new_game("tcg", phoenix, only=ZONE_CARDS)
    c = g.board.cards("A", Zone.MANA, ["テストの不死鳥"])[0]
    assert g.move_card(c, Zone.GRAVEYARD, "effect") is False
    assert c in g.state.players["A"].hand
    assert g.trace.of(Replaced)


def test_a_replacement_applies_once_to_its_own_redirected_move() -> None:
    stubborn = card("テストの頑固者", instead("this put into graveyard", Effect("redirect", {"to": "graveyard"})))
    g = new_game("tcg", stubborn, only=ZONE_CARDS)
    c = g.board.cards("A", Zone.HAND, ["テストの頑固者"])[0]
    g.move_card(c, Zone.GRAVEYARD, "effect")
    assert c in g.state.players["A"].graveyard and len(g.trace.of(Replaced)) == 1


def test_madness_keyword_and_overflow_after_the_replacement() -> None:
    """The replacement applies first; its move into a full battle zone then overflows
    (000 同時に複数のカードが移動する際の順序: a madness creature goes to the graveyard
    when the battle zone is full)."""
    mad = card("テストの狂人", triggered("this enters", Effect("draw", {"n": 1})), keywords=frozenset({"madness"}))
    for full, where in ((False, Zone.BATTLE), (True, Zone.GRAVEYARD)):
        g = new_game("dmps", mad, only=ZONE_CARDS)
        g.board.turn("B")
        for _ in range(7 if full else 0):
            g.board.creature("A", [FILLER])
        c = g.board.cards("A", Zone.HAND, ["テストの狂人"])[0]
        g.move_card(c, Zone.GRAVEYARD, "discard")
        g.settle()
        in_battle = any(c in cr.cards for cr in g.state.players["A"].battle)
        assert (Zone.BATTLE if in_battle else Zone.GRAVEYARD) is where
        assert len(waited(g)) == (0 if full else 1)


def test_madness_is_only_during_the_opponents_turn() -> None:
    mad = card("テストの狂人", keywords=frozenset({"madness"}))
    g = new_game("tcg", mad, only=ZONE_CARDS)
    c = g.board.cards("A", Zone.HAND, ["テストの狂人"])[0]
    g.move_card(c, Zone.GRAVEYARD, "discard")
    assert c in g.state.players["A"].graveyard


def test_a_landing_replacement_respects_its_filters() -> None:
    umbrella = card("テストの傘", instead("a creature enters", Effect("redirect", {"to": "graveyard"}),
                                     whose="opponent", **{"max cost": 4, "not from": "hand"}))
    g = new_game("tcg", umbrella, only=ZONE_CARDS)
    g.board.creature("A", ["テストの傘"])
    from_hand, from_mana = g.board.cards("B", Zone.HAND, ["アクア・ビークル"])[0], g.board.cards(
        "B", Zone.MANA, ["アクア・ビークル"])[0]
    assert g.put_into_battle("B", [from_hand], "effect") is not None
    assert g.put_into_battle("B", [from_mana], "effect") is None
    assert from_mana in g.state.players["B"].graveyard
    mine = g.board.cards("A", Zone.MANA, ["アクア・ビークル"])[0]
    assert g.put_into_battle("A", [mine], "effect") is not None


# ---------------------------------------------------------------- shield force
def test_shield_force_binds_as_it_enters_and_ends_with_the_shield() -> None:
    decider = Scripted()
    decider.add("A", "shield force", "shield 2")
    g = Game(get_profile("tcg"), decider=decider)
    g.board.cards("A", Zone.SHIELDS, [FILLER] * 3)
    c = g.board.cards("A", Zone.HAND, ["封魔アルバラム"])[0]
    cr = g.put_into_battle("A", [c], "effect")
    assert cr is not None and g.power(cr) == 5000
    chosen = g.shield_force_shield(cr)
    assert chosen is g.state.players["A"].shields[1]
    g.move_card(chosen, Zone.HAND, "break")
    assert g.shield_force_shield(cr) is None and g.power(cr) == 1000
