@faq
Feature: Official rulings on zones and card states: tapping, hidden zones
  Each scenario cites the ruling it encodes (tag @qa:ID, a record of features/faq/rulings.yaml),
  the page it was read on and its date, and asserts the answer under the profiles it holds for.

  @qa:notice-2016-09-13-701.2
  Scenario: Tapping turns a card from its normal position; untapping returns it there
    Rule-change notice of 2016-09-13 (https://dm.takaratomy.co.jp/?p=31392), 701.2: tapping is turning
    a card 90 degrees from its normal position and untapping is turning it back (replacing "turn
    sideways / upright"). ホーリー・スパーク taps player B's creatures; at the start of player B's
    turn they are untapped again.
    Given it is player A's turn
    And player A's hand holds: ホーリー・スパーク
    And player A's deck holds, top first: 5 x 予言者リュゾル
    And player B's deck holds, top first: 5 x 予言者リュゾル
    And player B's battle zone holds, left to right: アクア・ビークル, 青銅の鎧
    When player A casts ホーリー・スパーク without paying its cost
    Then under tcg アクア・ビークル is tapped
    And under tcg 青銅の鎧 is tapped
    When player A ends the turn
    Then under tcg アクア・ビークル is not tapped
    And under tcg 青銅の鎧 is not tapped

  @qa:notice-2017-10-06-400.2d @cr:400.2d
  Scenario: A search of a hidden zone that finds nothing need not show the zone
    Rule-change notice of 2017-10-06 (https://dm.takaratomy.co.jp/?p=31397), 400.2d: when an ability
    looks in a hidden zone for a card and finds none, the player need not reveal the zone to prove
    it. A catalog card stands in for カイザー刃鬼: 神令の精霊ウルテミス, destroyed, searches player A's
    deck for an S-Trigger spell to show and take; the deck has none, and player B has seen none
    of its cards.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 神令の精霊ウルテミス
    And player A's deck holds, top first: 予言者リュゾル, アクア・ビークル, 青銅の鎧
    When an effect of player B's destroys 神令の精霊ウルテミス
    Then under tcg 神令の精霊ウルテミス's ability triggers
    And under tcg player B has not seen アクア・ビークル
    And under tcg player B has not seen 青銅の鎧
    And under tcg player A's hand has 0 cards

  @qa:notice-2017-10-06-400.2d @cr:400.2d
  Scenario: The control: a card found is shown, the rest of the zone is not
    What the scenario above leaves unseen: with ホーリー・スパーク in the deck, the search takes it and
    shows it to player B (the text says so); the other cards stay hidden.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 神令の精霊ウルテミス
    And player A's deck holds, top first: 予言者リュゾル, ホーリー・スパーク, 青銅の鎧
    When an effect of player B's destroys 神令の精霊ウルテミス
    Then under tcg ホーリー・スパーク is in player A's hand
    And under tcg player B has seen ホーリー・スパーク
    And under tcg player B has not seen 青銅の鎧
