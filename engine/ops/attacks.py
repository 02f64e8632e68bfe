"""Operations about attacks and battles: two creatures battling outside an attack, a creature
breaking shields, and steps put off until the current attack is over (その攻撃の後)."""

from __future__ import annotations

from typing import Any

from engine.kernel.args import AMOUNT, EFFECTS, REQUIRED, Arg, choice, one_of
from engine.kernel.registry import Context, op, run
from engine.kernel.rules import Rules
from engine.mechanics.filters import unchoosable
from engine.mechanics.queries import extra_breaks
from engine.model.agenda import Step
from engine.model.cards import Effect
from engine.model.decisions import Decision
from engine.model.objects import Creature


@op("battle", Arg("pair", choice("choose 2", "entering", "put", "chosen", what="pair"), "choose 2",
                   doc="two creatures the controller chooses, in order; the creature that entered (vs one the "
                       "controller chooses); the creature an earlier step put (vs an opponent's creature the "
                       "controller chooses); the two an earlier step chose (choose), in the order chosen"),
    Arg("against", choice("any", "opponent", what="creatures"), "any",
        doc="entering: the other creature is any creature, or an opponent's (相手のクリーチャーを1体選び)"),
    doc="two creatures battle (not an attack)")
def _battle(ctx: Context, args: dict[str, Any]) -> None:
    """Two creatures battle (not an attack). ``pair: entering``: the creature whose entering
    triggered the ability battles another creature its controller chooses (偽りの名 ゾルゲ);
    ``pair: put``: the creature an earlier step put does (百鬼の邪王門: an opponent's creature);
    ``pair: choose 2``: the controller chooses two creatures in the battle zone, in order
    (爆竜トルネードシヴァXX); ``pair: chosen``: the two an earlier step chose (キサナティック・X: 2体選び、タップ
    する。そのクリーチャー同士をバトルさせる). When both are destroyed, the first of the pair moves first
    (000: the one that triggered Zorge / the one chosen first)."""
    game = ctx.game
    if args.get("pair") == "chosen":  # 「…を2体選び、その2体にバトルさせる」: the two an earlier step chose
        pair = [c for c in ctx.picked if c in game.state.all_creatures()]
        if len(pair) < 2:
            game.note("battle: fewer than two chosen creatures are in the battle zone: no battle")
            return
        game.battle(pair[0], pair[1])
        return
    if args.get("pair") in ("entering", "put"):
        if args["pair"] == "put":  # the creature an earlier step of this effect put (百鬼の邪王門)
            first = ctx.put[-1] if ctx.put else None
        else:
            first = ctx.event.creature if ctx.event is not None else None
        if first is None or first not in game.state.all_creatures():
            game.note("battle: the creature that entered is no longer in the battle zone")
            return
        pool = [c for c in game.state.all_creatures() if c is not first]
        if args["pair"] == "put" or args["against"] == "opponent":
            pool = [c for c in pool if c.controller != ctx.controller and not unchoosable(ctx.game, c, ctx.controller)]
        if not pool:
            return
        second = game.decide(ctx.controller, Decision.TARGET, pool, lambda c: c.name)
        game.battle(first, second)
        return
    chosen: list[Creature] = []
    for _ in range(2):
        pool = [c for c in game.state.all_creatures() if c not in chosen]
        if not pool:
            return
        chosen.append(game.decide(ctx.controller, Decision.TARGET, pool, lambda c: c.name))
    game.battle(chosen[0], chosen[1])


@op("no battle", doc="the blocked attack going on has no battle (ブロックされたとき、バトルは行われない)")
def _no_battle(ctx: Context, args: dict[str, Any]) -> None:
    """「…ブロックした（された）とき、バトルは行われない」 (不屈の使徒チーキ・クーレ, エンペラー・マロル): the attack
    being blocked ends with no battle (the attacker and the blocker stay tapped); outside a blocked
    attack nothing happens."""
    game = ctx.game
    if game.state.attacking is None or game.state.blocking is None:
        game.note("no battle: no blocked attack is going on")
        return
    game.state.no_battle = True
    game.note(f"no battle between {game.state.attacking.name} and {game.state.blocking.name}")


@op("both stay tapped", doc="「ただし、両クリーチャーはタップしたままである」: attacker and blocker stay tapped")
def _both_stay_tapped(ctx: Context, args: dict[str, Any]) -> None:
    """The attacker and the blocker of the blocked attack stay tapped (they were tapped as it attacked and
    as it blocked: nothing untaps them for the battle that does not happen)."""
    for cr in (ctx.game.state.attacking, ctx.game.state.blocking):
        if cr is not None:
            cr.tapped = True


@op("break shields", Arg("n", one_of(AMOUNT, choice("all")), 1, doc="how many"),
    doc="this creature breaks n (or all) of the opponent's shields")
def _break_shields(ctx: Context, args: dict[str, Any]) -> None:
    """This creature breaks n (or all) of the opponent's shields; an effect that makes it break more
    (シールドをさらにn枚ブレイクする) adds to this break too (701.14d; dmwiki 効果ブレイク, citing the
    former official FAQ qa_old 37975: 追加ブレイクの数だけ効果ブレイクによるブレイクの枚数が増える)."""
    game, creature = ctx.game, ctx.source_creature
    shields = game.state.players[ctx.opponent].shields
    n = len(shields) if args["n"] == "all" else int(args["n"])
    if n and creature is not None and creature in game.state.all_creatures():
        n += extra_breaks(game, creature)
    if shields and n:
        ctx.game.break_shields(ctx.source_creature, ctx.opponent, n)


@op("after the attack", Arg("do", EFFECTS, REQUIRED, doc="the steps"),
    doc="その攻撃の後: these steps happen once the current attack is over")
def _after_the_attack(ctx: Context, args: dict[str, Any]) -> None:
    """その攻撃の後: the steps under ``do`` (read when the card loads) happen once the current attack is
    over (龍装者 バルチュリス: declared as the attack is declared, it is put after it; meanwhile it is a
    card of the hand, not pending, and can be discarded: 004 例)."""
    steps: tuple[Effect, ...] = tuple(args["do"])
    ctx.game.state.after_attack.append(Step(_run_after_the_attack, (ctx.kept(), steps)))


def _run_after_the_attack(game: Rules, kept: dict[str, Any], effects: tuple[Effect, ...]) -> None:
    """What an effect said to do after the attack, now that it is over (in the game it runs in now)."""
    run(Context.resumed(game, kept), effects)
