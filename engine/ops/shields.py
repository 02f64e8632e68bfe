"""Operations on shields: the deck's top cards put onto them or under one of them (シールド・プラス), one
put into its owner's hand (its shield trigger usable), one put into the graveyard without being broken
(no shield trigger). A shield is a stack of one or more cards (engine.mechanics.stacked_shields): what
moves a shield moves every card of it."""

from __future__ import annotations

from typing import Any

from engine.kernel.args import AMOUNT, BOOL, Arg, choice, how_many, one_of, players, quantity
from engine.kernel.registry import Context, can_do, op
from engine.mechanics import shield_triggers, stacked_shields
from engine.mechanics.replacement import replacing
from engine.model.decisions import Decision
from engine.model.objects import Card, Zone
from engine.ops.mana import top_of_deck
from engine.policies.lots import draw_lots, shuffle

N = Arg("n", AMOUNT, 1, doc="how many")


@op("shields from deck", N, Arg("player", players("you", "opponent", "each"), "you", doc="whose deck and shields"),
    Arg("up to", BOOL, False, doc="true: the controller chooses how many, n down to 0 (上から3枚まで)"),
    doc="put the top n cards of a player's deck onto their shields")
def _shields_from_deck(ctx: Context, args: dict[str, Any]) -> None:
    """The top n cards of a player's deck (``player``: you | opponent) onto their shields; ``up to``
    (「自分の山札のカードを上から3枚まで、自分のシールドに加える」): the controller chooses how many first."""
    n = int(args["n"])
    if args["up to"]:
        n = ctx.game.decide(ctx.controller, Decision.CHOOSE, list(range(n, -1, -1)), lambda k: f"{k} cards")
    for name in ctx.players(str(args["player"])):
        top_of_deck(ctx, n, Zone.SHIELDS, "effect", name)


@op("shield plus", N, Arg("up to", BOOL, False, doc="true: the controller chooses how many, n down to 0"),
    Arg("each shield", BOOL, False,
        doc="true: n cards under each of the controller's shields (スーパー・シールド・プラス)"),
    doc="シールド・プラス: the top n cards of the controller's deck go face down under one of their shields, chosen "
        "(the stack is one shield); nothing without a shield")
def _shield_plus(ctx: Context, args: dict[str, Any]) -> None:
    """シールド・プラス (DM-28) 「自分の山札の上から1枚目を裏向きのまま、自分のシールドいずれかの下に置いて
    もよい。(こうして重ねたカードの束を1枚のシールドとみなす)」: the controller chooses one of their shields
    and the top ``n`` cards of their deck go under it, face down, one at a time; the stack is one
    shield (engine.mechanics.stacked_shields). ``up to`` (ウルトラシールド・プラス 「山札の上から5枚まで、…
    自分のシールドいずれか1枚の下に」): first they choose how many. ``each shield`` (スーパー・シールド・プラス
    「自分の山札を上から1枚ずつ裏向きのまま、自分のすべてのシールドの下に」): n cards under every one of
    their shields, left to right. With no shield there is nothing to put them under, and nothing
    happens (a reading: the text names one of their shields); an empty deck gives nothing more."""
    game = ctx.game
    p = game.state.players[ctx.controller]
    if not p.shields:
        game.note(f"player {ctx.controller} has no shield to put a card under")
        return
    n = int(args["n"])
    if args["up to"]:
        n = game.decide(ctx.controller, Decision.CHOOSE, list(range(n, -1, -1)), lambda k: f"{k} cards")
    if args["each shield"]:
        targets = list(p.shields)
    else:
        targets = [game.decide(ctx.controller, Decision.CHOOSE_SHIELD, list(p.shields),
                               lambda c: f"player {c.owner}'s shield {p.shields.index(c) + 1}")]
    for shield in targets:
        for _ in range(n):
            if not p.deck:
                game.note(f"player {ctx.controller}'s deck is empty: no card goes under the shield")
                return
            stacked_shields.put_under(game, p.deck[0], shield)


@op("burn the ex life shield",
    doc="(EXライフ's replacement) the creature's EXライフ shield is put into the graveyard instead of the creature "
        "leaving")
def _burn_ex_life(ctx: Context, args: dict[str, Any]) -> None:
    """EXライフ: instead of the creature leaving, its EXライフ shield goes to the graveyard and the
    creature stays. Only while that shield is in its controller's shield zone (else the
    replacement cannot produce its result: the creature leaves as usual; dmwiki EXライフ)."""
    game = ctx.game
    pending = replacing(game)
    cr = pending.leaving if pending is not None else None
    shield = game.state.ex_life.get(cr.uid) if cr is not None else None
    if cr is None or shield is None:
        return
    game.state.ex_life.pop(cr.uid, None)
    game.move_card(shield, Zone.GRAVEYARD, "EXライフ, instead of leaving")
    game.note(f"{cr.name} stays in the battle zone")


@can_do("burn the ex life shield")
def _can_burn_ex_life(ctx: Context, args: dict[str, Any]) -> str | None:
    pending = replacing(ctx.game)
    cr = pending.leaving if pending is not None else None
    shield = ctx.game.state.ex_life.get(cr.uid) if cr is not None else None
    if cr is None or shield is None or shield not in ctx.game.state.players[cr.controller].shields:
        return "its EXライフ shield is no longer in the shield zone"
    return None


@op("shields from hand", N, doc="put n cards of the controller's hand face down onto their shields, chosen")
def _shields_from_hand(ctx: Context, args: dict[str, Any]) -> None:
    """「自分の手札からカードを1枚選び、裏向きにして自分のシールドに加える」: the controller chooses ``n``
    cards of their hand one at a time (fewer if there are fewer) and adds them face down to their
    shields (each a new shield). The cards added are what the step did (``moved a card``:
    「そうした場合」)."""
    _add_chosen_shields(ctx, ctx.game.state.players[ctx.controller].hand, int(args["n"]))


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
    cards = stacked_shields.shield_cards(game, shield)  # a stacked shield goes whole
    declared = shield_triggers.declare(game, shield.owner, cards)
    for card in cards:
        if card in declared:  # it waits for its turn (the profile's fork), then is used
            shield_triggers.wait(game, shield.owner, card, "effect")
        else:
            game.move_card(card, Zone.HAND, "effect")
    shield_triggers.use(game, shield.owner, declared)


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


@op("shield to graveyard", Arg("player", players("you", "opponent", "each"), "opponent",
                               doc="whose shield (each: every player's, each choosing their own)"),
    Arg("pick", choice("choose", "random", what="way of picking"), "choose", doc="chosen, or drawn by lot"),
    Arg("chooser", players("you", "opponent"), "you", doc="who chooses"),
    Arg("n", quantity(), 1, doc="how many shields, one at a time (fewer if there are fewer; up to n: the chooser "
                                "may stop)"),
    doc="n of player's shields go to the graveyard, not broken (no shield trigger)")
def _shield_to_graveyard(ctx: Context, args: dict[str, Any]) -> None:
    """``n`` of ``player``'s shields (you | opponent) go to its owner's graveyard one at a time: not
    broken, so no shield trigger (偽りの星夜 ブラック・オブ・ライオネル; 黒神龍ガルバロス ②; 自分のシールドを
    1枚選び、自分の墓地に置く). ``pick``: choose (by ``chooser``, default you) | random. ``player: each``:
    each player chooses their own, the turn player first (各プレイヤーは自分自身のシールドを1枚ずつ選び).
    ``up to n`` (「相手のシールドを裏向きのまま3枚まで選び、表にして持ち主の墓地に置く」): the chooser may stop
    after any of them. A stacked shield goes whole."""
    game = ctx.game
    owners = ctx.players(str(args["player"]))
    owners.sort(key=lambda name: name != game.state.turn_player)
    for owner in owners:
        shields = game.state.players[owner].shields
        chooser = owner if args["player"] == "each" else ctx.players(str(args["chooser"]))[0]

        def name(c: Card) -> str:
            return f"shield {game.state.players[c.owner].shields.index(c) + 1}"

        n, up_to = how_many(args.get("n", 1))
        for _ in range(n):
            if not shields:
                game.note(f"player {owner} has no shield")
                break
            pick: Card | None
            if args["pick"] == "random":
                pick = draw_lots(game, ctx.controller, list(shields), name)
            else:
                options: list[Card | None] = [*shields, None] if up_to else list(shields)
                pick = game.decide(chooser, Decision.CHOOSE_SHIELD, options,
                                   lambda c: "stop" if c is None else name(c))
            if pick is None:
                break
            if stacked_shields.move_shield(game, pick, Zone.GRAVEYARD, "shield to graveyard"):
                ctx.took.append(pick)  # 「…墓地に置いてもよい。そうした場合」 (ボルメテウス・武者・ドラゴン)


@op("look at shields", Arg("player", players("you", "opponent", "any"), "opponent",
                           doc="whose shields (any: either player's, 「シールドを1枚選んで見る」)"),
    Arg("n", one_of(AMOUNT, choice("all")), 1, doc="how many, chosen one at a time (all: every one, no choice)"),
    doc="the controller chooses n of player's shields and looks at them; they stay where they are (その後、元に戻す)")
def _look_at_shields(ctx: Context, args: dict[str, Any]) -> None:
    """The controller chooses ``n`` of ``player``'s shields (``any``: of either player, 「シールドを1枚
    選んで見る」) and looks at them: the cards — every card of a stacked shield — join what they have
    seen and stay face down where they were (相手のシールドを1枚選んで見る。その後、それを元に戻す)."""
    game = ctx.game
    owners = ctx.players(str(args["player"]))
    left = [s for owner in owners for s in game.state.players[owner].shields]
    mine = game.state.known[ctx.controller]
    if args["n"] == "all":  # 「シールドをすべて見る」
        mine.update(c.uid for s in left for c in stacked_shields.shield_cards(game, s))
        game.note(f"player {ctx.controller} looks at all of player {'/'.join(owners)}'s shields")
        return

    def name(c: Card) -> str:
        shield = f"shield {game.state.players[c.owner].shields.index(c) + 1}"
        return f"player {c.owner}'s {shield}" if len(owners) > 1 else shield

    for _ in range(int(args.get("n", 1))):
        if not left:
            return
        card = game.decide(ctx.controller, Decision.CHOOSE_SHIELD, left, name)
        left.remove(card)
        mine.update(c.uid for c in stacked_shields.shield_cards(game, card))
        game.note(f"player {ctx.controller} looks at player {card.owner}'s shield "
                  f"{game.state.players[card.owner].shields.index(card) + 1}")


@op("turn shields face up", N,
    doc="the controller chooses n face-down shields of either player and turns them face up; they stay so while "
        "in the shield zone")
def _turn_shields_face_up(ctx: Context, args: dict[str, Any]) -> None:
    """「シールドを2枚選び、表向きにする。(選んだシールドは、シールドゾーンにある間、表向きにしておく)」: the
    controller chooses ``n`` face-down shields of either player (the text names no owner), one at a
    time (fewer if there are fewer), and turns them face up — every card of a stacked shield. A face-up
    shield is open to both players (engine.mechanics.queries.visible_to) until it leaves the shield
    zone (its cards are face down again wherever they go: engine.mechanics.zones)."""
    game = ctx.game
    left = [s for name in ctx.players("any") for s in game.state.players[name].shields if not s.face_up]

    def name(c: Card) -> str:
        return f"player {c.owner}'s shield {game.state.players[c.owner].shields.index(c) + 1}"

    for _ in range(min(int(args["n"]), len(left))):
        shield = game.decide(ctx.controller, Decision.CHOOSE_SHIELD, left, name)
        left.remove(shield)
        for card in stacked_shields.shield_cards(game, shield):
            card.face_up = True
        game.note(f"{name(shield)} is turned face up: {shield.name}")


@op("shuffle shields",
    doc="the controller turns all their shields face down and shuffles them, each stacked shield as one")
def _shuffle_shields(ctx: Context, args: dict[str, Any]) -> None:
    """「自分のシールドをすべて裏向きにし、シャッフルして並べる」: every card of the controller's shields is
    turned face down, and the shields are shuffled and laid out again in a random order (a stacked
    shield stays one shield: its cards move together)."""
    game = ctx.game
    p = game.state.players[ctx.controller]
    for shield in p.shields:
        for card in stacked_shields.shield_cards(game, shield):
            card.face_up = False
    shuffle(game, p.shields)
    game.note(f"player {ctx.controller} shuffles their shields")


@op("shields to mana", Arg("n", quantity("any", up_to=False), 1, doc="how many shields; any: as many as they choose"),
    doc="the controller chooses n (any) of their shields; they go face up to their mana zone (no shield trigger)")
def _shields_to_mana(ctx: Context, args: dict[str, Any]) -> None:
    """「自分のシールドから好きな枚数を裏向きのまま選び、表向きにして自分のマナゾーンに置く」 (逆転のオーロラ): the
    controller chooses how many (``any``) or ``n`` of their shields, one at a time, and each goes to their
    mana zone — a stacked shield with every card of it; not to the hand, so no shield trigger."""
    game = ctx.game
    shields = game.state.players[ctx.controller].shields
    n = len(shields) if args["n"] == "any" else int(args["n"])
    if args["n"] == "any" and shields:
        n = game.decide(ctx.controller, Decision.CHOOSE, list(range(n, -1, -1)), lambda k: f"{k} shields")
    picks: list[Card] = []
    for _ in range(min(n, len(shields))):
        options = [s for s in shields if s not in picks]
        picks.append(game.decide(ctx.controller, Decision.CHOOSE_SHIELD, options,
                                 lambda c: f"shield {shields.index(c) + 1}"))
    for pick in picks:
        stacked_shields.move_shield(game, pick, Zone.MANA, "effect")


@op("shields from mana", Arg("count", AMOUNT, 1, doc="how many cards"),
    doc="the controller chooses n cards of their mana zone and adds them face down to their shields")
def _shields_from_mana(ctx: Context, args: dict[str, Any]) -> None:
    """「自分のマナゾーンからカードを1枚選び、裏向きにしてシールドに加える」: the controller chooses ``count``
    cards of their mana zone, one at a time (fewer if there are fewer); each becomes a new shield,
    face down. The cards added are what the step did (``moved a card``)."""
    _add_chosen_shields(ctx, ctx.game.state.players[ctx.controller].mana, int(args["count"]))


def _add_chosen_shields(ctx: Context, zone: list[Card], n: int) -> None:
    """The controller chooses ``n`` cards of ``zone`` one at a time (fewer if there are fewer); each
    is added face down as a new shield, and the cards added are what the step did (``moved a card``)."""
    game = ctx.game
    for _ in range(min(n, len(zone))):
        pick = game.decide(ctx.controller, Decision.PUT_INTO_SHIELDS, list(zone), lambda c: c.name)
        if game.move_card(pick, Zone.SHIELDS, "effect"):
            ctx.took.append(pick)
