@keywords
Feature: Tap skills the classic cards give, and tap skills that tap mana too
  フォート・メガクラスター (DM-06): 「このクリーチャーがバトルゾーンにある間、バトルゾーンにある自分の水のクリーチャーを
  タップし、攻撃するかわりに次の能力を使ってもよい。カードを１枚引く。」: any water creature of its owner that could
  attack may tap instead, and the giver's ability resolves. 巡霊者ソルディアス (DM-24): 「このクリーチャーで攻撃する
  かわりに、このクリーチャーと自分のマナゾーンのタップされていないカードを８枚タップして、次の能力を使ってもよい。
  呪文を１枚、自分の墓地から手札に戻す。」. Read: with fewer than eight untapped mana cards it cannot be used.

  @classic @tcg-general
  Scenario: A water creature uses the tap skill the evolution creature gives
    Given it is player A's turn
    And player A's battle zone holds, left to right: フォート・メガクラスター on デコ・クラスター, アクア・ビークル
    And player A's deck holds, top first: 予言者クルト, 予言者リュゾル
    When player A uses the tap skill of アクア・ビークル
    Then under tcg the last action is allowed
    And under tcg アクア・ビークル is tapped
    And under tcg player A's hand holds: 予言者クルト

  @classic @tcg-general
  Scenario: A creature of another civilization is given no tap skill
    Given it is player A's turn
    And player A's battle zone holds, left to right: フォート・メガクラスター on デコ・クラスター, 爆炎野郎ジョー
    When player A uses the tap skill of 爆炎野郎ジョー
    Then under tcg the last action is refused
    And under tcg 爆炎野郎ジョー is not tapped

  @classic @tcg-general
  Scenario: A tap skill that taps eight mana cards too
    Given it is player A's turn
    And player A's battle zone holds, left to right: 巡霊者ソルディアス
    And player A's mana zone holds: 8 x 予言者リュゾル
    And player A's graveyard holds: ブレイン・チャージャー
    When player A uses the tap skill of 巡霊者ソルディアス
    Then under tcg the last action is allowed
    And under tcg player A's mana zone has 8 tapped cards
    And under tcg player A's hand holds: ブレイン・チャージャー

  @classic @tcg-general
  Scenario: With seven untapped mana cards it cannot be used
    Given it is player A's turn
    And player A's battle zone holds, left to right: 巡霊者ソルディアス
    And player A's mana zone holds: 7 x 予言者リュゾル
    And player A's graveyard holds: ブレイン・チャージャー
    When player A uses the tap skill of 巡霊者ソルディアス
    Then under tcg the last action is refused
    And under tcg 巡霊者ソルディアス is not tapped

  @classic @tcg-general
  Scenario: A tap skill whose ability acts at the end of the turn: the light creatures untap then
    爆雷の求道者ガラ・ガンダール (DM-07): 「このクリーチャーで攻撃するかわりに、タップして次の能力を使ってもよい。
    このターンの終わりに、自分の光のクリーチャーをすべてアンタップする。」: the ability used makes a delayed effect.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 爆雷の求道者ガラ・ガンダール, 光撃巨兵レーザリオン (tapped), 爆炎野郎ジョー (tapped)
    When player A uses the tap skill of 爆雷の求道者ガラ・ガンダール
    Then under tcg 爆雷の求道者ガラ・ガンダール is tapped
    When player A ends the turn
    Then under tcg 爆雷の求道者ガラ・ガンダール is not tapped
    And under tcg 光撃巨兵レーザリオン is not tapped
    And under tcg 爆炎野郎ジョー is tapped

  @classic @tcg-general
  Scenario: A cross gear's tap skill is used by the creature it is crossed onto
    クリムゾン・ライフル (DM-14): 「これをクロスしたクリーチャーで攻撃するかわりに、タップして次の能力を使ってもよい。
    相手のパワー2000以下のクリーチャーを１体破壊する。」
    Given it is player A's turn
    And player A's battle zone holds, left to right: 光撃巨兵レーザリオン, 爆炎野郎ジョー, クリムゾン・ライフル
    And クリムゾン・ライフル is crossed onto 光撃巨兵レーザリオン
    And player B's battle zone holds, left to right: 予言者クルト
    When player A uses the tap skill of 光撃巨兵レーザリオン
    Then under tcg the last action is allowed
    And under tcg 光撃巨兵レーザリオン is tapped
    And under tcg 予言者クルト is in player B's graveyard
    When player A uses the tap skill of 爆炎野郎ジョー
    Then under tcg the last action is refused
