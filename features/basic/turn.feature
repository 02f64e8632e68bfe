@basic
Feature: A turn: summoning sickness, nothing carried over, "this turn", the DMPS turn limit
  003 基本構成細則: summoning sickness; nothing (unused mana, damage) accumulates across
  turns. 000 オリジナルルール / ターン (DMPS help): a round runs from the first player's turn
  start to the second player's turn end, at most 99; "this turn" lasts one player's turn.

  @ex:BASIC-RULE-01 @cr:506.1a
  Scenario: A creature summoned this turn cannot attack
    Given it is player A's turn
    And player A's mana zone holds: 3 x 爆炎野郎ジョー
    And player A's hand holds: 爆炎野郎ジョー
    And player B has 5 shields
    When player A summons 爆炎野郎ジョー
    Then under tcg 爆炎野郎ジョー is summoning sick
    When player A attacks player B with 爆炎野郎ジョー
    Then under tcg the last action is refused
    And under tcg player B has 5 shields

  @ex:BASIC-RULE-01 @cr:101.1
  Scenario: A speed attacker summoned this turn can attack
    Given it is player A's turn
    And player A's mana zone holds: 4 x 爆炎野郎ジョー
    And player A's hand holds: 撃墜団長メッツアー
    And player B has 5 shields
    When player A summons 撃墜団長メッツアー
    Then under tcg 撃墜団長メッツアー is not summoning sick
    When player A attacks player B with 撃墜団長メッツアー
    Then under tcg the last action is allowed
    And under tcg player B has 4 shields

  @ex:BASIC-RULE-01 @cr:506.1a
  Scenario: Summoning sickness wears off by the controller's next turn
    Given it is player A's turn
    And player A's mana zone holds: 3 x 爆炎野郎ジョー
    And player A's hand holds: 爆炎野郎ジョー
    And player B has 5 shields
    When player A summons 爆炎野郎ジョー
    And player A ends the turn
    And player B ends the turn
    And player A attacks player B with 爆炎野郎ジョー
    Then under tcg the last action is allowed
    And under tcg player B has 4 shields

  @ex:BASIC-RULE-03 @cr:105.2
  Scenario: Unused mana is not carried over to the next turn
    Player A spends 2 of 3 mana and ends the turn; on A's next turn A has 3 mana again, not 4.

    Given it is player A's turn
    And player A's mana zone holds: 3 x 爆炎野郎ジョー
    And player A's hand holds: ピコラのスパナ
    When player A summons ピコラのスパナ
    Then under tcg player A's untapped mana is 1
    When player A ends the turn
    And player B ends the turn
    Then under tcg player A's untapped mana is 3

  @ex:DMPS-HELP-01
  Scenario: Both players lose when the second player's 99th turn ends
    A round is the first player's turn and then the second player's; the game ends after
    round 99, not after either player's 99th turn alone. The TCG has no turn limit (recorded).

    Given it is player A's turn 99
    When player A ends the turn
    Then under dmps and dmps-old the game goes on
    When player B ends the turn
    Then under dmps and dmps-old both players lose

  @ex:DMPS-HELP-02 @cr:511.2
  Scenario: "This turn" lasts one player's turn, not the round
    The help text calls a round a "turn"; the wiki note says a "this turn" effect lasts only
    the turn of the player during which it was made, as in the TCG. Player A goes first, so
    a round-long reading would keep the bonus through player B's turn 1.

    Given it is player A's turn 1
    And player A's battle zone holds, left to right: 予言者リュゾル
    When 予言者リュゾル gets +3000 power
    Then under tcg, dmps and dmps-old 予言者リュゾル's power is 5000
    When player A ends the turn
    Then under tcg, dmps and dmps-old 予言者リュゾル's power is 2000
