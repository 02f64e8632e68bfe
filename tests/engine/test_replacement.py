"""Replacement effects: which one applies (000 適用する置換効果の決定; TCG 609.9, 601.1a), loops,
bad scripts, continuous effects, losses (engine/mechanics/replacement.py, engine/policies/replacement.py,
engine/mechanics/continuous.py)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TypeVar

import pytest

from engine.catalog.loader import load_file
from engine.game import Game
from engine.mechanics import replacement
from engine.model.cards import Ability, CardDef, CardType, Civ, Effect, Trigger
from engine.model.decisions import Decision, FirstLegal, Scripted
from engine.model.errors import CardDataError, ScriptError
from engine.model.impending import ImpendingEvent
from engine.model.objects import Creature, Zone
from engine.model.trace import CannotReplace, Replaced, ReplacementChoice
from engine.policies.profiles import get_profile
from engine.policies.replacement_choice import level
from steps.runtime.world import FILLER
from tests.conftest import new_game
from tests.helpers.deciders import OfferRecorder

T = TypeVar("T")




def names(cards: Sequence[object]) -> list[str]:
    return [str(getattr(c, "name", c)) for c in cards]


def applied(g: Game) -> list[str]:
    return [r.source for r in g.trace.of(Replaced)]


class NoReplacementChoice(FirstLegal):
    """Fails the test if anyone is asked which replacement applies."""

    def choose(self, player: str, kind: str, options: Sequence[T], describe: Callable[[T], str]) -> T:
        assert kind != Decision.REPLACEMENT, f"player {player} was asked which replacement applies"
        return options[0]


# ------------------------------------------------------------------ priority levels
def _levels(g: Game, target: Creature) -> dict[str, int]:
    pending = ImpendingEvent(target.top, Zone.GRAVEYARD, "destroyed", target.controller, Zone.BATTLE,
                                  leaving=target)
    return {f.origin_name: level(g, pending, f)[0] for f in replacement.candidates(g, pending)}


def test_each_origin_gets_its_priority_level() -> None:
    g = new_game("dmps", deck=5, turn="A")
    g.board.creature("A", ["Dの楽園 サイケデリック・ガーデン"])
    g.board.creature("A", ["霊樹幻獣カラフール"])
    target = g.board.creature("A", ["アクア・リバイバー"])
    g.board.cards("A", Zone.HAND, ["オンセン・無敵タイム"])
    assert _levels(g, target) == {"アクア・リバイバー": 1, "Dの楽園 サイケデリック・ガーデン": 2,
                                  "霊樹幻獣カラフール": 4, "オンセン・無敵タイム": 5}


def test_an_ability_a_card_gives_itself_is_priority_one() -> None:
    g = new_game("dmps", deck=5, turn="A")
    beethoven = g.board.creature("A", ["「戦慄」の頂 ベートーベン"])
    assert _levels(g, beethoven) == {"「戦慄」の頂 ベートーベン": 1}


def test_a_continuous_grant_is_priority_three_or_one_for_its_own_card() -> None:
    g = new_game("dmps", deck=5, turn="A")
    vehicle = g.board.creature("A", ["アクア・ビークル"])
    kiryu = g.board.cards("A", Zone.HAND, ["鎧亜の咆哮キリュー・ジルヴェス"])[0]
    g.put_into_battle("A", [kiryu], "effect", from_zone=Zone.HAND)
    g.settle()
    assert _levels(g, vehicle) == {"鎧亜の咆哮キリュー・ジルヴェス": 3}
    assert _levels(g, g.state.players["A"].battle[-1]) == {"鎧亜の咆哮キリュー・ジルヴェス": 1}


# ------------------------------------------------------------------ who decides
def test_dmps_asks_no_player_and_applies_the_best_priority() -> None:
    g = Game(get_profile("dmps"), decider=NoReplacementChoice())
    g.board.creature("A", ["霊樹幻獣カラフール"])
    reviver = g.board.creature("A", ["アクア・リバイバー"])
    g.destroy([reviver])
    assert names(g.state.players["A"].hand) == ["アクア・リバイバー"] and applied(g) == ["アクア・リバイバー"]


def test_tcg_the_affected_player_chooses() -> None:
    script = Scripted()
    script.add("A", Decision.REPLACEMENT, "霊樹幻獣カラフール")
    g = new_game("tcg", decider=script, deck=5, turn="A")
    g.board.creature("A", ["霊樹幻獣カラフール"])
    reviver = g.board.creature("A", ["アクア・リバイバー"])
    g.destroy([reviver])
    assert names(g.state.players["A"].mana) == ["アクア・リバイバー"]
    choice = g.trace.of(ReplacementChoice)[0]
    assert choice.chooser == "A" and choice.names == ("アクア・リバイバー", "霊樹幻獣カラフール")


def test_a_scripted_choice_of_a_replacement_that_does_not_apply_lists_those_that_do() -> None:
    script = Scripted()
    script.add("A", Decision.REPLACEMENT, "天光の精霊ミハイル")
    g = new_game("tcg", decider=script, deck=5, turn="A")
    g.board.creature("A", ["霊樹幻獣カラフール"])
    reviver = g.board.creature("A", ["アクア・リバイバー"])
    with pytest.raises(ScriptError) as info:
        g.destroy([reviver])
    message = str(info.value)
    assert "'天光の精霊ミハイル'" in message
    assert "アクア・リバイバー: this destroyed; 霊樹幻獣カラフール: a creature destroyed" in message


def test_tcg_offers_none_only_when_every_replacement_is_optional() -> None:
    spy = OfferRecorder(Decision.REPLACEMENT)
    g = Game(get_profile("tcg"), decider=spy)
    g.board.creature("A", ["霊樹幻獣カラフール"])
    vehicle = g.board.creature("A", ["アクア・ビークル"])
    g.board.cards("A", Zone.HAND, ["オンセン・無敵タイム"])
    g.destroy([vehicle])
    assert spy.offers == [["霊樹幻獣カラフール: a creature destroyed", "オンセン・無敵タイム: a creature destroyed",
                           "none"]]
    assert names(g.state.players["A"].graveyard) == ["アクア・ビークル"]  # "none": it is destroyed


def test_a_replacement_that_cannot_produce_its_result_is_not_offered() -> None:
    """601.1a / 000: the escape needs a shield; with none, the next replacement applies."""
    for profile in ("dmps", "tcg"):
        g = Game(get_profile(profile), decider=NoReplacementChoice())
        g.board.creature("A", ["Dの楽園 サイケデリック・ガーデン"])
        g.board.creature("A", ["霊樹幻獣カラフール"])
        dragon = g.board.creature("A", ["紅神龍メルガルス"])
        g.destroy([dragon])
        assert names(g.state.players["A"].mana) == ["紅神龍メルガルス"], profile
        assert any(r.origin == "Dの楽園 サイケデリック・ガーデン" for r in g.trace.of(CannotReplace))


# ------------------------------------------------------------------ loops and once a turn
def _instead(name: str, event: str, to: str, **filt: object) -> CardDef:
    ab = Ability(kind="replacement", text=f"{event}: {to} instead", trigger=Trigger(event, dict(filt)),
                 effects=(Effect("redirect", {"to": to}),))
    return CardDef(name=name, type=CardType.CREATURE, civilizations=(Civ.LIGHT,), cost=2, power=1000, abilities=(ab,))


@pytest.mark.parametrize("profile", ["tcg", "dmps", "dmps-old"])
def test_two_replacements_that_would_loop_apply_once_each(profile: str) -> None:
    """Graveyard -> mana zone -> graveyard: each replacement applies at most once to the event
    and to the events it became, so the card ends in the graveyard."""
    to_mana = _instead("テストの転生", "card put into graveyard", "mana zone", whose="you")
    to_grave = _instead("テストの風化", "card put into mana zone", "graveyard", whose="you")
    g = new_game(profile, to_mana, to_grave, deck=5, turn="A")
    g.board.creature("A", ["テストの転生"])
    g.board.creature("A", ["テストの風化"])
    card = g.board.cards("A", Zone.HAND, [FILLER])[0]
    assert g.move_card(card, Zone.GRAVEYARD, "effect") is False
    assert card in g.state.players["A"].graveyard and not g.state.players["A"].mana
    assert applied(g) == ["テストの転生", "テストの風化"]


def test_once_per_turn_is_tracked_per_turn() -> None:
    g = new_game("dmps", deck=5, turn="A")
    g.board.creature("A", ["単騎連射 マグナム"])
    first, second, third = g.board.cards("B", Zone.HAND, ["爆炎野郎ジョー", "クラッグザウルス", "ピコラのスパナ"])
    assert g.put_into_battle("B", [first], "effect") is None
    assert g.put_into_battle("B", [second], "effect") is not None
    g.end_turn()
    g.end_turn()
    assert g.state.turn_player == "A" and g.put_into_battle("B", [third], "effect") is None
    assert applied(g) == ["単騎連射 マグナム", "単騎連射 マグナム"]


# ------------------------------------------------------------------ continuous effects
def test_a_continuous_grant_ends_with_the_turn() -> None:
    g = new_game("tcg", deck=5, turn="A")
    vehicle = g.board.creature("A", ["アクア・ビークル"])
    kiryu = g.board.cards("A", Zone.HAND, ["鎧亜の咆哮キリュー・ジルヴェス"])[0]
    g.put_into_battle("A", [kiryu], "effect", from_zone=Zone.HAND)
    g.settle()
    assert len(g.state.lasting) == 1
    g.end_turn()
    g.destroy([vehicle])
    assert names(g.state.players["A"].graveyard) == ["アクア・ビークル"]


def test_a_bad_ability_given_by_an_effect_is_reported_when_the_card_loads(tmp_path: Path) -> None:
    path = tmp_path / "cards.yaml"
    path.write_text("- name: テストの壊れた呪文\n  type: spell\n  civilizations: [light]\n  cost: 1\n  abilities:\n"
                    "    - when: this cast\n      do:\n        - grant replacement:\n"
                    "            ability: {instead of: this flies away, do: [redirect: hand]}\n", encoding="utf-8")
    with pytest.raises(CardDataError, match=r"cards.yaml:9: field 'instead of': unknown event 'this flies away'"):
        load_file(path)
    path.write_text(path.read_text(encoding="utf-8").replace("instead of: this flies away", "when: this enters"),
                    encoding="utf-8")
    with pytest.raises(CardDataError, match=r":9: field 'grant replacement': 'ability': the ability must be a "
                                            r"replacement ability"):
        load_file(path)


# ------------------------------------------------------------------ losing the game
def test_a_replaced_deck_out_is_checked_again_at_once() -> None:
    g = new_game("dmps", deck=5, turn="A")
    g.board.empty_deck("A")
    g.board.cards("A", Zone.DECK, [FILLER])
    g.board.creature("A", ["不敗のダイハード・リュウセイ"])
    g.board.cards("A", Zone.HAND, ["完全防御革命"])
    g.draw("A")
    g.settle()
    assert g.state.outcome is not None and g.state.outcome.lost("A")
    assert applied(g) == ["不敗のダイハード・リュウセイ", "完全防御革命"]
    assert [w.source_name for w in g.state.waiting] == ["不敗のダイハード・リュウセイ"]


def test_a_player_an_effect_protects_does_not_lose_this_turn() -> None:
    g = new_game("tcg", deck=5, turn="A")
    ryusei = g.board.creature("A", ["不敗のダイハード・リュウセイ"])
    g.destroy([ryusei])
    g.settle()  # its "you don't lose this turn" resolves
    g.board.empty_deck("A")
    g.settle()
    assert not g.state.game_over
    g.end_turn()  # player B's turn: the protection is over
    assert g.state.outcome is not None and g.state.outcome.lost("A")


def test_charger_puts_the_spell_into_the_mana_zone() -> None:
    g = new_game("dmps", deck=5, turn="A")
    spell = g.board.cards("A", Zone.HAND, ["ブレイン・チャージャー"])[0]
    g.cast("A", spell, free=True)
    assert names(g.state.players["A"].mana) == ["ブレイン・チャージャー"] and len(g.state.players["A"].hand) == 1
