"""Conditions of the card data (``if: {name: value}``): checked when an ability resolves, when
a static grant applies, or when a step runs (``win the game``). A condition whose value is
``true``/``false`` holds when the fact is (or is not) so."""

from __future__ import annotations

from typing import Any

from engine.kernel.args import (
    AMOUNT,
    BOOL,
    CIVILIZATION,
    CONDITION,
    FILTER,
    RACE,
    REQUIRED,
    TEXT,
    Arg,
    CardName,
    ListOf,
    OneOrList,
    keys,
    one_of,
    players,
    zones,
)
from engine.kernel.registry import Context, check, condition
from engine.mechanics.filters import matches
from engine.mechanics.playing import FORT_E, fort_e_met, o_drive_paid
from engine.mechanics.queries import counted_shields
from engine.mechanics.targets import perspective
from engine.model.cards import CardType, Civ
from engine.model.events import Event
from engine.model.objects import ZONE_WORDS, Creature, Player, Zone


def _creatures(ctx: Context, player: str) -> list[Creature]:
    """A player's creatures (dragheart fortresses and fields in the battle zone are not)."""
    return [cr for cr in ctx.game.state.players[player].battle if cr.definition.type.is_creature]


def _player(ctx: Context, who: str) -> Player:
    return ctx.game.state.players[ctx.controller if who == "you" else ctx.opponent]


def _this_turn(ctx: Context, kind: str) -> list[Event]:
    game = ctx.game
    return [e for e in game.state.events if e.kind == kind and e.data.get("turn") == game.state.turn_id]


@condition("it has cards under it")
def _has_cards_under(ctx: Context, v: Any) -> bool:
    """The ability's creature has cards under it (meteorburn needs one to burn; 601.1a)."""
    return (ctx.source_creature is not None and len(ctx.source_creature.cards) > 1) == bool(v)


@condition("cards under it at least", AMOUNT)
def _cards_under_at_least(ctx: Context, v: Any) -> bool:
    """The ability's creature has at least n cards under it (超神羅星アポロヌス・ドラゲリオン's メテオバーン:
    「このクリーチャーの下にあるカードを3枚墓地に置いてもよい。そうしたら」: with fewer the three can't be
    put, 601.1a)."""
    return ctx.source_creature is not None and len(ctx.source_creature.cards) - 1 >= int(v)


@condition("burned the last card under it and it has race", RACE)
def _burned_last(ctx: Context, race: Any) -> bool:
    """The card just burned was the last one under the ability's creature and has this race."""
    cr = ctx.source_creature
    return bool(ctx.burned) and cr is not None and len(cr.cards) == 1 and str(race) in ctx.burned[-1].definition.races


@condition("burned a card")
def _burned(ctx: Context, v: Any) -> bool:
    """An earlier step of the effect burned a card (meteorburn: "if you do")."""
    return bool(ctx.burned) == bool(v)


@condition("opponent has more mana")
def _opponent_more_mana(ctx: Context, value: Any) -> bool:
    """The opponent has more cards in the mana zone, rainbows included (DMPS max mana; 001 5文明カード)."""
    game = ctx.game
    more = len(game.state.players[ctx.opponent].mana) > len(game.state.players[ctx.controller].mana)
    return more == bool(value)


@condition("more mana civilizations than opponent")
def _more_mana_civilizations(ctx: Context, value: Any) -> bool:
    """The controller's mana zone has more civilizations than the opponent's (106.2: the civilizations its
    cards have; リフレクティング・レイ: 「自分のマナゾーンにある文明の数が、相手のより多い場合」)."""
    def civs(player: str) -> int:
        return len({c for card in ctx.game.state.players[player].mana for c in card.definition.card_civilizations
                    if c is not Civ.ZERO})
    return (civs(ctx.controller) > civs(ctx.opponent)) == bool(value)


@condition("opponent has more creatures")
def _opponent_more_creatures(ctx: Context, value: Any) -> bool:
    """The opponent has more creatures in the battle zone than you (バトルゾーンにある相手のクリーチャーの数が
    自分のクリーチャーの数より多い時; cross gears and fields are no creatures)."""
    def creatures(player: str) -> int:
        return sum(1 for cr in ctx.game.state.players[player].battle if cr.definition.type.is_creature)
    return (creatures(ctx.opponent) > creatures(ctx.controller)) == bool(value)


@condition("you have at least shields", AMOUNT)
def _shields_at_least(ctx: Context, value: Any) -> bool:
    """You have at least n shields."""
    return len(ctx.game.state.players[ctx.controller].shields) >= int(value)


@condition("opponent has at least shields", AMOUNT)
def _opponent_shields_at_least(ctx: Context, value: Any) -> bool:
    """The opponent has at least n shields, as effects count them (broken shields waiting for
    declarations are not counted since 2024-02-15, 113.6a)."""
    return counted_shields(ctx.game, ctx.opponent) >= int(value)


@condition("opponent has at most shields", AMOUNT)
def _opponent_shields_at_most(ctx: Context, value: Any) -> bool:
    """The opponent has at most n shields, as effects count them (相手のシールドが３枚以下であれば; 113.6a)."""
    return counted_shields(ctx.game, ctx.opponent) <= int(value)


@condition("opponent has fewer shields than", AMOUNT)
def _opponent_shields_fewer(ctx: Context, value: Any) -> bool:
    """The opponent has fewer than n shields, as effects count them (相手にシールドが１枚もなければ: 1)."""
    return counted_shields(ctx.game, ctx.opponent) < int(value)


@condition("opponent has no shields")
def _opponent_no_shields(ctx: Context, v: Any) -> bool:
    """The opponent has no shields, as effects count them (相手のシールドが１枚もない時)."""
    return (counted_shields(ctx.game, ctx.opponent) == 0) == bool(v)


@condition("a player has no shields")
def _a_player_no_shields(ctx: Context, v: Any) -> bool:
    """A player, either one, has no shields, as effects count them (鬼エンド: 「シールドが1つもないプレイヤーが
    いて」; broken shields waiting are not counted, 113.6a)."""
    return any(counted_shields(ctx.game, p) == 0 for p in ctx.game.state.players) == bool(v)


@condition("you have at most shields", AMOUNT)
def _shields_at_most(ctx: Context, value: Any) -> bool:
    """You have at most n shields, as effects count them (自分のシールドが２枚以下であれば, DNA・スパーク's
    自分のシールドが2つ以下なら; 113.6a)."""
    return counted_shields(ctx.game, ctx.controller) <= int(value)


@condition("you have shields", OneOrList(AMOUNT))
def _shields_exactly(ctx: Context, value: Any) -> bool:
    """You have exactly n shields (or one of the counts listed), as effects count them (113.6a):
    「自分のシールドが3枚または4枚の時」 (ダイヤモンド・フォール: ``[3, 4]``)."""
    counts = value if isinstance(value, list) else [value]
    return counted_shields(ctx.game, ctx.controller) in {int(n) for n in counts}


@condition("more shields than opponent")
def _more_shields(ctx: Context, v: Any) -> bool:
    """You have more shields than the opponent."""
    return (len(_player(ctx, "you").shields) > len(_player(ctx, "opponent").shields)) == bool(v)


@condition("opponent has more shields")
def _opponent_more_shields(ctx: Context, v: Any) -> bool:
    """The opponent has more shields than you (相手のシールドが自分のより多い場合; a stacked shield is one)."""
    return (len(_player(ctx, "opponent").shields) > len(_player(ctx, "you").shields)) == bool(v)


@condition("your shield broken this turn")
def _your_shield_broken(ctx: Context, v: Any) -> bool:
    """One of your shields has been broken this turn (そのターンすでに自分のシールドが1枚でもブレイクされていれば;
    a stacked shield is one shield, broken once)."""
    broken = any(e.kind == "broke" and e.player == ctx.controller for e in ctx.game.state.events)
    return broken == bool(v)


@condition("shield force")
def _shield_force(ctx: Context, v: Any) -> bool:
    """シールド・フォース「…自分のシールドを１枚選んでもよい。そのシールドがシールドゾーンにある間、このクリーチャー
    は次の能力を得る」: the shield this creature chose as it entered is still in its controller's shield
    zone (engine.mechanics.zones.choose_shield_force)."""
    cr = ctx.source_creature
    return (cr is not None and ctx.game.shield_force_shield(cr) is not None) == bool(v)


@condition("turbo rush")
def _turbo_rush(ctx: Context, v: Any) -> bool:
    """ターボラッシュ「自分の他のクリーチャーがシールドをブレイクした後、そのターンが終わるまで、このクリーチャーは
    次の能力を得る」: this turn, another creature of yours broke a shield (a break by an effect, with no
    creature, does not count)."""
    me = ctx.source_creature
    broke = any(isinstance(e.data.get("by"), Creature) and e.data["by"].controller == ctx.controller
                and (me is None or e.data["by"].uid != me.uid) for e in _this_turn(ctx, "broke"))
    return broke == bool(v)


@condition("you have no shields")
def _no_shields(ctx: Context, v: Any) -> bool:
    """You have no shields."""
    return (not _player(ctx, "you").shields) == bool(v)


AT_LEAST = Arg("n", AMOUNT, REQUIRED, doc="at least this many")


@condition("mana arms", one_of(keys(Arg("civilization", CIVILIZATION, REQUIRED, doc="cards of this civilization"),
                                    AT_LEAST),
                               keys(Arg("multicolour", BOOL, REQUIRED, doc="true: multicoloured cards (多色マナ武装)"),
                                    AT_LEAST)))
def _mana_arms(ctx: Context, value: Any) -> bool:
    """マナ武装 n: at least n cards of the civilization in your mana zone ({civilization: c, n: n}),
    or n multicoloured cards ({multicolour: true, n: n}: 多色マナ武装)."""
    mana = ctx.game.state.players[ctx.controller].mana
    if value.get("multicolour"):
        return sum(1 for c in mana if len(c.definition.card_civilizations) > 1) >= int(value["n"])
    civ = Civ(value["civilization"])
    return sum(1 for c in mana if civ in c.definition.card_civilizations) >= int(value["n"])


O_DRIVE_SPEC = keys(Arg("civilization", CIVILIZATION, REQUIRED, doc="the civilization of the extra cards"),
                    Arg("n", AMOUNT, REQUIRED, doc="how many"))


@condition("o drive", one_of(O_DRIVE_SPEC, ListOf(O_DRIVE_SPEC)))
def _o_drive(ctx: Context, value: Any) -> bool:
    """O・ドライブ (value: the extra mana cards it taps, {civilization, n} or a list of them): the card's
    user tapped them as it was summoned or cast (engine.mechanics.playing.offer_o_drive; of an O・ドライブ that
    names parts, the part of this civilization); a creature put into the battle zone another way has not."""
    card, cr = ctx.source_card, ctx.source_creature
    paid = card is not None and o_drive_paid(card, value)  # the parts it names, of those paid
    return paid and (cr is None or cr.entered_by == "summon")


@condition("fort e", one_of(RACE, keys(Arg("race category", TEXT, REQUIRED, doc="a word of the race's name"))))
def _fort_e(ctx: Context, value: Any) -> bool:
    """フォートE (value: the race, or {race category: word} for 「種族に…とある」): the creature was summoned
    tapping a mana card of that race to pay for it (engine.mechanics.playing.offer_fort_e: its card
    remembers the races of the cards its summon tapped); a creature put into the battle zone another
    way was not."""
    card, cr = ctx.source_card, ctx.source_creature
    races = card.memory.get(FORT_E) if card is not None else None
    if not isinstance(races, tuple) or (cr is not None and cr.entered_by != "summon"):
        return False
    return fort_e_met(value, [str(r) for r in races])


@condition("unless", CONDITION)
def _unless(ctx: Context, value: Any) -> bool:
    """The conditions given do not all hold (the step an upgrade replaces: メタモーフ's 「…のかわりに…」 holds
    while the header's condition does, the original step only while it does not)."""
    return not check(ctx, dict(value or {}))


@condition("you have at least mana cards", AMOUNT)
def _mana_cards_at_least(ctx: Context, value: Any) -> bool:
    """At least n cards in your mana zone (メタモーフ and the like)."""
    return len(ctx.game.state.players[ctx.controller].mana) >= int(value)


@condition("you have at most cards in hand", AMOUNT)
def _hand_at_most(ctx: Context, value: Any) -> bool:
    """At most n cards in your hand."""
    return len(ctx.game.state.players[ctx.controller].hand) <= int(value)


@condition("you have no cards in hand")
def _empty_hand(ctx: Context, v: Any) -> bool:
    """Your hand is empty (自分の手札が１枚もない時)."""
    return (not _player(ctx, "you").hand) == bool(v)


@condition("opponent has more cards in hand")
def _opponent_more_hand(ctx: Context, v: Any) -> bool:
    """The opponent has more cards in hand than you (相手の手札の枚数が自分より多ければ)."""
    return (len(_player(ctx, "opponent").hand) > len(_player(ctx, "you").hand)) == bool(v)


@condition("all your mana is tapped")
def _all_mana_tapped(ctx: Context, v: Any) -> bool:
    """Every card of your mana zone is tapped (自分のマナゾーンのカードがすべてタップされている時). Read: an
    empty mana zone has no tapped card, so the condition does not hold then."""
    mana = _player(ctx, "you").mana
    return (bool(mana) and all(c.tapped for c in mana)) == bool(v)


@condition("graveyard has name", CardName())
def _graveyard_has_name(ctx: Context, v: Any) -> bool:
    """Your graveyard holds a card of this name (自分の墓地に《X》が１枚でもあれば)."""
    return any(c.name == v for c in _player(ctx, "you").graveyard)


@condition("cards in zone", keys(Arg("zone", zones(), REQUIRED, doc="the zone"),
                                 Arg("player", players("you", "opponent"), "you", doc="whose zone"),
                                 Arg("filter", FILTER, {}, doc="which cards"),
                                 Arg("at least", AMOUNT, 1, doc="at least this many"),
                                 Arg("fewer than", AMOUNT,
                                     doc="and fewer than this many (バトルゾーンに相手の多色カードが1枚もない時: "
                                         "at least 0, fewer than 1)")))
def _cards_in_zone(ctx: Context, value: Any) -> bool:
    """The zone holds at least ``at least`` cards passing the filter (自分のマナゾーンに自然のカードがあれば),
    and fewer than ``fewer than`` if given; the battle zone's cards are its creatures' and cross gears' top
    cards."""
    zone = ZONE_WORDS[str(value["zone"])]
    p = _player(ctx, str(value.get("player", "you")))
    found = [cr.top for cr in p.battle] if zone is Zone.BATTLE else p.cards_in(zone)
    n = sum(1 for c in found if matches(ctx.game, c, value.get("filter") or {}, perspective(ctx)))
    return n >= int(value.get("at least", 1)) and ("fewer than" not in value or n < int(value["fewer than"]))


@condition("you have no creature named", CardName())
def _none_named(ctx: Context, v: Any) -> bool:
    """None of your creatures has this name."""
    return all(cr.name != v for cr in _player(ctx, "you").battle)


@condition("you have creatures of civilizations", ListOf(CIVILIZATION))
def _civilizations(ctx: Context, value: Any) -> bool:
    """You have creatures, a different one for each listed civilization."""
    civs = [Civ(c) for c in value]
    pool = _creatures(ctx, ctx.controller)

    def fits(i: int, used: frozenset[int]) -> bool:
        if i == len(civs):
            return True
        return any(fits(i + 1, used | {cr.uid}) for cr in pool if cr.uid not in used and civs[i] in cr.civilizations)

    return fits(0, frozenset())


@condition("opponent has a creature of cost or power at least",
           keys(Arg("cost", AMOUNT, doc="its cost is at least this"),
                Arg("power", AMOUNT, doc="its power is at least this")))
def _opponent_big(ctx: Context, value: Any) -> bool:
    """The opponent has a creature whose cost is at least ``cost`` or power at least ``power``."""
    cost, power = int(value.get("cost", 10**9)), int(value.get("power", 10**12))
    return any(cr.definition.cost >= cost or ctx.game.power(cr) >= power for cr in _creatures(ctx, ctx.opponent))


@condition("opponent put a creature without paying this turn")
def _free_entry(ctx: Context, v: Any) -> bool:
    """侵略ZERO: the opponent put a creature this turn without paying its cost (anything but a paid summon)."""
    return any(e.player == ctx.opponent and e.cause != "summon" for e in _this_turn(ctx, "entered")) == bool(v)


@condition("a creature attacked this turn")
def _attacked(ctx: Context, v: Any) -> bool:
    """A creature attacked this turn."""
    return bool(_this_turn(ctx, "attacked")) == bool(v)


@condition("you cast a spell this turn")
def _cast_this_turn(ctx: Context, v: Any) -> bool:
    """「このターンに呪文を唱えていれば」 (魔光騎聖ブラッディ・シャドウ's G・ゼロ): the controller cast a spell this
    turn (however: paid, for free, as a shield trigger)."""
    return any(e.player == ctx.controller for e in _this_turn(ctx, "cast")) == bool(v)


# The causes of an element's entering that are uses of its card (使う, 701.5a: paying its cost — or an
# ability saying so, S・トリガー — to summon a creature, generate a cross gear, use a タマシード); a card an
# effect puts (出す: cause "effect", invasion, revolution change) is not used.
USED_ENTRIES = ("summon", "summon for free", "shield trigger", "s-back", "generate", "use")


@condition("you used this turn", FILTER)
def _used_this_turn(ctx: Context, value: Any) -> bool:
    """「自分がそのターン中、コスト5以上の呪文またはコスト5以上のタマシードを使っていたら」 (ラクリマ・クロウラー): the
    controller used a card passing the filter this turn (701.5a, rule notice of 2022-04-08: using a card is
    paying its cost to play it — a spell cast, a creature summoned, a タマシード used; 公式Q&A of 2022-09-16: a
    card put by an effect is not used, one an ability lets be used, S・トリガー, is)."""
    who = perspective(ctx)
    return any(e.player == ctx.controller and e.card is not None
               and (e.kind == "cast" or (e.kind == "entered" and e.cause in USED_ENTRIES))
               and matches(ctx.game, e.card, value, who) for e in _this_turn_all(ctx))


@condition("you have a field")
def _field(ctx: Context, v: Any) -> bool:
    """You have a field (フィールド) in the battle zone."""
    return any(cr.definition.type is CardType.FIELD for cr in _player(ctx, "you").battle) == bool(v)


@condition("this is face up")
def _face_up(ctx: Context, v: Any) -> bool:
    """The ability's own card is face up (a shield: ギャラクシールド)."""
    return (ctx.source_card is not None and ctx.source_card.face_up) == bool(v)


@condition("card moved is", FILTER)
def _card_moved_is(ctx: Context, v: Any) -> bool:
    """「自分の山札の上から1枚目を、マナゾーンに置く。そのカードがクリーチャーであれば、…」 (鼓動する石版): the last
    card an earlier step of the effect moved passes the filter, as it is now; nothing moved: false."""
    return bool(ctx.took) and matches(ctx.game, ctx.took[-1], dict(v or {}), perspective(ctx))


@condition("that creature is", FILTER)
def _that_creature_is(ctx: Context, v: Any) -> bool:
    """「…クリーチャーを1体選び、タップする。それがドラゴンであれば、…」: the creature the effect's latest
    target chose passes the filter, as it is now or was as it left the battle zone (its last known
    characteristics: ウェーブ・ランス's bounced creature); nothing chosen: false."""
    who = perspective(ctx)
    return any(matches(ctx.game, cr, dict(v or {}), who) for cr in ctx.targeted)


@condition("moved a card")
def _moved_a_card(ctx: Context, v: Any) -> bool:
    """An earlier step of the effect moved a card (「そうした場合」: バロン・ゴーヤマ)."""
    return bool(ctx.took) == bool(v)


@condition("tried to put")
def _tried_to_put(ctx: Context, v: Any) -> bool:
    """An earlier step of the effect chose a card to put into the battle zone, whether or not it arrived
    (「…出してもよい。そうしたら、…」, official Q&A 42847 on 絶望神サガ: 出そうとしたクリーチャーが結果的に
    出なかった場合でも、「そうしたら」以降の効果は解決されます — a replacement that keeps the creature out does not
    undo the attempt; ``moved a card`` reads what arrived)."""
    return bool(ctx.tried) == bool(v)


@condition("moved at least", AMOUNT)
def _moved_at_least(ctx: Context, v: Any) -> bool:
    """Earlier steps of the effect moved at least n cards where they said (こうして…したカードが
    n枚以上: a card a replacement kept or sent elsewhere is not counted, Q&A 40496)."""
    return len(ctx.took) >= int(v)


@condition("wave striker")
def _wave_striker(ctx: Context, v: Any) -> bool:
    """ウェーブストライカー: two or more other creatures with wave striker in the battle zone —
    both players' (TCG) or only yours (DMPS): the profile's fork."""
    me = ctx.source_creature
    policy = ctx.game.profile.wave_striker
    others = [cr for cr in ctx.game.state.all_creatures() if cr is not me and cr.has("wave striker")
              and policy.counts(ctx.controller, cr.controller)]
    return (len(others) >= 2) == bool(v)


@condition("power at least", AMOUNT)
def _power_at_least(ctx: Context, value: Any) -> bool:
    """The ability's creature has at least this power (伝承するクローン・ホーン: パワーが6000以上の時)."""
    cr = ctx.source_creature
    return cr is not None and ctx.game.power(cr) >= int(value)


@condition("super bonus", BOOL)
def _super_bonus(ctx: Context, value: Any) -> bool:
    """This card has its S ability: its スーパー・S・トリガー was declared while its player had no
    shields (engine.mechanics.shield_triggers)."""
    card = ctx.source_card
    return (card is not None and card.uid in ctx.game.state.super_bonus) == bool(value)


@condition("hyper mode released", BOOL)
def _hyper_mode_released(ctx: Context, value: Any) -> bool:
    """This creature's hyper mode is released (814.2: its hyper-mode abilities work only then; 814.3)."""
    cr = ctx.source_creature
    return cr is not None and cr.hyper_released == bool(value)


@condition("this entered this turn", BOOL)
def _this_entered_this_turn(ctx: Context, value: Any) -> bool:
    """This creature was put into the battle zone this turn (このクリーチャーがバトルゾーンに出たターン:
    マスター・ブレイカー); false: it was there before this turn."""
    cr = ctx.source_creature
    return cr is not None and (cr.entered_turn == ctx.game.state.turn_id) == bool(value)


@condition("this is tapped", BOOL)
def _this_is_tapped(ctx: Context, value: Any) -> bool:
    """This creature is tapped (このクリーチャーがタップされていれば / されている間); false: untapped."""
    return ctx.source_creature is not None and ctx.source_creature.tapped == bool(value)


@condition("you have creatures", keys(Arg("filter", FILTER, {}, doc="which creatures"),
                                     Arg("other", BOOL, False, doc="true: this creature is not counted"),
                                     Arg("at least", AMOUNT, 1, doc="at least this many"),
                                     Arg("fewer than", AMOUNT, doc="and fewer than this many"),
                                     Arg("player", players("you", "each"), "you",
                                         doc="whose creatures: yours, or both players' (バトルゾーンに…があれば)")))
def _you_have_creatures(ctx: Context, value: Any) -> bool:
    """You have at least ``at least`` (and fewer than ``fewer than``) creatures in the battle zone
    passing the filter, this creature included unless the filter says other (バトルゾーンに自分の
    エンジェル・コマンドがある間 / があれば); with player: each, both players' creatures count
    (バトルゾーンにデーモン・コマンドが3体以上あれば)."""
    owners = list(ctx.game.state.players) if value.get("player") == "each" else [ctx.controller]
    n = sum(1 for owner in owners for cr in _creatures(ctx, owner)
            if matches(ctx.game, cr, value.get("filter") or {}, perspective(ctx))
            and not (value.get("other") and cr is ctx.source_creature))
    return n >= int(value.get("at least", 1)) and ("fewer than" not in value or n < int(value["fewer than"]))


@condition("creatures in the battle zone", keys(Arg("filter", FILTER, {}, doc="which creatures (whose: whose)"),
                                                Arg("other", BOOL, False, doc="true: this creature is not counted"),
                                                Arg("at least", AMOUNT, 1, doc="at least this many"),
                                                Arg("fewer than", AMOUNT, doc="and fewer than this many")))
def _creatures_in_battle(ctx: Context, value: Any) -> bool:
    """Both players' creatures passing the filter number at least ``at least`` (and fewer than ``fewer
    than``), this creature included unless ``other`` (バトルゾーンにタップされていないクリーチャーが他に１体でも
    あれば / バトルゾーンに相手の進化クリーチャーが１体でもあれば)."""
    return _count_in_range(ctx, [*_creatures(ctx, ctx.controller), *_creatures(ctx, ctx.opponent)], value)


@condition("opponent has creatures", keys(Arg("filter", FILTER, {}, doc="which creatures"),
                                          Arg("at least", AMOUNT, 1, doc="at least this many"),
                                          Arg("fewer than", AMOUNT, doc="and fewer than this many")))
def _opponent_has_creatures(ctx: Context, value: Any) -> bool:
    """The opponent's creatures passing the filter number at least ``at least`` (and fewer than ``fewer
    than``: バトルゾーンに相手のクリーチャーが１体もなければ is ``fewer than: 1``)."""
    least = value.get("at least", 0 if "fewer than" in value else 1)
    return _count_in_range(ctx, _creatures(ctx, ctx.opponent), {**value, "at least": least})


def _count_in_range(ctx: Context, pool: list[Creature], value: Any) -> bool:
    n = sum(1 for cr in pool if matches(ctx.game, cr, value.get("filter") or {}, perspective(ctx))
            and not (value.get("other") and cr is ctx.source_creature))
    return n >= int(value.get("at least", 1)) and ("fewer than" not in value or n < int(value["fewer than"]))


@condition("you have no other creatures")
def _no_other_creatures(ctx: Context, v: Any) -> bool:
    """None of your creatures but this one is in the battle zone (バトルゾーンに他に自分のクリーチャーがなければ)."""
    return (not [cr for cr in _creatures(ctx, ctx.controller) if cr is not ctx.source_creature]) == bool(v)


@condition("this is your only creature")
def _only_creature(ctx: Context, v: Any) -> bool:
    """Your creatures in the battle zone are this creature alone (バトルゾーンにある自分のクリーチャーがこの
    クリーチャーだけであれば): it is there, and no other."""
    mine = _creatures(ctx, ctx.controller)
    return (len(mine) == 1 and mine[0] is ctx.source_creature) == bool(v)


@condition("this is in the battle zone")
def _in_battle_zone(ctx: Context, v: Any) -> bool:
    """The ability's creature is still in the battle zone (このクリーチャーがバトルゾーンにあれば): the same
    object, not a new one the card became."""
    me = ctx.source_creature
    return (me is not None and any(cr is me for cr in ctx.game.state.all_creatures())) == bool(v)


@condition("you have another creature of race", RACE)
def _another_of_race(ctx: Context, race: Any) -> bool:
    """Another of your creatures (not the ability's own) has this race (…バトルゾーンに自分のナイトが
    他に１枚でもあれば)."""
    return any(cr is not ctx.source_creature and str(race) in cr.definition.races
               for cr in _creatures(ctx, ctx.controller))


@condition("you have a d2 field")
def _d2_field(ctx: Context, v: Any) -> bool:
    """You have a D2 field (D2フィールド) in the battle zone."""
    return any(cr.has("d2 field") for cr in _player(ctx, "you").battle) == bool(v)


@condition("linked")
def _linked(ctx: Context, v: Any) -> bool:
    """The ability's creature is a linked god (リンクしている時)."""
    return (ctx.source_creature is not None and ctx.source_creature.linked) == bool(v)


@condition("mana has civilizations", ListOf(CIVILIZATION))
def _mana_civilizations(ctx: Context, value: Any) -> bool:
    """Your mana zone has a card of each listed civilization (夜露死苦 キャロル: fire and water)."""
    mana = ctx.game.state.players[ctx.controller].mana
    return all(any(Civ(c) in m.definition.card_civilizations for m in mana) for c in value)


@condition("last play was a summon")
def _last_play_summon(ctx: Context, v: Any) -> bool:
    """サイクロン (このターン、この呪文を唱える直前にクリーチャーを召喚していれば): this turn, the last card its
    controller used before casting this spell was a creature they summoned (dmwiki サイクロン: 直前のプレイ
    がクリーチャーの召喚; a creature put by an effect is no play, a spell cast or a gear generated is)."""
    mine = [e for e in _this_turn_all(ctx) if e.player == ctx.controller]
    casts = [i for i, e in enumerate(mine) if e.kind == "cast" and e.card is ctx.source_card]
    last = None
    for e in reversed(mine[:casts[-1]] if casts else []):
        if e.kind == "cast" or (e.kind == "entered" and e.cause in PLAYS):
            last = e
            break
    summoned = last is not None and last.kind == "entered" and last.cause in ("summon", "summon for free")
    return summoned == bool(v)


# The causes of a creature's entering that are plays (使う): summoning and generating a cross gear.
PLAYS = ("summon", "summon for free", "generate")


def _this_turn_all(ctx: Context) -> list[Event]:
    game = ctx.game
    return [e for e in game.state.events if e.data.get("turn") == game.state.turn_id]


@condition("opponent's mana has civilization", CIVILIZATION)
def _opponent_mana_civilization(ctx: Context, value: Any) -> bool:
    """The opponent's mana zone has a card of the civilization (ステルス: 相手のマナゾーンに水のカードが
    1枚でもあれば、このクリーチャーはブロックされない)."""
    mana = ctx.game.state.players[ctx.opponent].mana
    return any(Civ(value) in m.definition.card_civilizations for m in mana)


@condition("it is your turn")
def _your_turn(ctx: Context, v: Any) -> bool:
    """It is the turn of the ability's controller."""
    return (ctx.game.state.turn_player == ctx.controller) == bool(v)


@condition("it is the opponent's turn")
def _their_turn(ctx: Context, v: Any) -> bool:
    """It is the turn of the opponent of the ability's controller."""
    return (ctx.game.state.turn_player != ctx.controller) == bool(v)


@condition("mana all civilization", CIVILIZATION)
def _mana_all_civilization(ctx: Context, value: Any) -> bool:
    """Every card of your mana zone is a card of this civilization (a multicoloured card counts when it
    is one of its civilizations: 自分のマナゾーンのカードがすべて火のカードであれば). Read: an empty mana
    zone holds no card of the civilization, so the condition does not hold then."""
    mana = ctx.game.state.players[ctx.controller].mana
    return bool(mana) and all(Civ(str(value)) in card.definition.civilizations for card in mana)

