@rules @tcg-general
Feature: Abilities that trigger on the opponent's events
  "At the start of the opponent's turn" (相手のターンのはじめに) and "when the opponent casts a
  spell" (相手が呪文を唱えた時) trigger on events of the other player only: each scenario checks
  the opponent's event triggers the ability and the controller's own does not.

  Scenario: 黒神龍ダフトヘッド makes the opponent draw at the start of the opponent's turn
    Given it is player B's turn
    And player B's battle zone holds, left to right: 黒神龍ダフトヘッド
    When player A's turn starts
    Then under tcg, dmps 黒神龍ダフトヘッド's ability triggers 1 time
    And under tcg, dmps player A drew 2 cards

  Scenario: 黒神龍ダフトヘッド does not trigger at the start of its controller's own turn
    Given it is player A's turn
    And player B's battle zone holds, left to right: 黒神龍ダフトヘッド
    When player B's turn starts
    Then under tcg, dmps 黒神龍ダフトヘッド's ability triggers 0 times
    And under tcg, dmps player B drew 1 card

  Scenario: 闘龍騎リューガライザー returns to its owner's hand when the opponent casts a spell
    Given it is player A's turn
    And player A's hand holds: 勇愛の天秤
    And player A's deck holds, top first: 5 x 予言者リュゾル
    And player B's battle zone holds, left to right: 闘龍騎リューガライザー
    And player A will choose the mode "discard then draw"
    When an effect of player A's casts 勇愛の天秤 from their hand without paying its cost
    Then under tcg, dmps 闘龍騎リューガライザー is in player B's hand

  Scenario: 闘龍騎リューガライザー stays when its controller casts a spell
    Given it is player B's turn
    And player B's hand holds: 勇愛の天秤
    And player B's deck holds, top first: 5 x 予言者リュゾル
    And player B's battle zone holds, left to right: 闘龍騎リューガライザー
    And player B will choose the mode "discard then draw"
    When an effect of player B's casts 勇愛の天秤 from their hand without paying its cost
    Then under tcg, dmps 闘龍騎リューガライザー is in player B's battle zone
