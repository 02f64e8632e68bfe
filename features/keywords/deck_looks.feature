@keywords @classic
Feature: Effects of the classic cards that look at cards, and sentences that restate a step
  The classic cards compiled from their printed text (engine/catalog/text) say 「自分の山札の上から4枚を
  見る。その中から1枚選んで自分の手札に加え、他の3枚を好きな順で自分の山札の一番下に戻す」 (only the top
  four are looked at; one is taken), 「相手の山札の上から1枚目と手札を見てもよい」, 「相手の手札から2枚見ないで
  選び、…1枚しかない場合は、相手はその1枚を持ち主の墓地に置く」 (a second sentence restating that fewer go
  when there are fewer), and 「ブロックされたとき、相手のシールドが1枚でもあれば、そのうちの1枚をブレイクする」.

  Background:
    Given it is player A's turn

  @tcg-general
  Scenario: One of the top four cards is taken; the fifth is never reached
    Given player A's deck holds, top first: 予言者クルト, アクア・ビークル, 爆炎野郎ジョー, 予言者リュゾル, 青銅の鎧
    And player A's hand holds: サブマリン・プロジェクト
    When player A casts サブマリン・プロジェクト without paying its cost
    Then under tcg in some choice player A may make for "take", アクア・ビークル is in player A's hand
    And under tcg in every choice player A may make for "take", player A's hand has 1 cards
    And under tcg in every choice player A may make for "take", 青銅の鎧 is not in player A's hand

  @tcg-general
  Scenario Outline: The opponent's top card and hand are looked at as the attack is declared, if the attacker's player wants
    Given player A's battle zone holds, left to right: ラリシウス
    And player B's deck holds, top first: アクア・ビークル, 予言者クルト
    And player B's hand holds: 青銅の鎧
    And player B has 2 shields
    And player A will <use> the optional ability of ラリシウス
    When player A attacks player B with ラリシウス
    Then under tcg player A <seen> seen 青銅の鎧
    And under tcg player A <seen> seen アクア・ビークル
    And under tcg player A has not seen 予言者クルト

    Examples:
      | use     | seen    |
      | use     | has     |
      | not use | has not |

  @tcg-general
  Scenario: 「1枚しかない場合は、その1枚を」: the only card of the hand is discarded
    Given player A's hand holds: スケルトン・バイス
    And player B's hand holds: 青銅の鎧
    When player A casts スケルトン・バイス without paying its cost
    Then under tcg 青銅の鎧 is in player B's graveyard
    And under tcg player B's hand has 0 cards

  @tcg-general @cr:113.5
  Scenario: A blocked creature breaks one shield as it is blocked
    Given player A's battle zone holds, left to right: 神拳の超人
    And player B's battle zone holds, left to right: 天空の守護者グラン・ギューレ
    And player B has 3 shields
    And player B will block with 天空の守護者グラン・ギューレ
    When player A attacks player B with 神拳の超人
    Then under tcg player B has 2 shields
