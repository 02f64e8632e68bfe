"""Operations that choose what an effect does and when: one of several steps (「AするかBする」),
creatures chosen by one step for the later steps of the same effect (「…を1体選ぶ。そのクリーチャーは…」),
steps done again (「これをあと2回まで行ってよい」), and steps delayed to the end of the turn."""

from __future__ import annotations

from typing import Any

from engine.kernel.args import AMOUNT, EFFECTS, REQUIRED, TARGET, Arg, CountExpr, choice, one_of
from engine.kernel.registry import Context, op, run
from engine.kernel.rules import Rules
from engine.mechanics.targets import amount, select_creatures
from engine.model.agenda import Step
from engine.model.cards import Effect
from engine.model.decisions import Decision


@op("choose one", Arg("options", EFFECTS, REQUIRED, doc="the steps, one of which is done"),
    doc="the controller chooses one of the steps (「AするかBする」) as the effect resolves, and does it")
def _choose_one(ctx: Context, args: dict[str, Any]) -> None:
    """「AするかBする」: the controller chooses one of the steps as the effect resolves (the choice
    of a mode, 601.1: the effect's controller makes the choices its text asks for as it resolves),
    and does that one. A step that would do nothing may be chosen (the text does not ask for one
    that can be done)."""
    options: tuple[Effect, ...] = args["options"]
    labels = [f"{n}: {e.op}" for n, e in enumerate(options, 1)]
    pick = ctx.game.decide(ctx.controller, Decision.MODE, labels, str)
    run(ctx, [options[labels.index(pick)]])


@op("choose", Arg("target", TARGET, REQUIRED, doc="the creatures chosen"),
    doc="choose creatures for the later steps of the same effect (their target: {chosen: true})")
def _choose(ctx: Context, args: dict[str, Any]) -> None:
    """「…を1体選ぶ」: the controller chooses creatures (a target spec) that the later steps of the
    same effect act on (``target: {chosen: true}``); the choice is made as the step runs (601.1)."""
    picked = select_creatures(ctx, dict(args["target"]), "you")
    ctx.picked.extend(c for c in picked if c not in ctx.picked)
    ctx.game.note(f"chosen: {', '.join(c.name for c in picked) or 'nothing'}")


@op("repeat", Arg("n", one_of(AMOUNT, CountExpr()), REQUIRED, doc="how many times (or a count of cards, plus k)"),
    Arg("do", EFFECTS, REQUIRED, doc="the steps done each time"),
    doc="do the steps n times (「…1体につき、…を1体選び、タップしてもよい」, 「これをあと2回まで行ってよい」)")
def _repeat(ctx: Context, args: dict[str, Any]) -> None:
    """The steps, ``n`` times: n is counted once, as the step starts (「自分の水のクリーチャー1体につき」
    counts the creatures then); each time is chosen anew (a step with ``may`` may be skipped each
    time: 「…1体につき、…を1体選び、タップしてもよい」 reads as up to that many)."""
    times = amount(ctx, args["n"])
    for _ in range(times):
        if ctx.game.state.game_over:
            return
        run(ctx, tuple(args["do"]))


@op("delayed", Arg("at", choice("end of turn", what="time"), REQUIRED, doc="when the steps happen"),
    Arg("do", EFFECTS, REQUIRED, doc="the steps"),
    doc="a delayed effect: the steps happen at the end of this turn (このターンの終わりに)")
def _delayed(ctx: Context, args: dict[str, Any]) -> None:
    """「このターンの終わりに、そのクリーチャーをアンタップする」: the steps under ``do`` happen at the end
    of this turn, for the same effect (what it put or chose is what they act on: ``that put``,
    ``chosen``); a turn whose rest is skipped has no end, so they never happen (512.1)."""
    steps: tuple[Effect, ...] = tuple(args["do"])
    ctx.game.state.at_end_of_turn.append(Step(_run_delayed, (ctx.kept(), steps)))


def _run_delayed(game: Rules, kept: dict[str, Any], effects: tuple[Effect, ...]) -> None:
    """A delayed effect, now that the turn ends."""
    run(Context.resumed(game, kept), effects)
