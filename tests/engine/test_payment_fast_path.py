"""TappedMana.payment_problem answers a one-civilization card without the matching search of its plan:
the same answer and the same words as the plan (engine/policies/mana_payment.py), over every mana zone
hypothesis draws from cards of one, two and no civilizations, tapped or not, rainbows of mana number 0
included."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.catalog.loader import default_catalog
from engine.model.objects import Card, Player
from engine.policies.mana_payment import TappedMana

# mana cards: one civilization, a multicoloured card, a five-colour rainbow of mana number 0, a zero card
MANA = ("アクア・ビークル", "爆炎野郎ジョー", "無頼勇騎ゴンタ", "五元のロードライト", "ピコラのスパナ", "予言者クルト")
# paid for: one civilization each, two civilizations
PAID = ("デーモン・ハンド", "アクア・ビークル", "クラッグザウルス", "無頼勇騎ゴンタ", "天海の精霊シリウス")


@settings(max_examples=300, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(MANA), st.booleans()), max_size=8), st.sampled_from(PAID),
       st.integers(0, 9))
def test_the_one_civilization_answer_is_the_plans(mana: list[tuple[str, bool]], paid: str, cost: int) -> None:
    catalog = default_catalog()
    player = Player("A", mana=[Card(i, catalog.get(name), "A", tapped=tapped) for i, (name, tapped) in enumerate(mana)])
    policy = TappedMana()
    plan, why = policy._plan(player, catalog.get(paid), cost, None)
    assert policy.payment_problem(None, player, catalog.get(paid), cost) == (None if plan is not None else why)  # type: ignore[arg-type]
