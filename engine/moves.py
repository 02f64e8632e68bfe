"""Cards that move together, and the abilities that care about how they move.

The profile's :class:`engine.policies.moves.MovePolicy` says in which order cards moved
together move (000, 同時に複数のカードが移動する際の順序); :func:`move_together` makes
them move in that order inside one :meth:`engine.game.Game.simultaneously` batch, so each
card meets a full zone, a replacement or madness in its turn while "leaves" triggers still
look back at the board before the batch (000: the move order does not apply to 過去の状態を
見る rules).

Also here: "the first time this turn" (DMPS: only the first card moved; TCG: every card
moved together, Q&A 40030), what such an ability refers to, "when one or more ..."
triggers (once per batch), the move operations of the card data (battle, put same name,
deck bottom, swap) and who may block an attack (000 最新のものとは異なる裁定).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from engine import replacement
from engine.cards import Ability, Trigger
from engine.effects import Context, card_matches, op, select_creatures
from engine.events import Event
from engine.policies.moves import ALL, ANY, CHOSEN, Mover, draw_lots
from engine.state import ZONE_WORDS, Card, Creature, Player, Zone

if TYPE_CHECKING:
    from engine.game import Game
    from engine.triggers import Source
    from engine.waiting import Waiting

REFERS_TO = "refers to"  # the decision kind: which card moved together an ability refers to (TCG)


def move_together(game: Game, movers: Sequence[Mover], to: Zone, cause: str, how: str = CHOSEN,
                  player: str | None = None, bottom: bool = False) -> list[Mover]:
    """Move creatures (with the cards under them) and cards to ``to`` as one simultaneous
    move, in the order the profile's move policy gives (``how``: all | chosen | any;
    ``player``: whose effect moves them). Returns the order used."""
    unique = list(dict.fromkeys(movers))
    if len(unique) > 1:
        unique = game.profile.moves.order(game, unique, how, to, player or game.turn_player)
        game.trace.add("note", "moved together, in this order: " + ", ".join(m.name for m in unique),
                       move_order=[m.name for m in unique])
    with game.simultaneously():
        for m in unique:
            if isinstance(m, Creature):
                game.remove_creature(m, to, cause, bottom=bottom)
            else:
                game.move_card(m, to, cause, bottom=bottom)
    return unique


def how_selected(spec: dict[str, Any]) -> str:
    """How a ``target`` spec picks: "all" (count: all), else in the order chosen."""
    return ALL if spec.get("count") == "all" else CHOSEN


# ------------------------------------------------------------- "the first time"
def same_batch(a: Event, b: Event) -> bool:
    return a.data.get("batch") == b.data.get("batch")


def first_this_turn(game: Game, event: Event, qualifies: Callable[[Event], bool]) -> bool:
    """No event before ``event`` this turn qualifies. Events of one batch are in move order,
    so under DMPS only the first card moved is "the first time"; the TCG's "every card moved
    together" is :func:`referents`' business (the ability still triggers once)."""
    turn = event.data.get("turn")
    return not any(e.seq < event.seq and e.data.get("turn") == turn and qualifies(e) for e in game.events)


def _batch_triggered(game: Game, ab: Ability, src: Source, event: Event) -> bool:
    waiting = [*game.waiting, *game.resolved]
    return any(w.ability is ab and w.source_card is src.card and same_batch(w.event, event) for w in waiting)


def trigger_allowed(game: Game, t: Trigger, ab: Ability, event: Event, src: Source) -> bool:
    """Trigger filters about moves: ``first time this turn`` (only the first qualifying event
    of the turn triggers) and ``one or more`` (the ability triggers once for a batch of
    simultaneous moves: 000, インフィニティ・ドラゴン)."""
    if t.filter.get("first time this turn"):
        from engine.triggers import MATCHERS

        if not first_this_turn(game, event, lambda e: MATCHERS[t.event](game, t, e, src)):
            return False
    return not (t.filter.get("one or more") and _batch_triggered(game, ab, src, event))


def resolving(ctx: Context) -> Waiting | None:
    """The waiting effect whose resolution runs ``ctx`` (the last one the game resolved)."""
    w = ctx.game.resolved[-1] if ctx.game.resolved else None
    return w if w is not None and ctx.event is not None and w.event is ctx.event else None


def referents(ctx: Context) -> list[Creature]:
    """The creatures the resolving ability refers to as "the creature that did it". DMPS:
    the one whose move triggered it (the first in move order). TCG, for a "first time"
    ability: every creature moved together with it that qualifies (Q&A 40030)."""
    w = resolving(ctx)
    if w is None or w.event.creature is None:
        return []
    t = next((t for t in w.ability.triggers if t.filter.get("first time this turn")), None)
    if t is None or w.source_card is None or not ctx.game.profile.moves.first_time_together:
        return [w.event.creature]
    from engine.triggers import MATCHERS, Source

    src = Source(w.controller, w.zone, w.source_card, w.source_creature)
    return [e.creature for e in ctx.game.events if same_batch(e, w.event) and e.creature is not None
            and MATCHERS[t.event](ctx.game, t, e, src)]


def refer(ctx: Context) -> Creature | None:
    """The creature the ability refers to; the controller chooses when several qualify."""
    refs = referents(ctx)
    if not refs:
        return None
    pick = refs[0] if len(refs) == 1 else ctx.game.decide(ctx.controller, REFERS_TO, refs, lambda c: c.name)
    w = resolving(ctx)
    source = w.source_name if w else "the effect"
    ctx.game.trace.add("note", f"{source}: refers to {pick.name}", refers_to=pick.name, source=source)
    return pick


# ------------------------------------------------------------------ attacks
def has_keyword(game: Game, cr: Creature, keyword: str) -> bool:
    """The creature has the keyword: printed, gained from an effect, or given by a static
    ``grant`` ability of a creature in the battle zone (e.g. 薩摩の超人: your Giants)."""
    if cr.has(keyword):
        return True
    from engine.triggers import grants_to

    for grantor in game.all_creatures():
        for ab in grantor.definition.abilities:
            spec = ab.static.get("grant") if ab.kind == "static" else None
            if spec and keyword in spec.get("keywords", []) and grants_to(game, grantor, ab, cr):
                return True
    return False


def block_options(game: Game, attacker: Creature, blocked_by: Creature | None) -> list[Creature | None]:
    """What the defender may answer to "block?": ``None`` (no block) unless the attacker must
    be blocked if able, then each untapped blocker. ``blocked_by``: the creature already
    blocking this attack (another block changes the target again, 000: TCG latest ruling)."""
    blockers = [b for b in game.blocker_options(attacker) if b is not blocked_by]
    if not blockers:
        return []
    return list(blockers) if has_keyword(game, attacker, "must be blocked") else [None, *blockers]


# --------------------------------------------------------------- operations
def _player_of(ctx: Context) -> Player:
    return ctx.game.players[ctx.controller]


@op("battle")
def _battle(ctx: Context, args: dict[str, Any]) -> None:
    """Two creatures battle (not an attack). ``pair: entering``: the creature whose entering
    triggered the ability battles another creature its controller chooses (偽りの名 ゾルゲ);
    ``pair: choose 2``: the controller chooses two creatures in the battle zone, in order
    (爆竜トルネードシヴァXX). When both are destroyed, the first of the pair moves first
    (000: the one that triggered Zorge / the one chosen first)."""
    game = ctx.game
    if args.get("pair") == "entering":
        first = ctx.event.creature if ctx.event is not None else None
        if first is None or first not in game.all_creatures():
            game.note("battle: the creature that entered is no longer in the battle zone")
            return
        pool = [c for c in game.all_creatures() if c is not first]
        if not pool:
            return
        second = game.decide(ctx.controller, "target", pool, lambda c: c.name)
        game.battle(first, second)
        return
    chosen: list[Creature] = []
    for _ in range(2):
        pool = [c for c in game.all_creatures() if c not in chosen]
        if not pool:
            return
        chosen.append(game.decide(ctx.controller, "target", pool, lambda c: c.name))
    game.battle(chosen[0], chosen[1])


@op("put same name")
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
    zones = [ZONE_WORDS[str(z)] for z in args.get("from", ["deck", "mana", "hand"])]
    found = [(c, z) for z in zones for c in p.cards_in(z) if c.name == ref.name]
    if found:
        card, zone = game.decide(ctx.controller, "put same name", found, lambda cz: f"{cz[0].name} from {cz[1]}")
        game.put_into_battle(ctx.controller, [card], "effect", from_zone=zone)
    else:
        game.note(f"no {ref.name} in player {ctx.controller}'s " + ", ".join(str(z) for z in zones))
    if Zone.DECK in zones:
        game.rng.shuffle(p.deck)


@op("deck bottom")
def _deck_bottom(ctx: Context, args: dict[str, Any]) -> None:
    """Put creatures (``target``) on the bottom of their owners' decks. ``cost at least
    mana``: only those whose cost is at least the number of cards in their controller's
    mana zone (オリオティス・ジャッジ). ``order: any``: the effect leaves the order open
    (TCG: each owner orders; DMPS: by lot, 000 / 001)."""
    game = ctx.game
    spec = args.get("target", {"player": "each", "count": "all"})
    targets = select_creatures(ctx, spec)
    if args.get("cost at least mana"):
        targets = [c for c in targets if c.definition.cost >= len(game.players[c.controller].mana)]
    how = ANY if args.get("order") == "any" else how_selected(spec)
    move_together(game, targets, Zone.DECK, "deck bottom", how, ctx.controller, bottom=True)


@op("swap")
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
    mine: list[Creature | None] = [ctx.source_creature] if args.get("out") == "this" else list(p.battle)
    outs = [c for c in mine if c is not None and c in p.battle]
    ins = [c for c in p.deck if c.definition.type.is_creature and card_matches(c, args.get("in", {}))]
    if not outs or not ins:
        game.note("swap: nothing to swap")
        return
    out = draw_lots(game, ctx.controller, outs, lambda c: c.name)
    incoming: Card = draw_lots(game, ctx.controller, ins, lambda c: c.name)
    game.note(f"swap: {out.name} out, {incoming.name} in")
    leave = replacement.Pending(out.top, Zone.DECK, "swap", out.controller, Zone.BATTLE, leaving=out)
    enter = replacement.Pending(incoming, Zone.BATTLE, "swap", ctx.controller, Zone.DECK)
    if not game.profile.moves.swap_as_far_as_possible and (
            replacement.would_replace(game, leave) or replacement.would_replace(game, enter)):
        game.note("swap: a replacement would keep it from completing, so it is not carried out")
        return
    game.remove_creature(out, Zone.DECK, "swap")
    if out in p.battle:
        game.note(f"swap: {out.name} stays in the battle zone, so the swap fizzles")
    else:
        game.put_into_battle(ctx.controller, [incoming], "swap", from_zone=Zone.DECK)
    game.rng.shuffle(p.deck)
