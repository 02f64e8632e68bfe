"""Typed card-data arguments (engine/kernel/args.py, engine/kernel/registry.py, engine/catalog/loader.py):
every operation, condition, trigger event, replacement event, key and static ability declares what
it takes, and the loader checks every key and value of the card data against it, with the file,
the line, the field and the nearest names."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from engine.catalog.loader import Catalog, default_catalog, load_file
from engine.game import Game
from engine.kernel import registry
from engine.kernel.args import BOOL, ZONE, Arg, Choice, Int, Signature, how_many, quantity
from engine.model.cards import Ability, Effect
from engine.model.errors import CardDataError
from engine.model.objects import ZONE_WORDS, Zone
from engine.policies.profiles import get_profile

HEAD = "- name: テスト\n  type: spell\n  civilizations: [fire]\n  cost: 1\n  abilities:\n"


def cards(tmp_path: Path, ability: str, extra: str = "") -> Path:
    """A catalog file of one spell whose ability is ``ability`` (the ability's lines, indented)."""
    path = tmp_path / "cards.yaml"
    path.write_text(HEAD + ability + extra, encoding="utf-8")
    return path


def steps(tmp_path: Path, *lines: str) -> Path:
    """A spell doing ``lines`` when cast (the first step is on line 8)."""
    return cards(tmp_path, "    - when: this cast\n      do:\n" + "".join(f"        - {s}\n" for s in lines))


def load_error(path: Path) -> str:
    with pytest.raises(CardDataError) as err:
        load_file(path)
    return str(err.value)


# ------------------------------------------------------------------ the examples
def test_a_misspelt_argument_fails_to_load_naming_it(tmp_path: Path) -> None:
    """`destroy: {targt: ...}` used to destroy the *opponent's* creature (the op read its
    arguments as the target spec when there was no target)."""
    message = load_error(steps(tmp_path, "destroy: {targt: {player: you, count: 1}}"))
    assert "cards.yaml:8: field 'destroy': unknown argument 'targt' of 'destroy'; did you mean 'target'" in message


def test_a_zone_that_is_no_zone_fails_to_load_listing_the_zones(tmp_path: Path) -> None:
    message = load_error(steps(tmp_path, "put from zone: {zone: /etc/passwd}"))
    assert message.endswith("cards.yaml:8: field 'put from zone': 'zone': unknown zone '/etc/passwd'; one of deck, "
                            "hand, mana zone, graveyard, shield zone, hyperspatial zone")


def test_an_unknown_trigger_event_fails_with_the_nearest_names(tmp_path: Path) -> None:
    message = load_error(cards(tmp_path, "    - when: this enter\n      do: [draw: 1]\n"))
    assert re.search(r"cards.yaml:6: field 'when': unknown event 'this enter'; did you mean 'this enters'", message)
    message = load_error(cards(tmp_path, "    - instead of: this attacks\n      do: [redirect: hand]\n"))
    assert "unknown event 'this attacks'; it is a trigger event (when:), which nothing replaces" in message
    message = load_error(cards(tmp_path, "    - when: this spell put into graveyard\n      do: [draw: 1]\n"))
    assert "unknown event 'this spell put into graveyard'; it is a replacement event (instead of:)" in message


# ------------------------------------------------------------------ an event is its meaning
def test_an_event_cannot_be_registered_without_a_matcher() -> None:
    """A trigger or replacement event is registered together with its matcher: there is no way to
    declare a name alone (the matcher is a required argument, and it must be callable)."""
    with pytest.raises(TypeError):
        registry.trigger("a name alone", doc="no meaning")  # type: ignore[call-arg]
    with pytest.raises(TypeError, match="needs a matcher"):
        registry.trigger("a name alone", None, doc="no meaning")  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="needs a matcher"):
        registry.replacement("a name alone", "this enters", doc="no meaning")  # type: ignore[arg-type]
    assert "a name alone" not in registry.TRIGGERS and "a name alone" not in registry.REPLACEMENTS
    with pytest.raises(ValueError, match="registered twice"):
        registry.trigger("this enters", lambda g, t, e, s: False, doc="again")
    for table in (registry.TRIGGERS, registry.REPLACEMENTS):
        for name, event in table.items():
            assert callable(event.matcher) and event.doc and event.name == name


def test_the_loader_reads_event_names_from_the_table_the_matchers_are_in(tmp_path: Path) -> None:
    for name in registry.TRIGGERS:
        load_file(cards(tmp_path, f"    - when: {name}\n      do: [draw: 1]\n"))
    for name in registry.REPLACEMENTS:
        load_file(cards(tmp_path, f"    - instead of: {name}\n      do: [redirect: hand]\n"))


# ------------------------------------------------------------------ keys and values, at their line
@pytest.mark.parametrize(("step", "problem"), [
    ("drow: 1", r"field 'do': unknown effect 'drow'; did you mean 'draw'"),
    ("draw: many", r"field 'draw': 'n': 'many' is not a number ≥ 0 \| \{count"),
    ("draw: {n: -1}", r"field 'draw': 'n': -1 is not a number ≥ 0"),
    ("destroy", r"field 'destroy': missing argument 'target'"),
    ("destroy: {target: {player: yuo}}", r"field 'destroy': 'target' > 'player': unknown player 'yuo'; one of you, "
                                          r"opponent, each, any; did you mean 'you'\?"),
    ("destroy: {target: {count: several}}",
     r"'target' > 'count': 'several' is not n \| up to n \| all \| any \| \{count: .*\} \| \{cards of: chosen\}"),
    ("destroy: {target: {player: opponent, racee: X}}", r"unknown key 'racee' in a target.*did you mean 'race'"),
    ("discard: {pick: randum}", r"'pick': unknown way of picking 'randum'.*did you mean 'random'"),
    ("discard: {n: {count: {zone: grave}}}", r"'n' > 'count' > 'zone': unknown zone 'grave'.*did you mean 'graveyard'"),
    ("cast this: 3", r"field 'cast this': 'cast this' takes no value"),
    ("redirect: nowhere", r"field 'redirect': 'to': unknown zone 'nowhere'.*did you mean 'nowhere zone'"),
    ("draw: {if: {mana arm: 3}}", r"field 'draw': unknown condition 'mana arm'; did you mean 'mana arms'"),
    ("draw: {if: {mana arms: {n: 3}}}", r"'if' > 'mana arms': \{'n': 3\} is not \{civilization, n\} \| "
                                         r"\{multicolour, n\}"),
    ("grant: {keywords: [blockr]}", r"'keywords': unknown keyword 'blockr'.*did you mean 'blocker'"),
    ("grant replacement: {ability: {when: this enters, do: [draw: 1]}}",
     r"'ability': the ability must be a replacement ability, not triggered"),
    ("after the attack: {do: [drw: 1]}", r"field 'do': unknown effect 'drw'"),
    ("put from zone: {zone: deck, filter: {civilisation: fire}}", r"unknown key 'civilisation'.*'civilization'"),
    ("put from zone: {zone: deck, filter: {civilization: fyre}}", r"'filter' > 'civilization': unknown civilization "
                                                                  r"'fyre'.*did you mean 'fire'"),
])
def test_every_key_and_value_of_an_effect_is_checked(tmp_path: Path, step: str, problem: str) -> None:
    assert re.search(r"cards.yaml:8: .*" + problem, load_error(steps(tmp_path, step)))


@pytest.mark.parametrize(("ability", "problem"), [
    ("    - when: {event: this attacks, race: X}\n      do: [draw: 1]\n",
     r":6: field 'when': unknown key 'race' for the event 'this attacks' \(one of the event's own\)"),
    ("    - when: {event: this enters, by: summn}\n      do: [draw: 1]\n",
     r":6: field 'when': 'by': unknown way of entering 'summn'.*did you mean 'summon'"),
    ("    - when: {event: this leaves, to: mana}\n      do: [draw: 1]\n",
     r":6: field 'when': 'to': unknown zone 'mana'.*did you mean 'mana zone'"),
    ("    - when: {event: your turn starts, from: deck}\n      do: [draw: 1]\n",
     r":6: field 'when': 'from': unknown zone"),
    ("    - instead of: {event: this discarded, during: my turn}\n      do: [redirect: hand]\n",
     r":6: field 'instead of': 'during': unknown turn 'my turn'"),
    ("    - static: {power: {amout: 1000}}\n", r":6: field 'static': unknown key 'amout' in power.*'amount'"),
    ("    - static: {cannot leave: {zones: [mana]}}\n", r":6: field 'static': 'cannot leave' > 'zones': unknown zone "
                                                       r"'mana'.*did you mean 'mana zone'"),
    ("    - static: {grant: {self: true, keywords: [w breaker], player: all}}\n",
     r":6: field 'static': 'grant' > 'player': unknown player 'all'"),
    ("    - when: this cast\n      if: {you have at least shields: many}\n      do: [draw: 1]\n",
     r":7: field 'if': 'you have at least shields': 'many' is not a whole number"),
    ("    - when: this cast\n      optional: sometimes\n      do: [draw: 1]\n",
     r":7: field 'optional': 'sometimes' is not true or false"),
])
def test_every_key_and_value_of_a_trigger_a_static_and_a_condition_is_checked(
        tmp_path: Path, ability: str, problem: str) -> None:
    assert re.search(r"cards.yaml" + problem, load_error(cards(tmp_path, ability)))


def test_an_evolution_source_filter_is_checked(tmp_path: Path) -> None:
    path = tmp_path / "cards.yaml"
    path.write_text("- name: テスト\n  type: evolution creature\n  civilizations: [fire]\n  cost: 1\n  power: 1000\n"
                    "  evolves_from: {race: X, count: several}\n", encoding="utf-8")
    assert re.search(r"cards.yaml:6: field 'evolves_from': 'count': 'several' is not a count: n \| up to n \| any",
                     load_error(path))


def test_a_card_name_the_data_refers_to_must_be_a_catalog_card(tmp_path: Path) -> None:
    steps(tmp_path, "put from deck: {name: 青銅の鎧ー}")
    with pytest.raises(CardDataError, match=r"cards.yaml:8: field 'put from deck': unknown card '青銅の鎧ー'; "
                                            r"did you mean 'テスト'"):
        Catalog.load(tmp_path)
    steps(tmp_path, "put from deck: {name: テスト}")
    assert len(Catalog.load(tmp_path)) == 1


# ------------------------------------------------------------------ what the loader gives the engine
def test_nested_abilities_and_effects_are_read_when_the_card_loads() -> None:
    kiryu = default_catalog().get("鎧亜の咆哮キリュー・ジルヴェス")
    granted = next(e for ab in kiryu.abilities for e in ab.effects if e.op == "grant replacement")
    assert isinstance(granted.args["ability"], Ability) and granted.args["ability"].kind == "replacement"
    assert granted.args["ability"].effects == (Effect("redirect", {"to": "mana zone"}),)


def test_a_bare_value_is_the_operations_first_argument(tmp_path: Path) -> None:
    card, = load_file(steps(tmp_path, "draw: 2", "mana from deck: 1"))
    assert card.abilities[0].effects == (Effect("draw", {"n": 2}), Effect("mana from deck", {"n": 1}))
    card, = load_file(cards(tmp_path, "    - instead of: this destroyed\n      do: [redirect: hand]\n"))
    assert card.abilities[0].effects == (Effect("redirect", {"to": "hand"}),)


def test_an_operation_reads_its_declared_defaults_and_never_its_arguments_as_a_target() -> None:
    g = Game(get_profile("tcg"))
    g.board.turn("A")
    mine = g.board.creature("A", ["青銅の鎧"])
    theirs = g.board.creature("B", ["青銅の鎧"])
    with pytest.raises(CardDataError, match=r"field 'destroy': missing argument 'target'"):
        g.effect("A", Effect("destroy", {"player": "you", "count": 1}))
    assert mine in g.state.all_creatures() and theirs in g.state.all_creatures()
    g.effect("A", Effect("destroy", {"target": {"player": "you"}}))  # count: 1 (the target key's default)
    assert mine not in g.state.all_creatures() and theirs in g.state.all_creatures()


# ------------------------------------------------------------------ the argument types
def test_argument_types_say_what_is_wrong_and_how_the_docs_write_them() -> None:
    assert Int(0).check(3) is None and Int(0).check(-1) == "-1 is outside a number ≥ 0"
    assert Int(0).check(True) == "True is not a whole number"
    assert BOOL.check("yes") == "'yes' is not true or false"
    assert ZONE.check("hand") is None and set(ZONE.values) == set(ZONE_WORDS)
    assert Choice(("a", "b"), "letter").check("c") == "unknown letter 'c'; one of a, b"
    assert quantity("all").check("up to 3") is None and quantity("all").check("all") is None
    assert quantity().check("all") == "'all' is not a count: n | up to n"
    assert how_many("up to 3") == (3, True) and how_many(2) == (2, False)
    sig = Signature.of([Arg("n", Int(0), 1, doc="how many"), Arg("to", ZONE, doc="where")])
    assert sig.complete({"to": "hand"}) == {"n": 1, "to": "hand"}
    assert Arg("n", Int(0), 1, doc="how many").describe() == "`n` (a number ≥ 0; default 1): how many"
    assert Zone.MANA.value in ZONE.values


def test_every_entry_declares_its_arguments_with_a_doc() -> None:
    for name, found in registry.OPS.items():
        assert found.doc, name
        assert all(a.doc for a in found.args), name
    for table in (registry.FILTER_KEYS, registry.SELECTION_KEYS, registry.TRIGGER_KEYS, registry.REPLACEMENT_KEYS,
                  registry.COUNT_KEYS, registry.GRANT_KEYS, registry.EVOLVES_FROM_KEYS):
        assert table and all(a.doc for a in table.values())
    assert all(d.doc for d in registry.CONDITIONS.values()) and all(d.doc for d in registry.STATICS.values())
