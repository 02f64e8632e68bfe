"""Cards that can't be put into the battle zone now: may they be chosen or declared anyway?

000 出せないカードに関するルール: TCGでは、出せないのロックが働いていたり、進化元がいない進化
クリーチャーでも「出す（出してもよい）」効果で出そうとするエレメントとして使用宣言したり選べる裁定
が存在する。 デュエプレではそうした場合に使用宣言や選ぶことができないケースが存在する — a one-card
put without "non-evolution" (連珠の精霊アガピトス), an S-trigger of a locked D2 field, invasion ZERO at
the end of a turn. 000 その他: 「S・トリガー」以外の効果で出す進化クリーチャーの空撃ちができない;
`//` ただし、進化クリーチャーがS・トリガーを持っていた場合は、宣言時点では空撃ちになるものでも使用
宣言ができる. A put of several cards (《「命」の頂 グレイテスト・グレート》) may choose an evolution
creature whose source it puts too.

Whether a card can be put now is :func:`engine.mechanics.putting.put_problem`; this policy says whether a
card that can't is offered.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Unplayable:
    name: str
    offered: bool  # a card that can't be put now may still be chosen or declared (nothing happens for it)

    def offers(self, problem: str | None, shield_trigger_evolution: bool = False) -> bool:
        """Whether a card with this put problem (None: it can be put) is offered. DMPS's
        exception: an S-trigger evolution creature with no source may be declared."""
        return problem is None or self.offered or shield_trigger_evolution


CHOSEN_ANYWAY = Unplayable("may be chosen or declared anyway; nothing happens for it (TCG)", True)
NOT_OFFERED = Unplayable("not offered, but an S-trigger evolution with no source may be declared (DMPS)", False)
