"""The attack's sub-steps (総合ゲームルール 505.1, 506–510) and what may be done in each.

- 505.1: 攻撃ステップは順に「攻撃クリーチャー指定」「ブロッククリーチャー指定」「バトル」「ダイレクトアタック」
  「攻撃終了」の5つのサブステップで構成されます — an attack moves through them in order, never back
  (500.2a), skipping those with nothing to do (506.2, 505.2a: サブステップが飛ばされた場合、そこからの宣言は
  できません: a blocked attack has no direct attack step, an attack on a player no battle step).
- What is declared in a sub-step (:data:`WINDOWS`): a block by the non-turn player in the block creature step
  (507.1); the turn player's declared abilities triggered by the attack — 革命チェンジ, 侵略, アタック・チャンス —
  in the attack creature step (506.3b); the non-turn player's — ニンジャ・ストライク on an attack, 革命0トリガー —
  after the turn player's effects, in the attack creature step (506.3d); in the block creature step the turn
  player's (507.3d: ニンジャ・ストライク on the opponent's block, 「相手のクリーチャーが攻撃またはブロックした時」;
  バイオK on "not blocked", 507.3c).
  侵略ZERO and リベンジ・チャンス are declared in the turn end step (511.1b, 511.1d).
- A player's own action (summon, cast, charge, attack, end the turn, …) is taken only with no attack in
  progress and no effect waiting or being processed (:func:`interrupt_problem`): 500.2 各ステップは処理中の
  効果がない状態で、ターン・プレイヤーが何もすることがなくなった時点で終了します; 101.4a/101.4d the waiting
  effects are processed one after another and nothing else is put in between (効果の処理中に置換効果以外の
  他の効果を割り込ませることはできません); 505.4 クリーチャーは1体ずつ攻撃したりブロックします, and the attack's
  sub-steps come in their order (500.1: それらは、順番に処理されます).
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.kernel.rules import Rules
from engine.model.objects import Card
from engine.model.trace import StepEntered
from engine.model.turn_step import AttackStep, TurnStep

BLOCK = "block"


@dataclass(frozen=True)
class Window:
    """When a declaration may be made: the sub-steps of an attack, each with whose it is then ("turn" /
    "non-turn" player), or the turn's step with whose it is (those of the turn end step), and the rule."""

    steps: dict[AttackStep, str]
    turn_step: TurnStep | None
    who: str
    rule: str
    doing: str


def _attack(*steps: AttackStep, who: str, rule: str, doing: str) -> Window:
    return Window(dict.fromkeys(steps, who), None, who, rule, doing)


# Each declaration (a block, or a declared ability by its kind: engine.mechanics.declarations): its window.
WINDOWS: dict[str, Window] = {
    BLOCK: _attack(AttackStep.BLOCK, who="non-turn", rule="rule 507.1", doing="declaring a block"),
    "revolution change": _attack(AttackStep.DECLARE, who="turn", rule="rule 506.3b", doing="declaring 革命チェンジ"),
    "invasion": _attack(AttackStep.DECLARE, who="turn", rule="rule 506.3b", doing="declaring 侵略"),
    "attack chance": _attack(AttackStep.DECLARE, who="turn", rule="rule 506.3b",
                             doing="declaring アタック・チャンス"),
    "ninja strike": Window({AttackStep.DECLARE: "non-turn", AttackStep.BLOCK: "turn"}, None, "non-turn",
                           "rules 506.3d and 507.3d", "declaring ニンジャ・ストライク"),
    "revolution 0 trigger": _attack(AttackStep.DECLARE, who="non-turn", rule="rule 506.3d",
                                    doing="declaring 革命0トリガー"),
    "bio-k": _attack(AttackStep.BLOCK, who="turn", rule="rules 507.3c and 507.3d", doing="declaring バイオK"),
    # 鬼エンド (「クリーチャーが攻撃する時、…この呪文を自分の手札から…唱えてもよい」): either player's, the turn
    # player's declared with the other attack triggers (506.3b), the non-turn player's after them (506.3d)
    "oni end": _attack(AttackStep.DECLARE, who="either", rule="rules 506.3b and 506.3d", doing="declaring 鬼エンド"),
    "invasion zero": Window({}, TurnStep.END, "non-turn", "rule 511.1d", "declaring 侵略ZERO"),
    # 無月の門・絶 (「各ターンの終わりに、…手札または墓地から…召喚してもよい」): either player's, as a turn ends
    "mugetsu gate": Window({}, TurnStep.END, "either", "rules 511.1b and 511.1d", "declaring 無月の門・絶"),
    "revenge chance": Window({}, TurnStep.END, "either", "rules 511.1b and 511.1d",
                             "declaring リベンジ・チャンス"),
}


def window_problem(game: Rules, player: str, declaration: str) -> str | None:
    """Why ``player`` cannot make ``declaration`` (a block, or a declared ability's kind) now, or None;
    a declaration with no window of its own (S・バック: as shields go to the hand, 509.5c) is not judged here."""
    window = WINDOWS.get(declaration)
    if window is None:
        return None
    state = game.state
    turn = player == state.turn_player
    who = window.steps.get(state.attack_step, window.who) if state.attack_step is not None else window.who
    if who != "either" and turn != (who == "turn"):
        whose = "the turn player" if who == "turn" else "the non-turn player"
        during = f" in the {state.attack_step.label}" if state.attack_step is not None and window.steps else ""
        return f"{window.doing} is {whose}'s{during} ({window.rule}); player {player} is not"
    if window.turn_step is not None:
        if state.step is not window.turn_step:
            return f"{window.doing} is done in the {window.turn_step.label} ({window.rule}), and the turn is in its " \
                   f"{state.step.label}"
        return None
    if state.attack_step not in window.steps:
        now = state.attack_step
        where = "no attack is in progress" if now is None else \
            f"the attack is in its {now.label} ({now.japanese}, rule {now.rule})"
        steps = " or ".join(s.label for s in sorted(window.steps))
        return f"{window.doing} is done in an attack's {steps} ({window.rule}); {where}"
    return None


def interrupt_problem(game: Rules, midway: bool = False) -> str | None:
    """Why no player may take an action of their own now (summon, cast, charge, attack, end the turn…),
    or None: an attack is in progress (505.1, 505.4), or an effect waits or is being processed (500.2,
    101.4a, 101.4d); ``midway``: an action or effect is being carried out (a try made in the middle of one:
    engine.trial), 101.4d."""
    state = game.state
    if state.attack_step is not None:
        gone = state.attacking is None or not state.attacking.cards  # its card returned by a card designation
        attacker = "the attacking creature" if gone or state.attacking is None else state.attacking.name
        return (f"the attack of {attacker} is in its {state.attack_step.label} ({state.attack_step.japanese}, rule "
                f"{state.attack_step.rule}): the attack's sub-steps come in their order (rule 505.1) and one attack "
                f"is made at a time (rule 505.4); nothing else is done until it ends")
    if state.waiting or state.agenda:
        return ("effects are waiting or being processed: they resolve one after another, nothing put in between "
                "(rules 101.4a, 101.4d), and a step does not end while an effect is being processed (rule 500.2)")
    if midway:
        return "an action or effect is being carried out, and nothing is put in between (rule 101.4d)"
    return None


def enter(game: Rules, step: AttackStep, attacker: Card | None, what: str) -> None:
    """The attack moves on to ``step`` (never back within one attack: 500.2a), recorded for ``explain``; a
    moment verdicts may look at (``attack <label>``, the attacking card)."""
    state = game.state
    if state.attack_step is not None and step <= state.attack_step:
        return
    state.attack_step = step
    game.trace.add(StepEntered(step.label, step.japanese, step.rule, what))
    if attacker is not None:
        game.checkpoint(f"attack {step.label}", attacker)


def end(game: Rules) -> None:
    """The attack is over (510): the turn is between attacks, in its attack step (505.5: another may be declared)."""
    game.state.attack_step = None
