@keywords @classic
Feature: Creatures named by a power relative to the ability's creature, or by a keyword they lack
  The classic cards compiled from their printed text (engine/catalog/text) say 「パワーがこのクリーチャーより
  小さい相手のクリーチャーを1体破壊する」 (compared with the creature's power as the ability resolves: an
  equal power is not smaller) and 「バトルゾーンにある、「ブロッカー」以外のクリーチャーをすべてタップする」.

  Background:
    Given it is player A's turn

  @tcg-general
  Scenario: Only a creature of smaller power may be destroyed, not one of equal power
    Given player A's battle zone holds, left to right: 強撃砲士モービィー
    And player B's battle zone holds, left to right: 予言者リュゾル, 予言者クルト
    And player B has 2 shields
    When player A attacks player B with 強撃砲士モービィー
    Then under tcg 予言者リュゾル is in player B's battle zone
    And under tcg 予言者クルト is in player B's graveyard

  @tcg-general
  Scenario: Every creature but the blockers is tapped
    Given player A's hand holds: ジャスティス・バインド
    And player A's battle zone holds, left to right: 予言者クルト
    And player B's battle zone holds, left to right: 予言者リュゾル, 天空の守護者グラン・ギューレ
    When player A casts ジャスティス・バインド without paying its cost
    Then under tcg 予言者クルト is tapped
    And under tcg 予言者リュゾル is tapped
    And under tcg 天空の守護者グラン・ギューレ is not tapped
