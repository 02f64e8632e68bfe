"""The index of observers (engine.mechanics.triggers.observer_mask): each trigger event's matcher answers
only the kinds of game event it declares, so asking only the cards whose definitions answer an event's
kind misses nothing."""

from __future__ import annotations

import pytest

from engine.kernel.registry import TRIGGERS
from engine.mechanics import kinds, triggers
from engine.mechanics.triggers import ANSWERS, Source, matches_event, observer_mask, pair_bit
from engine.model.cards import Ability, CardDef, CardType, Trigger
from engine.model.events import Event
from engine.model.objects import Zone

# every kind of game event the engine emits, and one it never does
KINDS = sorted({k for on in ANSWERS.values() for k in on} | {"crossed", "direct attack", "flipped", "fortified",
                                                             "sealed", "no such kind"})


def test_every_trigger_event_declares_the_kinds_it_answers() -> None:
    assert set(ANSWERS) == set(TRIGGERS)


@pytest.mark.parametrize("name", sorted(ANSWERS))
def test_a_matcher_is_false_for_every_kind_it_does_not_declare(name: str) -> None:
    source = Source("A", "battle", None, None)  # type: ignore[arg-type]
    for kind in KINDS:
        if kind not in ANSWERS[name]:
            event = Event(kind, "B")  # the opponent's: "opponent ..." matchers read the kind after the player
            assert not matches_event(None, Trigger(name), event, source), (name, kind)  # type: ignore[arg-type]


def test_a_definition_answers_the_kinds_of_its_triggers_from_the_zone_they_wait_from() -> None:
    d = CardDef("x", CardType.CREATURE, (), 1, abilities=(
        Ability("triggered", "a", Trigger("this attacks or blocks")),
        Ability("triggered", "b", Trigger("this put into graveyard")),
        Ability("triggered", "c", Trigger("a creature battles", {"from": "hand"}))))
    mask = observer_mask(d)
    for word, kind in (("battle", "attacked"), ("battle", "blocked"), ("graveyard", "moved"), ("hand", "battling")):
        assert mask & pair_bit(word, kind)
    for word, kind in (("battle", "moved"), ("graveyard", "attacked"), ("battle", "battling"), ("hand", "entered")):
        assert not mask & pair_bit(word, kind)


def test_the_checked_collection_catches_a_kind_left_out(monkeypatch: pytest.MonkeyPatch) -> None:
    from engine.autoplay import play_game
    from engine.policies.profiles import get_profile

    monkeypatch.setattr(kinds, "CHECK_STEADY", True)
    monkeypatch.setitem(ANSWERS, "this enters", frozenset())
    triggers.forget_index()  # masks computed afresh from the altered table
    try:
        with pytest.raises(AssertionError, match="missed a waiting effect"):
            for seed in range(20):
                play_game(get_profile("tcg"), seed)
    finally:
        monkeypatch.undo()
        triggers.forget_index()


# ------------------------------------------------ the same answers whatever the process met before
WORDS = ("battle", triggers.ELSEWHERE, *(word for _, word in triggers.OBSERVED_ZONES))


def _definitions() -> list[CardDef]:
    from engine.autoplay import POOL_NAMES
    from engine.catalog.loader import default_catalog

    catalog = default_catalog()
    return [catalog.get(name) for name in sorted(set(POOL_NAMES))] + [
        d for d in catalog if any(ab.kind == "triggered" for ab in d.abilities)][:300]


Question = tuple[str, int, str, str]  # (definition name or list tag, position or length, zone word, kind)


def _answers(defs: list[CardDef], pairs: list[tuple[str, str]], early: bool) -> dict[Question, bool]:
    """Every question the index answers, asked in the order given: whether each definition answers
    each (zone word, kind) pair, and whether some card of a list (one card per definition; the first
    ``n`` definitions, for several ``n``) answers it. ``early``: the lists are also asked about while
    the definitions are being met (some of their definitions not indexed yet)."""
    from engine.model.objects import Card

    cards = [Card(n, d, "A") for n, d in enumerate(defs)]
    out: dict[Question, bool] = {}

    def ask_lists(tag: str) -> None:
        for upto in range(0, len(defs) + 1, 23):
            for word, kind in pairs:
                bit = pair_bit(word, kind)
                out[(tag, upto, word, kind)] = triggers.some_answers((cards[:upto],), bit, triggers._SILENT[bit])

    for n, d in enumerate(defs):
        if early and n % 97 == 1:
            ask_lists(f"early {n}")
        for word, kind in pairs:
            out[(d.name, n, word, kind)] = bool(observer_mask(d) & pair_bit(word, kind))
    ask_lists("list")
    return out


def test_the_index_gives_the_same_answers_built_in_two_orders() -> None:
    """The index is a function of the definitions asked about, not of what the process met before:
    built in one order (pairs numbered as met), then afresh in another (pairs numbered in reverse,
    definitions met in reverse, zone lists asked about before their definitions are indexed), every
    answer is the same, and a list's answer is what its definitions' answers say."""
    defs = _definitions()
    pairs = [(word, kind) for word in WORDS for kind in KINDS]
    try:
        triggers.forget_index()
        first = _answers(defs, pairs, early=False)
        triggers.forget_index()
        for word, kind in reversed(pairs):  # another numbering of the pairs
            pair_bit(word, kind)
        backwards = list(reversed(defs))
        second = _answers(backwards, list(reversed(pairs)), early=True)
    finally:
        triggers.forget_index()
    names = {d.name for d in defs}
    own = {(k[0], k[2], k[3]): v for k, v in first.items() if k[0] in names}
    assert any(own.values()) and not all(own.values())
    assert own == {(k[0], k[2], k[3]): v for k, v in second.items() if (k[0], k[2], k[3]) in own}
    for answers, order in ((first, defs), (second, backwards)):
        for (tag, upto, word, kind), got in answers.items():
            if tag not in names:
                expected = any(own[(d.name, word, kind)] for d in order[:upto])
                assert got == expected, (tag, upto, word, kind)


VANILLA = "シーマイン"  # no ability


def _forks_read_by_a_quiet_destruction() -> frozenset[str]:
    """The forks a game reads when a vanilla creature is destroyed with another vanilla card in a
    hand (no card can answer the event)."""
    from engine.policies.profiles import forks_read, watched
    from steps.runtime.world import FILLER
    from tests.conftest import new_game

    g = new_game("tcg", only=[FILLER, VANILLA])
    g.profile = watched(g.profile)
    g.board.cards("A", Zone.HAND, [VANILLA])
    g.remove_together([g.board.creature("B", [FILLER])], Zone.GRAVEYARD, "destroyed")
    return forks_read(g.profile)


def test_a_run_reads_the_same_forks_in_a_fresh_process_and_a_warm_one() -> None:
    """Fork attribution prunes by the forks a run reads (reports/model/attribution.py): with the index
    filled lazily, a fresh process asked every card of the hand (not indexed yet) and read the look
    back fork where a warm one did not — a `-n 2` run attributed with a different number of runs."""
    try:
        triggers.forget_index()
        fresh = _forks_read_by_a_quiet_destruction()
        warm = _forks_read_by_a_quiet_destruction()
    finally:
        triggers.forget_index()
    assert fresh == warm


def test_an_event_about_an_element_whose_cards_all_left_is_collected_without_error() -> None:
    """An event may name an element of the battle zone whose cards have all gone (its top card to the mana
    zone, the cards under it to the hand): collecting reads its cards, none, and finds nothing (random play over
    the classic pool, tcg seed 50901, raised IndexError there)."""
    from engine.mechanics import kinds
    from engine.mechanics.triggers import collect
    from engine.model.events import Event
    from tests.conftest import new_game

    g = new_game("tcg")
    g.board.creature("A", ["青銅の鎧"])
    gone = g.state.players["A"].battle.pop()  # out of the battle zone, as when its cards went elsewhere
    kinds.changed()
    gone.cards.clear()
    assert collect(g, Event("left", "A", creature=gone), None) == []
