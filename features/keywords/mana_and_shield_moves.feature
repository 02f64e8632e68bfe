@keywords @classic
Feature: Effects of the classic cards that move mana and hand cards, or tap mana
  The classic cards compiled from their printed text (engine/catalog/text) say 「各プレイヤーは自分自身の
  マナゾーンからカードを1枚ずつ選び、それぞれの手札に戻す」 (each player chooses from their own mana zone),
  「相手のマナゾーンからカードを1枚選び、持ち主の手札に戻す」 (the effect's controller chooses),
  「自分の手札からカードを1枚選び、裏向きにして自分のシールドに加える」, and 「自分のマナゾーンにある自然の
  カードを2枚タップしてもよい。そうした場合、…」 (two cards are tapped, or none: with one such card the
  rest does not happen).

  Background:
    Given it is player A's turn

  @tcg-general
  Scenario: Each player returns a card of their own mana zone to their hand
    Given player A's hand holds: シュトラ
    And player A's mana zone holds: 爆炎野郎ジョー
    And player B's mana zone holds: アクア・ビークル
    When an effect puts シュトラ from player A's hand into the battle zone
    Then under tcg 爆炎野郎ジョー is in player A's hand
    And under tcg アクア・ビークル is in player B's hand
    And under tcg player A's mana zone has 0 cards

  @tcg-general
  Scenario: The controller returns a card of the opponent's mana zone to its owner's hand
    Given player A's hand holds: ナイト・クロウラー
    And player B's mana zone holds: アクア・ビークル, 爆炎野郎ジョー
    When an effect puts ナイト・クロウラー from player A's hand into the battle zone
    Then under tcg player B's hand has 1 cards
    And under tcg player B's mana zone has 1 cards

  @tcg-general
  Scenario: A card of the hand is added face down to the shields
    Given player A's hand holds: ホーリー・メール, アクア・ビークル
    And player A has 2 shields
    When player A casts ホーリー・メール without paying its cost
    Then under tcg player A's shields has 3 cards
    And under tcg アクア・ビークル is in player A's shields

  @tcg-general
  Scenario Outline: 「カードを2枚タップしてもよい。そうした場合」: with fewer than two such cards, nothing happens
    Given player A's battle zone holds, left to right: 巡霊者ラジャスタ
    And player A's mana zone holds: <mana>
    And player B's battle zone holds, left to right: 予言者リュゾル (tapped)
    And player A will use the optional ability of 巡霊者ラジャスタ
    When player A attacks 予言者リュゾル with 巡霊者ラジャスタ
    Then under tcg 予言者リュゾル is in player B's <lyuzol>
    And under tcg 巡霊者ラジャスタ is in player A's <rajasta>

    Examples:
      | mana                      | lyuzol      | rajasta     |
      | 青銅の鎧, 青銅の鎧        | graveyard   | battle zone |
      | 青銅の鎧, 爆炎野郎ジョー  | battle zone | graveyard   |
