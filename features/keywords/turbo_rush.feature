@keywords
Feature: ターボラッシュ (turbo rush): abilities once another creature of yours broke a shield this turn
  The printed reminder text (DM-08): 「ターボラッシュ(自分の他のクリーチャーがシールドをブレイクした後、そのターンが
  終わるまで、このクリーチャーは次の能力を得る)」. 紅神龍ジャガルザー's next line: 「このクリーチャーがバトルゾーンに
  ある間、バトルゾーンにある自分のクリーチャーはすべて「スピードアタッカー」を得る」. Read: a creature summoned
  this turn may attack once another creature of its owner (not ジャガルザー itself) broke a shield.

  @classic @tcg-general
  Scenario: After another creature breaks a shield, a creature summoned this turn may attack
    Given it is player A's turn
    And player B has 5 shields
    And player A's battle zone holds, left to right: 紅神龍ジャガルザー, 爆炎野郎ジョー, 予言者クルト (summoned this turn)
    When player A attacks player B with 爆炎野郎ジョー
    And player A attacks player B with 予言者クルト
    Then under tcg the last action is allowed
    And under tcg player B has 3 shields

  @classic @tcg-general
  Scenario: Before any shield is broken, the creature summoned this turn cannot attack
    Given it is player A's turn
    And player B has 5 shields
    And player A's battle zone holds, left to right: 紅神龍ジャガルザー, 爆炎野郎ジョー, 予言者クルト (summoned this turn)
    When player A attacks player B with 予言者クルト
    Then under tcg the last action is refused
    And under tcg player B has 5 shields

  @classic @tcg-general
  Scenario: Its own break does not count
    Given it is player A's turn
    And player B has 5 shields
    And player A's battle zone holds, left to right: 紅神龍ジャガルザー, 予言者クルト (summoned this turn)
    When player A attacks player B with 紅神龍ジャガルザー
    And player A attacks player B with 予言者クルト
    Then under tcg the last action is refused
    And under tcg player B has 3 shields
