"""Which abilities an event triggers, and where each waiting effect came from.

Every trigger event (``when:``) is registered here with its matcher — what it means — the
parameters of its own, whether it reads the filter keys and where its abilities wait
(:func:`when`, into :data:`engine.kernel.registry.TRIGGERS`): one entry, so a name without a
meaning cannot exist, and the card loader accepts exactly these names and keys.

Trigger filters about moves live here too: ``first time this turn`` (only the first
qualifying event of the turn triggers; DMPS: the first card moved, since events of one batch
are in move order) and ``one or more`` (the ability triggers once for a batch of
simultaneous moves: 000, インフィニティ・ドラゴン).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from itertools import chain, compress, repeat
from operator import and_, attrgetter

from engine.kernel.args import AMOUNT, BOOL, FILTER, REQUIRED, Arg, Int, OneOrList, choice, zones
from engine.kernel.registry import TRIGGER_KEYS, TRIGGERS, declare_keys, trigger
from engine.kernel.rules import Rules
from engine.mechanics import abilities, continuous, kinds
from engine.mechanics.filters import OBJECT_KEYS, Perspective, grants_to, listed, matches
from engine.mechanics.kinds import battle_mask, steady
from engine.model import made
from engine.model.cards import Ability, CardDef, CardType, Trigger
from engine.model.decisions import JANKEN_HANDS
from engine.model.events import Event
from engine.model.memo import per_definition
from engine.model.objects import CARD_LISTS, Card, Creature, Zone
from engine.model.waiting import Waiting


class Source:
    """An observer: the card (and creature, in the battle zone) that holds abilities."""

    def __init__(self, controller: str, zone: str, card: Card, creature: Creature | None) -> None:
        self.controller, self.zone, self.card, self.creature = controller, zone, card, creature

    def is_self(self, event: Event) -> bool:
        if self.creature is not None and event.creature is not None:
            return self.creature is event.creature
        return event.card is self.card

    def perspective(self, event: Event) -> Perspective:
        return Perspective(self.controller, self.card, self.creature, event.creature)


def _creature(g: Rules, t: Trigger, e: Event, s: Source) -> bool:
    """The event's creature passes the trigger's filter (race, civilization, other, ...); a filter with
    no key about the object passes without a perspective made (what :func:`matches` answers then)."""
    if e.creature is None:
        return False
    return OBJECT_KEYS.isdisjoint(t.filter) or matches(g, e.creature, t.filter, s.perspective(e))


def _card(g: Rules, t: Trigger, e: Event, s: Source) -> bool:
    """The event's card passes the trigger's filter (whose: its owner); a filter with no key about
    the object passes without a perspective made (what :func:`matches` answers then)."""
    if e.card is None:
        return False
    return OBJECT_KEYS.isdisjoint(t.filter) or matches(g, e.card, t.filter, s.perspective(e))


def _crossed(s: Source, creature: object) -> bool:
    """``creature`` is the one the observing cross gear is crossed onto (これをクロスしたクリーチャー)."""
    return s.creature is not None and creature is not None and s.creature.attached_to is creature


def _nth_attack(g: Rules, t: Trigger, e: Event) -> bool:
    """``nth attack this turn``: the attack is the player's n-th of the turn (龍装者 バルチュリス: 2)."""
    if "nth attack this turn" not in t.filter:
        return True
    turn = e.data.get("turn")
    nth = sum(1 for x in g.state.events if x.kind == "attacked" and x.player == e.player and x.data.get("turn") == turn
              and x.seq <= e.seq)
    return nth == int(t.filter["nth attack this turn"])
def _cast_from(t: Trigger, e: Event) -> bool:
    """The spell was cast from the zone (or one of the zones) of the trigger's ``cast from``."""
    if "cast from" not in t.filter:
        return True
    return e.from_zone is not None and e.from_zone.value in listed(t.filter["cast from"])


def _attacked(g: Rules, t: Trigger, e: Event, s: Source) -> bool:
    """The attacked creature passes the trigger's ``attacked`` filter (if any)."""
    return "attacked" not in t.filter or (e.creature is not None and matches(
        g, e.creature, dict(t.filter["attacked"]), s.perspective(e)))


def _blocked_attacker(g: Rules, t: Trigger, e: Event, s: Source) -> bool:
    """The attacker whose attack was blocked passes the trigger's filter (ブロックされた時: the blocked one)."""
    attacker = e.data.get("attacker")
    return isinstance(attacker, Creature) and matches(
        g, attacker, t.filter, Perspective(s.controller, s.card, s.creature, attacker))


def _winner(g: Rules, t: Trigger, e: Event, s: Source) -> bool:
    """The battle had a winner and it passes the trigger's filter."""
    winner = e.data.get("winner")
    return isinstance(winner, Creature) and matches(
        g, winner, t.filter, Perspective(s.controller, s.card, s.creature, winner))


# The ways of entering that are a summon (S・トリガー creatures are summoned: コストを支払わずにすぐ召喚).
SUMMONED = ("summon", "summon for free", "shield trigger")
TAPS = ("tapped", "attacked", "blocked", "tap skill", "dynamo")  # the events in which a creature taps

Matcher = Callable[[Rules, Trigger, Event, Source], bool]


# trigger event -> the kinds of game event its matcher can answer (a matcher is false for any other kind)
ANSWERS: dict[str, frozenset[str]] = {}


def when(name: str, on: str | tuple[str, ...], matcher: Matcher, *params: Arg, doc: str, filtered: bool = False,
         waits_from: str | None = None) -> None:
    """Register the trigger event ``name`` with its matcher (typed here: a :data:`Matcher`), which
    answers only game events of the kinds ``on`` (the index of :func:`observer_mask`; the tests
    check every matcher is false for every other kind)."""
    trigger(name, matcher, *params, doc=doc, filtered=filtered, waits_from=waits_from)
    ANSWERS[name] = frozenset((on,) if isinstance(on, str) else on)


def never(g: Rules, t: Trigger, e: Event, s: Source) -> bool:
    """Events no game event matches: another part of the rules handles them."""
    return False


# Zones a triggered ability may wait from (``from:``), besides the battle zone.
WAITS_FROM = ("graveyard", "hyperspatial", "shield", "hand", "mana")  # the words of OBSERVED_ZONES
# The declared abilities (使用宣言) a trigger may need (engine.mechanics.declarations).
DECLARED = ("invasion", "revolution change", "attack chance", "revenge chance", "invasion zero",
            "revolution 0 trigger", "ninja strike", "s-back", "bio-k", "after the attack", "oni end",
            "mugetsu gate")
ENTERED_BY = ("summon", "summon for free", "shield trigger", "invasion", "revolution change", "effect", "swap")

# What every ``when:`` may carry besides the filter and its event's own parameters.
declare_keys(
    TRIGGER_KEYS,
    Arg("from", choice(*WAITS_FROM, what="zone"),
        doc="the zone the ability waits in when it is not the battle zone (default: the event's own)"),
    Arg("declare", choice(*DECLARED, what="declaration"),
        doc="the ability must be declared (使用宣言): see engine/mechanics/declarations.py"),
    Arg("first time this turn", BOOL,
        doc="true: only the first qualifying event of the turn (DMPS: the first card moved)"),
    Arg("one or more", BOOL, doc="true: once for a batch of simultaneous moves"),
    Arg("during", choice("your turn", "opponent turn", what="turn"),
        doc="only during that player's turn (自分のターン中、/ 相手のターン中、…時)"),
)

# Trigger events: "this ..." triggers watch the ability's own card. ``filtered``: the event reads the
# filter keys, against its creature (or card); every other key is the event's own or a trigger key.
when("this enters", "entered", lambda g, t, e, s: e.kind == "entered" and s.is_self(e)
     and ("by" not in t.filter or t.filter["by"] == e.cause),
     Arg("by", choice(*ENTERED_BY, what="way of entering"), doc="only when it entered that way"),
     doc="this creature is put into the battle zone (出た時)")
when("your creature enters", "entered", lambda g, t, e, s: e.kind == "entered" and e.player == s.controller
     and _creature(g, t, e, s),
     Arg("including this", BOOL, doc="true: this creature entering counts too"),
     doc="one of your creatures is put into the battle zone", filtered=True)
when("your tamaseed enters", "entered", lambda g, t, e, s: e.kind == "entered" and e.player == s.controller
     and e.creature is not None and e.creature.definition.type is CardType.TAMASEED and _creature(g, t, e, s),
     doc="one of your タマシード is put into the battle zone (自分のタマシードが出た時)", filtered=True)
when("a creature enters", "entered", lambda g, t, e, s: e.kind == "entered" and _creature(g, t, e, s),
     doc="a creature is put into the battle zone (whose: whose creature)", filtered=True)
when("a creature evolves", "entered", lambda g, t, e, s: e.kind == "entered" and e.creature is not None
     and e.creature.definition.type is CardType.EVOLUTION_CREATURE and len(e.creature.cards) > 1
     and _creature(g, t, e, s),
     doc="an evolution creature is put onto a creature (進化した時; other: not this one; whose: whose)", filtered=True)
when("this destroyed", "left", lambda g, t, e, s: e.kind == "left" and bool(e.data.get("destroyed")) and s.is_self(e),
     doc="this creature is destroyed (looks back: it was in the battle zone)")
when("another creature destroyed", "left", lambda g, t, e, s: e.kind == "left" and bool(e.data.get("destroyed"))
     and (e.creature is None or _creature(g, t, e, s)) and not s.is_self(e),
     doc="another creature is destroyed; first time this turn: true (DMPS: the first card moved; TCG: any "
         "moved together, Q&A 40030)", filtered=True)
when("a creature destroyed", "left", lambda g, t, e, s: e.kind == "left" and bool(e.data.get("destroyed"))
     and (e.creature is None or _creature(g, t, e, s)),
     doc="a creature is destroyed, this one included (…が破壊された時; whose: whose creature; looks back)",
     filtered=True)
when("a creature put into graveyard", "left", lambda g, t, e, s: e.kind == "left" and e.to_zone is Zone.GRAVEYARD
     and (e.creature is None or _creature(g, t, e, s)),
     doc="a creature (or a cross gear: type) goes from the battle zone to a graveyard, destroyed or not "
         "(バトルゾーンから墓地に置かれた時; other: not this one)", filtered=True)
when("this leaves", "left", lambda g, t, e, s: e.kind == "left" and s.is_self(e)
     and ("to" not in t.filter or (e.to_zone is not None and e.to_zone.value == t.filter["to"])),
     Arg("to", zones(*(z.value for z in Zone)), doc="where it goes"),
     doc="this creature leaves the battle zone")
when("your creature leaves", "left", lambda g, t, e, s: e.kind == "left" and e.player == s.controller
     and _creature(g, t, e, s),
     doc="one of your creatures leaves the battle zone; one or more: true (once for creatures leaving "
         "together)", filtered=True)
when("this attacks", "attacked", lambda g, t, e, s: e.kind == "attacked" and s.is_self(e),
     Arg("before blocks", BOOL, doc="true: 相手がブロックする前に — what every attack trigger does: it resolves as the "
                                    "attack is declared, before the block step (engine.mechanics.combat.attack)"),
     doc="this creature attacks")
when("this attacks a creature", "creature attacked",
     lambda g, t, e, s: e.kind == "creature attacked" and s.creature is not None
     and e.data.get("attacker") is s.creature and _attacked(g, t, e, s),
     Arg("attacked", FILTER, doc="only a creature passing this filter (パワー6000以上のクリーチャーを攻撃する時)"),
     doc="this creature attacks a creature (クリーチャーを攻撃する時; that: the attacked creature)")
when("a creature is attacked", "creature attacked",
     lambda g, t, e, s: e.kind == "creature attacked" and _creature(g, t, e, s),
     doc="a creature is attacked (…が攻撃された時, at the attack's declaration; whose: whose creature; "
         "that: the attacked creature)", filtered=True)
when("this is attacked", "attacked", lambda g, t, e, s: e.kind == "attacked" and s.creature is not None
     and e.data.get("attacked creature") is s.creature,
     doc="an opponent's creature attacks this creature (攻撃された時: at the attack's declaration, 506)")
when("this blocks", "blocked", lambda g, t, e, s: e.kind == "blocked" and s.is_self(e),
     doc="this creature blocks (ブロックした時: as it is tapped to block, before the battle)")
when("a creature blocks", "blocked", lambda g, t, e, s: e.kind == "blocked" and _creature(g, t, e, s),
     doc="a creature blocks (…がブロックした時, as it is tapped to block; whose: whose creature)", filtered=True)
when("this is blocked", "blocked", lambda g, t, e, s: e.kind == "blocked" and s.creature is not None
     and e.data.get("attacker") is s.creature,
     doc="this creature's attack is blocked (ブロックされた時: as the blocker is tapped, before the battle)")
when("a creature is blocked", "blocked", lambda g, t, e, s: e.kind == "blocked" and _blocked_attacker(g, t, e, s),
     doc="a creature's attack is blocked (…がブロックされた時, as the blocker is tapped, before the battle; whose: "
         "whose attacking creature)", filtered=True)
when("your creature attacks", "attacked", lambda g, t, e, s: e.kind == "attacked" and e.player == s.controller
     and _creature(g, t, e, s) and _nth_attack(g, t, e),
     Arg("nth attack this turn", Int(1), doc="only your n-th attack of the turn"),
     doc="one of your creatures attacks", filtered=True)
when("opponent creature attacks", "attacked", lambda g, t, e, s: e.kind == "attacked" and e.player != s.controller
     and (t.filter.get("attacking") != "you" or e.data.get("target") == s.controller) and _creature(g, t, e, s),
     Arg("attacking", choice("you", what="player"), doc="it attacks you"),
     doc="an opponent's creature attacks (相手の火または自然のクリーチャーが攻撃する時: the filter)", filtered=True)
when("a creature attacks", "attacked", lambda g, t, e, s: e.kind == "attacked" and _creature(g, t, e, s),
     doc="a creature attacks, either player's (グランド・デビルが攻撃する時; whose: whose creature)", filtered=True)
when("this attacks or blocks", ("attacked", "blocked"),
     lambda g, t, e, s: e.kind in ("attacked", "blocked") and s.is_self(e),
     doc="this creature attacks or blocks (攻撃またはブロックする時: as the attack is declared or the block is made)")
when("crossed creature attacks", "attacked", lambda g, t, e, s: e.kind == "attacked" and s.creature is not None
     and e.creature is not None and s.creature.attached_to is e.creature,
     doc="the creature this cross gear is crossed onto attacks (waits from the gear)")
when("equipped creature attacks", "attacked", lambda g, t, e, s: e.kind == "attacked" and s.creature is not None
     and e.creature is not None and s.creature.attached_to is e.creature,
     doc="the creature this dragheart weapon is equipped to attacks (これを装備したクリーチャーが攻撃する時, 305.2; "
         "waits from the weapon)")
when("crossed creature unblocked", "unblocked", lambda g, t, e, s: e.kind == "unblocked" and _crossed(s, e.creature),
     doc="the creature this cross gear is crossed onto attacks a player and is not blocked")
when("crossed creature is blocked", "blocked",
     lambda g, t, e, s: e.kind == "blocked" and _crossed(s, e.data.get("attacker")),
     doc="the attack of the creature this cross gear is crossed onto is blocked (as the blocker is tapped)")
when("crossed creature destroyed", "left", lambda g, t, e, s: e.kind == "left" and bool(e.data.get("destroyed"))
     and _crossed(s, e.creature), doc="the creature this cross gear was crossed onto is destroyed (looks back)")
when("crossed creature wins a battle", "battle",
     lambda g, t, e, s: e.kind == "battle" and _crossed(s, e.data.get("winner")),
     doc="the creature this cross gear is crossed onto wins a battle")
when("crossed creature battles", "battle", lambda g, t, e, s: e.kind == "battle" and (
     _crossed(s, e.creature) or _crossed(s, e.data.get("against"))),
     doc="the creature this cross gear is crossed onto battles (バトルする時: as the battle is fought)")
when("you generate a cross gear", "entered", lambda g, t, e, s: e.kind == "entered" and e.cause == "generate"
     and e.player == s.controller, doc="you generate a cross gear (ジェネレートした時: it is put into the battle zone)")
when("your creature unblocked", "unblocked", lambda g, t, e, s: e.kind == "unblocked" and e.player == s.controller
     and _creature(g, t, e, s),
     doc="one of your creatures attacks a player and is not blocked", filtered=True)
when("opponent creature unblocked", "unblocked", lambda g, t, e, s: e.kind == "unblocked" and e.player != s.controller,
     doc="an opponent's creature attacks you and is not blocked")
when("this breaks a shield", "broke", lambda g, t, e, s: e.kind == "broke" and s.creature is not None
     and e.data.get("by") is s.creature, doc="this creature breaks a shield")
when("before this breaks", "breaking", lambda g, t, e, s: e.kind == "breaking" and s.creature is not None
     and e.data.get("by") is s.creature,
     doc="ブレイクの前に: the shields this creature is to break are chosen and not yet broken; once per shield, "
         "resolved before the break (509.4, 603.7)")
when("your shield broken", "broke", lambda g, t, e, s: e.kind == "broke" and e.player == s.controller
     and isinstance(e.data.get("by"), Creature) and e.data["by"].controller != s.controller,
     doc="an opponent's creature breaks one of your shields (自分のシールドを相手のクリーチャーがブレイクした時: once "
         "per shield; a stacked shield is one)")
when("this wins a battle", "battle", lambda g, t, e, s: e.kind == "battle" and s.creature is not None
     and e.data.get("winner") is s.creature,
     doc="this creature wins a battle (the other had less power): 覚醒 (awaken)")
when("this battles", "battling", lambda g, t, e, s: e.kind == "battling" and s.is_self(e) and (
        "against" not in t.filter or (isinstance(e.data.get("against"), Creature) and matches(
            g, e.data["against"], dict(t.filter["against"]), s.perspective(e)))),
     Arg("against", FILTER,
         doc="only against a creature passing this filter (「ブロッカー」を持つクリーチャーとバトルする時)"),
     doc="this creature battles, in an attack (バトルする時: as the battle begins, resolved before the powers are "
         "compared: engine.mechanics.combat.attack_battle)")
when("this taps", TAPS, lambda g, t, e, s: e.kind in TAPS and s.creature is not None and e.creature is s.creature,
     doc="this creature taps: it attacks, blocks, uses a tap skill or its ダイナモ, or an effect or a cost taps it "
         "(…がタップした時; 各ターン…はじめて: first time this turn)")
when("a creature battles", "battling", lambda g, t, e, s: e.kind == "battling" and _creature(g, t, e, s),
     doc="a creature passing the filter battles, in an attack (…が攻撃して、バトルが始まった時: as the battle "
         "begins, resolved before the powers are compared; once per creature battling; バイオ・T waits in the "
         "hand: from: hand)", filtered=True)
when("a creature wins a battle", "battle", lambda g, t, e, s: e.kind == "battle" and _winner(g, t, e, s),
     doc="a creature wins a battle (…がバトルに勝った時; whose: whose creature)", filtered=True)
when("tap skill", "tap skill", lambda g, t, e, s: e.kind == "tap skill" and s.creature is not None
     and e.data.get("skill of", e.creature) is s.creature and bool(e.data.get("granted")) == ("grant to" in t.filter),
     Arg("grant to", FILTER, doc="the creatures of yours that may tap to use it (自分の光のクリーチャーをタップし、"
                                 "攻撃するかわりに次の能力を使ってもよい; engine.mechanics.skills)"),
     Arg("tap mana", AMOUNT, doc="it taps this many untapped cards of your mana zone too"),
     doc="this creature's tap skill is used (タップスキル: it taps instead of attacking; `When player A uses the "
         "tap skill of X`)")
when("crossed tap skill", "tap skill", lambda g, t, e, s: e.kind == "tap skill" and s.creature is not None
     and e.data.get("skill of") is s.creature and _crossed(s, e.creature),
     doc="the creature this cross gear is crossed onto taps instead of attacking to use this ability (これをクロスした"
         "クリーチャーで攻撃するかわりに、タップして次の能力を使ってもよい; engine.mechanics.skills)")
when("this links", "linked", lambda g, t, e, s: e.kind == "linked" and s.is_self(e),
     doc="this god links with its partner during the game (このクリーチャーがリンクした時: G・リンク, "
         "engine.mechanics.links; a board set up linked did not link)")
when("this can attack", "can attack", lambda g, t, e, s: e.kind == "can attack" and s.is_self(e),
     doc="this creature could attack and its controller uses the ability (このクリーチャーが攻撃できる時: "
         "engine.mechanics.skills.use_when_able_to_attack; it does not tap)")
when("silent skill", "silent skill", lambda g, t, e, s: e.kind == "silent skill" and s.is_self(e),
     doc="this creature's silent skill is used (サイレントスキル: at the start of your turn it stays tapped "
         "instead of untapping: engine.mechanics.skills)")
when("this dragsolutions", "dragsolution", lambda g, t, e, s: e.kind == "dragsolution" and s.is_self(e),
     doc="this dragheart is flipped by 龍解 (龍解した時)")
when("you cast a spell", "cast", lambda g, t, e, s: e.kind == "cast" and e.player == s.controller and _card(g, t, e, s)
     and _cast_from(t, e),
     Arg("cast from", OneOrList(zones(*(z.value for z in Zone))), doc="where the spell was cast from"),
     doc="you cast a spell", filtered=True)
when("you summon", "entered",
     lambda g, t, e, s: e.kind == "entered" and e.player == s.controller and e.cause in SUMMONED
     and _creature(g, t, e, s),
     doc="you summon a creature (自分が…を召喚した時: paid, free or by its shield trigger; read as it enters, "
         "as the classic rules did: dmwiki 召喚した時, 過去のルールでは「召喚によってバトルゾーンに出た時」と同義)",
     filtered=True)
when("a spell is cast", "cast", lambda g, t, e, s: e.kind == "cast",
     doc="any player casts a spell (誰かが呪文を唱えた場合: resolved once the spell is done)")
when("opponent summons or casts", ("entered", "cast"), lambda g, t, e, s: e.player != s.controller and (
        (e.kind == "entered" and e.cause in SUMMONED) or e.kind == "cast"),
     doc="your opponent summons a creature or casts a spell (相手がクリーチャーを召喚するか呪文を唱えた場合)")
when("opponent uses a shield trigger", ("entered", "cast"), lambda g, t, e, s: e.player != s.controller and (
        (e.kind == "entered" and e.cause == "shield trigger")
        or (e.kind == "cast" and e.data.get("use") == "shield trigger")),
     doc="your opponent uses a card's shield trigger: the creature is summoned or the spell cast (相手が"
         "「S・トリガー」を使った時)")
when("opponent casts a spell", "cast", lambda g, t, e, s: e.kind == "cast" and e.player != s.controller
     and _card(g, t, e, s) and _cast_from(t, e),
     Arg("cast from", OneOrList(zones(*(z.value for z in Zone))), doc="where the spell was cast from"),
     doc="your opponent casts a spell (相手が呪文を唱えた時: 闘龍騎リューガライザー)", filtered=True)
when("your turn starts", "turn started", lambda g, t, e, s: e.kind == "turn started" and e.player == s.controller,
     doc="the start of your turn")
when("opponent turn starts", "turn started", lambda g, t, e, s: e.kind == "turn started" and e.player != s.controller,
     doc="the start of your opponent's turn (相手のターンのはじめに: 黒神龍ダフトヘッド)")
when("your turn ends", "turn ended", lambda g, t, e, s: e.kind == "turn ended" and e.player == s.controller,
     doc="the end of your turn")
when("opponent turn ends", "turn ended", lambda g, t, e, s: e.kind == "turn ended" and e.player != s.controller,
     doc="the end of your opponent's turn")
when("each turn ends", "turn ended",
     lambda g, t, e, s: e.kind == "turn ended", doc="the end of each turn (either player's)")
when("opponent shows janken", "showed janken", lambda g, t, e, s: e.kind == "showed janken" and e.player != s.controller
     and e.data.get("hand") == t.filter.get("hand"),
     Arg("hand", choice(*JANKEN_HANDS, what="hand"), REQUIRED, doc="the hand shown"),
     doc="your opponent shows this hand in a ジャンケン (相手がジャンケンで「パー」を出した時: engine.ops.janken)")
when("opponent draws", "drew", lambda g, t, e, s: e.kind == "drew" and e.player != s.controller,
     doc="your opponent draws a card")
when("card put into graveyard", "moved", lambda g, t, e, s: e.kind == "moved" and e.to_zone is Zone.GRAVEYARD
     and _card(g, t, e, s), doc="a card is put into a graveyard from anywhere (whose: its owner)", filtered=True)
when("card put into mana zone", "moved", lambda g, t, e, s: e.kind == "moved" and e.to_zone is Zone.MANA
     and _card(g, t, e, s), doc="a card is put into a mana zone (whose: whose mana zone)", filtered=True)
when("your shield card goes to your hand", "moved",
     lambda g, t, e, s: e.kind == "moved" and e.from_zone is Zone.SHIELDS and e.to_zone is Zone.HAND
     and e.card is not None and e.card.owner == s.controller and _card(g, t, e, s),
     doc="a card of your shield zone is added to your hand, broken or by an effect (サバキZ: 裁きの紋章が自分のシールド"
         "ゾーンから手札に加えられた時; once per card; that: the card)", filtered=True)
when("card leaves your mana zone", "moved", lambda g, t, e, s: e.kind == "moved" and e.from_zone is Zone.MANA
     and e.to_zone is not Zone.MANA and e.card is not None and e.card.owner == s.controller,
     doc="a card leaves your mana zone (自分のマナゾーンからカードが離れる時, 地脈の守護者ラグ・マルタス: each card "
         "that leaves)")
when("this put into graveyard", "moved", lambda g, t, e, s: e.kind == "moved" and e.to_zone is Zone.GRAVEYARD
     and e.card is s.card, doc="this card is put into the graveyard from anywhere (waits from the graveyard)",
     waits_from="graveyard")
when("this put into mana", "moved",
     lambda g, t, e, s: e.kind == "moved" and e.to_zone is Zone.MANA and e.card is s.card,
     doc="this card is put into the mana zone (waits from the mana zone)", waits_from="mana")
when("this put into shield zone", "moved", lambda g, t, e, s: e.kind == "moved" and e.to_zone is Zone.SHIELDS
     and e.card is s.card and (not t.filter.get("face up") or s.card.face_up),
     Arg("face up", BOOL, doc="true: put there face up"),
     doc="this card is put into the shield zone (waits from the shield zone)", waits_from="shield")
when("this discarded", "moved", lambda g, t, e, s: e.kind == "moved" and e.cause == "discard" and e.card is s.card,
     doc="this card is discarded from its owner's hand (waits from the graveyard)", waits_from="graveyard")
when("your shield goes to hand", (), never,
     doc="(S-back: declare: s-back) one of your shields is about to go to your hand; the filter is the shield's "
         "(engine.mechanics.declarations handles it with the break: it never waits)", filtered=True)
when("this cast", (), never, doc="(spells) what the spell does when cast")
when("unstated timing", (), never,
     doc="the sources give the effect but not when it triggers: never triggers by itself; a scenario resolves "
         "it with `the ability of <card> resolves for player <X>`")


def matches_event(game: Rules, t: Trigger, event: Event, src: Source) -> bool:
    """Whether ``event`` is the trigger's event for the ability of ``src`` (its matcher)."""
    return TRIGGERS[t.event].matcher(game, t, event, src)


# ------------------------------------------------------------- "the first time"
def same_batch(a: Event, b: Event) -> bool:
    return bool(a.data.get("batch") == b.data.get("batch"))


def first_this_turn(game: Rules, event: Event, qualifies: Callable[[Event], bool]) -> bool:
    """No event before ``event`` this turn qualifies. Events of one batch are in move order,
    so under DMPS only the first card moved is "the first time"; the TCG's "every card moved
    together" is :func:`engine.mechanics.moving_together.referents`' business (the ability still triggers once)."""
    turn = event.data.get("turn")
    return not any(e.seq < event.seq and e.data.get("turn") == turn and qualifies(e) for e in game.state.events)


def _batch_triggered(game: Rules, ab: Ability, src: Source, event: Event) -> bool:
    """The ability of this source already started waiting for a move of the same batch."""
    uid = src.card.uid if src.card is not None else 0
    return (id(ab), uid, event.data.get("batch")) in game.state.triggered_in_batch


def trigger_allowed(game: Rules, t: Trigger, ab: Ability, event: Event, src: Source) -> bool:
    """``during`` (whose turn it is), ``first time this turn`` and ``one or more`` (see the module's docstring)."""
    during = t.filter.get("during")
    if during is not None and (game.state.turn_player == src.controller) != (during == "your turn"):
        return False
    if t.filter.get("first time this turn") and not first_this_turn(
            game, event, lambda e: matches_event(game, t, e, src)):
        return False
    return not (t.filter.get("one or more") and _batch_triggered(game, ab, src, event))


# ------------------------------------------------------------------ observers
def abilities_of(game: Rules, src: Source, grantors: list[Creature], among: list[Creature] | None = None,
                 ignoring: bool | None = None) -> Iterator[tuple[int, Ability, int]]:
    """(text index, ability, grantor position) of a source: its own abilities in text order,
    then abilities granted by ``grantors``' static abilities, leftmost grantor first (000:
    granted abilities count as added to the end of the text). A linked god has each god's
    abilities; a creature whose abilities are ignored has none, granted ones included
    (engine.mechanics.abilities; ``among``: the battle zone it looks back at; ``ignoring``: whether an
    element of it has an ignore ability, when the caller knows)."""
    if src.creature is not None and (abilities.ignore_statics_present(game, among) if ignoring is None else ignoring) \
            and abilities.ignored(game, src.creature, among):
        return
    own = abilities.printed(src.creature) + continuous.given_abilities(game, src.creature) \
        if src.creature is not None else src.card.definition.abilities
    for i, ab in enumerate(own):
        yield i, ab, -1
    if src.creature is None:
        return
    index = len(own)
    for grantor in grantors:
        for ab in abilities.of(game, grantor, among):
            if ab.kind != "static" or "grant" not in ab.static or not ab.static.get("abilities"):
                continue
            if grants_to(game, grantor, ab, src.creature):
                for granted in ab.static["abilities"]:
                    yield index, granted, grantor.position
                    index += 1


@per_definition
def grants_abilities(d: CardDef) -> bool:
    """Whether the card has a static ability that grants abilities (not only keywords)."""
    return any(ab.kind == "static" and "grant" in ab.static and ab.static.get("abilities") for ab in d.abilities)


def grantors_of(game: Rules) -> list[Creature]:
    """The creatures whose static abilities grant abilities, left to right."""
    return sorted((cr for cr in game.state.all_creatures() if grants_abilities(cr.definition)),
                  key=lambda c: c.position)


# ------------------------------------------------------- the index of observers
# A card definition is immutable, so which kinds of game event its own triggered abilities can answer,
# and from which zone, is a fact about its text computed once (never about a board: nothing the state,
# its copies or its key carry). Each (zone word, event kind) pair has a bit; a definition's mask ORs the
# pairs of its abilities' triggers (ANSWERS). An event asks only the cards whose mask has its pair's bit;
# each bit keeps the set of the definitions indexed so far that lack it, so a zone list none of whose
# cards can answer is passed over in one C call (a card whose definition is not indexed yet fails it).
# Every answer is exact whatever the process met before: where the set cannot answer, each card's mask
# is read (computed if need be), so no question depends on what was indexed earlier, only on the
# definitions asked about (the bits' numbering, given as pairs are first asked for, is never seen). A
# run that reads different forks in a fresh process than in a warm one would make fork attribution
# depend on the process (reports/model/attribution.py prunes by the forks a run reads).
_PAIR_BITS: dict[tuple[str, str], int] = {}
_SILENT: dict[int, set[int]] = {}  # pair bit -> ids of the indexed definitions whose mask lacks it
_OBSERVES: dict[int, int] = {}  # id(definition) -> observer_mask; _OBSERVING keeps each definition alive
_OBSERVING: list[CardDef] = []
_PLANS: dict[str, tuple[tuple[Zone, str, str, int, set[int]], ...]] = {}  # event kind -> its zones' bits
_DEFINITION = attrgetter("definition")
_GRANT = kinds.bit("grant")  # a static grant's kind (engine.mechanics.kinds): grants_abilities needs it
ELSEWHERE = "elsewhere"  # the word of any zone but the battle zone: one C call passes over a player's cards


def pair_bit(word: str, kind: str) -> int:
    """The bit of abilities waiting from the zone ``word`` for game events of ``kind`` (given when first asked)."""
    found = _PAIR_BITS.get((word, kind))
    if found is None:
        found = _PAIR_BITS[(word, kind)] = 1 << len(_PAIR_BITS)
        _SILENT[found] = set(_OBSERVES)  # no definition indexed so far has a bit just given
    return found


def observer_mask(d: CardDef) -> int:
    """The (zone, event kind) pairs the card's own triggered abilities may answer, a bit each (once per
    definition): an ability waiting from zone Z for the trigger event T answers the kinds ANSWERS[T] from Z."""
    found = _OBSERVES.get(id(d))
    if found is None:
        found = 0
        for ab in d.abilities:
            if ab.kind == "triggered":
                for t in ab.triggers:
                    word = waits_from(t)
                    for kind in ANSWERS[t.event]:
                        found |= pair_bit(word, kind)
                        if word != "battle":
                            found |= pair_bit(ELSEWHERE, kind)
        _OBSERVES[id(d)] = found
        _OBSERVING.append(d)
        for bit, silent in _SILENT.items():
            if not found & bit:
                silent.add(id(d))
    return found


@per_definition
def _waits_elsewhere(d: CardDef) -> bool:
    """Whether a triggered ability of the card waits outside the battle zone (a superset of the definitions
    whose observer_mask has an ELSEWHERE bit, read without indexing the definition)."""
    return any(waits_from(t) != "battle" for ab in d.abilities if ab.kind == "triggered" for t in ab.triggers)


def forget_index() -> None:
    """Forget every definition indexed and every pair's bit, as a fresh process starts (a test that
    alters ANSWERS indexes afresh; a test of the index builds it in several orders)."""
    _OBSERVES.clear()
    _OBSERVING.clear()
    _PAIR_BITS.clear()
    _SILENT.clear()
    _PLANS.clear()


def some_answers(lists: tuple[list[Card], ...], bit: int, silent: set[int]) -> bool:
    """Whether a card of ``lists`` has a definition whose mask has ``bit`` (``silent``: that bit's set
    of definitions known to lack it). Exact, whatever was indexed before: the set answers "none" in one
    C pass when it can; otherwise each card's mask is read, and a definition not indexed yet is then."""
    if silent.issuperset(map(id, map(_DEFINITION, chain.from_iterable(lists)))):
        return False
    return any(observer_mask(card.definition) & bit for card in chain.from_iterable(lists))


def _answering(cards: list[Card], bit: int) -> list[Card]:
    """The cards whose definitions have ``bit`` (one C pass; a definition met the first time is indexed then)."""
    try:
        return list(compress(cards, map(and_, map(_OBSERVES.get, map(id, map(_DEFINITION, cards))), repeat(bit))))
    except TypeError:  # a definition not indexed yet (None & bit)
        for card in cards:
            observer_mask(card.definition)
        return _answering(cards, bit)


OBSERVED_ZONES = ((Zone.GRAVEYARD, "graveyard"), (Zone.HYPERSPATIAL, "hyperspatial"), (Zone.SHIELDS, "shield"),
                  (Zone.HAND, "hand"), (Zone.MANA, "mana"))
# (zone, word, the Player attribute holding its cards: Player.cards_in read directly, on every event)
_OBSERVED = tuple((zone, word, CARD_LISTS[zone]) for zone, word in OBSERVED_ZONES)
_OBSERVED_LISTS = attrgetter(*(held_in for _, _, held_in in _OBSERVED))  # a player's observed zone lists


def _plan(kind: str) -> tuple[tuple[Zone, str, str, int, set[int]], ...]:
    """Per observed zone: (zone, word, Player attribute, the pair's bit, its silent definitions) for ``kind``."""
    found = _PLANS.get(kind)
    if found is None:
        found = _PLANS[kind] = tuple((zone, word, held_in, bit, _SILENT[bit])
                                     for zone, word, held_in in _OBSERVED for bit in (pair_bit(word, kind),))
    return found


def _observers(game: Rules, event: Event, before: list[Creature] | None, granting: bool,
               indexed: bool = True) -> Iterator[Source]:
    """The sources that may have an ability waiting for ``event``: creatures (the turn player's
    first, left to right) with a triggered ability of their own that may answer its kind, or any
    (``granting``: some creature grants abilities, or an effect gave some), then cards of the other
    zones with a triggered ability that may answer its kind from that zone (``indexed`` false: every
    creature and every card of those zones, the reference :data:`kinds.CHECK_STEADY` checks against)."""
    creatures = list(before) if before is not None and event.kind == "left" else game.state.all_creatures()
    if event.kind == "left":  # looking back: the profile says whom a creature that left watches (603.5c)
        creatures = game.profile.lookback.watchers(creatures, game.state.all_creatures(), event.creature)
    if event.kind == "left" and event.creature is not None and event.creature not in creatures:
        creatures.append(event.creature)
    tp = game.state.turn_player
    creatures.sort(key=lambda c: (c.controller != tp, c.position))
    kind = event.kind
    battle = pair_bit("battle", kind) if indexed else -1
    known = _OBSERVES.get
    for cr in creatures:
        if granting or not indexed:
            yield Source(cr.controller, "battle", cr.top, cr)
            continue
        if cr.linked:  # a linked god has each god's abilities
            mask = 0
            for c in cr.cards:
                mask |= observer_mask(c.definition)
        else:
            d = cr.cards[0].definition
            found = known(id(d))
            mask = observer_mask(d) if found is None else found
        if mask & battle:
            yield Source(cr.controller, "battle", cr.top, cr)
    self_only = game.profile.lookback.self_only
    plan = _PLANS.get(kind) or _plan(kind)
    elsewhere = _SILENT[pair_bit(ELSEWHERE, kind)]
    made_answers = indexed and _made_answers_elsewhere(game, kind)
    for p in game.state.players.values():
        if not indexed:
            for zone, word, held_in in _OBSERVED:
                for card in getattr(p, held_in):
                    if not (self_only and arrived_with(game, card, zone, event)):
                        yield Source(p.name, word, card, None)
        elif made_answers and not elsewhere.issuperset(
                map(id, map(_DEFINITION, chain.from_iterable(_OBSERVED_LISTS(p))))):
            for zone, word, held_in, pair, silent in plan:  # some card of these zones may answer
                cards = getattr(p, held_in)
                if not cards or silent.issuperset(map(id, map(_DEFINITION, cards))):
                    continue
                for card in _answering(cards, pair):
                    if not (self_only and arrived_with(game, card, zone, event)):
                        yield Source(p.name, word, card, None)
        for card in p.castles:  # castles fortify shields: their abilities work from the shield zone
            if any(ab.kind == "triggered" for ab in card.definition.abilities):
                yield Source(p.name, "shield", card, None)


def listens(game: Rules, events: tuple[str, ...], creatures: list[Creature]) -> bool:
    """Whether an ability may wait for one of these events: one of ``creatures``' (its own or given),
    or one of a card in a hand (バイオ・T: 「自分の…が攻撃して、バトルが始まった時、このカードを自分の手札から
    捨ててもよい」). Events nobody waits for are not emitted (they would only fill the trace)."""
    if any(ab.kind == "triggered" and any(t.event in events for t in ab.triggers)
           for cr in creatures for ab in game.abilities_of(cr)):
        return True
    return any(ab.kind == "triggered" and any(t.event in events and waits_from(t) == "hand" for t in ab.triggers)
               for p in game.state.players.values() for card in p.hand for ab in card.definition.abilities)




def tapped(game: Rules, creature: Creature, cause: str) -> None:
    """An effect or a cost tapped the creature with no event of its own (an attack, a block, a tap skill
    and a ダイナモ are theirs): a ``tapped`` event, for the abilities waiting for it (this taps)."""
    if listens(game, ("this taps",), [creature]):
        game.emit(Event("tapped", creature.controller, card=creature.top, creature=creature, cause=cause))


def arrived_with(game: Rules, card: Card, zone: Zone, event: Event) -> bool:
    """Whether ``card`` reached ``zone`` in the same simultaneous move as ``event``, which is
    another card's: it was not in that zone when the event happened, so (where the profile's
    look back sees only the card's own move, 603.5c) its abilities that wait there do not see
    it (official Q&A of 2020-10-23: 黒神龍グールジェネレイド destroyed together with another
    Dragon stays in the graveyard)."""
    batch = event.data.get("batch")
    if batch is None or event.card is card:
        return False
    return any(e is not event and e.kind == "moved" and e.card is card and e.to_zone is zone
               and e.data.get("batch") == batch for e in game.state.events)


def waits_from(t: Trigger) -> str:
    """The zone an ability with this trigger waits from."""
    found = TRIGGERS.get(t.event)
    return str(t.filter.get("from") or (found.waits_from if found is not None else None) or "battle")


def collect(game: Rules, event: Event, before: list[Creature] | None) -> list[Waiting]:
    """The waiting effects ``event`` creates, in the order the observers were found (a steady query:
    collecting changes nothing, engine.mechanics.kinds)."""
    if not kinds.CHECK_STEADY:
        if _unanswered(game, event, before):
            return []  # most events: no card can answer them
        with steady(game):
            return _collect(game, event, before)
    with steady(game):  # checked: every collection against asking every card
        found = [] if _unanswered(game, event, before) else _collect(game, event, before)
        if not _same(found, _collect(game, event, before, indexed=False)):
            raise AssertionError(f"the index of observers missed a waiting effect of {event.kind!r}")
        return found


def _unanswered(game: Rules, event: Event, before: list[Creature] | None) -> bool:
    """No card can answer ``event``, so collecting would find nothing: no element of the battle zone
    (now, or before the batch for a look back) nor the creature that left prints an ability that may
    answer its kind, none grants abilities, no effect gave any, and no card of the other zones nor a
    castle has one (a superset of every observer :func:`_observers` may ask)."""
    if battle_mask(game) & _GRANT or (game.state.lasting and (continuous.gifts_made(game) or delayed(game))):
        return False
    kind = event.kind
    battle = pair_bit("battle", kind)
    masks = _OBSERVES.get
    looked = [game.state.all_creatures()]
    if before is not None and kind == "left":
        looked.append(before)
    if event.creature is not None:
        looked.append([event.creature])
    for creatures in looked:
        for cr in creatures:
            for c in cr.cards if cr.linked else cr.cards[:1]:  # an element whose cards all left has none
                found = masks(id(c.definition))
                if (observer_mask(c.definition) if found is None else found) & battle:
                    return False
    if kinds.CHECK_STEADY:
        why = made.problem(game.made, game.state)
        if why:
            raise AssertionError(why)
    facts = game.made.facts
    for d in game.made.unread("triggers"):  # each definition of the game read once (engine.model.made)
        if _waits_elsewhere(d):
            facts["waits elsewhere"] = True
    if "waits elsewhere" not in facts or not _made_answers_elsewhere(game, kind):
        # no card the game made has an ability waiting outside the battle zone (for this kind)
        return not any(p.castles for p in game.state.players.values())
    anywhere = pair_bit(ELSEWHERE, kind)
    elsewhere = _SILENT[anywhere]
    return not any(p.castles or some_answers(_OBSERVED_LISTS(p), anywhere, elsewhere)
                   for p in game.state.players.values())


def _made_answers_elsewhere(game: Rules, kind: str) -> bool:
    """Whether a card the game made (engine.model.made) has an ability that may answer ``kind`` from outside the
    battle zone; if none does, no card of the other zones does (each definition read once per kind)."""
    key = f"{ELSEWHERE}: {kind}"
    facts = game.made.facts
    if key not in facts:
        anywhere = pair_bit(ELSEWHERE, kind)
        for d in game.made.unread(key):
            if _waits_elsewhere(d) and observer_mask(d) & anywhere:
                facts[key] = True
                break
    return key in facts


def _same(found: list[Waiting], expected: list[Waiting]) -> bool:
    """The two collections hold the same waiting effects, field for field, in the same order."""
    return len(found) == len(expected) and all(
        a is b or a == b for x, y in zip(found, expected, strict=True)
        for a, b in zip(vars(x).values(), vars(y).values(), strict=True))


def _collect(game: Rules, event: Event, before: list[Creature] | None, indexed: bool = True) -> list[Waiting]:
    found: list[Waiting] = []
    grantors = grantors_of(game) if not indexed or battle_mask(game) & _GRANT else []  # a grantor has the bit
    among = before if before is not None and event.kind == "left" else None  # looking back (603.5c)
    ignoring = abilities.ignore_statics_present(game, among)  # one answer for every observer: nothing changes here
    for src in _observers(game, event, before, bool(grantors) or continuous.gifts_made(game), indexed):
        for index, ab, grantor_pos in abilities_of(game, src, grantors, among, ignoring):
            if ab.kind != "triggered":
                continue
            for t in ab.triggers:
                if waits_from(t) != src.zone or not matches_event(game, t, event, src):
                    continue
                if not trigger_allowed(game, t, ab, event, src):
                    continue
                own_entering = t.event == "this enters" or (
                    t.event == "your creature enters" and bool(t.filter.get("including this")) and src.is_self(event))
                found.append(Waiting(
                    seq=0, controller=src.controller, ability=ab, ability_index=index, event=event,
                    source_card=src.card, source_creature=src.creature, zone=src.zone,
                    position=src.creature.position if src.creature else 0, is_enter=own_entering,
                    trigger_event=t.event, grantor_position=grantor_pos,
                ))
                break
    if game.state.lasting:
        found += _delayed_waiting(game, event)
    return found


def delayed(game: Rules) -> bool:
    """Whether an effect left a delayed triggered ability (110.3b, ``delayed trigger``) that may still trigger."""
    return any(e.ability.kind == "triggered" for e in game.state.lasting)


def _delayed_waiting(game: Rules, event: Event) -> list[Waiting]:
    """The delayed triggered abilities (110.3b: given by a spell or another effect, 「このターン、…時」) ``event``
    triggers, oldest first: each belongs to its effect's controller (it waits from no zone: ``player``), the
    effect's card its source."""
    found: list[Waiting] = []
    for index, e in enumerate(continuous.active(game)):
        if e.ability.kind != "triggered":
            continue
        src = Source(e.controller, "player", e.source, None)
        for t in e.ability.triggers:
            if matches_event(game, t, event, src) and trigger_allowed(game, t, e.ability, event, src):
                found.append(Waiting(seq=0, controller=e.controller, ability=e.ability, ability_index=index,
                                     event=event, source_card=e.source, source_creature=None, zone="player",
                                     position=0, is_enter=False, trigger_event=t.event))
                break
    return found

