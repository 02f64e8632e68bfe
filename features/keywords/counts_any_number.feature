@keywords
Feature: Counts of the classic texts: exact shield counts, any number, up to n cards looked at
  「自分のシールドが3枚または4枚の時」 (exactly one of the counts, as effects count shields: 113.6a),
  「自分の手札を好きな枚数、自分のマナゾーンに置いてもよい」 (as many as the controller chooses, one at a time,
  up to the whole hand) and 「自分の山札の上から5枚まで見て、好きな順番で山札に戻す」 (the controller chooses how
  many of the top cards, at most 5, before looking). Read: a decision left unscripted takes its first option
  (the most: every card of the hand, all 5 cards).

  @classic @tcg-general
  Scenario: ダイヤモンド・フォール with 3 shields: its creatures get +2000
    Given it is player A's turn
    And player A's battle zone holds, left to right: ダイヤモンド・フォール
    And player A has 3 shields
    Then under tcg ダイヤモンド・フォール's power is 7000
    And under tcg ダイヤモンド・フォール breaks 2 shields when it attacks

  @classic @tcg-general
  Scenario: ダイヤモンド・フォール with 5 shields: no bonus, and below 6000 no W・ブレイカー
    Given it is player A's turn
    And player A's battle zone holds, left to right: ダイヤモンド・フォール
    And player A has 5 shields
    Then under tcg ダイヤモンド・フォール's power is 5000
    And under tcg ダイヤモンド・フォール breaks 1 shields when it attacks

  @classic @tcg-general
  Scenario: ダイヤモンド・フォール with 2 shields: +4000 instead
    Given it is player A's turn
    And player A's battle zone holds, left to right: ダイヤモンド・フォール
    And player A has 2 shields
    Then under tcg ダイヤモンド・フォール's power is 9000

  @classic @tcg-general
  Scenario: スナフ・マッシュルーム destroyed: any number of hand cards into the mana zone
    Given it is player A's turn
    And player A's battle zone holds, left to right: スナフ・マッシュルーム
    And player A's hand holds: 予言者クルト, 予言者リュゾル, アクア・ビークル
    When an effect of player B's destroys スナフ・マッシュルーム
    Then under tcg player A's mana zone has 3 cards
    And under tcg player A's hand has 0 cards

  @classic @tcg-general
  Scenario: スナフ・マッシュルーム: the controller may stop after one card
    Given it is player A's turn
    And player A's battle zone holds, left to right: スナフ・マッシュルーム
    And player A's hand holds: 予言者クルト, 予言者リュゾル, アクア・ビークル
    And player A will choose 予言者クルト, stop to put into mana
    When an effect of player B's destroys スナフ・マッシュルーム
    Then under tcg player A's mana zone has 1 cards
    And under tcg 予言者クルト is in player A's mana zone

  @classic @tcg-general
  Scenario: アクア・アナライザー looks at up to 5 cards of the deck's top, not the sixth
    Given it is player A's turn
    And player A's hand holds: アクア・アナライザー
    And player A's mana zone has 3 cards of アクア・ビークル
    And player A's deck holds, top first: 予言者リュゾル, 予言者リュゾル, 予言者リュゾル, 予言者リュゾル, 爆炎野郎ジョー, 予言者クルト
    When player A summons アクア・アナライザー
    Then under tcg player A has seen 爆炎野郎ジョー
    And under tcg player A has not seen 予言者クルト
