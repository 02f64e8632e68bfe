"""The card-data vocabulary: trigger events, effect operations, keywords, static abilities.

Each name maps to a one-line description; ``dmrules cards --vocabulary`` prints them and
``engine/catalog/cards/README.md`` documents them. The implementations live in
:mod:`engine.mechanics.triggers` (events) and :mod:`engine.effects` (operations).
"""

from __future__ import annotations

# Trigger events. "this ..." triggers watch the ability's own card.
TRIGGER_EVENTS: dict[str, str] = {
    "this enters": "this creature is put into the battle zone (出た時); filter by: summon|revolution change",
    "your creature enters": "one of your creatures is put into the battle zone; filter race/keyword/civ, other",
    "this destroyed": "this creature is destroyed (looks back: it was in the battle zone). As 'instead of': a "
                      "destruction replacement, before the creature leaves",
    "another creature destroyed": "another creature is destroyed; filter whose: you|opponent|any, race, "
                                  "evolution: true|false (the destroyed creature); first time this turn: true "
                                  "(DMPS: the first card moved; TCG: any moved together, Q&A 40030)",
    "this leaves": "this creature leaves the battle zone; filter to: graveyard|hand|mana zone|... (where it goes). "
                   "As 'instead of': a leave replacement (e.g. meteorburn), before the creature leaves",
    "your creature leaves": "one of your creatures leaves the battle zone; filter race (one or a list), other, "
                            "one or more: true (once for creatures leaving together)",
    "this attacks": "this creature attacks",
    "your creature attacks": "one of your creatures attacks; filter race/civ/other",
    "your turn starts": "the start of your turn",
    "your turn ends": "the end of your turn",
    "opponent turn ends": "the end of your opponent's turn",
    "opponent draws": "your opponent draws a card",
    "card put into graveyard": "a card is put into a graveyard from anywhere; filter whose. As 'instead of': "
                               "a card would be (other: not this card)",
    "this put into graveyard": "this card is put into the graveyard from anywhere (waits from the graveyard)",
    "this put into mana": "this card is put into the mana zone",
    "this put into shield zone": "this card is put into the shield zone (waits from the shield zone); filter face up: "
                                 "true (put there face up)",
    "card put into mana zone": "a card is put into a mana zone; filter whose: you|opponent|any (whose mana zone). "
                               "As 'instead of': a card would be (other: not this card)",
    "this discarded": "this card is discarded from its owner's hand (waits from the graveyard); filter "
                      "during: your turn|opponent turn. As 'instead of': madness-type abilities",
    "this breaks a shield": "this creature breaks a shield. As 'instead of': the broken shield does not go to "
                            "the hand (break replacement, e.g. redirect: graveyard = shield burning)",
    "a creature enters": "a creature is put into the battle zone; filter whose, max cost, not from (a zone). "
                         "As 'instead of': a landing replacement",
    "opponent creature attacks": "an opponent's creature attacks; filter attacking: you (it attacks you)",
    "each turn ends": "the end of each turn (either player's)",
    "your creature unblocked": "one of your creatures attacks a player and is not blocked; filter race/civ",
    "opponent creature unblocked": "an opponent's creature attacks you and is not blocked",
    "you cast a spell": "you cast a spell; filter cast from: hand|graveyard (or a list), civilization, ...",
    "this dragsolutions": "this dragheart is flipped by 龍解 (龍解した時)",
    "your shield goes to hand": "(S-back: declare: s-back) one of your shields is about to go to your hand "
                                "(handled by the break, never waits); filter civilization",
    "this wins a battle": "this creature wins a battle (the other had less power): 覚醒 (awaken)",
    "crossed creature attacks": "the creature this cross gear is crossed onto attacks (waits from the gear)",
    "tap skill": "this creature's tap skill is used (タップスキル: it taps instead of attacking; `When player A uses "
                 "the tap skill of X`)",
    "this cast": "(spells) what the spell does when cast",
    "unstated timing": "the sources give the effect but not when it triggers: never triggers by itself; "
                       "a scenario resolves it with `the ability of <card> resolves for player <X>`",
    "a creature destroyed": "(instead of only) a creature would be destroyed; filter whose: you|opponent|any, "
                            "other, race, civilization (one or a list)",
    "a creature leaves": "(instead of only) a creature would leave the battle zone; filter to: graveyard|hand|..., "
                         "whose, other, race, civilization",
    "this spell put into graveyard": "(instead of only) this spell would be put into the graveyard after it is cast "
                                     "(チャージャー: into the mana zone instead)",
    "your shield leaves the shield zone": "(instead of only) one of your shields would go from the shield zone to "
                                          "another zone; filter not to: hand",
    "this battles": "(instead of only) this creature would battle; filter attacked: true (because of an opponent "
                    "creature's attack: it was attacked or it blocked)",
    "you lose the game": "(instead of only) a player would lose the game; filter whose: you|opponent|any, not by: "
                         "attack | deck out (a loss by any other means); from: hand (works from the hand)",
}

# Effect operations: ``- op: n`` or ``- op: {args}``.
EFFECT_OPS: dict[str, str] = {
    "draw": "the controller draws n cards; up to: true — the controller chooses how many, n down to 0 (TCG "
            "「n枚まで」)",
    "mana from deck": "put the top n cards of the controller's deck into their mana zone",
    "mana from hand": "put up to n cards from the controller's hand into the mana zone (chosen)",
    "hand from deck": "put the top n cards of the controller's deck into their hand (not a draw)",
    "shields from deck": "put the top n cards of a player's deck onto their shields (player: you | opponent)",
    "recover usable mana": "DMPS: recover n usable mana (n: all = up to the cap), never above the cap",
    "increase usable mana": "DMPS: +n usable mana; the cap becomes twice the max mana this turn",
    "reduce usable mana": "DMPS: the target player's usable mana and its cap are n lower (player: opponent; "
                          "n: civilizations = those of their mana zone; until: end of their next turn)",
    "untap mana": "TCG: untap every card of the controller's mana zone",
    "hand from mana": "mana recovery: return up to n cards (type: creature) from the controller's mana zone "
                      "to their hand, chosen one at a time",
    "discard": "the target player discards n cards (n: all = the whole hand, or a count {count: {zone, player, "
               "name, filter}, plus: k}; player: opponent; pick: random|choose (the discarding player)|you choose "
               "(the effect's controller); filter: only cards passing it)",
    "look at hand": "the controller looks at player's (opponent) hand: those cards join what they have seen",
    "destroy": "destroy creatures (target: ...)",
    "bounce": "return creatures to their owners' hands (target: ...)",
    "mana send": "put creatures into their owners' mana zones (target: ...)",
    "shield send": "put creatures onto their owners' shields (target: ...)",
    "shuffle graveyard into deck": "shuffle this card and the controller's graveyard into the deck",
    "power": "target creatures get +n power (amount: n, target: ...)",
    "grant": "target creatures gain keywords (keywords: [...], target: ...)",
    "reveal and take": "reveal the top n cards of the deck, put one matching the filter into the hand, the rest "
                       "into the graveyard (rest: graveyard) or the bottom of the deck (rest: bottom; order: any — in "
                       "an order the text leaves open: TCG the owner's, DMPS drawn by lot); take: all = every "
                       "matching card",
    "meteorburn": "put n cards from under this creature into the graveyard, one at a time: chosen when the text "
                  "says so (choose: true), else as the profile says (DMPS: the source selected first)",
    "win the game": "the controller wins the game (if: a condition checked when this step runs)",
    "put from hand": "put creatures from the controller's hand into the battle zone, one at a time in the "
                     "order chosen (count: n | up to n; filter: civilization, keyword, race, max cost, "
                     "not evolution)",
    "put from zone": "put cards from a zone (zone: deck|mana zone|graveyard|hyperspatial zone, or zones: [...]) "
                     "into the battle zone (or to: hand|shields|mana zone), one at a time; player: you|opponent|"
                     "moved (the owner of the creature the previous step moved), chooser: you|opponent, count: n | "
                     "up to n | all | any (total cost: n), pick: choose | search (探索: up to 3 names by lot) | "
                     "random, filter (card filter; max cost: cards in zone; shares a race with: that); into the "
                     "battle zone an evolution goes onto a source, a card that can't be put stays; a searched "
                     "deck is shuffled",
    "return this to the battle zone": "put this card from the zone it waits in into the battle zone",
    "tap": "tap creatures (target: ...; freeze: true notes that they don't untap next turn)",
    "mana to graveyard": "put n cards of a player's mana zone into the graveyard, chosen by the controller "
                         "(player: opponent; up to: true — may stop) or pick: random",
    "mana to deck top": "put n cards of the controller's mana zone on top of their deck, chosen one at a time",
    "reveal until": "reveal the controller's deck from the top until count cards match the filter; put those "
                    "into the battle zone one at a time, shuffle the rest back",
    "reveal top": "reveal the top card of the controller's deck; if it passes the filter (cheaper than this: a "
                  "creature costing less than this one) it goes then: battle zone|hand, else: top|bottom|graveyard",
    "extra turns": "the controller takes n more turns after this one; per revealed: {n, filter} counts the cards "
                   "passing the filter among the top n of the deck (revealed; they stay on top)",
    "put this into graveyard": "put this battle-zone object into its owner's graveyard (not destroyed: a D2 "
                               "field that another D2 field replaces)",
    "that card to graveyard": "put the card the triggering event moved into its owner's graveyard",
    "redirect": "(instead of: abilities) the card that was about to move goes to this zone of its owner "
                "instead: redirect: graveyard|hand|mana zone|shields|deck|battle zone",
    "stay in the battle zone": "(instead of: abilities) the creature that was about to leave stays",
    "stay in the shield zone": "(instead of: abilities) the shield that was about to leave stays (a card being used "
                               "from there goes back: released, or put there again before 2022-09-14)",
    "destroy this": "destroy this creature (a replacement that can't, because it is gone, can't be used)",
    "discard this": "discard this card from the hand (a replacement that works from the hand)",
    "battle instead": "(instead of: this battles) another of the controller's creatures passing filter, chosen, "
                      "battles the attacker instead",
    "add shield to hand": "the controller puts one of their shields into their hand, no shield trigger (TCG: "
                          "chosen; DMPS: at random); needs a shield",
    "grant replacement": "a continuous effect gives creatures (target: ..., default all of yours) a replacement "
                         "ability (ability: {instead of: ..., do: [...]}) until: end of turn | start of your next turn",
    "may attack untapped creatures": "a continuous effect (until end of turn): the controller's creatures (player: "
                                     "you) or any (each) passing filter (race: chosen) may attack untapped "
                                     "creatures, even summoning sick (000: the TCG effect overrides sickness)",
    "you do not lose this turn": "this turn the controller does not lose the game",
    "battle": "two creatures battle: pair: entering (the creature that entered vs one the controller chooses) | "
              "put (the creature an earlier step put vs an opponent's creature the controller chooses) | "
              "choose 2 (two the controller chooses, in order)",
    "put same name": "put a creature with the same name as the one the ability refers to from the controller's "
                     "zones (from: [deck, mana, hand]) into the battle zone; a deck looked at is shuffled",
    "deck bottom": "put creatures (target: ...) on the bottom of their owners' decks; cost at least mana: true; "
                   "order: any (the effect leaves the order open)",
    "swap": "入れ替え: out (random | this) goes to the deck, a creature from the deck (in: filter) by lot takes its "
            "place; see engine.mechanics.moves",
    "invade": "侵略: put this card from the hand onto the attacking creature (it goes on attacking)",
    "revolution change": "革命チェンジ: the attacking creature returns to the hand; this card takes its place, "
                         "tapped as it was, attacking",
    "cast this": "cast this spell for free from the zone its ability waited in (attack chance, revolution 0)",
    "summon this": "summon this creature for free from the zone its ability waited in (revenge chance, S-back)",
    "put this": "put this card into the battle zone from the zone its ability waited in (invasion ZERO); from: "
                "hand = only if it is still there",
    "cast from hand": "cast a spell from the controller's hand for free (filter: keyword); may stop",
    "cast shield if spell": "ラッキー・ダーツ: chooser (opponent) picks one of the controller's shields; a spell is "
                            "cast for free (may: true — the controller may decline), anything else stays",
    "cast same name from deck": "look at the deck; the controller may cast for free a spell with the name of the "
                                "spell whose casting triggered this; shuffle",
    "recast it from graveyard": "cast the spell whose casting triggered this again, from the graveyard, for free",
    "use from hand for free": "cast a spell or summon a creature with the keyword (keyword: shield trigger) from "
                              "the hand for free; may stop",
    "discard this then draw": "discard this card from the hand; if you do, draw n",
    "untap this": "untap this creature (if: a condition, e.g. burned a card: true)",
    "dragsolution": "龍解: flip this dragheart to its other side (to: name) and untap it; destroy yours: n first "
                    "destroys n of your other creatures",
    "g link": "G・リンク as this god enters (TCG: its controller may link it with its named partner, card field "
              "g link: {with, side}); under a profile where G-link is activated, nothing",
    "flip": "flip this creature's card to its other side (to: name): 覚醒 / 解除 of psychic creatures; it stays "
            "the same creature, tapped or not as it was",
    "break shields": "this creature breaks n (or all) of the opponent's shields",
    "destroy highest power": "destroy the opponent's creature with the highest power (all ties: true for every "
                             "one; otherwise one: chosen, at random under DMPS)",
    "destroy random": "destroy one of the opponent's creatures at random (untapped: true, not sick: true)",
    "evolve this from graveyard": "put this evolution card from the graveyard onto your creatures, one of each "
                                  "civilization listed (onto: [darkness, fire])",
    "put from deck": "put the creature called name from the controller's deck into the battle zone; shuffle",
    "search deck": "put a card chosen from the controller's deck into their hand; shuffle",
    "mana from graveyard": "the controller may put up to n cards (default 1) from their graveyard into their mana "
                           "zone, chosen one at a time",
    "cast from zone": "cast spells from a zone of the controller's for free (zone, count: n | up to n, filter), "
                      "chosen one at a time; together: true makes them all pending first (004); afterwards: deck "
                      "bottom puts each on the bottom of the deck instead of the graveyard",
    "only the top card leaves": "(instead of: this leaves) only the top card of the creature leaves; the profile's "
                                "rebuild decides what stays (002)",
    "put under": "choose one of your evolution creatures, then up to n cards of a zone of yours (from: deck | mana "
                 "zone, count, filter) to put under it, each at the bottom (403.4a); shuffle: true shuffles the deck",
    "skip the rest of the turn": "ターンの残りをとばす (512.1): the rest of the turn is skipped; the next turn "
                                 "starts (a card still pending goes to the graveyard then, with no event)",
    "cast a copy of the spell side": "cast a copy of this twinpact's spell side for free (スマッシュ・バースト, "
                                     "輪廻∞): the copy is pending, the creature is not, and the copy ceases to exist "
                                     "afterwards (004)",
    "after the attack": "その攻撃の後: these steps (do: [...]) happen once the current attack is over",
    "protected from spells this turn": "this turn the controller's elements can't be chosen by spells",
    "the opponent may cast this spell": "the opponent may cast this spell (being cast, so pending) for free before "
                                        "it goes to the graveyard: a pending card used again (004, 英知の防壁)",
    "gachinko judge": "ガチンコ・ジャッジ: each player reveals the top card of their deck and puts it on the bottom; "
                      "the controller wins if theirs costs at least as much (condition: won the gachinko judge)",
    "shield to hand": "the turn player chooses a shield of either player; its owner puts it into the hand and "
                      "may use its shield trigger",
    "reveal and destroy by power": "reveal the top n cards, choose a creature of the civilization among them, "
                                   "destroy an opponent's creature with at most its power",
    "choose race": "choose a race (not: [races] excluded) among the races of the cards in the game; a creature "
                   "keeps it for its statics (race: chosen)",
    "pick extreme": "the creature (zone: battle zone) or hand card (zone: hand) of player (you|opponent|each) with "
                    "the which (lowest|highest) by (power|cost), among those passing filter; ties: choose | random "
                    "(a lot: DMPS 「複数あるなら、その中からランダムに1体」) | profile; do: destroy|tap|mana send|"
                    "bounce|discard",
    "something happens": "黒神龍ガルバロス: one of six effects drawn by lot, whatever the board (own shield to hand, "
                         "opponent shield to graveyard, destroy own weakest, destroy opponent strongest, discard "
                         "own cheapest, opponent discards priciest)",
    "own shield to hand": "one of the controller's shields, drawn by lot, goes to their hand (its shield trigger "
                          "may be used)",
    "shield to graveyard": "one of player's (you|opponent) shields goes to the graveyard, not broken (no shield "
                           "trigger); pick: choose (chooser: you|opponent) | random",
    "deck to graveyard": "put the top n cards of the controller's deck into their graveyard, together",
    "put all from mana": "each player puts every creature of their mana zone into the battle zone, one at a "
                         "time in the order chosen (ignore enter triggers: true)",
}

# The one set of filter keys (read by engine.mechanics.filters.matches, the one interpreter of filters):
# every key means the same in a trigger, a target, an operation's card filter, a static grant,
# a replacement's ``instead of`` or an evolution's ``evolves_from``.
FILTER_KEYS: dict[str, str] = {
    "creature": "true: a creature card (a card filter of an operation that puts creatures assumes it)",
    "type": "the card type: creature | evolution creature | spell | ...",
    "civilization": "one or a list: it has one of these civilizations (a creature: in the battle zone)",
    "multicolour": "true: multicoloured; false: not",
    "keyword": "it has the keyword (a creature: printed or given by an effect)",
    "race": "one or a list: it has one of these races, exactly",
    "race category": "one or a list: one of its races contains the word (ドラゴン, コマンド, ...; a creature: "
                     "races static abilities add count too)",
    "not race category": "none of its races contains the word",
    "max cost": "its cost is at most n; 'cards in zone': at most the number of cards in the zone it is in",
    "min cost": "its cost is at least n (革命チェンジ: コスト5以上のドラゴン)",
    "max power": "its power is at most n",
    "costs more than mana": "true: its cost is greater than the number of cards in its holder's mana zone "
                            "(奇石 ミクセル, 獣軍隊 ヤドック; a pending card is not counted, and a pending card's own "
                            "cost is the one it had before it became pending: 004)",
    "name": "its name is exactly this",
    "not name": "its name is not this",
    "name contains": "its name contains this name category: text, or {text, reading} (the profile's name "
                     "categories: TCG matches the ruby too)",
    "evolution": "true: an evolution creature; false: not one",
    "psychic": "true: a psychic creature (サイキック); false: not one",
    "whose": "you | opponent | any: controlled (a card: owned) by the ability's controller, or not",
    "other": "true: not the ability's own card or creature",
    "self": "true: the ability's own creature",
    "untapped": "true: untapped",
    "that": "true: the creature the triggering event concerns",
    "shares a race with": "that: it shares a race with the creature the triggering event concerns",
    "cheaper than this": "true: a creature whose cost is less than the ability's own creature's (連鎖)",
}

# A target spec (``target:``) is a filter plus these selection keys (engine.mechanics.targets).
SELECTION_KEYS = {"player": "whose creatures: you | opponent | each", "count": "n | all | up to n",
                  "that put": "true: the creatures an earlier step of the same effect put",
                  "pick": "random: drawn instead of chosen", "chooser": "you | opponent: who picks",
                  "card": "true: choose a card (カード指定), not a creature: see the profile's designation policy",
                  "zones": "with card: the zones to choose from (default: the battle zone)"}

# Keys a trigger or an ``instead of:`` may carry besides filter keys: those of every trigger,
# and each event's own parameters (the card data is checked against them when it loads).
TRIGGER_KEYS: dict[str, str] = {
    "from": "the zone the ability works from when it is not the battle zone: hand | graveyard | mana | shield",
    "declare": "the ability must be declared (使用宣言): invasion | revolution change | attack chance | ...",
    "first time this turn": "true: only the first qualifying event of the turn (DMPS: the first card moved)",
    "one or more": "true: once for a batch of simultaneous moves",
    "during": "your turn | opponent turn: only during that player's turn",
}
EVENT_PARAMS: dict[str, dict[str, str]] = {
    "this enters": {"by": "summon | revolution change | ...: only when it entered that way"},
    "this leaves": {"to": "graveyard | hand | mana zone | ...: where it goes"},
    "your creature enters": {"including this": "true: this creature entering counts too"},
    "opponent creature attacks": {"attacking": "you: it attacks you"},
    "your creature attacks": {"nth attack this turn": "n: only your n-th attack of the turn"},
    "this put into shield zone": {"face up": "true: put there face up"},
    "your shield leaves the shield zone": {"not to": "a zone it is not going to (hand)"},
    "this battles": {"attacked": "true: because of an opponent creature's attack (it was attacked or it blocked)"},
    "you cast a spell": {"cast from": "hand | graveyard: where the spell was cast from"},
    "a creature enters": {"not from": "a zone the entering creature must not come from"},
    "a creature leaves": {"to": "graveyard | hand | ...: where it would go"},
    "you lose the game": {"not by": "attack | deck out: a loss by any other means"},
}
# Keys of the other mappings of the card data that hold a filter.
COUNT_KEYS = {"zone": "the zone counted", "player": "you | opponent | each", "name": "only cards of this name",
              "filter": "only cards passing this filter", "amount": "(power per card) power per card counted"}
EVOLVES_FROM_KEYS = {"count": "how many sources: n | up to n | any", "zone": "mana zone | graveyard: the sources "
                     "come from that zone of yours (マナ進化, 墓地進化)"}
GRANT_KEYS = {"keywords": "the keywords given", "player": "you | opponent: whose creatures"}

KEYWORDS: dict[str, str] = {
    "blocker": "may block an attack, tapping itself; the attack then targets it",
    "speed attacker": "not summoning sick",
    "w breaker": "breaks 2 shields",
    "t breaker": "breaks 3 shields",
    "q breaker": "breaks 4 shields",
    "shield trigger": "when broken, may be used for free",
    "cannot attack": "this creature cannot attack",
    "cannot attack players": "this creature cannot attack players",
    "cannot block": "this creature cannot block (e.g. given for a turn by an effect)",
    "mach fighter": "マッハファイター: the turn it entered, it may attack creatures, tapped or untapped",
    "g strike": "G・ストライク: as this card is broken from the shields, it may be shown to choose one of the "
                "opponent's creatures, which cannot attack this turn (declared with the shield triggers)",
    "unchoosable": "相手に選ばれない: the opponent's effects cannot choose it (an 'all' effect still reaches it)",
    "must attack": "this creature attacks every turn if able",
    "unblockable": "this creature cannot be blocked",
    "madness": "discarded during the opponent's turn: may enter the battle zone instead",
    "enters mana tapped": "put into the mana zone tapped (TCG)",
    "must be blocked": "blocked if able: the defender must block it with a blocker that can",
    "charger": "チャージャー: after it is cast, it is put into the mana zone instead of the graveyard",
    "escape": "エスケープ: when it would be destroyed, its controller may add one of their shields to their hand "
              "instead (no shield trigger)",
    "eternal omega": "エターナル・Ω: when it would leave the battle zone, it returns to the hand instead",
    "saver": "セイバー (a marker: the saving itself is the card's replacement ability; DMPS texts have the "
             "sentence without the keyword, 000)",
    "lost prism": "ロスト・プリズム (a marker: the reveal is the card's own ability; DMPS texts have the sentence "
                  "without the keyword, 000)",
    "attacks untapped": "this creature may attack untapped creatures (its own ability: summoning sickness still "
                        "applies, 000 砕神兵ガッツンダー)",
    "d2 field": "D2フィールド: a field; when another D2 field enters, its own ability puts it into the graveyard",
    "wave striker": "ウェーブストライカー: its abilities with `if: {wave striker: true}` work while two or more other "
                    "creatures with it are in the battle zone (whose: the profile's fork)",
}

STATIC_KINDS: dict[str, str] = {
    "grant": "creatures matching a filter have keywords or abilities (filter: other, self, player, race, ...)",
    "add race": "your creatures (player: you|opponent) have this race too ({race: R})",
    "shield force": "シールド・フォース: as this creature enters, its controller may choose one of their shields; "
                    "while that shield stays in the shield zone, this creature gets power (+n)",
    "no shield triggers": "while its if: holds, the opponent cannot use shield triggers ({player: opponent}; "
                          "e.g. ヤミノリミット: if: {opponent has at least shields: 4})",
    "power": "creatures get +amount power while this is in the battle zone: player: you|each, filter (race: chosen "
             "= the race this creature chose)",
    "untouchable": "an effect that chooses (a target spec that is not pick: random or count: all) can't choose "
                   "this creature when its chooser is the holder's opponent ({by: opponent})",
    "crossed": "a cross gear: the creature it is crossed onto gets {power: n, keywords: [...]}",
    "reduce usable mana": "DMPS: while this is in the battle zone, the opponent's usable mana and its cap are n "
                          "lower (n, or {n: 1, stacks: false} for この効果は重複しない)",
    "power per card": "while in the battle zone (and its if: holds), +amount power for each card a count "
                      "counts ({zone, player: you|opponent|each, name, amount, filter}; pending cards are not "
                      "counted)",
    "power from cards under": "sum: its power is the sum of the printed powers of the cards under it",
    "keyword at power": "it has a keyword while its power is at least n ({keyword, at least})",
    "may use from": "a use permission: this card (cards: this, the default) or the controller's cards passing a "
                    "filter (cards: yours) may be summoned or cast from a zone ({zone, cards, filter, free: true "
                    "for without paying, during: your turn}); マナ召喚 also lets S-back be used from the mana zone "
                    "where the profile allows it",
    "cost reduction": "its cost is n less ({n: k | all, if: a condition}), judged when its use is declared",
    "mana civilizations": "all: the cards of its controller's mana zone have every civilization (state-defining)",
    "your spells have": "the spells its controller casts have these keywords ({keywords: [...]})",
    "cannot be put": "cards passing filter (default: creatures) cannot be put from these zones (from; default any) "
                     "into these (into; default the battle zone) by anyone (players: each) or by the holder's "
                     "opponent (players: opponent) while: {condition} holds (バリバリ・ケドケド, "
                     "族長の魂友 ワチャゴナ)",
    "cannot leave": "cards of these zones do not leave them ({zones: [...], player: you|opponent|any})",
}
