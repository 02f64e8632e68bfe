"""Operations on shields: the deck's top cards put onto them, one put into its owner's hand (its
shield trigger usable), one put into the graveyard without being broken (no shield trigger)."""

from __future__ import annotations

from typing import Any

from engine.kernel.args import AMOUNT, Arg, choice, players
from engine.kernel.registry import Context, op
from engine.mechanics import shield_triggers
from engine.model.decisions import Decision
from engine.model.objects import Card, Zone
from engine.ops.mana import top_of_deck
from engine.policies.lots import draw_lots

N = Arg("n", AMOUNT, 1, doc="how many")


@op("shields from deck", N, Arg("player", players("you", "opponent", "each"), "you", doc="whose deck and shields"),
    doc="put the top n cards of a player's deck onto their shields")
def _shields_from_deck(ctx: Context, args: dict[str, Any]) -> None:
    """The top n cards of a player's deck (``player``: you | opponent) onto their shields."""
    for name in ctx.players(str(args["player"])):
        top_of_deck(ctx, int(args["n"]), Zone.SHIELDS, "effect", name)


@op("shields from hand", N, doc="put n cards of the controller's hand face down onto their shields, chosen")
def _shields_from_hand(ctx: Context, args: dict[str, Any]) -> None:
    """「自分の手札からカードを1枚選び、裏向きにして自分のシールドに加える」: the controller chooses ``n``
    cards of their hand one at a time (fewer if there are fewer) and adds them face down to their
    shields (each a new shield). The cards added are what the step did (``moved a card``:
    「そうした場合」)."""
    game = ctx.game
    hand = game.state.players[ctx.controller].hand
    for _ in range(min(int(args["n"]), len(hand))):
        pick = game.decide(ctx.controller, Decision.PUT_INTO_SHIELDS, list(hand), lambda c: c.name)
        if game.move_card(pick, Zone.SHIELDS, "effect"):
            ctx.took.append(pick)


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


@op("shield to graveyard", Arg("player", players("you", "opponent"), "opponent", doc="whose shield"),
    Arg("pick", choice("choose", "random", what="way of picking"), "choose", doc="chosen, or drawn by lot"),
    Arg("chooser", players("you", "opponent"), "you", doc="who chooses"),
    Arg("n", AMOUNT, 1, doc="how many shields, one at a time (fewer if there are fewer)"),
    doc="n of player's shields go to the graveyard, not broken (no shield trigger)")
def _shield_to_graveyard(ctx: Context, args: dict[str, Any]) -> None:
    """``n`` of ``player``'s shields (you | opponent) go to its owner's graveyard one at a time: not
    broken, so no shield trigger (偽りの星夜 ブラック・オブ・ライオネル; 黒神龍ガルバロス ②; 自分のシールドを
    1枚選び、自分の墓地に置く). ``pick``: choose (by ``chooser``, default you) | random."""
    game = ctx.game
    owner = ctx.players(str(args["player"]))[0]
    shields = game.state.players[owner].shields

    def name(c: Card) -> str:
        return f"shield {shields.index(c) + 1}"

    for _ in range(int(args.get("n", 1))):
        if not shields:
            game.note(f"player {owner} has no shield")
            return
        if args["pick"] == "random":
            pick = draw_lots(game, ctx.controller, list(shields), name)
        else:
            pick = game.decide(ctx.players(str(args["chooser"]))[0], Decision.CHOOSE_SHIELD,
                               list(shields), name)
        game.move_card(pick, Zone.GRAVEYARD, "shield to graveyard")


@op("look at shields", Arg("player", players("you", "opponent"), "opponent", doc="whose shields"),
    Arg("n", AMOUNT, 1, doc="how many, chosen one at a time"),
    doc="the controller chooses n of player's shields and looks at them; they stay where they are (その後、元に戻す)")
def _look_at_shields(ctx: Context, args: dict[str, Any]) -> None:
    """The controller chooses ``n`` of ``player``'s shields and looks at them: the cards join what
    they have seen and stay face down where they were (相手のシールドを1枚選んで見る。その後、それを元に戻す)."""
    game = ctx.game
    owner = ctx.players(str(args["player"]))[0]
    shields = game.state.players[owner].shields
    left = list(shields)
    for _ in range(int(args.get("n", 1))):
        if not left:
            return
        card = game.decide(ctx.controller, Decision.CHOOSE_SHIELD, left, lambda c: f"shield {shields.index(c) + 1}")
        left.remove(card)
        game.state.known[ctx.controller].add(card.uid)
        game.note(f"player {ctx.controller} looks at player {owner}'s shield {shields.index(card) + 1}")

