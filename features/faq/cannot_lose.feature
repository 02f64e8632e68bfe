@faq
Feature: A player who cannot lose this turn may still be attacked
  Official Q&A of 2022-07-22 (through dmwiki's 公式Q&A 2022年7月22日更新版): after all of the opponent's
  shields were broken, the opponent summoned SMAPON by スーパー・S・トリガー and cannot lose this turn; may
  the turn player still attack them? Yes: even unblocked, the attack does not make them lose, but the
  attacker's "when it attacks" abilities still resolve.

  @qa:dmwiki-2022-07-22-smapon @cr:104.2a
  Scenario: Player B cannot lose this turn: player A's second attack is allowed and its attack trigger resolves
    SMAPON and スーパー・S・トリガー are not what this asserts: 不敗のダイハード・リュウセイ stands in for the
    "cannot lose this turn" (when player B would lose to 爆炎野郎ジョー's direct attack, リュウセイ is destroyed
    instead, and then player B does not lose this turn). 修羅王ガラサラマ then attacks player B, who has no
    shields: the attack is made, its "when this attacks, you may draw a card" resolves, and the game goes on.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 爆炎野郎ジョー, 修羅王ガラサラマ
    And player A's deck holds, top first: 青銅の鎧, 予言者リュゾル, 予言者リュゾル
    And player B's battle zone holds, left to right: 不敗のダイハード・リュウセイ
    And player A will use the optional ability of 修羅王ガラサラマ
    When player A attacks player B with 爆炎野郎ジョー
    And player A attacks player B with 修羅王ガラサラマ
    Then under tcg the game goes on
    And under tcg 修羅王ガラサラマ's ability triggers
    And under tcg 青銅の鎧 is in player A's hand
