"""Copies of a game state (engine.model.snapshot.Copier): a dataclass's object is copied by its fields,
only those that may hold something that can change looked at; what it shares is kept shared."""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.autoplay import play_game
from engine.model.lot import GameRandom
from engine.model.objects import KEY_CACHE
from engine.model.snapshot import ZONE_LISTS, Copier, Namer, canonical, state_key, zone_key, zones_key
from engine.policies.profiles import get_profile


@dataclass
class Holder:
    count: int
    name: str
    tags: frozenset[str]
    items: list[list[int]] = field(default_factory=list)
    other: list[int] = field(default_factory=list)


def test_a_dataclass_is_copied_by_its_fields_keeping_what_they_share() -> None:
    inner = [1, 2]
    h = Holder(3, "x", frozenset({"a"}), [inner, inner], inner)
    c = Copier().copy(h)
    assert (c.count, c.name, c.tags) == (3, "x", frozenset({"a"})) and c.tags is h.tags
    assert c.items == [[1, 2], [1, 2]] and c.items is not h.items
    assert c.items[0] is c.items[1] is c.other and c.other is not inner  # one copy of the shared list


def test_an_object_holding_more_than_its_fields_is_copied_whole() -> None:
    h = Holder(1, "y", frozenset())
    extra = [5]
    setattr(h, "extra", extra)  # noqa: B010 - an attribute the dataclass does not declare
    c = Copier().copy(h)
    assert c.extra == [5] and c.extra is not extra


def test_a_copy_of_a_state_keys_alike_and_changes_alone() -> None:
    game = play_game(get_profile("tcg"), 3, turn_limit=4)
    copy = Copier(shared=[game]).copy(game.state)
    assert state_key(copy, Namer()) == state_key(game.state, Namer())
    before = state_key(game.state, Namer())
    copy.players["A"].hand.reverse()
    copy.players["B"].deck.pop()
    assert state_key(game.state, Namer()) == before != state_key(copy, Namer())


def test_a_zone_read_off_its_cards_keys_as_each_card_named_in_turn() -> None:
    game = play_game(get_profile("tcg"), 3, turn_limit=4)
    cached = state_key(game.state, Namer())  # every card now keeps its key part
    for p in game.state.players.values():
        for zone in ZONE_LISTS:
            for c in getattr(p, zone):
                c.__dict__.pop(KEY_CACHE, None)  # each card named one by one (Namer.card)
    assert state_key(game.state, Namer()) == cached
    tapped = game.state.players["A"].deck[0]
    tapped.tapped = not tapped.tapped  # a field changed: its key part is found again
    assert state_key(game.state, Namer()) != cached


def test_a_zone_with_a_card_named_before_or_twice_names_it_by_its_number() -> None:
    game = play_game(get_profile("tcg"), 3, turn_limit=2)
    a, b = game.state.players["A"].deck[:2]
    name = Namer()
    first = zone_key([a], name)
    assert zone_key([a, b], name) == (0, b.__dict__[KEY_CACHE])
    assert first == (a.__dict__[KEY_CACHE],) and name.cards == {a.uid: 0, b.uid: 1}
    twice = Namer()
    zone_key([b], Namer())  # b keeps its key part
    assert zone_key([b, b], twice) == (b.__dict__[KEY_CACHE], 0) and twice.cards == {b.uid: 0}


def test_a_dataclass_is_described_by_its_fields_in_order_and_an_extra_attribute_counts() -> None:
    def key(h: Holder) -> object:
        return canonical(h, Namer())

    assert key(Holder(1, "x", frozenset({"a"}), [[2]])) == key(Holder(1, "x", frozenset({"a"}), [[2]]))
    assert key(Holder(1, "x", frozenset(), [], [1])) != key(Holder(1, "x", frozenset(), [[1]], []))
    extra = Holder(1, "x", frozenset())
    setattr(extra, "extra", 5)  # noqa: B010 - an attribute the dataclass does not declare
    assert key(extra) != key(Holder(1, "x", frozenset()))


def test_an_emitted_event_keys_its_fixed_part_once_and_its_card_by_the_namer() -> None:
    """An event with its batch and names and numbers only: what it is but its card and creature is found
    once and kept on it (copies share it); the card is still named by the key's namer."""
    from engine.model.events import Event
    from engine.model.snapshot import EVENT_KEY, _event

    game = play_game(get_profile("tcg"), 3, turn_limit=2)
    card = game.state.players["A"].deck[0]
    emitted = Event("moved", "A", card=card, data={"turn": 1, "batch": 4})
    made = Event("moved", "A", card=card, data={"turn": 1})  # not emitted yet: described whole, nothing kept
    first = _event(emitted, Namer())
    assert EVENT_KEY in vars(emitted) and _event(emitted, Namer()) == first
    assert _event(made, Namer()) == _event(made, Namer()) and EVENT_KEY not in vars(made)
    copied = Copier().copy(emitted)
    assert copied.card is not card and _event(copied, Namer()) == first
    name = Namer()
    name.card(game.state.players["A"].deck[1])
    name.card(card)  # met before (in a zone): named by its number
    assert _event(emitted, name) == ("event", vars(emitted)[EVENT_KEY], 1, None) != first


def test_a_card_met_first_is_keyed_by_the_negative_number_of_what_it_is() -> None:
    """Cards alike (same definition, same state) get the same number, below zero (names are zero or more);
    a card whose state differs gets another; a field changed, the card is numbered again."""
    game = play_game(get_profile("tcg"), 3, turn_limit=2)
    deck = game.state.players["A"].deck
    alike = [c for c in deck if c.definition is deck[0].definition][:2]
    first, second = Namer().card(alike[0]), Namer().card(alike[1])
    assert isinstance(first, int) and first < 0 and first == second
    alike[1].tapped = not alike[1].tapped
    again = Namer().card(alike[1])
    assert isinstance(again, int) and again < 0 and again != first
    alike[1].tapped = not alike[1].tapped
    assert Namer().card(alike[1]) == first  # the same description: the same number


def test_a_players_zones_key_as_each_zone_keyed_in_turn() -> None:
    game = play_game(get_profile("tcg"), 3, turn_limit=4)
    p = game.state.players["A"]
    sizes, cards = zones_key(p.__dict__, Namer())
    name = Namer()
    each = [zone_key(getattr(p, zone), name) for zone in ZONE_LISTS]
    assert all(isinstance(k, tuple) for k in each)
    assert sizes == tuple(len(k) for k in each if isinstance(k, tuple))
    assert cards == tuple(c for k in each if isinstance(k, tuple) for c in k)
    before = zones_key(p.__dict__, Namer())
    p.hand.append(p.deck.pop(0))  # the same cards, one zone further: another key
    assert zones_key(p.__dict__, Namer()) != before
    twice = Namer()
    c = p.hand[-1]
    p.mana.append(c)  # a card in two zones: named by its number the second time
    named = zones_key(p.__dict__, twice)[1]
    assert isinstance(named, tuple) and named.count(twice.cards[c.uid]) == 1


def test_a_copied_generator_keys_alike_and_draws_alone() -> None:
    game = play_game(get_profile("tcg"), 3, turn_limit=2)
    copy = Copier(shared=[game]).copy(game.state)
    assert type(copy.rng) is GameRandom and copy.rng is not game.state.rng
    assert state_key(copy, Namer()) == state_key(game.state, Namer())
    copy.rng.random()
    assert state_key(copy, Namer()) != state_key(game.state, Namer())
    assert canonical(game.state.rng, Namer()) == ("rng", hash(game.state.rng.getstate()))
