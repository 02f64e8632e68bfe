@keywords
Feature: メタモーフ's upgrades of the step before
  「メタモーフ(自分のマナゾーンに7枚以上カードがあれば、この呪文は次の能力を得る)」 followed by an upgrade of the line
  above: 「自分の山札の上から1枚目のかわりに、上から3枚を自分のマナゾーンに置く」 (セブンス・タワー), 「バトルゾーンにある
  相手のクリーチャーを、1体のかわりにすべてタップする」 (バリアント・スパーク). Read: one or the other happens, never
  both; the mana count is read once, before the spell's step puts a card into the mana zone (with 6 cards, セブンス・
  タワー puts 1 card, not 1 and then 3).

  @classic @tcg-general
  Scenario: セブンス・タワー with 6 mana cards puts only the top card into the mana zone
    Given it is player A's turn
    And player A's hand holds: セブンス・タワー
    And player A's mana zone has 6 cards of シェル・ラック
    And player A's deck holds, top first: 5 x 予言者リュゾル
    When player A casts セブンス・タワー without paying its cost
    Then under tcg player A's mana zone has 7 cards

  @classic @tcg-general
  Scenario: セブンス・タワー with 7 mana cards puts the top 3 cards instead
    Given it is player A's turn
    And player A's hand holds: セブンス・タワー
    And player A's mana zone has 7 cards of シェル・ラック
    And player A's deck holds, top first: 5 x 予言者リュゾル
    When player A casts セブンス・タワー without paying its cost
    Then under tcg player A's mana zone has 10 cards

  @classic @tcg-general
  Scenario: バリアント・スパーク with 7 mana cards taps every creature of the opponent
    Given it is player A's turn
    And player A's hand holds: バリアント・スパーク
    And player A's mana zone has 7 cards of 予言者リュゾル
    And player B's battle zone holds, left to right: 予言者クルト, アクア・ビークル
    When player A casts バリアント・スパーク without paying its cost
    Then under tcg 予言者クルト is tapped
    And under tcg アクア・ビークル is tapped

  @classic @tcg-general
  Scenario: バリアント・スパーク with fewer mana cards taps one
    Given it is player A's turn
    And player A's hand holds: バリアント・スパーク
    And player A's mana zone has 3 cards of 予言者リュゾル
    And player B's battle zone holds, left to right: 予言者クルト, アクア・ビークル
    And player A will choose アクア・ビークル as target
    When player A casts バリアント・スパーク without paying its cost
    Then under tcg アクア・ビークル is tapped
    And under tcg 予言者クルト is not tapped
