@keywords
Feature: O・ドライブ (O drive): more mana cards tapped as the card is summoned, for the next ability
  The printed reminder text (DM-24): 「O・ドライブ 水x２(このクリーチャーを召喚する時、自分のマナゾーンで水のカードを
  さらに２枚タップしてもよい。そうした場合、次の能力を得る)」. 宣凶師ルギアス (light, cost 5): its first ability taps
  an opponent's creature; with its O drive paid it also returns a creature to its owner's hand. Read: the extra
  cards are tapped as the cost is paid, only by a summon (a creature put into the battle zone otherwise has not
  paid it), and only untapped cards of that civilization count; DMPS has no mana cards to tap (not offered).

  Background:
    Given it is player A's turn
    And player A's mana zone holds: 5 x 天空の守護者グラン・ギューレ, 2 x アクア・ビークル
    And player A's hand holds: 宣凶師ルギアス
    And player B's battle zone holds, left to right: 爆炎野郎ジョー

  @classic @tcg-general
  Scenario: The O drive paid: the creature also returns a creature to its owner's hand
    Given player A will choose 爆炎野郎ジョー as target
    And player A will choose 爆炎野郎ジョー as target
    When player A summons 宣凶師ルギアス
    Then under tcg player A's mana zone has 7 tapped cards
    And under tcg 爆炎野郎ジョー is in player B's hand

  @classic @tcg-general
  Scenario: The O drive not paid: only the first ability
    Given player A will not use the optional ability of 宣凶師ルギアス
    When player A summons 宣凶師ルギアス
    Then under tcg player A's mana zone has 5 tapped cards
    And under tcg 爆炎野郎ジョー is in player B's battle zone
    And under tcg 爆炎野郎ジョー is tapped
