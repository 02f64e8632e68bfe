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
