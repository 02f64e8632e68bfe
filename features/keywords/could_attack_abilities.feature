@keywords
Feature: 「このクリーチャーが攻撃できる時」: abilities used while the creature could attack
  超神龍アルグロス・クリューソス (DM-23): 「メテオバーン-このクリーチャーが攻撃できる時、このクリーチャーの下にある
  カードを１枚選び墓地に置いてもよい。そうした場合、バトルゾーンにある相手のクリーチャーを２体まで選び、タップして
  もよい」. Read: the ability is used at a moment the creature could attack (its controller's turn, untapped, not
  summoning sick, something to attack); unlike a tap skill it does not tap the creature, which may attack after.

  @classic @tcg-general
  Scenario: The meteorburn taps two of the opponent's creatures and the dragon still attacks
    Given it is player A's turn
    And player A's battle zone holds, left to right: 超神龍アルグロス・クリューソス on 紅神龍メルガルス
    And player B's battle zone holds, left to right: 予言者クルト, 光撃巨兵レーザリオン
    And player A will use the optional ability of 超神龍アルグロス・クリューソス
    When player A uses the could-attack ability of 超神龍アルグロス・クリューソス
    Then under tcg the last action is allowed
    And under tcg 紅神龍メルガルス is in player A's graveyard
    And under tcg 予言者クルト is tapped
    And under tcg 光撃巨兵レーザリオン is tapped
    And under tcg 超神龍アルグロス・クリューソス is not tapped
    When player A attacks 予言者クルト with 超神龍アルグロス・クリューソス
    Then under tcg the last action is allowed
    And under tcg 予言者クルト is in player B's graveyard

  @classic @tcg-general
  Scenario: On the opponent's turn it could not attack: the ability is not used
    Given it is player B's turn
    And player A's battle zone holds, left to right: 超神龍アルグロス・クリューソス on 紅神龍メルガルス
    And player B's battle zone holds, left to right: 予言者クルト
    When player A uses the could-attack ability of 超神龍アルグロス・クリューソス
    Then under tcg the last action is refused
    And under tcg 予言者クルト is not tapped
