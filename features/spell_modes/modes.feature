@rules @tcg-general
Feature: A spell that says 「次のうちいずれか1つを選ぶ」 does the mode its caster chooses
  A spell's effect is carried out as it resolves (comprehensive rules 601.1: the card is used,
  then its effect is carried out); a spell whose text says "choose one of the following" has its
  caster choose one mode as it resolves, and does that mode's effects and no other. Both modes
  are asserted, so a spell that did nothing, or did the wrong mode, fails one of them.

  Scenario: 勇愛の天秤 cast choosing "destroy" destroys the opponent's small creature
    Given it is player A's turn
    And player A's mana zone holds: 2 x 凶戦士ブレイズ・クロー
    And player A's hand holds: 勇愛の天秤, アクア・ビークル
    And player A's deck holds, top first: 2 x 予言者リュゾル, 5 x アクア・ビークル
    And player B's battle zone holds, left to right: 予言者リュゾル
    And player A will choose the mode "destroy"
    When player A casts 勇愛の天秤
    Then under tcg, dmps 予言者リュゾル is in player B's graveyard
    And under tcg, dmps player A's hand holds: アクア・ビークル
    And under tcg, dmps 勇愛の天秤 is in player A's graveyard

  Scenario: 勇愛の天秤 cast choosing "discard then draw": a card discarded, then two drawn
    Given it is player A's turn
    And player A's mana zone holds: 2 x 凶戦士ブレイズ・クロー
    And player A's hand holds: 勇愛の天秤, アクア・ビークル
    And player A's deck holds, top first: 2 x 予言者リュゾル, 5 x アクア・ビークル
    And player B's battle zone holds, left to right: 予言者リュゾル
    And player A will choose the mode "discard then draw"
    When player A casts 勇愛の天秤
    Then under tcg, dmps アクア・ビークル is in player A's graveyard
    And under tcg, dmps player A drew 2 cards
    And under tcg, dmps 予言者リュゾル is in player B's battle zone
