@keywords @classic
Feature: Effects of the classic cards that each player, or the opponent, carries out; cards put on top of a deck
  The classic cards compiled from their printed text (engine/catalog/text) say 「各プレイヤーはバトルゾーンに
  ある自分のクリーチャーを1体ずつ選び、それぞれの墓地に置く」 (each player chooses one of their own),
  「相手は自分自身の手札からクリーチャーを1体選び、バトルゾーンに置いてもよい」 (the opponent chooses, and may
  put none), 「相手のクリーチャーを1体選び、持ち主の山札の1番上に置く」 and 「カードを1枚引く。その後、手札を
  1枚自分の山札の一番上に置く」.

  Background:
    Given it is player A's turn

  @tcg-general
  Scenario: Each player puts one of their own creatures into the graveyard
    Given player A's hand holds: 銃神兵ディオライオス
    And player A's battle zone holds, left to right: 予言者クルト
    And player B's battle zone holds, left to right: 予言者リュゾル, 天空の守護者グラン・ギューレ
    And player A will choose 予言者クルト as target
    And player B will choose 天空の守護者グラン・ギューレ as target
    When an effect puts 銃神兵ディオライオス from player A's hand into the battle zone
    Then under tcg 予言者クルト is in player A's graveyard
    And under tcg 銃神兵ディオライオス is in player A's battle zone
    And under tcg 天空の守護者グラン・ギューレ is in player B's graveyard
    And under tcg 予言者リュゾル is in player B's battle zone

  @tcg-general
  Scenario: The opponent may put a creature of their own hand into the battle zone, or none
    Given player A's hand holds: 緑神龍ガミラタール
    And player B's hand holds: 予言者クルト
    When an effect puts 緑神龍ガミラタール from player A's hand into the battle zone
    Then under tcg in some choice player B may make for "put into battle zone", 予言者クルト is in player B's battle zone
    And under tcg in some choice player B may make for "put into battle zone", 予言者クルト is in player B's hand

  @tcg-general
  Scenario: A creature of the opponent goes on top of its owner's deck
    Given player A's hand holds: コーライル
    And player B's deck holds, top first: アクア・ビークル
    And player B's battle zone holds, left to right: 予言者リュゾル
    When an effect puts コーライル from player A's hand into the battle zone
    Then under tcg 予言者リュゾル is in player B's deck
    And under tcg player B's deck has 2 cards

  @tcg-general
  Scenario: A card is drawn, then a card of the hand goes on top of the deck
    Given player A's hand holds: リリィアン・カシオス, 予言者クルト
    And player A's deck holds, top first: アクア・ビークル, 爆炎野郎ジョー
    When an effect puts リリィアン・カシオス from player A's hand into the battle zone
    Then under tcg in every choice player A may make for "choose", player A's hand has 1 cards
    And under tcg in every choice player A may make for "choose", player A's deck has 2 cards
    And under tcg in some choice player A may make for "choose", 予言者クルト is in player A's deck
