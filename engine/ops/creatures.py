"""Operations that change creatures in the battle zone: power, keywords, the tapped state, and a race
a creature chooses (kept on it for its static abilities)."""

from __future__ import annotations

from typing import Any

from engine.kernel.args import (
    AMOUNT,
    BOOL,
    CIVILIZATION,
    KEYWORD,
    NUMBER,
    RACE,
    REQUIRED,
    TARGET,
    Arg,
    ListOf,
    OneOrList,
    choice,
    keys,
    zones,
)
from engine.kernel.registry import COUNT_KEYS, Context, check, op
from engine.mechanics import continuous
from engine.mechanics.filters import Perspective, count, is_spell_card, listed
from engine.mechanics.statics import civilizations_in, has_static
from engine.mechanics.targets import select_creatures
from engine.mechanics.triggers import tapped
from engine.model.cards import Ability, Civ
from engine.model.decisions import Decision
from engine.model.errors import CardDataError
from engine.model.lasting import MODIFY, THIS_TURN, UNTIL
from engine.model.objects import Creature, Zone

YOURS = {"player": "you", "count": 1}


_LASTING_POWER = (
    Arg("target", TARGET, YOURS, doc="the creatures (player: default you)"),
    Arg("while attacking", BOOL, False, doc="true: only while each attacks this turn (このターンの攻撃中)"),
    Arg("until", choice(*UNTIL, what="duration"), THIS_TURN,
        doc="how long: the end of the turn, or the start of the controller's next turn"))


@op("power", Arg("amount", NUMBER, REQUIRED, doc="the power added (negative: taken)"), *_LASTING_POWER,
    doc="target creatures get +amount power this turn (while attacking, or until the controller's next turn)")
def _power(ctx: Context, args: dict[str, Any]) -> None:
    """Target creatures get +amount power this turn; ``while attacking`` (このターンの攻撃中, 510.2's
    reading of パワーアタッカー): only while each is the attacking creature; ``until: start of your
    next turn`` (次の自分のターンのはじめまで): a continuous effect (engine.ops.lasting_effects' modify)."""
    _add_power(ctx, args, int(args["amount"]))


def _spell_effect(ctx: Context) -> bool:
    """The step is a spell's effect (呪文の効果): what it gives for a while is a continuous effect of
    that spell, which an effect ignoring spell effects switches off (無視, engine.mechanics.filters.
    spell_effect_ignored), not a change written on the creatures."""
    return ctx.source_creature is None and ctx.source_card is not None and is_spell_card(ctx.source_card)


def _add_power(ctx: Context, args: dict[str, Any], amount: int) -> None:
    targets = select_creatures(ctx, args["target"], "you")
    if args["until"] == THIS_TURN and not args["while attacking"] and _spell_effect(ctx):
        if targets and ctx.source_card is not None:  # a spell's: a continuous effect of the spell
            ability = Ability(kind="static", text="", static={MODIFY: {"power": amount}})
            continuous.start(ctx.game, ctx.controller, ctx.source_card, None, ability, tuple(targets), THIS_TURN)
        return
    if args["until"] != THIS_TURN:
        if args["while attacking"]:
            raise CardDataError("card data", 0, "power", "'while attacking' lasts this turn only")
        if targets and ctx.source_card is not None:
            ability = Ability(kind="static", text="", static={MODIFY: {"power": amount}})
            continuous.start(ctx.game, ctx.controller, ctx.source_card, ctx.source_creature, ability,
                             tuple(targets), str(args["until"]))
        return
    for cr in targets:
        if args["while attacking"]:
            cr.attack_power += amount
        else:
            cr.power_bonus += amount


@op("power per card", Arg("amount", NUMBER, REQUIRED, doc="the power added per card counted"),
    Arg("count", keys(*COUNT_KEYS.values(), Arg("civilizations in", zones("mana zone", "battle zone"),
                                                doc="count the civilizations its cards have (文明ひとつにつき)")),
        REQUIRED, doc="what is counted: {zone, player, name, filter} or {civilizations in, player}"),
    *_LASTING_POWER, doc="target creatures get +amount power per card counted as it resolves, this turn")
def _power_per_card(ctx: Context, args: dict[str, Any]) -> None:
    """「このターン、…のパワーは、…1枚につき+n される」: the count is taken as the effect resolves (a
    resolving effect's numbers are read as it resolves: 公式Q&A 2021-04-16 on シンカパワー, 「解決の際に
    墓地にあるカードの枚数を数える」), then each target gets count × amount as :func:`_power` gives it."""
    spec = dict(args["count"])
    who = Perspective(ctx.controller, ctx.source_card, ctx.source_creature)
    if "civilizations in" in spec:
        n = len(civilizations_in(ctx.game, ctx.controller, spec))
    else:
        n = count(ctx.game, spec, who)
    ctx.game.note(f"power per card: {n} counted, +{n * int(args['amount'])}")
    _add_power(ctx, args, n * int(args["amount"]))


@op("grant", Arg("keywords", ListOf(KEYWORD), [], doc="the keywords gained"),
    Arg("target", TARGET, YOURS, doc="the creatures (player: default you)"),
    Arg("power attacker", AMOUNT, 0, doc="パワーアタッカー+n gained (n: its amount)"),
    Arg("until", choice(*UNTIL, what="duration"), THIS_TURN,
        doc="how long: the end of the turn, or the start of the controller's next turn (keywords only)"),
    doc="target creatures gain keywords (and パワーアタッカー+n) this turn, or until the controller's next turn")
def _grant(ctx: Context, args: dict[str, Any]) -> None:
    """Target creatures gain keywords until the end of the turn. パワーアタッカー+n (510.2: while
    it attacks, +n power) is a keyword with an amount: each one gained adds its amount (two
    grants of +3000: +6000 while attacking). ``until: start of your next turn`` (自分の次のターンが
    始まるまで): a continuous effect that gives the keywords (engine.mechanics.filters.has_keyword); so is a
    spell's grant for the turn (an effect ignoring the spell's effects switches it off)."""
    if args["until"] == THIS_TURN and not args["power attacker"] and _spell_effect(ctx):
        targets = tuple(select_creatures(ctx, args["target"], "you"))  # a spell's: a continuous effect of it
        if targets and ctx.source_card is not None:
            ability = Ability(kind="static", text="", static={"grant": {"keywords": list(args["keywords"])}})
            continuous.start(ctx.game, ctx.controller, ctx.source_card, None, ability, targets, THIS_TURN)
        return
    if args["until"] != THIS_TURN:
        if args["power attacker"]:
            raise CardDataError("card data", 0, "grant", "power attacker lasts this turn only")
        targets = tuple(select_creatures(ctx, args["target"], "you"))
        ability = Ability(kind="static", text="", static={"grant": {"keywords": list(args["keywords"])}})
        if ctx.source_card is not None:
            continuous.start(ctx.game, ctx.controller, ctx.source_card, ctx.source_creature, ability, targets,
                             str(args["until"]))
        return
    for cr in select_creatures(ctx, args["target"], "you"):
        cr.granted_keywords = cr.granted_keywords | set(args["keywords"])
        cr.attack_power += int(args["power attacker"])


@op("tap", Arg("target", TARGET, REQUIRED, doc="the creatures (player: default opponent)"),
    Arg("freeze", BOOL, False, doc="true: they don't untap at the start of their controller's next turn"),
    doc="tap creatures")
def _tap(ctx: Context, args: dict[str, Any]) -> None:
    """Tap the creatures; the ones this tapped (untapped before) are what the step did, so a
    following 「そうした場合」 (``moved a card``) holds only if one was tapped (キャプテン・ジャイロ:
    「このクリーチャーをタップしてもよい。そうした場合、…」)."""
    for cr in select_creatures(ctx, args["target"], "opponent"):
        if cr.controller != ctx.controller and has_static(ctx.game, cr, "untappable by opponent"):
            # 相手はこのクリーチャーをタップできない (不屈のウレックス)
            ctx.game.note(f"{cr.name}: its controller's opponent cannot tap it")
            continue
        was = cr.tapped
        if not cr.tapped and cr.cards:
            ctx.took.append(cr.cards[0])
        cr.tapped = True
        ctx.game.note(f"{cr.name} is tapped")
        if not was:
            tapped(ctx.game, cr, "effect")
        if args["freeze"]:
            _freeze(ctx, cr)


@op("freeze", Arg("target", TARGET, REQUIRED, doc="the creatures (player: default opponent)"),
    doc="creatures don't untap at the start of their controller's next turn")
def _freeze_op(ctx: Context, args: dict[str, Any]) -> None:
    """「次の相手のターンのはじめに、そのクリーチャーはアンタップされない」: the creatures stay tapped through
    the untap of their controller's next turn (that once: as a turn starts the turn player's
    creatures untap; this one does not)."""
    for cr in select_creatures(ctx, args["target"], "opponent"):
        _freeze(ctx, cr)


def _freeze(ctx: Context, creature: Creature) -> None:
    ctx.game.state.frozen.add(creature.uid)
    ctx.game.note(f"{creature.name} does not untap at the start of its controller's next turn")


@op("untap", Arg("target", TARGET, REQUIRED, doc="the creatures (player: default you)"),
    doc="untap creatures (アンタップする)")
def _untap(ctx: Context, args: dict[str, Any]) -> None:
    """Untap the target creatures (希望の使徒トール: 自分のクリーチャーを1体アンタップする); one already
    untapped stays so. 「ブロックしたとき、バトルの後でアンタップする」 is ``after battle: true`` (every
    operation may be put off: :mod:`engine.kernel.registry`)."""
    for cr in select_creatures(ctx, args["target"], "you"):
        cr.tapped = False


@op("untap this", reads_if=True, doc="untap this creature (if: a condition, e.g. burned a card: true)")
def _untap_this(ctx: Context, args: dict[str, Any]) -> None:
    """Untap this creature, if ``if`` holds (メテオバーン: "if you do")."""
    cr = ctx.source_creature
    if not check(ctx, args.get("if") or {}) or cr is None or cr not in ctx.game.state.all_creatures():
        ctx.game.note("nothing to untap")
        return
    cr.tapped = False


@op("choose civilization", Arg("not", OneOrList(CIVILIZATION), doc="civilizations that may not be chosen"),
    doc="choose a civilization (光, 水, 闇, 火, 自然), but ``not``; later steps read it (civilization: chosen)")
def _choose_civilization(ctx: Context, args: dict[str, Any]) -> None:
    """「文明をひとつ選ぶ」 / 「闇以外の文明をひとつ選ぶ」 (道連人形スイムチャッピー, 紅蓮の守護者ラ・バル・プラトーン):
    the controller chooses one of the five civilizations (not those of ``not``), kept on the effect (``ctx.chosen``)
    and on its creature, which later steps' filters read (``civilization: chosen``)."""
    banned = set(listed(args.get("not") or []))
    options = [c.value for c in Civ if c.value not in banned and c is not Civ.ZERO]  # the five (not ゼロ文明)
    civ = ctx.game.decide(ctx.controller, Decision.CHOOSE_CIVILIZATION, options, str)
    ctx.game.note(f"{ctx.source_card.name if ctx.source_card else 'the effect'} chooses the civilization {civ}")
    ctx.chosen["civilization"] = civ
    if ctx.source_creature is not None:
        ctx.source_creature.chosen = {**ctx.source_creature.chosen, "civilization": civ}


@op("choose race", Arg("not", ListOf(RACE), doc="races that may not be chosen"),
    doc="choose a race among the races of the cards in the game; a creature keeps it for its statics (race: chosen)")
def _choose_race(ctx: Context, args: dict[str, Any]) -> None:
    """The ability's creature chooses a race (光器ペトローバ: メカ・デル・ソル以外の種族を１つ選ぶ;
    フル・コマンド: 種族を１つ選ぶ), kept on it (``race: chosen`` in its statics) or, for a spell, on
    the effect (``ctx.chosen``). The options: every race of a card in the game, but ``not``."""
    game = ctx.game
    seen = {r for p in game.state.players.values() for cr in p.battle for c in cr.cards for r in c.definition.races}
    for p in game.state.players.values():
        for zone in (Zone.HAND, Zone.MANA, Zone.SHIELDS, Zone.GRAVEYARD, Zone.DECK):
            seen.update(r for c in p.cards_in(zone) for r in c.definition.races)
    options = sorted(seen - set(args.get("not") or []))
    if not options:
        game.note("choose race: no race to choose")
        return
    race = game.decide(ctx.controller, Decision.CHOOSE_RACE, options, str)
    game.note(f"{ctx.source_card.name if ctx.source_card else 'the effect'} chooses the race {race}")
    ctx.chosen["race"] = race
    if ctx.source_creature is not None:
        ctx.source_creature.chosen = {**ctx.source_creature.chosen, "race": race}
