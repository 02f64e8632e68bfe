@keywords
Feature: An evolution creature's top card alone put into the mana zone or the graveyard
  「バトルゾーンにある、相手の進化クリーチャーを1体選び、一番上のカードを持ち主のマナゾーンに置く」 (大自然の意志),
  「…相手の進化クリーチャーを1体選び、そのクリーチャーの一番上のカードを持ち主の墓地に置いてよい」 (シェル・ポーチ) and
  「バトルゾーンにあるすべての進化クリーチャーの一番上のカードを、持ち主のマナゾーンに置く」 (ロイヤル・ドリアン): only
  the top card leaves; what was under it stays in the battle zone as the profile's rebuild says (002 再構築; under
  tcg the card under it stays as a creature).

  @classic @tcg-general
  Scenario: 大自然の意志 puts the top card of the opponent's evolution creature into its owner's mana zone
    Given it is player A's turn
    And player A's hand holds: 大自然の意志
    And player B's battle zone holds, left to right: クリスタル・ランサー on アクア・ガード
    When player A casts 大自然の意志 without paying its cost
    Then under tcg クリスタル・ランサー is in player B's mana zone
    And under tcg アクア・ガード is in player B's battle zone

  @classic @tcg-general
  Scenario: シェル・ポーチ puts the top card of the opponent's evolution creature into its owner's graveyard
    Given it is player A's turn
    And player A's hand holds: シェル・ポーチ
    And player A's mana zone has 4 cards of シェル・ラック
    And player B's battle zone holds, left to right: クリスタル・ランサー on アクア・ガード
    When player A summons シェル・ポーチ
    Then under tcg クリスタル・ランサー is in player B's graveyard
    And under tcg アクア・ガード is in player B's battle zone

  @classic @tcg-general
  Scenario: ロイヤル・ドリアン takes the top card of every evolution creature, both players', into the mana zone
    Given it is player A's turn
    And player A's hand holds: ロイヤル・ドリアン
    And player A's mana zone has 5 cards of シェル・ラック
    And player A's battle zone holds, left to right: クリスタル・ランサー on アクア・ガード, 予言者リュゾル
    And player B's battle zone holds, left to right: クリスタル・ランサー on アクア・ガード
    When player A summons ロイヤル・ドリアン
    Then under tcg player A's mana zone has 6 cards
    And under tcg player B's mana zone has 1 cards
    And under tcg 予言者リュゾル is in player A's battle zone

  @classic @tcg-general
  Scenario: リバース・トーン returns the cards under the chosen evolution creature to their owner's hand
    「バトルゾーンにある進化クリーチャーを1体選ぶ。そのクリーチャーの下にあるカードをすべて、持ち主の手札に戻す」:
    the cards under it leave alone; the creature stays.
    Given it is player A's turn
    And player A's hand holds: リバース・トーン
    And player B's battle zone holds, left to right: クリスタル・ランサー on アクア・ガード
    When player A casts リバース・トーン without paying its cost
    Then under tcg アクア・ガード is in player B's hand
    And under tcg クリスタル・ランサー is in player B's battle zone
