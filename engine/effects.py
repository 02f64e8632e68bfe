"""The effect vocabulary: what each operation of the card data does to the game."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from engine.cards import Civ, Effect
from engine.errors import CardDataError
from engine.policies.mana import PoolMana, TappedMana
from engine.state import Card, Creature, Zone, other
from engine.vocabulary import EFFECT_OPS

if TYPE_CHECKING:
    from engine.events import Event
    from engine.game import Game
    from engine.waiting import Waiting


@dataclass
class Context:
    """Who is resolving, and from what source."""

    game: Game
    controller: str
    source_card: Card | None
    source_creature: Creature | None = None
    burned: list[Card] = field(default_factory=list)  # meteorburn: cards put from under the source
    event: Event | None = None  # the event that triggered the resolving ability ("that creature")
    moved: list[Creature] = field(default_factory=list)  # creatures an earlier step of this effect moved

    @property
    def opponent(self) -> str:
        return other(self.controller)

    def players(self, who: str) -> list[str]:
        return {"you": [self.controller], "opponent": [self.opponent],
                "each": [self.controller, self.opponent], "any": [self.controller, self.opponent]}[who]


Op = Callable[[Context, dict[str, Any]], None]
OPS: dict[str, Op] = {}


def op(name: str) -> Callable[[Op], Op]:
    def register(fn: Op) -> Op:
        if name not in EFFECT_OPS:
            raise KeyError(f"effect {name!r} is not in engine.vocabulary.EFFECT_OPS")
        OPS[name] = fn
        return fn
    return register


def _n(args: dict[str, Any], default: int = 1) -> int:
    return int(args.get("n", default))


def select_creatures(ctx: Context, spec: dict[str, Any], default_player: str = "opponent") -> list[Creature]:
    """Creatures a ``target`` spec names: player, filter, count (n | all | up to n), pick."""
    game = ctx.game
    pool: list[Creature] = []
    for name in ctx.players(spec.get("player", default_player)):
        pool.extend(game.players[name].battle)
    if spec.get("other") and ctx.source_creature is not None:
        pool = [c for c in pool if c is not ctx.source_creature]
    if "race" in spec:
        pool = [c for c in pool if spec["race"] in c.definition.races]
    if "max power" in spec:
        pool = [c for c in pool if game.power(c) <= int(spec["max power"])]
    if "max cost" in spec:
        pool = [c for c in pool if c.definition.cost <= int(spec["max cost"])]
    if spec.get("self"):
        pool = [c for c in pool if c is ctx.source_creature]
    if spec.get("untapped"):
        pool = [c for c in pool if not c.tapped]
    if spec.get("that"):
        pool = [c for c in pool if ctx.event is not None and c is ctx.event.creature]
    count = spec.get("count", 1)
    if count == "all":
        return pool
    n = int(str(count).replace("up to", "").strip())
    picks: list[Creature] = []
    for _ in range(min(n, len(pool))):
        options = [c for c in pool if c not in picks]
        if spec.get("pick") == "random":
            picks.append(game.rng.choice(options))
        else:
            chooser = ctx.players(spec.get("chooser", "you"))[0]
            picks.append(game.decide(chooser, "target", options, lambda c: c.name))
    return picks


@op("draw")
def _draw(ctx: Context, args: dict[str, Any]) -> None:
    ctx.game.draw(ctx.controller, _n(args))


def _top_of_deck(ctx: Context, n: int, to: Zone, cause: str) -> None:
    p = ctx.game.players[ctx.controller]
    for _ in range(n):
        if not p.deck:
            break
        ctx.game.move_card(p.deck[0], to, cause)


@op("mana from deck")
def _mana_from_deck(ctx: Context, args: dict[str, Any]) -> None:
    _top_of_deck(ctx, _n(args), Zone.MANA, "effect")


@op("hand from deck")
def _hand_from_deck(ctx: Context, args: dict[str, Any]) -> None:
    with ctx.game.simultaneously():
        _top_of_deck(ctx, _n(args), Zone.HAND, "effect")


@op("shields from deck")
def _shields_from_deck(ctx: Context, args: dict[str, Any]) -> None:
    _top_of_deck(ctx, _n(args), Zone.SHIELDS, "effect")


@op("mana from hand")
def _mana_from_hand(ctx: Context, args: dict[str, Any]) -> None:
    game = ctx.game
    p = game.players[ctx.controller]
    for _ in range(_n(args)):
        if not p.hand:
            break
        options: list[Card | None] = [*p.hand, None] if args.get("up to", True) else list(p.hand)
        pick = game.decide(ctx.controller, "put into mana", options,
                           lambda c: "stop" if c is None else c.name)
        if pick is None:
            break
        game.move_card(pick, Zone.MANA, "effect")


def _pool(ctx: Context) -> PoolMana | None:
    mana = ctx.game.profile.mana
    if isinstance(mana, PoolMana):
        return mana
    ctx.game.note("no usable-mana pool under this profile: the effect does nothing")
    return None


@op("recover usable mana")
def _recover(ctx: Context, args: dict[str, Any]) -> None:
    """「使用可能マナをn回復する」 (000 マナコスト): never above the cap; ``n: all`` fills it."""
    pool = _pool(ctx)
    if pool:
        n = None if args.get("n") == "all" else _n(args)
        pool.recover(ctx.game, ctx.game.players[ctx.controller], n)


@op("increase usable mana")
def _increase(ctx: Context, args: dict[str, Any]) -> None:
    """ワイルド・サファリ・チャンネル (000 マナコスト): +n; this turn the cap is 2 x max mana."""
    pool = _pool(ctx)
    if pool:
        pool.increase(ctx.game, ctx.game.players[ctx.controller], _n(args))


@op("reduce usable mana")
def _reduce(ctx: Context, args: dict[str, Any]) -> None:
    """「使用可能マナをn少なくする」 (000 マナコスト): lowers the cap too. ``n: civilizations``
    counts the civilizations of the target's mana zone; ``until: end of their next turn``."""
    pool = _pool(ctx)
    if not pool:
        return
    lasting = args.get("until") == "end of their next turn"
    for name in ctx.players(args.get("player", "opponent")):
        p = ctx.game.players[name]
        if args.get("n") == "civilizations":
            n = len({civ for c in p.mana for civ in c.definition.civilizations if civ is not Civ.ZERO})
        else:
            n = _n(args)
        pool.reduce(ctx.game, p, n, lasting)
        ctx.game.note(f"player {name}'s usable mana and its cap are {n} lower"
                      + (" until the end of their next turn" if lasting else ""))


@op("untap mana")
def _untap_mana(ctx: Context, args: dict[str, Any]) -> None:
    """TCG: untap every card of the controller's mana zone (no tapped mana under DMPS)."""
    mana = ctx.game.profile.mana
    if isinstance(mana, TappedMana):
        mana.untap_all(ctx.game, ctx.game.players[ctx.controller])
    else:
        ctx.game.note("no tapped mana under this profile: the effect does nothing")


@op("hand from mana")
def _hand_from_mana(ctx: Context, args: dict[str, Any]) -> None:
    """Mana recovery: return up to n cards (``type: creature`` to filter) from the
    controller's mana zone to their hand, one chosen at a time ("stop" is the default)."""
    game = ctx.game
    p = game.players[ctx.controller]
    for _ in range(_n(args)):
        pool = [c for c in p.mana if args.get("type") != "creature" or c.definition.type.is_creature]
        if not pool:
            break
        pick = game.decide(ctx.controller, "return to hand", [None, *pool],
                           lambda c: "stop" if c is None else c.name)
        if pick is None:
            break
        game.move_card(pick, Zone.HAND, "mana recovery")


@op("discard")
def _discard(ctx: Context, args: dict[str, Any]) -> None:
    """The target player discards n cards (``n: all``: the whole hand). ``pick``: random
    (drawn one at a time), choose (the discarding player chooses), you choose (the effect's
    controller chooses). The cards move together in the order the move policy gives
    (:mod:`engine.moves`): all, leftmost first; else as picked; a choice that must take
    every card selects no order (000: ニコル・ボーラス, "which one enters is not determined")."""
    from engine.moves import move_together
    from engine.policies.moves import ALL, ANY, CHOSEN

    game = ctx.game
    pick = args.get("pick", "random")
    for name in ctx.players(args.get("player", "opponent")):
        hand = game.players[name].hand
        picks: list[Card] = []
        how = ALL if args.get("n") == "all" else CHOSEN
        if how == ALL:
            picks = list(hand)
        elif pick != "random" and _n(args) >= len(hand):
            picks, how = list(hand), ANY
        for _ in range(min(_n(args), len(hand)) if how == CHOSEN else 0):
            options = [c for c in hand if c not in picks]
            if pick == "random":
                picks.append(game.rng.choice(options))
            else:
                chooser = ctx.controller if pick == "you choose" else name
                picks.append(game.decide(chooser, "discard", options, lambda c: c.name))
        move_together(game, picks, Zone.GRAVEYARD, "discard", how, ctx.controller)


def _remove(ctx: Context, args: dict[str, Any], to: Zone, cause: str) -> None:
    from engine.moves import how_selected, move_together

    spec = args.get("target", args)
    targets = select_creatures(ctx, spec)
    ctx.moved.extend(targets)
    move_together(ctx.game, targets, to, cause, how_selected(spec), ctx.controller)


@op("destroy")
def _destroy(ctx: Context, args: dict[str, Any]) -> None:
    _remove(ctx, args, Zone.GRAVEYARD, "destroyed")


@op("bounce")
def _bounce(ctx: Context, args: dict[str, Any]) -> None:
    _remove(ctx, args, Zone.HAND, "bounce")


@op("mana send")
def _mana_send(ctx: Context, args: dict[str, Any]) -> None:
    _remove(ctx, args, Zone.MANA, "mana send")


@op("shield send")
def _shield_send(ctx: Context, args: dict[str, Any]) -> None:
    _remove(ctx, args, Zone.SHIELDS, "shield send")


@op("shuffle graveyard into deck")
def _shuffle_back(ctx: Context, args: dict[str, Any]) -> None:
    game = ctx.game
    p = game.players[ctx.controller]
    cards = list(p.graveyard)
    p.graveyard.clear()
    p.deck.extend(cards)
    game.rng.shuffle(p.deck)
    game.note(f"player {p.name} shuffles {len(cards)} graveyard cards into the deck")


@op("power")
def _power(ctx: Context, args: dict[str, Any]) -> None:
    for cr in select_creatures(ctx, args.get("target", {"player": "you", "count": 1}), "you"):
        cr.power_bonus += int(args.get("amount", 0))


@op("grant")
def _grant(ctx: Context, args: dict[str, Any]) -> None:
    for cr in select_creatures(ctx, args.get("target", {"player": "you", "count": 1}), "you"):
        cr.granted_keywords.update(args.get("keywords", []))


def _listed(value: Any) -> list[Any]:
    return list(value) if isinstance(value, (list, tuple)) else [value]


def card_matches(card: Card, f: dict[str, Any]) -> bool:
    """Whether a card (outside the battle zone) passes a filter."""
    d = card.definition
    if f.get("creature", True) and not d.type.is_creature:
        return False
    if "civilization" in f and not set(_listed(f["civilization"])) & set(d.civilizations):
        return False
    if "type" in f and d.type.value != f["type"]:
        return False
    if f.get("multicolour") and not d.is_multicolour:
        return False
    if "keyword" in f and not d.has(f["keyword"]):
        return False
    if "race" in f and not any(x in r for x in _listed(f["race"]) for r in d.races):
        return False
    if "max cost" in f and d.cost > int(f["max cost"]):
        return False
    if f.get("not evolution") and d.type.value == "evolution creature":
        return False
    return True


def _count(args: dict[str, Any]) -> tuple[int, bool]:
    raw = str(args.get("count", args.get("n", 1)))
    up_to = raw.startswith("up to")
    return int(raw.replace("up to", "").strip()), up_to


@op("reveal and take")
def _reveal_and_take(ctx: Context, args: dict[str, Any]) -> None:
    game = ctx.game
    p = game.players[ctx.controller]
    revealed = p.deck[: _n(args)]
    want = args.get("filter", {})
    matching = [c for c in revealed if card_matches(c, {"creature": False, **want})]
    if args.get("take") == "all":  # "その中から…をすべて手札に加え"
        taken = list(matching)
    else:
        taken = [game.decide(ctx.controller, "take", matching, lambda c: c.name)] if matching else []
    game.note(f"player {p.name} reveals " + ", ".join(c.name for c in revealed))
    for card in taken:
        game.move_card(card, Zone.HAND, "effect")
    rest = [c for c in revealed if c not in taken]
    with game.simultaneously():
        for c in rest:
            if args.get("rest", "graveyard") == "top":
                continue
            if args.get("rest", "graveyard") == "bottom":
                game.move_card(c, Zone.DECK, "effect", bottom=True)
            else:
                game.move_card(c, Zone.GRAVEYARD, "effect")


@op("put from hand")
def _put_from_hand(ctx: Context, args: dict[str, Any]) -> None:
    """Each chosen creature enters on its own, in the order chosen (000 help: クリーチャー;
    they enter one at a time, so each 'enters' is its own event)."""
    game = ctx.game
    p = game.players[ctx.controller]
    n, up_to = _count(args)
    filt = args.get("filter", {})
    chosen: list[Card] = []
    for _ in range(n):
        options: list[Card | None] = [c for c in p.hand if card_matches(c, filt) and c not in chosen]
        if not options:
            break
        if up_to:
            options.append(None)
        pick = game.decide(ctx.controller, "put into battle zone", options,
                           lambda c: "stop" if c is None else c.name)
        if pick is None:
            break
        chosen.append(pick)
    for card in chosen:
        game.put_into_battle(ctx.controller, [card], "effect", from_zone=Zone.HAND)


@op("meteorburn")
def _meteorburn(ctx: Context, args: dict[str, Any]) -> None:
    """Put n cards from under the source creature into the graveyard, one at a time as chosen
    (classic-ja dm22-s01 メテオバーン); ``burned`` remembers them for a later step."""
    game, cr = ctx.game, ctx.source_creature
    for _ in range(_n(args)):
        if cr is None or cr not in game.all_creatures() or len(cr.cards) < 2:
            break
        pick = game.decide(ctx.controller, "meteorburn", cr.cards[1:], lambda c: c.name)
        cr.cards.remove(pick)
        ctx.burned.append(pick)
        game.note(f"meteorburn: {pick.name} from under {cr.name} goes to the graveyard"
                  + ("" if len(cr.cards) > 1 else f" (it was the last card under {cr.name})"))
        game.move_card(pick, Zone.GRAVEYARD, "meteorburn")


@op("win the game")
def _win(ctx: Context, args: dict[str, Any]) -> None:
    """The controller wins (003 勝利条件: a card's own win condition), if ``if`` holds now."""
    if check(ctx, args.get("if") or {}):
        ctx.game.win(ctx.controller, f"{ctx.source_card.name if ctx.source_card else 'an effect'}: "
                     f"player {ctx.controller} wins the game")
    else:
        ctx.game.note("the win condition is not met")


def _burned_last(ctx: Context, race: Any) -> bool:
    """The card just burned was the last one under the source creature and has ``race``."""
    cr = ctx.source_creature
    return bool(ctx.burned) and cr is not None and len(cr.cards) == 1 and str(race) in ctx.burned[-1].definition.races


def _opponent_more_mana(ctx: Context, value: Any) -> bool:
    """Cards in the mana zones, rainbows included: DMPS max mana (001, 5文明カード)."""
    game: Game = ctx.game
    more = len(game.players[ctx.opponent].mana) > len(game.players[ctx.controller].mana)
    return more == bool(value)


def _shields_at_least(ctx: Context, value: Any) -> bool:
    game: Game = ctx.game
    return len(game.players[ctx.controller].shields) >= int(value)


# ------------------------------------------- moves the ordering examples need (000/001)
ZONE_WORDS = {"deck": Zone.DECK, "mana zone": Zone.MANA, "graveyard": Zone.GRAVEYARD,
              "hyperspatial zone": Zone.HYPERSPATIAL, "hand": Zone.HAND}


def _card_filter(ctx: Context, card: Card, f: dict[str, Any], zone_size: int) -> bool:
    """:func:`card_matches`, plus ``max cost: cards in zone`` (母なる大地) and ``shares a race
    with: that`` (a race of the creature the triggering event concerns)."""
    f = dict(f)
    if f.get("max cost") == "cards in zone":
        f["max cost"] = zone_size
    if f.pop("shares a race with", None):
        that = ctx.event.creature if ctx.event is not None else None
        if that is None or not set(card.definition.races) & set(that.definition.races):
            return False
    return card_matches(card, f)


@op("put from zone")
def _put_from_zone(ctx: Context, args: dict[str, Any]) -> None:
    """Put cards from a zone into the battle zone (or the hand), one at a time in the order
    chosen: each put creature enters on its own event (000 help: クリーチャー). ``player:
    moved`` is the owner of the creature an earlier step moved (母なる大地: "that mana zone")."""
    game = ctx.game
    who = args.get("player", "you")
    owner = (ctx.moved[-1].top.owner if ctx.moved else None) if who == "moved" else ctx.players(who)[0]
    if owner is None:
        game.note("nothing was moved before: the effect does nothing")
        return
    zone = ZONE_WORDS[args.get("zone", "deck")]
    cards = game.players[owner].cards_in(zone)
    chooser = ctx.players(args.get("chooser", "you"))[0]
    to_hand = args.get("to") == "hand"
    size, filt = len(cards), args.get("filter", {})
    every = args.get("count") == "all"
    n, up_to = (size, False) if every else _count(args)
    chosen: list[Card] = [c for c in cards if _card_filter(ctx, c, filt, size)] if every else []
    for _ in range(0 if every else n):
        options: list[Card | None] = [c for c in cards if c not in chosen and _card_filter(ctx, c, filt, size)]
        if not options:
            break
        if args.get("pick") == "random":
            chosen.append(game.rng.choice([c for c in options if c is not None]))
            continue
        kind = "take" if to_hand else "put into battle zone"
        pick = game.decide(chooser, kind, [*options, None] if up_to else options,
                           lambda c: "stop" if c is None else c.name)
        if pick is None:
            break
        chosen.append(pick)
    for card in chosen:
        if to_hand:
            game.move_card(card, Zone.HAND, "effect")
        else:
            game.put_into_battle(card.owner, [card], "effect", from_zone=zone)
    if zone is Zone.DECK:
        game.rng.shuffle(game.players[owner].deck)


@op("return this to the battle zone")
def _return_this(ctx: Context, args: dict[str, Any]) -> None:
    """The ability's own card goes from the zone it waits in into the battle zone."""
    card = ctx.source_card
    where = ctx.game.locate(card) if card is not None else None
    if card is None or where is None or where[1] is Zone.BATTLE:
        ctx.game.note("the card is no longer where its ability waited: it stays")
        return
    ctx.game.put_into_battle(card.owner, [card], "effect", from_zone=where[1])


@op("tap")
def _tap(ctx: Context, args: dict[str, Any]) -> None:
    for cr in select_creatures(ctx, args.get("target", {}), "opponent"):
        cr.tapped = True
        ctx.game.note(f"{cr.name} is tapped" + (" and does not untap at the start of its controller's "
                                                  "next turn (not modelled)" if args.get("freeze") else ""))


@op("mana to graveyard")
def _mana_to_graveyard(ctx: Context, args: dict[str, Any]) -> None:
    game = ctx.game
    for name in ctx.players(args.get("player", "opponent")):
        mana = game.players[name].mana
        for _ in range(min(_n(args), len(mana))):
            pick = game.decide(ctx.controller, "mana to graveyard", list(mana), lambda c: c.name)
            game.move_card(pick, Zone.GRAVEYARD, "effect")


@op("mana to deck top")
def _mana_to_deck_top(ctx: Context, args: dict[str, Any]) -> None:
    game = ctx.game
    mana = game.players[ctx.controller].mana
    for _ in range(min(_n(args), len(mana))):
        pick = game.decide(ctx.controller, "mana to deck", list(mana), lambda c: c.name)
        game.move_card(pick, Zone.DECK, "effect")


@op("reveal until")
def _reveal_until(ctx: Context, args: dict[str, Any]) -> None:
    """Reveal from the top until ``count`` cards match; put those into the battle zone one
    at a time (エンペラー・キリコ), then shuffle the deck."""
    game = ctx.game
    p = game.players[ctx.controller]
    want, filt = int(args.get("count", 1)), args.get("filter", {})
    hits: list[Card] = []
    shown = 0
    for card in p.deck:
        if len(hits) >= want:
            break
        shown += 1
        if card_matches(card, filt):
            hits.append(card)
    game.note(f"player {p.name} reveals {shown} cards: " + ", ".join(c.name for c in p.deck[:shown]))
    for card in hits:
        game.put_into_battle(p.name, [card], "effect", from_zone=Zone.DECK)
    game.rng.shuffle(p.deck)


@op("reveal top")
def _reveal_top(ctx: Context, args: dict[str, Any]) -> None:
    """Reveal the top card of the controller's deck: if it passes the filter it goes ``then:
    battle zone|hand``, else ``else: top|bottom|graveyard``. ``cheaper than this``: a creature
    costing less than the source creature (連鎖, dmwiki). Lost prism, 連鎖, バトライ閣."""
    game = ctx.game
    p = game.players[ctx.controller]
    if not p.deck:
        return
    top = p.deck[0]
    game.note(f"player {p.name} reveals the top card of their deck: {top.name}")
    f = dict(args.get("filter", {}))
    ok = True
    if f.pop("cheaper than this", False):
        me = ctx.source_creature
        ok = me is not None and top.definition.type.is_creature and top.definition.cost < me.definition.cost
    if ok and card_matches(top, {"creature": False, **f}):
        if args.get("then", "battle zone") == "hand":
            game.move_card(top, Zone.HAND, "effect")
        else:
            game.put_into_battle(p.name, [top], "effect", from_zone=Zone.DECK)
    elif args.get("else", "top") == "bottom":
        game.move_card(top, Zone.DECK, "effect", bottom=True)
    elif args.get("else") == "graveyard":
        game.move_card(top, Zone.GRAVEYARD, "effect")


@op("that card to graveyard")
def _that_card_to_graveyard(ctx: Context, args: dict[str, Any]) -> None:
    card = ctx.event.card if ctx.event is not None else None
    where = ctx.game.locate(card) if card is not None else None
    if card is None or where is None or where[1] is Zone.BATTLE:
        ctx.game.note("the card has moved on: the effect does nothing")
        return
    ctx.game.move_card(card, Zone.GRAVEYARD, "effect")


def _mana_arms(ctx: Context, value: Any) -> bool:
    """マナ武装 n: at least n cards of the civilization in your mana zone."""
    civ = Civ(value["civilization"])
    mana = ctx.game.players[ctx.controller].mana
    return sum(1 for c in mana if civ in c.definition.civilizations) >= int(value["n"])


def _mana_cards_at_least(ctx: Context, value: Any) -> bool:
    """メタモーフ and the like: at least n cards in your mana zone."""
    return len(ctx.game.players[ctx.controller].mana) >= int(value)


def _hand_at_most(ctx: Context, value: Any) -> bool:
    return len(ctx.game.players[ctx.controller].hand) <= int(value)


# ----------------------------------------------------------------- conditions
Condition = Callable[[Context, Any], bool]
CONDITIONS: dict[str, Condition] = {
    "burned the last card under it and it has race": _burned_last,
    "opponent has more mana": _opponent_more_mana,
    "you have at least shields": _shields_at_least,
    "mana arms": _mana_arms,
    "you have at least mana cards": _mana_cards_at_least,
    "you have at most cards in hand": _hand_at_most,
    # meteorburn needs a card to burn (601.1a: an effect that can't be carried out can't be used)
    "it has cards under it": lambda ctx, v: (ctx.source_creature is not None
                                             and len(ctx.source_creature.cards) > 1) == bool(v),
}


def check(ctx: Context, condition: dict[str, Any]) -> bool:
    for key, value in condition.items():
        if key not in CONDITIONS:
            raise CardDataError("card data", 0, "if", f"unknown condition {key!r}; known: "
                                + ", ".join(sorted(CONDITIONS)))
        if not CONDITIONS[key](ctx, value):
            return False
    return True


def run_effects(game: Game, controller: str, effects: Sequence[Effect], source_card: Card | None,
                source_creature: Creature | None = None, event: Event | None = None) -> None:
    ctx = Context(game, controller, source_card, source_creature, event=event)
    for effect in effects:
        OPS[effect.op](ctx, effect.args)


def resolve_waiting(game: Game, w: Waiting) -> None:
    ctx = Context(game, w.controller, w.source_card, w.source_creature, event=w.event)
    if not check(ctx, w.ability.condition):
        game.note(f"{w.describe()}: its condition is not met at resolution, it does nothing")
        return
    from engine.declarations import declared_at_resolution

    if not declared_at_resolution(game, w):  # a declared ability not declared yet is offered now
        return
    if w.ability.optional:
        use = game.decide(w.controller, "use optional", ["use", "skip"],
                          lambda o: f"{o} {w.source_name}")
        if use == "skip":
            return
    run_effects(game, w.controller, w.ability.effects, w.source_card, w.source_creature, w.event)
