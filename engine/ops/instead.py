"""Operations of replacement abilities (``instead of:``): where the card goes instead, and the
other things that happen instead (000 / 601.1a: each says when it cannot produce its result).
"""

from __future__ import annotations

from typing import Any

from engine.kernel.args import BOOL, FILTER, REQUIRED, Arg, ListOf, players, quantity, zones
from engine.kernel.registry import Context, can_do, op
from engine.mechanics import shield_triggers, stacked_shields
from engine.mechanics.filters import Perspective, matches
from engine.mechanics.rebuild import remove_top_card
from engine.mechanics.replacement import replacing
from engine.model.decisions import Decision
from engine.model.objects import ZONE_WORDS, Card, Creature, Zone
from engine.policies.lots import shuffle


@op("redirect", Arg("to", zones(), REQUIRED, doc="the zone (of the card's owner)"),
    Arg("shuffle", BOOL, False, doc="true (to: deck): then its owner shuffles the deck (山札に入れてシャッフルする)"),
    Arg("tapped", BOOL, False, doc="true (to: mana zone): it is put there tapped (タップして自分のマナゾーンに置く)"),
    doc="(instead of: abilities) the card that was about to move goes to this zone instead: redirect: <zone>")
def _redirect(ctx: Context, args: dict[str, Any]) -> None:
    """The card that was about to move goes to this zone of its owner instead; ``shuffle``: then the
    owner's deck is shuffled (「墓地に置くかわりに自分の山札に戻す。その後、山札をシャッフルする」)."""
    _redirect_to(ctx, args)
    pending = replacing(ctx.game)
    if args["shuffle"] and pending is not None:
        owner = pending.leaving.top.owner if pending.leaving is not None else \
            pending.card.owner if pending.card is not None else ctx.controller
        shuffle(ctx.game, ctx.game.state.players[owner].deck)


def _redirect_to(ctx: Context, args: dict[str, Any]) -> None:
    pending = replacing(ctx.game)
    if pending is None:
        ctx.game.note("redirect: no move is being replaced, so it does nothing")
        return
    to = ZONE_WORDS[str(args["to"])]
    cause = f"{pending.cause}, replaced"
    if pending.leaving is not None and pending.top_only:  # only its top card was leaving: it goes there
        remove_top_card(ctx.game, pending.leaving, to, cause)
    elif pending.leaving is not None:  # a creature leaving as a whole goes there instead
        ctx.game.remove_creature(pending.leaving, to, cause)
    elif pending.card is None:
        ctx.game.note("redirect: no card is moving, so it does nothing")
    elif to is Zone.BATTLE:
        ctx.game.put_into_battle(pending.card.owner, [pending.card], cause, from_zone=pending.from_zone)
    else:
        ctx.game.move_card(pending.card, to, cause, from_zone=pending.from_zone)
        if args.get("tapped") and to is Zone.MANA and ctx.game.state.locate(pending.card) is not None:
            pending.card.tapped = True  # ピクシー・コクーン: 「…墓地に置くかわりにタップして自分のマナゾーンに置く」


def _moving(ctx: Context) -> Creature | None:
    pending = replacing(ctx.game)
    return pending.leaving if pending is not None else None


@op("stay in the battle zone", doc="(instead of: abilities) the creature that was about to leave stays")
def _stay(ctx: Context, args: dict[str, Any]) -> None:
    """The creature that was about to leave stays in the battle zone (天光の精霊ミハイル)."""
    cr = _moving(ctx)
    ctx.game.note(f"{cr.name if cr else 'the creature'} stays in the battle zone")


@op("stay in the shield zone",
    doc="(instead of: abilities) the shield that was about to leave stays (a card being used from there goes back: "
        "released, or put there again before 2022-09-14)")
def _stay_in_shields(ctx: Context, args: dict[str, Any]) -> None:
    """The shield that was about to leave the shield zone stays there (極幻空 ザハ・エルハ). A card
    being used from there (pending) goes back to it: released in place under 409, put there
    again before 2022-09-14 (004 裁定の変遷)."""
    pending = replacing(ctx.game)
    card = pending.card if pending is not None else None
    if card is None:
        return
    ctx.game.note(f"{card.name} stays in the shield zone")
    if card.pending is not None:
        ctx.game.move_card(card, Zone.SHIELDS, "stays in the shield zone", to_player=card.pending.owner)


@op("destroy this", doc="destroy this creature (a replacement that can't, because it is gone, can't be used)")
def _destroy_this(ctx: Context, args: dict[str, Any]) -> None:
    """Destroy the ability's own creature (不敗のダイハード・リュウセイ, セイバー)."""
    if ctx.source_creature is not None:
        ctx.game.destroy([ctx.source_creature])


@can_do("destroy this")
def _can_destroy_this(ctx: Context, args: dict[str, Any]) -> str | None:
    cr = ctx.source_creature
    return None if cr is not None and cr in ctx.game.state.all_creatures() else "its creature is not in the battle zone"


@op("discard this", doc="discard this card from the hand (a replacement that works from the hand)")
def _discard_this(ctx: Context, args: dict[str, Any]) -> None:
    """Discard the ability's own card from its owner's hand (完全防御革命); what the step did
    (``moved a card``: バイオ・T's 「捨ててもよい。そうした場合」)."""
    card = ctx.source_card
    if card is not None and card in ctx.game.state.players[card.owner].hand \
            and ctx.game.move_card(card, Zone.GRAVEYARD, "discard"):
        ctx.took.append(card)


@can_do("discard this")
def _can_discard_this(ctx: Context, args: dict[str, Any]) -> str | None:
    card = ctx.source_card
    in_hand = card is not None and card in ctx.game.state.players[card.owner].hand
    return None if in_hand else "the card is not in the hand"


@op("battle instead", Arg("filter", FILTER, {}, doc="which of the controller's other creatures"),
    doc="(instead of: this battles) another of the controller's creatures passing filter, chosen, battles the "
        "attacker instead")
def _battle_instead(ctx: Context, args: dict[str, Any]) -> None:
    """(instead of: this battles) Another of the controller's creatures that passes ``filter``,
    chosen, battles the attacker instead (DMPS 独裁者ケンジ・パンダネルラ将軍: かわりに自分の他の
    ドリームメイトをバトルさせてもよい)."""
    pending = replacing(ctx.game)
    pool = _substitutes(ctx, args)
    if pending is None or pending.by is None or not pool:
        ctx.game.note("battle instead: no battle is being replaced, or no creature to battle")
        return
    sub = ctx.game.decide(ctx.controller, Decision.TARGET, pool, lambda c: c.name)
    ctx.game.note(f"{sub.name} battles {pending.by.name} instead of {pending.what()}")
    ctx.game.battle(pending.by, sub)


def _substitutes(ctx: Context, args: dict[str, Any]) -> list[Creature]:
    pending = replacing(ctx.game)
    holder = pending.leaving if pending is not None else None
    who = Perspective(ctx.controller, ctx.source_card, holder)
    f = args["filter"]
    return [c for c in ctx.game.state.players[ctx.controller].battle
            if c is not holder and c.definition.type.is_creature and matches(ctx.game, c, f, who)]


@can_do("battle instead")
def _can_battle_instead(ctx: Context, args: dict[str, Any]) -> str | None:
    return None if _substitutes(ctx, args) else "no other creature to battle instead"


@op("add shield to hand", Arg("n", quantity("any", "all", up_to=False), 1,
                               doc="how many shields (fewer if there are fewer); any: as many as they choose "
                                   "(好きな枚数); all: every one"),
    Arg("player", players("you", "opponent"), "you", doc="whose shields: that player puts them into their own hand"),
    Arg("shield triggers", BOOL, False,
        doc="true: their shield triggers may be used (その「S・トリガー」を使ってもよい)"),
    doc="a player puts n (any, all) of their shields into their hand, no shield trigger unless said (TCG: chosen; "
        "DMPS: at random); needs a shield")
def _add_shield_to_hand(ctx: Context, args: dict[str, Any]) -> None:
    """``player`` (the controller by default; 「相手は、自分自身のシールドをすべて手札に加える」: the
    opponent) puts ``n`` of their shields into their hand, one at a time — ``any``: first they choose
    how many (「自分のシールドから好きな枚数を裏向きのまま選び」), ``all``: every one, no choice. Their
    shield triggers can't be used (エスケープ; 「ただし、その「S・トリガー」は使えない」) unless ``shield
    triggers`` (「(その「S・トリガー」を使ってもよい)」: declared and used as for a break). TCG: they choose
    each; DMPS picks it at random (001 系統的な調整例: a replacement that uses a zone's cards picks them
    at random). A stacked shield goes whole (engine.mechanics.stacked_shields)."""
    game = ctx.game
    owner = ctx.players(str(args["player"]))[0]
    shields = game.state.players[owner].shields
    cause = "escape" if replacing(game) is not None else "effect"

    def name(c: Card) -> str:
        return f"shield {shields.index(c) + 1}"

    if args["n"] == "all":
        picks = list(shields)
    else:
        n = len(shields) if args["n"] == "any" else int(args["n"])
        if args["n"] == "any" and shields:
            n = game.decide(owner, Decision.CHOOSE, list(range(n, -1, -1)), lambda k: f"{k} shields")
        picks = []
        for _ in range(min(n, len(shields))):
            options = [s for s in shields if s not in picks]
            picks.append(game.profile.picks.among_ties(game, owner, Decision.CHOOSE_SHIELD, options, name))
    if args["shield triggers"]:
        shield_triggers.to_hand(game, owner, picks, cause)
        return
    for pick in picks:
        stacked_shields.move_shield(game, pick, Zone.HAND, cause)  # a stacked shield goes whole


@can_do("add shield to hand")
def _can_add_shield(ctx: Context, args: dict[str, Any]) -> str | None:
    owner = ctx.players(str(args.get("player", "you")))[0]
    return None if ctx.game.state.players[owner].shields else f"player {owner} has no shield to add"


@op("l gate", Arg("races", ListOf(FILTER), REQUIRED, doc="one filter per race it names (up to one card of each)"),
    doc="(instead of: this destroyed) L・ゲート: return a creature of a named race from the graveyard to the hand "
        "(with two races: one of either, or one of each), then put this creature on the bottom of its owner's "
        "deck; needs such a card in the graveyard")
def _l_gate(ctx: Context, args: dict[str, Any]) -> None:
    """L・ゲート (printed: このクリーチャーが破壊される時、墓地に置くかわりに、ドラゴンを1体、自分の墓地から手札に
    戻してもよい。そうした場合、このクリーチャーを山札の一番下に置く): a replacement of its destruction by two
    moves, the return and the deck bottom (dmwiki L・ゲート: 置換効果). With two races (グレートメカオーか
    キカイヒーローを1体、または両方1体ずつ) the controller takes one of either or one of each."""
    game = ctx.game
    chosen: list[Card] = []
    races = list(args["races"])
    for i, race in enumerate(races):
        options: list[Card | None] = [c for c in _l_gate_cards(ctx, race) if c not in chosen]
        if not options:
            continue
        if chosen or any(_l_gate_cards(ctx, later) for later in races[i + 1:]):
            options.append(None)  # one card of the races is enough
        got = game.decide(ctx.controller, Decision.TAKE, options, lambda c: "none" if c is None else c.name)
        if got is not None:
            chosen.append(got)
    for card in chosen:
        game.move_card(card, Zone.HAND, "l gate")
    creature = _moving(ctx) or ctx.source_creature
    if creature is not None:
        game.remove_creature(creature, Zone.DECK, "l gate", bottom=True)


def _l_gate_cards(ctx: Context, race: dict[str, Any]) -> list[Card]:
    who = Perspective(ctx.controller, ctx.source_card, ctx.source_creature)
    return [c for c in ctx.game.state.players[ctx.controller].graveyard
            if c.definition.type.is_creature and matches(ctx.game, c, race, who)]


@can_do("l gate")
def _can_l_gate(ctx: Context, args: dict[str, Any]) -> str | None:
    if any(_l_gate_cards(ctx, race) for race in args["races"]):
        return None
    return "no creature of its races in the graveyard"


@op("onto a shield face up",
    doc="(instead of: this spell put into graveyard) the spell goes face up on top of one of its owner's shields, "
        "chosen (表向きのまま自分のシールド1つの上に置く; the stack is one shield); not applied without a shield")
def _onto_a_shield(ctx: Context, args: dict[str, Any]) -> None:
    """裁きの紋章 (「この呪文を自分の手札から唱えた後、墓地に置くかわりに、表向きのまま自分のシールド1つの上に
    置く」): the spell that was about to go to the graveyard becomes the face-up top card of one of its owner's
    shields, the shield chosen (the owner's choice) and every card of it under the spell
    (engine.mechanics.stacked_shields)."""
    pending = replacing(ctx.game)
    card = pending.card if pending is not None else None
    p = ctx.game.state.players[card.owner] if card is not None else None
    if card is None or p is None or not p.shields:
        ctx.game.note("onto a shield face up: no spell or no shield")
        return
    shield = ctx.game.decide(card.owner, Decision.CHOOSE_SHIELD, list(p.shields),
                             lambda c: f"player {c.owner}'s shield {p.shields.index(c) + 1}")
    stacked_shields.put_on_top(ctx.game, card, shield, "spell resolved, replaced")
    card.face_up = True


@can_do("onto a shield face up")
def _can_go_onto_a_shield(ctx: Context, args: dict[str, Any]) -> str | None:
    pending = replacing(ctx.game)
    owner = pending.card.owner if pending is not None and pending.card is not None else ctx.controller
    return None if ctx.game.state.players[owner].shields else "its owner has no shield to put it on"
