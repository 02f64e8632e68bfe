@basic
Feature: Winning and losing
  003 勝利条件: a successful attack on a player with no shields; the opponent's deck running
  out (at that moment); a card's own win condition.

  Background:
    Given it is player A's turn

  @ex:BASIC-WIN-01 @cr:104.2a @cr:509.1
  Scenario: An unblocked attack on a player with no shields wins
    Given player A's battle zone holds, left to right: 爆炎野郎ジョー
    And player B has 0 shields
    When player A attacks player B with 爆炎野郎ジョー
    Then under tcg player A wins

  @ex:BASIC-WIN-01 @cr:509.2
  Scenario: With a shield left the attack breaks it instead
    Given player A's battle zone holds, left to right: 爆炎野郎ジョー
    And player B has 1 shield
    When player A attacks player B with 爆炎野郎ジョー
    Then under tcg the game goes on
    And under tcg player B has 0 shields

  @ex:BASIC-WIN-01 @cr:104.2a
  Scenario: A blocked attack does not win
    Given player A's battle zone holds, left to right: 爆炎野郎ジョー
    And player B's battle zone holds, left to right: シーマイン
    And player B has 0 shields
    And player B will block with シーマイン
    When player A attacks player B with 爆炎野郎ジョー
    Then under tcg the game goes on

  @ex:BASIC-WIN-02 @cr:104.1 @cr:104.2b
  Scenario: Drawing the last card of the deck loses at that moment
    Player B draws the last card at the start of B's turn: B loses then, before doing
    anything else (current rules: a state-based check when the deck reaches 0).

    Given player B's deck has 1 card
    When player A ends the turn
    Then under tcg player B loses
    And under tcg player B's hand has 1 card

  @ex:BASIC-WIN-02 @cr:104.1 @cr:104.2b @cr:114.6
  Scenario: A player whose deck runs out during an effect loses
    Given player A's deck has 1 card
    When player A draws 2 cards
    Then under tcg player A loses

  @ex:BASIC-WIN-03 @cr:104.2c
  Scenario: 究極銀河ユニバース burns its last card, a phoenix, and wins
    Given player A's battle zone holds, left to right: 究極銀河ユニバース on 龍炎凰インフィニティ・フェニックス
    And player B has 5 shields
    When player A attacks player B with 究極銀河ユニバース
    Then under tcg player A wins
    And under tcg 龍炎凰インフィニティ・フェニックス is in player A's graveyard
    And under tcg player B has 5 shields

  @ex:BASIC-WIN-03
  Scenario: Burning a phoenix that is not the last card does not win
    Given player A's battle zone holds, left to right: 究極銀河ユニバース on 龍炎凰インフィニティ・フェニックス on 爆炎野郎ジョー
    And player B has 5 shields
    When player A attacks player B with 究極銀河ユニバース
    Then under tcg the game goes on
    And under tcg 龍炎凰インフィニティ・フェニックス is in player A's graveyard
    And under tcg player B has 2 shields
