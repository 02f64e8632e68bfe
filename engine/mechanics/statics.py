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
    CIVILIZATION,
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
from engine.mechanics.filters import Perspective, card_civilizations, civilizations_of, count, matches, races_of
from engine.mechanics.kinds import GRANTS_STATICS, battle_mask, bit, bits, having, kept
from engine.model.cards import Ability, CardDef, Civ
from engine.model.memo import per_definition
from engine.model.objects import Creature, Zone, other

# The static abilities of the card data (``static: {kind: value}``), each with what its value holds.
# Each is read where it applies (the module named in its doc); this is where they are declared.
ZONE_VALUES = zones(*(z.value for z in Zone))
static("grant", Filter(tuple(GRANT_KEYS.values()), "a filter"),
       "creatures matching a filter (player: whose, default you) have keywords, or the abilities of the "
       "ability's grants: (engine.mechanics.filters.grants_to)")
static("add race", keys(Arg("race", RACE, doc="the race added"),
                        Arg("player", players("you", "opponent"), "you", doc="whose creatures"),
                        Arg("self", BOOL, doc="true: this creature only (種族に…を追加する)"),
                        Arg("crossed", BOOL, doc="true: the creature this cross gear is crossed onto only "
                                                 "(これをクロスしたクリーチャーは…種族に…を追加する)")),
       "creatures have this race too, while its if: holds (engine.mechanics.filters.races_of)")
static("add civilization", keys(Arg("civilization", CIVILIZATION, REQUIRED, doc="the civilization added"),
                                Arg("of", ListOf(CIVILIZATION), doc="only creatures of these civilizations "
                                    "(without the added ones; default: all)"),
                                Arg("player", players("you", "opponent"), "you", doc="whose creatures")),
       "…のクリーチャーでもある: creatures in the battle zone have this civilization too, while its if: holds "
       "(engine.mechanics.filters.civilizations_of)")
static("shield force", keys(Arg("power", NUMBER, 0, doc="the power it gets")),
       "シールド・フォース: as this creature enters, its controller may choose one of their shields; while that "
       "shield stays in the shield zone, this creature gets power (engine.mechanics.queries)")
static("no shield triggers", keys(Arg("player", players("opponent", "each"), doc="who cannot"),
                                  Arg("civilization", CIVILIZATION, doc="only cards of this civilization"),
                                  Arg("broken by", choice("this", what="breaker"),
                                      doc="only the shields this creature breaks (ブレイクしたシールド)")),
       "while its if: holds, the opponent cannot use shield triggers (e.g. ヤミノリミット: if: {opponent has at "
       "least shields: 4}; engine.mechanics.shield_triggers)")
static("your shields gain", keys(Arg("keywords", ListOf(choice("shield trigger", what="keyword")), REQUIRED,
                                     doc="what they gain (S・トリガー)"),
                                 Arg("filter", FILTER, doc="only cards passing it (呪文)")),
       "shields put into its controller's hand have a shield trigger as they go there (シールドゾーンから自分の"
       "手札に加えられる呪文はすべて、「S・トリガー」を得る; engine.mechanics.shield_triggers)")
static("shield trigger as it goes to hand", BOOL,
       "自分のシールドゾーンから手札に加えるこのクリーチャーに「S・トリガー」を与える: while its if: holds, this card "
       "has S・トリガー as it goes from its owner's shield zone to their hand; the if: reads the shields as they wait "
       "(113.6c; engine.mechanics.shield_triggers)")
static("power", keys(Arg("amount", NUMBER, 0, doc="the power added"),
                     Arg("player", players("you", "opponent", "each"), "you", doc="whose creatures"),
                     Arg("filter", FILTER, doc="which creatures (race: chosen = the race this creature chose)"),
                     Arg("during", choice("your turn", "opponent turn", what="turn"),
                         doc="only during that player's turn (自分のターン中 / 相手のターン中)"),
                     Arg("while attacking", BOOL, doc="true: only the attacking creature (攻撃中, 510.2)"),
                     Arg("while blocking", BOOL,
                         doc="true: only the creature blocking the current attack (ブロック中)"),
                     Arg("while battling", FILTER, doc="only in a battle against a creature passing this filter "
                         "(…とバトルする時: the battle's comparison of powers)")),
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
                                  "(攻撃中, 510.2)"),
                              Arg("target", FILTER, doc="the creatures that get it (default: this creature; "
                                  "crossed: true, the creature this gear is crossed onto)"),
                              Arg("civilizations in", zones("mana zone", "battle zone"),
                                  doc="count the civilizations its cards have (文明1つにつき), not cards"),
                              Arg("races of", choice("opponent creatures", what="creatures"),
                                  doc="count the different races the opponent's creatures have (バトルゾーンにある"
                                  "相手のクリーチャーの種族ひとつにつき), not cards")),
       "while in the battle zone (and its if: holds), +amount power for each card a count counts (pending cards "
       "are not counted; engine.mechanics.statics)")
IGNORE_CANNOT_ATTACK_PLAYERS = "ignore cannot attack players"
_SELF_FILTER = keys(Arg("self", BOOL, True, doc="this creature (the form the classic texts print)"),
                   Arg("filter", FILTER, REQUIRED, doc="the creatures it is safe from"))
static("unblockable by", _SELF_FILTER,
       "このクリーチャーは、…クリーチャーにブロックされない: creatures passing the filter cannot block it "
       "(engine.mechanics.combat)")
static("unattackable by", _SELF_FILTER,
       "このクリーチャーは、…クリーチャーに攻撃されない: creatures passing the filter cannot attack it "
       "(engine.mechanics.combat)")
static("may attack", _SELF_FILTER,
       "このクリーチャーは、タップされていない…クリーチャーを攻撃できる: it may attack the untapped creatures "
       "passing the filter, like attacks untapped for those only (engine.mechanics.combat)")
static("opponent creatures must attack", keys(Arg("during", choice("your turn", "opponent turn", what="turn"),
                                                   doc="only during that player's turn (相手のターンに)")),
       "相手のクリーチャーはすべて、可能であれば攻撃する: while its if: holds, the opponent's creatures must attack "
       "if able (engine.mechanics.forced_attacks)")
static("opponent creatures must attack this", BOOL,
       "相手のクリーチャーは、可能であればこのクリーチャーを攻撃する (超神龍アバス・ノナリス): while its if: holds, "
       "the opponent's creatures must attack it if able — attack, and attack it (dmwiki 攻撃強制; "
       "engine.mechanics.forced_attacks, engine.mechanics.combat)")
static("others must attack after this attacks", BOOL,
       "このクリーチャーが攻撃したターン、自分の他のクリーチャーも、可能であれば攻撃する: once it attacked this turn, "
       "its controller's other creatures must attack if able (engine.mechanics.forced_attacks)")
static("unattackable and unblockable by", _SELF_FILTER,
       "このクリーチャーは、…クリーチャーに攻撃またはブロックされない: both of the above (engine.mechanics.combat)")
static("slayer against", _SELF_FILTER,
       "自然・光スレイヤー (printed: 「このクリーチャーとバトルした相手の自然または光のクリーチャーは、勝っても持ち主の"
       "墓地に置かれる」): スレイヤー for the creatures the filter names only (engine.mechanics.combat)")
static("blocker against", _SELF_FILTER,
       "火・自然ブロッカー, ドラゴン・ブロッカー (printed: 「相手の火または自然のクリーチャーが攻撃する時、"
       "このクリーチャーをタップして、その攻撃を阻止してもよい」): ブロッカー against attackers the filter names only "
       "(engine.mechanics.combat)")
static(IGNORE_CANNOT_ATTACK_PLAYERS, keys(Arg("filter", FILTER, REQUIRED, doc="the creatures of yours it reaches")),
       "自分の…クリーチャーは、そのクリーチャーが持つ相手プレイヤーを攻撃できない能力を無視する "
       "(赤翼の精霊エルラ・ルージュ): "
       "while its if: holds, your creatures passing the filter may attack players despite their 'cannot attack "
       "players'; nothing else that keeps them from attacking (summoning sickness) is ignored (Q&A 42045; "
       "engine.mechanics.combat)")
static("cannot block", _SELF_FILTER,
       "このクリーチャーは、パワー2000以下のクリーチャーをブロックできない: it cannot block attackers the filter "
       "names (engine.mechanics.combat)")
static("power attacker", AMOUNT,
       "パワーアタッカー+n (printed: 「攻撃中、このクリーチャーのパワーは+nされる」): while this creature is the "
       "attacking creature, from the attack's declaration to its end (510.2), it gets +n power "
       "(engine.mechanics.queries)")
static("extra breaks", Filter((Arg("n", AMOUNT, 1, doc="how many more"),
                               Arg("player", players("you", "opponent", "any"), "you", doc="whose creatures")),
                              "a filter"),
       "シールドをさらにn枚ブレイクする: creatures passing the filter (crossed: the creature this gear is crossed "
       "onto; player: whose) break n more shields than their breaker ability says, while its if: holds "
       "(engine.mechanics.queries.breaker_count)")
static("extra breaks per", keys(Arg("zone", ZONE_VALUES, "battle zone", doc="where the counted cards are"),
                                Arg("player", players("you", "opponent", "each"), "you", doc="whose"),
                                Arg("filter", FILTER, doc="which (other: true — not this creature)")),
       "クルー・ブレイカー: this creature breaks one more shield per card (creature) the count counts, as it breaks "
       "(engine.mechanics.queries.breaker_count)")
static("you choose your broken shields", BOOL,
       "自分のシールドが相手のクリーチャーにブレイクされる時、ブレイクされるシールドを裏向きのまま自分で選ぶ: the "
       "shields an opponent's creature breaks are chosen by their owner, while its if: holds "
       "(engine.mechanics.combat.break_shields)")
static("creatures enter tapped", keys(Arg("player", players("you", "opponent", "each"), "each",
                                          doc="whose creatures (each: both players')"),
                                      Arg("filter", FILTER, doc="which creatures (default: all)")),
       "…はタップされた状態でバトルゾーンに出る (銀界の守護者ル・ギラ・レシール: 「進化クリーチャーはタップされた状態で"
       "バトルゾーンに出る」): the creatures the filter names are put into the battle zone tapped, while this is "
       "there and its if: holds (engine.mechanics.zones.put_into_battle)")
static("opponent breaks at most", AMOUNT,
       "相手のクリーチャーは、攻撃1回につきシールドをn枚しかブレイクできない: the opponent's creatures break at most n "
       "shields per attack, while its if: holds (engine.mechanics.queries.breaker_count)")
static("creatures break at most", AMOUNT,
       "クリーチャーは、攻撃1回につきシールドをn枚しかブレイクできない: every creature breaks at most n shields per "
       "attack, while its if: holds (engine.mechanics.queries.breaker_count)")
static("does not untap", keys(Arg("self", BOOL, True, doc="this creature (the form the classic texts print)")),
       "自分のターンのはじめにアンタップする時、このクリーチャーはアンタップされない: it stays tapped at its "
       "controller's turn start (engine.mechanics.skills.untap_or_silent_skill)")
static("untappable by opponent", keys(Arg("self", BOOL, True, doc="this creature (the form the classic texts print)")),
       "相手はこのクリーチャーをタップできない (不屈のウレックス): the opponent's effects do not tap it "
       "(engine.ops.creatures tap)")
static("speed attackers wait a turn", BOOL,
       "「スピードアタッカー」を持つクリーチャーは、バトルゾーンに出たターン、攻撃することができない (ディオーネ): "
       "while this is in the battle zone and its if: holds, no creature with speed attacker, either player's, "
       "attacks the turn it entered (engine.mechanics.combat)")
static("opponent cards enter mana tapped", BOOL,
       "相手のカードは、タップされた状態でマナゾーンに置かれる (停滞の影タイム・トリッパー; 405.1: マナゾーンに"
       "置かれるカードは全て逆さ向きに置かれます。ただし、多色カードはタップして置かれます — an effect puts "
       "others tapped too): while this is in the battle zone and its if: holds, the opponent's cards are put into "
       "the mana zone tapped (under a mana pool, they add no usable mana, as a multicoloured card) "
       "(engine.mechanics.zones)")
static("mana does not untap", keys(Arg("player", players("you", "each"), "each",
                                       doc="whose mana zone (each: every player's)"),
                                   Arg("filter", FILTER, {}, doc="which cards (default: all)")),
       "…のマナゾーンの…をアンタップできない (ガイアクラッシュ・クロウラー: 誰も、自分自身のマナゾーンの呪文カードを"
       "アンタップできない; 緑神龍クスダルフ: 自分のターンのはじめに、自分のマナゾーンにあるカードをアンタップ"
       "できない; 501.1: …効果によってカードのアンタップが妨げられることがあります): while this is in the "
       "battle zone and its if: holds, the cards of those mana zones passing the filter stay tapped at their "
       "owner's turn start (engine.mechanics.turns; a mana pool has no tapped cards: no effect there)")
static("no battle when blocked", BOOL,
       "このクリーチャーの攻撃がブロックされた場合、バトルは行われない。ただし、両クリーチャーはタップしたままである: "
       "a blocked attack of this creature ends without a battle (engine.mechanics.combat)")
static("power from cards under", choice("sum"),
       "sum: its power is the sum of the printed powers of the cards under it (engine.mechanics.queries)")
static("keyword at power", keys(Arg("keyword", KEYWORD, doc="the keyword"),
                                Arg("at least", AMOUNT, 0, doc="the power it needs")),
       "it has a keyword while its power is at least n (engine.mechanics.abilities.keyword_at_power)")
static("may use from", keys(Arg("zone", ZONE_VALUES, doc="the zone it may be used from"),
                            Arg("cards", choice("this", "yours", what="cards"), "this",
                                doc="this card, or the controller's cards passing filter"),
                            Arg("filter", FILTER, doc="with cards: yours, which cards"),
                            Arg("free", BOOL, doc="true: without paying its cost"),
                            Arg("during", choice("your turn", what="turn"), doc="only during your turn"),
                            Arg("abyss rush", BOOL, doc="true: アビスラッシュ — a creature summoned this way may "
                                "attack players this turn and goes to its deck's bottom at the turn's end "
                                "(engine.mechanics.abyss_rush)")),
       "a use permission: summoned or cast from a zone; マナ召喚 also lets S-back be used from the mana zone where "
       "the profile allows it (engine.mechanics.playing)")
static("cost reduction", keys(Arg("n", one_of(AMOUNT, choice("all")), 0, doc="how much less (all: free)"),
                              Arg("if", CONDITION, doc="while this holds"),
                              Arg("summon", FILTER, doc="held in the battle zone: its controller's creatures passing "
                                  "the filter cost less to summon (自分の…を召喚するコスト)"),
                              Arg("cast", FILTER, doc="held in the battle zone: its controller's spells passing the "
                                  "filter cost less to cast (自分の呪文を唱えるコスト)"),
                              Arg("up to", AMOUNT, doc="最大n: at most n less (taken in full)"),
                              Arg("min", AMOUNT, 1, doc="ただし、コストはNより少なくならない: never below this"),
                              Arg("player", players("you", "each"), "you", doc="with summon / cast: whose uses "
                                  "(each: 各プレイヤーは, or no owner printed: 聖騎士ヴォイジャー)")),
       "its cost is n less (never below 1 unless all), judged when its use is declared; with summon / cast, a "
       "battle-zone holder lowers its controller's creatures' / spells' costs (engine.mechanics.costs)")
static("mugen climb", keys(Arg("n", AMOUNT, REQUIRED, doc="how many of your creatures are tapped and how much is paid"),
                           Arg("civilization", CIVILIZATION, REQUIRED, doc="the civilization of the mana paid")),
       "<ムゲンクライム>n: tap n of your untapped creatures and pay n (of the civilization) to summon this creature "
       "from your hand or graveyard: an alternative cost, a paid summon (engine.mechanics.playing.mugen_climb)")
static("graveyard creatures have mugen climb", keys(
           Arg("n", AMOUNT, REQUIRED, doc="the ムゲンクライム number given"),
           Arg("civilization", CIVILIZATION, REQUIRED, doc="the civilization of the mana paid")),
       "the creatures of its controller's graveyard have <ムゲンクライム>n of that civilization "
       "(∞大龍 ゲンムエンペラー; engine.mechanics.playing.mugen_climb)")
static("hyperize", BOOL,
       "ハイパー化: in its controller's main step, with nothing resolving or waiting, tap another creature of theirs "
       "to release its hyper mode until the start of their next turn (engine.mechanics.hyper_mode)")
static("hyper power", AMOUNT,
       "its power while its hyper mode is released (814.2b; engine.mechanics.queries)")
static("sympathy", keys(Arg("races", ListOf(RACE), REQUIRED, doc="the races of the creatures counted"),
                        Arg("floor", AMOUNT, 1, doc="the cost is never reduced below this")),
       "シンパシー: its cost is 1 less for each of its controller's creatures in the battle zone with one of the "
       "races (creatures only: no cross gear or タマシード), never below floor (the printed text's: 2 or 1); two "
       "such abilities reduce it twice (engine.mechanics.costs)")
static("cost increase", keys(Arg("summon", FILTER, doc="creatures passing the filter cost more to summon"),
                             Arg("cast", FILTER, doc="spells passing the filter cost more to cast"),
                             Arg("n", AMOUNT, REQUIRED, doc="how much more"),
                             Arg("player", players("each", "opponent"), "each", doc="whose uses: everyone's, or "
                                 "the holder's opponent's")),
       "while in the battle zone (and its if: holds), the cards it names cost n more to use "
       "(コスト増加; engine.mechanics.costs)")
static("g zero", CONDITION,
       "G・ゼロ: while the condition holds, this creature is summoned without paying its cost "
       "(engine.mechanics.costs)")
static("mana civilizations", one_of(choice("all"), keys(
           Arg("civilization", CIVILIZATION, REQUIRED, doc="the cards of this civilization"),
           Arg("add", ListOf(CIVILIZATION), REQUIRED, doc="have these civilizations too"))),
       "all: the cards of its controller's mana zone have every civilization; {civilization, add}: those of the "
       "civilization have the added ones too (聖火妖精パルック: 自分のマナゾーンにある自然のカードは、光または火の"
       "カードでもある) (state-defining; engine.mechanics.filters)")
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
static("galaxyshield", keys(Arg("civilization", CIVILIZATION, REQUIRED, doc="the civilization of the cost"),
                            Arg("n", AMOUNT, REQUIRED, doc="the cost")),
       "<ギャラクシールド>[文明(n)]: instead of the cost of using this card, its user may pay n of the civilization "
       "and put it face up into the shield zone as a new shield (engine.mechanics.galaxyshield)")
static("discarded creatures enter instead", keys(
    Arg("filter", FILTER, {"creature": True}, doc="the discarded cards it covers"),
    Arg("once per turn", BOOL, doc="true: 各ターンに一度"),
    Arg("keywords", ListOf(KEYWORD), doc="what the creatures put get this turn")),
       "when cards of its controller's hand passing the filter are discarded together, all of them may be put into "
       "the battle zone instead, or none (グラディアン・バレット・ドラゴン; engine.mechanics.discard_instead)")
static("cannot summon", keys(Arg("player", players("you", "opponent", "any"), "any", doc="who may not summon"),
                             Arg("except", FILTER, doc="the creatures that may still be summoned (none if absent)")),
       "nobody (or the player) may summon a creature but those passing except (聖霊王アルファディオス; "
       "engine.mechanics.playing.play_lock)")
static("cannot cast", keys(Arg("player", players("you", "opponent", "any"), "any", doc="who may not cast"),
                           Arg("except", FILTER, doc="the spells that may still be cast (none if absent)"),
                           Arg("after", AMOUNT, doc="only once the player has cast this many spells this turn "
                               "(…しか呪文を唱えられない: 1)"),
                           Arg("in their turn", BOOL, doc="true: only in the player's own turn (自身の各ターンに)")),
       "nobody (or the player) may cast a spell but those passing except, paid or free (聖霊王アルファディオス; "
       "engine.mechanics.playing.play_lock)")
static("seals removed by summoning", FILTER,
       "its controller's seals come off only as they summon a command passing the filter, even one a replacement "
       "keeps out, not as a command enters (FORBIDDEN STAR; engine.mechanics.seals)")
static("ignore abilities", FILTER,
       "the creatures of the battle zone passing the filter have their abilities ignored, printed and given "
       "(無視: ∞龍 ゲンムエンペラー; engine.mechanics.abilities)")
static("ignore spell effects", keys(Arg("max cost", AMOUNT, doc="only spells of this cost or less"),
                                    Arg("whose", players("you", "opponent", "any"), "any", doc="whose spells")),
       "the effects of the spells cast passing it do nothing (無視: ∞龍 ゲンムエンペラー; engine.mechanics.abilities)")
static("cannot leave", keys(Arg("zones", ListOf(ZONE_VALUES), doc="the zones"),
                            Arg("player", players("you", "opponent", "any"), "any", doc="whose cards")),
       "cards of these zones do not leave them (engine.mechanics.zones.stays)")
static("not destroyed", keys(Arg("while", choice("blocking", "battling", what="duration"), REQUIRED,
                                doc="blocking: while it blocks (ブロック中: until the attack ends, 510.2); battling: "
                                    "during the battle (バトル中: the battle's own destruction of its loser, 115.3b, "
                                    "not what resolves after it)"),
                              Arg("player", players("you", "opponent", "each"), "you", doc="whose creatures"),
                              Arg("self", BOOL, doc="true: this creature only (このクリーチャーは)")),
       "破壊されない: while its if: holds, the creatures it names are not destroyed for that time; a destruction "
       "that comes then does nothing to them (engine.mechanics.not_destroyed)")
static("no one may look at decks", keys(Arg("player", players("you", "opponent", "any"), "any",
                                          doc="who may not look")),
       "no player (or the player named) may look at any deck (誰も山札を見ることはできない: 巡霊者メスタポ; "
       "engine.mechanics.looking)")

# The kinds of abilities the power lookups read (engine.mechanics.kinds).
_POWER_KINDS, _CROSSED, _GRANTS_STATICS = bits("power", "power per card"), bit("crossed"), bit(GRANTS_STATICS)
_EXTRA_BREAKS = bits("extra breaks per", "extra breaks")
_BREAK_CAPS = bits("opponent breaks at most", "creatures break at most")


def _filter(holder: Creature, spec: dict[str, Any]) -> dict[str, Any] | None:
    """The spec's filter with ``race: chosen`` read as the holder's chosen race (None: nothing chosen)."""
    f = dict(spec.get("filter") or {})
    if f.get("race") == "chosen":
        race = holder.chosen.get("race")
        if race is None:
            return None
        f["race"] = race
    return f


def _whose(spec: dict[str, Any], controller: str, target: Creature) -> bool:
    """The spec's ``player`` (you | opponent | each, relative to ``controller``) admits the target's controller."""
    whose = str(spec.get("player", "you"))
    return whose == "each" or (target.controller == controller) == (whose == "you")


def _reaches(game: Rules, holder: Creature, spec: dict[str, Any], target: Creature) -> bool:
    if not _whose(spec, holder.controller, target):
        return False
    if "during" in spec and (game.state.turn_player == holder.controller) != (spec["during"] == "your turn"):
        return False
    if spec.get("while attacking") and game.state.attacking is not target:
        return False
    if spec.get("while blocking") and game.state.blocking is not target:
        return False
    f = _filter(holder, spec)
    return f is not None and matches(game, target, f, Perspective(holder.controller, holder.top, holder))


def _gets_per_card(game: Rules, holder: Creature, spec: dict[str, Any], creature: Creature) -> bool:
    """The creature gets the holder's ``power per card``: the holder itself, or its ``target``'s creatures
    (パワード・マスク: 「これをクロスしたクリーチャーのパワーは、…1体につき+1000される」)."""
    if spec.get("target") is None:
        return holder is creature
    return creature.controller == holder.controller and matches(
        game, creature, dict(spec["target"]), Perspective(holder.controller, holder.top, holder))


def _per_card(game: Rules, creature: Creature, spec: dict[str, Any]) -> int:
    """``power per card``: +amount for each card its count counts (紅神龍オグリストヴァル: cards in
    your hand; 伝承するクローン・ホーン: its name in the graveyards); pending cards are not counted (004)."""
    if "civilizations in" in spec:
        return int(spec.get("amount", 0)) * len(civilizations_in(game, creature.controller, spec))
    if "races of" in spec:  # 反骨鉄拳バーニアン: each race counted once, whichever creatures have it
        races = {r for cr in game.state.players[other(creature.controller)].battle if cr.definition.type.is_creature
                 for r in races_of(game, cr)}
        return int(spec.get("amount", 0)) * len(races)
    return int(spec.get("amount", 0)) * count(game, spec, Perspective(creature.controller, creature.top, creature))


def civilizations_in(game: Rules, controller: str, spec: dict[str, Any]) -> set[Civ]:
    """The civilizations the cards of a zone have (聖断の精霊エリクシア: 「自分のマナゾーンにあるカードの文明1つに
    つき」; 地脈の超人: 「バトルゾーンにある文明1つにつき」, every player's)."""
    whose = [controller] if spec.get("player", "you") == "you" else list(game.state.players)
    found: set[Civ] = set()
    for name in whose:
        p = game.state.players[name]
        if spec["civilizations in"] == "battle zone":
            found.update(c for cr in p.battle for c in civilizations_of(game, cr))
        else:
            found.update(c for card in p.mana for c in card_civilizations(game, card))
    return found


def safe_from(game: Rules, holder: Creature, other_creature: Creature, kinds: tuple[str, ...]) -> bool:
    """Whether one of ``holder``'s own statics of these kinds (unblockable by, unattackable by, ...)
    names ``other_creature`` in its filter."""
    if not having(game, bits(*kinds), [holder]):  # it has none of these kinds (engine.mechanics.kinds)
        return False
    seen = Perspective(holder.controller, holder.top, holder)
    return any(matches(game, other_creature, spec.get("filter") or {}, seen)
               for ab in game.abilities_of(holder) if ab.kind == "static"
               and check(Context(game, holder.controller, holder.top, holder), ab.condition)
               for kind in kinds if kind in ab.static for spec in (ab.static[kind],))


def ignores_cannot_attack_players(game: Rules, creature: Creature) -> bool:
    """Whether a static of an element of its controller's makes ``creature`` ignore its abilities that
    say it cannot attack players (``ignore cannot attack players``, with the ability's ``if:``)."""
    holders = having(game, bit(IGNORE_CANNOT_ATTACK_PLAYERS), game.state.players[creature.controller].battle)
    return any(ab.kind == "static" and IGNORE_CANNOT_ATTACK_PLAYERS in ab.static
               and matches(game, creature, dict(ab.static[IGNORE_CANNOT_ATTACK_PLAYERS]).get("filter") or {},
                           Perspective(h.controller, h.top, h))
               and check(Context(game, h.controller, h.top, h), ab.condition)
               for h in holders for ab in game.abilities_of(h))


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


def _power_abilities(game: Rules, holder: Creature) -> tuple[Ability, ...]:
    """The holder's power statics now: printed ones unless ignored, and those a static grant gives
    it (サバイバー; engine.mechanics.abilities). The fast path skips the lookup for a card without
    power statics while nothing grants statics."""
    printed = power_statics(holder.definition)
    if not printed and not battle_mask(game) & _GRANTS_STATICS:
        return ()
    return tuple(ab for ab in game.abilities_of(holder)
                 if ab.kind == "static" and ("power" in ab.static or "power per card" in ab.static))


def power_bonus(game: Rules, creature: Creature) -> int:
    """What static abilities add to the creature's power now."""
    m = battle_mask(game)
    total = sum(int(spec.get("power", 0)) for spec in crossed_with(game, creature)) if m & _CROSSED else 0
    for owner, p in game.state.players.items():  # a castle's statics, from its shield
        for castle in p.castles:
            for ab in castle.definition.abilities:
                spec = ab.static.get("power") if ab.kind == "static" else None
                if spec and _whose(spec, owner, creature) and check(Context(game, owner, castle), ab.condition) \
                        and matches(game, creature, spec.get("filter") or {}, Perspective(owner, castle)):
                    total += int(spec.get("amount", 0))
    if not m & _POWER_KINDS:  # no element has a power static (engine.mechanics.kinds)
        return total
    for holder in having(game, _POWER_KINDS):  # the elements that may have one (engine.mechanics.kinds)
        for ab in _power_abilities(game, holder):
            if ab.condition and not kept(game, ("power if", id(ab), id(holder)), lambda: check(
                    Context(game, holder.controller, holder.top, holder), ab.condition)):  # noqa: B023 - used at once
                continue
            if "power" in ab.static and "while battling" not in ab.static["power"] and _reaches(
                    game, holder, ab.static["power"], creature):
                total += int(ab.static["power"].get("amount", 0))
            ppc = ab.static.get("power per card")
            if ppc is not None and _gets_per_card(game, holder, ppc, creature) and (
                    not ppc.get("while attacking") or game.state.attacking is creature):
                total += _per_card(game, holder, ppc)
    return total


def battling_bonus(game: Rules, creature: Creature, against: Creature) -> int:
    """What ``power: {while battling: filter}`` statics add to the creature's power in its battle
    against ``against`` (電脳聖者タージマル: 「火のクリーチャーとバトルする時、このクリーチャーのパワーは
    +4000される」): read when the battle compares powers (engine.mechanics.combat.battle)."""
    total = 0
    if not battle_mask(game) & _POWER_KINDS:
        return total
    for holder in game.state.all_creatures():
        for ab in _power_abilities(game, holder):
            spec = ab.static.get("power")
            if not spec or "while battling" not in spec or not check(
                    Context(game, holder.controller, holder.top, holder), ab.condition):
                continue
            seen = Perspective(holder.controller, holder.top, holder)
            if _reaches(game, holder, spec, creature) and matches(game, against, dict(spec["while battling"]), seen):
                total += int(spec.get("amount", 0))
    return total


def has_static(game: Rules, creature: Creature, kind: str) -> bool:
    """The creature has a static ability of this kind whose value is not false (none while its
    abilities are ignored: engine.mechanics.abilities)."""
    return bool(having(game, bit(kind), [creature])) and any(
        ab.kind == "static" and ab.static.get(kind) not in (None, False) for ab in game.abilities_of(creature))


def extra_breaks(game: Rules, creature: Creature) -> int:
    """How many more shields static ``extra breaks`` abilities of the battle zone make the creature
    break (ヴァリアブル・アモン・ドラゴン: 「自分の多色クリーチャーは、シールドをさらに1枚ブレイクする」;
    バジュラズ・ソウル: the creature it is crossed onto), and its own ``extra breaks per`` (クルー・ブレイカー:
    one more per other creature of the race, counted as it breaks)."""
    total = 0
    for holder in having(game, _EXTRA_BREAKS):  # the elements that may have one (engine.mechanics.kinds)
        for ab in game.abilities_of(holder):
            per = ab.static.get("extra breaks per") if ab.kind == "static" and holder is creature else None
            if per is not None and check(Context(game, holder.controller, holder.top, holder), ab.condition):
                total += count(game, per, Perspective(holder.controller, holder.top, holder))
            spec = ab.static.get("extra breaks") if ab.kind == "static" else None
            if spec is None:
                continue
            f = {k: v for k, v in dict(spec).items() if k not in ("n", "player")}
            whose = str(spec.get("player", "you"))
            if whose != "any" and (creature.controller == holder.controller) != (whose == "you"):
                continue
            if matches(game, creature, f, Perspective(holder.controller, holder.top, holder)) and check(
                    Context(game, holder.controller, holder.top, holder), ab.condition):
                total += int(spec.get("n", 1))
    return total


def attack_lures(game: Rules, attacker: Creature) -> list[Creature]:
    """The opponent's creatures ``attacker`` must attack if able: each holds a static ``opponent creatures must
    attack this`` whose if: holds (相手のクリーチャーは、可能であればこのクリーチャーを攻撃する)."""
    return [holder for holder in having(game, bit("opponent creatures must attack this"))
            if holder.controller != attacker.controller
            and any(ab.kind == "static" and ab.static.get("opponent creatures must attack this")
                    and check(Context(game, holder.controller, holder.top, holder), ab.condition)
                    for ab in game.abilities_of(holder))]


def in_force(game: Rules, kind: str) -> bool:
    """Whether a creature of the battle zone has a static ability of this kind (a true value) whose
    if: holds: a rule for every creature while it is there (ディオーネ)."""
    return any(ab.kind == "static" and ab.static.get(kind) not in (None, False)
               and check(Context(game, holder.controller, holder.top, holder), ab.condition)
               for holder in having(game, bit(kind)) for ab in game.abilities_of(holder))


def held_by_opponent_of(game: Rules, kind: str, player: str) -> bool:
    """Whether a creature of ``player``'s opponent has a static ability of this kind (a true value) whose
    if: holds (停滞の影タイム・トリッパー: 「相手のカードは…」)."""
    return any(holder.controller != player and ab.kind == "static" and ab.static.get(kind) not in (None, False)
               and check(Context(game, holder.controller, holder.top, holder), ab.condition)
               for holder in having(game, bit(kind)) for ab in game.abilities_of(holder))


def mana_kept_tapped(game: Rules, player: str) -> list[tuple[dict[str, Any], Perspective]]:
    """The ``mana does not untap`` statics that reach ``player``'s mana zone (their filter and how their holder
    sees the cards), whose if: holds."""
    found = []
    for holder in having(game, bit("mana does not untap")):
        for ab in game.abilities_of(holder):
            spec = ab.static.get("mana does not untap") if ab.kind == "static" else None
            if spec is None or (spec.get("player", "each") == "you" and holder.controller != player):
                continue
            if check(Context(game, holder.controller, holder.top, holder), ab.condition):
                found.append((dict(spec.get("filter") or {}), Perspective(holder.controller, holder.top, holder)))
    return found


def enters_tapped(game: Rules, creature: Creature) -> bool:
    """Whether a ``creatures enter tapped`` static of the battle zone names the creature entering
    (its holder's controller's ``player`` side, its filter) while its if: holds."""
    for holder in having(game, bit("creatures enter tapped")):  # (engine.mechanics.kinds)
        if holder is creature:
            continue
        for ab in game.abilities_of(holder):
            spec = ab.static.get("creatures enter tapped") if ab.kind == "static" else None
            if spec is None:
                continue
            whose = str(spec.get("player", "each"))
            if whose != "each" and (creature.controller == holder.controller) != (whose == "you"):
                continue
            seen = Perspective(holder.controller, holder.top, holder)
            if matches(game, creature, dict(spec.get("filter") or {}), seen) and check(
                    Context(game, holder.controller, holder.top, holder), ab.condition):
                return True
    return False


def breaks_at_most(game: Rules, creature: Creature) -> int | None:
    """The fewest shields an ``opponent breaks at most`` static of the creature's opponent (光神龍ラル・
    アブゾーバー) or a ``creatures break at most`` static of anyone's (インパクト・アブソーバー, while it is
    crossed onto no creature) lets it break per attack, or None."""
    caps = [int(ab.static[kind]) for holder in having(game, _BREAK_CAPS) for ab in game.abilities_of(holder)
            if ab.kind == "static" for kind in ("opponent breaks at most", "creatures break at most")
            if kind in ab.static and (kind == "creatures break at most" or holder.controller != creature.controller)
            and check(Context(game, holder.controller, holder.top, holder), ab.condition)]
    return min(caps) if caps else None
