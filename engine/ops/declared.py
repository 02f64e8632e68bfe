"""Effect operations of declared abilities and of the cards around them.

Invasion, revolution change, attack chance, revenge chance, invasion ZERO and revolution 0
triggers use a card from the hand ("this"); the attacking creature is the one the game is
resolving an attack for (:attr:`engine.game.Game.attacking`, followed through evolutions
and swaps, since an invader or a swapped-in creature goes on attacking). Spells cast by an
ability leave a ``cast`` line in the trace (who cast what, from which zone), which the
ordering verdicts read (000: チュレンテンホウ casts from the hand and recasts from the
graveyard).
"""

from __future__ import annotations

from typing import Any

from engine.kernel.args import (
    AMOUNT,
    BOOL,
    CIVILIZATION,
    KEYWORD,
    REQUIRED,
    Arg,
    CardName,
    ListOf,
    choice,
    keys,
    one_of,
    players,
    zones,
)
from engine.kernel.registry import Context, check, op
from engine.kernel.rules import Rules
from engine.mechanics import links, replacement, shield_triggers
from engine.mechanics.pending import make_pending_together
from engine.mechanics.putting import put_card
from engine.mechanics.replacement import replacing
from engine.model.cards import CardType, Civ
from engine.model.decisions import Decision
from engine.model.events import Event
from engine.model.impending import ImpendingEvent
from engine.model.objects import PUT, ZONE_WORDS, Card, Creature, Zone
from engine.model.trace import CastForFree, WaitingIgnored
from engine.policies.picks import draw_lots, shuffle


def _where(game: Rules, card: Card | None) -> Zone | None:
    found = game.state.locate(card) if card is not None else None
    return found[1] if found else None


def _creatures(game: Rules, player: str) -> list[Creature]:
    """A player's creatures (dragheart fortresses and fields in the battle zone are not)."""
    return [cr for cr in game.state.players[player].battle if cr.definition.type.is_creature]


def _attacking(ctx: Context) -> Creature | None:
    cr = ctx.game.state.attacking
    return cr if cr is not None and cr in ctx.game.state.all_creatures() else None


def cast(ctx: Context, card: Card, zone: Zone) -> None:
    """Cast ``card`` from ``zone`` for free, leaving a ``cast`` trace line."""
    by = ctx.source_creature
    ctx.game.trace.add(CastForFree(card.name, str(zone), ctx.controller, by.name if by else None,
                                   by.uid if by else None))
    ctx.game.use_for_free(ctx.controller, card, "cast for free")


# ------------------------------------------------------------ cards from the hand
@op("invade", doc="侵略: put this card from the hand onto the attacking creature (it goes on attacking)")
def _invade(ctx: Context, args: dict[str, Any]) -> None:
    """侵略: put this card from the hand onto the attacking creature (an evolution; it goes
    on attacking). The condition was checked when it was declared (dmwiki 侵略: 侵略の解決時
    には侵略条件を満たしている必要はない)."""
    game, card, attacker = ctx.game, ctx.source_card, _attacking(ctx)
    if card is None or attacker is None or _where(game, card) is not Zone.HAND:
        game.note("invasion: the card or the attacking creature is gone, nothing happens")
        return
    game.put_into_battle(ctx.controller, [card], "invasion", from_zone=Zone.HAND, onto=attacker)


@op("revolution change", doc="革命チェンジ: the attacking creature returns to the hand; this card takes its place, "
                               "tapped as it was, attacking")
def _revolution_change(ctx: Context, args: dict[str, Any]) -> None:
    """革命チェンジ: the attacking creature (all its cards) returns to the hand and this card
    takes its place, tapped or not as it was, and goes on attacking."""
    game, card, attacker = ctx.game, ctx.source_card, _attacking(ctx)
    if card is None or attacker is None or _where(game, card) is not Zone.HAND:
        game.note("revolution change: the card or the attacking creature is gone, nothing happens")
        return
    leave = ImpendingEvent(attacker.top, Zone.HAND, "revolution change", attacker.controller, Zone.BATTLE,
                           leaving=attacker)
    enter = ImpendingEvent(card, Zone.BATTLE, "revolution change", ctx.controller, Zone.HAND)
    if not game.profile.moves.swap_as_far_as_possible and (
            replacement.would_replace(game, leave) or replacement.would_replace(game, enter)):
        # a swap one of whose moves a replacement would change is not carried out, and that
        # replacement is not applied (ruling notice ?p=39018: クリーチャーの入れ替えに関する裁定変更)
        game.note("revolution change: a replacement would change one of the swap's moves, so nothing moves")
        return
    with game.simultaneously():
        game.remove_creature(attacker, Zone.HAND, "revolution change")
        new = game.put_into_battle(ctx.controller, [card], "revolution change", from_zone=Zone.HAND,
                                   tapped=attacker.tapped)
    if new is not None:
        game.state.attacking = new


@op("cast this", doc="cast this spell for free from the zone its ability waited in (attack chance, revolution 0)")
def _cast_this(ctx: Context, args: dict[str, Any]) -> None:
    """Cast this spell for free from the zone its ability waited in (attack chance, revolution
    0 trigger)."""
    zone = _where(ctx.game, ctx.source_card)
    if ctx.source_card is None or zone not in (Zone.HAND, Zone.SHIELDS, Zone.GRAVEYARD):
        ctx.game.note("the spell is no longer where its ability waited: it is not cast")
        return
    cast(ctx, ctx.source_card, zone)


def _put_this(ctx: Context, cause: str, only_from: str | None = None) -> None:
    card = ctx.source_card
    zone = _where(ctx.game, card)
    if card is None or zone is None or zone is Zone.BATTLE or (only_from and ZONE_WORDS[only_from] is not zone):
        ctx.game.note("the card is no longer where its ability waited: it stays")
        return
    put_card(ctx.game, ctx.controller, card, cause, from_zone=zone)  # a locked card stays (engine.mechanics.putting)


@op("summon this", doc="summon this creature for free from the zone its ability waited in (revenge chance, "
                       "S-back)")
def _summon_this(ctx: Context, args: dict[str, Any]) -> None:
    """Summon this creature for free from the zone its ability waited in (revenge chance)."""
    _put_this(ctx, "summon for free")


@op("put this", Arg("from", zones("hand"), doc="only if it is still in this zone"),
    doc="put this card into the battle zone from the zone its ability waited in (invasion ZERO)")
def _put_this_op(ctx: Context, args: dict[str, Any]) -> None:
    """Put this card into the battle zone from the zone its ability waited in (invasion ZERO);
    ``from``: only if it is still in that zone (a declared card discarded meanwhile stays put)."""
    _put_this(ctx, "effect", str(args["from"]) if "from" in args else None)


def _spells(cards: list[Card], f: dict[str, Any]) -> list[Card]:
    out = [c for c in cards if c.definition.type is CardType.SPELL]
    if "keyword" in f:
        out = [c for c in out if c.definition.has(str(f["keyword"]))]
    return out


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


@op("discard this then draw", Arg("n", AMOUNT, 1, doc="how many cards are drawn"),
    doc="discard this card from the hand; if you do, draw n")
def _discard_this_then_draw(ctx: Context, args: dict[str, Any]) -> None:
    """Discard this card from the hand; if you do, draw n (バイオ・K)."""
    game, card = ctx.game, ctx.source_card
    if card is None or _where(game, card) is not Zone.HAND:
        game.note("the card is no longer in the hand: nothing happens")
        return
    game.move_card(card, Zone.GRAVEYARD, "discard")
    game.draw(ctx.controller, int(args["n"]))


# ------------------------------------------------------------ the battle zone
@op("untap this", reads_if=True, doc="untap this creature (if: a condition, e.g. burned a card: true)")
def _untap_this(ctx: Context, args: dict[str, Any]) -> None:
    """Untap this creature, if ``if`` holds (メテオバーン: "if you do")."""
    cr = ctx.source_creature
    if not check(ctx, args.get("if") or {}) or cr is None or cr not in ctx.game.state.all_creatures():
        ctx.game.note("nothing to untap")
        return
    cr.tapped = False


@op("dragsolution", Arg("to", CardName(), REQUIRED, doc="its other side"),
    Arg("destroy yours", AMOUNT, 0, doc="first destroys n of your other creatures (chosen)"),
    doc="龍解: flip this dragheart to its other side and untap it")
def _dragsolution(ctx: Context, args: dict[str, Any]) -> None:
    """龍解: flip this dragheart to its other side (to: name) and untap it; ``destroy yours: n``
    first destroys n of your other creatures, chosen (極魔王殿 ウェルカム・ヘル)."""
    game, cr = ctx.game, ctx.source_creature
    if cr is None or cr not in game.state.all_creatures():
        game.note("dragsolution: the dragheart is gone")
        return
    n = int(args["destroy yours"])
    if n:
        pool = [c for c in _creatures(game, ctx.controller) if c is not cr]
        if len(pool) < n:
            game.note(f"dragsolution: fewer than {n} creatures to destroy, nothing happens")
            return
        picks: list[Creature] = []
        for _ in range(n):
            picks.append(game.decide(ctx.controller, Decision.DESTROY, [c for c in pool if c not in picks],
                                     lambda c: c.name))
        game.destroy(picks)
    old = cr.top.name
    cr.top.definition = game.profile.texts.version(game.catalog.get(str(args["to"])))
    cr.tapped = False
    game.emit(Event("dragsolution", ctx.controller, card=cr.top, creature=cr, data={"detail": f"{old} -> {cr.name}"}))


@op("g link",
    doc="G・リンク as this god enters (TCG: its controller may link it with its named partner, card field g link: "
        "{with, side}); under a profile where G-link is activated, nothing")
def _g_link(ctx: Context, args: dict[str, Any]) -> None:
    """G・リンク as this god enters (TCG: a static ability; its controller may link it with its
    named partner). Under a profile where G-link is activated, nothing happens here."""
    game, god = ctx.game, ctx.source_creature
    if god is None or god not in game.state.all_creatures():
        return
    if not game.profile.g_link.on_entering:
        game.note(f"{god.name}: G-link is activated under this profile ({game.profile.g_link.name})")
        return
    other = links.partner(game, god)
    if other is None:
        return
    if game.decide(god.controller, Decision.G_LINK, ["link", "don't link"], lambda o: f"{o} {god.name}") == "link":
        links.link(game, god, other)


@op("flip", Arg("to", CardName(), REQUIRED, doc="its other side"),
    doc="flip this creature's card to its other side: 覚醒 / 解除 of psychic creatures; it stays the same creature, "
        "tapped or not as it was")
def _flip(ctx: Context, args: dict[str, Any]) -> None:
    """Flip this creature's card to its other side (覚醒 / 解除, 003 サイキック・クリーチャー): the same
    creature, tapped or not as it was; no "enters"."""
    game = ctx.game
    pending = replacing(ctx.game)
    cr = pending.leaving if pending is not None and pending.leaving is not None else ctx.source_creature
    if cr is None or cr not in game.state.all_creatures():
        game.note("flip: the creature is gone")
        return
    old = cr.top.name
    cr.top.definition = game.profile.texts.version(game.catalog.get(str(args["to"])))
    game.emit(Event("flipped", ctx.controller, card=cr.top, creature=cr, data={"detail": f"{old} -> {cr.name}"}))


@op("break shields", Arg("n", one_of(AMOUNT, choice("all")), 1, doc="how many"),
    doc="this creature breaks n (or all) of the opponent's shields")
def _break_shields(ctx: Context, args: dict[str, Any]) -> None:
    """This creature breaks n (or all) of the opponent's shields."""
    shields = ctx.game.state.players[ctx.opponent].shields
    n = len(shields) if args["n"] == "all" else int(args["n"])
    if shields and n:
        ctx.game.break_shields(ctx.source_creature, ctx.opponent, n)


@op("destroy highest power", Arg("all ties", BOOL, False, doc="true: every one that shares it"),
    doc="destroy the opponent's creature with the highest power (one of several: chosen, at random under DMPS)")
def _destroy_highest(ctx: Context, args: dict[str, Any]) -> None:
    """Destroy the opponent's creature with the highest power (``all ties``: every one that
    shares it). One of several: chosen (TCG) or at random (DMPS, 000 系統的な調整例)."""
    game = ctx.game
    pool = _creatures(game, ctx.opponent)
    if not pool:
        game.note("no creature to destroy")
        return
    top = max(game.power(c) for c in pool)
    ties = [c for c in pool if game.power(c) == top]
    if args["all ties"] or len(ties) == 1:
        game.destroy(ties)
    else:
        game.destroy([game.profile.picks.among_ties(game, ctx.controller, Decision.TARGET, ties, lambda c: c.name)])


@op("destroy random", Arg("untapped", BOOL, False, doc="true: only untapped ones"),
    Arg("not sick", BOOL, False, doc="true: only those not summoning sick"),
    doc="destroy one of the opponent's creatures at random")
def _destroy_random(ctx: Context, args: dict[str, Any]) -> None:
    """Destroy one of the opponent's creatures at random (untapped: true, not sick: true)."""
    game = ctx.game
    pool = _creatures(game, ctx.opponent)
    if args["untapped"]:
        pool = [c for c in pool if not c.tapped]
    if args["not sick"]:
        pool = [c for c in pool if not game.summoning_sick(c)]
    if pool:
        game.destroy([draw_lots(game, ctx.controller, pool, lambda c: c.name)])
    else:
        game.note("no creature fits: nothing is destroyed")


@op("evolve this from graveyard", Arg("onto", ListOf(CIVILIZATION), REQUIRED, doc="one creature of each"),
    doc="put this evolution card from the graveyard onto your creatures, one of each civilization listed")
def _evolve_from_graveyard(ctx: Context, args: dict[str, Any]) -> None:
    """Put this evolution card from the graveyard onto your creatures, one of each listed
    civilization (進化V: onto: [darkness, fire])."""
    game, card = ctx.game, ctx.source_card
    if card is None or _where(game, card) is not Zone.GRAVEYARD:
        game.note("the card is no longer in the graveyard: it stays")
        return
    chosen: list[Creature] = []
    for civ in args["onto"]:
        options = [c for c in _creatures(game, ctx.controller) if Civ(civ) in c.civilizations and c not in chosen]
        if not options:
            game.note(f"no {civ} creature to evolve onto: it stays")
            return
        chosen.append(game.decide(ctx.controller, Decision.EVOLVE_ONTO, options, lambda c: c.name))
    game.put_into_battle(ctx.controller, [card], "effect", from_zone=Zone.GRAVEYARD, onto=chosen)


# ------------------------------------------------------------ decks, graveyards, shields
@op("put from deck", Arg("name", CardName(), REQUIRED, doc="the creature's name"),
    doc="put the creature called name from the controller's deck into the battle zone; shuffle")
def _put_from_deck(ctx: Context, args: dict[str, Any]) -> None:
    """Put a creature called ``name`` from your deck into the battle zone (リクルート), then
    shuffle the deck."""
    game = ctx.game
    deck = game.state.players[ctx.controller].deck
    card = next((c for c in deck if c.name == args["name"]), None)
    if card is None:
        game.note(f"no {args['name']} in the deck")
    else:
        game.put_into_battle(ctx.controller, [card], "effect", from_zone=Zone.DECK)
    shuffle(game, deck)


@op("search deck", doc="put a card chosen from the controller's deck into their hand; shuffle")
def _search_deck(ctx: Context, args: dict[str, Any]) -> None:
    """Choose a card of your deck and put it into your hand, then shuffle (クリスタル・メモリー)."""
    game = ctx.game
    deck = game.state.players[ctx.controller].deck
    if deck:
        game.move_card(game.decide(ctx.controller, Decision.TAKE, list(deck), lambda c: c.name), Zone.HAND, "effect")
    shuffle(game, deck)


@op("mana from graveyard", Arg("n", AMOUNT, 1, doc="how many at most"),
    doc="the controller may put up to n cards from their graveyard into their mana zone, chosen one at a time")
def _mana_from_graveyard(ctx: Context, args: dict[str, Any]) -> None:
    """You may put up to n cards (default 1) from your graveyard into your mana zone, chosen one
    at a time (天真妖精オチャッピィ; 再誕の聖地: 2). A card being cast from there is pending: not
    among them (004 PEND-DMPS-04)."""
    game = ctx.game
    for _ in range(int(args["n"])):
        options: list[Card | None] = [*game.state.players[ctx.controller].graveyard, None]
        if len(options) == 1:
            break
        pick = game.decide(ctx.controller, Decision.PUT_INTO_MANA, options, lambda c: "stop" if c is None else c.name)
        if pick is None:
            break
        game.move_card(pick, Zone.MANA, "effect")


@op("shield to hand",
    doc="the turn player chooses a shield of either player; its owner puts it into the hand and may use its shield "
        "trigger")
def _shield_to_hand(ctx: Context, args: dict[str, Any]) -> None:
    """The turn player chooses a shield of either player; its owner puts it into the hand and
    may use its shield trigger (極悪!獄鬼夜城)."""
    game = ctx.game
    chooser = game.state.turn_player
    options: list[Card] = []
    for name in (chooser, "B" if chooser == "A" else "A"):
        options.extend(game.state.players[name].shields)
    if not options:
        return

    def describe(s: Card) -> str:
        shields = game.state.players[s.owner].shields
        return f"player {s.owner}'s shield {shields.index(s) + 1}"

    shield = game.decide(chooser, Decision.CHOOSE_SHIELD, options, describe)
    declared = shield_triggers.declare(game, shield.owner, [shield])
    if declared:  # it waits for its turn (the profile's fork), then is used
        shield_triggers.wait(game, shield.owner, shield, "effect")
        shield_triggers.use(game, shield.owner, declared)
    else:
        game.move_card(shield, Zone.HAND, "effect")


@op("reveal and destroy by power", Arg("n", AMOUNT, 4, doc="how many cards are revealed"),
    Arg("civilization", CIVILIZATION, "fire", doc="the creature chosen among them has it"),
    doc="reveal the top n cards, choose a creature of the civilization among them, destroy an opponent's creature "
        "with at most its power")
def _reveal_and_destroy(ctx: Context, args: dict[str, Any]) -> None:
    """Reveal the top n cards; choose a creature of the civilization among them; destroy one
    of the opponent's creatures whose power is at most its power (革命の鉄拳). What becomes of
    the revealed cards is not modelled: they stay on top."""
    game = ctx.game
    revealed = game.state.players[ctx.controller].deck[: int(args["n"])]
    game.note(f"player {ctx.controller} reveals " + (", ".join(c.name for c in revealed) or "nothing"))
    civ = Civ(str(args["civilization"]))
    fits = [c for c in revealed if c.definition.type.is_creature and civ in c.definition.civilizations]
    if not fits:
        return
    chosen = game.decide(ctx.controller, Decision.CHOOSE, fits, lambda c: c.name)
    limit = chosen.definition.power or 0
    targets = [c for c in _creatures(game, ctx.opponent) if game.power(c) <= limit]
    if targets:
        game.destroy([game.decide(ctx.controller, Decision.TARGET, targets, lambda c: c.name)])


@op("put all from mana", Arg("ignore enter triggers", BOOL, False, doc="true: abilities triggered by those creatures "
                                                                       "entering don't wait"),
    doc="each player puts every creature of their mana zone into the battle zone, one at a time in the order chosen")
def _put_all_from_mana(ctx: Context, args: dict[str, Any]) -> None:
    """Each player (turn player first) puts every creature of their mana zone into the battle
    zone, one at a time in the order they choose (001: 九十九語); with ``ignore enter triggers``,
    abilities triggered by those creatures entering don't wait. All of them become pending
    first (since 2022-09-14: 004 例4), so a mana evolution finds no source among them; each is
    released once its own put is processed (a creature that stayed is a source for the next)."""
    game = ctx.game
    order = (game.state.turn_player, "B" if game.state.turn_player == "A" else "A")
    cards = {name: [c for c in game.state.players[name].mana if c.definition.type.is_creature] for name in order}
    make_pending_together(game, [c for name in order for c in cards[name]], PUT)
    for name in order:
        left = cards[name]
        while True:
            left = [c for c in left if c.pending is not None or c in game.state.players[name].mana]
            if not left:
                break
            pick = game.decide(name, Decision.PUT_INTO_BATTLE, list(left), lambda c: c.name)
            left.remove(pick)
            cr = game.put_into_battle(name, [pick], "effect", from_zone=Zone.MANA)
            if cr is not None and args["ignore enter triggers"]:
                for w in list(game.state.waiting):
                    if w.event.kind == "entered" and w.event.creature is cr:
                        game.state.waiting.remove(w)
                        game.trace.add(WaitingIgnored(w.source_name, w.ability_name))
