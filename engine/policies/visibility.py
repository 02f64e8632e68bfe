"""Which shields a player may look at.

003 シールドについて (TCG): シールドのカード内容を確認することはできない. 000/001 ゲームの仕様に
もとづく調整例 (DMPS): プレイヤーから見えるゾーンからシールド化されたカードは、何が置かれたのか
いつでも確認できるようになっている。バトルゾーンからシールド化されたクリーチャーは両プレイヤーが、
自分の手札からシールド化されたカードは自分だけがいつでも確認できる。 山札操作等により山札の上が
確定している状況下での、山札の上からシールドになったカードは確認できない。
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.model.objects import Zone


@dataclass(frozen=True)
class ShieldVisibility:
    name: str
    by_origin: bool  # a shield that came from a zone the players could see stays viewable

    def shield_visible(self, origin: Zone | None, owner: str, viewer: str) -> bool:
        """Whether ``viewer`` may look at a shield of ``owner`` that came from ``origin``."""
        if not self.by_origin:
            return False
        return origin is Zone.BATTLE or (origin is Zone.HAND and viewer == owner)


FACE_DOWN = ShieldVisibility("shields are face down: nobody looks at them (003)", by_origin=False)
BY_ORIGIN = ShieldVisibility("shielded from the battle zone: both see it; from your hand: you (DMPS)", by_origin=True)
