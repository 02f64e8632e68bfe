"""The turn's steps (総合ゲームルール 500–511): which step each action of the turn player belongs
to, and the turn moving forward through them.

- 500.1: ターンは順に「ターン開始」「ドロー」「マナチャージ」「メイン」「攻撃」「ターン終了」の6つのステップで
  構成されます。 500.2: 各ステップは…ターン・プレイヤーが何もすることがなくなった時点で終了します — so an
  action of a later step ends the steps before it (the player has nothing more to do in them), and
  500.2a: 一度次のステップに移行したら、それ以前のステップに戻ることはありません — an action of a step
  already over is refused.
- 503.1 / 503.2: the mana charge (one card from the hand, once) is done in the mana charge step.
- 504.1: 通常、メインステップにのみ、ターン・プレイヤーはカードを実行することができます — summoning,
  casting, generating and crossing a cross gear (504.2), using a タマシード, fortifying a castle.
- 505.2, 506.1: attacking is done in the attack step; declaring the first attack ends the main step.
  A tap skill (タップ能力) and the like are used as an attack would be declared (506), so in the attack step.
- 511: ending the turn is its end step.

Effects that use cards (shield triggers, "without paying its cost") are not actions of a step
(「通常」 in 504.1): only the player's own actions are placed here. A board set up by hand starts
in the mana charge step (engine.model.state), so a scenario that summons without naming a step
is in the main step, and one that attacks is in the attack step.
"""

from __future__ import annotations

from engine.kernel.rules import Rules
from engine.model.trace import StepEntered
from engine.model.turn_step import TurnStep

CHARGE = "charge"
SUMMON = "summon"
CAST = "cast"
GENERATE = "generate"
CROSS = "cross"
USE_TAMASEED = "use a タマシード"
FORTIFY = "fortify"
HYPERIZE = "hyperize"
ATTACK = "attack"
TAP_SKILL = "tap skill"
END_TURN = "end the turn"

# Each action of the turn player: the step it belongs to, the rule that says so, and its name
# as a refusal says it ("summoning is a main step action (rule 504.1)").
ACTION_STEPS: dict[str, tuple[TurnStep, str, str]] = {
    CHARGE: (TurnStep.MANA_CHARGE, "rule 503.2", "charging mana"),
    SUMMON: (TurnStep.MAIN, "rule 504.1", "summoning"),
    CAST: (TurnStep.MAIN, "rule 504.1", "casting a spell"),
    GENERATE: (TurnStep.MAIN, "rule 504.1", "generating a cross gear"),
    CROSS: (TurnStep.MAIN, "rule 504.2", "crossing a cross gear"),
    USE_TAMASEED: (TurnStep.MAIN, "rule 504.1", "using a タマシード"),
    FORTIFY: (TurnStep.MAIN, "rule 504.1", "fortifying a castle"),
    HYPERIZE: (TurnStep.MAIN, "dmwiki ハイパー化: 自分のメインステップ中", "using ハイパー化"),
    ATTACK: (TurnStep.ATTACK, "rule 505.2", "attacking"),
    TAP_SKILL: (TurnStep.ATTACK, "rule 506.1", "tapping instead of attacking"),
    END_TURN: (TurnStep.END, "rule 511", "ending the turn"),
}


def step_problem(game: Rules, action: str) -> str | None:
    """Why the turn player cannot take ``action`` in the turn's present step (its step is over:
    500.2a), or None. An action of a later step is allowed: it ends the steps before it."""
    step, rule, doing = ACTION_STEPS[action]
    now = game.state.step
    if now <= step:
        return None
    since = f" with {game.state.step_since}" if game.state.step_since else ""
    return (f"{doing} is a {step.label} action ({rule}); the {step.label} is over: the turn moved on to its "
            f"{now.label}{since}, and a step once over does not come back (rule 500.2a)")


def enter_for(game: Rules, action: str, what: str) -> None:
    """The turn player takes ``action`` (``what``: "the attack of 青銅の鎧"): the turn moves on to the
    action's step if it is not there yet (500.2: the steps before it are over)."""
    enter(game, ACTION_STEPS[action][0], what)


def enter(game: Rules, step: TurnStep, what: str) -> None:
    """The turn moves on to ``step`` (never back, 500.2a: an earlier or the same step changes
    nothing), recorded for ``explain`` (not shown in the trace's lines)."""
    state = game.state
    if step <= state.step:
        return
    state.step, state.step_since = step, what
    game.trace.add(StepEntered(step.label, step.japanese, step.rule, what))


def begin_turn(game: Rules, what: str) -> None:
    """A turn starts: its turn start step (501), whatever step the last turn was in."""
    state = game.state
    state.step, state.step_since = TurnStep.START, what
    game.trace.add(StepEntered(TurnStep.START.label, TurnStep.START.japanese, TurnStep.START.rule, what))
