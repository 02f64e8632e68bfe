"""Operations that put cards into the battle zone from another zone: from the hand, the deck, the
mana zone, the graveyard or several zones (``put from zone`` may send them to the hand, the
shields or the mana zone instead), a creature of the same name, this card back, an evolution
card onto creatures. They enter one at a time, each on its own event (000 help: クリーチャー).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from engine.kernel.args import (
    AMOUNT,
    BOOL,
    CIVILIZATION,
    FILTER,
    REQUIRED,
    Arg,
    CardName,
    ListOf,
    choice,
    how_many,
    players,
    quantity,
    zones,
)
from engine.kernel.registry import Context, op
from engine.mechanics.filters import matches
from engine.mechanics.moving_together import refer
from engine.mechanics.pending import make_pending_together
from engine.mechanics.putting import put_card, put_problem, sources_needed
from engine.mechanics.queries import creatures_of, zone_of
from engine.mechanics.targets import perspective
from engine.mechanics.weapons import equip, is_weapon
from engine.model.cards import Civ
from engine.model.decisions import Decision
from engine.model.objects import PUT, ZONE_WORDS, Card, Creature, Player, Zone
from engine.model.trace import WaitingIgnored
from engine.policies.lots import draw_lots, shuffle


@op("put from hand", Arg("count", quantity(), 1, doc="how many"),
    Arg("filter", FILTER, {}, doc="which creatures (a creature card is assumed)"),
    Arg("player", players("you", "opponent"), "you",
        doc="whose hand: that player chooses and puts them (相手は自分自身の手札からクリーチャーを…出してもよい)"),
    doc="put creatures from a player's hand into the battle zone, one at a time in the order chosen")
def _put_from_hand(ctx: Context, args: dict[str, Any]) -> None:
    """Each chosen creature enters on its own, in the order chosen (000 help: クリーチャー;
    they enter one at a time, so each 'enters' is its own event). ``player: opponent``: the opponent
    chooses from their own hand and puts them into their battle zone (``count: up to n``: they may
    stop)."""
    game = ctx.game
    p = game.state.players[ctx.players(str(args["player"]))[0]]
    n, up_to = how_many(args["count"])
    filt = args["filter"]
    chosen: list[Card] = []
    for _ in range(n):
        options: list[Card | None] = [c for c in p.hand if c not in chosen
                                      and matches(game, c, {"creature": True, **filt}, perspective(ctx))]
        if not options:
            break
        if up_to:
            options.append(None)
        pick = game.decide(p.name, Decision.PUT_INTO_BATTLE, options,
                           lambda c: "stop" if c is None else c.name)
        if pick is None:
            break
        chosen.append(pick)
    for card in chosen:
        game.put_into_battle(p.name, [card], "effect", from_zone=Zone.HAND)


@op("put chosen into the battle zone",
    doc="the creatures the previous step chose and moved (そのクリーチャー) are put from their owner's hand into the "
        "battle zone again, one at a time")
def _put_chosen(ctx: Context, args: dict[str, Any]) -> None:
    """「…クリーチャーを1体、自分の手札に戻す。その後、そのクリーチャーをバトルゾーンに出してもよい」 (フォース・
    リローデッド): the card each creature the previous step chose had on top, if it is in its owner's hand
    now, is put into the battle zone by its owner (a new creature: it enters again; an evolution card
    needs a source again). A card that went elsewhere is not put."""
    game = ctx.game
    for cr in list(ctx.targeted):
        card = cr.top
        owner = game.state.players[card.owner]
        if card not in owner.hand:
            game.note(f"{card.name} is not in player {owner.name}'s hand: it is not put")
            continue
        game.put_into_battle(owner.name, [card], "effect", from_zone=Zone.HAND)


def _card_filter(ctx: Context, card: Card, f: dict[str, Any], zone_size: int) -> bool:
    """A card passing the filter — a creature card unless the filter names a card type (``type: spell``,
    or each of its ``any of`` does: 「カード」 of the hyperspatial zone, psychic or dragheart) or says
    ``creature: false`` —, ``max cost: cards in zone`` (母なる大地) being the size of the zone searched."""
    who = replace(perspective(ctx), zone_size=zone_size)
    typed = "type" in f or bool(f.get("any of")) and all(isinstance(b, dict) and "type" in b for b in f["any of"])
    return matches(ctx.game, card, f if typed else {"creature": True, **f}, who)


# Where ``put from zone`` sends the cards (``to:``), and the decision that picks them.
DESTINATIONS = {"battle zone": (Zone.BATTLE, Decision.PUT_INTO_BATTLE), "hand": (Zone.HAND, Decision.TAKE),
                "shields": (Zone.SHIELDS, Decision.PUT_INTO_SHIELDS), "mana zone": (Zone.MANA, Decision.PUT_INTO_MANA),
                "deck top": (Zone.DECK, Decision.TAKE),  # the top of the owner's deck (山札の一番上に置く)
                "deck bottom": (Zone.DECK, Decision.TAKE)}  # its bottom, one at a time in the order chosen


PUT_FROM = zones("deck", "hand", "mana zone", "graveyard", "shield zone", "hyperspatial zone")


SEARCH_NAMES = 3  # 探索 (dmwiki): up to three different names, drawn at random when there are more


def _searched(ctx: Context, options: list[Card]) -> list[Card]:
    """探索 (DMPS): the names of the matching cards, three of them drawn by lot when there are
    more, each drawn from the names not drawn yet; one card of each name is offered."""
    names = list(dict.fromkeys(c.name for c in options))
    if len(names) > SEARCH_NAMES:
        rest, drawn = list(names), []
        for _ in range(SEARCH_NAMES):
            name = draw_lots(ctx.game, ctx.controller, rest, str)
            rest.remove(name)
            drawn.append(name)
        names = drawn
    return [next(c for c in options if c.name == n) for n in names]


def _total_cost_fits(chosen: list[Card], card: Card, total: Any) -> bool:
    return total is None or sum(c.definition.cost for c in chosen) + card.definition.cost <= int(total)


@op("put from zone", Arg("zone", PUT_FROM, "deck", doc="the zone"),
    Arg("zones", ListOf(PUT_FROM), doc="several zones (instead of zone)"),
    Arg("to", choice(*DESTINATIONS, what="zone"), "battle zone", doc="where the cards go"),
    Arg("player", choice("you", "opponent", "each", "moved", what="player"), "you",
        doc="whose zone (each: every player, from their own, each choosing; moved: the owner of the creature an "
            "earlier step moved)"),
    Arg("chooser", players("you", "opponent"), "you", doc="who chooses"),
    Arg("count", quantity("all", "any"), 1, doc="how many"),
    Arg("total cost", AMOUNT, doc="the cards' costs add up to at most this"),
    Arg("pick", choice("choose", "search", "random", what="way of picking"), "choose",
        doc="chosen, searched (探索: up to 3 names by lot) or drawn by lot"),
    Arg("filter", FILTER, {}, doc="which cards (a creature card is assumed unless it names a type; max cost: "
                                  "cards in zone; shares a race with: that)"),
    Arg("equip", choice("this", "yours", what="creature to equip"), "this",
        doc="a dragheart weapon put is equipped to (305.2): this, the ability's own creature "
            "(このクリーチャーに装備して出す); yours, one of your creatures, chosen "
            "(自分のクリーチャーに装備して出す); none there: it is alone"),
    doc="put cards from a zone into the battle zone (or another zone), one at a time; into the battle zone an "
        "evolution goes onto a source, a weapon is equipped, a card that can't be put stays; a searched deck is "
        "shuffled")
def _put_from_zone(ctx: Context, args: dict[str, Any]) -> None:
    """Put cards from a zone (or ``zones``) into the battle zone, or ``to`` the hand, the shields
    or the mana zone, one at a time in the order chosen: each put creature enters on its own
    event (000 help: クリーチャー). ``player: moved`` is the owner of the creature an earlier step
    moved (母なる大地: "that mana zone"). ``pick``: choose (default) | search (探索) | random;
    ``count``: n | up to n | all | any (``total cost``: at most n together). Into the battle
    zone, an evolution creature goes onto a source and a card that can't be put now stays
    (:mod:`engine.mechanics.putting`); whether such a card is offered, and whether a forced pick from a
    hidden zone may find nothing, are the profile's forks. ``player: each``: 「各プレイヤーは、墓地のクリーチャーを
    すべて持ち主の手札に戻す」 (煉獄の開放): every player does it from their own zone, choosing their own cards, the
    turn player first; the moves are made together."""
    game = ctx.game
    who = args["player"]
    if who == "each":
        with game.simultaneously():
            for name in sorted(("you", "opponent"), key=lambda w: ctx.players(w)[0] != game.state.turn_player):
                _put_from_zone(ctx, {**args, "player": name, "chooser": name})
        return
    owner = (ctx.moved[-1].top.owner if ctx.moved else None) if who == "moved" else ctx.players(who)[0]
    if owner is None:
        game.note("nothing was moved before: the effect does nothing")
        return
    zones = [ZONE_WORDS[str(z)] for z in (args.get("zones") or [args["zone"]])]
    where = {c.uid: z for z in zones for c in game.state.players[owner].cards_in(z)}
    cards = [c for z in zones for c in game.state.players[owner].cards_in(z)]
    chooser = ctx.players(args["chooser"])[0]
    dest, kind = DESTINATIONS[str(args["to"])]
    size = len(game.state.players[owner].cards_in(zones[0]))
    filt, pick = args["filter"], args["pick"]
    every, anything = args["count"] == "all", args["count"] == "any"
    n, up_to = (len(cards), False) if every or anything else how_many(args["count"])
    matching = [c for c in cards if _card_filter(ctx, c, filt, size)]
    single = dest is Zone.BATTLE and not (every or anything) and n == 1
    if single:  # 000 出せないカードに関するルール: may a card that can't be put be chosen?
        matching = [c for c in matching if game.profile.unplayable.offers(put_problem(game, c.owner, c))]
    if pick == "search":
        matching = _searched(ctx, matching)
    may_stop = up_to or anything or (
        dest is Zone.BATTLE and not every and pick != "random"
        and any(game.profile.hidden.offers_nothing(z) for z in zones))
    chosen: list[Card] = list(matching) if every else []
    for _ in range(0 if every else n):
        options: list[Card | None] = [c for c in matching if c not in chosen and _total_cost_fits(
            chosen, c, args.get("total cost")) and not (pick == "search" and c.name in {x.name for x in chosen})]
        if not options:
            break
        if pick == "random":
            chosen.append(draw_lots(game, ctx.controller, [c for c in options if c is not None], lambda c: c.name))
            continue
        got = game.decide(chooser, kind, [*options, None] if may_stop else options,
                          lambda c: "stop" if c is None else c.name)
        if got is None:
            break
        chosen.append(got)
    if dest is Zone.BATTLE:  # the sources first: an evolution creature may go onto one put with it
        ctx.tried.extend(chosen)  # 「出してもよい。そうしたら」 reads the attempt (Q&A 42847: condition tried to put)
        for card in sorted(chosen, key=lambda c: sources_needed(c) > 0):
            cr = put_card(game, card.owner, card, "effect", from_zone=where.get(card.uid))
            if cr is not None:
                if is_weapon(cr):
                    _equip(ctx, cr, str(args["equip"]))
                ctx.put.append(cr)
                ctx.took.append(card)
    else:  # what arrived is what was done: a card a replacement sent elsewhere was not moved (Q&A 40231)
        bottom = args["to"] == "deck bottom"  # 埋め立てロボ・コンクリオン: 「…好きな順序で持ち主の山札の一番下に戻す」
        ctx.took.extend(card for card in chosen if game.move_card(card, dest, "effect", bottom=bottom))
    if Zone.DECK in zones:
        shuffle(game, game.state.players[owner].deck)


def _equip(ctx: Context, weapon: Creature, onto: str) -> None:
    """「(それがウエポンであれば、このクリーチャーに装備して出す)」 / 「自分のクリーチャーに装備して出す」: the weapon
    put is equipped (305.2) to the ability's own creature, or to one of the controller's creatures,
    chosen; with none in the battle zone it stays alone, and the state-based check sends it to the
    hyperspatial zone (117.2; Q&A 42359: its 「出た時」 ability still triggers)."""
    game = ctx.game
    mine = game.state.players[weapon.controller].battle
    if onto == "this":
        hosts = [c for c in (ctx.source_creature,) if c is not None and c in mine and c.definition.type.is_creature]
    else:
        hosts = [c for c in mine if c.definition.type.is_creature]
    if not hosts:
        game.note(f"{weapon.name}: no creature to equip it to")
        return
    host = hosts[0] if len(hosts) == 1 else game.decide(ctx.controller, Decision.TARGET, hosts, lambda c: c.name)
    equip(game, weapon, host)


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


def _player_of(ctx: Context) -> Player:
    return ctx.game.state.players[ctx.controller]


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


@op("return this to the battle zone", doc="put this card from the zone it waits in into the battle zone")
def _return_this(ctx: Context, args: dict[str, Any]) -> None:
    """The ability's own card goes from the zone it waits in into the battle zone."""
    card = ctx.source_card
    where = ctx.game.state.locate(card) if card is not None else None
    if card is None or where is None or where[1] is Zone.BATTLE:
        ctx.game.note("the card is no longer where its ability waited: it stays")
        return
    ctx.game.put_into_battle(card.owner, [card], "effect", from_zone=where[1])


@op("evolve this from graveyard", Arg("onto", ListOf(CIVILIZATION), REQUIRED, doc="one creature of each"),
    doc="put this evolution card from the graveyard onto your creatures, one of each civilization listed")
def _evolve_from_graveyard(ctx: Context, args: dict[str, Any]) -> None:
    """Put this evolution card from the graveyard onto your creatures, one of each listed
    civilization (進化V: onto: [darkness, fire])."""
    game, card = ctx.game, ctx.source_card
    if card is None or zone_of(game, card) is not Zone.GRAVEYARD:
        game.note("the card is no longer in the graveyard: it stays")
        return
    chosen: list[Creature] = []
    for civ in args["onto"]:
        options = [c for c in creatures_of(game, ctx.controller) if Civ(civ) in c.civilizations and c not in chosen]
        if not options:
            game.note(f"no {civ} creature to evolve onto: it stays")
            return
        chosen.append(game.decide(ctx.controller, Decision.EVOLVE_ONTO, options, lambda c: c.name))
    game.put_into_battle(ctx.controller, [card], "effect", from_zone=Zone.GRAVEYARD, onto=chosen)


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
