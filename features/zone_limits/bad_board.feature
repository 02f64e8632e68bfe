@bad_input
Feature: A board that breaks a profile's zone limits is refused for that profile
  The set-up steps put cards straight into zones; the first action checks the board
  against the running profile's limits. A profile whose limits the board breaks refuses it
  and names the limit; the other profiles run the scenario.

  @tcg-general
  Scenario: Eight creatures on one side: DMPS refuses the board, the TCG plays on
    Given it is player A's turn
    And player A's battle zone holds, left to right: 8 x 予言者リュゾル
    When player A draws 1 card
    Then under dmps the board is refused: the battle zone holds at most 7 objects per player, player A has 8
    And under tcg player A's battle zone holds 8 creatures
    And under tcg player A's hand has 1 card
