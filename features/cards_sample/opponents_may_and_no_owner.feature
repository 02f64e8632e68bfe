@cards_sample @classic @tcg-general
Feature: Classic cards read by their subject: the opponent's "may", and a static ability that names no owner
  Two classes the issue found wrong in a sample of compiled cards (issue 31, item 5).
  「相手は…選び、…戻してもよい」 (ウェーブ・クロウラー): the sentence's subject, the opponent, is the one who
  may; the controller is asked nothing, and 「そうした場合」 follows the opponent's answer. Every classic text
  of the form 「相手は…てもよい」 that the catalog admits was checked: 緑神龍ガミラタール, 驚天の超人 and 戦乱の
  闘刃 (「相手は…バトルゾーンに出してもよい」, the opponent may put none) were read so already.
  「進化クリーチャーを召喚する時、支払うコストは最大2少なくなる」 (聖騎士ヴォイジャー) names no owner: every
  player's evolution creatures cost less, as the cost increases that name none reach every player's cards
  (features/keywords/cost_modifiers.feature). Reading: 「最大2」 is taken in full (engine.mechanics.costs).

  Background:
    Given it is player A's turn

  Scenario: The opponent declines: nothing is returned, ウェーブ・クロウラー stays
    Given player A's hand holds: ウェーブ・クロウラー
    And player B's battle zone holds, left to right: アクア・ビークル
    And player B will not use the optional ability of ウェーブ・クロウラー
    When an effect puts ウェーブ・クロウラー from player A's hand into the battle zone
    Then under tcg アクア・ビークル is in player B's battle zone
    And under tcg ウェーブ・クロウラー is in player A's battle zone

  Scenario: The opponent returns one of their creatures: then ウェーブ・クロウラー returns to its owner's hand
    Given player A's hand holds: ウェーブ・クロウラー
    And player B's battle zone holds, left to right: アクア・ビークル
    And player B will use the optional ability of ウェーブ・クロウラー
    When an effect puts ウェーブ・クロウラー from player A's hand into the battle zone
    Then under tcg アクア・ビークル is in player B's hand
    And under tcg ウェーブ・クロウラー is in player A's hand

  Scenario: The controller of ウェーブ・クロウラー is not the one asked
    The "may" is player B's: player A, the controller, is never asked (a scripted answer for player A
    would be an error: no decision takes it).

    Given player A's hand holds: ウェーブ・クロウラー
    And player B's battle zone holds, left to right: アクア・ビークル
    When an effect puts ウェーブ・クロウラー from player A's hand into the battle zone
    Then under tcg player A was not asked to "use optional"
    And under tcg in some choice player B may make for "use optional", アクア・ビークル is in player B's hand
    And under tcg in some choice player B may make for "use optional", アクア・ビークル is in player B's battle zone

  Scenario: 聖騎士ヴォイジャー lowers the opponent's evolution creature's cost too
    Given player B's battle zone holds, left to right: 聖騎士ヴォイジャー
    And player A's battle zone holds, left to right: アクア・ビークル
    And player A's mana zone holds: 4 x アクア・ビークル
    And player A's hand holds: クリスタル・ランサー
    Then under tcg player A can summon クリスタル・ランサー
    When player A summons クリスタル・ランサー onto アクア・ビークル
    Then under tcg the last action is allowed
    And under tcg player A's mana zone has 4 tapped cards

  Scenario: 聖騎士ヴォイジャー lowers its controller's evolution creature's cost
    Given player A's battle zone holds, left to right: 聖騎士ヴォイジャー, アクア・ビークル
    And player A's mana zone holds: 4 x アクア・ビークル
    And player A's hand holds: クリスタル・ランサー
    Then under tcg player A can summon クリスタル・ランサー

  Scenario: Without 聖騎士ヴォイジャー the same evolution creature is two mana short
    The control of the scenarios above.

    Given player A's battle zone holds, left to right: アクア・ビークル
    And player A's mana zone holds: 4 x アクア・ビークル
    And player A's hand holds: クリスタル・ランサー
    Then under tcg player A cannot summon クリスタル・ランサー

  Scenario: 聖騎士ヴォイジャー does not lower a creature that is no evolution creature
    Given player B's battle zone holds, left to right: 聖騎士ヴォイジャー
    And player A's mana zone holds: 3 x アクア・ビークル
    And player A's hand holds: ウェーブ・クロウラー
    Then under tcg player A cannot summon ウェーブ・クロウラー
