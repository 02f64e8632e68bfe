@rules @tcg-general
Feature: An effect that moves several designated cards moves them all
  A spell that returns "all of the opponent's cards of cost 5 or less in the battle zone" (カード:
  every card the effect designates, 109.2a) moves each of them to its owner's hand and leaves
  the others. The engine used to crash (an empty creature left in the battle zone while the
  first card moved) as soon as two cards were designated.

  Scenario: テック団の波壊Go! returns the opponent's three cards of cost 5 or less, not the cost-6 one
    Given it is player A's turn
    And player A's hand holds: テック団の波壊Go!
    And player B's battle zone holds, left to right: 予言者リュゾル, アクア・ビークル, 予言者クルト, 暗黒の騎士ザガーン
    And player A will choose the mode "return cards"
    When an effect of player A's casts テック団の波壊Go! from their hand without paying its cost
    Then under tcg, dmps player B's hand holds: 予言者リュゾル, アクア・ビークル, 予言者クルト
    And under tcg, dmps 暗黒の騎士ザガーン is in player B's battle zone

  Scenario: テック団の波壊Go! choosing "destroy" destroys the cost-6 creature and returns nothing
    Given it is player A's turn
    And player A's hand holds: テック団の波壊Go!
    And player B's battle zone holds, left to right: 予言者リュゾル, 暗黒の騎士ザガーン
    And player A will choose the mode "destroy"
    When an effect of player A's casts テック団の波壊Go! from their hand without paying its cost
    Then under tcg, dmps 暗黒の騎士ザガーン is in player B's graveyard
    And under tcg, dmps 予言者リュゾル is in player B's battle zone
