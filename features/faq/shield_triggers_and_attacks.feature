@faq
Feature: Official rulings on breaking shields, shield triggers and the attack step
  Each scenario cites the ruling it encodes (tag @qa:ID, and in its description where and when
  it was published, and the mirror when the official page was not seen) and asserts its answer
  under the profile it applies to.

  @qa:cardlifestyle-2018-10-20 @qa:gachi-strigger-multi-declare @cr:113.6 @cr:509.5a
  Scenario: a W-breaker breaks its two shields together, and both shield triggers are declared before either is used
    The official page "S・トリガーの使い方について" as quoted by cardlifestyle.com (2018-10-20),
    with dmwiki (W・ブレイカー: since the rule revision of 2017-03-25 the shields of one break are
    broken at once): the broken shields go to the hand, the shield triggers among them are
    declared, then used. So the first デーモン・ハンド destroying the attacker does not save the
    second shield: both are broken, both triggers were declared, both are cast.
    gachi-matome (?p=53504; undated summary of the official FAQ) says the same: shield triggers
    added at once are all declared first, then each is used.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 暗黒の騎士ザガーン
    And player B's shield zone holds: デーモン・ハンド, デーモン・ハンド
    And player B will use the shield trigger of デーモン・ハンド
    And player B will use the shield trigger of デーモン・ハンド
    When player A attacks player B with 暗黒の騎士ザガーン
    Then under tcg player B has 0 shields
    And under tcg 暗黒の騎士ザガーン is not in player A's battle zone
    And under tcg player B's graveyard holds: デーモン・ハンド, デーモン・ハンド

  @qa:notice-2017-04-06 @cr:110.2e
  Scenario: 110.2e (2017-04-06): a creature put after an "all the opponent's creatures" effect is not affected
    Rule-change notice 31395 (2017-04-06), 110.2e: an effect affects only the cards within its
    range when it was created; a card that arrives later the same turn is not affected (the same
    rule answers Q&A 38585, 38586 and 罪無 スピンナ極 of 2020-09-11). Player A's ホーリー・スパーク
    taps B's creatures; アクア・サーファー, put afterwards, stays untapped.
    Given it is player A's turn
    And player A's mana zone has 6 cards of 予言者リュゾル
    And player A's hand holds: ホーリー・スパーク
    And player B's battle zone holds, left to right: 予言者リュゾル
    And player B's hand holds: アクア・サーファー
    When player A casts ホーリー・スパーク
    And an effect puts アクア・サーファー from player B's hand into the battle zone
    Then under tcg 予言者リュゾル is tapped
    And under tcg アクア・サーファー is not tapped

  @qa:notice-2019-09-27 @cr:505.6 @cr:505.6a
  Scenario: 505.6a (2019-09-27): an attacking creature removed from the attack ends it
    Rule-change notice 31460 (2019-09-27), 505.6a: when an effect takes the attacking creature
    out of the attack, the attack ends at once and the game moves to the attack's end. Player B
    has no shields; 予言者リュゾル attacks B and B uses the revolution 0 trigger of 革命の鉄拳,
    which destroys the attacker (B's deck shows グラディアン・レッド・ドラゴン, 15000): the
    attack ends, no direct attack is made, and the game goes on.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 予言者リュゾル
    And player B's hand holds: 革命の鉄拳
    And player B's deck holds, top first: グラディアン・レッド・ドラゴン, 予言者リュゾル, 予言者リュゾル, 予言者リュゾル, 予言者リュゾル
    And player B will declare 革命の鉄拳
    When player A attacks player B with 予言者リュゾル
    Then under tcg the game goes on
    And under tcg 予言者リュゾル is not in player A's battle zone

  @qa:notice-2019-09-27 @cr:505.6a
  Scenario: 505.6a (2019-09-27): the effects already waiting when the attack ends still resolve
    What notice 31460 added to 505.6a: when an effect removes the attacking creature and the
    attack ends, the effects already waiting still resolve (only new declarations of the
    non-turn player's abilities cannot be added). Player B declares two 革命の鉄拳 at once; the
    first destroys 予言者リュゾル and ends the attack, the second still resolves: both are cast.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 予言者リュゾル
    And player B's hand holds: 革命の鉄拳, 革命の鉄拳
    And player B's deck holds, top first: グラディアン・レッド・ドラゴン, 予言者リュゾル, 予言者リュゾル, 予言者リュゾル, 予言者リュゾル
    And player B will declare 革命の鉄拳, 革命の鉄拳
    When player A attacks player B with 予言者リュゾル
    Then under tcg the game goes on
    And under tcg 予言者リュゾル is in player A's graveyard
    And under tcg player B's graveyard holds: 革命の鉄拳, 革命の鉄拳
    And under tcg player B's hand has 0 cards

  @qa:notice-2019-06-18-505.6a @cr:505.6a
  Scenario: A creature forbidden to attack after it was declared attacking goes on with its attack
    Rule-change notice of 2019-06-18 (https://dm.takaratomy.co.jp/rule/rulechange/31440/, 505.6a): once a creature
    is declared attacking (or blocking), an ability that then forbids it to attack (or block) does not remove it
    from the attack; only an effect that removes it from "that attack" ends the attack (that half: notice
    2019-09-27, encoded beside). ボルシャック・ドギラゴン attacks player B; its attack ability makes it battle B's
    平和の守護者メ・フューサー (4000), which is destroyed: 「このクリーチャーが破壊された時、そのターン中、クリーチャーは
    攻撃することができない。」 Every creature, ドギラゴン too, can't attack that turn; ドギラゴン stays in its attack
    and breaks three of B's shields (T・ブレイカー).
    Given it is player A's turn
    And player A's battle zone holds, left to right: ボルシャック・ドギラゴン
    And player B's battle zone holds, left to right: 平和の守護者メ・フューサー
    And player B has 5 shields
    And player A will use the optional ability of ボルシャック・ドギラゴン
    When player A attacks player B with ボルシャック・ドギラゴン
    Then under tcg 平和の守護者メ・フューサー is in player B's graveyard
    And under tcg ボルシャック・ドギラゴン has the keyword cannot attack
    And under tcg player B has 2 shields

  @qa:dmwiki-2024-04-05-stegoro @cr:506.3c
  Scenario: an attack trigger and a declared revolution change resolve in the order their player chooses
    Official Q&A of 2024-04-05 (seen through dmwiki's 公式Q&A 2024年4月5日更新版; its number not
    visible there): 闘争類拳嘩目 ステゴロ・カイザー attacks and 蒼き団長 ドギラゴン剣's revolution
    change is declared; the attack trigger and the revolution change resolve in any order the
    turn player likes, and the abilities the change newly triggers may be put before the attack
    trigger too. Those two cards are not in the catalog; ボルシャック・クリスド (an attack trigger)
    and 刀の3号 カツえもん剣 (a revolution change) stand in for them: the ruling is about the
    turn player's own waiting effects, whatever they do.
    Given it is player A's turn
    And player B has 3 shields
    And player A's battle zone holds, left to right: ボルシャック・クリスド
    And player A's hand holds: 刀の3号 カツえもん剣
    And player A will declare 刀の3号 カツえもん剣
    And player A will resolve ボルシャック・クリスド first
    When player A attacks player B with ボルシャック・クリスド
    Then under tcg these happen in this order:
      | step                                           |
      | player A declares 刀の3号 カツえもん剣         |
      | ボルシャック・クリスド: attacks resolves       |
      | 刀の3号 カツえもん剣: revolution change resolves |

  @qa:dmwiki-2024-04-05-stegoro
  Scenario: the revolution change first, then the ability it triggered, before the attack trigger
    The same ruling, the other order: the turn player resolves the revolution change first and
    then the "enters" ability it newly triggered, before the attack trigger that was waiting
    since the attack (stand-in cards as above).
    Given it is player A's turn
    And player B has 3 shields
    And player A's battle zone holds, left to right: ボルシャック・クリスド
    And player A's hand holds: 刀の3号 カツえもん剣
    And player A will declare 刀の3号 カツえもん剣
    And player A will resolve 刀の3号 カツえもん剣 first
    And player A will resolve 刀の3号 カツえもん剣 first
    When player A attacks player B with ボルシャック・クリスド
    Then under tcg the waiting effects resolve in this order:
      | source                 | ability           |
      | 刀の3号 カツえもん剣   | revolution change |
      | 刀の3号 カツえもん剣   | enters            |
      | ボルシャック・クリスド | attacks           |

  @qa:deneblog-2018-12-27 @cr:101.4a
  Scenario: a shield-trigger creature's enter ability waits behind the turn player's 奇石 ミクセル
    deneblog.jp (2018-12-27; the answers were confirmed with the Duel Masters office before
    posting): on the opponent's turn, my shield trigger 熱血龍 バトクロス・バトル cannot destroy
    the opponent's 奇石 ミクセル with its enter ability: the shield trigger only puts it, then
    the waiting effects resolve turn player first, so ミクセル's ability puts it on the bottom of
    my deck before my enter ability resolves. バトクロス・バトル is not in the catalog;
    アクア・サーファー (a shield-trigger creature of cost 6 with an enter ability) stands in for
    it, with 3 cards in player B's mana zone. Asserted: the order, and where the creature went.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 奇石 ミクセル, 暗黒の騎士ザガーン
    And player B's mana zone has 3 cards of 予言者リュゾル
    And player B's shield zone holds: アクア・サーファー, 予言者リュゾル
    And player B will use the shield trigger of アクア・サーファー
    When player A attacks player B with 暗黒の騎士ザガーン
    Then under tcg the waiting effects resolve in this order:
      | source           | ability     |
      | 奇石 ミクセル    | deck bottom |
      | アクア・サーファー | bounce      |
    And under tcg the bottom 1 cards of player B's deck are, top to bottom: アクア・サーファー

  @qa:notice-2017-04-06-s-back @cr:101.4b
  Scenario: 101.4d (2017-04-06): an S-back is used at the same time as the shield triggers of the break
    Rule-change notice 31395 (2017-04-06), 101.4d: S・バック is processed at the timing of S・トリガー.
    Player B's W-breaker breaks player A's デーモン・ハンド and 群れを守るトライ・ホーン; A uses
    the shield trigger and declares 天真妖精オチャッピィ's S-back (nature), discarding the
    トライ・ホーン. Both are used during the break, before any waiting effect (Ochappi's enter
    ability) resolves: デーモン・ハンド destroys the attacker and オチャッピィ is summoned. The
    order between A's own shield trigger and S-back is the engine's (shield triggers first); the
    notice does not give one, so it is not asserted.
    Given it is player B's turn
    And player B's battle zone holds, left to right: 暗黒の騎士ザガーン
    And player A's shield zone holds: デーモン・ハンド, 群れを守るトライ・ホーン
    And player A's hand holds: 天真妖精オチャッピィ
    And player A will use the shield trigger of デーモン・ハンド
    And player A will declare 天真妖精オチャッピィ
    When player B attacks player A with 暗黒の騎士ザガーン
    Then under tcg player A declares 天真妖精オチャッピィ
    And under tcg 天真妖精オチャッピィ is in player A's battle zone
    And under tcg 暗黒の騎士ザガーン is not in player B's battle zone
    And under tcg デーモン・ハンド is in player A's graveyard

  @qa:deneblog-2020-11-15
  Scenario Outline: Two declared 革命0トリガー: the creature's enter ability may resolve before or after the spell (<second> second)
    Official Q&A of the 2020-11 update of the official site's よくある質問, quoted on deneblog.jp (2020-11-15,
    https://deneblog.jp/blog-entry-14153.html; its number not shown there): 自分のシールドが1枚も無い状況で、相手が
    自分を攻撃しました。自分は《ボルシャック・ドギラゴン》と《革命の鉄拳》の「革命0トリガー」の宣言をしました。
    「S・トリガー」と同様に、呪文の効果から先に解決しなければなりませんか? No: unlike S・トリガー (a spell cast
    and resolved, a creature only put), each 革命0トリガー is a triggered ability, so ボルシャック・ドギラゴン may be
    put and its battle ability used before 革命の鉄拳 is cast, or 革命の鉄拳 cast before that battle ability.
    Player B has no shields; 轟速 ザ・レッド attacks; B declares both. ボルシャック・ドギラゴン reveals
    凶戦士ブレイズ・クロー (a fire non-evolution creature), puts it and is put onto it; then its enter ability
    (the battle) and 革命の鉄拳 resolve in the order B chooses.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 轟速 ザ・レッド
    And player B has 0 shields
    And player B's hand holds: ボルシャック・ドギラゴン, 革命の鉄拳
    And player B's deck holds, top first: 凶戦士ブレイズ・クロー, 紅神龍メルガルス, 10 x 予言者リュゾル
    And player B will declare ボルシャック・ドギラゴン
    And player B will declare 革命の鉄拳
    And player B will resolve ボルシャック・ドギラゴン first
    And player B will resolve <second> first
    When player A attacks player B with 轟速 ザ・レッド
    Then under tcg the waiting effects resolve in this order:
      | source                   | ability               |
      | ボルシャック・ドギラゴン | revolution 0 trigger  |
      | <second>                 | <second ability>      |
      | <third>                  | <third ability>       |
    And under tcg player B's battle zone holds: ボルシャック・ドギラゴン on 凶戦士ブレイズ・クロー
    And under tcg 轟速 ザ・レッド is in player A's graveyard
    And under tcg the game goes on

    Examples:
      | second                   | second ability        | third                    | third ability         |
      | ボルシャック・ドギラゴン | battle                | 革命の鉄拳               | revolution 0 trigger  |
      | 革命の鉄拳               | revolution 0 trigger  | ボルシャック・ドギラゴン | battle                |
