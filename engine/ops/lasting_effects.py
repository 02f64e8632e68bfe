"""Operations that leave a continuous effect (継続的効果) behind: ``grant replacement``, ``modify``,
``may attack untapped creatures``, ``you do not lose this turn`` and ``protected from spells this
turn`` (see :mod:`engine.mechanics.continuous`)."""

from __future__ import annotations

from typing import Any

from engine.kernel.args import AMOUNT, FILTER, NUMBER, REQUIRED, TARGET, AbilityArg, Arg, choice, players
from engine.kernel.registry import Context, op
from engine.mechanics import continuous
from engine.mechanics.targets import select_creatures
from engine.model.cards import Ability
from engine.model.lasting import ATTACK_UNTAPPED, MODIFY, NO_LOSS, NO_SPELLS, THIS_TURN, UNTIL, Lasting
from engine.model.objects import Creature

UNTIL_ARG = Arg("until", choice(*UNTIL, what="duration"), THIS_TURN, doc="how long it lasts")


def _make(ctx: Context, ability: Ability, targets: tuple[Creature, ...], until: str) -> Lasting | None:
    if ctx.source_card is None:
        ctx.game.note("an effect with no card makes no continuous effect")
        return None
    return continuous.start(ctx.game, ctx.controller, ctx.source_card, ctx.source_creature, ability, targets, until)


@op("grant replacement", Arg("ability", AbilityArg("replacement"), REQUIRED,
                             doc="written like a card's: {instead of: ..., do: [...]}"),
    Arg("target", TARGET, {"player": "you", "count": "all"}, doc="the creatures given it"),
    UNTIL_ARG,
    doc="a continuous effect gives creatures a replacement ability")
def _grant_replacement(ctx: Context, args: dict[str, Any]) -> None:
    """Give creatures (``target``, default all of yours) a replacement ability (``ability``:
    written like a card's, ``instead of: ...``, read when the card loads) until ``until`` (end of
    turn | start of your next turn): a continuous "gives" effect (000 priority 3)."""
    ability: Ability = args["ability"]
    targets = tuple(select_creatures(ctx, args["target"], "you"))
    until = str(args["until"])
    if _make(ctx, ability, targets, until) is not None:
        ctx.game.note(f"{ctx.source_card.name if ctx.source_card else 'an effect'}: "
                      f"{', '.join(c.name for c in targets) or 'no creature'} get "
                      f"「{ability.text or ability.name}」 until the {until}")


@op("modify", Arg("target", TARGET, doc="the creatures changed (without it: every creature the filter names)"),
    Arg("filter", FILTER, {}, doc="without target: the creatures changed while it lasts (race: chosen = the race "
        "an earlier step chose)"),
    Arg("player", players("you", "opponent", "each"), "you", doc="without target: whose creatures"),
    Arg("power", NUMBER, 0, doc="the power they get"),
    Arg("unblockable by", FILTER, doc="creatures passing this filter cannot block them (…にブロックされない)"),
    Arg("extra breaks", AMOUNT, 0, doc="how many more shields they break (シールドをさらにn枚ブレイクする)"),
    UNTIL_ARG,
    doc="a continuous effect changes creatures for a while: power, who may block them, how many shields they break")
def _modify(ctx: Context, args: dict[str, Any]) -> None:
    """For a while (``until``), creatures are changed (a continuous effect, 継続的効果): with
    ``target``, the creatures it selects as it resolves (トライバル・コミューン: バトルゾーンにある、選んだ
    種族の自分のクリーチャーすべて; 闘神タウロス: そのクリーチャー); without, every creature of ``player``
    that ``filter`` names while it lasts (夢蒼の剛剣: その種族のクリーチャーは). The readers are
    :mod:`engine.mechanics.continuous` (power, breaks) and the block options (engine.mechanics.combat)."""
    spec: dict[str, Any] = {k: args[k] for k in ("power", "extra breaks") if args[k]}
    if args.get("unblockable by") is not None:
        spec["unblockable by"] = dict(args["unblockable by"])
    targets: tuple[Creature, ...] = ()
    if args.get("target") is not None:
        targets = tuple(select_creatures(ctx, args["target"], "you"))
        if not targets:
            ctx.game.note("modify: no creature to change")
            return
    else:
        f = dict(args["filter"])
        for key in ("race", "civilization"):
            if f.get(key) == "chosen":
                f[key] = ctx.chosen.get(key, "")
        spec.update(filter=f, player=str(args["player"]))
    marker = Ability(kind="static", text="", static={MODIFY: spec})
    if _make(ctx, marker, targets, str(args["until"])) is not None:
        ctx.game.note(f"until the {args['until']}, "
                      + (", ".join(c.name for c in targets) if targets else "creatures passing " + str(spec["filter"]))
                      + " " + ", ".join(f"{k}: {v}" for k, v in spec.items() if k not in ("filter", "player")))


@op("may attack untapped creatures",
    Arg("player", players("you", "each"), "you", doc="the controller's creatures, or any"),
    Arg("filter", FILTER, {}, doc="which creatures (race: chosen = the race an earlier step chose)"),
    UNTIL_ARG,
    doc="a continuous effect: creatures passing filter may attack untapped creatures, even summoning sick (000: the "
        "TCG effect overrides sickness)")
def _may_attack_untapped(ctx: Context, args: dict[str, Any]) -> None:
    """This turn, the controller's creatures (``player: you``) or any creatures (``each``)
    passing ``filter`` may attack untapped creatures — an effect, so it overrides summoning
    sickness for such an attack (000 その他: TCG版の《フル・コマンド》). ``race: chosen``: the race an
    earlier step chose."""
    f = dict(args["filter"])
    if f.get("race") == "chosen":
        f["race"] = ctx.chosen.get("race", "")
    spec = {"player": str(args["player"]), "filter": f}
    marker = Ability(kind="static", text="タップされていないクリーチャーを攻撃できる", static={ATTACK_UNTAPPED: spec})
    if _make(ctx, marker, (), str(args["until"])) is not None:
        ctx.game.note(f"this turn, {'your' if spec['player'] == 'you' else 'the'} creatures "
                      + (f"of the race {f['race']} " if "race" in f else "") + "may attack untapped creatures")


@op("you do not lose this turn", doc="this turn the controller does not lose the game")
def _no_loss(ctx: Context, args: dict[str, Any]) -> None:
    """This turn the controller does not lose the game (the loss is not checked for them)."""
    marker = Ability(kind="static", text="このターン、自分はゲームに負けない。", static={NO_LOSS: True})
    if _make(ctx, marker, (), THIS_TURN) is not None:
        ctx.game.note(f"player {ctx.controller} does not lose the game this turn")


@op("protected from spells this turn", doc="this turn the controller's elements can't be chosen by spells")
def _no_spells(ctx: Context, args: dict[str, Any]) -> None:
    """This turn the controller's elements can't be chosen by spells (英知の防壁)."""
    marker = Ability(kind="static", text="このターン、自分のエレメントは、呪文によって選ばれない。",
                     static={NO_SPELLS: True})
    if _make(ctx, marker, (), THIS_TURN) is not None:
        ctx.game.note(f"this turn player {ctx.controller}'s elements can't be chosen by spells")
