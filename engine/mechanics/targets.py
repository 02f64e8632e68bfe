"""Target specs (``target:`` of an operation): which creatures an effect picks, and how many.

A spec is a filter (:mod:`engine.mechanics.filters`) plus the selection keys: ``player`` (whose
creatures: you | opponent | each; default the operation's), ``count`` (n | all | up to n:
「n体まで選ぶ」, the chooser may stop after any pick), ``pick: random`` (drawn) and ``chooser`` (you |
opponent: who picks); ``count: any`` with ``total power at most`` (パワーの合計がN以下になるように好きな
数選び); ``chosen: true`` (among what an earlier step chose: all, or ``count`` of them picked by
``chooser``).
"""

from __future__ import annotations

from typing import Any

from engine.kernel.args import BOOL, Arg, CountExpr, Int, ListOf, choice, one_of, players, quantity, zones
from engine.kernel.registry import SELECTION_KEYS, Context, declare_keys
from engine.mechanics.continuous import active
from engine.mechanics.filters import Perspective, count, matches, unchoosable
from engine.model.cards import CardType
from engine.model.decisions import Decision
from engine.model.lasting import NO_SPELLS
from engine.model.objects import ZONE_WORDS, Card, Creature, Zone
from engine.policies.lots import draw_lots

__all__ = ["amount", "designate", "designation_pool", "perspective", "select_creatures"]

# A target spec (``target:``) is a filter plus these selection keys.
declare_keys(
    SELECTION_KEYS,
    Arg("player", players(), doc="whose creatures (default: the operation's)"),
    Arg("count", one_of(quantity("all", "any"), CountExpr()), 1,
        doc="how many (up to n: at most n, the chooser may stop after any pick, none at all included; any: as many "
            "as the chooser likes, one at a time, stopping at will; a count expression: that many, counted as the "
            "step starts)"),
    Arg("total power at most", Int(0), doc="with count any: the chosen creatures' powers add up to at most this "
                                            "(パワーの合計がN以下になるように好きな数選び)"),
    Arg("that put", BOOL, doc="true: the creatures an earlier step of the same effect put"),
    Arg("chosen", BOOL, doc="true: among the creatures an earlier step of the same effect chose (choose): all of "
                            "them, or as many as count says, picked by chooser"),
    Arg("pick", choice("random"), doc="random: drawn instead of chosen"),
    Arg("chooser", players("you", "opponent", "each"), "you",
        doc="who picks (each: every player picks count of their own: 各プレイヤーは…1体ずつ選び)"),
    Arg("card", BOOL, doc="true: choose a card (カード指定), not a creature: see the profile's designation policy"),
    Arg("zones", ListOf(zones()), ["battle zone"], doc="with card: the zones to choose from"),
)


def perspective(ctx: Context) -> Perspective:
    attacker = ctx.event.data.get("attacker") if ctx.event is not None else None
    return Perspective(ctx.controller, ctx.source_card, ctx.source_creature,
                       ctx.event.creature if ctx.event is not None else None,
                       chosen_race=ctx.chosen.get("race"), chosen_civilization=ctx.chosen.get("civilization"),
                       attacker=attacker if isinstance(attacker, Creature) else None)


def amount(ctx: Context, raw: Any) -> int:
    """A number of the card data: an integer, a count ``{count: {zone, player, name, filter},
    plus: k}`` of the cards a zone holds now (pending cards are not counted, 004), or ``{cards of:
    chosen}``: how many cards the creatures an earlier step of the effect chose consist of, counted now
    (109.2c: an attached オーラ is one of them; Q&A 32928: 死神アトミック・デストロイヤー choosing アネモⅢ with
    one オレガ・オーラ counts 2), or ``{moved: earlier steps, plus: k}``: how many cards the earlier steps of the
    effect moved (``Context.took``: 「自分の手札を、好きな枚数捨てる。その後、同じ枚数のカードを引く」)."""
    if isinstance(raw, dict) and "count" in raw:
        return count(ctx.game, raw["count"], perspective(ctx)) + int(raw.get("plus", 0))
    if isinstance(raw, dict) and raw.get("cards of") == "chosen":
        here = ctx.game.state.all_creatures()
        return sum(len(cr.component_cards) for cr in ctx.picked if cr in here)
    if isinstance(raw, dict) and raw.get("cost of") == "chosen":  # 「そのクリーチャーのコストの数」 (its top card's)
        return sum(cr.definition.cost for cr in ctx.picked)
    if isinstance(raw, dict) and raw.get("moved") == "earlier steps":  # 「同じ枚数」: what the steps before moved
        return len(ctx.took) + int(raw.get("plus", 0))
    return int(raw)


def shielded(ctx: Context, player: str) -> bool:
    """A spell is choosing and ``player``'s elements can't be chosen by spells this turn."""
    card = ctx.source_card
    if card is None or ctx.source_creature is not None or card.definition.type is not CardType.SPELL:
        return False
    return any(e.controller == player and e.ability.static.get(NO_SPELLS) for e in active(ctx.game))


def select_creatures(ctx: Context, spec: dict[str, Any], default_player: str = "opponent") -> list[Creature]:
    """Creatures a ``target`` spec names: player, filter, count (n | all | up to n | any), pick. A spec of the
    ability's own creature (``self: true``) with no player looks at both players' (このクリーチャーを…).
    They are what a later step's 「それが…であれば」 reads (``Context.targeted``; the condition ``that
    creature is``)."""
    found = _select_creatures(ctx, spec, default_player)
    ctx.targeted = list(found)
    return found


def _select_creatures(ctx: Context, spec: dict[str, Any], default_player: str) -> list[Creature]:
    game = ctx.game
    pool: list[Creature] = []
    # a target of another card type (クロスギアを1枚選び, サムライまたはクロスギアを1枚): those objects too
    wanted = {str(f["type"]) for f in (spec, *spec.get("any of", ())) if isinstance(f, dict) and "type" in f}
    # 「このクリーチャー」/「そのクリーチャー」 name one creature, whoever controls it
    whose = spec.get("player", "each" if spec.get("self") or spec.get("that") else default_player)
    for name in ctx.players(whose):  # creatures, not gears or fields
        pool.extend(cr for cr in game.state.players[name].battle
                    if cr.definition.type.is_creature or cr.definition.type.value in wanted)
    if spec.get("that put"):  # the creatures an earlier step of the same effect put
        pool = [c for c in ctx.put if c in game.state.all_creatures()]
    if spec.get("chosen"):  # 「選んだクリーチャー」: every creature an earlier step chose, still there
        pool = [c for c in ctx.picked if c in game.state.all_creatures()]
    who = perspective(ctx)
    pool = [c for c in pool if matches(game, c, spec, who) and not shielded(ctx, c.controller)]
    # 「選んだクリーチャー」: all of them, unless a count is written with it (その中から1体選び)
    count = spec.get("count", "all") if spec.get("chosen") else spec.get("count", 1)
    if count == "all":
        return pool
    if count == "any":
        return _any_number(ctx, spec, pool)
    n = amount(ctx, count) if isinstance(count, dict) else int(str(count).replace("up to", "").strip())
    up_to = str(count).startswith("up to")  # 「n体まで選ぶ」: the chooser may stop at any pick, before the first too
    if spec.get("chooser") == "each":  # each player chooses among their own, the turn player first
        order = sorted({c.controller for c in pool}, key=lambda name: name != game.state.turn_player)
        return [c for name in order for c in _select_creatures(
            ctx, {**spec, "chooser": "you" if name == ctx.controller else "opponent",
                  "player": "you" if name == ctx.controller else "opponent"}, default_player)]
    chooser = ctx.players(spec.get("chooser", "you"))[0]
    if spec.get("pick") != "random":  # an effect that chooses can't choose an unchoosable creature
        pool = [c for c in pool if not unchoosable(game, c, chooser)]
    picks: list[Creature] = []
    for _ in range(min(n, len(pool))):
        options = [c for c in pool if c not in picks]
        if spec.get("pick") == "random":
            picks.append(draw_lots(game, ctx.controller, options, lambda c: c.name))
        elif up_to:
            pick = game.decide(chooser, Decision.TARGET, [*options, None], lambda c: "stop" if c is None else c.name)
            if pick is None:
                return picks
            picks.append(pick)
        else:
            picks.append(game.decide(chooser, Decision.TARGET, options, lambda c: c.name))
    return picks


def _any_number(ctx: Context, spec: dict[str, Any], pool: list[Creature]) -> list[Creature]:
    """「…を、パワーの合計がN以下になるように好きな数選び」: the chooser picks one creature at a time, or stops,
    each pick keeping the total of the powers (as they are then) at most N; with no limit, any number."""
    game = ctx.game
    chooser = ctx.players(spec.get("chooser", "you"))[0]
    pool = [c for c in pool if not unchoosable(game, c, chooser)]
    limit = spec.get("total power at most")
    picks: list[Creature] = []
    while True:
        total = sum(game.power(c) for c in picks)
        options: list[Creature | None] = [c for c in pool if c not in picks
                                          and (limit is None or total + game.power(c) <= int(limit))]
        if not options:
            return picks
        pick = game.decide(chooser, Decision.TARGET, [*options, None], lambda c: "stop" if c is None else c.name)
        if pick is None:
            return picks
        picks.append(pick)


def designation_pool(ctx: Context, spec: dict[str, Any]) -> list[Card | Creature]:
    """What "choose a card" (``card: true``) may choose in ``zones`` (default the battle zone) of
    ``player``, passing the filter. The profile's designation policy: the TCG offers every card —
    of the battle zone the top card, a linked card, a card under a creature, an オーラ attached to
    it (a card of the battle zone, 310) — and in the shield
    zone castles too; DMPS offers elements (a creature with all its cards, a linked creature as
    one card of the summed cost) and shield cards only (000 カード指定除去の概念が異なる)."""
    game = ctx.game
    elements = game.profile.designation.elements
    who = perspective(ctx)
    zones = [ZONE_WORDS[str(z)] for z in spec.get("zones", ["battle zone"])]
    pool: list[Card | Creature] = []
    for name in ctx.players(spec.get("player", "opponent")):
        p = game.state.players[name]
        for zone in zones:
            if zone is Zone.BATTLE:
                for cr in p.battle:
                    pool += [cr] if elements else [*cr.top_layer, *cr.cards[1:], *cr.auras]  # オーラ: cards
                pool += [s for cr in (*p.battle, *p.sealed) for s in cr.seals]  # seals: cards (116, 200.3b)
            else:
                pool += p.cards_in(zone)
                if zone is Zone.SHIELDS and not game.profile.designation.shield_cards_only:
                    pool += p.castles
    return [o for o in pool if matches(game, o, spec, who)
            and not (isinstance(o, Creature) and shielded(ctx, o.controller))]


def designate(ctx: Context, spec: dict[str, Any]) -> list[Card | Creature]:
    """Choose cards (``card: true``, see :func:`designation_pool`): ``count`` of them, chosen one
    at a time (an offer of nothing when there is none)."""
    game = ctx.game
    pool = designation_pool(ctx, spec)
    chooser = ctx.players(spec.get("chooser", "you"))[0]
    if not pool:
        game.offer(chooser, Decision.TARGET, [])
        return []
    n = len(pool) if spec.get("count") == "all" else int(str(spec.get("count", 1)).replace("up to", "").strip())
    picks: list[Card | Creature] = []
    for _ in range(min(n, len(pool))):
        options = [o for o in pool if o not in picks]
        picks.append(game.decide(chooser, Decision.TARGET, options, _designated_name))
    return picks


def _designated_name(o: Card | Creature) -> str:
    if isinstance(o, Card) and o.seal:  # face down: no name (200.3b)
        return "封印"
    return " + ".join(c.name for c in o.top_layer) if isinstance(o, Creature) else o.name
