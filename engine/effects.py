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
            picks.append(game.decide(ctx.controller, "target", options, lambda c: c.name))
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
    game = ctx.game
    for name in ctx.players(args.get("player", "opponent")):
        hand = game.players[name].hand
        picks: list[Card] = []
        for _ in range(min(_n(args), len(hand))):
            options = [c for c in hand if c not in picks]
            if args.get("pick", "random") == "random":
                picks.append(game.rng.choice(options))
            else:
                picks.append(game.decide(name, "discard", options, lambda c: c.name))
        with game.simultaneously():
            for card in picks:
                game.move_card(card, Zone.GRAVEYARD, "discard")


def _remove(ctx: Context, args: dict[str, Any], to: Zone, cause: str) -> None:
    targets = select_creatures(ctx, args.get("target", args))
    with ctx.game.simultaneously():
        for cr in targets:
            ctx.game.remove_creature(cr, to, cause)


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


def card_matches(card: Card, f: dict[str, Any]) -> bool:
    """Whether a card (outside the battle zone) passes a filter."""
    d = card.definition
    if f.get("creature", True) and not d.type.is_creature:
        return False
    if "civilization" in f and f["civilization"] not in d.civilizations:
        return False
    if "keyword" in f and not d.has(f["keyword"]):
        return False
    if "race" in f and not any(f["race"] in r for r in d.races):
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
    matching = [c for c in revealed if not want.get("type") or c.definition.type.value == want["type"]]
    taken = game.decide(ctx.controller, "take", matching, lambda c: c.name) if matching else None
    game.note(f"player {p.name} reveals " + ", ".join(c.name for c in revealed))
    if taken is not None:
        game.move_card(taken, Zone.HAND, "effect")
    rest = [c for c in revealed if c is not taken]
    with game.simultaneously():
        for c in rest:
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


# ----------------------------------------------------------------- conditions
Condition = Callable[[Context, Any], bool]
CONDITIONS: dict[str, Condition] = {
    "burned the last card under it, of race": _burned_last,
    # cards in the mana zones, rainbows included: DMPS max mana (001, 5文明カード)
    "opponent has more mana": lambda ctx, v: (len(ctx.game.players[ctx.opponent].mana)
                                              > len(ctx.game.players[ctx.controller].mana)) == bool(v),
    "you have at least shields": lambda ctx, v: len(ctx.game.players[ctx.controller].shields) >= int(v),
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
                source_creature: Creature | None = None) -> None:
    ctx = Context(game, controller, source_card, source_creature)
    for effect in effects:
        OPS[effect.op](ctx, effect.args)


def resolve_waiting(game: Game, w: Waiting) -> None:
    ctx = Context(game, w.controller, w.source_card, w.source_creature)
    if not check(ctx, w.ability.condition):
        game.note(f"{w.describe()}: its condition is not met at resolution, it does nothing")
        return
    if w.ability.optional:
        use = game.decide(w.controller, "use optional", ["use", "skip"],
                          lambda o: f"{o} {w.source_name}")
        if use == "skip":
            return
    run_effects(game, w.controller, w.ability.effects, w.source_card, w.source_creature)
