"""The one interpreter of the card data's filters: which cards and creatures a filter admits.

A filter is a mapping of keys (:data:`FILTER_KEYS`) written in a trigger (``when: {event:
your creature enters, race category: ドラゴン}``), a target spec, a card filter of an
operation, a static grant, a replacement's ``instead of`` or an evolution's
``evolves_from``. Every key means the same wherever it is written; keys that are not object
filters (a trigger's ``from``, ``declare``, ...) are the business of their caller.

An object is a creature in the battle zone (its top card's facts, its battle-zone
civilizations, the races static abilities add, keywords printed or given by an effect, its
power now) or a card anywhere else (its printed facts). ``whose``, ``other``, ``self`` and
``that`` are relative to the ability that reads the filter (:class:`Perspective`).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from engine.kernel.args import (
    AMOUNT,
    BOOL,
    CARD_TYPE,
    CIVILIZATION,
    FILTER,
    KEYWORD,
    RACE,
    TEXT,
    Arg,
    CardName,
    Choice,
    ListOf,
    OneOrList,
    choice,
    keys,
    one_of,
    players,
    zones,
)
from engine.kernel.registry import COUNT_KEYS, FILTER_KEYS, GRANT_KEYS, Context, check, declare_keys
from engine.kernel.rules import Rules
from engine.mechanics.kinds import battle_mask, bit, bits, element_mask, having
from engine.model.cards import Ability, CardDef, CardType, Civ
from engine.model.lasting import Lasting
from engine.model.memo import per_definition
from engine.model.objects import ZONE_WORDS, Card, Creature, Zone, other

__all__ = ["Perspective", "matches", "count", "card_civilizations", "civilizations_of", "cost_of", "costs_of",
           "has_keyword", "grants_to", "races_of", "keyword_at_power", "listed", "unchoosable"]

# A civilization, or the one an earlier step of the effect chose (``chosen``).
_CIVILIZATION_OR_CHOSEN = Choice((*CIVILIZATION.values, "chosen"), "civilization")

# The one set of filter keys (read by :func:`matches`, the one interpreter of filters): every key
# means the same in a trigger, a target, an operation's card filter, a static grant, a
# replacement's ``instead of`` or an evolution's ``evolves_from``.
declare_keys(
    FILTER_KEYS,
    Arg("creature", BOOL, doc="true: a creature card (a card filter of an operation that puts creatures assumes it)"),
    Arg("type", CARD_TYPE, doc="the card type"),
    Arg("civilization", OneOrList(_CIVILIZATION_OR_CHOSEN),
        doc="it has one of these civilizations (a creature: in the battle zone; 'chosen': the one an earlier step "
            "of the effect chose)"),
    Arg("civilization other than", _CIVILIZATION_OR_CHOSEN,
        doc="it has a civilization other than this one (「それ以外の文明を持つ」: a multicoloured one with it too)"),
    Arg("not civilization", OneOrList(CIVILIZATION),
        doc="it has none of these civilizations (「火以外の」, 「光または自然ではない」)"),
    Arg("multicolour", BOOL, doc="true: multicoloured; false: not"),
    Arg("keyword", KEYWORD, doc="it has the keyword (a creature: printed or given by an effect)"),
    Arg("not keyword", KEYWORD, doc="it does not have the keyword (「ブロッカー」以外のクリーチャー)"),
    Arg("shield force", BOOL, doc="true: it has シールド・フォース (abilities that apply while the shield it chose "
                                  "stays: 「シールド・フォース」を持つクリーチャー)"),
    Arg("race", OneOrList(RACE), doc="it has one of these races, exactly ('chosen' in a static or an effect "
                                     "that chose a race: the race chosen)"),
    Arg("race category", OneOrList(RACE), doc="one of its races contains the word (ドラゴン, コマンド, ...; a "
                                               "creature: races static abilities add count too)"),
    Arg("not race category", OneOrList(RACE), doc="none of its races contains the word"),
    Arg("not race", OneOrList(RACE),
        doc="none of its races is one of these, exactly (「グレートメカオーとキカイヒーロー以外の」)"),
    Arg("any of", ListOf(FILTER), doc="it passes at least one of these filters (「進化クリーチャーまたはドラゴン」: "
                                      "two kinds of objects named together)"),
    Arg("max cost", one_of(AMOUNT, choice("cards in zone", "civilizations in your mana")),
        doc="its cost is at most n; 'cards in zone': at most the number of cards in the zone it is in; "
            "'civilizations in your mana': at most the number of civilizations in the reader's mana zone "
            "(自分のマナゾーンにある文明の数以下のコストを持つ)"),
    Arg("min cost", AMOUNT, doc="its cost is at least n (革命チェンジ: コスト5以上のドラゴン)"),
    Arg("max power", AMOUNT, doc="its power is at most n"),
    Arg("power", AMOUNT, doc="its power is exactly n (パワー1000のクリーチャー)"),
    Arg("min power", AMOUNT, doc="its power is at least n (パワー4000以上の)"),
    Arg("costs more than mana", BOOL,
        doc="true: its cost is greater than the number of cards in its holder's mana zone (奇石 ミクセル, "
            "獣軍隊 ヤドック; a pending card is not counted, and a pending card's own cost is the one it had "
            "before it became pending: 004)"),
    Arg("name", CardName(), doc="its name is exactly this"),
    Arg("not name", CardName(), doc="its name is not this"),
    Arg("name contains", one_of(TEXT, keys(Arg("text", TEXT, doc="the name category"),
                                           Arg("reading", TEXT, doc="its reading (ルビ)"))),
        doc="its name contains this name category: text, or {text, reading} (the profile's name categories: "
            "TCG matches the ruby too)"),
    Arg("evolution", BOOL, doc="true: an evolution creature; false: not one"),
    Arg("psychic", BOOL, doc="true: a psychic creature (サイキック); false: not one"),
    Arg("whose", players("you", "opponent", "any"),
        doc="controlled (a card: owned) by the ability's controller, or not"),
    Arg("other", BOOL, doc="true: not the ability's own card or creature"),
    Arg("self", BOOL, doc="true: the ability's own creature"),
    Arg("untapped", BOOL, doc="true: untapped"),
    Arg("tapped", BOOL, doc="true: tapped (タップされている: a creature, or a card of the mana zone)"),
    Arg("that", one_of(BOOL, choice("attacker", "blocker", what="creature")),
        doc="true: the creature the triggering event concerns; attacker / blocker: of the block that triggered it, "
            "the attacking creature (ブロックされたクリーチャー) or the blocking one (ブロックしたクリーチャー)"),
    Arg("attacking", BOOL, doc="true: the attacking creature (攻撃している自分のクリーチャー; 510.2: until the attack "
                               "ends)"),
    Arg("crossed", BOOL, doc="true: the creature the ability's own cross gear is crossed onto (これをクロスした"
                             "クリーチャー); false: any other"),
    Arg("crossed with gear", BOOL, doc="true: a creature with a cross gear crossed onto it (クロスギアをクロスして"
                                       "いるクリーチャー); false: one without"),
    Arg("shares a race with", choice("that", "this", "crossed"),
        doc="it shares a race with the creature the triggering event concerns (that), the ability's own (this) "
            "or the one the ability's cross gear is crossed onto (crossed: これをクロスしたクリーチャーと同じ種族の)"),
    Arg("weaker than this", BOOL,
        doc="true: its power is less than the ability's own creature's, now, or as it last was once it left "
            "(110.5a) (パワーがこのクリーチャーより小さい)"),
    Arg("stronger than this", BOOL,
        doc="true: its power is greater than the ability's own creature's, now, or as it last was once it "
            "left (110.5a) (パワーがこのクリーチャーより大きい)"),
    Arg("cheaper than this", BOOL,
        doc="true: a creature whose cost is less than the ability's own creature's (連鎖)"),
    Arg("cheaper than that", BOOL,
        doc="true: a creature whose cost is less than that of the creature the triggering event concerns, now, "
            "or as it was just before it left the battle zone (605.2e) (その多色クリーチャーよりコストが小さい)"),
)
# A count expression (:func:`count`): ``n: {count: {...}, plus: k}`` and ``static: {power per card: {...}}``.
declare_keys(
    COUNT_KEYS,
    Arg("zone", zones(), "hand", doc="the zone counted"),
    Arg("player", players("you", "opponent", "each"), "you", doc="whose zone"),
    Arg("name", CardName(), doc="only cards of this name"),
    Arg("filter", FILTER, doc="only cards passing this filter"),
)
# A static grant (:func:`grants_to`) is a filter plus these.
declare_keys(
    GRANT_KEYS,
    Arg("keywords", ListOf(KEYWORD), doc="the keywords given"),
    Arg("power attacker", AMOUNT, doc="パワーアタッカー+n given (n: its amount; engine.mechanics.queries)"),
    Arg("player", players("you", "opponent", "any"), "you", doc="whose creatures"),
)


# The kinds of abilities the keyword lookups read (engine.mechanics.kinds).
_IGNORING = bits("ignore abilities", "ignore spell effects")
_AT_POWER, _CROSSED, _GRANT, _UNTOUCHABLE = bit("keyword at power"), bit("crossed"), bit("grant"), bit("untouchable")
_ADD_CIVILIZATION, _ADD_RACE, _MANA_CIVS = bit("add civilization"), bit("add race"), bit("mana civilizations")


@dataclass(frozen=True)
class Perspective:
    """Whose ability reads the filter, from which card or creature, about which event."""

    controller: str
    source_card: Card | None = None
    source_creature: Creature | None = None
    that: Creature | None = None  # the creature the triggering event concerns
    zone_size: int | None = None  # the size of the zone the candidates are in ("max cost: cards in zone")
    chosen_race: str | None = None  # the race an earlier step of the effect chose (``race: chosen``)
    chosen_civilization: str | None = None  # the civilization an earlier step chose (``civilization: chosen``)
    attacker: Creature | None = None  # the attacker of the block that triggered the ability (``that: attacker``)


def listed(value: Any) -> list[Any]:
    return list(value) if isinstance(value, (list, tuple)) else [value]


def races_of(game: Rules, cr: Creature) -> tuple[str, ...]:
    """A creature's races plus those that static abilities add while their ``if:`` holds (``static: {add
    race: {race: R}}``, e.g. シータ・トゥレイト: your creatures all gain the Survivor race; 000's TRIG-28
    example; ``self: true``: the holder only, アクセル's 「種族にエンジェル・コマンドを追加する」)."""
    extra: list[str] = []
    for holder in game.state.all_creatures():
        for ab in holder.definition.abilities:  # as printed: an ignore effect's filter reads races
            spec = ab.static.get("add race") if ab.kind == "static" else None
            if spec and (holder.controller == cr.controller) == (spec.get("player", "you") == "you") \
                    and (not spec.get("self") or holder is cr) \
                    and (not spec.get("crossed") or holder.attached_to is cr) \
                    and check(Context(game, holder.controller, holder.top, holder), ab.condition):
                extra.append(str(spec["race"]))
    return cr.definition.races + tuple(r for r in extra if r not in cr.definition.races)


def civilizations_of(game: Rules, cr: Creature) -> tuple[Civ, ...]:
    """A creature's civilizations in the battle zone plus those static abilities add while their
    ``if:`` holds (``static: {add civilization: {civilization: C, of: [..], player}}``, 染風の宮司カーズ:
    「バトルゾーンにある自分の闇のクリーチャーと自然のクリーチャーはすべて、火のクリーチャーでもある」 —
    ``of`` is read against the civilizations it has without them)."""
    base = cr.civilizations
    extra: list[Civ] = []
    for holder in game.state.all_creatures():
        for ab in holder.definition.abilities:  # as printed: an ignore effect's filter reads civilizations
            spec = ab.static.get("add civilization") if ab.kind == "static" else None
            if spec and (holder.controller == cr.controller) == (spec.get("player", "you") == "you") \
                    and (not spec.get("of") or {Civ(c) for c in listed(spec["of"])} & set(base)) \
                    and check(Context(game, holder.controller, holder.top, holder), ab.condition):
                extra.append(Civ(spec["civilization"]))
    return base + tuple(dict.fromkeys(c for c in extra if c not in base))


ALL_CIVILIZATIONS = (Civ.LIGHT, Civ.WATER, Civ.DARKNESS, Civ.FIRE, Civ.NATURE)


@per_definition
def printed_card_civilizations(d: CardDef) -> tuple[Civ, ...]:
    """``CardDef.card_civilizations``, computed once per definition."""
    return d.card_civilizations


def card_civilizations(game: Rules, card: Card) -> tuple[Civ, ...]:
    """A card's civilizations where it is: printed, or every civilization in a mana zone whose
    player has a ``mana civilizations: all`` static ability in the battle zone (薫風妖精コートニー, a
    state-defining effect). A pending card keeps those it had just before it became pending
    (004: 保留状態になる前のカードの状態を参照する)."""
    if card.pending is not None:
        return card.pending.civilizations
    where = game.state.locate(card)
    if where is not None and where[1] is Zone.MANA:
        specs = [ab.static.get("mana civilizations") for cr in having(game, _MANA_CIVS, where[0].battle)
                 for ab in game.abilities_of(cr) if ab.kind == "static"]
        if "all" in specs:
            return ALL_CIVILIZATIONS
        printed = printed_card_civilizations(card.definition) if specs else ()
        added = [Civ(c) for s in specs if isinstance(s, dict) and Civ(s["civilization"]) in printed for c in s["add"]]
        if added:  # 「自分のマナゾーンにある自然のカードは、光または火のカードでもある」 (聖火妖精パルック)
            return tuple(c for c in ALL_CIVILIZATIONS if c in printed or c in added)
    if where is not None and where[1] is Zone.BATTLE:  # a card of a creature: the creature's side
        return card.definition.civilizations
    return printed_card_civilizations(card.definition)  # a twinpact: both sides' (201.2b)


# A face-down seal read as a card (200.3b): cost 0 and no other characteristics.
SEAL_FACTS = CardDef("封印", CardType.UNKNOWN, (), 0)


def _facts(game: Rules, obj: Card | Creature) -> tuple[CardDef, tuple[Civ, ...], tuple[str, ...]]:
    if isinstance(obj, Card) and obj.seal:
        return SEAL_FACTS, (), ()
    if isinstance(obj, Creature):
        m = battle_mask(game)  # no element adds a civilization or a race: the creature's own (engine.mechanics.kinds)
        return (obj.definition, civilizations_of(game, obj) if m & _ADD_CIVILIZATION else obj.civilizations,
                races_of(game, obj) if m & _ADD_RACE else obj.definition.races)
    return obj.definition, card_civilizations(game, obj), obj.definition.races


def cost_of(obj: Card | Creature) -> int:
    """The cost a filter reads: a pending card's as it was just before it became pending."""
    if isinstance(obj, Card) and obj.pending is not None:
        return obj.pending.cost
    if isinstance(obj, Card) and obj.seal:  # 200.3b
        return 0
    if isinstance(obj, Creature):  # a linked creature's cost is the sum of its linked cards' (dmwiki リンク)
        return sum(c.definition.cost for c in obj.top_layer)
    return obj.definition.cost


def _outside_battle(game: Rules, obj: Card | Creature) -> bool:
    """A card that is its own object outside the battle zone (not a card of a creature)."""
    if not isinstance(obj, Card) or obj.pending is not None:
        return False
    where = game.state.locate(obj)
    return where is None or where[1] is not Zone.BATTLE


def costs_of(game: Rules, obj: Card | Creature) -> tuple[int, ...]:
    """The costs a filter may read: a twinpact card outside the battle zone has both sides' (201.2b:
    the player using the effect chooses which one is referred to), anything else its one cost."""
    if _outside_battle(game, obj):
        return tuple(dict.fromkeys(side.cost for side in obj.definition.sides))
    return (cost_of(obj),)


def _types(game: Rules, obj: Card | Creature) -> tuple[CardType, ...]:
    """A twinpact card outside the battle zone is both a creature card and a spell card (201.2b)."""
    if isinstance(obj, Card) and obj.seal:
        return (SEAL_FACTS.type,)
    return tuple(side.type for side in obj.definition.sides) if _outside_battle(game, obj) else (obj.definition.type,)


def count(game: Rules, spec: Mapping[str, Any], who: Perspective) -> int:
    """A count expression of the card data: how many cards (creatures, in the battle zone) of
    ``zone`` of ``player`` (you | opponent | each, relative to ``who``) pass ``filter`` (and are
    called ``name``). Pending cards are in no zone's list, so they are never counted (004)."""
    zone = ZONE_WORDS[str(spec.get("zone", "hand"))]
    whose = str(spec.get("player", "you"))
    names = {"you": [who.controller], "opponent": [other(who.controller)],
             "each": [who.controller, other(who.controller)]}[whose]
    f = dict(spec.get("filter") or {})
    if "name" in spec:
        f["name"] = spec["name"]
    n = 0
    for name in names:
        p = game.state.players[name]
        objects: list[Card | Creature] = list(p.battle) if zone is Zone.BATTLE else list(p.cards_in(zone))
        n += sum(1 for o in objects if matches(game, o, f, who))
    return n


def _holder(obj: Card | Creature) -> str:
    return obj.controller if isinstance(obj, Creature) else obj.owner


def _has_category(races: tuple[str, ...], words: Any) -> bool:
    return any(str(w) in r for w in listed(words) for r in races)


def _race(word: Any, who: Perspective) -> str:
    """A race of a filter: ``chosen`` is the race the effect chose (ゾンビ・カーニバル 「種族を1つ選ぶ。自分の墓地から、
    その種族のクリーチャーを…」), else the one the reading creature keeps; nothing chosen matches no race."""
    if word != "chosen":
        return str(word)
    kept = who.source_creature.chosen.get("race") if who.source_creature is not None else None
    return who.chosen_race or kept or ""


def _civ(word: Any, who: Perspective) -> Civ | None:
    """A civilization of a filter: ``chosen`` is the one the effect chose (「文明をひとつ選ぶ。…選ばれた文明の
    クリーチャー」), else the one the reading creature keeps; nothing chosen matches no civilization."""
    if word != "chosen":
        return Civ(word)
    kept = who.source_creature.chosen.get("civilization") if who.source_creature is not None else None
    chosen = who.chosen_civilization or kept
    return Civ(chosen) if chosen else None


# Every key :func:`matches` reads (itself, :func:`_cost_passes` and :func:`_relative`; a test reads their
# source and checks it): a filter with none of them (a trigger's ``cast from`` alone, a search of any
# card) passes every object, and is answered without reading the object.
OBJECT_KEYS = frozenset({
    "creature", "attacking", "type", "civilization", "civilization other than", "not civilization", "multicolour",
    "keyword", "not keyword", "shield force", "race", "race category", "not race category", "not race", "any of",
    "max cost", "min cost", "costs more than mana", "cheaper than this", "cheaper than that", "max power", "power",
    "weaker than this", "stronger than this", "min power", "name", "name contains", "not name", "evolution", "psychic",
    "whose", "other", "self", "that", "crossed", "tapped", "untapped", "crossed with gear", "shares a race with"})


def matches(game: Rules, obj: Card | Creature, f: Mapping[str, Any], who: Perspective) -> bool:
    """Whether ``obj`` passes every object-filter key of ``f`` (other keys are ignored)."""
    if OBJECT_KEYS.isdisjoint(f):
        return True  # no key to pass (reading the object's facts changes nothing)
    d, civs, races = _facts(game, obj)
    creature = obj if isinstance(obj, Creature) else None
    if f.get("creature") and not d.type.is_creature:
        return False
    if "attacking" in f and (obj is game.state.attacking) != bool(f["attacking"]):
        return False
    if "type" in f and not any(t.value == f["type"] for t in _types(game, obj)):
        return False
    if "civilization" in f and not {_civ(c, who) for c in listed(f["civilization"])} & set(civs):
        return False
    if "civilization other than" in f and not set(civs) - {_civ(f["civilization other than"], who)}:
        return False
    if "not civilization" in f and {Civ(c) for c in listed(f["not civilization"])} & set(civs):
        return False
    if "multicolour" in f and (len(civs) >= 2 if creature is None else d.is_multicolour) != bool(f["multicolour"]):
        return False
    if "keyword" in f and not (creature.has(f["keyword"]) if creature is not None else d.has(f["keyword"])):
        return False
    if "not keyword" in f and (creature.has(f["not keyword"]) if creature is not None else d.has(f["not keyword"])):
        return False
    if "shield force" in f and _has_shield_force(d) != bool(f["shield force"]):
        return False
    if "race" in f and not {_race(r, who) for r in listed(f["race"])} & set(races):
        return False
    if "race category" in f and not _has_category(races, f["race category"]):
        return False
    if "not race category" in f and _has_category(races, f["not race category"]):
        return False
    if "not race" in f and {str(r) for r in listed(f["not race"])} & set(races):
        return False
    if "any of" in f and not any(matches(game, obj, sub, who) for sub in f["any of"]):
        return False
    if not any(_cost_passes(game, obj, cost, f, who) for cost in costs_of(game, obj)):
        return False
    if f.get("cheaper than this") and not (who.source_creature is not None and d.type.is_creature
                                           and cost_of(obj) < who.source_creature.definition.cost):
        return False
    if f.get("cheaper than that") and not (who.that is not None and who.that is not obj and d.type.is_creature
                                           and cost_of(obj) < last_known_cost(who.that)):
        return False
    if "max power" in f and _power(game, obj) > int(f["max power"]):
        return False
    if "power" in f and _power(game, obj) != int(f["power"]):
        return False
    if f.get("weaker than this") and not (who.source_creature is not None and who.source_creature is not obj
                                          and _power(game, obj) < last_known_power(game, who.source_creature)):
        return False
    if f.get("stronger than this") and not (who.source_creature is not None and who.source_creature is not obj
                                            and _power(game, obj) > last_known_power(game, who.source_creature)):
        return False
    if "min power" in f and _power(game, obj) < int(f["min power"]):
        return False
    if "name" in f and d.name != f["name"]:
        return False
    if "name contains" in f and not _name_category(game, d, f["name contains"]):
        return False
    if "not name" in f and d.name == f["not name"]:
        return False
    if "evolution" in f and (d.type is CardType.EVOLUTION_CREATURE) != bool(f["evolution"]):
        return False
    if "psychic" in f and (d.type is CardType.PSYCHIC_CREATURE) != bool(f["psychic"]):
        return False
    if not _relative(obj, f, who):
        return False
    if "crossed with gear" in f and (creature is None or not any(  # a cross gear's, not a weapon's (305)
            g.attached_to is creature and g.definition.type is CardType.CROSS_GEAR
            for g in game.state.players[creature.controller].battle)) == bool(
            f["crossed with gear"]):
        return False
    if "shares a race with" not in f:
        return True
    if f["shares a race with"] == "this":  # このクリーチャーと同じ種族を持つ
        return who.source_creature is not None and bool(set(races) & set(races_of(game, who.source_creature)))
    if f["shares a race with"] == "crossed":  # これをクロスしたクリーチャーと同じ種族の
        host = who.source_creature.attached_to if who.source_creature is not None else None
        return host is not None and bool(set(races) & set(races_of(game, host)))
    return who.that is not None and bool(set(races) & set(who.that.definition.races))


def _has_shield_force(d: CardDef) -> bool:
    """シールド・フォース: a ``shield force`` static, or abilities under ``if: {shield force: true}``
    (engine.mechanics.zones.choose_shield_force)."""
    return any((ab.kind == "static" and "shield force" in ab.static) or "shield force" in ab.condition
               for ab in d.abilities)


def _cost_passes(game: Rules, obj: Card | Creature, cost: int, f: Mapping[str, Any], who: Perspective) -> bool:
    """Whether the keys that read a cost hold for ``cost`` (one cost of the object: every key reads
    the same one, the one the player using the effect chose, 201.2b)."""
    if "max cost" in f and cost > _max_cost(game, f["max cost"], who):
        return False
    if "min cost" in f and cost < int(f["min cost"]):
        return False
    return not ("costs more than mana" in f
                and (cost > _zone_size(game, obj, "mana zone")) != bool(f["costs more than mana"]))


def _name_category(game: Rules, d: CardDef, value: Any) -> bool:
    if isinstance(value, Mapping):
        reading = value.get("reading")
        return game.profile.names.matches(d, str(value.get("text", "")), None if reading is None else str(reading))
    return str(value) in d.name


def _max_cost(game: Rules, value: Any, who: Perspective) -> int:
    if value == "cards in zone":
        return who.zone_size if who.zone_size is not None else 0
    if value == "civilizations in your mana":  # 106.1-106.2: the five civilizations its cards have (no zero)
        mana = game.state.players[who.controller].mana
        return len({c for card in mana for c in card.definition.card_civilizations if c is not Civ.ZERO})
    return int(value)


def _zone_size(game: Rules, obj: Card | Creature, zone: Any) -> int:
    return game.state.players[_holder(obj)].count(ZONE_WORDS[str(zone)])


def last_known_power(game: Rules, creature: Creature) -> int:
    """The creature's power now; once it has left the battle zone, its power just before it left (its
    last known information, kept by its "left" event): an ability of a creature that left reads the
    creature as it last was (110.5a, its example: 発生源であるクリーチャーがすでにバトルゾーンにいない場合
    は、そのカードがバトルゾーンからいなくなる直前のパワーを参照します)."""
    if creature in game.state.players[creature.controller].battle:
        return game.power(creature)
    for event in reversed(game.state.events):
        if event.kind == "left" and event.creature is creature and "power" in event.data:
            return int(event.data["power"])
    return game.power(creature)


def last_known_cost(creature: Creature) -> int:
    """The creature's cost now; once it has left the battle zone, its cost just before it left: 605.2e
    (バトルゾーンにあるエレメントの特定の情報を必要とする効果を処理する際、そのエレメントがすでにバトルゾーンを
    離れている場合は、離れる直前の情報を参照します). A creature that left keeps the cards it had (its cards go on
    as new objects, 革命チェンジ's swapped-in card as a new creature), so its cost is read from them."""
    return cost_of(creature)


def _power(game: Rules, obj: Card | Creature) -> int:
    if isinstance(obj, Card) and obj.seal:
        return 0
    return game.power(obj) if isinstance(obj, Creature) else (obj.definition.power or 0)


def _relative(obj: Card | Creature, f: Mapping[str, Any], who: Perspective) -> bool:
    """The keys relative to the ability reading the filter: whose, other, self, that, untapped."""
    whose = str(f.get("whose", "any"))
    if whose != "any" and (_holder(obj) == who.controller) != (whose == "you"):
        return False
    own = who.source_creature if isinstance(obj, Creature) else who.source_card
    if f.get("other") and own is not None and obj is own:
        return False
    if f.get("self") and obj is not who.source_creature:
        return False
    if f.get("that") and obj is not (who.attacker if f["that"] == "attacker" else who.that):
        return False
    if "crossed" in f and (who.source_creature is not None and who.source_creature.attached_to is obj) != bool(
            f["crossed"]):
        return False
    if f.get("tapped") and not getattr(obj, "tapped", False):  # a creature, or a card of the mana zone
        return False
    return not (f.get("untapped") and isinstance(obj, Creature) and obj.tapped)


# ------------------------------------------------------------------ static grants
def grants_to(game: Rules, grantor: Creature, ab: Ability, target: Creature) -> bool:
    """Whether ``grantor``'s static grant ability ``ab`` reaches ``target``: the grant spec is a
    filter whose ``player`` (default you) is its ``whose``; the ability's ``if:`` must hold."""
    spec = dict(ab.static["grant"] or {})
    spec["whose"] = spec.pop("player", "you")
    if not matches(game, target, spec, Perspective(grantor.controller, grantor.top, grantor)):
        return False
    return check(Context(game, grantor.controller, grantor.top, grantor), ab.condition)


def has_keyword(game: Rules, cr: Creature, keyword: str) -> bool:
    """The creature has the keyword: printed, gained from an effect, or given by a static
    ``grant`` ability of a creature in the battle zone (e.g. 薩摩の超人: your Giants); none while its
    abilities are ignored (無視: printed and given alike, engine.mechanics.abilities). Each source is
    read only where an element may have an ability of its kind (engine.mechanics.kinds)."""
    return next(_keyword_sources(game, cr, keyword), None) is not None


def keyword_instances(game: Rules, cr: Creature, keyword: str) -> int:
    """How many times the creature has the keyword: one per ability that gives it (its own, a gear crossed
    onto it, each grantor's ability, each continuous effect). Each instance works on its own (110.7, as the
    rulings' ledger cites it for two スレイヤー: the creature battled is destroyed once per スレイヤー)."""
    return sum(1 for _ in _keyword_sources(game, cr, keyword))


def _keyword_sources(game: Rules, cr: Creature, keyword: str) -> Iterator[object]:
    """Each source that gives the creature the keyword (see :func:`has_keyword`), lazily: the first is enough
    to have it."""
    m = battle_mask(game) | element_mask(cr)
    if m & _IGNORING and game.ignores_abilities(cr):
        return
    if cr.has(keyword):
        yield cr
    if m & _AT_POWER and keyword_at_power(game, cr, keyword):
        yield keyword_at_power
    if m & _CROSSED:
        for gear in game.state.players[cr.controller].battle:  # a cross gear crossed onto it
            if gear.attached_to is cr and any(keyword in (ab.static.get("crossed") or {}).get("keywords", [])
                                              for ab in gear.definition.abilities if ab.kind == "static"):
                yield gear
    if m & _GRANT:
        for grantor in having(game, _GRANT):  # the elements that may grant (engine.mechanics.kinds)
            for ab in game.abilities_of(grantor):
                spec = ab.static.get("grant") if ab.kind == "static" else None
                if spec and keyword in spec.get("keywords", []) and grants_to(game, grantor, ab, cr):
                    yield ab
    st = game.state  # a continuous effect that gives it (自分の次のターンが始まるまで、…「ブロッカー」を得る)
    for e in st.lasting:
        if cr in e.targets and keyword in (e.ability.static.get("grant") or {}).get("keywords", []) \
                and e.lasts(st.turn_id, st.players[e.controller].turns_taken) and not spell_effect_ignored(game, e):
            yield e


def is_spell_card(card: Card) -> bool:
    """A spell card, or a twinpact card (its spell side)."""
    return card.definition.type is CardType.SPELL or card.definition.spell_side is not None


def spell_effect_ignored(game: Rules, effect: Lasting) -> bool:
    """A continuous effect a spell made does nothing while an effect ignores that spell's effects
    (無視: ∞龍 ゲンムエンペラー's 「コスト5以下の…呪文の効果を無視する」 ignores a spell's effects even
    once they apply: dmjudgeall on ゲンムエンペラー, 「呪文はすでに適用されている効果や、解決中の効果であって
    も無視します」; an ability's effect is not the ability, so what an ignored creature's ability made
    before stays: 110.2d, 110.5a). While the ignoring card is gone, the effect works again as it lasts."""
    return effect.source_creature is None and is_spell_card(effect.source) \
        and game.ignores_spell_effects(effect.source, effect.controller)


def granted_power_attacker(game: Rules, cr: Creature) -> int:
    """The パワーアタッカー+n amounts static ``grant`` abilities give the creature (応援チューリップ:
    バトルゾーンにあるすべてのエンジェル・コマンドは「パワーアタッカー+4000」を得る), summed."""
    if not battle_mask(game) & _GRANT or game.ignores_abilities(cr):
        return 0  # nothing grants (engine.mechanics.kinds), or its abilities are ignored
    return sum(int(ab.static["grant"]["power attacker"]) for grantor in having(game, _GRANT)
               for ab in game.abilities_of(grantor)
               if ab.kind == "static" and (ab.static.get("grant") or {}).get("power attacker")
               and grants_to(game, grantor, ab, cr))


def keyword_at_power(game: Rules, cr: Creature, keyword: str) -> bool:
    """``static: {keyword at power: {keyword: k, at least: n}}``: the creature has ``k`` while its
    power is ``n`` or more (紅神龍オグリストヴァル: W・ブレイカー at 6000)."""
    for ab in game.abilities_of(cr):
        spec = ab.static.get("keyword at power") if ab.kind == "static" else None
        if spec and spec.get("keyword") == keyword and game.power(cr) >= int(spec.get("at least", 0)):
            return True
    return False


def unchoosable(game: Rules, creature: Creature, chooser: str) -> bool:
    """The creature cannot be chosen by ``chooser``: it has the keyword "unchoosable" (相手に選ばれない,
    e.g. given by ジャストダイバー) or a static ``untouchable: {by: opponent}`` (光器ペトローバ: 相手が
    クリーチャーを選ぶとき…選ぶことはできない), and ``chooser`` is its controller's opponent (``by``
    anything else: nobody may choose it). "All" chooses nothing (605.2b), so such a creature is
    still affected by an "all" effect. DMPS texts that omit 「選び」 are played by the 2022 reading
    of アンタッチャブル (000 その他): such an effect still chooses."""
    if creature.controller != chooser and game.has_keyword(creature, "unchoosable"):
        return True
    if not (battle_mask(game) | element_mask(creature)) & _UNTOUCHABLE:
        return False
    for ab in game.abilities_of(creature):  # none while ignored (engine.mechanics.abilities)
        spec = ab.static.get("untouchable") if ab.kind == "static" else None
        if spec is not None and (str((spec or {}).get("by", "opponent")) != "opponent"
                                 or chooser != creature.controller):
            return True
    return False
