"""Shield triggers (S・トリガー): declared as shields are about to reach the hand, then used one at a
time, in the order their owner chooses.

A shield with the keyword (printed, or given to the card by an effect) is offered as it is
about to go to the hand — broken (113.6) or put there by an effect (極悪!獄鬼夜城, 黒神龍ガルバロス
①). A card that can't be put into the battle zone now is offered as the profile says
(:mod:`engine.policies.unplayable`; 000 出せないカードに関するルール: DMPS offers no locked card, but
an evolution creature without a source may be declared). Where the declared cards wait until
their turn comes is the profile's fork (:mod:`engine.policies.shield_trigger_wait`): the TCG puts them
into the hand with the other shields and uses them from there (004; a card no longer in the hand
is not used), DMPS keeps them out of every zone — not hand cards, no hand limit — and they count
as used from the hand (000 ゲームの仕様にもとづく調整例). A declared card that can't be used when its
turn comes (a creature with no source, a locked card) goes to the hand.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.kernel.registry import Context, check
from engine.kernel.rules import Rules
from engine.mechanics import abilities, stacked_shields
from engine.mechanics.declarations import declare_shield_backs, use_shield_backs
from engine.mechanics.filters import Perspective, card_civilizations, matches, unchoosable
from engine.mechanics.gear import attach
from engine.mechanics.kinds import bit, having
from engine.mechanics.putting import lacks_source, put_card, put_problem
from engine.mechanics.queries import counted_shields
from engine.model.cards import CardType, Civ
from engine.model.decisions import Decision
from engine.model.objects import Card, Creature, Zone, other
from engine.model.trace import Declared, TriggerBarred

SHIELD_TRIGGER = "shield trigger"
SUPER = "super shield trigger"


TRIGGER_X = "shield trigger x"


def has_shield_trigger(card: Card) -> bool:
    """S・トリガー, printed or given, スーパー・S・トリガー (a shield trigger too), or a cross gear's
    S・トリガーX (used the same way: declared, then used)."""
    return (card.definition.has(SHIELD_TRIGGER) or SHIELD_TRIGGER in card.keywords or card.definition.has(SUPER)
            or card.definition.has(TRIGGER_X))


def gains_shield_trigger(game: Rules, player: str, card: Card) -> bool:
    """A ``static: {your shields gain: {keywords: [shield trigger], filter}}`` of one of ``player``'s
    creatures gives the card, a shield on its way to their hand, a shield trigger (天雷龍姫エリザベス
    「シールドゾーンから自分の手札に加えられる呪文はすべて、「S・トリガー」を得る」; 星龍パーフェクト・アース
    「自分の手札に加えられるシールドはすべて「S・トリガー」を得る」): while its ``if:`` holds."""
    for cr in having(game, bit("your shields gain"), game.state.players[player].battle):
        for ab in game.abilities_of(cr):
            spec = ab.static.get("your shields gain") if ab.kind == "static" else None
            if not spec or SHIELD_TRIGGER not in spec.get("keywords", ()):
                continue
            if matches(game, card, spec.get("filter") or {}, Perspective(player)) and \
                    check(Context(game, cr.controller, cr.top, cr), ab.condition):
                return True
    return False


SELF_GIVEN = "shield trigger as it goes to hand"


def gives_itself_shield_trigger(game: Rules, player: str, card: Card) -> bool:
    """The card's own ``static: {shield trigger as it goes to hand: true}`` gives it S・トリガー on its way from
    the shield zone to the hand (切札勝太&カツキング -熱血の物語-, 革命2: 「自分のシールドが2つ以下なら、自分の
    シールドゾーンから手札に加えるこのクリーチャーに「S・トリガー」を与える」): while its ``if:`` holds, read
    with the broken shields waiting (113.6c: 待機状態のシールドの状況を参照して), so they are not counted where
    the profile counts no waiting shield (113.6a)."""
    return any(ab.kind == "static" and ab.static.get(SELF_GIVEN) and check(Context(game, player, card), ab.condition)
               for ab in card.definition.abilities)


def _super_bonus(game: Rules, player: str, card: Card) -> None:
    """スーパー・S・トリガー (「その時自分のシールドが1つもなければ、この呪文にS能力を与える」): as the
    card is declared on its way to the hand, its player's shields are counted — broken shields
    waiting for declarations not counted unless the profile says so (113.6a, 2024-02-15) — and with
    none the card has its S ability (``GameState.super_bonus``; the condition ``super bonus``)."""
    if card.definition.has(SUPER) and counted_shields(game, player) == 0:
        game.state.super_bonus.add(card.uid)
        game.note(f"player {player} has no shields: {card.name} has its S ability")


def _puts(card: Card) -> bool:
    """Whether using the card puts it into the battle zone (a creature, a field, ...), not a spell."""
    return card.definition.type is not CardType.SPELL


def offered(game: Rules, player: str, card: Card) -> bool:
    """Whether the player may declare the card's shield trigger now (the profile's fork)."""
    if not _puts(card):
        return True
    return game.profile.unplayable.offers(put_problem(game, player, card), lacks_source(game, player, card))


def locked(game: Rules, player: str, card: Card, by: Creature | None = None) -> str | None:
    """Why ``player`` cannot use ``card``'s shield trigger now, or None: a ``static: {no shield
    triggers: {player, civilization, broken by}}`` whose ``if:`` holds — an opponent's (ヤミノリミット), or
    anyone's with ``player: each`` (暴風の求道者フ・レイル: 「誰も闇のカードの「S・トリガー」を使えない」), for
    cards of that civilization only when it names one, for the shields that creature breaks only with
    ``broken by: this`` (霊騎ガリウム 「相手は、このクリーチャーがブレイクしたシールドの「S・トリガー」を使う
    ことができない」; ``by``: the creature breaking the shield, if a break brought it)."""
    for cr in having(game, bit("no shield triggers")):  # the elements that may have one (engine.mechanics.kinds)
        for ab in game.abilities_of(cr):
            spec = ab.static.get("no shield triggers") if ab.kind == "static" else None
            if spec is None:
                continue
            whose = str((spec or {}).get("player", "opponent"))
            if whose != "each" and cr.controller == player:
                continue
            if (spec or {}).get("broken by") == "this" and by is not cr:
                continue
            civ = (spec or {}).get("civilization")
            if civ is not None and Civ(civ) not in card_civilizations(game, card):
                continue
            if check(Context(game, cr.controller, cr.top, cr), ab.condition):
                return f"{cr.name}'s ability forbids it"
    return None


def declare(game: Rules, player: str, shields: list[Card], by: Creature | None = None) -> list[Card]:
    """The shield triggers the player declares among ``shields`` (each offered use / don't use);
    ``by``: the creature breaking them, if a break brought them."""
    out: list[Card] = []
    for s in shields:
        if not (has_shield_trigger(s) or gains_shield_trigger(game, player, s)
                or gives_itself_shield_trigger(game, player, s)):
            continue
        barred = locked(game, player, s, by)
        if barred is not None:
            game.trace.add(TriggerBarred(player, s.name, barred))
            continue
        if not offered(game, player, s):
            game.note(f"{s.name} can't be put into the battle zone now: its shield trigger can't be declared")
            continue
        if game.decide(player, Decision.USE_SHIELD_TRIGGER, ["use", "don't use"], ("{} " + s.name).format) == "use":
            _super_bonus(game, player, s)
            out.append(s)
    return out


def wait(game: Rules, player: str, card: Card, cause: str, by: Creature | None = None) -> None:
    """A declared card leaves the shield zone to wait for its turn: into the hand (TCG) or out of
    every zone (DMPS)."""
    game.note(f"player {player} declares the shield trigger of {card.name}")
    if game.profile.shield_triggers.wait_in_hand:
        game.move_card(card, Zone.HAND, cause, by=by)
    else:
        p = game.state.players[card.owner]
        if not stacked_shields.take(game, card):  # a card under a shield leaves its stack
            p.shields.remove(card)
        p.declared.append(card)


def declare_g_strikes(game: Rules, player: str, shields: list[Card]) -> list[Card]:
    """The G・ストライク the player declares among ``shields`` (509.3b: with the shield triggers, the
    card shown); the cards go to the hand with the other shields."""
    strikes = [s for s in shields if s.definition.has("g strike") and game.decide(
        player, Decision.USE_G_STRIKE, ["use", "don't use"], ("{} G・ストライク of " + s.name).format) == "use"]
    for s in strikes:
        game.trace.add(Declared(player, s.name, "g strike"))
    return strikes


def use(game: Rules, player: str, declared: list[Card], strikes: Sequence[Card] = ()) -> None:
    """Use the declared cards one at a time — shield triggers and G・ストライク (``strikes``) in any
    order (509.3d, 2021-12-16) — the next chosen by their owner when several of different names
    wait (cards of one name are alike: no choice). A G・ストライク card waits in the hand under every
    profile and is used only while it is there (the reading chosen: like a declared shield
    trigger under the TCG)."""
    rest = list(declared)
    while rest:
        alike = len({c.name for c in rest}) == 1
        card = rest[0] if alike else game.decide(player, Decision.USE_TRIGGER, rest, lambda c: c.name)
        rest.remove(card)
        if card in strikes:
            if card not in game.state.players[player].hand:
                game.note(f"{card.name} is no longer in player {player}'s hand: its G・ストライク is not used")
            else:
                g_strike(game, player, card)
        else:
            use_one(game, player, card)
        if game.state.game_over:
            return


def g_strike(game: Rules, player: str, card: Card) -> None:
    """G・ストライク: the player may choose one of the opponent's creatures; it cannot attack this
    turn (the card itself stays in the hand, not cast: a lock on casting or summoning does not stop
    it). A spell's G・ストライク is an effect of the spell, so an effect ignoring that spell's effects
    ignores it (dm-wiki's rules note on G・ストライク)."""
    game.note(f"player {player} uses the G・ストライク of {card.name}")
    ignoring = abilities.spell_ignored(game, card.definition.cost, player) \
        if card.definition.type is CardType.SPELL else None
    if ignoring is not None:  # a spell's G・ストライク is an effect of the spell (dm-wiki G・ストライク)
        game.note(f"{ignoring} ignores the effects of {card.name}: its G・ストライク does nothing")
        return
    foes = [cr for cr in game.state.players[other(player)].battle if not unchoosable(game, cr, player)]
    if not foes:
        return
    pick = game.decide(player, Decision.TARGET, [None, *foes], lambda c: "none" if c is None else c.name)
    if pick is not None:
        # it ends with the turn (engine.mechanics.turns)
        pick.granted_keywords = pick.granted_keywords | {"cannot attack"}
        game.note(f"G・ストライク of {card.name}: {pick.name} cannot attack this turn")


def use_one(game: Rules, player: str, card: Card) -> None:
    if card in game.state.players[card.owner].declared:
        game.state.players[card.owner].declared.remove(card)
    in_hand = game.profile.shield_triggers.wait_in_hand
    if in_hand and card not in game.state.players[player].hand:
        game.note(f"{card.name} is no longer in player {player}'s hand: its shield trigger is not used")
        return
    if not _puts(card):
        game.use_for_free(player, card, "shield trigger", from_zone=Zone.HAND)
        return
    if put_problem(game, player, card) is not None:
        game.note(f"{card.name} can't be put into the battle zone now: it goes to the hand")
        if not in_hand:
            game.move_card(card, Zone.HAND, "shield trigger", from_zone=Zone.SHIELDS)
        return
    if card.definition.type.is_creature:  # a use: pending while it is put (004)
        game.use_for_free(player, card, "shield trigger", from_zone=Zone.HAND)
    elif card.definition.has(TRIGGER_X):
        trigger_x(game, player, card)
    else:
        put_card(game, player, card, "shield trigger", from_zone=Zone.HAND)


def trigger_x(game: Rules, player: str, card: Card) -> None:
    """S・トリガーX 「このクロスギアをシールドゾーンから手札に加える時、コストを支払わずにすぐジェネレートし、
    自分のクリーチャー1体にクロスしてもよい」: generated without paying (a generation: ジェネレートした時
    triggers), then crossed without paying onto one of its owner's creatures, chosen (none: it stays
    uncrossed)."""
    gear = put_card(game, player, card, "generate", from_zone=Zone.HAND)
    creatures = [cr for cr in game.state.players[player].battle if cr.definition.type.is_creature]
    if gear is None or not creatures:
        return
    onto = game.decide(player, Decision.TARGET, creatures, lambda c: c.name)
    attach(game, gear, onto)


def to_hand(game: Rules, player: str, shields: list[Card], cause: str) -> None:
    """An effect puts shields of ``player`` into their hand (not a break): their shield triggers
    and S-backs are declared as for a break, the rest go to the hand, then the declared ones are
    used (極悪!獄鬼夜城 「そのS・トリガーを使ってもよい」; 黒神龍ガルバロス ①). A stacked shield goes whole:
    each of its cards may be used (engine.mechanics.stacked_shields)."""
    shields = [c for s in shields for c in stacked_shields.shield_cards(game, s)]
    declared = declare(game, player, shields)
    backs = declare_shield_backs(game, player, [s for s in shields if s not in declared])
    for s in shields:
        if s in declared:
            wait(game, player, s, cause)
        elif s in backs:
            game.move_card(s, Zone.GRAVEYARD, "discard")
        else:
            game.move_card(s, Zone.HAND, cause)
    use(game, player, declared)
    use_shield_backs(game, player, backs, [s for s in shields if s not in declared and s not in backs])
