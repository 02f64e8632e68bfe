"""Operations that cast spells or use cards for free (唱える, 使う; 004 保留状態): from the hand, a
shield, the deck, the graveyard or another zone of the controller's, a copy of a twinpact's spell
side, and a spell being cast cast again by the opponent.

Spells cast by an ability leave a ``cast`` line in the trace (who cast what, from which zone), which
the ordering verdicts read (000: チュレンテンホウ casts from the hand and recasts from the graveyard).
"""

from __future__ import annotations

from typing import Any

from engine.kernel.args import AMOUNT, BOOL, FILTER, KEYWORD, Arg, choice, how_many, keys, players, quantity, zones
from engine.kernel.registry import Context, op
from engine.mechanics.filters import matches
from engine.mechanics.looking import deck_look_lock
from engine.mechanics.pending import make_pending_together
from engine.mechanics.targets import perspective
from engine.model.cards import CardType
from engine.model.decisions import Decision
from engine.model.objects import USE, ZONE_WORDS, Card, Zone
from engine.model.trace import CastForFree
from engine.model.view import choose_several
from engine.policies.lots import shuffle


def cast(ctx: Context, card: Card, zone: Zone) -> None:
    """Cast ``card`` from ``zone`` for free, leaving a ``cast`` trace line."""
    by = ctx.source_creature
    ctx.game.trace.add(CastForFree(card.name, str(zone), ctx.controller, by.name if by else None,
                                   by.uid if by else None))
    ctx.game.use_for_free(ctx.controller, card, "cast for free")


def _spells(cards: list[Card], f: dict[str, Any]) -> list[Card]:
    out = [c for c in cards if c.definition.type is CardType.SPELL]
    if "keyword" in f:
        out = [c for c in out if c.definition.has(str(f["keyword"]))]
    return out


@op("next summon costs less", Arg("n", AMOUNT, 1, doc="how much less"),
    Arg("min", AMOUNT, 1, doc="the floor: the cost never goes below it (ただしコストは1より少なくならない)"),
    doc="this turn, the controller's next summon costs n less, never below min")
def _next_summon_costs_less(ctx: Context, args: dict[str, Any]) -> None:
    """「このターン、次に召喚するクリーチャー1体は支払うコストが3少なくなる。ただしコストは1より少なくならない」
    (フェアリー・ギフト, DM-14: compulsory; 004: a cost change applies as the use is declared). It waits for the
    controller's next summon this turn (engine.mechanics.costs: the summon uses it up, whatever it costs) and
    ends with the turn."""
    ctx.game.state.next_summon_reductions.append((ctx.controller, int(args["n"]), int(args["min"])))
    ctx.game.note(f"player {ctx.controller}'s next summon this turn costs {args['n']} less")


@op("cast from hand", Arg("filter", keys(Arg("keyword", KEYWORD, doc="the spell has this keyword"),
                                         what="a filter (keyword only)"), {}, doc="which spells"),
    doc="cast a spell from the controller's hand for free; may stop")
def _cast_from_hand(ctx: Context, args: dict[str, Any]) -> None:
    """Cast a spell (filter: keyword) from the controller's hand for free; may stop."""
    game = ctx.game
    options: list[Card | None] = [*_spells(game.state.players[ctx.controller].hand, args["filter"]), None]
    pick = game.decide(ctx.controller, Decision.CAST_FROM_HAND, options, lambda c: "stop" if c is None else c.name)
    if pick is not None:
        cast(ctx, pick, Zone.HAND)


@op("cast shield if spell", Arg("chooser", players("you", "opponent"), "opponent", doc="who picks the shield"),
    Arg("may", BOOL, False, doc="true: the controller may decline"),
    doc="ラッキー・ダーツ: chooser picks one of the controller's shields; a spell is cast for free, anything else "
        "stays")
def _cast_shield_if_spell(ctx: Context, args: dict[str, Any]) -> None:
    """ラッキー・ダーツ: ``chooser`` (opponent) chooses one of the controller's shields, the
    controller looks at it; a spell is cast for free (``may: true``: if the controller wants —
    and under a profile where a forced pick from a hidden zone may find nothing, always so);
    otherwise it stays where it was."""
    game = ctx.game
    shields = game.state.players[ctx.controller].shields
    if not shields:
        game.note("no shield to choose")
        return
    chooser = ctx.players(str(args["chooser"]))[0]
    shield = game.decide(chooser, Decision.CHOOSE_SHIELD, list(shields),
                         lambda c: f"player {c.owner}'s shield {shields.index(c) + 1}")
    game.note(f"player {ctx.controller} looks at {shield.name}")
    if shield.definition.type is not CardType.SPELL:
        game.note(f"{shield.name} is not a spell: it goes back")
        return
    if args["may"] or game.profile.hidden.offers_nothing(Zone.SHIELDS):
        answer = game.decide(ctx.controller, Decision.CAST_FOR_FREE, ["cast", "skip"], lambda o: f"{o} {shield.name}")
        if answer == "skip":
            game.note(f"{shield.name} is not cast: it goes back")
            return
    cast(ctx, shield, Zone.SHIELDS)


@op("cast same name from deck",
    doc="look at the deck; the controller may cast for free a spell with the name of the spell whose casting "
        "triggered this; shuffle")
def _cast_same_name(ctx: Context, args: dict[str, Any]) -> None:
    """Look at the deck; a spell with the name of the spell whose casting triggered this may be
    cast for free; then shuffle (邪眼皇アレクサンドルIII世)."""
    game = ctx.game
    spell = ctx.event.card if ctx.event is not None else None
    deck = game.state.players[ctx.controller].deck
    found = next((c for c in deck if spell is not None and c.name == spell.name
                  and c.definition.type is CardType.SPELL), None)
    if found is None:
        game.note("no spell of that name in the deck")
    elif game.decide(ctx.controller, Decision.CAST_FOR_FREE, ["cast", "skip"], lambda o: f"{o} {found.name}") == "cast":
        cast(ctx, found, Zone.DECK)
    shuffle(game, deck)


@op("recast it from graveyard",
    doc="cast the spell whose casting triggered this again, from the graveyard, for free")
def _recast(ctx: Context, args: dict[str, Any]) -> None:
    """Cast the spell whose casting triggered this ability again, from the graveyard, for free."""
    card = ctx.event.card if ctx.event is not None else None
    if card is None or card not in ctx.game.state.players[ctx.controller].graveyard:
        ctx.game.note("the spell is not in the graveyard: it is not cast again")
        return
    cast(ctx, card, Zone.GRAVEYARD)


@op("use from hand for free", Arg("keyword", KEYWORD, "shield trigger", doc="the card has this keyword"),
    doc="cast a spell or summon a creature with the keyword from the hand for free; may stop")
def _use_from_hand(ctx: Context, args: dict[str, Any]) -> None:
    """Cast a spell or summon a creature with the keyword (keyword: ...) from the hand, for
    free; may stop (大河聖霊エル・ドラード: an S-trigger card)."""
    game = ctx.game
    kw = str(args["keyword"])
    hand = game.state.players[ctx.controller].hand
    options: list[Card | None] = [*[c for c in hand if c.definition.has(kw)], None]
    pick = game.decide(ctx.controller, Decision.USE_FROM_HAND, options, lambda c: "stop" if c is None else c.name)
    if pick is None:
        return
    if pick.definition.type is CardType.SPELL:
        cast(ctx, pick, Zone.HAND)
    else:
        game.put_into_battle(ctx.controller, [pick], "summon for free", from_zone=Zone.HAND)


@op("cast from zone", Arg("zone", zones(), "graveyard", doc="the controller's zone"),
    Arg("count", quantity(), 1, doc="how many"),
    Arg("filter", FILTER, {}, doc="which spells"),
    Arg("together", BOOL, False, doc="true: they all become pending first (004)"),
    Arg("afterwards", choice("deck bottom", what="place"),
        doc="deck bottom: each goes to the bottom of the deck instead of the graveyard"),
    doc="cast spells from a zone of the controller's for free, chosen one at a time")
def _cast_from_zone(ctx: Context, args: dict[str, Any]) -> None:
    """Cast spells from a zone of the controller's for free (``zone``; ``count``: n | up to n;
    ``filter``), chosen one at a time. ``together``: one effect uses them all, so they all become
    pending first and are then cast one at a time (004: 1つの効果によって複数枚のカードを同時に
    使う場合、それらをすべて保留状態になった後、1枚ずつ使う). ``afterwards: deck bottom``: each goes to
    the bottom of its owner's deck instead of the graveyard (魔導管理室 カリヤドネ). From the deck, the spells
    chosen are set aside and the deck shuffled before they are cast (光器マリアンナ); a lock on looking at decks
    (巡霊者メスタポ) finds nothing."""
    game = ctx.game
    zone = ZONE_WORDS[str(args["zone"])]
    n, up_to = how_many(args["count"])
    cards = game.state.players[ctx.controller].cards_in(zone)
    f = {"type": "spell", **dict(args["filter"])}
    pool = [c for c in cards if matches(game, c, f, perspective(ctx))]
    if zone is Zone.DECK and deck_look_lock(game, ctx.controller) is not None:
        game.note(f"player {ctx.controller} cannot look at a deck: {deck_look_lock(game, ctx.controller)}")
        pool = []
    if not pool:
        game.offer(ctx.controller, Decision.CAST_FROM_ZONE, [])
    chosen = choose_several(game, ctx.controller, Decision.CAST_FROM_ZONE, pool, n, least=0 if up_to else n)
    if zone is Zone.DECK:  # 「その中から…を1枚選び、山札をシャッフルした後、その呪文を…唱えてもよい」 (光器マリアンナ):
        make_pending_together(game, chosen, USE)  # the spells chosen are set aside, then the deck shuffled (401.2a)
        shuffle(game, cards)
    elif args["together"]:
        make_pending_together(game, chosen, USE)
    bottom = args.get("afterwards") == "deck bottom"
    for card in chosen:
        by = ctx.source_creature
        game.trace.add(CastForFree(card.name, str(zone), ctx.controller, by.name if by else None,
                                   by.uid if by else None))
        game.use_for_free(ctx.controller, card, "cast for free", bottom_of_deck=bottom)


@op("cast a copy of the spell side",
    doc="cast a copy of this twinpact's spell side for free (スマッシュ・バースト, 輪廻∞): the copy is pending, the "
        "creature is not, and the copy ceases to exist afterwards (004)")
def _cast_copy(ctx: Context, args: dict[str, Any]) -> None:
    """スマッシュ・バースト / 輪廻∞: a copy of the spell side of this twinpact is made and cast for
    free; the copy is pending, the creature in the battle zone is not, so the spell may choose
    it (004 例: カワモリデン); afterwards the copy ceases to exist (no event)."""
    card = ctx.source_card
    side = card.definition.spell_side if card is not None else None
    if card is None or side is None:
        ctx.game.note("no spell side to copy: nothing is cast")
        return
    ctx.game.made.note(side)  # a card of the game (engine.model.made)
    copy = Card(ctx.game.state.next_uid(), side, card.owner, copy=True)
    by = ctx.source_creature
    ctx.game.trace.add(CastForFree(side.name, "copy", ctx.controller, by.name if by else None, by.uid if by else None))
    ctx.game.use_for_free(ctx.controller, copy, "cast for free")


@op("the opponent may cast this spell",
    doc="the opponent may cast this spell (being cast, so pending) for free before it goes to the graveyard: a "
        "pending card used again (004, 英知の防壁)")
def _opponent_recasts(ctx: Context, args: dict[str, Any]) -> None:
    """The opponent may cast this very spell, which is being cast (pending), for free: a pending
    card used again while it is pending (004: 保留状態にあるカードも…そのまま使うことができる;
    英知の防壁). It goes to the graveyard once, when the first use is over."""
    game, card = ctx.game, ctx.source_card
    if card is None or card.pending is None:
        game.note("the spell is no longer being cast: it can't be cast again")
        return
    if game.decide(ctx.opponent, Decision.USE_OPTIONAL, ["use", "skip"], lambda o: f"{o} {card.name}") == "skip":
        return
    game.trace.add(CastForFree(card.name, "pending", ctx.opponent))
    game.use_for_free(ctx.opponent, card, "cast for free")
