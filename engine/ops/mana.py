"""Operations on mana: the mana zone's cards, and the DMPS usable-mana pool (000 マナコスト).
Pool operations do nothing under a profile without a pool (and say so in the trace)."""

from __future__ import annotations

from typing import Any

from engine.kernel.args import AMOUNT, BOOL, FILTER, REQUIRED, Arg, choice, one_of, players, zones
from engine.kernel.registry import Context, op
from engine.mechanics.filters import matches
from engine.mechanics.queries import zone_of
from engine.mechanics.targets import perspective
from engine.model.cards import Civ
from engine.model.decisions import Decision
from engine.model.objects import ZONE_WORDS, Card, Zone
from engine.policies.lots import draw_lots


def _no_pool(ctx: Context) -> None:
    ctx.game.note("no usable-mana pool under this profile: the effect does nothing")


def top_of_deck(ctx: Context, n: int, to: Zone, cause: str, player: str | None = None) -> list[Card]:
    """The top ``n`` cards of the deck to ``to``, one at a time; the cards that arrived there."""
    p = ctx.game.state.players[player or ctx.controller]
    moved: list[Card] = []
    for _ in range(n):
        if not p.deck:
            break
        card = p.deck[0]
        ctx.game.move_card(card, to, cause)
        if zone_of(ctx.game, card) is to:
            moved.append(card)
    return moved


N = Arg("n", AMOUNT, 1, doc="how many")


@op("mana from deck", N, Arg("player", players("you", "opponent", "each"), "you", doc="whose deck and mana zone"),
    doc="put the top n cards of a player's deck (the controller's unless told) into their mana zone")
def _mana_from_deck(ctx: Context, args: dict[str, Any]) -> None:
    """The top n cards of ``player``'s deck into their mana zone (``each``: 各プレイヤーは自分自身の山札の
    上から1枚目を、それぞれのマナゾーンに置く — together, one event)."""
    with ctx.game.simultaneously():
        for name in ctx.players(str(args["player"])):  # what it put is what 「そのカードが…であれば」 reads
            ctx.took.extend(top_of_deck(ctx, int(args["n"]), Zone.MANA, "effect", name))


@op("mana from hand", Arg("n", one_of(AMOUNT, choice("any", what="amount")), 1,
                          doc="how many (any: 好きな枚数, as many as the controller chooses)"),
    Arg("up to", BOOL, True, doc="true: the controller may stop"),
    Arg("filter", FILTER, {}, doc="which cards of the hand (race: chosen = the race an earlier step chose)"),
    doc="put up to n cards from the controller's hand into the mana zone (chosen)")
def _mana_from_hand(ctx: Context, args: dict[str, Any]) -> None:
    """Up to n cards of the controller's hand into their mana zone, chosen one at a time (they may stop:
    ``up to``); ``n: any``: 「自分の手札を好きな枚数、自分のマナゾーンに置いてもよい」 (スナフ・マッシュルーム):
    as many as they choose, up to the whole hand. ``filter``: only cards passing it (強欲の開拓: 「種族を1つ選ぶ。
    その種族のクリーチャーを自分の手札から好きな枚数選び、自分のマナゾーンに置いてもよい」)."""
    game = ctx.game
    p = game.state.players[ctx.controller]
    who, filt = perspective(ctx), dict(args["filter"])
    for _ in range(len(p.hand) if args["n"] == "any" else int(args["n"])):
        fitting = [c for c in p.hand if not filt or matches(game, c, filt, who)]
        if not fitting:
            break
        options: list[Card | None] = [*fitting, None] if args["up to"] else list(fitting)
        pick = game.decide(ctx.controller, Decision.PUT_INTO_MANA, options,
                           lambda c: "stop" if c is None else c.name)
        if pick is None:
            break
        game.move_card(pick, Zone.MANA, "effect")


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


@op("recover usable mana", Arg("n", one_of(AMOUNT, choice("all")), 1, doc="how much (all: up to the cap)"),
    doc="DMPS: recover n usable mana, never above the cap")
def _recover(ctx: Context, args: dict[str, Any]) -> None:
    """「使用可能マナをn回復する」 (000 マナコスト): never above the cap; ``n: all`` fills it."""
    n = None if args["n"] == "all" else int(args["n"])
    if not ctx.game.profile.mana.recover(ctx.game, ctx.game.state.players[ctx.controller], n):
        _no_pool(ctx)


@op("increase usable mana", N, doc="DMPS: +n usable mana; the cap becomes twice the max mana this turn")
def _increase(ctx: Context, args: dict[str, Any]) -> None:
    """ワイルド・サファリ・チャンネル (000 マナコスト): +n; this turn the cap is 2 x max mana."""
    if not ctx.game.profile.mana.increase(ctx.game, ctx.game.state.players[ctx.controller], int(args["n"])):
        _no_pool(ctx)


@op("reduce usable mana",
    Arg("n", one_of(AMOUNT, choice("civilizations")), 1,
        doc="how much lower (civilizations: as many as the civilizations of their mana zone)"),
    Arg("player", players(), "opponent", doc="whose"),
    Arg("until", choice("end of their next turn", what="duration"), doc="it lasts until then (default: this turn)"),
    doc="DMPS: the target player's usable mana and its cap are n lower")
def _reduce(ctx: Context, args: dict[str, Any]) -> None:
    """「使用可能マナをn少なくする」 (000 マナコスト): lowers the cap too. ``n: civilizations``
    counts the civilizations of the target's mana zone; ``until: end of their next turn``."""
    lasting = args.get("until") == "end of their next turn"
    for name in ctx.players(args["player"]):
        p = ctx.game.state.players[name]
        if args["n"] == "civilizations":
            n = len({civ for c in p.mana for civ in c.definition.card_civilizations if civ is not Civ.ZERO})
        else:
            n = int(args["n"])
        if not ctx.game.profile.mana.reduce(ctx.game, p, n, lasting):
            _no_pool(ctx)
            return
        ctx.game.note(f"player {name}'s usable mana and its cap are {n} lower"
                      + (" until the end of their next turn" if lasting else ""))


@op("untap mana", Arg("filter", FILTER, doc="only the cards passing it"),
    doc="TCG: untap every card of the controller's mana zone (passing the filter)")
def _untap_mana(ctx: Context, args: dict[str, Any]) -> None:
    """TCG: untap every card of the controller's mana zone (no tapped mana under DMPS); ``filter``: only
    those passing it (森の歌い手ケロディナンス: 「自分のマナゾーンにあるフェニックスをすべてアンタップする」)."""
    game, filt = ctx.game, args.get("filter")
    only = None if not filt else (lambda c: matches(game, c, filt, perspective(ctx)))
    if not ctx.game.profile.mana.untap_all(ctx.game, ctx.game.state.players[ctx.controller], only):
        ctx.game.note("no tapped mana under this profile: the effect does nothing")


@op("hand from mana", N, Arg("type", choice("creature", what="card type"), doc="only cards of this type"),
    doc="mana recovery: return up to n cards from the controller's mana zone to their hand, chosen one at a time")
def _hand_from_mana(ctx: Context, args: dict[str, Any]) -> None:
    """Mana recovery: return up to n cards (``type: creature`` to filter) from the
    controller's mana zone to their hand, one chosen at a time ("stop" is the default)."""
    game = ctx.game
    p = game.state.players[ctx.controller]
    for _ in range(int(args["n"])):
        pool = [c for c in p.mana if args.get("type") != "creature" or c.definition.type.is_creature]
        if not pool:
            break
        pick = game.decide(ctx.controller, Decision.RETURN_TO_HAND, [None, *pool],
                           lambda c: "stop" if c is None else c.name)
        if pick is None:
            break
        game.move_card(pick, Zone.HAND, "mana recovery")


@op("mana to graveyard", Arg("n", one_of(AMOUNT, choice("any", what="amount")), 1,
                             doc="how many (any: 好きな枚数, as many as the controller chooses)"),
    Arg("player", players(), "opponent", doc="whose mana zone"),
    Arg("pick", choice("choose", "random", what="way of picking"), "choose",
        doc="chosen by the controller, or drawn by lot"),
    Arg("up to", BOOL, False, doc="true: the controller may stop"),
    Arg("chooser", players("you", "owner"), "you",
        doc="who chooses: the controller, or each mana zone's owner (相手は自分自身のマナゾーンから…選び)"),
    Arg("filter", FILTER, doc="only cards passing it (多色ではないカード)"),
    doc="put n cards of a player's mana zone into the graveyard")
def _mana_to_graveyard(ctx: Context, args: dict[str, Any]) -> None:
    """Put n cards of a player's mana zone into the graveyard: chosen by the controller, or
    ``pick: random`` (DMPS: 000 マナゾーン・墓地を触る効果はすべて、探索もしくはランダム); ``up to:
    true`` — the controller may stop (``n: any``: 好きな枚数, as many as they like); ``filter``: only cards passing
    it (fewer if there are fewer). The cards put there are what the step did (「同じ枚数」, 「そうした場合」)."""
    game = ctx.game
    f, who = args.get("filter") or {}, perspective(ctx)
    anyhow = args["n"] == "any"
    for name in ctx.players(args["player"]):
        for _ in range(len(game.state.players[name].mana) if anyhow else int(args["n"])):
            mana = [c for c in game.state.players[name].mana if matches(game, c, f, who)]
            if not mana:
                break
            if args["pick"] == "random":
                pick: Card | None = draw_lots(game, ctx.controller, list(mana), lambda c: c.name)
            else:
                options: list[Card | None] = [*mana, None] if args["up to"] or anyhow else list(mana)
                chooser = name if args.get("chooser") == "owner" else ctx.controller
                pick = game.decide(chooser, Decision.MANA_TO_GRAVEYARD, options,
                                   lambda c: "stop" if c is None else c.name)
            if pick is None:
                break
            game.move_card(pick, Zone.GRAVEYARD, "effect")
            if zone_of(game, pick) is Zone.GRAVEYARD:
                ctx.took.append(pick)


@op("mana to hand", N, Arg("up to", BOOL, False, doc="true: the controller may stop"),
    Arg("player", players("you", "opponent"), "opponent", doc="whose mana zone"),
    doc="the controller chooses n cards of a player's mana zone; they return to their owner's hand")
def _mana_to_hand(ctx: Context, args: dict[str, Any]) -> None:
    """「相手のマナゾーンからカードを1枚選び、持ち主の手札に戻す」: the controller chooses ``n`` cards of
    ``player``'s mana zone one at a time (fewer if there are fewer; ``up to``: they may stop), and
    they return to their owner's hand together (109.2a)."""
    game = ctx.game
    mana = game.state.players[ctx.players(str(args["player"]))[0]].mana
    picks: list[Card] = []
    for _ in range(min(int(args["n"]), len(mana))):
        options: list[Card | None] = [c for c in mana if c not in picks]
        pick = game.decide(ctx.controller, Decision.RETURN_TO_HAND, [*options, None] if args["up to"] else options,
                           lambda c: "stop" if c is None else c.name)
        if pick is None:
            break
        picks.append(pick)
    with game.simultaneously():
        for card in picks:
            game.move_card(card, Zone.HAND, "effect")
    ctx.took.extend(c for c in picks if zone_of(game, c) is Zone.HAND)


@op("tap mana", N, Arg("filter", FILTER, doc="only cards passing it (自然のカード)"),
    doc="tap n untapped cards of the controller's mana zone (all n, or none: 「そうした場合」 reads moved a card)")
def _tap_mana(ctx: Context, args: dict[str, Any]) -> None:
    """「自分のマナゾーンにある自然のカードを2枚タップしてもよい。そうした場合、…」: the controller taps
    ``n`` untapped cards of their mana zone passing ``filter``, chosen one at a time; with fewer
    than n such cards it can't be done and nothing is tapped (an action done to get 「そうした場合」
    is done in full or not at all: 2枚タップ is two cards). The cards tapped count as what the step
    did (``moved a card``)."""
    game = ctx.game
    who = perspective(ctx)
    pool = [c for c in game.state.players[ctx.controller].mana
            if not c.tapped and matches(game, c, args.get("filter") or {}, who)]
    n = int(args["n"])
    if len(pool) < n:
        game.note(f"tap mana: only {len(pool)} such untapped cards, {n} needed: nothing is tapped")
        return
    for _ in range(n):
        pick = game.decide(ctx.controller, Decision.CHOOSE, pool, lambda c: c.name)
        pool.remove(pick)
        pick.tapped = True
        ctx.took.append(pick)
    game.note(f"player {ctx.controller} taps {n} mana")


@op("mana to zone",
    Arg("n", one_of(AMOUNT, choice("all")), 1, doc="how many cards each player chooses (all: every card)"),
    Arg("player", players("you", "opponent", "each"), "each", doc="whose mana zones: each chooses from their own"),
    Arg("filter", FILTER, doc="only cards passing it (火以外のカード)"),
    Arg("to", zones("graveyard", "hand"), REQUIRED, doc="where the cards go (their owners')"),
    doc="each player chooses n cards of their own mana zone; they go to their graveyards or hands together")
def _mana_to_zone(ctx: Context, args: dict[str, Any]) -> None:
    """「各プレイヤーは自分自身のマナゾーンからカードを2枚ずつ選び、それぞれの墓地に置く／手札に戻す」: each
    player (the turn player first) chooses n cards of their own mana zone (passing ``filter``),
    fewer if there are fewer; then all of them move together, one event (109.2a: what one effect
    moves at once moves simultaneously). ``n: all``: every such card, no choice."""
    game = ctx.game
    names = ctx.players(str(args["player"]))
    names.sort(key=lambda name: name != game.state.turn_player)
    who = perspective(ctx)
    picks: list[Card] = []
    for name in names:
        pool = [c for c in game.state.players[name].mana if matches(game, c, args.get("filter") or {}, who)]
        if args["n"] == "all":
            picks += pool
            continue
        for _ in range(min(int(args["n"]), len(pool))):
            pick = game.decide(name, Decision.MANA_TO_GRAVEYARD, [c for c in pool if c not in picks],
                               lambda c: c.name)
            picks.append(pick)
    to = ZONE_WORDS[str(args["to"])]
    with game.simultaneously():
        for card in picks:
            game.move_card(card, to, "effect")


@op("mana to deck top", N, Arg("player", players("you", "any"), "you",
                               doc="whose mana zone (any: either player's, the controller choosing)"),
    doc="put n cards of a mana zone on top of their owner's deck, chosen one at a time by the controller")
def _mana_to_deck_top(ctx: Context, args: dict[str, Any]) -> None:
    """n cards of the controller's mana zone on top of their deck, chosen one at a time; ``player: any``:
    「いずれかのマナゾーンからカードを1枚選び、持ち主の山札の一番上に置く」 (コラプス・ウェーブ): the controller
    chooses among both players' mana zones, each card to its owner's deck."""
    game = ctx.game
    zones = [game.state.players[name].mana for name in ctx.players(str(args["player"]))]
    for _ in range(int(args["n"])):
        pool = [c for mana in zones for c in mana]
        if not pool:
            break
        pick = game.decide(ctx.controller, Decision.MANA_TO_DECK, pool, lambda c: c.name)
        game.move_card(pick, Zone.DECK, "effect")
