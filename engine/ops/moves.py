"""Operations that move creatures in ways the ordering and older-ruling examples need (000 /
001): a battle outside an attack, putting a creature of the same name, the deck bottom, and
the swap (入れ替え)."""

from __future__ import annotations

from typing import Any

from engine.kernel.args import BOOL, FILTER, TARGET, Arg, ListOf, choice, zones
from engine.kernel.registry import Context, op
from engine.mechanics import replacement
from engine.mechanics.filters import Perspective, matches, unchoosable
from engine.mechanics.moves import how_selected, move_together, refer
from engine.mechanics.targets import designate, select_creatures
from engine.model.decisions import Decision
from engine.model.impending import ImpendingEvent
from engine.model.objects import ZONE_WORDS, Card, Creature, Player, Zone
from engine.ops.creatures import move_designated
from engine.policies.moves import ANY
from engine.policies.picks import draw_lots, shuffle


def _player_of(ctx: Context) -> Player:
    return ctx.game.state.players[ctx.controller]


@op("battle", Arg("pair", choice("choose 2", "entering", "put", what="pair"), "choose 2",
                   doc="two creatures the controller chooses, in order; the creature that entered (vs one the "
                       "controller chooses); the creature an earlier step put (vs an opponent's creature the "
                       "controller chooses)"),
    doc="two creatures battle (not an attack)")
def _battle(ctx: Context, args: dict[str, Any]) -> None:
    """Two creatures battle (not an attack). ``pair: entering``: the creature whose entering
    triggered the ability battles another creature its controller chooses (偽りの名 ゾルゲ);
    ``pair: put``: the creature an earlier step put does (百鬼の邪王門: an opponent's creature);
    ``pair: choose 2``: the controller chooses two creatures in the battle zone, in order
    (爆竜トルネードシヴァXX). When both are destroyed, the first of the pair moves first
    (000: the one that triggered Zorge / the one chosen first)."""
    game = ctx.game
    if args.get("pair") in ("entering", "put"):
        if args["pair"] == "put":  # the creature an earlier step of this effect put (百鬼の邪王門)
            first = ctx.put[-1] if ctx.put else None
        else:
            first = ctx.event.creature if ctx.event is not None else None
        if first is None or first not in game.state.all_creatures():
            game.note("battle: the creature that entered is no longer in the battle zone")
            return
        pool = [c for c in game.state.all_creatures() if c is not first]
        if args["pair"] == "put":
            pool = [c for c in pool if c.controller != ctx.controller and not unchoosable(c, ctx.controller)]
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


@op("put same name", Arg("from", ListOf(zones("deck", "mana", "mana zone", "hand", "graveyard")),
                         ["deck", "mana", "hand"], doc="the controller's zones it may come from"),
    doc="put a creature with the same name as the one the ability refers to from the controller's zones into the "
        "battle zone; a deck looked at is shuffled")
def _put_same_name(ctx: Context, args: dict[str, Any]) -> None:
    """Put a creature with the same name as the creature the ability refers to (see
    :func:`refer`) from the controller's zones (``from``: deck, mana, hand; default all
    three) into the battle zone; a deck looked at is shuffled (希望のファンクラップソディ)."""
    game = ctx.game
    ref = refer(ctx)
    if ref is None:
        game.note("put same name: the ability refers to no creature")
        return
    p = _player_of(ctx)
    zones = [ZONE_WORDS[str(z)] for z in args["from"]]
    found = [(c, z) for z in zones for c in p.cards_in(z) if c.name == ref.name]
    if found:
        card, zone = game.decide(ctx.controller, Decision.PUT_SAME_NAME, found, lambda cz: f"{cz[0].name} from {cz[1]}")
        game.put_into_battle(ctx.controller, [card], "effect", from_zone=zone)
    else:
        game.note(f"no {ref.name} in player {ctx.controller}'s " + ", ".join(str(z) for z in zones))
    if Zone.DECK in zones:
        shuffle(game, p.deck)


@op("deck bottom", Arg("target", TARGET, {"player": "each", "count": "all"}, doc="the creatures"),
    Arg("cost at least mana", BOOL, False,
        doc="true: only those whose cost is at least the number of cards in their controller's mana zone"),
    Arg("order", choice("any", what="order"), doc="any: the effect leaves the order open"),
    doc="put creatures on the bottom of their owners' decks")
def _deck_bottom(ctx: Context, args: dict[str, Any]) -> None:
    """Put creatures (``target``) on the bottom of their owners' decks. ``cost at least
    mana``: only those whose cost is at least the number of cards in their controller's
    mana zone (オリオティス・ジャッジ). ``order: any``: the effect leaves the order open
    (TCG: each owner orders; DMPS: by lot, 000 / 001)."""
    game = ctx.game
    spec = args["target"]
    if spec.get("card"):
        move_designated(ctx, designate(ctx, spec), Zone.DECK, "deck bottom", bottom=True)
        return
    targets = select_creatures(ctx, spec)
    if args["cost at least mana"]:
        targets = [c for c in targets if c.definition.cost >= len(game.state.players[c.controller].mana)]
    how = ANY if args.get("order") == "any" else how_selected(spec)
    move_together(game, targets, Zone.DECK, "deck bottom", how, ctx.controller, bottom=True)


@op("swap", Arg("out", choice("random", "this", what="creature"), "random",
                 doc="which of the controller's creatures goes to the deck: one by lot, or this one"),
    Arg("in", FILTER, {}, doc="which card of the deck comes in, by lot (a creature card is assumed)"),
    doc="入れ替え: a creature of the controller's goes to the deck and a creature from the deck takes its place; see "
        "engine.mechanics.moves")
def _swap(ctx: Context, args: dict[str, Any]) -> None:
    """入れ替え: a creature of the controller's leaves for their deck and a creature from
    their deck takes its place. ``out: random`` (one of their creatures, by lot) or
    ``this``; ``in: {filter}`` (a card of the deck that passes the filter, by lot). The
    outgoing move comes first; if a replacement keeps it in the battle zone, nothing comes
    in. DMPS keeps the older ruling (000 最新のものとは異なる裁定): the swap is carried out as
    far as it goes, so the replacements of either move do apply. TCG (assumed, 601.1a): a
    swap that a replacement would keep from completing is not carried out at all."""
    game = ctx.game
    p = _player_of(ctx)
    mine: list[Creature | None] = [ctx.source_creature] if args["out"] == "this" else list(p.battle)
    outs = [c for c in mine if c is not None and c in p.battle]
    who = Perspective(ctx.controller, ctx.source_card, ctx.source_creature)
    ins = [c for c in p.deck if matches(game, c, {**args["in"], "creature": True}, who)]
    if not outs or not ins:
        game.note("swap: nothing to swap")
        return
    out = draw_lots(game, ctx.controller, outs, lambda c: c.name)
    incoming: Card = draw_lots(game, ctx.controller, ins, lambda c: c.name)
    game.note(f"swap: {out.name} out, {incoming.name} in")
    leave = ImpendingEvent(out.top, Zone.DECK, "swap", out.controller, Zone.BATTLE, leaving=out)
    enter = ImpendingEvent(incoming, Zone.BATTLE, "swap", ctx.controller, Zone.DECK)
    if not game.profile.moves.swap_as_far_as_possible and (
            replacement.would_replace(game, leave) or replacement.would_replace(game, enter)):
        game.note("swap: a replacement would keep it from completing, so it is not carried out")
        return
    game.remove_creature(out, Zone.DECK, "swap")
    if out in p.battle:
        game.note(f"swap: {out.name} stays in the battle zone, so the swap fizzles")
    else:
        game.put_into_battle(ctx.controller, [incoming], "swap", from_zone=Zone.DECK)
    shuffle(game, p.deck)
