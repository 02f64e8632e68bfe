"""The steps of a turn (総合ゲームルール 500.1) and of an attack (505.1): where the turn is, as part of
the game state.

500.1: ターンは順に「ターン開始」「ドロー」「マナチャージ」「メイン」「攻撃」「ターン終了」の6つのステップで
構成されます。 The steps are ordered: a turn only moves forward through them (500.2a: 一度次のステップに
移行したら、それ以前のステップに戻ることはありません). What may be done in which step is
engine.mechanics.turn_steps.
"""

from __future__ import annotations

from enum import IntEnum
from typing import cast


class _NamedStep(IntEnum):
    """A step with a name and a rule: its English name, its name in the comprehensive rules and the
    number of the rule that describes it (the table of its class: STEP_NAMES, ATTACK_STEP_NAMES)."""

    @property
    def label(self) -> str:
        """Its English name: "main step", "block creature step"."""
        return _names(self)[0]

    @property
    def japanese(self) -> str:
        """Its name in the comprehensive rules: 「メインステップ」."""
        return _names(self)[1]

    @property
    def rule(self) -> str:
        """The number of the rule that describes it."""
        return _names(self)[2]


class TurnStep(_NamedStep):
    """One step of a turn, in the order of 500.1 (its value orders them)."""

    START = 1  # ターン開始ステップ (501)
    DRAW = 2  # ドローステップ (502)
    MANA_CHARGE = 3  # マナチャージステップ (503)
    MAIN = 4  # メインステップ (504)
    ATTACK = 5  # 攻撃ステップ (505)
    END = 6  # ターン終了ステップ (511)


STEP_NAMES: dict[TurnStep, tuple[str, str, str]] = {
    TurnStep.START: ("turn start step", "ターン開始ステップ", "501"),
    TurnStep.DRAW: ("draw step", "ドローステップ", "502"),
    TurnStep.MANA_CHARGE: ("mana charge step", "マナチャージステップ", "503"),
    TurnStep.MAIN: ("main step", "メインステップ", "504"),
    TurnStep.ATTACK: ("attack step", "攻撃ステップ", "505"),
    TurnStep.END: ("turn end step", "ターン終了ステップ", "511"),
}


class AttackStep(_NamedStep):
    """One sub-step of an attack, in the order of 505.1 (its value orders them): 攻撃ステップは順に
    「攻撃クリーチャー指定」「ブロッククリーチャー指定」「バトル」「ダイレクトアタック」「攻撃終了」の5つの
    サブステップで構成されます。 What may be done in which is engine.mechanics.attack_steps."""

    DECLARE = 1  # 攻撃クリーチャー指定ステップ (506)
    BLOCK = 2  # ブロッククリーチャー指定ステップ (507)
    BATTLE = 3  # バトルステップ (508)
    DIRECT_ATTACK = 4  # ダイレクトアタックステップ (509)
    END = 5  # 攻撃終了ステップ (510)


ATTACK_STEP_NAMES: dict[AttackStep, tuple[str, str, str]] = {
    AttackStep.DECLARE: ("attack creature step", "攻撃クリーチャー指定ステップ", "506"),
    AttackStep.BLOCK: ("block creature step", "ブロッククリーチャー指定ステップ", "507"),
    AttackStep.BATTLE: ("battle step", "バトルステップ", "508"),
    AttackStep.DIRECT_ATTACK: ("direct attack step", "ダイレクトアタックステップ", "509"),
    AttackStep.END: ("end of attack step", "攻撃終了ステップ", "510"),
}


def _names(step: _NamedStep) -> tuple[str, str, str]:
    """The names of a step, from its class's table (the two classes' values overlap: never one table)."""
    return STEP_NAMES[step] if isinstance(step, TurnStep) else ATTACK_STEP_NAMES[cast(AttackStep, step)]
