"""Operations that search or reveal a deck: a card chosen from it, its top cards revealed (one
taken, the rest elsewhere), revealed until enough match, its top card revealed; スリリング・スリー
(steps done once per revealed card of a race); and ガチンコ・ジャッジ, whose result the current use of its
card remembers."""

from __future__ import annotations

from typing import Any

from engine.kernel.args import AMOUNT, BOOL, EFFECTS, FILTER, REQUIRED, Arg, choice, one_of, players
from engine.kernel.registry import Context, condition, op, run
from engine.mechanics.filters import matches
from engine.mechanics.looking import deck_look_lock
from engine.mechanics.moving_together import move_together
from engine.mechanics.queries import zone_of
from engine.mechanics.targets import perspective
from engine.model.decisions import Decision
from engine.model.objects import ZONE_WORDS, Card, Creature, Zone
from engine.ops.casting import cast
from engine.policies.lots import shuffle
from engine.policies.simultaneous_moves import ANY, CHOSEN

N = Arg("n", AMOUNT, 1, doc="how many")


FILTERED = Arg("filter", FILTER, {}, doc="only cards passing it")


@op("search deck", FILTERED, Arg("count", one_of(AMOUNT, choice("any", what="amount")), 1,
                                 doc="how many cards (any: 好きな枚数, as many as the controller chooses)"),
    Arg("reveal", BOOL, False, doc="true: the cards are shown to the opponent (相手に見せ)"),
    Arg("player", players("you", "opponent"), "you", doc="whose deck (the controller looks, its owner shuffles)"),
    Arg("to", choice("hand", "graveyard", "deck top", what="zone"), "hand",
        doc="where the cards go (their owner's; deck top: on top of the deck once it is shuffled)"),
    doc="put cards chosen from a player's deck (passing the filter) into the hand or graveyard; shuffle")
def _search_deck(ctx: Context, args: dict[str, Any]) -> None:
    """Look at your deck, choose ``count`` cards passing the filter (fewer if it has fewer), put them
    into your hand, then shuffle (クリスタル・メモリー; 真理の伝道師レイーラ: 呪文を1枚さがして相手に見せ).
    ``player: opponent`` / ``to: graveyard``: 「相手の山札を見る。その中から3枚選び、持ち主の墓地に置く。
    その後、相手は自分自身の山札をシャッフルする」. ``count: any``: 「その中から好きな枚数のカードを選び、…手札に
    加えてもよい」 (インビンシブル・テクノロジー): one at a time until the controller stops. Under a lock on looking
    at decks (巡霊者メスタポ) nothing is looked at, so nothing is found (:func:`_cannot_look`)."""
    game = ctx.game
    if _cannot_look(ctx):
        return
    deck = game.state.players[ctx.players(str(args["player"]))[0]].deck
    if args["to"] == "deck top":
        _search_to_top(ctx, args, deck)
        return
    to = ZONE_WORDS[str(args["to"])]
    anyhow = args["count"] == "any"
    for _ in range(len(deck) if anyhow else int(args["count"])):
        options: list[Card | None] = [c for c in deck if matches(game, c, args["filter"], perspective(ctx))]
        if not options:
            break
        card = game.decide(ctx.controller, Decision.TAKE, [*options, None] if anyhow else options,
                           lambda c: "stop" if c is None else c.name)
        if card is None:
            break
        if args["reveal"]:  # shown (相手に見せ): the opponent knows the card from now on (400.2d: only
            game.note(f"player {ctx.controller} shows {card.name}")  # what is found is shown)
            game.state.known[ctx.opponent].add(card.uid)
        game.move_card(card, to, "effect")
    shuffle(game, deck)


def _search_to_top(ctx: Context, args: dict[str, Any], deck: list[Card]) -> None:
    """「その中から多色カードを1枚選び、相手に見せてもよい。その後、自分の山札をシャッフルし、そのカードを山札の一番上に
    置く」 (ロスト・ウォーターゲイト, ゴッド・シグナル): the card chosen is shown, the deck shuffled (401.2a: its order
    is changed only when told to shuffle), then the card is put on top; it never leaves the deck."""
    game = ctx.game
    options = [c for c in deck if matches(game, c, args["filter"], perspective(ctx))]
    card = game.decide(ctx.controller, Decision.TAKE, options, lambda c: c.name) if options else None
    if card is not None and args["reveal"]:
        game.note(f"player {ctx.controller} shows {card.name}")
        game.state.known[ctx.opponent].add(card.uid)
    shuffle(game, deck)
    if card is not None:
        deck.remove(card)
        deck.insert(0, card)
        game.note(f"{card.name} is put on top of the deck")


def _cannot_look(ctx: Context) -> bool:
    """A lock forbids the controller to look at decks (巡霊者メスタポ's 「誰も山札を見ることはできない。」:
    engine.mechanics.looking): the effect that would look at one does nothing, and the trace says why."""
    lock = deck_look_lock(ctx.game, ctx.controller)
    if lock is not None:
        ctx.game.note(f"player {ctx.controller} cannot look at a deck: {lock}")
    return lock is not None


def _any_number(ctx: Context, options: list[Card]) -> list[Card]:
    """好きな数 / 好きな枚数: the cards the controller chooses among ``options``, one at a time, until they stop
    (none at all is a number too)."""
    chosen: list[Card] = []
    while len(chosen) < len(options):
        left: list[Card | None] = [c for c in options if c not in chosen]
        pick = ctx.game.decide(ctx.controller, Decision.TAKE, [*left, None], lambda c: "stop" if c is None else c.name)
        if pick is None:
            break
        chosen.append(pick)
    return chosen


@op("reveal and take", N, FILTERED,
    Arg("take", choice("all", "any", what="amount"),
        doc="all: every matching card; any: as many as the controller chooses (default: one, chosen)"),
    Arg("rest", choice("graveyard", "bottom", "top", what="place"), "graveyard", doc="where the rest go"),
    Arg("order", choice("any", what="order"),
        doc="any: the rest go in an order the text leaves open (TCG the owner's, DMPS drawn by lot)"),
    Arg("to", choice("hand", "mana zone", "battle zone", "deck top", what="zone"), "hand",
        doc="where the cards taken go (their owner's; deck top: they stay on top, face down again)"),
    doc="reveal the top n cards of the deck, put one matching the filter into the hand (or the mana zone), the "
        "rest into the graveyard or the bottom of the deck")
def _reveal_and_take(ctx: Context, args: dict[str, Any]) -> None:
    """Reveal the top n cards; those taken go to ``to`` (the hand; リトルアイズ・グロース: 「その中から
    クリーチャーをすべてマナゾーンに置き、その後、残りを墓地に置く」; or the battle zone), the rest to ``rest``
    (401.4: cards put on the bottom together go in an order their owner decides, unless told)."""
    game = ctx.game
    p = game.state.players[ctx.controller]
    revealed = p.deck[: int(args["n"])]
    want = args["filter"]
    matching = [c for c in revealed if matches(game, c, want, perspective(ctx))]
    if args.get("take") == "all":  # "その中から…をすべて手札に加え"
        taken = list(matching)
    elif args.get("take") == "any":  # "その中から呪文を好きな数手札に加え" (天雷の導士アヴァラルド公)
        taken = _any_number(ctx, matching)
    else:
        taken = [game.decide(ctx.controller, Decision.TAKE, matching, lambda c: c.name)] if matching else []
    game.note(f"player {p.name} reveals " + ", ".join(c.name for c in revealed))
    to = Zone.DECK if args["to"] == "deck top" else ZONE_WORDS[str(args["to"])]
    for card in taken:
        if to is Zone.DECK:  # センシング・ドラグーン: 「そのうちの1枚を山札の一番上に裏向きにして置き」: it stays there
            continue
        if to is Zone.BATTLE:  # 聖獣ピュアイカズチ: 「その中からクロスギアを1枚バトルゾーンに出し」
            game.put_into_battle(ctx.controller, [card], "effect", from_zone=Zone.DECK)
        else:
            game.move_card(card, to, "effect")
    rest = [c for c in revealed if c not in taken and zone_of(game, c) is Zone.DECK]
    if args["rest"] == "bottom" and args.get("order") == "any":  # 好きな順で (000: DMPS draws the order)
        move_together(game, rest, Zone.DECK, "effect", ANY, ctx.controller, bottom=True)
        return
    with game.simultaneously():
        for c in rest:
            if args["rest"] == "top":
                continue
            if args["rest"] == "bottom":
                game.move_card(c, Zone.DECK, "effect", bottom=True)
            else:
                game.move_card(c, Zone.GRAVEYARD, "effect")


@op("look and take", N, FILTERED,
    Arg("rest", choice("bottom", what="place"), "bottom", doc="where the rest go"),
    Arg("order", choice("any", what="order"),
        doc="any: the rest go in an order the text leaves open (TCG the owner's, DMPS drawn by lot)"),
    Arg("may", BOOL, False, doc="true: the controller may take none (手札に加えてもよい)"),
    doc="look at the top n cards of the deck, put one of them into the hand, the rest on the bottom of the deck; "
        "a card taken under a filter is shown to the opponent")
def _look_and_take(ctx: Context, args: dict[str, Any]) -> None:
    """「自分の山札の上から4枚を見る。その中から1枚選んで自分の手札に加え、他の3枚を好きな順で自分の山札の
    一番下に戻す」: the controller looks at the top ``n`` cards (only they see them: they join what
    they have seen), chooses one (passing the filter) into their hand, and the rest go on the bottom
    of the deck together (``order: any``: 好きな順で — TCG the owner's order, DMPS drawn by lot, as
    :func:`move_together` gives). A card taken under a filter (a type, a race) is shown to the opponent
    as it moves: official Q&A of 2023-11-17 on 剣参ノ裁キ (dmwiki 《剣参ノ裁キ》): 「特定のタイプが条件として
    あるカードを非公開ゾーンから移動させる時は、そのカードが適正であるかどうかをプレイヤー同士で確認する
    必要があります」. ``may``: 「…手札に加えてもよい」, the controller may take none. Under a lock on looking at
    decks nothing is looked at or taken (:func:`_cannot_look`)."""
    game = ctx.game
    if _cannot_look(ctx):
        return
    p = game.state.players[ctx.controller]
    looked = p.deck[: int(args["n"])]
    game.state.known[ctx.controller].update(c.uid for c in looked)
    matching: list[Card | None] = [c for c in looked if matches(game, c, args["filter"], perspective(ctx))]
    if matching and args["may"]:
        matching.append(None)
    taken = game.decide(ctx.controller, Decision.TAKE, matching,
                        lambda c: "stop" if c is None else c.name) if matching else None
    if taken is not None:
        if args["filter"]:  # shown to prove it passes the condition (Q&A of 2023-11-17)
            game.state.known[ctx.opponent].add(taken.uid)
            game.note(f"player {ctx.controller} shows {taken.name}")
        game.move_card(taken, Zone.HAND, "effect")
    rest = [c for c in looked if c is not taken]
    how = ANY if args.get("order") == "any" else CHOSEN
    move_together(game, rest, Zone.DECK, "effect", how, ctx.controller, bottom=True)


@op("look at deck", N, Arg("player", players("you", "opponent"), "you", doc="whose deck"),
    Arg("reorder", BOOL, False, doc="true: they go back in the order the controller chooses (好きな順番で元に戻す)"),
    Arg("and hand", BOOL, False, doc="true: the controller looks at that player's hand too (…と手札を見る)"),
    Arg("up to", BOOL, False, doc="true: the controller chooses how many, n down to 0 (上からN枚まで見て)"),
    Arg("may bottom", BOOL, False, doc="true: the controller may put each card looked at on the bottom of the deck "
                                       "(それを、山札の一番下に置いてもよい; "
                                       "そのカードを、持ち主の山札の一番下に戻してもよい); a card not looked at stays"),
    doc="the controller looks at the top n cards of a player's deck; they stay on top (in the order chosen)")
def _look_at_deck(ctx: Context, args: dict[str, Any]) -> None:
    """「相手の山札の上から1枚目を見る。その後、それを元に戻す」 / 「自分の山札の上から4枚を見て、好きな順番で
    元に戻す」: the controller looks at the top ``n`` cards of ``player``'s deck (they join what the
    controller has seen) and they stay on top; ``reorder``: in the order the controller chooses, the
    card chosen first on top. ``and hand``: the controller sees that player's hand too. ``up to``:
    「自分の山札の上から5枚まで見て、好きな順番で山札に戻す」 (アクア・アナライザー): the controller chooses how
    many of the top cards they look at, n down to 0, before looking (まで: at most n)."""
    game = ctx.game
    owner = game.state.players[ctx.players(str(args["player"]))[0]]
    if _cannot_look(ctx):
        return
    n = min(int(args["n"]), len(owner.deck))
    if args["up to"]:
        n = game.decide(ctx.controller, Decision.CHOOSE, list(range(n, -1, -1)),
                        lambda k: f"look at {k} card" + ("" if k == 1 else "s"))
    looked = owner.deck[:n]
    seen = [*looked, *(owner.hand if args["and hand"] else [])]
    game.state.known[ctx.controller].update(c.uid for c in seen)
    game.note(f"player {ctx.controller} looks at " + (", ".join(c.name for c in seen) or "nothing"))
    if args["may bottom"]:
        _may_bottom(ctx, looked)
        return
    if not args["reorder"] or len(looked) < 2:
        return
    order: list[Card] = []
    while len(order) < len(looked):
        options = [c for c in looked if c not in order]
        order.append(game.decide(ctx.controller, Decision.CHOOSE, options, lambda c: c.name) if len(options) > 1
                     else options[0])
    owner.deck[: len(looked)] = order


def _may_bottom(ctx: Context, looked: list[Card]) -> None:
    """Each card looked at may go to the bottom of its deck (Dの劇場 テンダネス・エスセーキ: 「自分の山札の上から
    1枚目を見る。それを、山札の一番下に置いてもよい」), the controller choosing for each. A lock on looking at
    decks left nothing looked at, so nothing moves (official Q&A 38584)."""
    for card in looked:  # use / skip: to the bottom or not
        if ctx.game.decide(ctx.controller, Decision.USE_OPTIONAL, ["use", "skip"], f"{{}} {card.name}".format) == "use":
            ctx.game.move_card(card, Zone.DECK, "effect", bottom=True)


@op("reveal until", Arg("count", AMOUNT, 1, doc="how many matching cards"),
    Arg("filter", FILTER, {}, doc="which cards (a creature card is assumed)"),
    doc="reveal the controller's deck from the top until count cards match the filter; put those into the battle "
        "zone one at a time, shuffle the rest back")
def _reveal_until(ctx: Context, args: dict[str, Any]) -> None:
    """Reveal from the top until ``count`` cards match; put those into the battle zone one
    at a time (エンペラー・キリコ), then shuffle the deck."""
    game = ctx.game
    p = game.state.players[ctx.controller]
    want, filt = int(args["count"]), args["filter"]
    hits: list[Card] = []
    shown = 0
    for card in p.deck:
        if len(hits) >= want:
            break
        shown += 1
        if matches(game, card, {"creature": True, **filt}, perspective(ctx)):
            hits.append(card)
    game.note(f"player {p.name} reveals {shown} cards: " + ", ".join(c.name for c in p.deck[:shown]))
    for card in hits:
        game.put_into_battle(p.name, [card], "effect", from_zone=Zone.DECK)
    shuffle(game, p.deck)


@op("reveal top", Arg("filter", FILTER, {}, doc="what it must pass (cheaper than this: a creature costing less "
                                                  "than this one)"),
    Arg("then", choice("battle zone", "hand", "cast", what="zone"), "battle zone",
        doc="where it goes if it passes (cast: it is cast for free)"),
    Arg("else", choice("top", "bottom", "graveyard", "hand", what="place"), "top", doc="where it goes otherwise"),
    Arg("may take", BOOL, False, doc="true: the controller may leave a card that passes on top (…てもよい)"),
    Arg("evolve this onto it", BOOL, False,
        doc="true: then this card is put from the hand onto the creature put (このクリーチャーをその上に置く)"),
    doc="reveal the top card of the controller's deck; if it passes the filter it goes then, else else")
def _reveal_top(ctx: Context, args: dict[str, Any]) -> None:
    """Reveal the top card of the controller's deck: if it passes the filter it goes ``then:
    battle zone|hand``, else ``else: top|bottom|graveyard|hand`` (聖獣王ペガサス: 「それ以外のカードであれば、自分の
    手札に加える」). ``cheaper than this``: a creature
    costing less than the source creature (連鎖, dmwiki). Lost prism, 連鎖, バトライ閣. ``may take``: 「そのカードが
    ナイトであれば、自分の手札に加えてもよい」 (邪眼死龍デモトリーV世): a card that passes and is not taken stays
    on top. ``then: cast``: 「そのカードがコスト7以下の呪文であれば、コストを支払わずにすぐに唱えてもよい。
    それ以外のカードの場合は墓地に置く」 (蒼神龍スペル・グレートブルー): cast for free from the deck top."""
    game = ctx.game
    p = game.state.players[ctx.controller]
    if not p.deck:
        return
    top = p.deck[0]
    game.note(f"player {p.name} reveals the top card of their deck: {top.name}")
    if matches(game, top, dict(args["filter"]), perspective(ctx)):
        if args["may take"] and game.decide(ctx.controller, Decision.USE_OPTIONAL, ["use", "skip"],
                                       lambda o: f"{o} {top.name}") == "skip":
            game.note(f"{top.name} stays on top of the deck")
        elif args["then"] == "cast":
            cast(ctx, top, Zone.DECK)
        elif args["then"] == "hand":
            game.move_card(top, Zone.HAND, "effect")
        else:
            put = game.put_into_battle(p.name, [top], "effect", from_zone=Zone.DECK)
            if args["evolve this onto it"]:
                _evolve_onto(ctx, put)
    elif args["else"] == "bottom":
        game.move_card(top, Zone.DECK, "effect", bottom=True)
    elif args["else"] == "graveyard":
        game.move_card(top, Zone.GRAVEYARD, "effect")
    elif args["else"] == "hand":
        game.move_card(top, Zone.HAND, "effect")


def _evolve_onto(ctx: Context, put: Creature | None) -> None:
    """The ability's own card is put from the hand onto the creature just put (ボルシャック・ドギラゴン's
    革命0トリガー: 「そのカードが火の進化ではないクリーチャーなら、バトルゾーンに出し、このクリーチャーをその上に
    置く」; dmwiki 革命0トリガー: the revealed card becomes its evolution source); nothing if either is gone."""
    card, game = ctx.source_card, ctx.game
    if put is None or put not in game.state.all_creatures() or card is None or zone_of(game, card) is not Zone.HAND:
        game.note("nothing is put onto it: the creature or the card is gone")
        return
    game.put_into_battle(ctx.controller, [card], "effect", from_zone=Zone.HAND, onto=put)


@op("thrilling three", Arg("filter", FILTER, REQUIRED, doc="the revealed cards that count (their race)"),
    Arg("do", EFFECTS, REQUIRED, doc="the steps done once per card counted, each time if the controller wants"),
    doc="スリリング・スリー: reveal the top 3 cards of the deck; once per revealed card passing the filter the "
        "controller may do the steps; then the revealed cards go to the bottom of the deck in any order")
def _thrilling_three(ctx: Context, args: dict[str, Any]) -> None:
    """スリリング・スリー (DM-21; its printed reminder text): 「このクリーチャーをバトルゾーンに出した時、自分の山札の
    上から３枚を表向きにする。表向きにした[種族]１体につき、次の能力を１回行ってもよい。その後、表向きにしたカードを
    すべて、好きな順序で山札の一番下に戻す」. Each time is the controller's choice (``use``/``skip``); the
    revealed cards stay on top of the deck meanwhile, and those still in the deck then go to its bottom
    together, in an order the text leaves open (TCG the owner's, DMPS drawn by lot)."""
    game = ctx.game
    p = game.state.players[ctx.controller]
    revealed = p.deck[:3]
    if not revealed:
        return
    hits = [c for c in revealed if matches(game, c, dict(args["filter"]), perspective(ctx))]
    game.note(f"player {p.name} reveals " + ", ".join(c.name for c in revealed) + f": {len(hits)} counted")
    steps = tuple(args["do"])
    name = ctx.source_card.name if ctx.source_card is not None else "thrilling three"
    for _ in hits:
        if game.decide(ctx.controller, Decision.USE_OPTIONAL, ["use", "skip"], lambda o: f"{o} {name}") == "use":
            run(ctx, steps)
    move_together(game, [c for c in revealed if c in p.deck], Zone.DECK, "effect", ANY, ctx.controller, bottom=True)


WON = "won the gachinko judge"


def _reveal_to_bottom(ctx: Context, player: str) -> Card | None:
    deck = ctx.game.state.players[player].deck
    if not deck:
        return None
    top = deck.pop(0)
    deck.append(top)
    return top


@op("gachinko judge",
    doc="ガチンコ・ジャッジ: each player reveals the top card of their deck and puts it on the bottom; the controller "
        "wins if theirs costs at least as much (condition: won the gachinko judge)")
def _gachinko_judge(ctx: Context, args: dict[str, Any]) -> None:
    """ガチンコ・ジャッジ (dmwiki): each player reveals the top card of their deck and puts it on
    the bottom; the controller wins if their card's cost is at least the opponent's. The result
    is remembered by the card being used, for this use only (a recast judges again)."""
    mine, theirs = _reveal_to_bottom(ctx, ctx.controller), _reveal_to_bottom(ctx, ctx.opponent)
    won = mine is not None and (theirs is None or mine.definition.cost >= theirs.definition.cost)
    ctx.game.note(f"gachinko judge: {mine.name if mine else 'no card'} against "
                  f"{theirs.name if theirs else 'no card'}: player {ctx.controller} "
                  + ("wins" if won else "loses"))
    if ctx.source_card is not None:
        ctx.source_card.memory = {**ctx.source_card.memory, WON: won}


@condition(WON)
def _won(ctx: Context, v: Any) -> bool:
    """The last ガチンコ・ジャッジ of the card's current use was won."""
    card = ctx.source_card
    return (card is not None and bool(card.memory.get(WON))) == bool(v)
