"""Operations that pick "the most / the least ..." (one of tied candidates: chosen, or drawn by lot as
the DMPS texts annotate: 000 系統的な調整例, 「パワーが一番小さいクリーチャー」…ランダムで選ばれる),
shields that leave without being broken, and 黒神龍ガルバロス's "something happens" (000/001
オリジナルルール / 特別な能力).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.kernel.args import FILTER, RACE, Arg, ListOf, choice, players
from engine.kernel.registry import Context, op, run
from engine.mechanics import shield_triggers
from engine.mechanics.filters import matches
from engine.mechanics.moves import move_together
from engine.mechanics.targets import perspective
from engine.model.cards import Effect
from engine.model.decisions import Decision
from engine.model.objects import Card, Creature, Zone
from engine.policies.picks import draw_lots

# What ``pick extreme`` does to the card or creature it picks.
DOES = {"destroy": (Zone.GRAVEYARD, "destroyed"), "mana send": (Zone.MANA, "mana send"),
        "bounce": (Zone.HAND, "bounce"), "discard": (Zone.GRAVEYARD, "discard"), "tap": (None, "tap")}


def _value(by: str) -> Callable[[Context, Card | Creature], int]:
    def value(ctx: Context, obj: Card | Creature) -> int:
        if by == "cost":
            return obj.definition.cost
        return ctx.game.power(obj) if isinstance(obj, Creature) else (obj.definition.power or 0)
    return value


def tie_break(ctx: Context, ties: list[Any], how: str, kind: str, describe: Callable[[Any], str]) -> Any:
    """One of tied candidates: ``choose`` (the controller), ``random`` (a lot: the DMPS
    annotation 「複数あるなら、その中からランダムに1体」) or ``profile`` (the profile's picks policy)."""
    if len(ties) == 1:
        return ties[0]
    if how == "random":
        return draw_lots(ctx.game, ctx.controller, ties, describe)
    if how == "profile":
        return ctx.game.profile.picks.among_ties(ctx.game, ctx.controller, kind, ties, describe)
    return ctx.game.decide(ctx.controller, kind, ties, describe)


@op("pick extreme", Arg("do", choice(*DOES, what="action"), "destroy", doc="what happens to it"),
    Arg("zone", choice("battle zone", "hand", what="zone"), "battle zone", doc="a creature, or a card of the hand"),
    Arg("player", players("you", "opponent", "each"), "opponent", doc="whose"),
    Arg("which", choice("lowest", "highest", what="extreme"), "lowest", doc="the least or the most"),
    Arg("by", choice("power", "cost", what="measure"), "power", doc="of what"),
    Arg("filter", FILTER, {}, doc="among those passing it"),
    Arg("ties", choice("choose", "random", "profile", what="tie break"), "choose",
        doc="one of tied candidates: chosen, drawn by lot (DMPS 「複数あるなら、その中からランダムに1体」), or as the "
            "profile says"),
    doc="the creature or hand card of a player with the lowest or highest power or cost")
def _pick_extreme(ctx: Context, args: dict[str, Any]) -> None:
    """The creature (``zone: battle zone``) or hand card (``zone: hand``) of ``player`` (you |
    opponent | each) with the ``which`` (lowest | highest) ``by`` (power | cost), among those
    passing ``filter`` (``other``, ``untapped``, ...); ``ties``: choose | random | profile.
    ``do``: destroy | tap | mana send | bounce | discard. With no candidate nothing happens."""
    game = ctx.game
    do, by = str(args["do"]), str(args["by"])
    whose = ctx.players(str(args["player"]))
    filt = dict(args["filter"])
    who = perspective(ctx)
    pool: list[Any]
    if args["zone"] == "hand":
        pool = [c for p in whose for c in game.state.players[p].hand if matches(game, c, filt, who)]
    else:
        pool = [cr for p in whose for cr in game.state.players[p].battle
                if cr.definition.type.is_creature and matches(game, cr, filt, who)]
    if not pool:
        game.note(f"pick extreme: nothing to {do}")
        return
    value = _value(by)
    best = (min if args["which"] == "lowest" else max)(value(ctx, o) for o in pool)
    ties = [o for o in pool if value(ctx, o) == best]
    kind = Decision.DISCARD if do == "discard" else Decision.TARGET
    pick = tie_break(ctx, ties, str(args["ties"]), kind, lambda o: o.name)
    to, cause = DOES[do]
    if to is None:
        pick.tapped = True
        game.note(f"{pick.name} is tapped")
    elif isinstance(pick, Creature):
        move_together(game, [pick], to, cause, player=ctx.controller)
    else:
        game.move_card(pick, to, cause)


@op("shield to graveyard", Arg("player", players("you", "opponent"), "opponent", doc="whose shield"),
    Arg("pick", choice("choose", "random", what="way of picking"), "choose", doc="chosen, or drawn by lot"),
    Arg("chooser", players("you", "opponent"), "you", doc="who chooses"),
    doc="one of player's shields goes to the graveyard, not broken (no shield trigger)")
def _shield_to_graveyard(ctx: Context, args: dict[str, Any]) -> None:
    """One of ``player``'s shields (you | opponent) goes to its owner's graveyard: not broken, so
    no shield trigger (偽りの星夜 ブラック・オブ・ライオネル; 黒神龍ガルバロス ②). ``pick``: choose
    (by ``chooser``, default you) | random."""
    game = ctx.game
    owner = ctx.players(str(args["player"]))[0]
    shields = game.state.players[owner].shields
    if not shields:
        game.note(f"player {owner} has no shield")
        return

    def name(c: Card) -> str:
        return f"shield {shields.index(c) + 1}"

    if args["pick"] == "random":
        pick = draw_lots(game, ctx.controller, list(shields), name)
    else:
        pick = game.decide(ctx.players(str(args["chooser"]))[0], Decision.CHOOSE_SHIELD,
                           list(shields), name)
    game.move_card(pick, Zone.GRAVEYARD, "shield to graveyard")



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


# 黒神龍ガルバロス's "something happens" (000/001 オリジナルルール / 特別な能力): six effects, one drawn by
# lot, whatever the board is (Wiki注: ゾーンの状態は考慮せず、結果的に「見かけ上何も発動しない」こともある).
SOMETHING_HAPPENS: dict[str, tuple[Effect, ...]] = {
    "own shield to hand": (Effect("own shield to hand", {}),),  # ①
    "opponent shield to graveyard": (Effect("shield to graveyard", {"player": "opponent", "pick": "random"}),),  # ②
    "destroy own weakest": (Effect("pick extreme", {"do": "destroy", "player": "you", "filter": {"other": True},
                                                    "by": "power", "which": "lowest", "ties": "random"}),),  # ③
    "destroy opponent strongest": (Effect("pick extreme", {"do": "destroy", "player": "opponent", "by": "power",
                                                           "which": "highest", "ties": "random"}),),  # ④
    "discard own cheapest": (Effect("pick extreme", {"do": "discard", "zone": "hand", "player": "you", "by": "cost",
                                                     "which": "lowest", "ties": "random"}),),  # ⑤
    "opponent discards priciest": (Effect("pick extreme", {"do": "discard", "zone": "hand", "player": "opponent",
                                                           "by": "cost", "which": "highest", "ties": "random"}),),  # ⑥
}


@op("something happens",
    doc="黒神龍ガルバロス: one of six effects drawn by lot, whatever the board (own shield to hand, opponent shield to "
        "graveyard, destroy own weakest, destroy opponent strongest, discard own cheapest, opponent discards "
        "priciest)")
def _something_happens(ctx: Context, args: dict[str, Any]) -> None:
    """「何かが起こる」: one of six effects drawn by lot (labels: own shield to hand, opponent shield
    to graveyard, destroy own weakest, destroy opponent strongest, discard own cheapest, opponent
    discards priciest), with no regard to the board; ties within one are drawn by lot too."""
    label = draw_lots(ctx.game, ctx.controller, list(SOMETHING_HAPPENS), str)
    ctx.game.note(f"something happens: {label}")
    run(ctx, SOMETHING_HAPPENS[label])


@op("own shield to hand",
    doc="one of the controller's shields, drawn by lot, goes to their hand (its shield trigger may be used)")
def _own_shield_to_hand(ctx: Context, args: dict[str, Any]) -> None:
    """One of the controller's shields, drawn by lot, goes to their hand; its shield trigger may be
    used (黒神龍ガルバロス ①: そのS・トリガーを使っても良い)."""
    shields = ctx.game.state.players[ctx.controller].shields
    if not shields:
        ctx.game.note(f"player {ctx.controller} has no shield")
        return
    pick = draw_lots(ctx.game, ctx.controller, list(shields), lambda c: f"shield {shields.index(c) + 1}")
    shield_triggers.to_hand(ctx.game, ctx.controller, [pick], "effect")
