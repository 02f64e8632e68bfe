@basic
Feature: Setting up a game: shuffle, 5 shields, 5 cards, no mulligan, the first draw
  003 ゲーム開始時基本設定 and 開始準備: each player shuffles, puts the top 5 cards face down
  as shields, draws 5 cards; no mulligan; shields and hand have no maximum; the first player
  does not draw on their first turn. Player A goes first.

  Background:
    Given each player's deck list includes: 4 x 予言者クルト, 4 x 予言者リュゾル, 4 x アクア・ビークル, 4 x うごめく者ボーン・グール, 4 x ピコラのスパナ, 4 x シェル・ラック, 4 x 爆炎野郎ジョー, 4 x クラッグザウルス, 4 x 紅神龍メルガルス, 4 x 群れを守るトライ・ホーン

  @ex:BASIC-SETUP-05 @cr:103.3
  Scenario: Shields come from the top of the shuffled deck, then the hand; 30 cards are left
    When the game is set up
    Then under tcg player A's set-up was: shuffle; shields: cards 1-5; hand: cards 6-10
    And under tcg player B's set-up was: shuffle; shields: cards 1-5; hand: cards 6-10
    And under tcg player A has 5 shields
    And under tcg player A's hand has 5 cards
    And under tcg player A's deck has 30 cards
    And under tcg player B's deck has 30 cards

  @ex:BASIC-SETUP-01 @cr:113.1 @cr:406.1
  Scenario: 5 shields to start, and no shield maximum in the TCG
    The catalog's dmps outcome is only the 10-shield cap (000 does not state the starting
    count), so the starting 5 is asserted for tcg alone.

    When the game is set up
    Then under tcg player A has 5 shields
    When an effect puts 7 cards from player A's deck into their shields
    Then under tcg player A has 12 shields
    And under dmps player A has 10 shields
    And under dmps player A's graveyard has 2 cards

  @ex:BASIC-SETUP-02 @cr:402.1 @cr:402.2
  Scenario: 5 cards in hand to start; no hand maximum and no discard at the end of the turn in the TCG
    When the game is set up
    Then under tcg and dmps player A's hand has 5 cards
    When player A's turn starts
    And player A draws 10 cards
    Then under tcg player A's hand has 15 cards
    And under dmps player A's hand has 10 cards
    When player A ends the turn
    Then under tcg player A's hand has 15 cards
    And under dmps player A's hand has 10 cards

  @ex:BASIC-SETUP-03
  Scenario: No mulligan is offered
    When the game is set up
    And player A's turn starts
    Then under tcg no player is offered a mulligan
    And under tcg player A's hand has 5 cards

  @ex:BASIC-SETUP-04 @cr:103.5 @cr:114.1 @cr:500.6 @cr:502.1
  Scenario: The first player skips the first draw; the second player draws
    When the game is set up
    And player A's turn starts
    Then under tcg player A's hand has 5 cards
    And under tcg player A's deck has 30 cards
    When player A ends the turn
    Then under tcg player B's hand has 6 cards
    And under tcg player B's deck has 29 cards

  @ex:BASIC-SHIELD-01 @cr:113.1 @cr:400.2b @cr:402.3 @cr:406.2
  Scenario: Nobody can look at the shields
    Only which zone a card is in decides who may look at it: face-down shields and the deck
    to nobody, a hand to its owner, the rest to both players (no effect here lets a player
    look). The information rule itself is encoded as Game.visible_to.

    When the game is set up
    Then under tcg player A cannot see the cards in player A's shields
    And under tcg player B cannot see the cards in player A's shields
    And under tcg player A can see the cards in player A's hand
    And under tcg player B cannot see the cards in player A's hand
