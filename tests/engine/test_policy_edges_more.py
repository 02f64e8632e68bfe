"""More policies at their edges (mutation testing, ``tox -e mutation``, runs these against every mutant):
tapping more mana cards (O・ドライブ) only where the untapped cards are there, a non-stacking DMPS reduction
beside a stacking one on the same card, the older DMPS class of a trigger 001 does not list, the TCG
owners' ordering of cards moved together, and the error an unknown profile name gives."""

from __future__ import annotations

import pytest

from engine.model.cards import Ability, CardDef, CardType, Civ
from engine.model.decisions import Decision
from engine.model.errors import UnknownProfileError
from engine.model.objects import Zone
from engine.model.trace import Chose, Offered
from engine.policies.mana_payment import static_reduction
from engine.policies.profiles import get_profile, profile_named
from engine.policies.simultaneous_moves import ALL
from tests.conftest import new_game


# ------------------------------------------------------------------ O・ドライブ: tapping more mana cards (TCG)
def test_tapping_more_mana_needs_a_distinct_untapped_card_for_each_civilization_listed() -> None:
    """O・ドライブ (DM-24: 「自分のマナゾーンで水のカードをさらに２枚タップしてもよい」): each entry of the list is one
    more untapped mana card of that civilization. One untapped water card does not pay for two (nor does a
    tapped water card, nor a card of another civilization); a second untapped water card does."""
    g = new_game("tcg", turn="A")
    water, tapped_water, _fire = g.board.cards("A", Zone.MANA, ["アクア・ビークル", "アクア・ガード", "爆炎野郎ジョー"])
    tapped_water.tapped = True
    player, mana = g.state.players["A"], g.profile.mana
    assert mana.can_tap_more(g, player, [Civ.WATER])
    assert not mana.can_tap_more(g, player, [Civ.WATER, Civ.WATER])
    assert not mana.can_tap_more(g, player, [Civ.WATER, Civ.DARKNESS])
    assert mana.can_tap_more(g, player, [Civ.WATER, Civ.FIRE])
    assert not water.tapped  # asking taps nothing
    tapped_water.tapped = False
    assert mana.can_tap_more(g, player, [Civ.WATER, Civ.WATER])
    assert not mana.can_tap_more(g, player, [Civ.WATER, Civ.WATER, Civ.WATER])


def test_tapping_more_mana_reads_every_civilization_listed_not_only_the_first_two() -> None:
    """O・ドライブ with three entries: the third civilization needs its own untapped card too."""
    g = new_game("tcg", turn="A")
    g.board.cards("A", Zone.MANA, ["アクア・ビークル", "爆炎野郎ジョー"])
    player, mana = g.state.players["A"], g.profile.mana
    assert not mana.can_tap_more(g, player, [Civ.WATER, Civ.FIRE, Civ.FIRE])
    g.board.cards("A", Zone.MANA, ["爆炎野郎ジョー"])
    assert mana.can_tap_more(g, player, [Civ.WATER, Civ.FIRE, Civ.FIRE])


# ------------------------------------------------------------------ DMPS: "the opponent's usable mana is n lower"
def _two_reductions() -> CardDef:
    """A creature with two static reductions: 1 that does not stack (この効果は重複しない), then 2 that do."""
    return CardDef("二重減少", CardType.CREATURE, (Civ.FIRE,), 7, power=7000, abilities=(
        Ability("static", "once", static={"reduce usable mana": {"n": 1, "stacks": False}}),
        Ability("static", "each", static={"reduce usable mana": 2})))


def test_a_second_copy_skips_only_the_reduction_that_does_not_stack() -> None:
    """DMPS 龍神メタル's 「この効果は重複しない」 is said of that one effect: a second copy of the card adds nothing
    for it, but a stacking reduction on the same card counts for each copy, and other cards count after it."""
    g = new_game("dmps", _two_reductions(), turn="A")
    for name in ("二重減少", "二重減少", "龍神メタル"):
        g.board.creature("B", [name])
    assert static_reduction(g, g.state.players["A"]) == (1 + 2) + 2 + 1


# ------------------------------------------------------------------ older DMPS (001): the trigger kinds
def test_older_dmps_puts_a_trigger_001_does_not_list_in_the_last_class_other() -> None:
    """001 (Ver.3.9.2) orders waiting effects by trigger kind; an end-of-turn ability (希望の使徒トール's
    「自分のターンの終わりに」) is none of the kinds it lists: its class is "other", as the ranked order
    verdicts read it."""
    g = new_game("dmps-old", turn="A")
    g.board.creature("A", ["希望の使徒トール"])
    g.end_turn()
    resolved = g.trace.resolutions()
    assert [(r.source, r.rank) for r in resolved] == [("希望の使徒トール", "other")]


# ------------------------------------------------------------------ TCG: owners order the cards moved together
def test_tcg_each_owner_orders_only_where_they_have_two_cards_or_more() -> None:
    """TCG: cards moved together move at once and each owner orders their own (turn player first); the last
    card left of an owner, or an owner's only card, is no choice: no "move order" decision is asked for it."""
    g = new_game("tcg", turn="A")
    mine = g.board.cards("A", Zone.HAND, ["爆炎野郎ジョー", "クラッグザウルス"])
    theirs = g.board.cards("B", Zone.HAND, ["予言者リュゾル"])
    order = g.profile.moves.order(g, [theirs[0], *mine], ALL, Zone.GRAVEYARD, "A")
    assert order == [*mine, *theirs]
    decisions = [(e.record.player, e.record.options) for e in g.trace
                 if isinstance(e.record, (Chose, Offered)) and e.record.decision == Decision.MOVE_ORDER]
    assert decisions == [("A", ("爆炎野郎ジョー", "クラッグザウルス"))]


# ------------------------------------------------------------------ unknown profiles
def test_an_unknown_profile_name_is_an_error_naming_it_and_the_known_ones() -> None:
    """Bad input is a clear error: the name asked for and every profile there is."""
    with pytest.raises(UnknownProfileError) as raised:
        get_profile("tcg-1999")
    assert str(raised.value) == "unknown profile 'tcg-1999'; known profiles: tcg, tcg-2021, tcg-2020, dmps, dmps-old"


def test_a_profile_a_scenario_misspells_is_named_as_written_with_every_spelling_it_could_take() -> None:
    """A scenario's spelling (``ＤＭＰＸ``, any case and width) is named as written (trimmed), and the error lists
    the profiles and the other spellings (デュエプレ)."""
    assert profile_named(" ＤＭＰＳ ") == "dmps"
    with pytest.raises(UnknownProfileError) as raised:
        profile_named(" ＤＭＰＸ ")
    assert str(raised.value) == ("unknown profile 'ＤＭＰＸ'; known profiles: tcg, tcg-2021, tcg-2020, dmps, "
                                 "dmps-old, デュエプレ")
