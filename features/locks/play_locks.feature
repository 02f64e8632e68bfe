@rules @tcg-general
Feature: Locks on summoning and casting, with their exemptions
  A static ability that says nobody may summon creatures or cast spells except those of a kind
  forbids every other summon and cast, by either player, paid or free, and lets the exempted
  ones through. 聖霊王アルファディオス: 「誰も、光以外のクリーチャーを召喚したり、光以外の呪文を唱える
  ことはできない」.

  Scenario: Under 聖霊王アルファディオス a non-light spell cannot be cast, by either player
    Given it is player B's turn
    And player A's battle zone holds, left to right: 聖霊王アルファディオス
    And player B's mana zone holds: 2 x 凶戦士ブレイズ・クロー
    And player B's hand holds: 勇愛の天秤
    Then under tcg, dmps player B cannot cast 勇愛の天秤

  Scenario: Under 聖霊王アルファディオス a light creature can still be summoned, a non-light one cannot
    Given it is player A's turn
    And player A's battle zone holds, left to right: 聖霊王アルファディオス
    And player A's mana zone holds: 2 x 予言者リュゾル, 2 x アクア・ビークル
    And player A's hand holds: 予言者リュゾル, アクア・ビークル
    Then under tcg, dmps player A can summon 予言者リュゾル
    And under tcg, dmps player A cannot summon アクア・ビークル

  Scenario: Under 聖霊王アルファディオス a non-light shield trigger is not cast; it stays in the hand
    Given it is player A's turn
    And player A's battle zone holds, left to right: 聖霊王アルファディオス, 予言者リュゾル
    And player B's shield zone holds: 勇愛の天秤
    And player B will use the shield trigger of 勇愛の天秤
    When player A attacks player B with 予言者リュゾル
    Then under tcg, dmps 予言者リュゾル is in player A's battle zone
    And under tcg, dmps 勇愛の天秤 is in player B's hand
