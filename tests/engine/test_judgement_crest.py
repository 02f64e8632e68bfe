"""裁きの紋章: ``instead of: {event: this spell put into graveyard, cast from: hand}`` with ``onto a shield face up``:
the spell cast from the hand goes face up on top of a shield (one shield still); cast from elsewhere, or with no
shield, it goes to the graveyard."""

from __future__ import annotations

from engine.kernel.registry import Context
from engine.mechanics.stacked_shields import shield_cards
from engine.model.objects import Zone
from engine.ops.casting import cast
from tests.conftest import new_game

KENSAN = "剣参ノ裁キ"


def _cast(shields: int, from_hand: bool) -> tuple[list[list[str]], list[str], bool]:
    g = new_game("tcg", turn="A")
    g.board.cards("A", Zone.SHIELDS, ["予言者クルト"] * shields)
    g.board.cards("A", Zone.MANA, ["予言者リュゾル"] * 3)
    zone = Zone.HAND if from_hand else Zone.GRAVEYARD
    spell, = g.board.cards("A", zone, [KENSAN])
    if from_hand:
        g.cast("A", spell)
    else:
        cast(Context(g, "A", None), spell, Zone.GRAVEYARD)
        g.settle()
    p = g.state.players["A"]
    return [[c.name for c in shield_cards(g, s)] for s in p.shields], [c.name for c in p.graveyard], spell.face_up


def test_cast_from_the_hand_it_goes_face_up_on_top_of_a_shield() -> None:
    shields, graveyard, face_up = _cast(1, from_hand=True)
    assert shields == [[KENSAN, "予言者クルト"]]
    assert graveyard == [] and face_up


def test_cast_from_the_graveyard_it_goes_to_the_graveyard() -> None:
    shields, graveyard, _ = _cast(1, from_hand=False)
    assert shields == [["予言者クルト"]]
    assert graveyard == [KENSAN]


def test_with_no_shield_it_goes_to_the_graveyard() -> None:
    shields, graveyard, _ = _cast(0, from_hand=True)
    assert shields == []
    assert graveyard == [KENSAN]
