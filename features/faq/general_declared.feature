@faq
Feature: Official rulings on declared abilities: invasion and revolution change
  Each scenario cites the ruling it encodes (tag @qa:ID, a record of features/faq/rulings.yaml),
  the page it was read on and its date, and asserts the answer under the profiles it holds for.

  @qa:dmwiki-invasion-multiple
  Scenario: Several invasions in one attack; a declared invasion is not checked again as it resolves
    dmwiki 侵略 (https://dmwiki.net/侵略; undated rule section): several invasions may be used in one
    attack, and an invasion's condition need not hold any more when it resolves. 轟速 ザ・レッド (a
    fire command) attacks; player A declares 音速 ガトリング and 轟く侵略 レッドゾーン (侵略－火のコマンド).
    In the order where ガトリング invades first, the attacking creature is no command any more
    (ヒューマノイド爆, 侵略者), and レッドゾーン still invades onto it.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 轟速 ザ・レッド
    And player A's hand holds: 音速 ガトリング, 轟く侵略 レッドゾーン
    And player B's shield zone holds: 予言者リュゾル, 予言者リュゾル, 予言者リュゾル
    And player A will declare 音速 ガトリング then 轟く侵略 レッドゾーン
    When player A attacks player B with 轟速 ザ・レッド
    Then under tcg in some order of the waiting effects, player A's battle zone holds, left to right: 轟く侵略 レッドゾーン on 音速 ガトリング on 轟速 ザ・レッド
    And under tcg in every order of the waiting effects, player A's hand has 0 cards

  @qa:dmwiki-revchange-enter
  Scenario: A revolution change puts the new creature into the battle zone: it enters and is the attacker
    dmwiki 革命チェンジ (revision of 2020, https://dm-wiki.com/?革命チェンジ): the creature from the hand
    is put into the battle zone (its "enters" abilities trigger), it becomes the attacking creature
    and only the tapped state carries over. 刀の3号 カツえもん剣 swaps with the attacking 轟速 ザ・レッド,
    which returns to the hand; カツえもん剣's enter ability triggers, it is tapped and its attack
    breaks player B's shield.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 轟速 ザ・レッド
    And player A's hand holds: 刀の3号 カツえもん剣
    And player B's shield zone holds: 予言者リュゾル, 予言者リュゾル
    And player A will declare 刀の3号 カツえもん剣
    When player A attacks player B with 轟速 ザ・レッド
    Then under tcg 轟速 ザ・レッド is in player A's hand
    And under tcg 刀の3号 カツえもん剣 is in player A's battle zone
    And under tcg these happen in this order:
      | step                                          |
      | 刀の3号 カツえもん剣: revolution change resolves |
      | 刀の3号 カツえもん剣 enters                      |
      | 刀の3号 カツえもん剣: enters resolves            |
    And under tcg 刀の3号 カツえもん剣 is tapped
    And under tcg player B has 1 shields
    And under tcg the creatures put into player A's battle zone were: 刀の3号 カツえもん剣
