@keywords @classic
Feature: Effects of the classic cards that choose what they do, or count as they happen
  The classic cards compiled from their printed text (engine/catalog/text) say 「AするかBする」 (their
  controller chooses one of the two as the effect resolves, and only that one happens: 601.1, the
  choices an effect asks for are made as it resolves), 「…と同じ枚数のカードを引く」 and 「…1体につき1枚」
  (the count is taken as the step happens), 「破壊したクリーチャー1体につき」 (the creatures the earlier
  step of the same effect destroyed), 「…してもよい」 of one step (its controller may skip that step
  only), and 「自分のシールドを1枚手札に加える。ただし、その「S・トリガー」は使えない」 (the shield comes to
  the hand, its shield trigger unused).

  Background:
    Given it is player A's turn

  @tcg-general
  Scenario Outline: 「AするかBする」: only the step chosen happens
    Given player A's hand holds: 次元の雷球
    And player B's battle zone holds, left to right: 天空の守護者グラン・ギューレ, 無頼勇騎ゴンタ
    And player A will choose the mode "<mode>"
    When player A casts 次元の雷球 without paying its cost
    Then under tcg 天空の守護者グラン・ギューレ is in player B's <gran>
    And under tcg 無頼勇騎ゴンタ is in player B's <gonta>

    Examples:
      | mode | gran        | gonta       |
      | 1    | battle zone | graveyard   |
      | 2    | graveyard   | battle zone |

  @tcg-general
  Scenario: 「相手のクリーチャーと同じ枚数のカードを引く」 counts the opponent's creatures as it resolves
    Given player A's hand holds: ディープ・オペレーション
    And player B's battle zone holds, left to right: 天空の守護者グラン・ギューレ, 無頼勇騎ゴンタ, 予言者クルト
    When player A casts ディープ・オペレーション without paying its cost
    Then under tcg player A's hand has 3 cards

  @tcg-general
  Scenario Outline: 「破壊したクリーチャー1体につき1枚カードを引いてもよい」 counts the creatures destroyed
    Given player A's hand holds: 炎槍と水剣の裁
    And player A's battle zone holds, left to right: 予言者クルト
    And player B's battle zone holds, left to right: 天空の守護者グラン・ギューレ, 無頼勇騎ゴンタ, 予言者リュゾル
    And player A will <use> the optional ability of 炎槍と水剣の裁
    When player A casts 炎槍と水剣の裁 without paying its cost
    Then under tcg 天空の守護者グラン・ギューレ is in player B's battle zone
    And under tcg player A's hand has <hand> cards

    Examples:
      | use     | hand |
      | use     | 2    |
      | not use | 0    |

  @tcg-general
  Scenario: A shield added to the hand by 「ただし、その「S・トリガー」は使えない」 is not used
    Given player A's shields holds: デーモン・ハンド
    And player A's hand holds: 福腹人形コダマンマ
    And player B's battle zone holds, left to right: 予言者クルト
    When an effect puts 福腹人形コダマンマ from player A's hand into the battle zone
    Then under tcg デーモン・ハンド is in player A's hand
    And under tcg 予言者クルト is in player B's battle zone

  @tcg-general
  Scenario: 「自分の水のクリーチャー1体につき、相手のクリーチャーを1体選び、タップしてもよい」 taps as many as counted
    Given player A's hand holds: サンダー・ネット
    And player A's battle zone holds, left to right: アクア・ビークル, アクア・ビークル
    And player B's battle zone holds, left to right: 予言者リュゾル, 予言者クルト, 天空の守護者グラン・ギューレ
    And player A will choose 予言者クルト as target
    And player A will choose 天空の守護者グラン・ギューレ as target
    When player A casts サンダー・ネット without paying its cost
    Then under tcg 予言者クルト is tapped
    And under tcg 天空の守護者グラン・ギューレ is tapped
    And under tcg 予言者リュゾル is not tapped

  @tcg-general
  Scenario Outline: 「このターンの終わりに、そのクリーチャーをアンタップしてもよい」 untaps the creature chosen as the turn ends
    Given player A's hand holds: ソーラー・チャージャー
    And player A's battle zone holds, left to right: 予言者リュゾル (tapped), 予言者クルト (tapped), 天空の守護者グラン・ギューレ (tapped)
    And player A will choose 予言者クルト as target
    And player A will choose 天空の守護者グラン・ギューレ as target
    And player A will <use> the optional ability of ソーラー・チャージャー
    When player A casts ソーラー・チャージャー without paying its cost
    Then under tcg 予言者クルト is tapped
    When player A ends the turn
    Then under tcg 予言者クルト <untapped>
    And under tcg 天空の守護者グラン・ギューレ <untapped>
    And under tcg 予言者リュゾル is tapped

    Examples:
      | use     | untapped     |
      | use     | is not tapped |
      | not use | is tapped     |

  @tcg-general @cr:507.3
  Scenario: 「ブロックしたとき、バトルの後でアンタップする」: tapped to block, untapped after the battle
    Given player A's battle zone holds, left to right: 予言者リュゾル
    And player B's battle zone holds, left to right: 風撃の求道者ラ・バイル
    And player B has 2 shields
    And player B will block with 風撃の求道者ラ・バイル
    When player A attacks player B with 予言者リュゾル
    Then under tcg 予言者リュゾル is in player A's graveyard
    And under tcg 風撃の求道者ラ・バイル is not tapped
    And under tcg player B has 2 shields

  @tcg-general
  Scenario: 「バトルゾーンにあるパワーの一番小さいクリーチャーを１体破壊する」: either player's, its own included
    殴神兵ブロンクス (DM-12, 3000): the lowest power in the battle zone is 予言者クルト's (500), the opponent's.
    Given player A's mana zone has 4 cards of 爆炎野郎ジョー
    And player A's hand holds: 殴神兵ブロンクス
    And player A's battle zone holds, left to right: 光撃巨兵レーザリオン
    And player B's battle zone holds, left to right: 予言者クルト, 冒険探検アミトアキ
    When player A summons 殴神兵ブロンクス
    Then under tcg 予言者クルト is in player B's graveyard
    And under tcg player B's battle zone holds, left to right: 冒険探検アミトアキ

  @tcg-general
  Scenario: The lowest power may be the controller's own creature
    予言者クルト (500) is player A's; 予言者リュゾル (2000) player B's.
    Given player A's mana zone has 4 cards of 爆炎野郎ジョー
    And player A's hand holds: 殴神兵ブロンクス
    And player A's battle zone holds, left to right: 予言者クルト
    And player B's battle zone holds, left to right: 予言者リュゾル
    When player A summons 殴神兵ブロンクス
    Then under tcg 予言者クルト is in player A's graveyard
    And under tcg 予言者リュゾル is in player B's battle zone

  @tcg-general
  Scenario: 「パワーの合計が4000以下になるように好きな数選び、破壊する」: picks while the total stays at most 4000
    バルザーク・熱風・ドラゴン (DM-30): 「このクリーチャーが破壊された時、相手のクリーチャーをパワーの合計が4000以下に
    なるように好きな数選び、破壊する」. 予言者クルト (500) and 予言者リュゾル (2000) make 2500: 光撃巨兵レーザリオン
    (3500) would pass 4000, so it is not offered after them.
    Given player A's battle zone holds, left to right: バルザーク・熱風・ドラゴン
    And player B's battle zone holds, left to right: 予言者クルト, 予言者リュゾル, 光撃巨兵レーザリオン
    And player A will choose 予言者クルト as target
    And player A will choose 予言者リュゾル as target
    When an effect of player B's destroys バルザーク・熱風・ドラゴン
    Then under tcg player A's options for "target" were: 予言者クルト, 予言者リュゾル, 光撃巨兵レーザリオン, stop
    And under tcg player B's graveyard holds: 予言者クルト, 予言者リュゾル
    And under tcg player B's battle zone holds, left to right: 光撃巨兵レーザリオン

  @tcg-general
  Scenario: After a 3500 creature only one of 500 fits under 4000; the player may stop at any time
    Given player A's battle zone holds, left to right: バルザーク・熱風・ドラゴン
    And player B's battle zone holds, left to right: 予言者クルト, 予言者リュゾル, 光撃巨兵レーザリオン
    And player A will choose 光撃巨兵レーザリオン as target
    And player A will choose stop as target
    When an effect of player B's destroys バルザーク・熱風・ドラゴン
    Then under tcg player B's graveyard holds: 光撃巨兵レーザリオン
    And under tcg player B's battle zone holds, left to right: 予言者クルト, 予言者リュゾル

  @tcg-general
  Scenario: 「２体選び、タップする。そのクリーチャー同士をバトルさせる」: the two chosen are tapped, then battle
    キサナティック・X (DM-30): either player's creatures may be chosen; 光撃巨兵レーザリオン (3500) beats 予言者リュゾル
    (2000).
    Given player A's hand holds: キサナティック・X
    And player B's battle zone holds, left to right: 予言者リュゾル, 光撃巨兵レーザリオン, 予言者クルト
    And player A will choose 光撃巨兵レーザリオン as target
    And player A will choose 予言者リュゾル as target
    When player A casts キサナティック・X without paying its cost
    Then under tcg 予言者リュゾル is in player B's graveyard
    And under tcg 光撃巨兵レーザリオン is tapped
    And under tcg player B's battle zone holds, left to right: 光撃巨兵レーザリオン, 予言者クルト

  @tcg-general
  Scenario: 「相手のクリーチャーを２体選び、その２体にバトルさせる」: a tap skill makes two of the opponent's battle
    ファンタジー・ハート (DM-19): the two chosen battle; neither is tapped by it.
    Given player A's battle zone holds, left to right: ファンタジー・ハート
    And player B's battle zone holds, left to right: 予言者リュゾル, 光撃巨兵レーザリオン
    And player A will choose 予言者リュゾル as target
    And player A will choose 光撃巨兵レーザリオン as target
    When player A uses the tap skill of ファンタジー・ハート
    Then under tcg 予言者リュゾル is in player B's graveyard
    And under tcg 光撃巨兵レーザリオン is not tapped
    And under tcg ファンタジー・ハート is tapped
