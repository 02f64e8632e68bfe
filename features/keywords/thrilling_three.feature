@keywords
Feature: スリリング・スリー (thrilling three): the next ability once per revealed card of a race
  The printed reminder text (DM-21): 「スリリング・スリー：[種族](このクリーチャーをバトルゾーンに出した時、自分の
  山札の上から３枚を表向きにする。表向きにした[種族]１体につき、次の能力を１回行ってもよい。その後、表向きにした
  カードをすべて、好きな順序で山札の一番下に戻す)」. 竜脈のダンジェン (ティラノ・ドレイク): 「クリーチャーを１体、
  自分の墓地から手札に戻す」. Read: each time is its own "may"; the revealed cards go under the deck after.

  Background:
    Given it is player A's turn
    And player A's hand holds: 竜脈のダンジェン
    And player A's graveyard holds: 予言者クルト, アクア・ビークル
    And player A's deck holds, top first: ビトレイヤル・ドラグーン, 予言者リュゾル, ジェットパンチ・ドラグーン, 予言者リュゾル

  @classic @tcg-general
  Scenario: Two revealed ティラノ・ドレイク: the ability is done twice
    When an effect puts 竜脈のダンジェン from player A's hand into their battle zone
    Then under tcg player A's graveyard has 0 cards
    And under tcg player A's hand holds: 予言者クルト, アクア・ビークル
    And under tcg player A's deck has 4 cards

  @classic @tcg-general
  Scenario: Each time may be skipped
    Given player A will not use the optional ability of 竜脈のダンジェン
    When an effect puts 竜脈のダンジェン from player A's hand into their battle zone
    Then under tcg player A's graveyard has 1 card
    And under tcg player A's hand has 1 card

  @classic @tcg-general
  Scenario: The revealed cards go under the deck: the next draw is the fourth card
    When an effect puts 竜脈のダンジェン from player A's hand into their battle zone
    And player A ends the turn
    And player B ends the turn
    Then under tcg player A's hand holds: 予言者クルト, アクア・ビークル, 予言者リュゾル
