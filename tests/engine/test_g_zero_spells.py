"""G・ゼロ on a spell (112.3e; the notice of 2018-08-09): ゼロの裏技ニヤリー・ゲット costs nothing while its
controller has a colourless creature, its printed cost otherwise."""

from __future__ import annotations

from engine.mechanics import costs
from engine.model.objects import Zone
from tests.conftest import new_game


def test_g_zero_makes_a_spell_free_while_its_condition_holds() -> None:
    g = new_game("tcg", deck=0, turn="A")
    spell, = g.board.cards("A", Zone.HAND, ["ゼロの裏技ニヤリー・ゲット"])
    assert costs.cost_of_use(g, "A", spell) == 4
    g.board.creature("B", ["「戦慄」の頂 ベートーベン"])  # the opponent's: 「自分の無色クリーチャー」 only
    assert costs.cost_of_use(g, "A", spell) == 4
    g.board.creature("A", ["「戦慄」の頂 ベートーベン"])
    assert costs.g_zero(g, "A", spell)
    assert costs.cost_of_use(g, "A", spell) == 0
