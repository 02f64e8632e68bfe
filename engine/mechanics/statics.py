"""Static abilities that change power (常在型能力): "the power of X is +n" for as long as its
holder is in the battle zone, and power counted per card in a zone.

``static: {power: {amount: n, player: you|each, filter: {...}}}`` — the holder's controller's
creatures (``you``) or every creature (``each``) passing the filter get +n; ``race: chosen``
in the filter is the race the holder chose as it entered (光器ペトローバ). ``static: {power per
card: {amount: n, zone: graveyard, player: you|each, name: X}}`` — the holder itself gets +n per
card its count counts (engine.mechanics.filters.count; 伝承するクローン・ホーン). An ability's ``if:`` (e.g.
``wave striker: true``) must hold.

Every static ability of the card data is declared here with what its value holds
(:data:`engine.kernel.registry.STATICS`), whichever module reads it (each one's doc names it).
"""

from __future__ import annotations

from typing import Any

from engine.kernel.args import (
    AMOUNT,
    BOOL,
    CONDITION,
    FILTER,
    KEYWORD,
    NUMBER,
    RACE,
    REQUIRED,
    Arg,
    CardName,
    Filter,
    ListOf,
    choice,
    keys,
    one_of,
    players,
    zones,
)
from engine.kernel.registry import GRANT_KEYS, Context, check, static
from engine.kernel.rules import Rules
from engine.mechanics.filters import Perspective, count, matches
from engine.model.cards import Ability, CardDef
from engine.model.memo import per_definition
from engine.model.objects import Creature, Zone

# The static abilities of the card data (``static: {kind: value}``), each with what its value holds.
# Each is read where it applies (the module named in its doc); this is where they are declared.
ZONE_VALUES = zones(*(z.value for z in Zone))
static("grant", Filter(tuple(GRANT_KEYS.values()), "a filter"),
       "creatures matching a filter (player: whose, default you) have keywords, or the abilities of the "
       "ability's grants: (engine.mechanics.filters.grants_to)")
static("add race", keys(Arg("race", RACE, doc="the race added"),
                        Arg("player", players("you", "opponent"), "you", doc="whose creatures")),
       "creatures have this race too (engine.mechanics.filters.races_of)")
static("shield force", keys(Arg("power", NUMBER, 0, doc="the power it gets")),
       "シールド・フォース: as this creature enters, its controller may choose one of their shields; while that "
       "shield stays in the shield zone, this creature gets power (engine.mechanics.queries)")
static("no shield triggers", keys(Arg("player", players("opponent"), doc="who cannot")),
       "while its if: holds, the opponent cannot use shield triggers (e.g. ヤミノリミット: if: {opponent has at "
       "least shields: 4}; engine.mechanics.shield_triggers)")
static("power", keys(Arg("amount", NUMBER, 0, doc="the power added"),
                     Arg("player", players("you", "each"), "you", doc="whose creatures"),
                     Arg("filter", FILTER, doc="which creatures (race: chosen = the race this creature chose)")),
       "creatures get +amount power while this is in the battle zone (engine.mechanics.statics)")
static("untouchable", keys(Arg("by", choice("opponent", "any", what="player"), "opponent",
                             doc="who may not choose it")),
       "an effect that chooses (a target spec that is not pick: random or count: all) can't choose this creature "
       "when its chooser is the holder's opponent (by: any: nobody; engine.mechanics.filters.unchoosable)")
static("crossed", keys(Arg("power", NUMBER, 0, doc="the power added"),
                       Arg("keywords", ListOf(KEYWORD), doc="the keywords given")),
       "a cross gear: the creature it is crossed onto gets power and keywords (engine.mechanics.statics)")
static("reduce usable mana", one_of(AMOUNT, keys(Arg("n", AMOUNT, 1, doc="how much lower"),
                                                 Arg("stacks", BOOL, True, doc="false: この効果は重複しない"))),
       "DMPS: while this is in the battle zone, the opponent's usable mana and its cap are n lower "
       "(engine.policies.mana_payment)")
static("power per card", keys(Arg("amount", NUMBER, 0, doc="power per card counted"),
                              Arg("zone", zones(), "hand", doc="the zone counted"),
                              Arg("player", players("you", "opponent", "each"), "you", doc="whose zone"),
                              Arg("name", CardName(), doc="only cards of this name"),
                              Arg("filter", FILTER, doc="only cards passing this filter"),
                              Arg("while attacking", BOOL, doc="true: only while it is the attacking creature "
                                  "(攻撃中, 510.2)")),
       "while in the battle zone (and its if: holds), +amount power for each card a count counts (pending cards "
       "are not counted; engine.mechanics.statics)")
_SELF_FILTER = keys(Arg("self", BOOL, True, doc="this creature (the form the classic texts print)"),
                   Arg("filter", FILTER, REQUIRED, doc="the creatures it is safe from"))
static("unblockable by", _SELF_FILTER,
       "このクリーチャーは、…クリーチャーにブロックされない: creatures passing the filter cannot block it "
       "(engine.mechanics.combat)")
static("unattackable by", _SELF_FILTER,
       "このクリーチャーは、…クリーチャーに攻撃されない: creatures passing the filter cannot attack it "
       "(engine.mechanics.combat)")
static("unattackable and unblockable by", _SELF_FILTER,
       "このクリーチャーは、…クリーチャーに攻撃またはブロックされない: both of the above (engine.mechanics.combat)")
static("slayer against", _SELF_FILTER,
       "自然・光スレイヤー (printed: 「このクリーチャーとバトルした相手の自然または光のクリーチャーは、勝っても持ち主の"
       "墓地に置かれる」): スレイヤー for the creatures the filter names only (engine.mechanics.combat)")
static("blocker against", _SELF_FILTER,
       "火・自然ブロッカー, ドラゴン・ブロッカー (printed: 「相手の火または自然のクリーチャーが攻撃する時、"
       "このクリーチャーをタップして、その攻撃を阻止してもよい」): ブロッカー against attackers the filter names only "
       "(engine.mechanics.combat)")
static("cannot block", _SELF_FILTER,
       "このクリーチャーは、パワー2000以下のクリーチャーをブロックできない: it cannot block attackers the filter "
       "names (engine.mechanics.combat)")
static("power attacker", AMOUNT,
       "パワーアタッカー+n (printed: 「攻撃中、このクリーチャーのパワーは+nされる」): while this creature is the "
       "attacking creature, from the attack's declaration to its end (510.2), it gets +n power "
       "(engine.mechanics.queries)")
static("power from cards under", choice("sum"),
       "sum: its power is the sum of the printed powers of the cards under it (engine.mechanics.queries)")
static("keyword at power", keys(Arg("keyword", KEYWORD, doc="the keyword"),
                                Arg("at least", AMOUNT, 0, doc="the power it needs")),
       "it has a keyword while its power is at least n (engine.mechanics.filters.keyword_at_power)")
static("may use from", keys(Arg("zone", ZONE_VALUES, doc="the zone it may be used from"),
                            Arg("cards", choice("this", "yours", what="cards"), "this",
                                doc="this card, or the controller's cards passing filter"),
                            Arg("filter", FILTER, doc="with cards: yours, which cards"),
                            Arg("free", BOOL, doc="true: without paying its cost"),
                            Arg("during", choice("your turn", what="turn"), doc="only during your turn")),
       "a use permission: summoned or cast from a zone; マナ召喚 also lets S-back be used from the mana zone where "
       "the profile allows it (engine.mechanics.playing)")
static("cost reduction", keys(Arg("n", one_of(AMOUNT, choice("all")), 0, doc="how much less (all: free)"),
                              Arg("if", CONDITION, doc="while this holds")),
       "its cost is n less (never below 1 unless all), judged when its use is declared (engine.mechanics.playing)")
static("sympathy", keys(Arg("filter", FILTER, REQUIRED, doc="the creatures counted (race: the races it names)"),
                        Arg("floor", AMOUNT, 1, doc="the cost it never goes below")),
       "シンパシー (printed: このクリーチャーを召喚する時支払うコストは、バトルゾーンにある自分のXまたはY1体につき"
       "1少なくなる。ただしコストは2より少なくならない): its cost is 1 less per creature of its user's battle zone "
       "passing filter, never below floor, judged when its use is declared (engine.mechanics.playing)")
static("mana civilizations", choice("all"),
       "all: the cards of its controller's mana zone have every civilization (state-defining; "
       "engine.mechanics.filters)")
static("your spells have", keys(Arg("keywords", ListOf(KEYWORD), doc="the keywords they have")),
       "the spells its controller casts have these keywords (engine.mechanics.replacement)")
static("cannot be put", keys(Arg("filter", FILTER, {"creature": True}, doc="the cards it locks"),
                             Arg("from", ListOf(ZONE_VALUES), doc="from these zones (default: any)"),
                             Arg("into", ListOf(ZONE_VALUES), ["battle zone"], doc="into these zones"),
                             Arg("players", players("each", "opponent"), "each",
                                 doc="who may not put them: anyone, or the holder's opponent"),
                             Arg("while", CONDITION, doc="while this holds")),
       "cards passing filter cannot be put from these zones into these (バリバリ・ケドケド, 族長の魂友 ワチャゴナ; "
       "engine.mechanics.zones.put_lock)")
static("cannot summon", keys(Arg("player", players("you", "opponent", "any"), "any", doc="who may not summon"),
                             Arg("except", FILTER, {}, doc="the creatures that may still be summoned")),
       "nobody (or the player) may summon a creature but those passing except (聖霊王アルファディオス; "
       "engine.mechanics.playing.play_lock)")
static("cannot cast", keys(Arg("player", players("you", "opponent", "any"), "any", doc="who may not cast"),
                           Arg("except", FILTER, {}, doc="the spells that may still be cast")),
       "nobody (or the player) may cast a spell but those passing except, paid or free (聖霊王アルファディオス; "
       "engine.mechanics.playing.play_lock)")
static("cannot leave", keys(Arg("zones", ListOf(ZONE_VALUES), doc="the zones"),
                            Arg("player", players("you", "opponent", "any"), "any", doc="whose cards")),
       "cards of these zones do not leave them (engine.mechanics.zones.stays)")


def _filter(holder: Creature, spec: dict[str, Any]) -> dict[str, Any] | None:
    """The spec's filter with ``race: chosen`` read as the holder's chosen race (None: nothing chosen)."""
    f = dict(spec.get("filter") or {})
    if f.get("race") == "chosen":
        race = holder.chosen.get("race")
        if race is None:
            return None
        f["race"] = race
    return f


def _reaches(game: Rules, holder: Creature, spec: dict[str, Any], target: Creature) -> bool:
    if str(spec.get("player", "you")) == "you" and target.controller != holder.controller:
        return False
    f = _filter(holder, spec)
    return f is not None and matches(game, target, f, Perspective(holder.controller, holder.top, holder))


def _per_card(game: Rules, creature: Creature, spec: dict[str, Any]) -> int:
    """``power per card``: +amount for each card its count counts (紅神龍オグリストヴァル: cards in
    your hand; 伝承するクローン・ホーン: its name in the graveyards); pending cards are not counted (004)."""
    return int(spec.get("amount", 0)) * count(game, spec, Perspective(creature.controller, creature.top, creature))


def safe_from(game: Rules, holder: Creature, other_creature: Creature, kinds: tuple[str, ...]) -> bool:
    """Whether one of ``holder``'s own statics of these kinds (unblockable by, unattackable by, ...)
    names ``other_creature`` in its filter."""
    seen = Perspective(holder.controller, holder.top, holder)
    return any(matches(game, other_creature, spec.get("filter") or {}, seen)
               for ab in holder.definition.abilities if ab.kind == "static"
               and check(Context(game, holder.controller, holder.top, holder), ab.condition)
               for kind in kinds if kind in ab.static for spec in (ab.static[kind],))


def crossed_with(game: Rules, creature: Creature) -> list[dict[str, Any]]:
    """The ``crossed`` statics of the gears crossed onto the creature ({power, keywords})."""
    return [dict(ab.static["crossed"] or {}) for g in game.state.players[creature.controller].battle
            if g.attached_to is creature for ab in g.definition.abilities
            if ab.kind == "static" and "crossed" in ab.static]


@per_definition
def power_statics(d: CardDef) -> tuple[Ability, ...]:
    """The card's static abilities that change power (``power``, ``power per card``)."""
    return tuple(ab for ab in d.abilities if ab.kind == "static" and ("power" in ab.static
                                                                     or "power per card" in ab.static))


def power_bonus(game: Rules, creature: Creature) -> int:
    """What static abilities add to the creature's power now."""
    total = sum(int(spec.get("power", 0)) for spec in crossed_with(game, creature))
    for castle in game.state.players[creature.controller].castles:  # a castle's "your creatures" statics
        for ab in castle.definition.abilities:
            spec = ab.static.get("power") if ab.kind == "static" else None
            if spec and str(spec.get("player", "you")) == "you" and check(
                    Context(game, creature.controller, castle), ab.condition) and matches(
                    game, creature, spec.get("filter") or {}, Perspective(creature.controller, castle)):
                total += int(spec.get("amount", 0))
    for holder in game.state.all_creatures():
        for ab in power_statics(holder.definition):
            if not check(Context(game, holder.controller, holder.top, holder), ab.condition):
                continue
            if "power" in ab.static and _reaches(game, holder, ab.static["power"], creature):
                total += int(ab.static["power"].get("amount", 0))
            if "power per card" in ab.static and holder is creature and (
                    not ab.static["power per card"].get("while attacking") or game.state.attacking is creature):
                total += _per_card(game, creature, ab.static["power per card"])
    return total
