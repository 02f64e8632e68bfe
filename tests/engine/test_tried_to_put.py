"""「…出してもよい。そうしたら、…」 reads the attempt (condition ``tried to put``, official Q&A 42847): 絶望神サガ
is destroyed when the creature it tried to put from the graveyard is kept there by 赤い稲妻 テスタ・ロッサ, and when
it arrives; it stays when nothing was tried."""

from __future__ import annotations

from engine.model.objects import Zone
from tests.conftest import new_game


def _saga(graveyard: list[str], testa: bool) -> tuple[list[str], list[str]]:
    g = new_game("tcg", deck=0, turn="A")
    g.board.cards("A", Zone.DECK, ["予言者リュゾル"] * 5)
    g.board.cards("B", Zone.DECK, ["予言者リュゾル"] * 5)
    g.board.cards("A", Zone.GRAVEYARD, graveyard)
    if testa:
        g.board.creature("B", ["赤い稲妻 テスタ・ロッサ"])
    g.board.cards("A", Zone.MANA, ["アクア・ビークル", "うごめく者ボーン・グール", "うごめく者ボーン・グール"])
    saga, = g.board.cards("A", Zone.HAND, ["絶望神サガ"])
    g.summon("A", saga)
    p = g.state.players["A"]
    return [cr.name for cr in p.battle], [c.name for c in p.graveyard]


def test_a_put_kept_out_by_a_replacement_was_still_tried() -> None:
    battle, graveyard = _saga(["絶望神サガ", "予言者リュゾル", "爆炎野郎ジョー"], testa=True)
    assert battle == []
    assert graveyard.count("絶望神サガ") == 2


def test_a_put_that_arrives_was_tried() -> None:
    battle, graveyard = _saga(["封神ゴート", "予言者リュゾル", "爆炎野郎ジョー"], testa=False)
    assert battle == ["封神ゴート"]
    assert "絶望神サガ" in graveyard


def test_nothing_tried_nothing_destroyed() -> None:
    battle, _ = _saga(["予言者リュゾル"], testa=True)
    assert battle == ["絶望神サガ"]
