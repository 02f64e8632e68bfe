@keywords @classic @tcg-general
Feature: Classic effects that refill a hand
  ラプター・フィッシュ 「自分の手札を山札に戻してシャッフルし、その枚数と同じ枚数のカードを引く」: the hand goes into
  the deck, the deck is shuffled, and as many cards as went in are drawn (the cards drawn are the
  shuffle's: only their number is asserted). ゲット・レディ 「相手の手札が自分の手札より多ければ、相手の手札と
  同じ枚数になるまでカードを引く」: the difference, counted as it resolves (the spell itself has left the
  hand by then).

  Background:
    Given it is player A's turn
    And player A's deck holds, top first: 予言者リュゾル, 予言者リュゾル, 予言者リュゾル, 予言者リュゾル

  Scenario: ラプター・フィッシュ draws as many cards as its controller's hand had
    Given player A's mana zone holds: 6 x アクア・ビークル
    And player A's hand holds: ラプター・フィッシュ, 予言者クルト, 予言者クルト
    When player A summons ラプター・フィッシュ
    Then under tcg player A drew 2 cards
    And under tcg player A's hand has 2 cards

  Scenario: ゲット・レディ draws up to the opponent's hand size
    Given player A's mana zone holds: 5 x 予言者クルト
    And player A's hand holds: ゲット・レディ
    And player B's hand holds: アクア・ビークル, アクア・ビークル, アクア・ビークル
    When player A casts ゲット・レディ
    Then under tcg player A drew 3 cards

  Scenario: ゲット・レディ draws nothing when the opponent's hand is not bigger
    Given player A's mana zone holds: 5 x 予言者クルト
    And player A's hand holds: ゲット・レディ, 予言者クルト
    And player B's hand holds: アクア・ビークル
    When player A casts ゲット・レディ
    Then under tcg player A drew 0 cards
