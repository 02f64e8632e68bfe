"""The keywords of the card data (``keywords: [...]``; a filter's ``keyword``; what effects grant):
each name with what it means. The rules that read them live in the mechanics; a keyword is only
a name, so the names and their docs are data."""

from __future__ import annotations

KEYWORDS: dict[str, str] = {
    "blocker": "may block an attack, tapping itself; the attack then targets it",
    "speed attacker": "not summoning sick",
    "w breaker": "breaks 2 shields",
    "t breaker": "breaks 3 shields",
    "q breaker": "breaks 4 shields",
    "infinite breaker": "∞ブレイカー: breaks any number of the opponent's shields, its controller choosing how many "
                        "(DMPS: all of them)",
    "hyper energy": "ハイパーエナジー: as it is summoned, its player may tap any number of their creatures of "
                    "pairwise different costs, each making the summon cost 2 less (never below 1)",
    "guardman": "ガードマン: when an opponent's creature attacks another of your creatures, this one may tap to "
                "take the attack instead; not a block",
    "shield trigger": "when broken, may be used for free",
    "super shield trigger": "スーパー・S・トリガー: a shield trigger; declared while its player has no shields "
                            "(waiting broken shields not counted: 113.6a), the card has its S ability",
    "shield trigger x": "S・トリガーX (a cross gear): when broken, may be generated for free at once and crossed onto "
                        "one of its owner's creatures",
    "cannot attack": "this creature cannot attack",
    "cannot attack players": "this creature cannot attack players",
    "cannot block": "this creature cannot block (e.g. given for a turn by an effect)",
    "mach fighter": "マッハファイター: the turn it entered, it may attack creatures, tapped or untapped",
    "attacks players the turn it enters": "バトルゾーンに出たターン、相手プレイヤーを攻撃できる: the turn it entered, "
                                          "it may attack the opponent (not creatures) though summoning sick",
    "g strike": "G・ストライク: as this card is broken from the shields, it may be shown to choose one of the "
                "opponent's creatures, which cannot attack this turn (declared with the shield triggers)",
    "unchoosable": "相手に選ばれない: the opponent's effects cannot choose it (an 'all' effect still reaches it)",
    "must attack": "this creature attacks every turn if able",
    "unblockable": "this creature cannot be blocked",
    "madness": "discarded during the opponent's turn: may enter the battle zone instead",
    "enters mana tapped": "put into the mana zone tapped (TCG)",
    "must be blocked": "blocked if able: the defender must block it with a blocker that can",
    "must block": "相手のクリーチャーが攻撃する時、このクリーチャーは可能であればブロックする: when it can block an "
                  "attack, the defender blocks with it (or another that must block)",
    "unblockable when attacking creatures": "このクリーチャーは、クリーチャーを攻撃する時ブロックされない",
    "attacks only blockers": "このクリーチャーは、「ブロッカー」を持つクリーチャーだけを攻撃できる: no player, no "
                             "creature without blocker",
    "charger": "チャージャー: after it is cast, it is put into the mana zone instead of the graveyard",
    "cyclone": "サイクロン: after it is cast, it returns to the hand instead of the graveyard if the last card its "
               "caster used before it this turn was a creature they summoned",
    "escape": "エスケープ: when it would be destroyed, its controller may add one of their shields to their hand "
              "instead (no shield trigger)",
    "eternal omega": "エターナル・Ω: when it would leave the battle zone, it returns to the hand instead",
    "ex life": "EXライフ: as it is put, the top card of the deck becomes its EXライフ shield; when it would leave, "
               "that shield is put into the graveyard instead (while the shield is in its controller's shield zone)",
    "saver": "セイバー (a marker: the saving itself is the card's replacement ability; DMPS texts have the "
             "sentence without the keyword, 000)",
    "shield saver": "シールド・セイバー (a marker: the saving itself is the card's replacement of a shield's break, "
                    "instead of: your shield broken)",
    "lost prism": "ロスト・プリズム (a marker: the reveal is the card's own ability; DMPS texts have the sentence "
                  "without the keyword, 000)",
    "attacks untapped": "this creature may attack untapped creatures (its own ability: summoning sickness still "
                        "applies, 000 砕神兵ガッツンダー)",
    "shinkarize": "シンカライズ: an evolution creature may be put on this タマシード in the battle zone as if it "
                  "were a creature (without it, a non-creature is no evolution source: Q&A 41412)",
    "d2 field": "D2フィールド: a field; when another D2 field enters, its own ability puts it into the graveyard",
    "slayer": "スレイヤー: when this creature battles, after the battle the creature it battled is destroyed (its "
              "printed reminder; 115 バトル: the battle's loser is destroyed first)",
    "dies after winning": "バトルに勝っても、バトルの後、持ち主の墓地に置かれる: after a battle this creature "
                          "won, it is destroyed too (going from the battle zone to the graveyard is destruction)",
    "any evolution": "どんな種族の進化クリーチャーを、このクリーチャーの上に置いてもよい: an evolution creature of any "
                     "race may go on it (the evolution's other conditions still hold)",
    "summon only after a spell": "呪文を唱えたターンのみ、このクリーチャーを召喚することができる: summoned only in a "
                                 "turn its summoner cast a spell",
    "civilization breaker": "文明ブレイカー: breaks one shield per civilization among the cards of its controller's "
                            "mana zone",
    "dies after attacking a player": "このクリーチャーは相手プレイヤーを攻撃した後、持ち主の墓地に置かれる: destroyed "
                                     "once its attack on a player is over",
    "cannot attack creatures": "このクリーチャーは、クリーチャーを攻撃できない: it may attack players only",
    "cannot be attacked": "このクリーチャーは攻撃されない: no creature may attack it",
    "unblockable by weaker": "パワーがこのクリーチャーより小さいクリーチャーにブロックされない: a creature of "
                             "less power cannot block it",
    "survivor": "サバイバー (a marker: its controller's other survivors gain the abilities printed above it, the "
                "card's static grant with label: survivor)",
    "dynamo": "ダイナモ: when a battle begins, or when this creature could attack, it may tap to give another "
              "ダイナモ of its controller its power and abilities until the end of the turn (engine.mechanics.dynamo)",
    "wave striker": "ウェーブストライカー: its abilities with `if: {wave striker: true}` work while two or more other "
                    "creatures with it are in the battle zone (whose: the profile's fork)",
}
