"""Operations on creatures in the battle zone: removal, power and keywords, tapping, meteorburn."""

from __future__ import annotations

from typing import Any

from engine.kernel.args import AMOUNT, BOOL, KEYWORD, NUMBER, REQUIRED, TARGET, Arg, ListOf
from engine.kernel.registry import Context, op
from engine.mechanics.moves import how_selected, move_together
from engine.mechanics.rebuild import remove_card
from engine.mechanics.targets import designate, select_creatures
from engine.model.decisions import Decision
from engine.model.objects import Card, Creature, Zone

TARGETS = Arg("target", TARGET, REQUIRED, doc="the creatures (player: default opponent)")
YOURS = {"player": "you", "count": 1}


def _remove(ctx: Context, args: dict[str, Any], to: Zone, cause: str) -> None:
    spec = args["target"]
    if spec.get("card"):
        move_designated(ctx, designate(ctx, spec), to, cause)
        return
    targets = select_creatures(ctx, spec)
    ctx.moved.extend(targets)
    move_together(ctx.game, targets, to, cause, how_selected(spec), ctx.controller)


def move_designated(ctx: Context, chosen: list[Card | Creature], to: Zone, cause: str, bottom: bool = False) -> None:
    """Move what "choose a card" chose: an element whole (DMPS: no rebuild, 000), a card of a
    creature alone (TCG: its top card — a rebuild — a linked card, or a card under it), any other
    card from its zone."""
    game = ctx.game
    for obj in chosen:
        if isinstance(obj, Creature):
            ctx.moved.append(obj)
            move_together(game, [obj], to, cause, bottom=bottom)
            continue
        holder = game.state.creature_of(obj)
        if holder is not None:
            remove_card(game, holder, obj, to, cause, bottom)
        else:
            game.move_card(obj, to, cause, bottom=bottom)


@op("destroy", TARGETS, doc="destroy creatures")
def _destroy(ctx: Context, args: dict[str, Any]) -> None:
    _remove(ctx, args, Zone.GRAVEYARD, "destroyed")


@op("bounce", TARGETS, doc="return creatures to their owners' hands")
def _bounce(ctx: Context, args: dict[str, Any]) -> None:
    _remove(ctx, args, Zone.HAND, "bounce")


@op("mana send", TARGETS, doc="put creatures into their owners' mana zones")
def _mana_send(ctx: Context, args: dict[str, Any]) -> None:
    _remove(ctx, args, Zone.MANA, "mana send")


@op("shield send", TARGETS, doc="put creatures onto their owners' shields")
def _shield_send(ctx: Context, args: dict[str, Any]) -> None:
    _remove(ctx, args, Zone.SHIELDS, "shield send")


@op("power", Arg("amount", NUMBER, REQUIRED, doc="the power added (negative: taken)"),
    Arg("target", TARGET, YOURS, doc="the creatures (player: default you)"),
    doc="target creatures get +amount power")
def _power(ctx: Context, args: dict[str, Any]) -> None:
    for cr in select_creatures(ctx, args["target"], "you"):
        cr.power_bonus += int(args["amount"])


@op("grant", Arg("keywords", ListOf(KEYWORD), REQUIRED, doc="the keywords gained"),
    Arg("target", TARGET, YOURS, doc="the creatures (player: default you)"),
    doc="target creatures gain keywords")
def _grant(ctx: Context, args: dict[str, Any]) -> None:
    for cr in select_creatures(ctx, args["target"], "you"):
        cr.granted_keywords = cr.granted_keywords | set(args["keywords"])


@op("meteorburn", Arg("n", AMOUNT, 1, doc="how many cards"),
    Arg("choose", BOOL, False, doc="true: chosen, as the text says (「選び」)"),
    doc="put n cards from under this creature into the graveyard, one at a time: chosen when the text says so, "
        "else as the profile says (DMPS: the source selected first)")
def _meteorburn(ctx: Context, args: dict[str, Any]) -> None:
    """Put n cards from under the source creature into the graveyard, one at a time (classic-ja
    dm22-s01 メテオバーン): chosen when the text says so (``choose: true``: 「選び」), else as the
    profile says (TCG chosen; DMPS the source selected first, 000); ``burned`` remembers them."""
    game, cr = ctx.game, ctx.source_creature
    for _ in range(int(args["n"])):
        if cr is None or cr not in game.state.all_creatures() or len(cr.cards) < 2:
            break
        if args["choose"] or game.profile.meteorburn.player_chooses:
            pick = game.decide(ctx.controller, Decision.METEORBURN, cr.cards[1:], lambda c: c.name)
        else:
            pick = cr.cards[1]
        cr.cards.remove(pick)
        ctx.burned.append(pick)
        game.note(f"meteorburn: {pick.name} from under {cr.name} goes to the graveyard"
                  + ("" if len(cr.cards) > 1 else f" (it was the last card under {cr.name})"))
        game.move_card(pick, Zone.GRAVEYARD, "meteorburn")


@op("put this into graveyard", doc="put this battle-zone object into its owner's graveyard (not destroyed: a D2 "
                                    "field that another D2 field replaces)")
def _this_to_graveyard(ctx: Context, args: dict[str, Any]) -> None:
    """The ability's own battle-zone object goes to its owner's graveyard (not a destruction:
    D2フィールド 「このD2フィールドを自分の墓地に置く」)."""
    cr = ctx.source_creature
    if cr is None or cr not in ctx.game.state.all_creatures():
        ctx.game.note("it is no longer in the battle zone")
        return
    ctx.game.remove_creature(cr, Zone.GRAVEYARD, "put into graveyard")


@op("tap", Arg("target", TARGET, REQUIRED, doc="the creatures (player: default opponent)"),
    Arg("freeze", BOOL, False, doc="true: notes that they don't untap next turn (not modelled)"),
    doc="tap creatures")
def _tap(ctx: Context, args: dict[str, Any]) -> None:
    for cr in select_creatures(ctx, args["target"], "opponent"):
        cr.tapped = True
        ctx.game.note(f"{cr.name} is tapped" + (" and does not untap at the start of its controller's "
                                                  "next turn (not modelled)" if args["freeze"] else ""))
