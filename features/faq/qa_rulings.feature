@faq
Feature: Official Q&A rulings on triggers, declarations and continuous effects
  Each scenario cites the official Q&A it encodes (tag @qa:NUMBER, or the mirror it was seen
  through), restates the question in our own words and asserts the official answer under the
  profile it speaks for (the paper rules: tcg). Where a card of the Q&A is not in
  ../shared/cards, a card of the catalog with the same ability stands in for it, and the
  description says so.

  @qa:43783
  Scenario: Two "another creature destroyed" watchers destroyed in one battle see nothing (603.5c)
    Q&A 43783 (2023-09-15, seen through dmwiki's 公式Q&A 2023年9月15日更新版): my Eineのマイク and
    the opponent's battle and both are destroyed; does either "when an opposing element leaves,
    draw a card" ability trigger? No: a card that leaves together with another looks back only
    at itself (603.5c). Eineのマイク is not in ../shared/cards; 封魔妖スーパー・クズトレイン ("when
    another creature is destroyed, you may draw") stands in for it on both sides: player A's
    attacks player B's tapped one, their powers are equal, both are destroyed at once.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 封魔妖スーパー・クズトレイン
    And player B's battle zone holds, left to right: 封魔妖スーパー・クズトレイン (tapped)
    When player A attacks 封魔妖スーパー・クズトレイン with 封魔妖スーパー・クズトレイン
    Then under tcg no ability triggers
    And under tcg 封魔妖スーパー・クズトレイン is in player A's graveyard
    And under tcg 封魔妖スーパー・クズトレイン is in player B's graveyard

  @qa:39429
  Scenario: 烈火大聖 ソンクン destroyed together with two others: its ability triggers once
    Q&A 39429 (seen through sites.google.com/view/dmjudgeall 烈火大聖-ソンクン, which links it;
    listed by dmwiki's 公式Q&A 2023年6月9日更新版): my ソンクン and two of my other creatures are
    destroyed at the same time; how often does "when one of your creatures is destroyed"
    trigger? Once: a creature destroyed together with others looks back only at itself
    (603.5c), so it sees its own destruction only.
    Given it is player B's turn
    And player A's battle zone holds, left to right: 烈火大聖 ソンクン, アクア・ビークル, 予言者リュゾル
    When an effect of player B's destroys 烈火大聖 ソンクン, アクア・ビークル and 予言者リュゾル
    Then under tcg 烈火大聖 ソンクン's ability triggers 1 time

  @qa:dmwiki-2020-09-11-spinna @cr:110.2e
  Scenario: A "this turn, the opponent's creatures get -N" effect misses a creature put afterwards
    Official Q&A of 2020-09-11 (seen through dmwiki's 公式Q&A 2020年9月11日更新版; its number not
    visible there): in the turn 罪無 スピンナ極 gave the opponent's creatures -3000, is a creature
    the opponent puts later (by a shield trigger) also -3000? No: the effect reaches only the
    creatures there when it resolved (110.2e). 罪無 スピンナ極 is not in ../shared/cards;
    ヤミノサザン (classic, "that turn, the opponent's creatures all get -1000") stands in for it.
    Player B's シーマイン is there and gets -1000; アクア・サーファー, put by its shield trigger
    during player A's attack, keeps its 2000.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 暗黒の騎士ザガーン
    And player A's hand holds: ヤミノサザン
    And player B's battle zone holds, left to right: シーマイン
    And player B's shield zone holds: アクア・サーファー, 予言者リュゾル
    And player B will use the shield trigger of アクア・サーファー
    And player B will not use the optional ability of アクア・サーファー
    When an effect puts ヤミノサザン from player A's hand into the battle zone
    And player A attacks player B with 暗黒の騎士ザガーン
    Then under tcg シーマイン's power is 3000
    And under tcg アクア・サーファー's power is 2000

  @qa:38583
  Scenario: 【問2】 ノロン: not drawing means not discarding
    Q&A 38583 (2020-07-17, seen through dmwiki's 公式Q&A 2020年7月17日更新版): if I choose not to
    draw with ノロン's "you may draw a card; if you do, discard a card", do I still discard? No.
    Player A declines the ability: the hand and the deck stay as they were.
    Given it is player A's turn
    And player A's hand holds: 【問2】 ノロン, 予言者リュゾル
    And player A's deck holds, top first: アクア・ビークル, 5 x 予言者リュゾル
    And player A will not use the optional ability of 【問2】 ノロン
    When an effect puts 【問2】 ノロン from player A's hand into the battle zone
    Then under tcg player A's hand holds: 予言者リュゾル
    And under tcg player A drew 0 cards
    And under tcg player A's graveyard has 0 cards

  @qa:38583
  Scenario: 【問2】 ノロン: drawing the card, then discarding one
    The other branch of Q&A 38583's reading: when player A does draw, a card is discarded
    (here the one player A chooses).
    Given it is player A's turn
    And player A's hand holds: 【問2】 ノロン, 予言者リュゾル
    And player A's deck holds, top first: アクア・ビークル, 5 x 予言者リュゾル
    And player A will use the optional ability of 【問2】 ノロン
    And player A will choose 予言者リュゾル to discard
    When an effect puts 【問2】 ノロン from player A's hand into the battle zone
    Then under tcg player A drew 1 card
    And under tcg player A's hand holds: アクア・ビークル
    And under tcg player A's graveyard holds: 予言者リュゾル

  @qa:dmwiki-2024-04-05-stegoro-1
  Scenario: A revolution-change card returned to the hand by the attack trigger cannot be declared
    Official Q&A of 2024-04-05 (seen through dmwiki's 公式Q&A 2024年4月5日更新版, first question;
    its number not visible there): 闘争類拳嘩目 ステゴロ・カイザー attacks and its attack trigger
    returns 蒼き団長 ドギラゴン剣 from the mana zone to the hand; can it be revolution-changed
    into that attack? No: revolution change is declared when the creature attacks, before any
    of the attack's abilities resolve, and ドギラゴン剣 was not in the hand then.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 闘争類拳嘩目 ステゴロ・カイザー
    And player A's mana zone holds: 蒼き団長 ドギラゴン剣, 5 x 予言者リュゾル
    And player A's deck holds, top first: 予言者リュゾル, 5 x 予言者リュゾル
    And player B has 3 shields
    And player A will choose 蒼き団長 ドギラゴン剣 to return to the hand
    When player A attacks player B with 闘争類拳嘩目 ステゴロ・カイザー
    Then under tcg player A could not declare 蒼き団長 ドギラゴン剣
    And under tcg player A does not declare 蒼き団長 ドギラゴン剣
    And under tcg 蒼き団長 ドギラゴン剣 is in player A's hand
    And under tcg 闘争類拳嘩目 ステゴロ・カイザー is in player A's battle zone
    And under tcg player B has 1 shield

  @qa:dmwiki-2024-04-05-stegoro-1
  Scenario: The same revolution change, in the hand when ステゴロ・カイザー attacks, is declared
    The control of the ruling above: with ドギラゴン剣 in the hand when the attack is declared, its
    revolution change is declared and it takes ステゴロ・カイザー's place (a nature Dragon of cost
    7), which returns to the hand.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 闘争類拳嘩目 ステゴロ・カイザー
    And player A's hand holds: 蒼き団長 ドギラゴン剣
    And player A's mana zone holds: 5 x 予言者リュゾル
    And player A's deck holds, top first: 予言者リュゾル, 5 x 予言者リュゾル
    And player B has 3 shields
    And player A will declare 蒼き団長 ドギラゴン剣
    When player A attacks player B with 闘争類拳嘩目 ステゴロ・カイザー
    Then under tcg player A declares 蒼き団長 ドギラゴン剣
    And under tcg 蒼き団長 ドギラゴン剣 is in player A's battle zone
    And under tcg 闘争類拳嘩目 ステゴロ・カイザー is in player A's hand

  @qa:40032 @qa:45145
  Scenario: A spell given "cast it from the graveyard" twice is cast from the graveyard twice
    Q&A 40032 (2021-12-17) and Q&A 45145 (2024-06-21), seen through dmwiki's 保留状態 page (seed
    004), which says both rule the same way: when one spell is given the effect "cast it again
    from the graveyard" several times, going graveyard → pending → graveyard does not reset the
    other effects: it is cast from the graveyard once per effect. Two 術英雄 チュレンテンホウ
    (マナ武装5: when you cast a spell from your hand, cast it from the graveyard for free) and
    フェアリー・ライフ cast from the hand: it is cast three times, so three cards go from the deck
    to the mana zone.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 術英雄 チュレンテンホウ, 術英雄 チュレンテンホウ
    And player A's mana zone has 5 cards of クリスタル・メモリー
    And player A's hand holds: フェアリー・ライフ
    And player A's deck holds, top first: 5 x 予言者リュゾル
    When player A casts フェアリー・ライフ without paying its cost
    Then under tcg player A's mana zone has 8 cards
    And under tcg フェアリー・ライフ is in player A's graveyard

  @qa:40030 @cr:400.7
  Scenario: Two creatures destroyed together both count as "destroyed for the first time"
    Q&A 40030 (about 2021-12-17: Q&A 40032, two numbers on, is dated so by dmwiki), quoted by
    seed 000 (同時に複数のカードが移動する際の順序): in the TCG, every card moved together counts
    as moved "for the first time". 希望のファンクラップソディ's "first time" text is its DMPS
    version (the catalog's way of comparing the rules on it, features/movement/first_time.feature);
    under tcg, each of the two abilities may refer to either destroyed creature.
    Given 希望のファンクラップソディ plays its DMPS text under every profile
    And it is player A's turn
    And player A's battle zone holds, left to right: 希望のファンクラップソディ, 希望のファンクラップソディ, 西部人形ザビ・バレル
    And player A's hand holds: 学校男
    And player A's deck holds, top first: 西部人形ザビ・バレル, 学校男, 5 x 予言者リュゾル
    And player A will choose 学校男 as target
    And player A will choose 西部人形ザビ・バレル as target
    When an effect puts 学校男 from player A's hand into the battle zone
    Then under tcg 希望のファンクラップソディ's ability triggers 2 times
    And under tcg 希望のファンクラップソディ's abilities may refer to: 西部人形ザビ・バレル, 学校男

  @qa:dmwiki-2021-04-16-seitei
  Scenario: An evolution creature keeps a continuous effect its source had
    Official Q&A of 2021-04-16 (seen through dmwiki's 公式Q&A 2021年4月16日更新版; its number not
    visible there): in the turn 「正義星帝」 entered, I evolved it into オヴ・シディア <サザン.Star>;
    does 「正義星帝」's "does not leave until the start of your next turn" still hold for the
    evolution? Yes: continuous effects given to the source creature carry over to the
    evolution creature. 「正義星帝」 is not in ../shared/cards; 鎧亜の咆哮キリュー・ジルヴェス's
    continuous effect (this turn, your creatures go to the mana zone instead of being destroyed)
    stands in for it: アクア・ビークル has it, クリスタル・ランサー evolves onto it, and when the
    evolution is destroyed it goes to the mana zone.
    Given it is player A's turn
    And player A's battle zone holds, left to right: アクア・ビークル
    And player A's hand holds: 鎧亜の咆哮キリュー・ジルヴェス, クリスタル・ランサー
    And player A's mana zone has 6 cards of アクア・ビークル
    When an effect puts 鎧亜の咆哮キリュー・ジルヴェス from player A's hand into the battle zone
    And player A summons クリスタル・ランサー onto アクア・ビークル
    And an effect of player B's destroys クリスタル・ランサー
    Then under tcg クリスタル・ランサー is in player A's mana zone
    And under tcg クリスタル・ランサー is not in player A's graveyard

  @qa:dmwiki-2023-06-09-sonkun
  Scenario: The turn player's "your creature is destroyed" resolves before the opponent's ジャストダイバー
    Official Q&A of 2023-06-09 (seen through dmwiki's 公式Q&A 2023年6月9日更新版; its number not
    visible there): during my turn the opponent casts 百鬼の邪王門, puts 龍素記号wD サイクルペディア
    and battles one of my creatures, which is destroyed; may my 烈火大聖 ソンクン's "when one of
    your creatures is destroyed" destroy サイクルペディア, a blocker, before its ジャストダイバー
    protects it? Yes: the waiting abilities resolve turn player first, so ソンクン's resolves
    before サイクルペディア's enter ability. The Q&A casts 百鬼の邪王門 through its 鬼エンド during
    an attack; here player B casts it for free in player A's turn (鬼エンド is not encoded); the
    order of the waiting effects is the same.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 烈火大聖 ソンクン, 予言者リュゾル
    And player B's hand holds: 百鬼の邪王門
    And player B's deck holds, top first: 龍素記号wD サイクルペディア, 予言者リュゾル, 予言者リュゾル, 予言者リュゾル, 5 x 予言者リュゾル
    And player B will choose 予言者リュゾル as target
    When player B casts 百鬼の邪王門 without paying its cost
    Then under tcg the waiting effects resolve in this order:
      | source                   | ability                            |
      | 烈火大聖 ソンクン        | attacks or your creature destroyed |
      | 龍素記号wD サイクルペディア | justdiver                       |
    And under tcg 龍素記号wD サイクルペディア is in player B's graveyard
    And under tcg 予言者リュゾル is in player A's graveyard

  @qa:cr-603.5c-example
  Scenario: 603.5c's example: a watcher destroyed with two other creatures triggers once, for itself
    The example of 総合ルール 603.5c (quoted with Q&A 43783 by dmwiki's 公式Q&A 2023年9月15日更新版
    and with Q&A 39429 by dmjudgeall): with two creatures and one that has "when a creature is
    destroyed, draw a card" in the battle zone, a spell destroys them all; the ability triggers
    once, for its own creature. 烈火大聖 ソンクン ("when one of your creatures is destroyed",
    itself included) watches; an "all" effect destroys it with one creature of each player.
    Given it is player B's turn
    And player A's battle zone holds, left to right: 烈火大聖 ソンクン, アクア・ビークル
    And player B's battle zone holds, left to right: 予言者リュゾル
    When an effect of player B's destroys all creatures
    Then under tcg 烈火大聖 ソンクン's ability triggers 1 time

  @qa:39160
  Scenario: Q&A 39160: without four multicoloured mana cards, リンネビーナス's マナ武装 does nothing, its その後 part included
    Q&A 39160 (the 2020-12-15/17 update, seen through dmwiki's 公式Q&A 2020年12月15日/17日更新版).
    Question restated: Mの悪魔龍 リンネビーナス enters while my mana zone holds fewer than four
    multicoloured cards; its マナ武装4 would put a creature from my graveyard, "then" give my
    creatures speed attacker this turn: does the "then" part still happen? Answer: no, the
    condition is not met, so none of the ability happens. Three multicoloured mana cards here:
    爆炎野郎ジョー stays in the graveyard and neither creature gets speed attacker.

    Given it is player A's turn
    And player A's mana zone holds: 3 x 百鬼の邪王門, 3 x アクア・ビークル
    And player A's graveyard holds: 爆炎野郎ジョー
    And player A's hand holds: Mの悪魔龍 リンネビーナス
    When an effect puts Mの悪魔龍 リンネビーナス from player A's hand into the battle zone
    Then under tcg 爆炎野郎ジョー is in player A's graveyard
    And under tcg Mの悪魔龍 リンネビーナス does not have the keyword speed attacker

  @qa:39160
  Scenario: Q&A 39160, the control: with four multicoloured mana cards, the creature comes back and both get speed attacker
    The same board with a fourth multicoloured mana card: the condition holds, 爆炎野郎ジョー is
    put from the graveyard and then every creature of player A has speed attacker this turn.

    Given it is player A's turn
    And player A's mana zone holds: 4 x 百鬼の邪王門, 2 x アクア・ビークル
    And player A's graveyard holds: 爆炎野郎ジョー
    And player A will choose 爆炎野郎ジョー to put into the battle zone
    And player A's hand holds: Mの悪魔龍 リンネビーナス
    When an effect puts Mの悪魔龍 リンネビーナス from player A's hand into the battle zone
    Then under tcg 爆炎野郎ジョー is in player A's battle zone
    And under tcg Mの悪魔龍 リンネビーナス has the keyword speed attacker
    And under tcg 爆炎野郎ジョー has the keyword speed attacker
