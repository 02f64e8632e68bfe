@faq
Feature: Official rulings on choices: "up to", "may", and when an optional ability is decided
  Each scenario cites the ruling it encodes (tag @qa:ID, a record of features/faq/rulings.yaml),
  the page it was read on and its date, and asserts the answer under the profiles it holds for.

  @qa:dmwiki-up-to-zero
  Scenario: ヘブンズ・ゲート's "up to two" may put none
    dmwiki 任意 (revision of 2025-03, https://dmwiki.net/任意): "up to n" lets the player choose zero,
    so ヘブンズ・ゲート may put no blocker at all; putting one or two are choices too. Every choice
    player A may make is explored.
    Given it is player A's turn
    And player A's hand holds: ヘブンズ・ゲート, 鎮圧の使徒サリエス, 月光の守護者ディア・ノーク
    When player A casts ヘブンズ・ゲート without paying its cost
    Then under tcg in some choice player A may make for "put into battle zone", player A's battle zone holds 0 creatures
    And under tcg in some choice player A may make for "put into battle zone", player A's battle zone holds 2 creatures
    And under tcg in every choice player A may make for "put into battle zone", ヘブンズ・ゲート is in player A's graveyard

  @qa:dmwiki-up-to-zero
  Scenario: レーザー・ウイング's 「２体まで選ぶ」 may stop after one creature, or choose none
    The same page: "up to n" lets the player choose fewer, zero included. レーザー・ウイング
    (「バトルゾーンにある自分のクリーチャーを２体まで選ぶ。このターン、そのクリーチャーはブロックされ
    ない」) is offered player A's two creatures and "stop" at each pick; player A chooses 予言者リュゾル
    and stops, so アクア・ビークル gains nothing.
    Given it is player A's turn
    And player A's hand holds: レーザー・ウイング
    And player A's battle zone holds, left to right: 予言者リュゾル, アクア・ビークル
    And player A will choose 予言者リュゾル as target
    And player A will choose stop as target
    When an effect of player A's casts レーザー・ウイング from their hand without paying its cost
    Then under tcg player A's options for "target" were: 予言者リュゾル, アクア・ビークル, stop
    And under tcg 予言者リュゾル has the keyword unblockable
    And under tcg アクア・ビークル does not have the keyword unblockable

  @qa:dmwiki-up-to-zero
  Scenario: 浄化の精霊ウルス's "may untap" may simply be declined
    The same page: a "may" (てもよい) ability such as 浄化の精霊ウルス's untap at the end of the turn
    may be declined; the creature then stays tapped.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 浄化の精霊ウルス (tapped)
    And player A's deck holds, top first: 5 x 予言者リュゾル
    And player B's deck holds, top first: 5 x 予言者リュゾル
    And player A will not use the optional ability of 浄化の精霊ウルス
    When player A ends the turn
    Then under tcg 浄化の精霊ウルス is tapped
    And under tcg player A was asked to "use optional"

  @qa:dmwiki-same-optional-triggers
  Scenario: Two クゥリャン: each "may draw" is decided as it resolves, after the other
    dmwiki 任意 (revision of 2025-03, https://dmwiki.net/任意): two copies of one optional enter ability
    need no decision when they trigger; the player resolves one (draws) and then decides about
    the other. Here player A draws with the first and declines the second: one card drawn.
    Given it is player A's turn
    And player A's hand holds: クゥリャン, クゥリャン
    And player A's deck holds, top first: 5 x 予言者リュゾル
    And player A will use the optional ability of クゥリャン
    And player A will not use the optional ability of クゥリャン
    When an effect of player A's that puts creatures from their hand into the battle zone one at a time resolves, choosing クゥリャン, クゥリャン
    Then under tcg player A drew 1 cards
    And under tcg クゥリャン's ability triggers 2 times
