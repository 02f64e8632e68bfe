@keywords
Feature: 「バトルは行われない」: a blocked attack that ends with no battle
  不屈の使徒チーキ・クーレ (DM-06, 1000, ブロッカー): 「このクリーチャーが攻撃をブロックしたとき、バトルは行われない。
  ただし、両クリーチャーはタップしたままである」. エンペラー・マロル (DM-09): 「このクリーチャーがブロックされたとき、
  バトルは行われない。ブロックしたクリーチャーを持ち主の手札に戻す」. Read: the ability resolves as the block is made
  (with the other block triggers), and the attack then ends without a battle: no creature is destroyed by one.

  @classic @tcg-general
  Scenario: The blocker with 「バトルは行われない」 survives a stronger attacker, both stay tapped
    Given it is player A's turn
    And player A's battle zone holds, left to right: 光撃巨兵レーザリオン
    And player B's battle zone holds, left to right: 不屈の使徒チーキ・クーレ
    And player B has 5 shields
    And player B will block with 不屈の使徒チーキ・クーレ
    When player A attacks player B with 光撃巨兵レーザリオン
    Then under tcg 不屈の使徒チーキ・クーレ is in player B's battle zone
    And under tcg 不屈の使徒チーキ・クーレ is tapped
    And under tcg 光撃巨兵レーザリオン is tapped
    And under tcg player B has 5 shields

  @classic @tcg-general
  Scenario: Blocked, エンペラー・マロル does not battle and returns the blocker to its owner's hand
    Given it is player A's turn
    And player A's battle zone holds, left to right: エンペラー・マロル on コーライル
    And player B's battle zone holds, left to right: アクア・ガード
    And player B has 5 shields
    And player B will block with アクア・ガード
    When player A attacks player B with エンペラー・マロル
    Then under tcg アクア・ガード is in player B's hand
    And under tcg エンペラー・マロル is in player A's battle zone
    And under tcg player B has 5 shields

  @classic @tcg-general
  Scenario: Without the block the attack goes on: the ability does not trigger
    Given it is player A's turn
    And player A's battle zone holds, left to right: エンペラー・マロル on コーライル
    And player B's battle zone holds, left to right: アクア・ガード
    And player B has 5 shields
    And player B will not block
    When player A attacks player B with エンペラー・マロル
    Then under tcg アクア・ガード is in player B's battle zone
    And under tcg player B has 4 shields
